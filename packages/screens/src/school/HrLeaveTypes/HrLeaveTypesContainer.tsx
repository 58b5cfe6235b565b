import {
  errorMessage,
  useCreateLeaveType,
  useDeleteLeaveType,
  useLeaveTypes,
  useUpdateLeaveType,
} from '@watni/api-client';
import { HrLeaveTypesView } from './HrLeaveTypes';

const detailOf = (error: unknown) => errorMessage(error, '') || 'Not saved.';

/** /school/hr/leave-types (the office). */
export function HrLeaveTypesContainer() {
  const types = useLeaveTypes();
  const create = useCreateLeaveType();
  const update = useUpdateLeaveType();
  const remove = useDeleteLeaveType();
  return (
    <HrLeaveTypesView
      items={types.data?.items ?? []}
      loading={types.isPending}
      error={types.isError ? errorMessage(types.error, '') || null : null}
      onRetry={() => void types.refetch()}
      onCreate={async (body) => {
        try {
          await create.mutateAsync(body);
          return null;
        } catch (error) {
          return detailOf(error);
        }
      }}
      onUpdate={async (leaveTypeId, body) => {
        try {
          await update.mutateAsync({ leaveTypeId, body });
          return null;
        } catch (error) {
          return detailOf(error);
        }
      }}
      onRemove={async (leaveTypeId) => {
        try {
          return (await remove.mutateAsync(leaveTypeId)).outcome;
        } catch (error) {
          return detailOf(error);
        }
      }}
    />
  );
}
