// How to pay for a paid course: the school's bank account and its
// instructions, then the admin approves the enrolment. Each way of paying is one entry of
// `methods`: today the bank transfer; vouchers and JazzCash/Easypaisa (the fees module) add theirs.
import type { PaymentDetails } from '@watni/api-client';
import { Card, Skeleton, useI18n } from '@watni/ui';
import { useTeachingMessages } from '../../messages/TeachingMessages';
import * as styles from './PaymentInstructions.css';

export type PaymentInfoState =
  | { status: 'loading' }
  | { status: 'error' }
  | { status: 'ready'; details: PaymentDetails };

export interface PaymentInstructionsProps {
  payment: PaymentInfoState;
  /** The formatted price ('PKR 2,500'). */
  price: string;
  /** The learner has asked already and waits for the payment to be confirmed. */
  pending: boolean;
}

/** Whether the school has given any way to pay. */
export function hasPaymentDetails(details: PaymentDetails): boolean {
  return Object.values(details).some((value) => value !== null && value !== '');
}

/** An IBAN in groups of four, as printed on a cheque book: PK36 SCBL 0000 …. */
export function groupIban(iban: string): string {
  return iban.replace(/(.{4})(?=.)/g, '$1 ');
}

function BankTransfer({ details }: { details: PaymentDetails }) {
  const p = useTeachingMessages().payment;
  const rows: [string, string | null, boolean][] = [
    [p.bank, details.bank_name, false],
    [p.accountTitle, details.account_title, false],
    [p.accountNumber, details.account_number, true],
    [p.iban, details.iban ? groupIban(details.iban) : null, true],
  ];
  return (
    <>
      <dl className={styles.facts}>
        {rows
          .filter(([, value]) => value)
          .map(([label, value, code]) => (
            <div key={label} className={styles.fact}>
              <dt className={styles.label}>{label}</dt>
              <dd className={code ? styles.code : styles.value} dir={code ? 'ltr' : undefined}>
                {value}
              </dd>
            </div>
          ))}
      </dl>
      {details.instructions ? (
        <div className={styles.fact}>
          <h3 className={styles.label}>{p.instructions}</h3>
          <p className={styles.instructions}>{details.instructions}</p>
        </div>
      ) : null}
    </>
  );
}

export function PaymentInstructions({ payment, price, pending }: PaymentInstructionsProps) {
  const p = useTeachingMessages().payment;
  const { format } = useI18n();
  let body: React.ReactNode;
  if (payment.status === 'loading') body = <Skeleton lines={4} />;
  else if (payment.status === 'error') body = <p className={styles.muted}>{p.loadFailed}</p>;
  else if (!hasPaymentDetails(payment.details)) body = <p className={styles.muted}>{p.notSet}</p>;
  else body = <BankTransfer details={payment.details} />;
  return (
    <Card.Root>
      <Card.Body className={styles.card}>
        <section aria-labelledby="how-to-pay" className={styles.card} data-testid="payment-details">
          <h2 id="how-to-pay" className={styles.heading}>
            {p.title}
          </h2>
          <p className={styles.intro}>{format(pending ? p.pendingIntro : p.intro, { price })}</p>
          {body}
        </section>
      </Card.Body>
    </Card.Root>
  );
}
