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
import type { Course } from '../types';
import { invalidateDashboard } from './dashboard';
import type { Body, IdAndBody, Query } from './shared';

export type CourseListQuery = Query<'listCourses'>;
export type PublicCourseListQuery = Query<'listPublicCourses'>;

export const courseKeys = {
  all: ['courses'] as const,
  lists: () => [...courseKeys.all, 'list'] as const,
  list: (query: CourseListQuery) => [...courseKeys.lists(), query] as const,
  publicList: (query: PublicCourseListQuery) => [...courseKeys.all, 'public', query] as const,
  detail: (id: number) => [...courseKeys.all, 'detail', id] as const,
};

export const coursesQuery = (client: ApiClient, query: CourseListQuery = {}) =>
  queryOptions({
    queryKey: courseKeys.list(query),
    queryFn: async ({ signal }) =>
      unwrap(await client.GET('/courses/', { params: { query }, signal })),
    placeholderData: keepPreviousData,
  });

export const publicCoursesQuery = (client: ApiClient, query: PublicCourseListQuery = {}) =>
  queryOptions({
    queryKey: courseKeys.publicList(query),
    queryFn: async ({ signal }) =>
      unwrap(await client.GET('/courses/public', { params: { query }, signal })),
    placeholderData: keepPreviousData,
  });

export const courseQuery = (client: ApiClient, id: number) =>
  queryOptions({
    queryKey: courseKeys.detail(id),
    queryFn: async ({ signal }) =>
      unwrap(await client.GET('/courses/{id}', { params: { path: { id } }, signal })),
  });

export function invalidateCourses(queryClient: QueryClient) {
  return queryClient.invalidateQueries({ queryKey: courseKeys.all });
}

/** The caller's tenant's courses (drafts for staff), with filters and paging. */
export function useCourses(query: CourseListQuery = {}) {
  return useQuery(coursesQuery(useApiClient(), query));
}

/** Published courses, without a token. */
export function usePublicCourses(
  query: PublicCourseListQuery = {},
  options: { enabled?: boolean } = {},
) {
  return useQuery({
    ...publicCoursesQuery(useApiClient(), query),
    enabled: options.enabled ?? true,
  });
}

export function useCourse(id: number, options: { enabled?: boolean } = {}) {
  return useQuery({ ...courseQuery(useApiClient(), id), enabled: options.enabled ?? true });
}

function useCourseChanged() {
  const queryClient = useQueryClient();
  return (course?: Course) => {
    if (course) queryClient.setQueryData(courseKeys.detail(course.id), course);
    void invalidateDashboard(queryClient);
    return invalidateCourses(queryClient);
  };
}

/** Creates a course; a teacher at the limit gets a 403 with the spec's sentence. */
export function useCreateCourse() {
  const client = useApiClient();
  const changed = useCourseChanged();
  return useMutation({
    mutationFn: async (body: Body<'createCourse'>) =>
      unwrap(await client.POST('/courses/', { body })),
    onSuccess: changed,
  });
}

/** Updates a course; publishing is `{ is_published: !course.is_published }` (admins only). */
export function useUpdateCourse() {
  const client = useApiClient();
  const changed = useCourseChanged();
  return useMutation({
    mutationFn: async ({ id, body }: IdAndBody<Body<'updateCourse'>>) =>
      unwrap(await client.PUT('/courses/{id}', { params: { path: { id } }, body })),
    onSuccess: changed,
  });
}

export function useDeleteCourse() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  const changed = useCourseChanged();
  return useMutation({
    mutationFn: async (id: number): Promise<void> => {
      unwrap(await client.DELETE('/courses/{id}', { params: { path: { id } } }));
    },
    onSuccess: (_data, id) => {
      queryClient.removeQueries({ queryKey: courseKeys.detail(id) });
      return changed();
    },
  });
}
