import {
  errorMessage,
  useAcademicYears,
  useBillerSettings,
  useCancelVoucher,
  useClasses,
  useCreateFeeHead,
  useDownloadFeePdf,
  useFeeCollection,
  useFeeDefaulters,
  useFeeHeads,
  useFeeSettings,
  useFeeStructure,
  useRecordFeePayment,
  useRefundFeePayment,
  useRemindFeeDefaulter,
  useSaveClassFeeStructure,
  useStartVoucherRun,
  useUpdateBillerSettings,
  useUpdateFeeHead,
  useUpdateFeeSettings,
  useVoucher,
  useVoucherRuns,
  useVouchers,
} from '@watni/api-client';
import { useI18n } from '@watni/ui';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { pakistanToday } from '../../format/pakistanTime';
import { saveBlob } from '../../learner/_shared/saveBlob';
import { useFeesMessages } from '../../messages/FeesMessages';
import { useExport } from '../_shared/useExport';
import { BillerCard } from './BillerCard';
import { BillerReportSection, FamiliesTab, RemindAll } from './FamiliesContainer';
import { FEES_TABS, FeesOfficeView, type FeesTab } from './FeesOffice';
import { CollectionPanel, DefaultersPanel, RunsPanel } from './OfficePanels';
import { SetupPanel } from './SetupPanel';
import { PAGE_SIZE, type VoucherFilters, VouchersPanel } from './VouchersPanel';

/** Downloads a voucher or receipt PDF in the reader's language. */
export function useFeePdf() {
  const download = useDownloadFeePdf();
  const { locale } = useI18n();
  return (kind: 'voucher' | 'receipt', id: number) =>
    download.mutate(
      { kind, id, lang: locale === 'ur' ? 'ur' : 'en' },
      { onSuccess: (file) => saveBlob(file.blob, file.fileName) },
    );
}

const classList = (data: { items: { id: number; name: string }[] } | undefined) =>
  (data?.items ?? []).map((c) => ({ id: c.id, name: c.name }));

/** /school/fees (the school office): ?tab= keeps the open tab in the address. */
export function FeesOfficeContainer() {
  const [search, setSearch] = useSearchParams();
  const asked = search.get('tab') as FeesTab | null;
  const tab: FeesTab = asked && FEES_TABS.includes(asked) ? asked : 'vouchers';
  return (
    <FeesOfficeView tab={tab} onTabChange={(next) => setSearch({ tab: next }, { replace: true })}>
      {tab === 'vouchers' ? <VouchersTab /> : null}
      {tab === 'runs' ? <RunsTab /> : null}
      {tab === 'defaulters' ? <DefaultersTab /> : null}
      {tab === 'families' ? <FamiliesTab /> : null}
      {tab === 'collection' ? (
        <>
          <CollectionTab />
          <BillerReportSection />
        </>
      ) : null}
      {tab === 'setup' ? (
        <>
          <SetupTab />
          <BillerTab />
        </>
      ) : null}
    </FeesOfficeView>
  );
}

