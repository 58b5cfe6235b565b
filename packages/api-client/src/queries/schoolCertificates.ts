// Leaving and character certificates: a student's list, issue, revoke and the PDF.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError, unwrap } from '../errors';
import { useApiClient } from '../provider';
import type { Body } from './shared';
import { studentKeys } from './students';
import { fileNameOf } from './teaching';

export const schoolCertificateKeys = {
  all: ['school-certificates'] as const,
  student: (studentId: number) => [...schoolCertificateKeys.all, studentId] as const,
};

export type SchoolCertificateIssueBody = Body<'issueStudentCertificate'>;

export function useStudentCertificates(studentId: number) {
  const client = useApiClient();
  return useQuery({
    queryKey: schoolCertificateKeys.student(studentId),
    queryFn: async ({ signal }) =>
      unwrap(
        await client.GET('/students/{studentId}/certificates', {
          params: { path: { studentId } },
          signal,
        }),
      ),
  });
}

function useInvalidate() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: schoolCertificateKeys.all }),
      // A leaving certificate changes the student's status.
      queryClient.invalidateQueries({ queryKey: studentKeys.all }),
    ]);
}

export function useIssueStudentCertificate() {
  const client = useApiClient();
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: async ({
      studentId,
      body,
    }: {
      studentId: number;
      body: SchoolCertificateIssueBody;
    }) =>
      unwrap(
        await client.POST('/students/{studentId}/certificates', {
          params: { path: { studentId } },
          body,
        }),
      ),
    onSuccess: invalidate,
  });
}

export function useRevokeStudentCertificate() {
  const client = useApiClient();
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: async ({
      studentId,
      certificateId,
      reason,
    }: {
      studentId: number;
      certificateId: number;
      reason?: string;
    }) =>
      unwrap(
        await client.POST('/students/{studentId}/certificates/{certificateId}/revoke', {
          params: { path: { studentId, certificateId } },
          body: reason ? { reason } : {},
        }),
      ),
    onSuccess: invalidate,
  });
}

/** Downloads a certificate's PDF in the given language, for a button's click. */
export function useDownloadStudentCertificate() {
  const client = useApiClient();
  return useMutation({
    mutationFn: async ({
      studentId,
      certificateId,
      lang,
    }: {
      studentId: number;
      certificateId: number;
      lang: 'en' | 'ur';
    }) => {
      const result = await client.GET('/students/{studentId}/certificates/{certificateId}/pdf', {
        params: { path: { studentId, certificateId }, query: { lang } },
        parseAs: 'blob',
      });
      if (!result.response.ok) throw new ApiError(result.response.status, result.error);
      return {
        blob: result.data as Blob,
        fileName: fileNameOf(result.response.headers.get('content-disposition'), 'certificate.pdf'),
      };
    },
  });
}
