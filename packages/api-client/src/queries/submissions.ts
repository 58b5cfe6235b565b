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
import type { Submission } from '../types';
import { invalidateDashboard } from './dashboard';
import { invalidateGrading } from './grading';
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

/** The contract's largest page of submissions. */
export const SUBMISSIONS_PAGE_LIMIT = 500;

/**
 * Every submission of an assessment, page after page (a school's exam can have more than one
 * page of them), as one `{items, total}`; newest first, as the service orders them.
 */
export const allSubmissionsQuery = (client: ApiClient, assessmentId: number) =>
  queryOptions({
    queryKey: [...submissionKeys.all, 'list', assessmentId, 'every'] as const,
    queryFn: async ({ signal }) => {
      const items: Submission[] = [];
      let total = 0;
      do {
        const page = unwrap(
          await client.GET('/assessments/{id}/submissions', {
            params: {
              path: { id: assessmentId },
              query: { skip: items.length, limit: SUBMISSIONS_PAGE_LIMIT },
            },
            signal,
          }),
        );
        total = page.total;
        items.push(...page.items);
        if (page.items.length === 0) break;
      } while (items.length < total);
      return { items, total };
    },
  });

/** Every submission of an assessment, all pages (staff: the submissions and grading view). */
export function useAllSubmissions(assessmentId: number) {
  return useQuery(allSubmissionsQuery(useApiClient(), assessmentId));
}

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
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: submissionKeys.all }),
        // The To-grade count and the dashboards' figures.
        invalidateGrading(queryClient),
        invalidateDashboard(queryClient),
      ]),
  });
}
