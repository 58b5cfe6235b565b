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
import type { Lesson } from '../types';
import { progressKeys } from './progress';
import type { Body, IdAndBody, Query } from './shared';

export type CourseLessonsQuery = Query<'listCourseLessons'>;

export const lessonKeys = {
  all: ['lessons'] as const,
  course: (courseId: number, query: CourseLessonsQuery = {}) =>
    [...lessonKeys.all, 'course', courseId, query] as const,
  detail: (id: number) => [...lessonKeys.all, 'detail', id] as const,
};

export const courseLessonsQuery = (
  client: ApiClient,
  courseId: number,
  query: CourseLessonsQuery = {},
) =>
  queryOptions({
    queryKey: lessonKeys.course(courseId, query),
    queryFn: async ({ signal }) =>
      unwrap(
        await client.GET('/lessons/course/{courseId}', {
          params: { path: { courseId }, query },
          signal,
        }),
      ),
  });

export const lessonQuery = (client: ApiClient, id: number) =>
  queryOptions({
    queryKey: lessonKeys.detail(id),
    queryFn: async ({ signal }) =>
      unwrap(await client.GET('/lessons/{id}', { params: { path: { id } }, signal })),
  });

export function invalidateLessons(queryClient: QueryClient) {
  void queryClient.invalidateQueries({ queryKey: progressKeys.all });
  return queryClient.invalidateQueries({ queryKey: lessonKeys.all });
}

/**
 * The lessons of a course, ordered by order_index. Visitors get the outline (no content);
 * staff pass `{ published_only: false }` to see drafts.
 */
export function useCourseLessons(courseId: number, query: CourseLessonsQuery = {}) {
  return useQuery(courseLessonsQuery(useApiClient(), courseId, query));
}

/** A lesson with its content; 403 (with a detail) without an approved enrollment. */
export function useLesson(id: number, options: { enabled?: boolean } = {}) {
  return useQuery({ ...lessonQuery(useApiClient(), id), enabled: options.enabled ?? true });
}

function useLessonChanged() {
  const queryClient = useQueryClient();
  return (lesson?: Lesson) => {
    if (lesson) queryClient.setQueryData(lessonKeys.detail(lesson.id), lesson);
    return invalidateLessons(queryClient);
  };
}

export function useCreateLesson() {
  const client = useApiClient();
  const changed = useLessonChanged();
  return useMutation({
    mutationFn: async (body: Body<'createLesson'>) =>
      unwrap(await client.POST('/lessons/', { body })),
    onSuccess: changed,
  });
}

export function useUpdateLesson() {
  const client = useApiClient();
  const changed = useLessonChanged();
  return useMutation({
    mutationFn: async ({ id, body }: IdAndBody<Body<'updateLesson'>>) =>
      unwrap(await client.PUT('/lessons/{id}', { params: { path: { id } }, body })),
    onSuccess: changed,
  });
}

export function useDeleteLesson() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: number): Promise<void> => {
      unwrap(await client.DELETE('/lessons/{id}', { params: { path: { id } } }));
    },
    onSuccess: (_data, id) => {
      queryClient.removeQueries({ queryKey: lessonKeys.detail(id) });
      return invalidateLessons(queryClient);
    },
  });
}

export interface ReorderVariables {
  courseId: number;
  /** Every lesson id of the course, in the new order. */
  lessonIds: number[];
}

export function useReorderLessons() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ courseId, lessonIds }: ReorderVariables) =>
      unwrap(
        await client.POST('/lessons/course/{courseId}/reorder', {
          params: { path: { courseId } },
          body: { lesson_ids: lessonIds },
        }),
      ),
    onSuccess: () => invalidateLessons(queryClient),
  });
}
