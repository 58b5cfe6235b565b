import { useI18n } from '@watni/ui';
import type { ReactNode } from 'react';
import { groupRupees } from '../../format/money';
import { useTransportMessages } from '../../messages/TransportMessages';
import { SchoolError, SchoolLoading, SchoolPage } from '../_shared/SchoolPage';

/** The school page frame (one for every school screen). */
export const TransportPage = SchoolPage;

export function TransportLoading() {
  return <SchoolLoading label={useTransportMessages().common.loading} />;
}

export function TransportError({
  message,
  onRetry,
}: {
  message?: ReactNode;
  onRetry?: () => void;
}) {
  const m = useTransportMessages().common;
  return <SchoolError message={message ?? m.loadFailed} retryLabel={m.retry} onRetry={onRetry} />;
}

/** Rupees as the catalogue writes them: `PKR 2,500` (English), `2,500 روپے` (Urdu). */
export function useRupees(): (amount: number) => string {
  const m = useTransportMessages().common;
  const { format } = useI18n();
  return (amount) => format(m.fee, { amount: groupRupees(amount) });
}

/** `+923001234567` → `+92 300 1234567`, for display (stored without spaces). */
export function readableMobile(stored: string): string {
  return /^\+92\d{10}$/.test(stored)
    ? `${stored.slice(0, 3)} ${stored.slice(3, 6)} ${stored.slice(6)}`
    : stored;
}
