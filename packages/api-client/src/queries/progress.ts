import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ApiClient } from '../client';
import { ApiError, unwrap } from '../errors';
import { useApiClient } from '../provider';
import type { LessonProgress } from '../types';
import { invalidateDashboard } from './dashboard';
import type { Body } from './shared';

export const progressKeys = {
  all: ['progress'] as const,
  lesson: (lessonId: number) => [...progressKeys.all, 'lesson', lessonId] as const,
  course: (courseId: number) => [...progressKeys.all, 'course', courseId] as const,
};

/** The caller's progress on a lesson, or null when there is none yet (a 404 is not an error). */
export const myLessonProgressQuery = (client: ApiClient, lessonId: number) =>
  queryOptions({
    queryKey: progressKeys.lesson(lessonId),
    queryFn: async ({ signal }): Promise<LessonProgress | null> => {
      try {
        return unwrap(
          await client.GET('/lessons/{id}/progress/my', {
            params: { path: { id: lessonId } },
            signal,
          }),
        );
      } catch (error) {
        if (error instanceof ApiError && error.status === 404) return null;
        throw error;
      }
    },
  });

export const myCourseProgressQuery = (client: ApiClient, courseId: number) =>
  queryOptions({
    queryKey: progressKeys.course(courseId),
    queryFn: async ({ signal }) =>
      unwrap(
        await client.GET('/courses/{id}/progress/my', {
          params: { path: { id: courseId } },
          signal,
        }),
      ),
  });

export function useMyLessonProgress(lessonId: number, options: { enabled?: boolean } = {}) {
  return useQuery({
    ...myLessonProgressQuery(useApiClient(), lessonId),
    enabled: options.enabled ?? true,
  });
}

/** Counts, percentage and `completed_lesson_ids` of the caller in a course. */
export function useMyCourseProgress(courseId: number, options: { enabled?: boolean } = {}) {
  return useQuery({
    ...myCourseProgressQuery(useApiClient(), courseId),
    enabled: options.enabled ?? true,
  });
}

export interface RecordProgressVariables {
  lessonId: number;
  body: Body<'recordLessonProgress'>;
}

/** POST /lessons/{id}/progress. */
export async function recordLessonProgress(
  client: ApiClient,
  lessonId: number,
  body: Body<'recordLessonProgress'>,
) {
  return unwrap(
    await client.POST('/lessons/{id}/progress', { params: { path: { id: lessonId } }, body }),
  );
}

function useProgressRecorded() {
  const queryClient = useQueryClient();
  return (progress: LessonProgress, { lessonId }: { lessonId: number }) => {
    queryClient.setQueryData(progressKeys.lesson(lessonId), progress);
    void invalidateDashboard(queryClient);
    return queryClient.invalidateQueries({ queryKey: [...progressKeys.all, 'course'] });
  };
}

export function useRecordLessonProgress() {
  const client = useApiClient();
  const recorded = useProgressRecorded();
  return useMutation({
    mutationFn: ({ lessonId, body }: RecordProgressVariables) =>
      recordLessonProgress(client, lessonId, body),
    onSuccess: recorded,
  });
}

export interface MarkCompleteVariables {
  lessonId: number;
  /** Seconds since the lesson page opened. */
  timeSpentSeconds: number;
}

/** Mark as Complete: 100 percent and the seconds since the page opened (spec section 9). */
export function useMarkLessonComplete() {
  const client = useApiClient();
  const recorded = useProgressRecorded();
  return useMutation({
    mutationFn: ({ lessonId, timeSpentSeconds }: MarkCompleteVariables) =>
      recordLessonProgress(client, lessonId, {
        completed: true,
        progress_percentage: 100,
        time_spent_seconds: Math.min(86_400, Math.max(0, Math.round(timeSpentSeconds))),
      }),
    onSuccess: recorded,
  });
}
