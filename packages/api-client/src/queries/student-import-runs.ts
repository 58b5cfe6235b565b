// Student imports through the job queue: queued with a 202 and polled until they end.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { unwrap } from '../errors';
import { useApiClient } from '../provider';
import type { Body } from './shared';
import { studentKeys } from './students';

const importRunKey = (id: number) => [...studentKeys.all, 'import-run', id] as const;

/** Queues the file's import (202 with the run; the same request while pending, its run). */
export function useCreateStudentImportRun() {
  const client = useApiClient();
  return useMutation({
    mutationFn: async (body: Body<'createStudentImportRun'>) =>
      unwrap(await client.POST('/students/import-runs', { body })),
  });
}

/** An import run, polled every second until it is done or failed. */
export function useStudentImportRun(runId: number | null) {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: importRunKey(runId ?? 0),
    queryFn: async ({ signal }) => {
      const run = unwrap(
        await client.GET('/students/import-runs/{runId}', {
          params: { path: { runId: runId ?? 0 } },
          signal,
        }),
      );
      // New students: every cached list of them is stale (the run itself is not).
      if (run.status === 'done')
        void queryClient.invalidateQueries({
          queryKey: studentKeys.all,
          predicate: (query) => query.queryKey[1] !== 'import-run',
        });
      return run;
    },
    enabled: runId !== null,
    refetchInterval: (query) =>
      query.state.data?.status === 'done' || query.state.data?.status === 'failed' ? false : 1000,
  });
}
