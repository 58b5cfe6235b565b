import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import type { ApiClient } from '../client';
import { unwrap } from '../errors';
import { useApiClient } from '../provider';
import { invalidateDashboard } from './dashboard';
import type { Body, IdAndBody, Query } from './shared';

export type SubmissionListQuery = Query<'listSubmissions'>;

export const submissionKeys = {
  all: ['submissions'] as const,
  my: (assessmentId: number) => [...submissionKeys.all, 'my', assessmentId] as const,
  list: (assessmentId: number, query: SubmissionListQuery = {}) =>
    [...submissionKeys.all, 'list', assessmentId, query] as const,
};

export const mySubmissionsQuery = (client: ApiClient, assessmentId: number) =>
  queryOptions({
    queryKey: submissionKeys.my(assessmentId),
    queryFn: async ({ signal }) =>
      unwrap(
        await client.GET('/assessments/{id}/submissions/my', {
          params: { path: { id: assessmentId } },
          signal,
        }),
      ),
  });

export const submissionsQuery = (
  client: ApiClient,
  assessmentId: number,
  query: SubmissionListQuery = {},
) =>
  queryOptions({
    queryKey: submissionKeys.list(assessmentId, query),
    queryFn: async ({ signal }) =>
      unwrap(
        await client.GET('/assessments/{id}/submissions', {
          params: { path: { id: assessmentId }, query },
          signal,
        }),
      ),
    placeholderData: keepPreviousData,
  });

/** The signed-in user's submissions of an assessment. */
export function useMySubmissions(assessmentId: number, options: { enabled?: boolean } = {}) {
  return useQuery({
    ...mySubmissionsQuery(useApiClient(), assessmentId),
    enabled: options.enabled ?? true,
  });
}

/** Every submission of an assessment (staff). */
export function useSubmissions(assessmentId: number, query: SubmissionListQuery = {}) {
  return useQuery(submissionsQuery(useApiClient(), assessmentId, query));
}

export interface SubmitVariables {
  assessmentId: number;
  body: Body<'submitAssessment'>;
}

/** Submits answers; resolves to the graded submission (score, percentage, passed, grading_pending). */
export function useSubmitAssessment() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ assessmentId, body }: SubmitVariables) =>
      unwrap(
        await client.POST('/assessments/{id}/submit', {
          params: { path: { id: assessmentId } },
          body,
        }),
      ),
    onSuccess: () => {
      void invalidateDashboard(queryClient);
      return queryClient.invalidateQueries({ queryKey: submissionKeys.all });
    },
  });
}

/** Staff grading: points and feedback per question, overall feedback. */
export function useGradeSubmission() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, body }: IdAndBody<Body<'gradeSubmission'>>) =>
      unwrap(await client.PUT('/assessments/submissions/{id}', { params: { path: { id } }, body })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: submissionKeys.all }),
  });
}
