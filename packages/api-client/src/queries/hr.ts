// HR: the school office's staff records, salary structures, leave types and staff documents, and
// a staff member's own leave balances.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { unwrap } from '../errors';
import { useApiClient } from '../provider';
import type { Body } from './shared';

export const hrKeys = {
  all: ['hr'] as const,
  staff: () => [...hrKeys.all, 'staff'] as const,
  member: (userId: number) => [...hrKeys.all, 'member', userId] as const,
  leaveTypes: () => [...hrKeys.all, 'leave-types'] as const,
  myLeave: () => [...hrKeys.all, 'my-leave'] as const,
};

export type HrStaffRecordSaveBody = Body<'saveHrStaffRecord'>;
export type SalaryComponentSaveBody = Body<'createSalaryComponent'>;
export type LeaveTypeSaveBody = Body<'createLeaveType'>;
export type StaffDocumentUploadBody = Body<'uploadStaffDocument'>;

export function useHrStaff() {
  const client = useApiClient();
  return useQuery({
    queryKey: hrKeys.staff(),
    queryFn: async ({ signal }) => unwrap(await client.GET('/hr/staff', { signal })),
  });
}

export function useHrStaffMember(userId: number) {
  const client = useApiClient();
  return useQuery({
    queryKey: hrKeys.member(userId),
    queryFn: async ({ signal }) =>
      unwrap(await client.GET('/hr/staff/{userId}', { params: { path: { userId } }, signal })),
  });
}

export function useLeaveTypes() {
  const client = useApiClient();
  return useQuery({
    queryKey: hrKeys.leaveTypes(),
    queryFn: async ({ signal }) => unwrap(await client.GET('/hr/leave-types', { signal })),
  });
}

export function useMyLeave() {
  const client = useApiClient();
  return useQuery({
    queryKey: hrKeys.myLeave(),
    queryFn: async ({ signal }) => unwrap(await client.GET('/hr/my-leave', { signal })),
  });
}

function useInvalidate() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: hrKeys.all });
}

export function useSaveHrStaffRecord() {
  const client = useApiClient();
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: async ({ userId, body }: { userId: number; body: HrStaffRecordSaveBody }) =>
      unwrap(await client.PUT('/hr/staff/{userId}', { params: { path: { userId } }, body })),
    onSuccess: invalidate,
  });
}

export function useSetHrStaffLeaving() {
  const client = useApiClient();
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: async ({ userId, leavingDate }: { userId: number; leavingDate: string | null }) =>
      unwrap(
        await client.PUT('/hr/staff/{userId}/leaving', {
          params: { path: { userId } },
          body: { leaving_date: leavingDate },
        }),
      ),
    onSuccess: invalidate,
  });
}

export function useCreateSalaryComponent() {
  const client = useApiClient();
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: async ({ userId, body }: { userId: number; body: SalaryComponentSaveBody }) =>
      unwrap(
        await client.POST('/hr/staff/{userId}/salary-components', {
          params: { path: { userId } },
          body,
        }),
      ),
    onSuccess: invalidate,
  });
}

export function useUpdateSalaryComponent() {
  const client = useApiClient();
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: async ({
      componentId,
      body,
    }: {
      componentId: number;
      body: SalaryComponentSaveBody;
    }) =>
      unwrap(
        await client.PUT('/hr/salary-components/{componentId}', {
          params: { path: { componentId } },
          body,
        }),
      ),
    onSuccess: invalidate,
  });
}

export function useDeleteSalaryComponent() {
  const client = useApiClient();
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: async (componentId: number) =>
      unwrap(
        await client.DELETE('/hr/salary-components/{componentId}', {
          params: { path: { componentId } },
        }),
      ),
    onSuccess: invalidate,
  });
}

export function useCreateLeaveType() {
  const client = useApiClient();
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: async (body: LeaveTypeSaveBody) =>
      unwrap(await client.POST('/hr/leave-types', { body })),
    onSuccess: invalidate,
  });
}

export function useUpdateLeaveType() {
  const client = useApiClient();
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: async ({ leaveTypeId, body }: { leaveTypeId: number; body: LeaveTypeSaveBody }) =>
      unwrap(
        await client.PUT('/hr/leave-types/{leaveTypeId}', {
          params: { path: { leaveTypeId } },
          body,
        }),
      ),
    onSuccess: invalidate,
  });
}

export function useDeleteLeaveType() {
  const client = useApiClient();
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: async (leaveTypeId: number) =>
      unwrap(
        await client.DELETE('/hr/leave-types/{leaveTypeId}', {
          params: { path: { leaveTypeId } },
        }),
      ),
    onSuccess: invalidate,
  });
}

export function useUploadStaffDocument() {
  const client = useApiClient();
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: async ({ userId, body }: { userId: number; body: StaffDocumentUploadBody }) =>
      unwrap(
        await client.POST('/hr/staff/{userId}/documents', { params: { path: { userId } }, body }),
      ),
    onSuccess: invalidate,
  });
}

/** A document's file (base64), fetched when the office opens it. */
export function useDownloadStaffDocument() {
  const client = useApiClient();
  return useMutation({
    mutationFn: async (documentId: number) =>
      unwrap(await client.GET('/hr/documents/{documentId}', { params: { path: { documentId } } })),
  });
}

export function useDeleteStaffDocument() {
  const client = useApiClient();
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: async (documentId: number) =>
      unwrap(
        await client.DELETE('/hr/documents/{documentId}', { params: { path: { documentId } } }),
      ),
    onSuccess: invalidate,
  });
}
