import type { Admission, SchoolClass } from '@watni/api-client';
import { Alert, Badge, Button, EmptyState, Icon, Pagination, Select, Table } from '@watni/ui';
import { Link } from 'react-router-dom';
import { useSchoolMessages } from '../../messages/areas';
import { useFormatDate } from '../../staff/_shared/format';
import { StaffError, StaffLoading, StaffPage } from '../../staff/_shared/StaffPage';
import * as school from '../_shared/school.css';
import * as styles from './Admissions.css';
import { ApplicationDialog } from './ApplicationDialog';
import type { AdmitValues, ApplicationValues } from './admissionForm';
import { AdmitDialog, DeclineDialog } from './DecisionDialogs';

const ALL = 'all';

export type AdmissionStatusFilter = Admission['status'] | null;

/** Which form is open: a new application, or a decision on one. */
export type AdmissionDialog =
  | { kind: 'new' }
  | { kind: 'admit'; admission: Admission }
  | { kind: 'decline'; admission: Admission }
  | null;

export interface AdmissionsViewProps {
  items: readonly Admission[];
  total: number;
  classes: readonly SchoolClass[];
  loading?: boolean;
  error?: string | null;
  /** The outcome of the last action (admitted, declined, recorded, or why it failed). */
  notice?: { tone: 'success' | 'error'; text: string; studentId?: number | null } | null;
  status: AdmissionStatusFilter;
  onStatusChange: (status: AdmissionStatusFilter) => void;
  page: number;
  pageSize: number;
  onPageChange: (page: number) => void;
  dialog: AdmissionDialog;
  onDialogChange: (dialog: AdmissionDialog) => void;
  saving?: boolean;
  onCreate: (values: ApplicationValues) => void;
  onAdmit: (admission: Admission, values: AdmitValues) => void;
  onDecline: (admission: Admission, reason: string) => void;
  onRetry?: () => void;
}

const statusTone = { pending: 'warning', admitted: 'success', declined: 'neutral' } as const;

