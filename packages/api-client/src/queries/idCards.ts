// Student photos and ID cards: a student's photo (read, upload) and a section's ID
// cards as a PDF.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError, unwrap } from '../errors';
import { useApiClient } from '../provider';
import type { Body } from './shared';
import { fileNameOf } from './teaching';

export const idCardKeys = {
  all: ['id-cards'] as const,
  photo: (studentId: number) => [...idCardKeys.all, 'photo', studentId] as const,
};

export type StudentPhotoUploadBody = Body<'uploadStudentPhoto'>;

export function useStudentPhoto(studentId: number) {
  const client = useApiClient();
  return useQuery({
    queryKey: idCardKeys.photo(studentId),
    queryFn: async ({ signal }) =>
      unwrap(
        await client.GET('/students/{studentId}/photo', {
          params: { path: { studentId } },
          signal,
        }),
      ),
  });
}

export function useUploadStudentPhoto() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ studentId, body }: { studentId: number; body: StudentPhotoUploadBody }) =>
      unwrap(
        await client.PUT('/students/{studentId}/photo', {
          params: { path: { studentId } },
          body,
        }),
      ),
    onSuccess: (_data, { studentId }) =>
      queryClient.invalidateQueries({ queryKey: idCardKeys.photo(studentId) }),
  });
}

/** The office removes a student's photo; the profile and the card show the placeholder. */
export function useRemoveStudentPhoto() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (studentId: number) =>
      unwrap(
        await client.DELETE('/students/{studentId}/photo', { params: { path: { studentId } } }),
      ),
    onSuccess: (_data, studentId) =>
      queryClient.invalidateQueries({ queryKey: idCardKeys.photo(studentId) }),
  });
}

/** Downloads a section's ID cards in the given language, for a button's click. */
export function useDownloadSectionIdCards() {
  const client = useApiClient();
  return useMutation({
    mutationFn: async ({ sectionId, lang }: { sectionId: number; lang: 'en' | 'ur' }) => {
      const result = await client.GET('/school/sections/{sectionId}/id-cards', {
        params: { path: { sectionId }, query: { lang } },
        parseAs: 'blob',
      });
      if (!result.response.ok) throw new ApiError(result.response.status, result.error);
      return {
        blob: result.data as Blob,
        fileName: fileNameOf(result.response.headers.get('content-disposition'), 'id-cards.pdf'),
      };
    },
  });
}
