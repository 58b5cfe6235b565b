import type { Voucher, VoucherDetail, VoucherStatus } from '@watni/api-client';
import {
  Alert,
  Button,
  Dialog,
  EmptyState,
  MonthField,
  Pagination,
  SearchInput,
  Select,
  Table,
  TextArea,
  useI18n,
} from '@watni/ui';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { groupRupees } from '../../format/money';
import { useFeesMessages } from '../../messages/FeesMessages';
import * as styles from '../_attendance/attendance.css';
import { Ltr, useCode } from '../_shared/isolate';
import {
  dayName,
  FeesError,
  FeesLoading,
  monthName,
  useRupees,
  VoucherStatusBadge,
  VoucherSums,
} from './FeesParts';
import { PaymentFields, usePaymentInput } from './PaymentFields';
import type { PaymentDraft } from './paymentDraft';

const ALL = 'all';
export const PAGE_SIZE = 20;
const STATUSES: VoucherStatus[] = ['unpaid', 'partially_paid', 'paid', 'cancelled'];

export interface VoucherFilters {
  month: string;
  classId: number | null;
  status: VoucherStatus | null;
  q: string;
  page: number;
}

export type { PaymentDraft } from './paymentDraft';

export interface VouchersPanelProps {
  filters: VoucherFilters;
  onFiltersChange: (filters: VoucherFilters) => void;
  classes: { id: number; name: string }[];
  items: Voucher[];
  total: number;
  loading?: boolean;
  error?: string | null;
  onRetry?: () => void;
  notice?: string | null;
  onDownload: (voucherId: number) => void;
  onReceipt: (paymentId: number) => void;
  /** The voucher whose dialog is open (details, payment), with its detail once loaded. */
  open: { id: number; mode: 'pay' | 'details' } | null;
  onOpenChange: (open: { id: number; mode: 'pay' | 'details' } | null) => void;
  detail: VoucherDetail | null;
  busy?: boolean;
  actionError?: string | null;
  onRecord: (voucherId: number, draft: PaymentDraft) => void;
  onCancelVoucher: (voucherId: number, reason: string) => void;
  onRefund: (paymentId: number, reason: string) => void;
}

/**
 * When the payment (or details) dialog closes, focus goes back to the button that opened it, or
 * to the voucher's details button when a full payment took the "Record payment" button away;
 * never left on <body>. After Radix's own return of focus, which finds no trigger here.
 */
function useFocusReturnToOpener(open: { id: number; mode: 'pay' | 'details' } | null): void {
  const opener = useRef<{ id: number; mode: 'pay' | 'details' } | null>(null);
  useEffect(() => {
    if (open) {
      opener.current = open;
      return;
    }
    const target = opener.current;
    if (!target) return;
    opener.current = null;
    const timer = window.setTimeout(() => {
      const button =
        document.querySelector<HTMLElement>(
          `[data-voucher-action="${target.mode}-${target.id}"]`,
        ) ?? document.querySelector<HTMLElement>(`[data-voucher-action="details-${target.id}"]`);
      button?.focus();
    }, 0);
    return () => window.clearTimeout(timer);
  }, [open]);
}