/** `/school/admissions` as a pure view. */
export function AdmissionsView(props: AdmissionsViewProps) {
  const formatDate = useFormatDate();
  const schoolMessages = useSchoolMessages();
  const m = schoolMessages.admissions;
  const { items, total, page, pageSize, loading = false, error = null, dialog, notice } = props;
  const pageCount = Math.max(1, Math.ceil(total / pageSize));
  const from = total === 0 ? 0 : (page - 1) * pageSize + 1;
  const to = Math.min(total, page * pageSize);
  const close = () => props.onDialogChange(null);
  const dialogError = notice?.tone === 'error' ? notice.text : null;
  return (
    <StaffPage
      title={m.title}
      description={m.description}
      actions={
        <Button onClick={() => props.onDialogChange({ kind: 'new' })}>
          <Icon name="plus" aria-hidden />
          {m.newApplication}
        </Button>
      }
    >
      {notice && !dialog ? (
        <Alert tone={notice.tone} role="status">
          {notice.text}{' '}
          {notice.studentId ? (
            <Link to={`/school/students/${notice.studentId}`}>{m.viewStudent}</Link>
          ) : null}
        </Alert>
      ) : null}
      <div className={school.filters}>
        <Select
          label={m.filter}
          value={props.status ?? ALL}
          onValueChange={(v) => props.onStatusChange(v === ALL ? null : (v as Admission['status']))}
          options={[
            ...(['pending', 'admitted', 'declined'] as const).map((s) => ({
              value: s,
              label: m.statuses[s],
            })),
            { value: ALL, label: m.allStatuses },
          ]}
        />
      </div>
      {loading ? (
        <StaffLoading />
      ) : error ? (
        <StaffError message={error} onRetry={props.onRetry} />
      ) : items.length === 0 ? (
        <EmptyState headingLevel={2} title={m.empty} />
      ) : (
        <>
          <Table.Root caption={m.caption}>
            <Table.Head>
              <Table.Row>
                <Table.ColumnHeader>{m.columns.applicant}</Table.ColumnHeader>
                <Table.ColumnHeader>{m.columns.classApplied}</Table.ColumnHeader>
                <Table.ColumnHeader>{m.columns.guardian}</Table.ColumnHeader>
                <Table.ColumnHeader>{m.columns.received}</Table.ColumnHeader>
                <Table.ColumnHeader>{m.columns.status}</Table.ColumnHeader>
                <Table.ColumnHeader>{m.columns.actions}</Table.ColumnHeader>
              </Table.Row>
            </Table.Head>
            <Table.Body>
              {items.map((item) => {
                const name = `${item.first_name} ${item.last_name}`;
                return (
                  <Table.Row key={item.id}>
                    <Table.Cell label={m.columns.applicant}>{name}</Table.Cell>
                    <Table.Cell label={m.columns.classApplied}>{item.class_name}</Table.Cell>
                    <Table.Cell label={m.columns.guardian}>
                      <span className={school.who}>
                        <span>
                          {item.guardian_name} (
                          {schoolMessages.profile.relations[item.guardian_relation]})
                        </span>
                        <bdi className={school.muted}>{item.guardian_mobile ?? ''}</bdi>
                      </span>
                    </Table.Cell>
                    <Table.Cell label={m.columns.received}>
                      {formatDate(item.created_at)}
                    </Table.Cell>
                    <Table.Cell label={m.columns.status}>
                      <span className={school.who}>
                        <span>
                          <Badge tone={statusTone[item.status]}>{m.statuses[item.status]}</Badge>
                        </span>
                        {item.decline_reason ? (
                          <span className={school.muted}>
                            {m.declinedBecause(item.decline_reason)}
                          </span>
                        ) : null}
                      </span>
                    </Table.Cell>
                    <Table.Cell label={m.columns.actions}>
                      {item.status === 'pending' ? (
                        <span className={styles.actions}>
                          <Button
                            size="sm"
                            aria-label={m.admitOf(name)}
                            onClick={() => props.onDialogChange({ kind: 'admit', admission: item })}
                          >
                            {m.admit}
                          </Button>
                          <Button
                            size="sm"
                            variant="outline"
                            aria-label={m.declineOf(name)}
                            onClick={() =>
                              props.onDialogChange({ kind: 'decline', admission: item })
                            }
                          >
                            {m.decline}
                          </Button>
                        </span>
                      ) : item.student_id ? (
                        <Link to={`/school/students/${item.student_id}`}>{m.viewStudent}</Link>
                      ) : null}
                    </Table.Cell>
                  </Table.Row>
                );
              })}
            </Table.Body>
          </Table.Root>
          <div className={school.footer}>
            <span className={school.muted}>{m.showing(from, to, total)}</span>
            {pageCount > 1 ? (
              <Pagination page={page} pageCount={pageCount} onPageChange={props.onPageChange} />
            ) : null}
          </div>
        </>
      )}
      {dialog?.kind === 'new' ? (
        <ApplicationDialog
          classes={props.classes}
          saving={props.saving}
          error={dialogError}
          onSubmit={props.onCreate}
          onClose={close}
        />
      ) : null}
      {dialog?.kind === 'admit' ? (
        <AdmitDialog
          admission={dialog.admission}
          schoolClass={props.classes.find((c) => c.id === dialog.admission.class_id)}
          saving={props.saving}
          error={dialogError}
          onSubmit={(values) => props.onAdmit(dialog.admission, values)}
          onClose={close}
        />
      ) : null}
      {dialog?.kind === 'decline' ? (
        <DeclineDialog
          admission={dialog.admission}
          saving={props.saving}
          error={dialogError}
          onSubmit={(reason) => props.onDecline(dialog.admission, reason)}
          onClose={close}
        />
      ) : null}
    </StaffPage>
  );
}
