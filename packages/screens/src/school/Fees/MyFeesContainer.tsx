import { errorMessage, type MyVoucher, useMyVouchers } from '@watni/api-client';
import type { ReactNode } from 'react';
import { useFeesMessages } from '../../messages/FeesMessages';
import { useFeePdf } from './FeesOfficeContainer';
import { MyFeesView } from './MyFees';

/** /fees for parents and students. `renderPay`: the online-payment slot. */
export function MyFeesContainer({
  renderPay,
}: {
  renderPay?: (voucher: MyVoucher) => ReactNode;
} = {}) {
  const t = useFeesMessages();
  const list = useMyVouchers();
  const pdf = useFeePdf();
  return (
    <MyFeesView
      vouchers={list.data?.items ?? []}
      loading={list.isPending}
      error={list.isError ? errorMessage(list.error, t.common.loadFailed) : null}
      onRetry={() => void list.refetch()}
      onDownload={(id) => pdf('voucher', id)}
      onReceipt={(id) => pdf('receipt', id)}
      {...(renderPay ? { renderPay } : {})}
    />
  );
}
