// Small shared parts of the fees screens: money, status badges, loading and error states.
import type { VoucherStatus } from '@watni/api-client';
import { Alert, Badge, Button, Spinner, useI18n } from '@watni/ui';
import type { ReactNode } from 'react';
import { useFeesMessages } from '../../messages/FeesMessages';
import { useCode } from '../_shared/isolate';

/** `Rs 3,750` / `3,750 روپے` (Latin digits, grouped as in Pakistan). */
export function useRupees(): (amount: number) => string {
  const { format } = useI18n();
  const m = useFeesMessages().common;
  return (amount) => format(m.rupees, { amount: new Intl.NumberFormat('en-PK').format(amount) });
}

const STATUS_TONES = {
  unpaid: 'warning',
  partially_paid: 'info',
  paid: 'success',
  cancelled: 'neutral',
} as const;

export function VoucherStatusBadge({
  status,
  overdue = false,
  carriedTo = null,
}: {
  status: VoucherStatus;
  overdue?: boolean;
  carriedTo?: string | null;
}) {
  const { format } = useI18n();
  const code = useCode();
  const m = useFeesMessages().common;
  if (carriedTo)
    return <Badge tone="neutral">{format(m.carried, { number: code(carriedTo) })}</Badge>;
  return (
    <span style={{ display: 'inline-flex', gap: '0.25rem', flexWrap: 'wrap' }}>
      <Badge tone={STATUS_TONES[status]}>{m.statuses[status]}</Badge>
      {overdue ? <Badge tone="danger">{m.overdue}</Badge> : null}
    </span>
  );
}

export function FeesLoading() {
  const m = useFeesMessages().common;
  return (
    <div style={{ display: 'grid', placeItems: 'center', padding: '2rem' }}>
      <Spinner size="lg" label={m.loading} />
    </div>
  );
}

export function FeesError({ message, onRetry }: { message?: ReactNode; onRetry?: () => void }) {
  const m = useFeesMessages().common;
  return (
    <Alert
      tone="error"
      action={
        onRetry ? (
          <Button variant="outline" size="sm" onClick={onRetry}>
            {m.retry}
          </Button>
        ) : undefined
      }
    >
      {message || m.loadFailed}
    </Alert>
  );
}

/** `2027-03` → `March 2027` in the reader's language (Latin digits). */
export function monthName(month: string, locale: string): string {
  return new Intl.DateTimeFormat(locale === 'ur' ? 'ur-PK' : 'en-GB', {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
    numberingSystem: 'latn',
  }).format(new Date(`${month}-01T00:00:00Z`));
}

/** `2027-03-10` → `10 March 2027`. */
export function dayName(day: string, locale: string): string {
  return new Intl.DateTimeFormat(locale === 'ur' ? 'ur-PK' : 'en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
    numberingSystem: 'latn',
  }).format(new Date(`${day}T00:00:00Z`));
}

/** Today in Pakistan, `yyyy-mm-dd`. */
export function pakistanToday(now: Date = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Karachi' }).format(now);
}
