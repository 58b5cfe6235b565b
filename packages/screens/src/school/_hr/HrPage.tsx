import type { LeaveBalances } from '@watni/api-client';
import { Table, useI18n } from '@watni/ui';
import type { ReactNode } from 'react';
import { groupRupees } from '../../format/money';
import { useHrMessages } from '../../messages/HrMessages';
import { SchoolError, SchoolLoading, SchoolPage } from '../_shared/SchoolPage';

/** The school page frame (one for every school screen). */
export const HrPage = SchoolPage;

export function HrLoading() {
  return <SchoolLoading label={useHrMessages().common.loading} />;
}

export function HrError({ message, onRetry }: { message?: ReactNode; onRetry?: () => void }) {
  const m = useHrMessages().common;
  return <SchoolError message={message ?? m.loadFailed} retryLabel={m.retry} onRetry={onRetry} />;
}

/** Rupees as the catalogue writes them: `PKR 12,500` (English), `12,500 روپے` (Urdu). */
export function useRupees(): (amount: number) => string {
  const m = useHrMessages().common;
  const { format } = useI18n();
  return (amount) =>
    amount < 0
      ? `−${format(m.rupees, { amount: groupRupees(-amount) })}`
      : format(m.rupees, { amount: groupRupees(amount) });
}

/** A leave type's name in the reader's language (the Urdu name when the school gave one). */
export function useLeaveName(): (type: { name: string; name_ur: string | null }) => string {
  const { locale } = useI18n();
  return (type) => (locale === 'ur' && type.name_ur ? type.name_ur : type.name);
}

/** Each leave type's allowed, taken and remaining days (the HR page and "My leave"). */
export function LeaveTable({ caption, leave }: { caption: string; leave: LeaveBalances }) {
  const m = useHrMessages().member;
  const name = useLeaveName();
  return (
    <Table.Root caption={caption}>
      <Table.Head>
        <Table.Row>
          <Table.ColumnHeader>{m.leaveType}</Table.ColumnHeader>
          <Table.ColumnHeader>{m.allowed}</Table.ColumnHeader>
          <Table.ColumnHeader>{m.taken}</Table.ColumnHeader>
          <Table.ColumnHeader>{m.remaining}</Table.ColumnHeader>
        </Table.Row>
      </Table.Head>
      <Table.Body>
        {leave.items.map((b) => (
          <Table.Row key={b.leave_type_id} data-testid={`leave-${b.name}`}>
            <Table.Cell label={m.leaveType}>
              {name(b)} <span>({b.paid ? m.paid : m.unpaid})</span>
            </Table.Cell>
            <Table.Cell label={m.allowed}>{b.allowed}</Table.Cell>
            <Table.Cell label={m.taken}>{b.taken}</Table.Cell>
            <Table.Cell label={m.remaining} data-testid="leave-remaining">
              {b.remaining}
            </Table.Cell>
          </Table.Row>
        ))}
      </Table.Body>
    </Table.Root>
  );
}
