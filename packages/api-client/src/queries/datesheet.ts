// The datesheet of an exam (module gradebook): the office's editor (add, change,
// remove papers, publish), the family's published datesheets, and a class's PDF.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { unwrap } from '../errors';
import { useApiClient } from '../provider';
import type { Schemas } from '../types';
import type { Body } from './shared';

export type Datesheet = Schemas['Datesheet'];
export type DatesheetPaper = Schemas['DatesheetPaper'];
export type MyDatesheet = Schemas['MyDatesheet'];
export type DatesheetPaperSave = Body<'addDatesheetPaper'>;

export const datesheetKeys = {
  all: ['datesheet'] as const,
  exam: (examId: number) => [...datesheetKeys.all, 'exam', examId] as const,
  mine: () => [...datesheetKeys.all, 'mine'] as const,
};

export function useExamDatesheet(examId: number, options: { enabled?: boolean } = {}) {
  const client = useApiClient();
  return useQuery({
    queryKey: datesheetKeys.exam(examId),
    queryFn: async ({ signal }) =>
      unwrap(
        await client.GET('/exams/{examId}/datesheet', { params: { path: { examId } }, signal }),
      ),
    ...options,
  });
}

export function useMyDatesheets(options: { enabled?: boolean } = {}) {
  const client = useApiClient();
  return useQuery({
    queryKey: datesheetKeys.mine(),
    queryFn: async ({ signal }) => unwrap(await client.GET('/datesheets/me', { signal })),
    ...options,
  });
}

/** Adds a paper (no id) or changes one (an id); the answer is the whole datesheet. */
export function useSaveDatesheetPaper(examId: number) {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ paperId, body }: { paperId?: number; body: DatesheetPaperSave }) =>
      unwrap(
        paperId
          ? await client.PUT('/exams/{examId}/datesheet/papers/{paperId}', {
              params: { path: { examId, paperId } },
              body,
            })
          : await client.POST('/exams/{examId}/datesheet/papers', {
              params: { path: { examId } },
              body,
            }),
      ),
    onSuccess: (data) => queryClient.setQueryData(datesheetKeys.exam(examId), data),
  });
}

export function useRemoveDatesheetPaper(examId: number) {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (paperId: number) =>
      unwrap(
        await client.DELETE('/exams/{examId}/datesheet/papers/{paperId}', {
          params: { path: { examId, paperId } },
        }),
      ),
    onSuccess: (data) => queryClient.setQueryData(datesheetKeys.exam(examId), data),
  });
}

export function usePublishDatesheet(examId: number) {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () =>
      unwrap(
        await client.POST('/exams/{examId}/datesheet/publication', {
          params: { path: { examId } },
        }),
      ),
    onSuccess: (data) => queryClient.setQueryData(datesheetKeys.exam(examId), data),
  });
}

/** A class's datesheet as a PDF (the bearer header needs the client, not a plain link). */
export function useDownloadDatesheet() {
  const client = useApiClient();
  return useMutation({
    mutationFn: async (v: { examId: number; classId: number; lang: 'en' | 'ur' }) => {
      const result = await client.GET('/exams/{examId}/datesheet/classes/{classId}/pdf', {
        params: { path: { examId: v.examId, classId: v.classId }, query: { lang: v.lang } },
        parseAs: 'blob',
      });
      return unwrap(result) as unknown as Blob;
    },
  });
}