/** The office's vouchers: filters, a paged table, payment and detail dialogs. */
export function VouchersPanel(props: VouchersPanelProps) {
  useFocusReturnToOpener(props.open);
  const t = useFeesMessages();
  const m = t.vouchers;
  const { format, locale } = useI18n();
  const code = useCode();
  const rupees = useRupees();
  const { filters } = props;
  const set = (change: Partial<VoucherFilters>) =>
    props.onFiltersChange({ ...filters, page: 1, ...change });
  const pageCount = Math.max(1, Math.ceil(props.total / PAGE_SIZE));
  const current = props.items.find((v) => v.id === props.open?.id) ?? null;

  return (
    <div className={styles.stack}>
      <div className={styles.row} style={{ alignItems: 'end' }}>
        <MonthField
          label={t.common.month}
          value={filters.month}
          onChange={(event) => set({ month: event.target.value })}
        />
        <Select
          label={t.common.class}
          value={filters.classId === null ? ALL : String(filters.classId)}
          onValueChange={(v) => set({ classId: v === ALL ? null : Number(v) })}
          options={[
            { value: ALL, label: t.common.allClasses },
            ...props.classes.map((c) => ({ value: String(c.id), label: c.name })),
          ]}
        />
        <Select
          label={t.common.status}
          value={filters.status ?? ALL}
          onValueChange={(v) => set({ status: v === ALL ? null : (v as VoucherStatus) })}
          options={[
            { value: ALL, label: t.common.allStatuses },
            ...STATUSES.map((s) => ({ value: s, label: t.common.statuses[s] })),
          ]}
        />
        <SearchInput label={m.search} value={filters.q} onValueChange={(q) => set({ q })} />
      </div>
      {props.notice ? <Alert tone="success">{props.notice}</Alert> : null}
      {props.loading ? (
        <FeesLoading />
      ) : props.error ? (
        <FeesError message={props.error} onRetry={props.onRetry} />
      ) : props.items.length === 0 ? (
        <EmptyState headingLevel={2} title={m.empty} />
      ) : (
        <>
          <p className={styles.muted}>{format(m.count, { count: props.total })}</p>
          <Table.Root caption={m.caption}>
            <Table.Head>
              <Table.Row>
                <Table.ColumnHeader>{t.common.voucherNo}</Table.ColumnHeader>
                <Table.ColumnHeader>{t.common.student}</Table.ColumnHeader>
                <Table.ColumnHeader>{t.common.class}</Table.ColumnHeader>
                <Table.ColumnHeader>{t.common.month}</Table.ColumnHeader>
                <Table.ColumnHeader>{t.common.total}</Table.ColumnHeader>
                <Table.ColumnHeader>{t.common.balance}</Table.ColumnHeader>
                <Table.ColumnHeader>{t.common.status}</Table.ColumnHeader>
                <Table.ColumnHeader>{t.common.actions}</Table.ColumnHeader>
              </Table.Row>
            </Table.Head>
            <Table.Body>
              {props.items.map((v) => (
                <Table.Row key={v.id}>
                  <Table.Cell label={t.common.voucherNo}>
                    <Ltr>{v.voucher_no}</Ltr>
                  </Table.Cell>
                  <Table.Cell label={t.common.student}>
                    {v.student_name} <span className={styles.muted}>{v.admission_no}</span>
                  </Table.Cell>
                  <Table.Cell label={t.common.class}>
                    {v.class_name} {v.section_name ?? ''}
                  </Table.Cell>
                  <Table.Cell label={t.common.month}>{monthName(v.month, locale)}</Table.Cell>
                  <Table.Cell label={t.common.total}>
                    {rupees(v.total)}
                    {v.late_fee > 0 ? (
                      <span className={styles.muted}>
                        {' '}
                        + {m.lateFeeShort} {rupees(v.late_fee)}
                      </span>
                    ) : null}
                  </Table.Cell>
                  <Table.Cell label={t.common.balance}>{rupees(v.balance)}</Table.Cell>
                  <Table.Cell label={t.common.status}>
                    <VoucherStatusBadge
                      status={v.status}
                      overdue={v.overdue}
                      carriedTo={v.carried_to_no}
                    />
                  </Table.Cell>
                  <Table.Cell label={t.common.actions}>
                    <div className={styles.row}>
                      {v.balance > 0 ? (
                        <Button
                          size="sm"
                          aria-label={format(m.recordFor, { name: v.student_name })}
                          data-voucher-action={`pay-${v.id}`}
                          onClick={() => props.onOpenChange({ id: v.id, mode: 'pay' })}
                        >
                          {m.record}
                        </Button>
                      ) : null}
                      <Button
                        size="sm"
                        variant="outline"
                        aria-label={format(m.detailsOf, { number: code(v.voucher_no) })}
                        data-voucher-action={`details-${v.id}`}
                        onClick={() => props.onOpenChange({ id: v.id, mode: 'details' })}
                      >
                        {m.details}
                      </Button>
                      <Button
                        size="sm"
                        variant="ghost"
                        aria-label={format(t.common.downloadPdfOf, { name: v.student_name })}
                        onClick={() => props.onDownload(v.id)}
                      >
                        {t.common.downloadPdf}
                      </Button>
                    </div>
                  </Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
          {pageCount > 1 ? (
            <Pagination
              page={filters.page}
              pageCount={pageCount}
              onPageChange={(page) => props.onFiltersChange({ ...filters, page })}
              label={t.common.pages}
              previousLabel={t.common.previous}
              nextLabel={t.common.next}
            />
          ) : null}
        </>
      )}
      {props.open && current ? (
        props.open.mode === 'pay' ? (
          <PaymentDialog
            voucher={current}
            busy={props.busy ?? false}
            error={props.actionError ?? null}
            onClose={() => props.onOpenChange(null)}
            onRecord={(draft) => props.onRecord(current.id, draft)}
          />
        ) : (
          <DetailsDialog
            voucher={current}
            detail={props.detail}
            busy={props.busy ?? false}
            error={props.actionError ?? null}
            onClose={() => props.onOpenChange(null)}
            onReceipt={props.onReceipt}
            onCancelVoucher={(reason) => props.onCancelVoucher(current.id, reason)}
            onRefund={props.onRefund}
          />
        )
      ) : null}
    </div>
  );
}

export function PaymentDialog({
  voucher,
  busy,
  error,
  onClose,
  onRecord,
}: {
  voucher: Voucher;
  busy: boolean;
  error: string | null;
  onClose: () => void;
  onRecord: (draft: PaymentDraft) => void;
}) {
  const t = useFeesMessages();
  const m = t.vouchers;
  const { format } = useI18n();
  const payment = usePaymentInput(voucher.balance, voucher.balance);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const draft = payment.read();
    if (draft) onRecord(draft);
  };
  return (
    <Dialog.Root open onOpenChange={(open) => (open ? undefined : onClose())}>
      <Dialog.Content>
        <Dialog.Header>
          <Dialog.Title>{format(m.recordFor, { name: voucher.student_name })}</Dialog.Title>
          <Dialog.Description>
            <Ltr>{voucher.voucher_no}</Ltr> ·{' '}
            {format(m.balanceNow, {
              amount: groupRupees(voucher.balance),
            })}
          </Dialog.Description>
        </Dialog.Header>
        <form onSubmit={submit} noValidate>
          <Dialog.Body className={styles.stack}>
            {error ? <Alert tone="error">{error}</Alert> : null}
            <PaymentFields payment={payment} amountLabel={m.amount} amountHint={m.amountHint} />
          </Dialog.Body>
          <Dialog.Footer>
            <Dialog.Close asChild>
              <Button type="button" variant="outline">
                {t.common.close}
              </Button>
            </Dialog.Close>
            <Button type="submit" loading={busy}>
              {m.record}
            </Button>
          </Dialog.Footer>
        </form>
      </Dialog.Content>
    </Dialog.Root>
  );
}

function DetailsDialog({
  voucher,
  detail,
  busy,
  error,
  onClose,
  onReceipt,
  onCancelVoucher,
  onRefund,
}: {
  voucher: Voucher;
  detail: VoucherDetail | null;
  busy: boolean;
  error: string | null;
  onClose: () => void;
  onReceipt: (paymentId: number) => void;
  onCancelVoucher: (reason: string) => void;
  onRefund: (paymentId: number, reason: string) => void;
}) {
  const t = useFeesMessages();
  const m = t.vouchers;
  const { format, locale } = useI18n();
  const code = useCode();
  const rupees = useRupees();
  const [asking, setAsking] = useState<{ kind: 'cancel' } | { kind: 'refund'; id: number } | null>(
    null,
  );
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | null>(null);
  const confirm = () => {
    if (!reason.trim()) return setReasonError(t.common.reasonRequired);
    if (asking?.kind === 'cancel') onCancelVoucher(reason.trim());
    if (asking?.kind === 'refund') onRefund(asking.id, reason.trim());
    setAsking(null);
    setReason('');
    setReasonError(null);
  };
  return (
    <Dialog.Root open onOpenChange={(open) => (open ? undefined : onClose())}>
      <Dialog.Content size="lg">
        <Dialog.Header>
          <Dialog.Title>{format(m.detailsOf, { number: code(voucher.voucher_no) })}</Dialog.Title>
          <Dialog.Description>
            {voucher.student_name} · {voucher.class_name} {voucher.section_name ?? ''} ·{' '}
            {monthName(voucher.month, locale)} · {t.common.dueDate}:{' '}
            {dayName(voucher.due_date, locale)}
          </Dialog.Description>
        </Dialog.Header>
        <Dialog.Body className={styles.stack}>
          {error ? <Alert tone="error">{error}</Alert> : null}
          {!detail ? (
            <FeesLoading />
          ) : (
            <>
              <VoucherStatusBadge
                status={detail.status}
                overdue={detail.overdue}
                carriedTo={detail.carried_to_no}
              />
              {detail.cancel_reason ? (
                <p className={styles.muted}>
                  {format(m.cancelledBecause, { reason: detail.cancel_reason })}
                </p>
              ) : null}
              <Table.Root caption={m.lines}>
                <Table.Head>
                  <Table.Row>
                    <Table.ColumnHeader>{m.line}</Table.ColumnHeader>
                    <Table.ColumnHeader>{m.amount}</Table.ColumnHeader>
                    <Table.ColumnHeader>{m.concession}</Table.ColumnHeader>
                    <Table.ColumnHeader>{m.net}</Table.ColumnHeader>
                  </Table.Row>
                </Table.Head>
                <Table.Body>
                  {detail.lines.map((l) => (
                    <Table.Row key={`${l.kind}:${l.label}`}>
                      <Table.Cell label={m.line}>
                        {l.kind === 'arrears' ? (
                          m.lineArrears
                        ) : l.kind === 'transport' && l.detail ? (
                          format(m.lineTransport, { detail: `\u2068${l.detail}\u2069` })
                        ) : (
                          <bdi>{l.label}</bdi>
                        )}
                      </Table.Cell>
                      <Table.Cell label={m.amount}>{rupees(l.amount)}</Table.Cell>
                      <Table.Cell label={m.concession}>{rupees(l.concession)}</Table.Cell>
                      <Table.Cell label={m.net}>{rupees(l.net)}</Table.Cell>
                    </Table.Row>
                  ))}
                </Table.Body>
              </Table.Root>
              <VoucherSums voucher={detail} />
              {detail.consumer_numbers.map((c) => (
                <p key={c.aggregator} data-testid="consumer-number">
                  {format(t.common.consumerNumber, {
                    aggregator: t.common.aggregators[c.aggregator],
                    number: c.number,
                  })}
                </p>
              ))}
              {detail.late_fee_after_due > 0 ? (
                <p className={styles.muted}>
                  {format(m.lateFeeAfter, {
                    amount: groupRupees(detail.late_fee_after_due),
                  })}
                </p>
              ) : null}
              <h3 className={styles.heading}>{m.payments}</h3>
              {detail.payments.length === 0 ? (
                <p className={styles.muted}>{m.noPayments}</p>
              ) : (
                <ul className={styles.plainList}>
                  {detail.payments.map((p) => (
                    <li key={p.id} className={styles.spread}>
                      <span>
                        <Ltr>{p.receipt_no}</Ltr> · {dayName(p.paid_on, locale)} ·{' '}
                        {t.common.methods[p.method]}
                        {p.reference ? ` · ${p.reference}` : ''} ·{' '}
                        <strong>{rupees(p.amount)}</strong>
                        {p.status === 'refunded' ? (
                          <span className={styles.muted}>
                            {' '}
                            · {format(m.refunded, { reason: p.refund_reason ?? '' })}
                          </span>
                        ) : null}
                      </span>
                      <span className={styles.row}>
                        <Button
                          size="sm"
                          variant="outline"
                          aria-label={format(t.common.receiptOf, { number: code(p.receipt_no) })}
                          onClick={() => onReceipt(p.id)}
                        >
                          {t.common.receipt}
                        </Button>
                        {p.status === 'recorded' ? (
                          <Button
                            size="sm"
                            variant="ghost"
                            aria-label={format(m.refundOf, { number: code(p.receipt_no) })}
                            onClick={() => setAsking({ kind: 'refund', id: p.id })}
                          >
                            {m.refund}
                          </Button>
                        ) : null}
                      </span>
                    </li>
                  ))}
                </ul>
              )}
              {asking ? (
                <div className={styles.stack}>
                  <p className={styles.muted}>
                    {asking.kind === 'cancel' ? m.cancelDescription : m.refundDescription}
                  </p>
                  <TextArea
                    label={t.common.reason}
                    value={reason}
                    maxLength={500}
                    error={reasonError ?? undefined}
                    onChange={(event) => setReason(event.target.value)}
                  />
                  <div className={styles.row}>
                    <Button variant="danger" loading={busy} onClick={confirm}>
                      {asking.kind === 'cancel' ? m.confirmCancel : m.confirmRefund}
                    </Button>
                    <Button variant="ghost" onClick={() => setAsking(null)}>
                      {t.common.close}
                    </Button>
                  </div>
                </div>
              ) : detail.status === 'unpaid' &&
                detail.paid_amount === 0 &&
                !detail.carried_to_no ? (
                <Button variant="outline" onClick={() => setAsking({ kind: 'cancel' })}>
                  {m.cancelVoucher}
                </Button>
              ) : null}
            </>
          )}
        </Dialog.Body>
        <Dialog.Footer>
          <Dialog.Close asChild>
            <Button variant="outline">{t.common.close}</Button>
          </Dialog.Close>
        </Dialog.Footer>
      </Dialog.Content>
    </Dialog.Root>
  );
}
