// Attendance: today's sections, a section's register (read, and the idempotent PUT
// the offline queue replays), month registers, a student's month, alerts, settings, staff.
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
import type { Body } from './shared';

export const attendanceKeys = {
  all: ['attendance'] as const,
  today: () => [...attendanceKeys.all, 'today'] as const,
  register: (sectionId: number, day: string) =>
    [...attendanceKeys.all, 'register', sectionId, day] as const,
  sectionMonth: (sectionId: number, month: string) =>
    [...attendanceKeys.all, 'section-month', sectionId, month] as const,
  studentMonth: (studentId: number | 'me', month: string) =>
    [...attendanceKeys.all, 'student-month', studentId, month] as const,
  alerts: () => [...attendanceKeys.all, 'alerts'] as const,
  settings: () => [...attendanceKeys.all, 'settings'] as const,
  staff: (day: string) => [...attendanceKeys.all, 'staff', day] as const,
};

export type RegisterSaveBody = Body<'saveSectionRegister'>;

/** The PUT of a whole register (idempotent: the offline queue may send it more than once). */
export async function saveSectionRegister(
  client: ApiClient,
  sectionId: number,
  day: string,
  body: RegisterSaveBody,
) {
  return unwrap(
    await client.PUT('/attendance/sections/{sectionId}/registers/{day}', {
      params: { path: { sectionId, day } },
      body,
    }),
  );
}

export type RegisterChangesBody = Body<'mergeRegisterChanges'>;

/**
 * The offline register's sync: the device's queued per-student changes, each with its operation
 * id and the version it was based on. Sending the same changes again applies nothing twice.
 */
export async function mergeRegisterChanges(
  client: ApiClient,
  sectionId: number,
  day: string,
  body: RegisterChangesBody,
) {
  return unwrap(
    await client.POST('/attendance/sections/{sectionId}/registers/{day}/changes', {
      params: { path: { sectionId, day } },
      body,
    }),
  );
}

export function useAttendanceToday(options: { enabled?: boolean } = {}) {
  const client = useApiClient();
  return useQuery({
    queryKey: attendanceKeys.today(),
    queryFn: async ({ signal }) => unwrap(await client.GET('/attendance/today', { signal })),
    ...options,
  });
}

/** A section's register for one day; the same options for the screen and the startup prefetch. */
export const sectionRegisterQuery = (client: ApiClient, sectionId: number, day: string) =>
  queryOptions({
    queryKey: attendanceKeys.register(sectionId, day),
    queryFn: async ({ signal }) =>
      unwrap(
        await client.GET('/attendance/sections/{sectionId}/registers/{day}', {
          params: { path: { sectionId, day } },
          signal,
        }),
      ),
    // The screen keeps its own copy on the device; a refetch must not overwrite taps.
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });

export function useSectionRegister(sectionId: number, day: string) {
  return useQuery(sectionRegisterQuery(useApiClient(), sectionId, day));
}

export function useSectionMonth(sectionId: number, month: string) {
  const client = useApiClient();
  return useQuery({
    queryKey: attendanceKeys.sectionMonth(sectionId, month),
    queryFn: async ({ signal }) =>
      unwrap(
        await client.GET('/attendance/sections/{sectionId}/months/{month}', {
          params: { path: { sectionId, month } },
          signal,
        }),
      ),
    placeholderData: keepPreviousData,
  });
}

/** A student's month: by id (staff, parents), or the signed-in student's own (`'me'`). */
export function useStudentMonth(
  studentId: number | 'me',
  month: string,
  options: { enabled?: boolean } = {},
) {
  const client = useApiClient();
  return useQuery({
    queryKey: attendanceKeys.studentMonth(studentId, month),
    queryFn: async ({ signal }) =>
      studentId === 'me'
        ? unwrap(
            await client.GET('/attendance/me/months/{month}', {
              params: { path: { month } },
              signal,
            }),
          )
        : unwrap(
            await client.GET('/attendance/students/{studentId}/months/{month}', {
              params: { path: { studentId, month } },
              signal,
            }),
          ),
    placeholderData: keepPreviousData,
    ...options,
  });
}

export const attendanceAlertsQuery = (client: ApiClient) =>
  queryOptions({
    queryKey: attendanceKeys.alerts(),
    queryFn: async ({ signal }) => unwrap(await client.GET('/attendance/alerts', { signal })),
  });

export function useAttendanceAlerts(options: { enabled?: boolean } = {}) {
  return useQuery({ ...attendanceAlertsQuery(useApiClient()), ...options });
}

export function useAttendanceSettings() {
  const client = useApiClient();
  return useQuery({
    queryKey: attendanceKeys.settings(),
    queryFn: async ({ signal }) => unwrap(await client.GET('/attendance/settings', { signal })),
  });
}

export function useUpdateAttendanceSettings() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: Body<'updateAttendanceSettings'>) =>
      unwrap(await client.PUT('/attendance/settings', { body })),
    onSuccess: async (data) => {
      queryClient.setQueryData(attendanceKeys.settings(), data);
      await queryClient.invalidateQueries({ queryKey: attendanceKeys.all });
    },
  });
}

export function useStaffRegister(day: string) {
  const client = useApiClient();
  return useQuery({
    queryKey: attendanceKeys.staff(day),
    queryFn: async ({ signal }) =>
      unwrap(await client.GET('/attendance/staff/{day}', { params: { path: { day } }, signal })),
  });
}

export function useSaveStaffRegister(day: string) {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: Body<'saveStaffRegister'>) =>
      unwrap(await client.PUT('/attendance/staff/{day}', { params: { path: { day } }, body })),
    onSuccess: (data) => queryClient.setQueryData(attendanceKeys.staff(day), data),
  });
}
