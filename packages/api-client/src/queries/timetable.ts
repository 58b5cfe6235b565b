// Timetable: the bell schedule, a section's and a teacher's week, today's periods;
// the admin's saves of a weekday's periods and of one section's period.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { unwrap } from '../errors';
import { useApiClient } from '../provider';
import type { Body } from './shared';

export const timetableKeys = {
  all: ['timetable'] as const,
  bells: () => [...timetableKeys.all, 'bells'] as const,
  section: (sectionId: number) => [...timetableKeys.all, 'section', sectionId] as const,
  teacher: (teacherId: number) => [...timetableKeys.all, 'teacher', teacherId] as const,
  today: () => [...timetableKeys.all, 'today'] as const,
};

export type BellScheduleDaySaveBody = Body<'saveBellScheduleDay'>;
export type TimetableEntrySaveBody = Body<'setTimetableEntry'>;

export function useBellSchedule() {
  const client = useApiClient();
  return useQuery({
    queryKey: timetableKeys.bells(),
    queryFn: async ({ signal }) => unwrap(await client.GET('/timetable/bell-schedule', { signal })),
  });
}

export function useSaveBellScheduleDay() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ weekday, body }: { weekday: number; body: BellScheduleDaySaveBody }) =>
      unwrap(
        await client.PUT('/timetable/bell-schedule/{weekday}', {
          params: { path: { weekday } },
          body,
        }),
      ),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: timetableKeys.all });
    },
  });
}

export function useSectionTimetable(sectionId: number | null) {
  const client = useApiClient();
  return useQuery({
    queryKey: timetableKeys.section(sectionId ?? 0),
    queryFn: async ({ signal }) =>
      unwrap(
        await client.GET('/timetable/sections/{sectionId}', {
          params: { path: { sectionId: sectionId ?? 0 } },
          signal,
        }),
      ),
    enabled: sectionId !== null,
  });
}

export function useTeacherTimetable(teacherId: number | null) {
  const client = useApiClient();
  return useQuery({
    queryKey: timetableKeys.teacher(teacherId ?? 0),
    queryFn: async ({ signal }) =>
      unwrap(
        await client.GET('/timetable/teachers/{teacherId}', {
          params: { path: { teacherId: teacherId ?? 0 } },
          signal,
        }),
      ),
    enabled: teacherId !== null,
  });
}

export function useTimetableToday(options: { enabled?: boolean } = {}) {
  const client = useApiClient();
  return useQuery({
    queryKey: timetableKeys.today(),
    queryFn: async ({ signal }) => unwrap(await client.GET('/timetable/today', { signal })),
    // The current period moves on by itself (no polling of a refusal: the module is off).
    refetchInterval: (query) => (query.state.status === 'error' ? false : 60_000),
    ...options,
  });
}

export interface TimetableCell {
  sectionId: number;
  weekday: number;
  period: number;
}

export function useSetTimetableEntry() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ cell, body }: { cell: TimetableCell; body: TimetableEntrySaveBody }) =>
      unwrap(
        await client.PUT('/timetable/sections/{sectionId}/entries/{weekday}/{period}', {
          params: { path: cell },
          body,
        }),
      ),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: timetableKeys.all });
    },
  });
}

export function useDeleteTimetableEntry() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (cell: TimetableCell) =>
      unwrap(
        await client.DELETE('/timetable/sections/{sectionId}/entries/{weekday}/{period}', {
          params: { path: cell },
        }),
      ),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: timetableKeys.all });
    },
  });
}
