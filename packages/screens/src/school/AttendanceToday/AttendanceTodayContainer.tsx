import { errorMessage, useAttendanceToday, usePermissions } from '@watni/api-client';
import { useFlushPendingRegisters } from '../_attendance/useRegisterSync';
import { AttendanceTodayView } from './AttendanceToday';

/** /school/attendance: today's sections; sends registers saved on this phone while offline. */
export function AttendanceTodayContainer() {
  useFlushPendingRegisters();
  const today = useAttendanceToday();
  const permissions = usePermissions();
  return (
    <AttendanceTodayView
      data={today.data ?? null}
      isAdmin={permissions.can('attendance.administer')}
      loading={today.isPending}
      error={today.isError ? errorMessage(today.error, '') || null : null}
      onRetry={() => void today.refetch()}
    />
  );
}
