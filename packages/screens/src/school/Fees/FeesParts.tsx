// Small shared parts of the fees screens: money, status badges, loading and error states.
import type { VoucherStatus } from '@watni/api-client';
import { Badge, useI18n } from '@watni/ui';
import type { ReactNode } from 'react';
import { groupRupees } from '../../format/money';
import { formatPakistanDate, formatPakistanMonth } from '../../format/pakistanTime';
import { useFeesMessages } from '../../messages/FeesMessages';
import { useCode } from '../_shared/isolate';
import { SchoolError, SchoolLoading } from '../_shared/SchoolPage';
import * as css from './fees.css';

/** `PKR 3,750` / `3,750 روپے` (Latin digits, grouped as every figure of the product). */
export function useRupees(): (amount: number) => string {
  const { format } = useI18n();
  const m = useFeesMessages().common;
  return (amount) => format(m.rupees, { amount: groupRupees(amount) });
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
  return <SchoolLoading label={useFeesMessages().common.loading} />;
}

export function FeesError({ message, onRetry }: { message?: ReactNode; onRetry?: () => void }) {
  const m = useFeesMessages().common;
  return <SchoolError message={message || m.loadFailed} retryLabel={m.retry} onRetry={onRetry} />;
}

/** `2027-03` → `March 2027` in the reader's language (Latin digits), by the one date helper. */
export function monthName(month: string, locale: string): string {
  return formatPakistanMonth(month, locale === 'ur' ? 'ur' : 'en');
}

/** `2027-03-10` → `10 Mar 2027`, the one date format of the language. */
export function dayName(day: string, locale: string): string {
  return formatPakistanDate(day, locale === 'ur' ? 'ur' : 'en');
}

/**
 * A voucher's amounts as the office and the parent read them: the total, the late fee as its own
 * line with the day it started, what was paid and the balance, so that total + late fee - paid =
 * balance on an open voucher.
 */
export function VoucherSums({
  voucher,
}: {
  voucher: {
    voucher_no: string;
    total: number;
    late_fee: number;
    late_fee_from: string | null;
    paid_amount: number;
    balance: number;
  };
}) {
  const { format, locale } = useI18n();
  const m = useFeesMessages().common;
  const rupees = useRupees();
  const rows: [string, number, boolean][] = [[m.total, voucher.total, true]];
  if (voucher.late_fee > 0)
    rows.push([
      voucher.late_fee_from
        ? format(m.lateFee, { date: dayName(voucher.late_fee_from, locale) })
        : m.lateFee,
      voucher.late_fee,
      false,
    ]);
  rows.push([m.paid, voucher.paid_amount, false], [m.balance, voucher.balance, true]);
  return (
    <dl
      className={css.sums}
      aria-label={format(m.sumsLabel, { number: voucher.voucher_no })}
      data-testid="voucher-sums"
    >
      {rows.map(([label, amount, strong]) => (
        <div key={label} style={{ display: 'contents' }}>
          <dt className={`${css.sumLabel}${strong ? ` ${css.sumTotal}` : ''}`}>{label}</dt>
          <dd className={`${css.sumAmount}${strong ? ` ${css.sumTotal}` : ''}`}>
            {rupees(amount)}
          </dd>
        </div>
      ))}
    </dl>
  );
}
