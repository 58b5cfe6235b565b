// Question bank imports through the job queue: queued with a 202 and polled until they end.
import { useMutation, useQuery } from '@tanstack/react-query';
import { unwrap } from '../errors';
import { useApiClient } from '../provider';
import { type BankImportVariables, useBankChanged } from './questionBank';

// Apart from the bank's own keys: the bank's refresh when a run is done does not poll it again.
const importRunKey = (courseId: number, runId: number) =>
  ['question-bank-import-run', courseId, runId] as const;

/** Queues the file's import (202 with the run; the same request while pending, its run). */
export function useCreateBankImportRun() {
  const client = useApiClient();
  return useMutation({
    mutationFn: async ({ courseId, body }: BankImportVariables) =>
      unwrap(
        await client.POST('/courses/{courseId}/question-bank/import-runs', {
          params: { path: { courseId } },
          body,
        }),
      ),
  });
}

/** A course's import run, polled every second until it is done or failed. */
export function useBankImportRun(courseId: number, runId: number | null) {
  const client = useApiClient();
  const changed = useBankChanged();
  return useQuery({
    queryKey: importRunKey(courseId, runId ?? 0),
    queryFn: async ({ signal }) => {
      const run = unwrap(
        await client.GET('/courses/{courseId}/question-bank/import-runs/{runId}', {
          params: { path: { courseId, runId: runId ?? 0 } },
          signal,
        }),
      );
      // New questions: the bank's lists and the quizzes drawing from it are stale.
      if (run.status === 'done') void changed();
      return run;
    },
    enabled: runId !== null,
    refetchInterval: (query) =>
      query.state.data?.status === 'done' || query.state.data?.status === 'failed' ? false : 1000,
  });
}
