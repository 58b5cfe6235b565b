import {
  keepPreviousData,
  type QueryClient,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import type { ApiClient } from '../client';
import { unwrap } from '../errors';
import { useApiClient } from '../provider';
import { invalidateDashboard } from './dashboard';
import { lessonKeys } from './lessons';
import type { Body, IdAndBody, Query } from './shared';

export type EnrollmentListQuery = Query<'listEnrollments'>;
export type CourseEnrollmentListQuery = Query<'listCourseEnrollments'>;
export type MyEnrollmentListQuery = Query<'listMyEnrollments'>;
export type EnrollmentCountsQuery = Query<'getEnrollmentCounts'>;

export const enrollmentKeys = {
  all: ['enrollments'] as const,
  list: (query: EnrollmentListQuery) => [...enrollmentKeys.all, 'list', query] as const,
  course: (courseId: number, query: CourseEnrollmentListQuery) =>
    [...enrollmentKeys.all, 'course', courseId, query] as const,
  my: (query: MyEnrollmentListQuery) => [...enrollmentKeys.all, 'my', query] as const,
  counts: (query: EnrollmentCountsQuery) => [...enrollmentKeys.all, 'counts', query] as const,
};

export const enrollmentsQuery = (client: ApiClient, query: EnrollmentListQuery = {}) =>
  queryOptions({
    queryKey: enrollmentKeys.list(query),
    queryFn: async ({ signal }) =>
      unwrap(await client.GET('/enrollments/', { params: { query }, signal })),
    placeholderData: keepPreviousData,
  });

export const courseEnrollmentsQuery = (
  client: ApiClient,
  courseId: number,
  query: CourseEnrollmentListQuery = {},
) =>
  queryOptions({
    queryKey: enrollmentKeys.course(courseId, query),
    queryFn: async ({ signal }) =>
      unwrap(
        await client.GET('/courses/{id}/enrollments', {
          params: { path: { id: courseId }, query },
          signal,
        }),
      ),
  });

export const myEnrollmentsQuery = (client: ApiClient, query: MyEnrollmentListQuery = {}) =>
  queryOptions({
    queryKey: enrollmentKeys.my(query),
    queryFn: async ({ signal }) =>
      unwrap(await client.GET('/courses/enrollments/my', { params: { query }, signal })),
  });

export const enrollmentCountsQuery = (client: ApiClient, query: EnrollmentCountsQuery = {}) =>
  queryOptions({
    queryKey: enrollmentKeys.counts(query),
    queryFn: async ({ signal }) =>
      unwrap(await client.GET('/enrollments/counts', { params: { query }, signal })),
  });

export function invalidateEnrollments(queryClient: QueryClient) {
  void invalidateDashboard(queryClient);
  // Access to lesson content follows the enrollment.
  void queryClient.invalidateQueries({ queryKey: lessonKeys.all });
  return queryClient.invalidateQueries({ queryKey: enrollmentKeys.all });
}

/** Every enrollment the caller may manage (admin screen), filtered by `status_filter`. */
export function useEnrollments(query: EnrollmentListQuery = {}) {
  return useQuery(enrollmentsQuery(useApiClient(), query));
}

/** Tab counts: all, pending, paid, rejected. */
export function useEnrollmentCounts(query: EnrollmentCountsQuery = {}) {
  return useQuery(enrollmentCountsQuery(useApiClient(), query));
}

export function useCourseEnrollments(courseId: number, query: CourseEnrollmentListQuery = {}) {
  return useQuery(courseEnrollmentsQuery(useApiClient(), courseId, query));
}

/** The signed-in user's enrollments. */
export function useMyEnrollments(
  query: MyEnrollmentListQuery = {},
  options: { enabled?: boolean } = {},
) {
  return useQuery({
    ...myEnrollmentsQuery(useApiClient(), query),
    enabled: options.enabled ?? true,
  });
}

export interface EnrollVariables {
  courseId: number;
  /** Someone else to enroll (staff); the caller when omitted. */
  userId?: number;
}

/** Enrolls in a course: free courses are approved at once, paid ones start pending. */
export function useEnroll() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ courseId, userId }: EnrollVariables) =>
      unwrap(
        await client.POST('/courses/{id}/enroll', {
          params: { path: { id: courseId } },
          body: userId === undefined ? {} : { user_id: userId },
        }),
      ),
    onSuccess: () => invalidateEnrollments(queryClient),
  });
}

/** PUT /courses/enrollments/{id}. */
export async function updateEnrollment(
  client: ApiClient,
  id: number,
  body: Body<'updateEnrollment'>,
) {
  return unwrap(await client.PUT('/courses/enrollments/{id}', { params: { path: { id } }, body }));
}

export function useUpdateEnrollment() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: IdAndBody<Body<'updateEnrollment'>>) =>
      updateEnrollment(client, id, body),
    onSuccess: () => invalidateEnrollments(queryClient),
  });
}

/** Approve: paid, approved, active (spec section 4). */
export function useApproveEnrollment() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) =>
      updateEnrollment(client, id, {
        payment_status: 'paid',
        admin_approved: true,
        status: 'active',
      }),
    onSuccess: () => invalidateEnrollments(queryClient),
  });
}

export interface RejectVariables {
  id: number;
  /** The optional reason, stored as admin_notes. */
  reason?: string | null;
}

/** Reject: rejected, not approved, dropped, with the optional reason (spec section 4). */
export function useRejectEnrollment() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, reason }: RejectVariables) =>
      updateEnrollment(client, id, {
        payment_status: 'rejected',
        admin_approved: false,
        status: 'dropped',
        admin_notes: reason?.trim() ? reason.trim() : null,
      }),
    onSuccess: () => invalidateEnrollments(queryClient),
  });
}

export function useDeleteEnrollment() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: number): Promise<void> => {
      unwrap(await client.DELETE('/courses/enrollments/{id}', { params: { path: { id } } }));
    },
    onSuccess: () => invalidateEnrollments(queryClient),
  });
}
