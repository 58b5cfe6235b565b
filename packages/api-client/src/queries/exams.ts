// Exams (module gradebook): exams and their papers, mark sheets and the save-as-you-type
// PUT, section results and publication, the grading scale, families' results, report cards
// (PDF downloads, whole-class runs) and the gradebook with its CSV.
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ApiClient } from '../client';
import { unwrap } from '../errors';
import { useApiClient } from '../provider';
import type { Body } from './shared';

export const examsKeys = {
  all: ['exams'] as const,
  list: (termId?: number) => [...examsKeys.all, 'list', termId ?? 'all'] as const,
  exam: (id: number) => [...examsKeys.all, 'exam', id] as const,
  sheets: (id: number) => [...examsKeys.all, 'sheets', id] as const,
  completeness: (id: number) => [...examsKeys.all, 'completeness', id] as const,
  sheet: (examId: number, sectionId: number, subjectId: number) =>
    [...examsKeys.all, 'sheet', examId, sectionId, subjectId] as const,
  results: (examId: number, sectionId: number) =>
    [...examsKeys.all, 'results', examId, sectionId] as const,
  studentResult: (examId: number, studentId: number) =>
    [...examsKeys.all, 'student-result', examId, studentId] as const,
  mine: () => [...examsKeys.all, 'mine'] as const,
  scale: () => [...examsKeys.all, 'scale'] as const,
  run: (id: number) => [...examsKeys.all, 'run', id] as const,
  gradebook: (sectionId: number, termId?: number) =>
    [...examsKeys.all, 'gradebook', sectionId, termId ?? 'year'] as const,
};

export type ExamCreateBody = Body<'createExam'>;
export type MarksSaveBody = Body<'saveMarks'>;
export type GradingScaleBody = Body<'updateGradingScale'>;

export function useExams(termId?: number) {
  const client = useApiClient();
  return useQuery({
    queryKey: examsKeys.list(termId),
    queryFn: async ({ signal }) =>
      unwrap(
        await client.GET('/exams', {
          params: { query: { ...(termId ? { term_id: termId } : {}), limit: 100 } },
          signal,
        }),
      ),
    placeholderData: keepPreviousData,
  });
}

export function useExam(id: number) {
  const client = useApiClient();
  return useQuery({
    queryKey: examsKeys.exam(id),
    queryFn: async ({ signal }) =>
      unwrap(await client.GET('/exams/{examId}', { params: { path: { examId: id } }, signal })),
  });
}

export function useCreateExam() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: ExamCreateBody) => unwrap(await client.POST('/exams', { body })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: examsKeys.all }),
  });
}

export function usePublishExam() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ examId, publish }: { examId: number; publish: boolean }) =>
      unwrap(
        publish
          ? await client.POST('/exams/{examId}/publication', { params: { path: { examId } } })
          : await client.DELETE('/exams/{examId}/publication', { params: { path: { examId } } }),
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: examsKeys.all }),
  });
}

/** Staff hand complete results to the head for approval. */
export function useSubmitExamForApproval() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ examId }: { examId: number }) =>
      unwrap(
        await client.POST('/exams/{examId}/approval-request', { params: { path: { examId } } }),
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: examsKeys.all }),
  });
}

/** The head sends submitted results back with a reason. */
export function useReturnExamResults() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ examId, reason }: { examId: number; reason: string }) =>
      unwrap(
        await client.POST('/exams/{examId}/return', {
          params: { path: { examId } },
          body: { reason },
        }),
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: examsKeys.all }),
  });
}

/** The marks still missing before publishing (per section and subject). */
export function useExamCompleteness(examId: number, enabled = true) {
  const client = useApiClient();
  return useQuery({
    queryKey: examsKeys.completeness(examId),
    enabled,
    queryFn: async ({ signal }) =>
      unwrap(
        await client.GET('/exams/{examId}/completeness', { params: { path: { examId } }, signal }),
      ),
  });
}

/** The head marks the remaining gaps of a paper in a section absent or exempt. */
export function useFillExamGaps() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ examId, ...body }: { examId: number } & Body<'fillExamGaps'>) =>
      unwrap(await client.POST('/exams/{examId}/gaps', { params: { path: { examId } }, body })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: examsKeys.all }),
  });
}

export function useMarkSheets(examId: number) {
  const client = useApiClient();
  return useQuery({
    queryKey: examsKeys.sheets(examId),
    queryFn: async ({ signal }) =>
      unwrap(
        await client.GET('/exams/{examId}/mark-sheets', { params: { path: { examId } }, signal }),
      ),
  });
}

export function useMarksSheet(examId: number, sectionId: number, subjectId: number) {
  const client = useApiClient();
  return useQuery({
    queryKey: examsKeys.sheet(examId, sectionId, subjectId),
    queryFn: async ({ signal }) =>
      unwrap(
        await client.GET('/exams/{examId}/sections/{sectionId}/subjects/{subjectId}/marks', {
          params: { path: { examId, sectionId, subjectId } },
          signal,
        }),
      ),
    // The grid keeps what is typed; a refetch must not overwrite it.
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });
}

/** The PUT of some students' marks (idempotent: the grid may resend). */
export async function saveMarks(
  client: ApiClient,
  examId: number,
  sectionId: number,
  subjectId: number,
  body: MarksSaveBody,
) {
  return unwrap(
    await client.PUT('/exams/{examId}/sections/{sectionId}/subjects/{subjectId}/marks', {
      params: { path: { examId, sectionId, subjectId } },
      body,
    }),
  );
}

