import { MyFeesContainer } from '../Fees/MyFeesContainer';
import { PayOnline } from './PayOnline';

/** /fees: the family's vouchers with "Pay online" on every open one. */
export function FamilyFeesContainer() {
  return (
    <MyFeesContainer
      renderPay={(voucher) => <PayOnline amount={voucher.balance} voucherId={voucher.id} />}
    />
  );
}
