// /fees: a parent's children's vouchers (or a student's own), newest first, with the voucher PDF
// and the receipts. `renderPay` is the slot for online payment (online payment adds the "Pay
// online" button there); without it the card shows no payment action.
import type { MyVoucher } from '@watni/api-client';
import { Button, Card, Container, EmptyState, PageHeader, useI18n } from '@watni/ui';
import type { ReactNode } from 'react';
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

export interface MyFeesViewProps {
  vouchers: MyVoucher[];
  loading?: boolean;
  error?: string | null;
  onRetry?: () => void;
  onDownload: (voucherId: number) => void;
  onReceipt: (paymentId: number) => void;
  /** The online-payment action of an open voucher, beside the PDF button. */
  renderPay?: (voucher: MyVoucher) => ReactNode;
}

export function MyFeesView(props: MyFeesViewProps) {
  const t = useFeesMessages();
  const m = t.family;
  const { format, locale } = useI18n();
  const code = useCode();
  const rupees = useRupees();
  const owed = props.vouchers.reduce((sum, v) => sum + v.balance, 0);
  return (
    <Container asChild>
      <div className={styles.stack}>
        <PageHeader title={m.title} description={m.description} divider />
        {props.loading ? (
          <FeesLoading />
        ) : props.error ? (
          <FeesError message={props.error} onRetry={props.onRetry} />
        ) : props.vouchers.length === 0 ? (
          <EmptyState headingLevel={2} title={m.empty} />
        ) : (
          <>
            <p>
              <strong>
                {owed > 0 ? format(m.owed, { amount: groupRupees(owed) }) : m.allPaid}
              </strong>
            </p>
            <ul className={styles.plainList}>
              {props.vouchers.map((v) => (
                <li key={v.id}>
                  <Card.Root>
                    <Card.Header>
                      <Card.Title level={2}>
                        {v.student_name} · {monthName(v.month, locale)}
                      </Card.Title>
                    </Card.Header>
                    <Card.Body className={styles.stack}>
                      <div className={styles.spread}>
                        <span>
                          {t.common.voucherNo} <Ltr>{v.voucher_no}</Ltr>
                        </span>
                        <VoucherStatusBadge
                          status={v.status}
                          overdue={v.overdue}
                          carriedTo={v.carried_to_no}
                        />
                      </div>
                      <VoucherSums voucher={v} />
                      {v.balance > 0 ? (
                        <p className={styles.muted}>
                          {format(m.payBy, { date: dayName(v.due_date, locale) })}
                        </p>
                      ) : null}
                      <div className={styles.row}>
                        <Button
                          variant="outline"
                          size="sm"
                          aria-label={format(t.common.downloadPdfOf, { name: v.student_name })}
                          onClick={() => props.onDownload(v.id)}
                        >
                          {t.common.downloadPdf}
                        </Button>
                        {v.balance > 0 && props.renderPay ? props.renderPay(v) : null}
                      </div>
                      {v.payments.some((p) => p.status === 'recorded') ? (
                        <div className={styles.row}>
                          <span className={styles.muted}>{m.receipts}:</span>
                          {v.payments
                            .filter((p) => p.status === 'recorded')
                            .map((p) => (
                              <Button
                                key={p.id}
                                variant="ghost"
                                size="sm"
                                onClick={() => props.onReceipt(p.id)}
                              >
                                {format(t.common.receiptOf, { number: code(p.receipt_no) })} ·{' '}
                                {rupees(p.amount)}
                              </Button>
                            ))}
                        </div>
                      ) : null}
                    </Card.Body>
                  </Card.Root>
                </li>
              ))}
            </ul>
          </>
        )}
      </div>
    </Container>
  );
}
