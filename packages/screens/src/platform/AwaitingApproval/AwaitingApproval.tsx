import type { Applicant } from '@watni/api-client';
import { Alert, Button, EmptyState, Pagination, Spinner, Table } from '@watni/ui';
import { Link } from 'react-router-dom';
import { usePlatformMessages } from '../../messages/platform';
import { StaffPage } from '../../staff/_shared/StaffPage';
import { formatPakistanDate } from '../_shared/format';
import * as styles from '../_shared/platform.css';
import { ReasonDialog } from '../_shared/ReasonDialog';

export interface AwaitingApprovalViewProps {
  applicants: readonly Applicant[];
  total: number;
  loading?: boolean;
  error?: string | null;
  /** False when the school does not ask for approval (a hint, with a link to the settings). */
  approvalMode?: boolean;
  page: number;
  pageSize: number;
  onPageChange: (page: number) => void;
  /** The applicant whose approve button is busy. */
  approvingId?: number | null;
  /** The applicant whose reject dialog is open. */
  rejecting: Applicant | null;
  rejectBusy?: boolean;
  onApprove: (applicant: Applicant) => void;
  onOpenReject: (applicant: Applicant) => void;
  onCloseReject: () => void;
  onReject: (applicant: Applicant, reason: string | null) => void;
  onRetry?: () => void;
}

const fullName = (a: Applicant) => `${a.first_name} ${a.last_name}`;

/** /admin/awaiting-approval (tenant admins): registrations the school must approve. */
export function AwaitingApprovalView(props: AwaitingApprovalViewProps) {
  const { m, format, locale } = usePlatformMessages();
  const a = m.awaiting;
  const c = a.columns;
  const { applicants, total, page, pageSize, loading = false, error = null } = props;
  const pageCount = Math.max(1, Math.ceil(total / pageSize));
  const from = total === 0 ? 0 : (page - 1) * pageSize + 1;
  const to = Math.min(total, page * pageSize);
  return (
    <StaffPage title={a.title} description={a.description}>
      {props.approvalMode === false ? (
        <Alert tone="info" action={<Link to="/admin/settings">{m.joining.heading}</Link>}>
          {a.notApprovalMode}
        </Alert>
      ) : null}
      {loading ? (
        <div className={styles.center}>
          <Spinner size="lg" label={m.common.loading} />
        </div>
      ) : error ? (
        <Alert
          tone="error"
          action={
            props.onRetry ? (
              <Button variant="outline" size="sm" onClick={props.onRetry}>
                {m.common.retry}
              </Button>
            ) : undefined
          }
        >
          {error}
        </Alert>
      ) : applicants.length === 0 ? (
        <EmptyState headingLevel={2} title={a.empty} />
      ) : (
        <>
          <Table.Root caption={a.caption}>
            <Table.Head>
              <Table.Row>
                <Table.ColumnHeader>{c.name}</Table.ColumnHeader>
                <Table.ColumnHeader>{c.email}</Table.ColumnHeader>
                <Table.ColumnHeader>{c.username}</Table.ColumnHeader>
                <Table.ColumnHeader>{c.phone}</Table.ColumnHeader>
                <Table.ColumnHeader>{c.registered}</Table.ColumnHeader>
                <Table.ColumnHeader>{c.actions}</Table.ColumnHeader>
              </Table.Row>
            </Table.Head>
            <Table.Body>
              {applicants.map((applicant) => {
                const name = fullName(applicant);
                return (
                  <Table.Row key={applicant.id}>
                    <Table.Cell label={c.name}>{name}</Table.Cell>
                    <Table.Cell label={c.email}>{applicant.email}</Table.Cell>
                    <Table.Cell label={c.username}>{applicant.username}</Table.Cell>
                    <Table.Cell label={c.phone}>
                      {applicant.phone ? <span dir="ltr">{applicant.phone}</span> : '—'}
                    </Table.Cell>
                    <Table.Cell label={c.registered}>
                      {formatPakistanDate(applicant.created_at, locale)}
                    </Table.Cell>
                    <Table.Cell label={c.actions}>
                      <span className={styles.actions}>
                        <Button
                          size="sm"
                          aria-label={format(a.approveLabel, { name })}
                          loading={props.approvingId === applicant.id}
                          loadingLabel={a.approve}
                          onClick={() => props.onApprove(applicant)}
                        >
                          {a.approve}
                        </Button>
                        <Button
                          size="sm"
                          variant="outline"
                          aria-label={format(a.rejectLabel, { name })}
                          onClick={() => props.onOpenReject(applicant)}
                        >
                          {a.reject}
                        </Button>
                      </span>
                    </Table.Cell>
                  </Table.Row>
                );
              })}
            </Table.Body>
          </Table.Root>
          <div className={styles.footer}>
            <span className={styles.muted}>{format(m.common.showing, { from, to, total })}</span>
            {pageCount > 1 ? (
              <Pagination page={page} pageCount={pageCount} onPageChange={props.onPageChange} />
            ) : null}
          </div>
        </>
      )}
      {props.rejecting ? (
        <ReasonDialog
          key={props.rejecting.id}
          title={format(a.rejectTitle, { name: fullName(props.rejecting) })}
          description={a.rejectDescription}
          reasonLabel={a.rejectReason}
          reasonHint={a.rejectReasonHint}
          confirmLabel={a.rejectConfirm}
          busyLabel={a.rejecting}
          cancelLabel={m.common.cancel}
          tone="danger"
          busy={props.rejectBusy ?? false}
          onClose={props.onCloseReject}
          onConfirm={(reason) => props.onReject(props.rejecting!, reason || null)}
        />
      ) : null}
    </StaffPage>
  );
}
