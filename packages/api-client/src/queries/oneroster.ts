// OneRoster 1.2 for the school's administrators: the bulk CSV package (export as a ZIP, import
// with a preview first) and the school's REST API clients (made with a secret shown once, listed,
// revoked).
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError, unwrap } from '../errors';
import { useApiClient } from '../provider';
import type { Body } from './shared';
import { fileNameOf } from './teaching';

export const onerosterKeys = {
  all: ['oneroster'] as const,
  clients: () => [...onerosterKeys.all, 'clients'] as const,
  importRun: (id: number) => [...onerosterKeys.all, 'import-run', id] as const,
};

/** The school's API clients, newest first (no secrets). */
export function useOneRosterClients() {
  const client = useApiClient();
  return useQuery({
    queryKey: onerosterKeys.clients(),
    queryFn: async ({ signal }) =>
      unwrap(await client.GET('/school/oneroster/clients', { signal })),
  });
}

/** Makes a client; the answer holds its secret, the one time it is seen. */
export function useCreateOneRosterClient() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: Body<'createOneRosterClient'>) =>
      unwrap(await client.POST('/school/oneroster/clients', { body })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: onerosterKeys.clients() }),
  });
}

export function useRevokeOneRosterClient() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (clientId: number) => {
      unwrap(
        await client.DELETE('/school/oneroster/clients/{clientId}', {
          params: { path: { clientId } },
        }),
      );
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: onerosterKeys.clients() }),
  });
}

/** The school as a OneRoster bulk package (ZIP); the name is the server's. */
export function useDownloadOneRoster() {
  const client = useApiClient();
  return useMutation({
    mutationFn: async () => {
      const result = await client.GET('/school/oneroster/export', { parseAs: 'blob' });
      if (!result.response.ok) throw new ApiError(result.response.status, result.error);
      return {
        blob: result.data as Blob,
        fileName: fileNameOf(result.response.headers.get('content-disposition'), 'oneroster.zip'),
      };
    },
  });
}

export function usePreviewOneRosterImport() {
  const client = useApiClient();
  return useMutation({
    mutationFn: async (body: Body<'previewOneRosterImport'>) =>
      unwrap(await client.POST('/school/oneroster/import/preview', { body })),
  });
}

/** Queues the package's import (202 with the run; the same package while pending, its run). */
export function useCreateOneRosterImportRun() {
  const client = useApiClient();
  return useMutation({
    mutationFn: async (body: Body<'createOneRosterImportRun'>) =>
      unwrap(await client.POST('/school/oneroster/import-runs', { body })),
  });
}

/** An import run, polled every second until it is done or failed. */
export function useOneRosterImportRun(runId: number | null) {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: onerosterKeys.importRun(runId ?? 0),
    queryFn: async ({ signal }) => {
      const run = unwrap(
        await client.GET('/school/oneroster/import-runs/{runId}', {
          params: { path: { runId: runId ?? 0 } },
          signal,
        }),
      );
      // The school's structure and people changed: every cached list of them is stale.
      if (run.status === 'done')
        void queryClient.invalidateQueries({
          predicate: (query) => query.queryKey[1] !== 'import-run',
        });
      return run;
    },
    enabled: runId !== null,
    refetchInterval: (query) =>
      query.state.data?.status === 'done' || query.state.data?.status === 'failed' ? false : 1000,
  });
}
