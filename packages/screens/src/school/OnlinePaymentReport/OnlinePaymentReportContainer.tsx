import { errorMessage, type OnlineProviderId, useOnlinePaymentReport } from '@watni/api-client';
import { useState } from 'react';
import { usePaymentsOnlineMessages } from '../../messages/PaymentsOnlineMessages';
import { OnlinePaymentReportView } from './OnlinePaymentReport';

/** Today in Pakistan (yyyy-mm-dd), the report's first day. */
function karachiToday(): string {
  return new Date(Date.now() + 5 * 3600_000).toISOString().slice(0, 10);
}

/** The reconciliation section of /school/fees/online (admins). */
export function OnlinePaymentReportContainer() {
  const m = usePaymentsOnlineMessages().report;
  const [choice, setChoice] = useState<{ provider: OnlineProviderId; date: string }>({
    provider: 'jazzcash',
    date: karachiToday(),
  });
  const report = useOnlinePaymentReport(choice.provider, choice.date);
  return (
    <OnlinePaymentReportView
      provider={choice.provider}
      date={choice.date}
      report={report.data ?? null}
      loading={report.isPending}
      error={report.isError ? errorMessage(report.error, m.loadFailed) : null}
      onChange={setChoice}
    />
  );
}
