// The page a payer comes back to from the provider: /fees/payment?ref=…
// It shows what the SERVICE knows (the stored status, confirmed only by the provider's verified
// notification), never what the address says: "Payment received", "Payment pending" (polled
// until the provider confirms) or "Payment failed".
import type { OnlinePayment } from '@watni/api-client';
import { Alert, Button, Card, Container, PageHeader, Spinner, useI18n } from '@watni/ui';
import { Link } from 'react-router-dom';
import { usePaymentsOnlineMessages } from '../../messages/PaymentsOnlineMessages';
import * as styles from '../_attendance/attendance.css';
import { useRupees } from '../Fees/FeesParts';

export interface PaymentReturnViewProps {
  payment: OnlinePayment | null;
  loading?: boolean;
  /** The payment is not the caller's, or the address names none. */
  notFound?: boolean;
  onReceipt: (paymentId: number) => void;
}

export function PaymentReturnView({
  payment,
  loading,
  notFound,
  onReceipt,
}: PaymentReturnViewProps) {
  const t = usePaymentsOnlineMessages();
  const m = t.result;
  const { format } = useI18n();
  const rupees = useRupees();
  const back = payment?.enrollment_id ? (
    <Button asChild variant="outline">
      <Link to="/dashboard">{m.backToCourses}</Link>
    </Button>
  ) : (
    <Button asChild variant="outline">
      <Link to="/fees">{m.backToFees}</Link>
    </Button>
  );
  let body: React.ReactNode;
  if (loading) {
    body = (
      <p className={styles.row}>
        <Spinner label={m.loading} /> {m.loading}
      </p>
    );
  } else if (notFound || !payment) {
    body = <Alert tone="error">{m.notFound}</Alert>;
  } else {
    const provider = t.providers[payment.provider];
    const amount = rupees(payment.amount);
    if (payment.status === 'confirmed') {
      body = (
        <>
          <Alert tone="success" title={m.received}>
            {format(m.receivedText, { amount, provider, reference: payment.txn_ref })}
          </Alert>
          {payment.refund_due ? <Alert tone="warning">{m.refundDue}</Alert> : null}
          {payment.payment_id ? (
            <div className={styles.row}>
              <Button onClick={() => onReceipt(payment.payment_id as number)}>{m.receipt}</Button>
            </div>
          ) : null}
        </>
      );
    } else if (payment.status === 'pending' && payment.payment_token) {
      // Easypaisa over the counter: the token the payer quotes at a shop, as Easypaisa stated it.
      body = (
        <Alert tone="info" title={m.otcTitle}>
          <p>{format(m.otcText, { amount })}</p>
          <dl className={styles.stack}>
            <dt>{m.otcToken}</dt>
            <dd dir="ltr" style={{ fontSize: '1.5rem', fontWeight: 700, margin: 0 }}>
              {payment.payment_token}
            </dd>
            {payment.payment_token_expiry ? (
              <>
                <dt>{m.otcExpiry}</dt>
                <dd dir="ltr" style={{ margin: 0 }}>
                  {payment.payment_token_expiry}
                </dd>
              </>
            ) : null}
          </dl>
        </Alert>
      );
    } else if (payment.status === 'pending') {
      body = (
        <Alert tone="info" title={m.pending}>
          <span className={styles.row}>
            <Spinner label={m.pending} /> {format(m.pendingText, { provider })}
          </span>
        </Alert>
      );
    } else {
      body = (
        <Alert tone="error" title={m.failed}>
          {format(m.failedText, {
            status: payment.status === 'cancelled' ? m.statusCancelled : m.statusFailed,
          })}
          {payment.status_detail ? (
            <p dir="auto">{format(m.providerSaid, { provider, detail: payment.status_detail })}</p>
          ) : null}
        </Alert>
      );
    }
  }
  return (
    <Container asChild>
      <div className={styles.stack}>
        <PageHeader title={m.title} divider />
        <Card.Root>
          <Card.Body className={styles.stack}>
            {body}
            <div className={styles.row}>{back}</div>
          </Card.Body>
        </Card.Root>
      </div>
    </Container>
  );
}
