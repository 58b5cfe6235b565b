import type { ReactNode } from 'react';
import { formatPakistanDate } from '../../format/pakistanTime';
import { useExamsMessages } from '../../messages/ExamsMessages';
import { SchoolError, SchoolLoading, SchoolPage } from '../_shared/SchoolPage';

/** The school page frame (one for every school screen). */
export const ExamsPage = SchoolPage;

export function ExamsLoading() {
  return <SchoolLoading label={useExamsMessages().common.loading} />;
}

export function ExamsError({ message, onRetry }: { message?: ReactNode; onRetry?: () => void }) {
  const m = useExamsMessages().common;
  return <SchoolError message={message || m.loadFailed} retryLabel={m.retry} onRetry={onRetry} />;
}

/** `2026-11-21T05:00:00Z` → the day in Pakistan, in the reader's language. */
export function pakistanDate(iso: string, locale: string): string {
  return formatPakistanDate(iso, locale === 'ur' ? 'ur' : 'en');
}