export function useSectionResults(examId: number, sectionId: number) {
  const client = useApiClient();
  return useQuery({
    queryKey: examsKeys.results(examId, sectionId),
    queryFn: async ({ signal }) =>
      unwrap(
        await client.GET('/exams/{examId}/sections/{sectionId}/results', {
          params: { path: { examId, sectionId } },
          signal,
        }),
      ),
    enabled: examId > 0 && sectionId > 0,
  });
}

export function useSaveRemarks() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (v: { examId: number; studentId: number; remarks: string }) =>
      unwrap(
        await client.PUT('/exams/{examId}/students/{studentId}/remarks', {
          params: { path: { examId: v.examId, studentId: v.studentId } },
          body: { remarks: v.remarks },
        }),
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: examsKeys.all }),
  });
}

export function useStudentResult(examId: number, studentId: number) {
  const client = useApiClient();
  return useQuery({
    queryKey: examsKeys.studentResult(examId, studentId),
    queryFn: async ({ signal }) =>
      unwrap(
        await client.GET('/exams/{examId}/students/{studentId}/result', {
          params: { path: { examId, studentId } },
          signal,
        }),
      ),
    enabled: examId > 0 && studentId > 0,
  });
}

export function useMyResults(options: { enabled?: boolean } = {}) {
  const client = useApiClient();
  return useQuery({
    queryKey: examsKeys.mine(),
    queryFn: async ({ signal }) => unwrap(await client.GET('/results/me', { signal })),
    ...options,
  });
}

export function useGradingScale() {
  const client = useApiClient();
  return useQuery({
    queryKey: examsKeys.scale(),
    queryFn: async ({ signal }) => unwrap(await client.GET('/gradebook/grading-scale', { signal })),
  });
}

export function useUpdateGradingScale() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: GradingScaleBody) =>
      unwrap(await client.PUT('/gradebook/grading-scale', { body })),
    onSuccess: (data) => queryClient.setQueryData(examsKeys.scale(), data),
  });
}

/** Downloads a student's report card (the bearer header needs the client, not a plain link). */
export function useDownloadReportCard() {
  const client = useApiClient();
  return useMutation({
    mutationFn: async (v: { examId: number; studentId: number; lang: 'en' | 'ur' }) => {
      const result = await client.GET('/exams/{examId}/students/{studentId}/report-card', {
        params: { path: { examId: v.examId, studentId: v.studentId }, query: { lang: v.lang } },
        parseAs: 'blob',
      });
      return unwrap(result) as unknown as Blob;
    },
  });
}

/** Downloads a section's report cards in one PDF (for printing). */
export function useDownloadSectionReportCards() {
  const client = useApiClient();
  return useMutation({
    mutationFn: async (v: { examId: number; sectionId: number; lang: 'en' | 'ur' }) => {
      const result = await client.GET('/exams/{examId}/sections/{sectionId}/report-cards', {
        params: { path: { examId: v.examId, sectionId: v.sectionId }, query: { lang: v.lang } },
        parseAs: 'blob',
      });
      return unwrap(result) as unknown as Blob;
    },
  });
}

export function useSectionGradebook(sectionId: number, termId?: number) {
  const client = useApiClient();
  return useQuery({
    queryKey: examsKeys.gradebook(sectionId, termId),
    queryFn: async ({ signal }) =>
      unwrap(
        await client.GET('/gradebook/sections/{sectionId}', {
          params: { path: { sectionId }, query: termId ? { term_id: termId } : {} },
          signal,
        }),
      ),
    enabled: sectionId > 0,
  });
}

export function useExportGradebook() {
  const client = useApiClient();
  return useMutation({
    mutationFn: async (v: { sectionId: number; termId?: number }) => {
      const result = await client.GET('/gradebook/sections/{sectionId}/csv', {
        params: { path: { sectionId: v.sectionId }, query: v.termId ? { term_id: v.termId } : {} },
        parseAs: 'blob',
      });
      return unwrap(result) as unknown as Blob;
    },
  });
}

/** Starts the report cards of a whole class in the job queue. */
export function useCreateReportCardRun() {
  const client = useApiClient();
  return useMutation({
    mutationFn: async (v: { examId: number; classId: number; language: 'en' | 'ur' }) =>
      unwrap(
        await client.POST('/exams/{examId}/report-card-runs', {
          params: { path: { examId: v.examId } },
          body: { class_id: v.classId, language: v.language },
        }),
      ),
  });
}

/** A run's progress, polled every second until it is done or failed. */
export function useReportCardRun(runId: number | null) {
  const client = useApiClient();
  return useQuery({
    queryKey: examsKeys.run(runId ?? 0),
    queryFn: async ({ signal }) =>
      unwrap(
        await client.GET('/report-card-runs/{runId}', {
          params: { path: { runId: runId ?? 0 } },
          signal,
        }),
      ),
    enabled: runId !== null,
    refetchInterval: (query) =>
      query.state.data?.status === 'done' || query.state.data?.status === 'failed' ? false : 1000,
  });
}

/** Downloads one section's file of a finished run. */
export function useDownloadRunFile() {
  const client = useApiClient();
  return useMutation({
    mutationFn: async (v: { runId: number; sectionId: number }) => {
      const result = await client.GET('/report-card-runs/{runId}/sections/{sectionId}', {
        params: { path: { runId: v.runId, sectionId: v.sectionId } },
        parseAs: 'blob',
      });
      return unwrap(result) as unknown as Blob;
    },
  });
}
