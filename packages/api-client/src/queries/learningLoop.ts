// The learner's quiz state and attempt history, one attempt's result, certificates.
import { queryOptions, useMutation, useQuery, type useQueryClient } from '@tanstack/react-query';
import type { ApiClient } from '../client';
import { unwrap } from '../errors';
import { useApiClient } from '../provider';
import { assessmentKeys } from './assessments';
import { progressKeys } from './progress';

export const learningLoopKeys = {
  attempts: (assessmentId: number) => ['attempts', 'my', assessmentId] as const,
  allAttempts: ['attempts'] as const,
  result: (assessmentId: number, attemptId: number) =>
    ['attempts', 'result', assessmentId, attemptId] as const,
  certificates: ['certificates', 'my'] as const,
  verify: (code: string) => ['certificates', 'verify', code] as const,
};

export const myAttemptsQuery = (client: ApiClient, assessmentId: number) =>
  queryOptions({
    queryKey: learningLoopKeys.attempts(assessmentId),
    queryFn: async ({ signal }) =>
      unwrap(
        await client.GET('/assessments/{id}/attempts/my', {
          params: { path: { id: assessmentId } },
          signal,
        }),
      ),
  });

/** The signed-in learner's state in a quiz and their attempts (newest first). */
export function useMyAttempts(assessmentId: number, options: { enabled?: boolean } = {}) {
  return useQuery({
    ...myAttemptsQuery(useApiClient(), assessmentId),
    enabled: options.enabled ?? true,
  });
}

export const attemptResultQuery = (client: ApiClient, assessmentId: number, attemptId: number) =>
  queryOptions({
    queryKey: learningLoopKeys.result(assessmentId, attemptId),
    queryFn: async ({ signal }) =>
      unwrap(
        await client.GET('/assessments/{id}/attempts/{attemptId}', {
          params: { path: { id: assessmentId, attemptId } },
          signal,
        }),
      ),
  });

/** One attempt's result question by question. */
export function useAttemptResult(
  assessmentId: number,
  attemptId: number,
  options: { enabled?: boolean } = {},
) {
  return useQuery({
    ...attemptResultQuery(useApiClient(), assessmentId, attemptId),
    enabled: options.enabled ?? true,
  });
}

/** After a submit: the state, the course's quiz list (states), progress and certificates. */
export function invalidateAfterSubmit(queryClient: ReturnType<typeof useQueryClient>) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: learningLoopKeys.allAttempts }),
    queryClient.invalidateQueries({ queryKey: assessmentKeys.all }),
    queryClient.invalidateQueries({ queryKey: progressKeys.all }),
    queryClient.invalidateQueries({ queryKey: learningLoopKeys.certificates }),
  ]);
}

export const myCertificatesQuery = (client: ApiClient) =>
  queryOptions({
    queryKey: learningLoopKeys.certificates,
    queryFn: async ({ signal }) => unwrap(await client.GET('/certificates/my', { signal })),
  });

/** The signed-in learner's certificates. */
export function useMyCertificates(options: { enabled?: boolean } = {}) {
  return useQuery({ ...myCertificatesQuery(useApiClient()), enabled: options.enabled ?? true });
}

/** Downloads a certificate's PDF (the bearer header needs the client, not a plain link). */
export function useDownloadCertificate() {
  const client = useApiClient();
  return useMutation({
    mutationFn: async ({ id, lang }: { id: number; lang: 'en' | 'ur' }) => {
      const result = await client.GET('/certificates/{id}/pdf', {
        params: { path: { id }, query: { lang } },
        parseAs: 'blob',
      });
      return unwrap(result) as unknown as Blob;
    },
  });
}

export const verifyCertificateQuery = (client: ApiClient, code: string) =>
  queryOptions({
    queryKey: learningLoopKeys.verify(code),
    queryFn: async ({ signal }) =>
      unwrap(
        await client.GET('/certificates/verify/{code}', { params: { path: { code } }, signal }),
      ),
    retry: false,
  });

/** Public: confirms a certificate by its code (404: unknown). */
export function useVerifyCertificate(code: string) {
  return useQuery(verifyCertificateQuery(useApiClient(), code));
}
