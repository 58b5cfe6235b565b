import type { ReactNode } from 'react';
import { useTimetableMessages } from '../../messages/TimetableMessages';
import { SchoolError, SchoolLoading, SchoolPage } from '../_shared/SchoolPage';

/** The school page frame (one for every school screen). */
export const TimetablePage = SchoolPage;

export function TimetableLoading() {
  return <SchoolLoading label={useTimetableMessages().common.loading} />;
}

export function TimetableError({
  message,
  onRetry,
}: {
  message?: ReactNode;
  onRetry?: () => void;
}) {
  const m = useTimetableMessages().common;
  return <SchoolError message={message ?? m.loadFailed} retryLabel={m.retry} onRetry={onRetry} />;
}
