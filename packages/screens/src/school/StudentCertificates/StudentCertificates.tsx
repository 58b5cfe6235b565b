// A student's leaving and character certificates on their profile (the school office, issue
// 37): the list with number, date, status, the verification code, download (English, Urdu) and
// revoke; "Issue certificate" opens a dialog (kind, date of leaving, reason or remarks).
import type { SchoolCertificate, SchoolCertificateKind } from '@watni/api-client';
import {
  Alert,
  Badge,
  Button,
  Card,
  DateField,
  Select,
  Skeleton,
  Table,
  TextArea,
  useI18n,
  VisuallyHidden,
} from '@watni/ui';
import { useState } from 'react';
import { formatPakistanDate } from '../../format/pakistanTime';
import { useSchoolCertificatesMessages } from '../../messages/SchoolCertificatesMessages';
import { FormDialog, useValidatedForm } from '../../staff/_shared/FormDialog';
import * as styles from '../_attendance/attendance.css';
import { isolated, Ltr } from '../_shared/isolate';
import * as form from '../Admissions/Admissions.css';
import * as css from './StudentCertificates.css';

export interface IssueCertificateValues {
  kind: SchoolCertificateKind;
  leaving_date: string;
  reason: string;
  remarks: string;
}

export interface StudentCertificatesViewProps {
  studentName: string;
  certificates: SchoolCertificate[];
  loading?: boolean;
  error?: string | null;
  onRetry?: () => void;
  /** Today in Pakistan (yyyy-mm-dd): the latest leaving date. */
  today: string;
  /** The issue dialog's state. */
  issueOpen?: boolean;
  onIssueOpenChange: (open: boolean) => void;
  onIssue: (values: IssueCertificateValues) => void;
  /** The certificate whose revoke dialog is open. */
  revoking?: SchoolCertificate | null;
  onRevokeChange: (certificate: SchoolCertificate | null) => void;
  onRevoke: (certificate: SchoolCertificate, reason: string) => void;
  onDownload: (certificate: SchoolCertificate, lang: 'en' | 'ur') => void;
  saving?: boolean;
  saveError?: string | null;
  notice?: string | null;
}

