// A course's question bank: the paged list with its tags, and the writes.
import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import type { ApiClient } from '../client';
import { ApiError, unwrap } from '../errors';
import { useApiClient } from '../provider';
import type { Body, IdAndBody, Query } from './shared';
import { fileNameOf } from './teaching';

export type BankQuestionsQuery = Query<'listBankQuestions'>;

export const questionBankKeys = {
  all: ['question-bank'] as const,
  course: (courseId: number, query: BankQuestionsQuery = {}) =>
    [...questionBankKeys.all, courseId, query] as const,
};

export const bankQuestionsQuery = (
  client: ApiClient,
  courseId: number,
  query: BankQuestionsQuery = {},
) =>
  queryOptions({
    queryKey: questionBankKeys.course(courseId, query),
    queryFn: async ({ signal }) =>
      unwrap(
        await client.GET('/courses/{courseId}/question-bank', {
          params: { path: { courseId }, query },
          signal,
        }),
      ),
  });

/** One page of the bank (the previous page stays shown while the next loads). */
export function useBankQuestions(
  courseId: number,
  query: BankQuestionsQuery = {},
  options: { enabled?: boolean } = {},
) {
  return useQuery({
    ...bankQuestionsQuery(useApiClient(), courseId, query),
    placeholderData: keepPreviousData,
    enabled: options.enabled ?? true,
  });
}

export function useBankChanged() {
  const queryClient = useQueryClient();
  // Quizzes' figures (questions drawn, points) depend on the bank too.
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: questionBankKeys.all }),
      queryClient.invalidateQueries({ queryKey: ['assessments'] }),
    ]);
}

export interface CreateBankQuestionVariables {
  courseId: number;
  body: Body<'createBankQuestion'>;
}

export function useCreateBankQuestion() {
  const client = useApiClient();
  const changed = useBankChanged();
  return useMutation({
    mutationFn: async ({ courseId, body }: CreateBankQuestionVariables) =>
      unwrap(
        await client.POST('/courses/{courseId}/question-bank', {
          params: { path: { courseId } },
          body,
        }),
      ),
    onSuccess: () => changed(),
  });
}

export function useUpdateBankQuestion() {
  const client = useApiClient();
  const changed = useBankChanged();
  return useMutation({
    mutationFn: async ({ id, body }: IdAndBody<Body<'updateBankQuestion'>>) =>
      unwrap(await client.PUT('/question-bank/{id}', { params: { path: { id } }, body })),
    onSuccess: () => changed(),
  });
}

export function useDeleteBankQuestion() {
  const client = useApiClient();
  const changed = useBankChanged();
  return useMutation({
    mutationFn: async (id: number) => {
      unwrap(await client.DELETE('/question-bank/{id}', { params: { path: { id } } }));
    },
    onSuccess: () => changed(),
  });
}

export interface BankImportVariables {
  courseId: number;
  body: Body<'previewBankImport'>;
}

/** Reads a GIFT, Aiken or QTI file and lists its questions and problems; writes nothing. */
export function usePreviewBankImport() {
  const client = useApiClient();
  return useMutation({
    mutationFn: async ({ courseId, body }: BankImportVariables) =>
      unwrap(
        await client.POST('/courses/{courseId}/question-bank/import/preview', {
          params: { path: { courseId } },
          body,
        }),
      ),
  });
}

/** Imports the whole file or nothing. */
export function useImportBankQuestions() {
  const client = useApiClient();
  const changed = useBankChanged();
  return useMutation({
    mutationFn: async ({ courseId, body }: BankImportVariables) =>
      unwrap(
        await client.POST('/courses/{courseId}/question-bank/import', {
          params: { path: { courseId } },
          body,
        }),
      ),
    onSuccess: () => changed(),
  });
}

export interface BankExportVariables {
  courseId: number;
  query: Query<'exportBankQuestions'>;
}

/** Downloads the bank as a file; the name is the server's (the school's date in it). */
export function useDownloadBankExport() {
  const client = useApiClient();
  return useMutation({
    mutationFn: async ({ courseId, query }: BankExportVariables) => {
      const result = await client.GET('/courses/{courseId}/question-bank/export', {
        params: { path: { courseId }, query },
        parseAs: 'blob',
      });
      if (!result.response.ok) throw new ApiError(result.response.status, result.error);
      return {
        blob: result.data as Blob,
        fileName: fileNameOf(
          result.response.headers.get('content-disposition'),
          `question-bank.${query.format === 'qti3' ? 'zip' : query.format === 'qti' ? 'xml' : 'txt'}`,
        ),
      };
    },
  });
}
