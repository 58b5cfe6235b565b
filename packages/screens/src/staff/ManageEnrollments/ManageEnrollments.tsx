import type { Enrollment, EnrollmentCounts, PaymentStatus } from '@watni/api-client';
import {
  Badge,
  type BadgeTone,
  Button,
  Checkbox,
  EmptyState,
  Pagination,
  Table,
  Tabs,
  useI18n,
  VisuallyHidden,
} from '@watni/ui';
import { formatPrice } from '../../format/money';
import { useStaffMessages } from '../../messages/areas';
import { useTeachingMessages } from '../../messages/TeachingMessages';
import { fullName, useFormatDate } from '../_shared/format';
import { mainLandmark, useRowFocus } from '../_shared/rowFocus';
import { StaffError, StaffLoading, StaffPage } from '../_shared/StaffPage';
import * as styles from './ManageEnrollments.css';

export const enrollmentTabs = ['all', 'pending', 'paid', 'rejected'] as const;
export type EnrollmentTab = (typeof enrollmentTabs)[number];

const statusTone: Record<PaymentStatus, BadgeTone> = {
  pending: 'warning',
  paid: 'success',
  rejected: 'danger',
};

/** Selecting several pending enrollments to approve or reject at once. */
export interface BulkSelection {
  selected: ReadonlySet<number>;
  onToggle: (id: number, selected: boolean) => void;
  /** Selects (or clears) every pending enrollment on the page. */
  onToggleAll: (ids: readonly number[], selected: boolean) => void;
  onApprove: () => void;
  onReject: () => void;
  onClear: () => void;
  /** While the selected enrollments are being decided. */
  busy?: boolean;
}

export interface ManageEnrollmentsViewProps {
  /** Bulk approve/reject of pending enrollments; omitted hides the checkboxes. */
  bulk?: BulkSelection;
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
  bulk,
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
  const staffMessages = useStaffMessages();
  const m = staffMessages.enrollments;
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
                {bulk ? (
                  <>
                    {/* Above the table, not in its head: on a phone the table stacks and its
                        head is hidden, which would hide a focusable checkbox. */}
                    <SelectAllHeader bulk={bulk} enrollments={enrollments} />
                    <BulkToolbar bulk={bulk} />
                  </>
                ) : null}
                <div ref={rowFocus.containerRef}>
                  <EnrollmentTable
                    bulk={bulk}
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

function BulkToolbar({ bulk }: { bulk: BulkSelection }) {
  const b = useTeachingMessages().bulk;
  const { format } = useI18n();
  const count = bulk.selected.size;
  if (count === 0) return null;
  return (
    <section className={styles.bulkBar} aria-label={b.toolbarLabel} data-testid="bulk-toolbar">
      <span role="status" className={styles.bulkCount}>
        {format(b.selected, { count })}
      </span>
      <span className={styles.actions}>
        <Button size="sm" onClick={bulk.onApprove} loading={bulk.busy} disabled={bulk.busy}>
          {b.approve}
        </Button>
        <Button size="sm" variant="danger" onClick={bulk.onReject} disabled={bulk.busy}>
          {b.reject}
        </Button>
        <Button size="sm" variant="ghost" onClick={bulk.onClear} disabled={bulk.busy}>
          {b.clear}
        </Button>
      </span>
    </section>
  );
}

function SelectCell({
  bulk,
  enrollment,
  name,
}: {
  bulk: BulkSelection;
  enrollment: Enrollment;
  name: string;
}) {
  const b = useTeachingMessages().bulk;
  const { format } = useI18n();
  if (enrollment.payment_status !== 'pending') return null;
  return (
    <Checkbox
      label={<VisuallyHidden>{format(b.selectRow, { name })}</VisuallyHidden>}
      checked={bulk.selected.has(enrollment.id)}
      disabled={bulk.busy}
      onCheckedChange={(checked) => bulk.onToggle(enrollment.id, checked === true)}
    />
  );
}

function SelectAllHeader({
  bulk,
  enrollments,
}: {
  bulk: BulkSelection;
  enrollments: readonly Enrollment[];
}) {
  const b = useTeachingMessages().bulk;
  const pendingIds = enrollments.filter((e) => e.payment_status === 'pending').map((e) => e.id);
  if (pendingIds.length === 0) return null;
  const chosen = pendingIds.filter((id) => bulk.selected.has(id)).length;
  return (
    <Checkbox
      label={b.selectAll}
      checked={chosen === 0 ? false : chosen === pendingIds.length ? true : 'indeterminate'}
      disabled={bulk.busy}
      onCheckedChange={(checked) => bulk.onToggleAll(pendingIds, checked === true)}
    />
  );
}

function EnrollmentTable({
  bulk,
  enrollments,
  busyId,
  rowProps,
  onApprove,
  onReject,
}: {
  bulk?: BulkSelection | undefined;
  enrollments: readonly Enrollment[];
  busyId: number | null;
  rowProps: (key: number) => Record<string, string>;
  onApprove: (enrollment: Enrollment) => void;
  onReject: (enrollment: Enrollment) => void;
}) {
  const formatDate = useFormatDate();
  const staffMessages = useStaffMessages();
  const m = staffMessages.enrollments;
  const c = m.columns;
  const selectColumn = useTeachingMessages().bulk.selectColumn;
  return (
    <Table.Root caption={m.tableCaption}>
      <Table.Head>
        <Table.Row>
          {bulk ? (
            <Table.ColumnHeader>
              <VisuallyHidden>{selectColumn}</VisuallyHidden>
            </Table.ColumnHeader>
          ) : null}
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
              {bulk ? (
                <Table.Cell label={selectColumn}>
                  <SelectCell bulk={bulk} enrollment={e} name={name} />
                </Table.Cell>
              ) : null}
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
              <Table.Cell label={c.notes}>
                <bdi dir="auto">{e.admin_notes ?? ''}</bdi>
              </Table.Cell>
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
