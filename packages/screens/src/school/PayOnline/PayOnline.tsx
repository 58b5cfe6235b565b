// "Pay online" on an open voucher or a pending paid enrolment: one button per
// provider the school offers. Pressing one starts a checkout on the server and sends the browser
// to the provider's hosted page (the signed form is posted as a full page).
import {
  errorMessage,
  type OnlineProviderId,
  submitCheckout,
  useCreateOnlineCheckout,
  useOnlinePaymentProviders,
} from '@watni/api-client';
import { Alert, Badge, Button, useI18n } from '@watni/ui';
import { useState } from 'react';
import { usePaymentsOnlineMessages } from '../../messages/PaymentsOnlineMessages';
import * as styles from '../_attendance/attendance.css';
import { useCode } from '../_shared/isolate';
import { useRupees } from '../Fees/FeesParts';
import * as payStyles from './PayOnline.css';

export interface PayOnlineViewProps {
  /** Whole rupees to pay. */
  amount: number;
  providers: OnlineProviderId[];
  /** The provider being opened, while the checkout starts. */
  busy?: OnlineProviderId | null;
  error?: string | null;
  onPay: (provider: OnlineProviderId) => void;
}

export function PayOnlineView({
  amount,
  providers,
  busy = null,
  error,
  onPay,
}: PayOnlineViewProps) {
  const t = usePaymentsOnlineMessages();
  const { format } = useI18n();
  const rupees = useRupees();
  const code = useCode();
  if (providers.length === 0) return null;
  return (
    <div className={styles.row} data-pay-online>
      {providers.map((provider) => {
        const name = t.providers[provider];
        return (
          <Button
            key={provider}
            size="sm"
            className={payStyles.payButton}
            loading={busy === provider}
            disabled={busy !== null}
            onClick={() => onPay(provider)}
          >
            {busy === provider
              ? format(t.pay.starting, { provider: name })
              : format(t.pay.payWith, { amount: code(rupees(amount)), provider: name })}
          </Button>
        );
      })}
      {error ? <Alert tone="error">{error}</Alert> : null}
    </div>
  );
}

/** Pays a voucher (`voucherId`) or the caller's pending enrolment (`enrollmentId`). */
export function PayOnline({
  amount,
  voucherId,
  enrollmentId,
}: {
  amount: number;
  voucherId?: number;
  enrollmentId?: number;
}) {
  const t = usePaymentsOnlineMessages();
  const { locale } = useI18n();
  const providers = useOnlinePaymentProviders();
  const checkout = useCreateOnlineCheckout();
  const [busy, setBusy] = useState<OnlineProviderId | null>(null);
  const pay = (provider: OnlineProviderId) => {
    setBusy(provider);
    checkout.mutate(
      {
        provider,
        // The provider's page (the sandbox's) speaks the language the parent reads the site in.
        language: locale === 'ur' ? 'ur' : 'en',
        ...(voucherId !== undefined ? { voucher_id: voucherId } : {}),
        ...(enrollmentId !== undefined ? { enrollment_id: enrollmentId } : {}),
      },
      {
        onSuccess: (form) => submitCheckout(form),
        onError: () => setBusy(null),
      },
    );
  };
  return (
    <PayOnlineView
      amount={amount}
      providers={providers.data?.items ?? []}
      busy={busy}
      error={checkout.isError ? errorMessage(checkout.error, t.pay.failed) : null}
      onPay={pay}
    />
  );
}

/** A pending enrolment already paid online: the admin approves it. */
export function PaidOnlineNote({
  amount,
  provider,
}: {
  amount: number;
  provider: OnlineProviderId;
}) {
  const t = usePaymentsOnlineMessages();
  const { format } = useI18n();
  const rupees = useRupees();
  return (
    <p className={styles.row}>
      <Badge tone="success">{t.result.received}</Badge>
      <span>
        {format(t.pay.paidAwaiting, { amount: rupees(amount), provider: t.providers[provider] })}
      </span>
    </p>
  );
}
