import type { ReactNode } from 'react';
import { useAttendanceMessages } from '../../messages/AttendanceMessages';
import { SchoolError, SchoolLoading, SchoolPage } from '../_shared/SchoolPage';

/** The school page frame (one for every school screen). */
export const AttendancePage = SchoolPage;

export function AttendanceLoading() {
  return <SchoolLoading label={useAttendanceMessages().common.loading} />;
}

export function AttendanceError({
  message,
  onRetry,
}: {
  message?: ReactNode;
  onRetry?: () => void;
}) {
  const m = useAttendanceMessages().common;
  return <SchoolError message={message ?? m.loadFailed} retryLabel={m.retry} onRetry={onRetry} />;
}