function VouchersTab() {
  const t = useFeesMessages();
  const { format } = useI18n();
  const classes = useClasses();
  const [filters, setFilters] = useState<VoucherFilters>({
    month: pakistanToday().slice(0, 7),
    classId: null,
    status: null,
    q: '',
    page: 1,
  });
  const list = useVouchers({
    ...(filters.month ? { month: filters.month } : {}),
    ...(filters.classId ? { class_id: filters.classId } : {}),
    ...(filters.status ? { status: filters.status } : {}),
    ...(filters.q.trim() ? { q: filters.q.trim() } : {}),
    skip: (filters.page - 1) * PAGE_SIZE,
    limit: PAGE_SIZE,
  });
  const [open, setOpen] = useState<{ id: number; mode: 'pay' | 'details' } | null>(null);
  const detail = useVoucher(open?.mode === 'details' ? open.id : null);
  const record = useRecordFeePayment();
  const cancel = useCancelVoucher();
  const refund = useRefundFeePayment();
  const [notice, setNotice] = useState<string | null>(null);
  const [actionError, setActionError] = useState<string | null>(null);
  const pdf = useFeePdf();
  const failed = (error: unknown) => setActionError(errorMessage(error, t.common.loadFailed));
  return (
    <VouchersPanel
      filters={filters}
      onFiltersChange={setFilters}
      classes={classList(classes.data)}
      items={list.data?.items ?? []}
      total={list.data?.total ?? 0}
      loading={list.isPending}
      error={list.isError ? errorMessage(list.error, t.common.loadFailed) : null}
      onRetry={() => void list.refetch()}
      notice={notice}
      onDownload={(id) => pdf('voucher', id)}
      onReceipt={(id) => pdf('receipt', id)}
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        setActionError(null);
      }}
      detail={detail.data ?? null}
      busy={record.isPending || cancel.isPending || refund.isPending}
      actionError={actionError}
      onRecord={(voucherId, body) =>
        record.mutate(
          { voucherId, body },
          {
            onSuccess: (payment) => {
              setOpen({ id: voucherId, mode: 'details' });
              setNotice(format(t.vouchers.recorded, { number: payment.receipt_no }));
            },
            onError: failed,
          },
        )
      }
      onCancelVoucher={(voucherId, reason) =>
        cancel.mutate({ voucherId, reason }, { onError: failed })
      }
      onRefund={(paymentId, reason) => refund.mutate({ paymentId, reason }, { onError: failed })}
    />
  );
}

function RunsTab() {
  const t = useFeesMessages();
  const classes = useClasses();
  const runs = useVoucherRuns({ limit: 20 });
  const start = useStartVoucherRun();
  return (
    <RunsPanel
      classes={classList(classes.data)}
      runs={runs.data?.items ?? []}
      loading={runs.isPending}
      error={runs.isError ? errorMessage(runs.error, t.common.loadFailed) : null}
      onRetry={() => void runs.refetch()}
      starting={start.isPending}
      started={start.isSuccess}
      startError={start.isError ? errorMessage(start.error, t.common.loadFailed) : null}
      defaultMonth={pakistanToday().slice(0, 7)}
      onStart={(body) => start.mutate(body)}
    />
  );
}

const DEFAULTERS_PAGE = 20;

function DefaultersTab() {
  const t = useFeesMessages();
  const { format } = useI18n();
  const classes = useClasses();
  const [classId, setClassId] = useState<number | null>(null);
  const [page, setPage] = useState(1);
  const list = useFeeDefaulters({
    ...(classId ? { class_id: classId } : {}),
    skip: (page - 1) * DEFAULTERS_PAGE,
    limit: DEFAULTERS_PAGE,
  });
  const remind = useRemindFeeDefaulter();
  const [notice, setNotice] = useState<string | null>(null);
  const pdf = useFeePdf();
  const exportMenu = useExport({
    list: 'feeDefaulters',
    query: classId ? { class_id: classId } : {},
  });
  return (
    <DefaultersPanel
      exportMenu={exportMenu}
      classes={classList(classes.data)}
      classId={classId}
      onClassChange={(id) => {
        setClassId(id);
        setPage(1);
      }}
      items={list.data?.items ?? []}
      total={list.data?.total ?? 0}
      totalOverdue={list.data?.total_overdue ?? 0}
      page={page}
      pageSize={DEFAULTERS_PAGE}
      onPageChange={setPage}
      loading={list.isPending}
      error={list.isError ? errorMessage(list.error, t.common.loadFailed) : null}
      onRetry={() => void list.refetch()}
      notice={remind.isError ? errorMessage(remind.error, t.common.loadFailed) : notice}
      remindingId={remind.isPending ? (remind.variables ?? null) : null}
      onRemind={(voucherId) =>
        remind.mutate(voucherId, {
          onSuccess: (result) =>
            setNotice(format(t.defaulters.reminded, { count: result.notified })),
        })
      }
      onDownload={(id) => pdf('voucher', id)}
      remindAll={<RemindAll classId={classId} />}
    />
  );
}

