import { ApiError, useOnlinePayment } from '@watni/api-client';
import { useSearchParams } from 'react-router-dom';
import { useFeePdf } from '../Fees/FeesOfficeContainer';
import { PaymentReturnView } from './PaymentReturn';

/** /fees/payment?ref=W… — where the providers send the payer back (through the service). */
export function PaymentReturnContainer() {
  const [search] = useSearchParams();
  const ref = search.get('ref');
  const payment = useOnlinePayment(ref);
  const pdf = useFeePdf();
  const missing = !ref || (payment.isError && payment.error instanceof ApiError);
  return (
    <PaymentReturnView
      payment={payment.data ?? null}
      loading={!!ref && payment.isPending}
      notFound={missing}
      onReceipt={(id) => pdf('receipt', id)}
    />
  );
}
