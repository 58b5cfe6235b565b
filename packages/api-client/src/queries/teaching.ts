// The teacher's part: the course roster (and its CSV), bulk enrolment decisions, and the
// school's payment details.
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
import type { components } from '../schema';
import { invalidateEnrollments } from './enrollments';
import type { Body, Query } from './shared';

export type CourseRoster = components['schemas']['CourseRoster'];
export type RosterEntry = components['schemas']['RosterEntry'];
export type RosterQuiz = components['schemas']['RosterQuiz'];
export type RosterQuizScore = components['schemas']['RosterQuizScore'];
export type RosterSort = components['schemas']['RosterSort'];
export type SortOrder = components['schemas']['SortOrder'];
export type RosterQuery = Query<'getCourseRoster'>;
export type EnrollmentDecisionResults = components['schemas']['EnrollmentDecisionResults'];
export type PaymentDetails = components['schemas']['PaymentDetails'];
export type PaymentDetailsUpdate = components['schemas']['PaymentDetailsUpdate'];

export const teachingKeys = {
  roster: (courseId: number, query: RosterQuery) => ['roster', courseId, query] as const,
  rosterAll: ['roster'] as const,
  payment: ['tenant-settings', 'payment'] as const,
};

export const courseRosterQuery = (client: ApiClient, courseId: number, query: RosterQuery) =>
  queryOptions({
    queryKey: teachingKeys.roster(courseId, query),
    queryFn: async ({ signal }) =>
      unwrap(
        await client.GET('/courses/{id}/roster', {
          params: { path: { id: courseId }, query },
          signal,
        }),
      ),
    placeholderData: keepPreviousData,
  });

/** A page of a course's roster (admins and the course's teacher). */
export function useCourseRoster(courseId: number, query: RosterQuery) {
  return useQuery(courseRosterQuery(useApiClient(), courseId, query));
}

export interface RosterFile {
  blob: Blob;
  fileName: string;
}

/** The file name of a Content-Disposition header (RFC 6266 `filename*` first). */
export function fileNameOf(disposition: string | null, fallback: string): string {
  if (!disposition) return fallback;
  const star = /filename\*=UTF-8''([^;]+)/i.exec(disposition)?.[1];
  if (star) {
    try {
      return decodeURIComponent(star);
    } catch {
      /* fall through */
    }
  }
  return /filename="([^"]+)"/i.exec(disposition)?.[1] ?? fallback;
}

/** Downloads the whole roster as CSV (sorted like the screen). */
export async function downloadCourseRoster(
  client: ApiClient,
  courseId: number,
  query: Query<'exportCourseRoster'> = {},
): Promise<RosterFile> {
  const result = await client.GET('/courses/{id}/roster/export', {
    params: { path: { id: courseId }, query },
    parseAs: 'blob',
  });
  if (!result.response.ok) throw new ApiError(result.response.status, result.error);
  return {
    blob: result.data as Blob,
    fileName: fileNameOf(result.response.headers.get('content-disposition'), 'roster.csv'),
  };
}

export function useExportCourseRoster() {
  const client = useApiClient();
  return useMutation({
    mutationFn: ({ courseId, query }: { courseId: number; query?: Query<'exportCourseRoster'> }) =>
      downloadCourseRoster(client, courseId, query),
  });
}

/** Approves or rejects several pending enrollments at once (per-item results). */
export function useDecideEnrollments() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: Body<'decideEnrollments'>) =>
      unwrap(await client.POST('/enrollments/decisions', { body })),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: teachingKeys.rosterAll });
      return invalidateEnrollments(queryClient);
    },
  });
}

export const paymentDetailsQuery = (client: ApiClient) =>
  queryOptions({
    queryKey: teachingKeys.payment,
    queryFn: async ({ signal }) => unwrap(await client.GET('/tenant-settings/payment', { signal })),
  });

/** How to pay the school for a paid course (every member reads it). */
export function usePaymentDetails(options: { enabled?: boolean } = {}) {
  return useQuery({ ...paymentDetailsQuery(useApiClient()), enabled: options.enabled ?? true });
}

export function useUpdatePaymentDetails() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: Body<'updatePaymentDetails'>) =>
      unwrap(await client.PUT('/tenant-settings/payment', { body })),
    onSuccess: (details) => queryClient.setQueryData(teachingKeys.payment, details),
  });
}
