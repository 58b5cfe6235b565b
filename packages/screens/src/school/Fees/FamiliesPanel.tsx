// The office's family challans: the families of two or more children with what they owe, a
// button to issue (or issue again) one challan per family, and the challan itself in a dialog:
// its consumer numbers, the amounts within and after its due date, the children's vouchers in
// the order a payment is split, its payments with their receipts, and the counter's payment.

import type { Family, FamilyChallan, FamilyPayment } from '@watni/api-client';
import { Alert, Badge, Button, Dialog, EmptyState, Table, useI18n } from '@watni/ui';
import type { FormEvent } from 'react';
import { groupRupees } from '../../format/money';
import { useFeesMessages } from '../../messages/FeesMessages';
import * as styles from '../_attendance/attendance.css';
import { Ltr } from '../_shared/isolate';
import {
  dayName,
  FeesError,
  FeesLoading,
  monthName,
  useRupees,
  VoucherStatusBadge,
} from './FeesParts';
import { PaymentFields, usePaymentInput } from './PaymentFields';
import type { PaymentDraft } from './paymentDraft';

/** A family payment: the same four facts as a voucher's. */
export type FamilyPaymentDraft = PaymentDraft;

export interface FamiliesPanelProps {
  families: Family[];
  loading?: boolean;
  error?: string | null;
  onRetry?: () => void;
  notice?: string | null;
  issuingId?: number | null;
  onIssue: (guardianId: number) => void;
  onShow: (challanId: number) => void;
  /** The open challan's dialog (null: closed). */
  challan?: FamilyChallan | null;
  challanLoading?: boolean;
  onCloseChallan: () => void;
  onDownloadChallan: (challanId: number) => void;
  onDownloadReceipt: (familyPaymentId: number) => void;
  recording?: boolean;
  recordError?: string | null;
  recorded?: FamilyPayment | null;
  onRecord: (draft: FamilyPaymentDraft) => void;
}

const STATUS_TONES = {
  unpaid: 'warning',
  paid: 'success',
  blocked: 'danger',
  replaced: 'neutral',
} as const;