function CollectionTab() {
  const t = useFeesMessages();
  const month = pakistanToday().slice(0, 7);
  const [range, setRange] = useState({ from: `${month.slice(0, 4)}-01`, to: month });
  const report = useFeeCollection(range.from, range.to);
  const exportMenu = useExport({ list: 'feeCollection', query: range });
  return (
    <CollectionPanel
      exportMenu={exportMenu}
      from={range.from}
      to={range.to}
      onRangeChange={(from, to) => setRange({ from, to })}
      report={report.data ?? null}
      loading={report.isPending}
      error={report.isError ? errorMessage(report.error, t.common.loadFailed) : null}
      onRetry={() => void report.refetch()}
    />
  );
}

function SetupTab() {
  const t = useFeesMessages();
  const heads = useFeeHeads();
  const years = useAcademicYears();
  const settings = useFeeSettings();
  const [chosenYear, setChosenYear] = useState<number | null>(null);
  const yearList = years.data?.items ?? [];
  const yearId = chosenYear ?? yearList.find((y) => y.is_current)?.id ?? yearList[0]?.id ?? null;
  const structure = useFeeStructure(yearId);
  const createHead = useCreateFeeHead();
  const updateHead = useUpdateFeeHead();
  const saveClass = useSaveClassFeeStructure();
  const saveSettings = useUpdateFeeSettings();
  const [notice, setNotice] = useState<string | null>(null);
  const [actionError, setActionError] = useState<string | null>(null);
  const done = {
    onSuccess: () => {
      setNotice(t.common.saved);
      setActionError(null);
    },
    onError: (error: unknown) => {
      setNotice(null);
      setActionError(errorMessage(error, t.common.loadFailed));
    },
  };
  return (
    <SetupPanel
      heads={heads.data?.items ?? []}
      years={yearList.map((y) => ({ id: y.id, name: y.name }))}
      yearId={yearId}
      onYearChange={setChosenYear}
      structure={structure.data ?? null}
      settings={settings.data ?? null}
      loading={heads.isPending || years.isPending || settings.isPending}
      error={
        heads.isError || settings.isError
          ? errorMessage(heads.error ?? settings.error, t.common.loadFailed)
          : null
      }
      onRetry={() => {
        void heads.refetch();
        void settings.refetch();
      }}
      busy={createHead.isPending || saveClass.isPending || saveSettings.isPending}
      actionError={actionError}
      notice={notice}
      onAddHead={(head) => createHead.mutate(head, done)}
      onToggleHead={(headId, active) =>
        updateHead.mutate({ headId, body: { is_active: active } }, done)
      }
      onSaveClass={(classId, amounts) =>
        yearId !== null && saveClass.mutate({ yearId, classId, body: { amounts } }, done)
      }
      onSaveSettings={(body) => saveSettings.mutate(body, done)}
    />
  );
}

/** The consumer-number settings under the fee setup (their own notices: a separate form). */
function BillerTab() {
  const t = useFeesMessages();
  const settings = useBillerSettings();
  const save = useUpdateBillerSettings();
  const [notice, setNotice] = useState<string | null>(null);
  const [actionError, setActionError] = useState<string | null>(null);
  return (
    <BillerCard
      items={settings.data?.items ?? []}
      busy={save.isPending}
      error={
        actionError ?? (settings.isError ? errorMessage(settings.error, t.common.loadFailed) : null)
      }
      notice={notice}
      onSave={(aggregator, body) =>
        save.mutate(
          { aggregator, body },
          {
            onSuccess: () => {
              setNotice(t.common.saved);
              setActionError(null);
            },
            onError: (error: unknown) => {
              setNotice(null);
              setActionError(errorMessage(error, t.common.loadFailed));
            },
          },
        )
      }
    />
  );
}
