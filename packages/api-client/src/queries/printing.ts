// Bulk printing (report cards of an exam, vouchers of a month, as one job in the queue) and the
// school's logo printed on every document.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { unwrap } from '../errors';
import { useApiClient } from '../provider';
import type { Body } from './shared';

export const printingKeys = {
  all: ['printing'] as const,
  jobs: () => [...printingKeys.all, 'jobs'] as const,
  job: (id: number) => [...printingKeys.all, 'job', id] as const,
  logo: () => [...printingKeys.all, 'logo'] as const,
};

/** The school's recent print jobs (the office). */
export function usePrintJobs() {
  const client = useApiClient();
  return useQuery({
    queryKey: printingKeys.jobs(),
    queryFn: async ({ signal }) => unwrap(await client.GET('/print-jobs', { signal })),
  });
}

/** Asks for a print job; an identical pending one is answered instead of a new one. */
export function useCreatePrintJob() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: Body<'createPrintJob'>) =>
      unwrap(await client.POST('/print-jobs', { body })),
    onSuccess: (job) => {
      queryClient.setQueryData(printingKeys.job(job.id), job);
      void queryClient.invalidateQueries({ queryKey: printingKeys.jobs() });
    },
  });
}

/** A job's progress, asked every second until it is done or failed. */
export function usePrintJob(jobId: number | null) {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: printingKeys.job(jobId ?? 0),
    queryFn: async ({ signal }) => {
      const job = unwrap(
        await client.GET('/print-jobs/{jobId}', {
          params: { path: { jobId: jobId ?? 0 } },
          signal,
        }),
      );
      if (job.status === 'done' || job.status === 'failed')
        void queryClient.invalidateQueries({ queryKey: printingKeys.jobs() });
      return job;
    },
    enabled: jobId !== null,
    refetchInterval: (query) =>
      query.state.data?.status === 'done' || query.state.data?.status === 'failed' ? false : 1000,
  });
}

/** A finished job's file (PDF or ZIP). */
export function useDownloadPrintJobFile() {
  const client = useApiClient();
  return useMutation({
    mutationFn: async (jobId: number) => {
      const result = await client.GET('/print-jobs/{jobId}/file', {
        params: { path: { jobId } },
        parseAs: 'blob',
      });
      return unwrap(result) as unknown as Blob;
    },
  });
}

/** The school's logo (null until uploaded). */
export function useSchoolLogo() {
  const client = useApiClient();
  return useQuery({
    queryKey: printingKeys.logo(),
    queryFn: async ({ signal }) => unwrap(await client.GET('/tenant-settings/logo', { signal })),
  });
}

export function useUploadSchoolLogo() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: Body<'uploadSchoolLogo'>) =>
      unwrap(await client.PUT('/tenant-settings/logo', { body })),
    onSuccess: (state) => queryClient.setQueryData(printingKeys.logo(), state),
  });
}

export function useDeleteSchoolLogo() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      unwrap(await client.DELETE('/tenant-settings/logo'));
    },
    onSuccess: () => queryClient.setQueryData(printingKeys.logo(), { logo: null }),
  });
}
