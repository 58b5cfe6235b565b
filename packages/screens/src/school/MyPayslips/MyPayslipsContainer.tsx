import { errorMessage, useDownloadPayslip, useMyPayslips } from '@watni/api-client';
import { saveBlob } from '../../learner/_shared/saveBlob';
import { MyPayslipsView } from './MyPayslips';

/** /school/my-payslips: a member of staff's own payslips. */
export function MyPayslipsContainer() {
  const mine = useMyPayslips();
  const download = useDownloadPayslip();
  return (
    <MyPayslipsView
      items={mine.data?.items ?? []}
      loading={mine.isPending}
      error={mine.isError ? errorMessage(mine.error, '') || null : null}
      onRetry={() => void mine.refetch()}
      onDownload={(payslipId, lang) =>
        download.mutate(
          { payslipId, lang },
          { onSuccess: (blob) => saveBlob(blob, `payslip-${payslipId}-${lang}.pdf`) },
        )
      }
    />
  );
}