export function FamiliesPanel(props: FamiliesPanelProps) {
  const t = useFeesMessages();
  const m = t.families;
  const { format } = useI18n();
  const rupees = useRupees();
  return (
    <div className={styles.stack}>
      <p className={styles.muted}>{m.intro}</p>
      {props.notice ? <Alert tone="success">{props.notice}</Alert> : null}
      {props.loading ? (
        <FeesLoading />
      ) : props.error ? (
        <FeesError message={props.error} onRetry={props.onRetry} />
      ) : props.families.length === 0 ? (
        <EmptyState headingLevel={2} title={m.empty} />
      ) : (
        <Table.Root caption={m.caption}>
          <Table.Head>
            <Table.Row>
              <Table.ColumnHeader>{m.guardian}</Table.ColumnHeader>
              <Table.ColumnHeader>{m.children}</Table.ColumnHeader>
              <Table.ColumnHeader>{m.openBalance}</Table.ColumnHeader>
              <Table.ColumnHeader>{m.openChallan}</Table.ColumnHeader>
              <Table.ColumnHeader>{t.common.actions}</Table.ColumnHeader>
            </Table.Row>
          </Table.Head>
          <Table.Body>
            {props.families.map((f) => (
              <Table.Row key={f.guardian_id}>
                <Table.Cell label={m.guardian}>
                  {f.guardian_name}{' '}
                  {f.mobile ? (
                    <span className={styles.muted} dir="ltr">
                      {f.mobile}
                    </span>
                  ) : null}
                </Table.Cell>
                <Table.Cell label={m.children}>{f.children}</Table.Cell>
                <Table.Cell label={m.openBalance}>
                  <strong>{rupees(f.open_balance)}</strong>
                </Table.Cell>
                <Table.Cell label={m.openChallan}>
                  {f.open_challan_id !== null && f.open_challan_no ? (
                    <Button
                      size="sm"
                      variant="ghost"
                      aria-label={format(m.showOf, { number: f.open_challan_no })}
                      onClick={() => props.onShow(f.open_challan_id!)}
                    >
                      <Ltr>{f.open_challan_no}</Ltr>
                    </Button>
                  ) : (
                    <span className={styles.muted}>{m.none}</span>
                  )}
                </Table.Cell>
                <Table.Cell label={t.common.actions}>
                  <Button
                    size="sm"
                    loading={props.issuingId === f.guardian_id}
                    disabled={f.open_balance <= 0}
                    aria-label={format(f.open_challan_id !== null ? m.reissueOf : m.issueOf, {
                      name: f.guardian_name,
                    })}
                    onClick={() => props.onIssue(f.guardian_id)}
                  >
                    {f.open_challan_id !== null ? m.reissue : m.issue}
                  </Button>
                </Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      )}
      {props.challan || props.challanLoading ? <ChallanDialog {...props} /> : null}
    </div>
  );
}

function ChallanDialog(props: FamiliesPanelProps) {
  const t = useFeesMessages();
  const m = t.families;
  const { format, locale } = useI18n();
  const rupees = useRupees();
  const challan = props.challan;
  const amount = (value: number) => groupRupees(value);
  return (
    <Dialog.Root open onOpenChange={(open) => (open ? undefined : props.onCloseChallan())}>
      <Dialog.Content>
        <Dialog.Header>
          <Dialog.Title>
            {challan ? (
              <>
                {format(m.challanTitle, { number: '' })}
                <Ltr>{challan.challan_no}</Ltr>
              </>
            ) : (
              t.common.loading
            )}
          </Dialog.Title>
          {challan ? (
            <Dialog.Description>
              {format(m.issuedFor, {
                name: challan.guardian_name,
                date: dayName(challan.issue_date, locale),
              })}
            </Dialog.Description>
          ) : null}
        </Dialog.Header>
        <Dialog.Body className={styles.stack}>
          {!challan ? (
            <FeesLoading />
          ) : (
            <>
              <div className={styles.row}>
                <Badge tone={STATUS_TONES[challan.status]}>{m.statuses[challan.status]}</Badge>
              </div>
              {challan.consumer_numbers.map((n) => (
                <p key={n.aggregator} data-testid="family-consumer-number">
                  {format(t.common.consumerNumber, {
                    aggregator: t.common.aggregators[n.aggregator],
                    number: '',
                  })}
                  <Ltr>{n.number}</Ltr>
                </p>
              ))}
              <p data-testid="family-within">
                <strong>
                  {format(m.within, {
                    date: dayName(challan.due_date, locale),
                    amount: amount(challan.amount_within_due),
                  })}
                </strong>
              </p>
              <p data-testid="family-after">
                {format(m.after, { amount: amount(challan.amount_after_due) })}
              </p>
              <Table.Root caption={m.linesCaption}>
                <Table.Head>
                  <Table.Row>
                    <Table.ColumnHeader>{t.common.student}</Table.ColumnHeader>
                    <Table.ColumnHeader>{t.common.voucherNo}</Table.ColumnHeader>
                    <Table.ColumnHeader>{t.common.balance}</Table.ColumnHeader>
                    <Table.ColumnHeader>{t.common.status}</Table.ColumnHeader>
                  </Table.Row>
                </Table.Head>
                <Table.Body>
                  {challan.lines.map((line) => (
                    <Table.Row key={line.voucher_id}>
                      <Table.Cell label={t.common.student}>
                        {line.student_name} <span className={styles.muted}>{line.class_name}</span>
                      </Table.Cell>
                      <Table.Cell label={t.common.voucherNo}>
                        <Ltr>{line.voucher_no}</Ltr>{' '}
                        <span className={styles.muted}>{monthName(line.month, locale)}</span>
                      </Table.Cell>
                      <Table.Cell label={t.common.balance}>{rupees(line.balance)}</Table.Cell>
                      <Table.Cell label={t.common.status}>
                        <VoucherStatusBadge status={line.status} />
                      </Table.Cell>
                    </Table.Row>
                  ))}
                </Table.Body>
              </Table.Root>
              <div className={styles.row}>
                <Button variant="outline" onClick={() => props.onDownloadChallan(challan.id)}>
                  {m.downloadPdf}
                </Button>
              </div>
              {challan.payments.length ? (
                <section aria-label={m.payments} className={styles.stack}>
                  <h3>{m.payments}</h3>
                  {challan.payments.map((p) => (
                    <div key={p.id} className={styles.row} data-testid="family-payment">
                      <span>
                        <Ltr>{p.receipt_no}</Ltr> · {dayName(p.paid_on, locale)} ·{' '}
                        {rupees(p.amount)} · {t.common.methods[p.method]}
                      </span>
                      <Button
                        size="sm"
                        variant="ghost"
                        aria-label={format(m.receiptPdf, { number: p.receipt_no })}
                        onClick={() => props.onDownloadReceipt(p.id)}
                      >
                        {t.common.receipt}
                      </Button>
                    </div>
                  ))}
                </section>
              ) : null}
              {props.recorded ? (
                <Alert tone="success">
                  {format(m.recorded, {
                    number: props.recorded.receipt_no,
                    amount: amount(props.recorded.amount),
                    count: props.recorded.parts.length,
                  })}
                </Alert>
              ) : null}
              {challan.status === 'unpaid' ? (
                <FamilyPaymentForm
                  owed={challan.amount_within_due}
                  busy={props.recording ?? false}
                  error={props.recordError ?? null}
                  onRecord={props.onRecord}
                />
              ) : null}
            </>
          )}
        </Dialog.Body>
        <Dialog.Footer>
          <Dialog.Close asChild>
            <Button type="button" variant="outline">
              {t.common.close}
            </Button>
          </Dialog.Close>
        </Dialog.Footer>
      </Dialog.Content>
    </Dialog.Root>
  );
}

function FamilyPaymentForm({
  owed,
  busy,
  error,
  onRecord,
}: {
  owed: number;
  busy: boolean;
  error: string | null;
  onRecord: (draft: PaymentDraft) => void;
}) {
  const t = useFeesMessages();
  const m = t.families;
  const payment = usePaymentInput(owed);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const draft = payment.read();
    if (draft) onRecord(draft);
  };
  return (
    <form onSubmit={submit} noValidate aria-label={m.payTitle} className={styles.stack}>
      <h3>{m.payTitle}</h3>
      {error ? <Alert tone="error">{error}</Alert> : null}
      <PaymentFields payment={payment} amountLabel={m.amount} />
      <div className={styles.row}>
        <Button type="submit" loading={busy}>
          {m.record}
        </Button>
      </div>
    </form>
  );
}
