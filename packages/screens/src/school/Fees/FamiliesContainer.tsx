// The data of the family challans tab and of "remind every defaulter" (their views are
// FamiliesPanel and RemindAllDialog).

import {
  errorMessage,
  type FamilyPayment,
  useBillerReport,
  useDownloadFamilyPdf,
  useFamilies,
  useFamilyChallan,
  useFeeReminderRun,
  useIssueFamilyChallan,
  usePreviewFeeReminders,
  useRecordFamilyPayment,
  useStartFeeReminders,
} from '@watni/api-client';
import { Button, useI18n } from '@watni/ui';
import { useState } from 'react';
import { pakistanToday } from '../../format/pakistanTime';
import { saveBlob } from '../../learner/_shared/saveBlob';
import { useFeesMessages } from '../../messages/FeesMessages';
import { BillerReportView, type ReportAggregator } from './BillerReport';
import { FamiliesPanel } from './FamiliesPanel';
import { RemindAllDialog } from './RemindAllDialog';

export function FamiliesTab() {
  const t = useFeesMessages();
  const { locale } = useI18n();
  const families = useFamilies();
  const issue = useIssueFamilyChallan();
  const record = useRecordFamilyPayment();
  const download = useDownloadFamilyPdf();
  const [openId, setOpenId] = useState<number | null>(null);
  const [recorded, setRecorded] = useState<FamilyPayment | null>(null);
  const challan = useFamilyChallan(openId);
  const lang = locale === 'ur' ? 'ur' : 'en';
  const pdf = (kind: 'challan' | 'receipt', id: number) =>
    download.mutate(
      { kind, id, lang },
      { onSuccess: (file) => saveBlob(file.blob, file.fileName) },
    );
  const show = (id: number) => {
    record.reset();
    setRecorded(null);
    setOpenId(id);
  };
  return (
    <FamiliesPanel
      families={families.data?.items ?? []}
      loading={families.isPending}
      error={families.isError ? errorMessage(families.error, t.common.loadFailed) : null}
      onRetry={() => void families.refetch()}
      notice={issue.isError ? errorMessage(issue.error, t.common.loadFailed) : null}
      issuingId={issue.isPending ? (issue.variables?.guardianId ?? null) : null}
      onIssue={(guardianId) =>
        issue.mutate({ guardianId, body: {} }, { onSuccess: (issued) => show(issued.id) })
      }
      onShow={show}
      challan={openId !== null ? (challan.data ?? null) : null}
      challanLoading={openId !== null && challan.isPending}
      onCloseChallan={() => setOpenId(null)}
      onDownloadChallan={(id) => pdf('challan', id)}
      onDownloadReceipt={(id) => pdf('receipt', id)}
      recording={record.isPending}
      recordError={record.isError ? errorMessage(record.error, t.common.loadFailed) : null}
      recorded={recorded}
      onRecord={(draft) =>
        openId !== null &&
        record.mutate({ challanId: openId, body: draft }, { onSuccess: setRecorded })
      }
    />
  );
}

/** The defaulters tab's "Remind every defaulter" button and its dialog. */
export function RemindAll({ classId }: { classId: number | null }) {
  const t = useFeesMessages();
  const [open, setOpen] = useState(false);
  const preview = usePreviewFeeReminders();
  const start = useStartFeeReminders();
  const run = useFeeReminderRun(start.data?.id ?? null);
  const filter = (days: number) => ({
    min_days_overdue: days,
    ...(classId !== null ? { class_id: classId } : {}),
  });
  const failure = preview.error ?? start.error;
  return (
    <>
      <Button
        onClick={() => {
          preview.reset();
          start.reset();
          setOpen(true);
        }}
      >
        {t.remindAll.open}
      </Button>
      {open ? (
        <RemindAllDialog
          onClose={() => setOpen(false)}
          onPreview={(days) => preview.mutate(filter(days))}
          previewing={preview.isPending}
          preview={preview.data ?? null}
          error={failure ? errorMessage(failure, t.common.loadFailed) : null}
          onSend={(days) => start.mutate(filter(days))}
          sending={start.isPending}
          run={run.data ?? start.data ?? null}
        />
      ) : null}
    </>
  );
}

/** The Collection tab's reconciliation of the bank-app payments. */
export function BillerReportSection() {
  const t = useFeesMessages();
  const [choice, setChoice] = useState<{ aggregator: ReportAggregator; date: string }>({
    aggregator: '1bill',
    date: pakistanToday(),
  });
  const report = useBillerReport(choice.aggregator, choice.date);
  return (
    <BillerReportView
      aggregator={choice.aggregator}
      date={choice.date}
      report={report.data ?? null}
      loading={report.isPending}
      error={report.isError ? errorMessage(report.error, t.common.loadFailed) : null}
      onChange={setChoice}
    />
  );
}