export function StudentCertificatesView(props: StudentCertificatesViewProps) {
  const t = useSchoolCertificatesMessages();
  const { format, locale, dir } = useI18n();
  const name = dir === 'rtl' ? isolated(props.studentName) : props.studentName;
  const date = (day: string) =>
    formatPakistanDate(`${day}T07:00:00Z`, locale === 'ur' ? 'ur' : 'en');
  let body: React.ReactNode;
  if (props.loading) {
    body = (
      <div aria-busy="true">
        <VisuallyHidden role="status">{t.loading}</VisuallyHidden>
        <Skeleton lines={3} />
      </div>
    );
  } else if (props.error) {
    body = (
      <Alert tone="error" title={props.error}>
        {props.onRetry ? (
          <Button variant="outline" onClick={props.onRetry}>
            {t.retry}
          </Button>
        ) : null}
      </Alert>
    );
  } else if (props.certificates.length === 0) {
    body = <p className={styles.muted}>{t.empty}</p>;
  } else {
    body = (
      <Table.Root caption={format(t.caption, { name })}>
        <Table.Head>
          <Table.Row>
            <Table.ColumnHeader>{t.columns.kind}</Table.ColumnHeader>
            <Table.ColumnHeader>{t.columns.number}</Table.ColumnHeader>
            <Table.ColumnHeader>{t.columns.issued}</Table.ColumnHeader>
            <Table.ColumnHeader>{t.columns.status}</Table.ColumnHeader>
            <Table.ColumnHeader>{t.columns.actions}</Table.ColumnHeader>
          </Table.Row>
        </Table.Head>
        <Table.Body>
          {props.certificates.map((c) => (
            <Table.Row key={c.id} data-testid="school-certificate">
              <Table.Cell label={t.columns.kind}>{t.kinds[c.kind]}</Table.Cell>
              <Table.Cell label={t.columns.number}>
                <span className={css.code}>
                  <Ltr>{c.number}</Ltr>
                </span>
                <span className={styles.muted}>{t.code}</span>
                <span className={css.code}>
                  <Ltr>{c.code}</Ltr>
                </span>
              </Table.Cell>
              <Table.Cell label={t.columns.issued}>{date(c.issued_on)}</Table.Cell>
              <Table.Cell label={t.columns.status}>
                <Badge tone={c.status === 'valid' ? 'success' : 'danger'}>
                  {t.statuses[c.status]}
                </Badge>
              </Table.Cell>
              <Table.Cell label={t.columns.actions}>
                <div className={styles.row}>
                  <Button size="sm" variant="outline" onClick={() => props.onDownload(c, 'en')}>
                    {t.downloadEnglish}
                  </Button>
                  <Button size="sm" variant="outline" onClick={() => props.onDownload(c, 'ur')}>
                    {t.downloadUrdu}
                  </Button>
                  {c.status === 'valid' ? (
                    <Button size="sm" variant="danger" onClick={() => props.onRevokeChange(c)}>
                      {t.revoke}
                    </Button>
                  ) : null}
                </div>
              </Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    );
  }
  return (
    <Card.Root data-testid="student-certificates">
      <Card.Header>
        <div className={styles.spread}>
          <Card.Title level={2}>{t.heading}</Card.Title>
          <Button onClick={() => props.onIssueOpenChange(true)}>{t.issue}</Button>
        </div>
      </Card.Header>
      <Card.Body className={styles.stack}>
        <p className={styles.muted}>{t.hint}</p>
        {props.notice ? (
          <Alert tone="success" role="status">
            {props.notice}
          </Alert>
        ) : null}
        {body}
      </Card.Body>
      {props.issueOpen ? (
        <IssueCertificateDialog
          studentName={props.studentName}
          today={props.today}
          saving={props.saving ?? false}
          error={props.saveError ?? null}
          onSubmit={props.onIssue}
          onClose={() => props.onIssueOpenChange(false)}
        />
      ) : null}
      {props.revoking ? (
        <RevokeDialog
          certificate={props.revoking}
          saving={props.saving ?? false}
          error={props.saveError ?? null}
          onSubmit={(reason) => props.onRevoke(props.revoking!, reason)}
          onClose={() => props.onRevokeChange(null)}
        />
      ) : null}
    </Card.Root>
  );
}

type IssueErrors = Partial<Record<'leaving_date' | 'reason' | 'remarks', string>>;

export function validateIssue(
  v: IssueCertificateValues,
  today: string,
  d: ReturnType<typeof useSchoolCertificatesMessages>['dialog'],
): IssueErrors {
  const errors: IssueErrors = {};
  if (v.kind === 'leaving') {
    if (!v.leaving_date) errors.leaving_date = d.dateRequired;
    else if (v.leaving_date > today) errors.leaving_date = d.dateFuture;
    if (!v.reason.trim()) errors.reason = d.reasonRequired;
  } else if (!v.remarks.trim()) {
    errors.remarks = d.remarksRequired;
  }
  return errors;
}

function IssueCertificateDialog(props: {
  studentName: string;
  today: string;
  saving: boolean;
  error: string | null;
  onSubmit: (values: IssueCertificateValues) => void;
  onClose: () => void;
}) {
  const t = useSchoolCertificatesMessages();
  const d = t.dialog;
  const { format, dir } = useI18n();
  const { values, set, errors, formRef, submit } = useValidatedForm<
    IssueCertificateValues,
    IssueErrors
  >(
    { kind: 'leaving', leaving_date: props.today, reason: '', remarks: '' },
    (v) => validateIssue(v, props.today, d),
    props.onSubmit,
  );
  return (
    <FormDialog
      title={format(d.title, {
        name: dir === 'rtl' ? isolated(props.studentName) : props.studentName,
      })}
      submitLabel={d.submit}
      saving={props.saving}
      formClassName={form.form}
      formRef={formRef}
      onSubmit={submit}
      onClose={props.onClose}
    >
      {props.error ? <Alert tone="error">{props.error}</Alert> : null}
      <Select
        label={d.kind}
        required
        value={values.kind}
        onValueChange={(v) => set('kind', v as SchoolCertificateKind)}
        options={(['leaving', 'character'] as const).map((kind) => ({
          value: kind,
          label: t.kinds[kind],
        }))}
      />
      {values.kind === 'leaving' ? (
        <>
          <DateField
            label={d.leavingDate}
            required
            max={props.today}
            value={values.leaving_date}
            error={errors.leaving_date}
            onChange={(e) => set('leaving_date', e.currentTarget.value)}
          />
          <TextArea
            label={d.reason}
            required
            rows={2}
            maxLength={500}
            value={values.reason}
            error={errors.reason}
            onChange={(e) => set('reason', e.currentTarget.value)}
          />
          <p className={styles.muted}>{d.leavingNote}</p>
        </>
      ) : (
        <TextArea
          label={d.remarks}
          required
          rows={3}
          maxLength={1000}
          value={values.remarks}
          error={errors.remarks}
          onChange={(e) => set('remarks', e.currentTarget.value)}
        />
      )}
    </FormDialog>
  );
}

function RevokeDialog(props: {
  certificate: SchoolCertificate;
  saving: boolean;
  error: string | null;
  onSubmit: (reason: string) => void;
  onClose: () => void;
}) {
  const t = useSchoolCertificatesMessages().revokeDialog;
  const { format } = useI18n();
  const [reason, setReason] = useState('');
  const { formRef, submit } = useValidatedForm(
    {},
    () => ({}),
    () => props.onSubmit(reason.trim()),
  );
  return (
    <FormDialog
      title={format(t.title, { number: props.certificate.number })}
      submitLabel={t.submit}
      saving={props.saving}
      formClassName={form.form}
      formRef={formRef}
      onSubmit={submit}
      onClose={props.onClose}
    >
      {props.error ? <Alert tone="error">{props.error}</Alert> : null}
      <p>{t.text}</p>
      <TextArea
        label={t.reason}
        optional
        rows={2}
        maxLength={500}
        value={reason}
        onChange={(e) => setReason(e.currentTarget.value)}
      />
    </FormDialog>
  );
}
