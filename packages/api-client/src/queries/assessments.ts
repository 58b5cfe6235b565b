import {
  type QueryClient,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import type { ApiClient } from '../client';
import { unwrap } from '../errors';
import { useApiClient } from '../provider';
import type { AssessmentAdmin } from '../types';
import type { Body, IdAndBody, Query } from './shared';

export type CourseAssessmentsQuery = Query<'listCourseAssessments'>;

export const assessmentKeys = {
  all: ['assessments'] as const,
  course: (courseId: number, query: CourseAssessmentsQuery = {}) =>
    [...assessmentKeys.all, 'course', courseId, query] as const,
  /** The learner's view (no answers). */
  detail: (id: number) => [...assessmentKeys.all, 'detail', id] as const,
  /** The staff view (with answers). */
  admin: (id: number) => [...assessmentKeys.all, 'admin', id] as const,
};

export const courseAssessmentsQuery = (
  client: ApiClient,
  courseId: number,
  query: CourseAssessmentsQuery = {},
) =>
  queryOptions({
    queryKey: assessmentKeys.course(courseId, query),
    queryFn: async ({ signal }) =>
      unwrap(
        await client.GET('/assessments/course/{courseId}', {
          params: { path: { courseId }, query },
          signal,
        }),
      ),
  });

export const assessmentQuery = (client: ApiClient, id: number) =>
  queryOptions({
    queryKey: assessmentKeys.detail(id),
    queryFn: async ({ signal }) =>
      unwrap(await client.GET('/assessments/{id}', { params: { path: { id } }, signal })),
  });

export const assessmentAdminQuery = (client: ApiClient, id: number) =>
  queryOptions({
    queryKey: assessmentKeys.admin(id),
    queryFn: async ({ signal }) =>
      unwrap(await client.GET('/assessments/{id}/admin', { params: { path: { id } }, signal })),
  });

export function invalidateAssessments(queryClient: QueryClient) {
  return queryClient.invalidateQueries({ queryKey: assessmentKeys.all });
}

/** Assessments of a course (no questions); staff pass `{ published_only: false }` for drafts. */
export function useCourseAssessments(
  courseId: number,
  query: CourseAssessmentsQuery = {},
  options: { enabled?: boolean } = {},
) {
  return useQuery({
    ...courseAssessmentsQuery(useApiClient(), courseId, query),
    enabled: options.enabled ?? true,
  });
}

/** The quiz to take: questions without answers. */
export function useAssessment(id: number, options: { enabled?: boolean } = {}) {
  return useQuery({ ...assessmentQuery(useApiClient(), id), enabled: options.enabled ?? true });
}

/** The staff view with correct and accepted answers (quiz builder). */
export function useAssessmentAdmin(id: number, options: { enabled?: boolean } = {}) {
  return useQuery({
    ...assessmentAdminQuery(useApiClient(), id),
    enabled: options.enabled ?? true,
  });
}

function useAssessmentChanged() {
  const queryClient = useQueryClient();
  return (assessment?: AssessmentAdmin) => {
    if (assessment) queryClient.setQueryData(assessmentKeys.admin(assessment.id), assessment);
    return invalidateAssessments(queryClient);
  };
}

export function useCreateAssessment() {
  const client = useApiClient();
  const changed = useAssessmentChanged();
  return useMutation({
    mutationFn: async (body: Body<'createAssessment'>) =>
      unwrap(await client.POST('/assessments/', { body })),
    onSuccess: changed,
  });
}

/** Updates an assessment; the publish toggle is `{ is_published: !a.is_published }`. */
export function useUpdateAssessment() {
  const client = useApiClient();
  const changed = useAssessmentChanged();
  return useMutation({
    mutationFn: async ({ id, body }: IdAndBody<Body<'updateAssessment'>>) =>
      unwrap(await client.PUT('/assessments/{id}', { params: { path: { id } }, body })),
    onSuccess: changed,
  });
}

export function useDeleteAssessment() {
  const client = useApiClient();
  const changed = useAssessmentChanged();
  return useMutation({
    mutationFn: async (id: number): Promise<void> => {
      unwrap(await client.DELETE('/assessments/{id}', { params: { path: { id } } }));
    },
    onSuccess: () => changed(),
  });
}

export interface CreateQuestionVariables {
  assessmentId: number;
  body: Body<'createQuestion'>;
}

export function useCreateQuestion() {
  const client = useApiClient();
  const changed = useAssessmentChanged();
  return useMutation({
    mutationFn: async ({ assessmentId, body }: CreateQuestionVariables) =>
      unwrap(
        await client.POST('/assessments/{id}/questions', {
          params: { path: { id: assessmentId } },
          body,
        }),
      ),
    onSuccess: () => changed(),
  });
}

export function useUpdateQuestion() {
  const client = useApiClient();
  const changed = useAssessmentChanged();
  return useMutation({
    mutationFn: async ({ id, body }: IdAndBody<Body<'updateQuestion'>>) =>
      unwrap(await client.PUT('/assessments/questions/{id}', { params: { path: { id } }, body })),
    onSuccess: () => changed(),
  });
}

export function useDeleteQuestion() {
  const client = useApiClient();
  const changed = useAssessmentChanged();
  return useMutation({
    mutationFn: async (id: number): Promise<void> => {
      unwrap(await client.DELETE('/assessments/questions/{id}', { params: { path: { id } } }));
    },
    onSuccess: () => changed(),
  });
}

/** Opens (or returns the open) attempt: the server's clock for the time limit starts here. */
export function useStartAttempt() {
  const client = useApiClient();
  return useMutation({
    mutationFn: async (assessmentId: number) =>
      unwrap(
        await client.POST('/assessments/{id}/start', { params: { path: { id: assessmentId } } }),
      ),
  });
}
