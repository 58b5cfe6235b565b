import type { Enrollment, EnrollmentCounts, PaymentStatus } from '@watni/api-client';
import { Badge, type BadgeTone, Button, EmptyState, Pagination, Table, Tabs } from '@watni/ui';
import { formatPrice } from '../../format/money';
import { staffMessages } from '../../messages/staff';
import { formatDate, fullName } from '../_shared/format';
import { mainLandmark, useRowFocus } from '../_shared/rowFocus';
import { StaffError, StaffLoading, StaffPage } from '../_shared/StaffPage';
import * as styles from './ManageEnrollments.css';

const m = staffMessages.enrollments;

export const enrollmentTabs = ['all', 'pending', 'paid', 'rejected'] as const;
export type EnrollmentTab = (typeof enrollmentTabs)[number];

const statusTone: Record<PaymentStatus, BadgeTone> = {
  pending: 'warning',
  paid: 'success',
  rejected: 'danger',
};

export interface ManageEnrollmentsViewProps {
  tab: EnrollmentTab;
  onTabChange: (tab: EnrollmentTab) => void;
  counts: EnrollmentCounts | null;
  enrollments: readonly Enrollment[];
  loading?: boolean;
  error?: string | null;
  /** Id of the enrollment being approved or rejected (its buttons are busy). */
  busyId?: number | null;
  onApprove: (enrollment: Enrollment) => void;
  onReject: (enrollment: Enrollment) => void;
  onRetry?: () => void;
  page?: number;
  pageCount?: number;
  onPageChange?: (page: number) => void;
}

export function ManageEnrollmentsView({
  tab,
  onTabChange,
  counts,
  enrollments,
  loading = false,
  error = null,
  busyId = null,
  onApprove,
  onReject,
  onRetry,
  page = 1,
  pageCount = 1,
  onPageChange,
}: ManageEnrollmentsViewProps) {
  // An approved or rejected enrolment leaves the Pending tab: focus moves to the next one.
  const rowFocus = useRowFocus(enrollments, mainLandmark, !loading && busyId === null);
  return (
    <StaffPage title={m.title} description={m.description}>
      <Tabs.Root value={tab} onValueChange={(value) => onTabChange(value as EnrollmentTab)}>
        <Tabs.List aria-label={m.tabsLabel}>
          {enrollmentTabs.map((t) => (
            <Tabs.Trigger key={t} value={t} count={counts?.[t]}>
              {m.tabs[t]}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        {enrollmentTabs.map((t) => (
          <Tabs.Content key={t} value={t} className={styles.panel}>
            {t !== tab ? null : loading ? (
              <StaffLoading />
            ) : error ? (
              <StaffError message={error} onRetry={onRetry} />
            ) : enrollments.length === 0 ? (
              <EmptyState headingLevel={2} title={m.empty} />
            ) : (
              <>
                <div ref={rowFocus.containerRef}>
                  <EnrollmentTable
                    enrollments={enrollments}
                    busyId={busyId}
                    rowProps={rowFocus.rowProps}
                    onApprove={(e) => {
                      rowFocus.remember(e.id);
                      onApprove(e);
                    }}
                    onReject={(e) => {
                      rowFocus.remember(e.id);
                      onReject(e);
                    }}
                  />
                </div>
                {pageCount > 1 && onPageChange ? (
                  <Pagination page={page} pageCount={pageCount} onPageChange={onPageChange} />
                ) : null}
              </>
            )}
          </Tabs.Content>
        ))}
      </Tabs.Root>
    </StaffPage>
  );
}

function EnrollmentTable({
  enrollments,
  busyId,
  rowProps,
  onApprove,
  onReject,
}: {
  enrollments: readonly Enrollment[];
  busyId: number | null;
  rowProps: (key: number) => Record<string, string>;
  onApprove: (enrollment: Enrollment) => void;
  onReject: (enrollment: Enrollment) => void;
}) {
  const c = m.columns;
  return (
    <Table.Root caption={m.tableCaption}>
      <Table.Head>
        <Table.Row>
          <Table.ColumnHeader>{c.student}</Table.ColumnHeader>
          <Table.ColumnHeader>{c.course}</Table.ColumnHeader>
          <Table.ColumnHeader>{c.price}</Table.ColumnHeader>
          <Table.ColumnHeader>{c.requested}</Table.ColumnHeader>
          <Table.ColumnHeader>{c.status}</Table.ColumnHeader>
          <Table.ColumnHeader>{c.notes}</Table.ColumnHeader>
          <Table.ColumnHeader>{c.actions}</Table.ColumnHeader>
        </Table.Row>
      </Table.Head>
      <Table.Body>
        {enrollments.map((e) => {
          const name = fullName(e.user);
          const busy = busyId === e.id;
          return (
            <Table.Row key={e.id} {...rowProps(e.id)}>
              <Table.Cell label={c.student}>
                <span className={styles.who}>
                  <span>{name}</span>
                  <span className={styles.muted}>{e.user.email}</span>
                </span>
              </Table.Cell>
              <Table.Cell label={c.course}>{e.course.title}</Table.Cell>
              <Table.Cell label={c.price}>
                {formatPrice(e.course.price, e.course.currency)}
              </Table.Cell>
              <Table.Cell label={c.requested}>{formatDate(e.created_at)}</Table.Cell>
              <Table.Cell label={c.status}>
                <Badge tone={statusTone[e.payment_status]}>{m.status[e.payment_status]}</Badge>
              </Table.Cell>
              <Table.Cell label={c.notes}>{e.admin_notes ?? ''}</Table.Cell>
              <Table.Cell label={c.actions}>
                {e.payment_status === 'pending' ? (
                  <span className={styles.actions}>
                    <Button
                      size="sm"
                      aria-label={m.approveLabel(name)}
                      loading={busy}
                      disabled={busyId !== null && !busy}
                      onClick={() => onApprove(e)}
                    >
                      {m.approve}
                    </Button>
                    <Button
                      size="sm"
                      variant="danger"
                      aria-label={m.rejectLabel(name)}
                      // The busy row's buttons stay focusable (focus is on one of them).
                      disabled={busyId !== null && !busy}
                      aria-disabled={busy || undefined}
                      onClick={() => (busy ? undefined : onReject(e))}
                    >
                      {m.reject}
                    </Button>
                  </span>
                ) : (
                  <span className={styles.muted}>{m.noActions}</span>
                )}
              </Table.Cell>
            </Table.Row>
          );
        })}
      </Table.Body>
    </Table.Root>
  );
}
