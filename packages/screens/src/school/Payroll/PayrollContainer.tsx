import {
  errorMessage,
  useApprovePayrollRun,
  useCreatePrintJob,
  useCreateStaffAdvance,
  useDownloadPayslip,
  useDownloadPrintJobFile,
  useIncomeTaxSlabs,
  usePayrollRun,
  usePayrollRuns,
  usePayrollStaff,
  usePrintJob,
  useRunPayrollMonth,
  useSaveIncomeTaxSlabs,
  useStaffAdvances,
} from '@watni/api-client';
import { useI18n } from '@watni/ui';
import { useState } from 'react';
import { pakistanThisMonth } from '../../format/pakistanTime';
import { saveBlob } from '../../learner/_shared/saveBlob';
import { usePayrollMessages } from '../../messages/PayrollMessages';
import { useExport } from '../_shared/useExport';
import { PayrollView } from './Payroll';

/** /school/payroll: the office's months, payslips, approval, printing, advances and tax slabs. */
export function PayrollContainer() {
  const t = usePayrollMessages();
  const { locale } = useI18n();
  const runs = usePayrollRuns();
  const [runId, setRunId] = useState<number | null>(null);
  const [jobId, setJobId] = useState<number | null>(null);
  const detail = usePayrollRun(runId);
  const run = useRunPayrollMonth();
  const approve = useApprovePayrollRun();
  const staff = usePayrollStaff();
  const advances = useStaffAdvances();
  const slabs = useIncomeTaxSlabs();
  const giveAdvance = useCreateStaffAdvance();
  const saveSlabs = useSaveIncomeTaxSlabs();
  const payslipPdf = useDownloadPayslip();
  const createJob = useCreatePrintJob();
  const job = usePrintJob(jobId);
  const downloadJob = useDownloadPrintJobFile();
  const bankSheet = useExport(runId ? { list: 'payrollBankSheet', runId } : null);
  const detailOf = (error: unknown) => errorMessage(error, '') || t.common.notSaved;
  const lang = locale === 'ur' ? 'ur' : 'en';
  return (
    <PayrollView
      runs={runs.data?.items ?? []}
      loading={runs.isPending}
      error={runs.isError ? errorMessage(runs.error, '') || null : null}
      onRetry={() => void runs.refetch()}
      defaultMonth={pakistanThisMonth()}
      running={run.isPending}
      onRun={async (month) => {
        try {
          const done = await run.mutateAsync(month);
          setRunId(done.run.id);
          setJobId(null);
          return null;
        } catch (error) {
          return detailOf(error);
        }
      }}
      selected={runId && detail.data ? detail.data : null}
      selectedLoading={detail.isPending}
      onSelect={(id) => {
        setRunId(id);
        setJobId(null);
      }}
      approving={approve.isPending}
      onApprove={async (id) => {
        try {
          await approve.mutateAsync(id);
          return null;
        } catch (error) {
          return detailOf(error);
        }
      }}
      onPayslipPdf={(payslipId) =>
        payslipPdf.mutate(
          { payslipId, lang },
          { onSuccess: (blob) => saveBlob(blob, `payslip-${payslipId}-${lang}.pdf`) },
        )
      }
      onPrint={(language) => {
        if (!detail.data) return;
        createJob.mutate(
          { kind: 'payslips', scope: 'school', month: detail.data.run.month, language },
          { onSuccess: (created) => setJobId(created.id) },
        );
      }}
      printJob={job.data ?? null}
      onDownloadPrint={() => {
        if (!job.data) return;
        const name = job.data.file_name ?? 'payslips.pdf';
        downloadJob.mutate(job.data.id, { onSuccess: (blob) => saveBlob(blob, name) });
      }}
      bankSheet={bankSheet}
      staff={staff.data?.items ?? []}
      advances={advances.data?.items ?? []}
      onGiveAdvance={async (draft) => {
        try {
          await giveAdvance.mutateAsync(draft);
          return null;
        } catch (error) {
          return detailOf(error);
        }
      }}
      slabs={slabs.data?.items ?? []}
      slabsAreDefault={slabs.data?.is_default ?? true}
      taxYearOfDefault={slabs.data?.tax_year_of_default ?? ''}
      savingSlabs={saveSlabs.isPending}
      onSaveSlabs={async (body) => {
        try {
          await saveSlabs.mutateAsync(body);
          return null;
        } catch (error) {
          return detailOf(error);
        }
      }}
    />
  );
}
