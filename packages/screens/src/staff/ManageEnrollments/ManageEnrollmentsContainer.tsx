import {
  type Enrollment,
  errorMessage,
  useApproveEnrollment,
  useDecideEnrollments,
  useEnrollmentCounts,
  useEnrollments,
  useRejectEnrollment,
} from '@watni/api-client';
import { useConfirm, useI18n, usePrompt, useToast } from '@watni/ui';
import { useState } from 'react';
import { useStaffMessages } from '../../messages/areas';
import { useTeachingMessages } from '../../messages/TeachingMessages';
import { type BulkSelection, type EnrollmentTab, ManageEnrollmentsView } from './ManageEnrollments';

const PAGE_SIZE = 50;

/** /admin/enrollments: approve or reject pending enrollments, by payment status tab. */
export function ManageEnrollmentsContainer() {
  const staffMessages = useStaffMessages();
  const m = staffMessages.enrollments;
  const [tab, setTab] = useState<EnrollmentTab>('all');
  const [page, setPage] = useState(1);
  const list = useEnrollments({
    ...(tab === 'all' ? {} : { status_filter: tab }),
    skip: (page - 1) * PAGE_SIZE,
    limit: PAGE_SIZE,
  });
  const counts = useEnrollmentCounts();
  const approve = useApproveEnrollment();
  const reject = useRejectEnrollment();
  const prompt = usePrompt();
  const toast = useToast();
  const [busyId, setBusyId] = useState<number | null>(null);
  const bulk = useBulkDecisions();

  const onApprove = (e: Enrollment) => {
    setBusyId(e.id);
    approve.mutate(e.id, {
      onSuccess: () => toast.success(m.approved),
      onError: (error) => toast.error(m.approveFailed(errorMessage(error, 'Unknown error'))),
      onSettled: () => setBusyId(null),
    });
  };
  const onReject = async (e: Enrollment) => {
    const reason = await prompt({
      message: m.rejectPrompt,
      multiline: true,
      confirmLabel: m.rejectConfirm,
      tone: 'danger',
    });
    if (reason === null) return;
    setBusyId(e.id);
    reject.mutate(
      { id: e.id, reason },
      {
        onSuccess: () => toast.success(m.rejected),
        onError: (error) => toast.error(m.rejectFailed(errorMessage(error, 'Unknown error'))),
        onSettled: () => setBusyId(null),
      },
    );
  };
  const total = list.data?.total ?? 0;
  return (
    <ManageEnrollmentsView
      tab={tab}
      bulk={bulk}
      onTabChange={(t) => {
        setTab(t);
        setPage(1);
        bulk.onClear();
      }}
      counts={counts.data ?? null}
      enrollments={list.data?.items ?? []}
      loading={list.isPending}
      error={list.isError ? errorMessage(list.error, m.loadFailed) : null}
      busyId={busyId}
      onApprove={onApprove}
      onReject={(e) => void onReject(e)}
      onRetry={() => void list.refetch()}
      page={page}
      pageCount={Math.max(1, Math.ceil(total / PAGE_SIZE))}
      onPageChange={(p) => {
        setPage(p);
        bulk.onClear();
      }}
    />
  );
}

/**
 * Selecting pending enrollments and deciding them at once: a confirmation (with an
 * optional reason for a rejection), one request, and a toast per kind of result.
 */
function useBulkDecisions(): BulkSelection {
  const b = useTeachingMessages().bulk;
  const { format } = useI18n();
  const decide = useDecideEnrollments();
  const confirm = useConfirm();
  const prompt = usePrompt();
  const toast = useToast();
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());

  const run = async (decision: 'approve' | 'reject') => {
    const ids = [...selected];
    const count = ids.length;
    if (count === 0) return;
    let reason: string | null = null;
    if (decision === 'approve') {
      const ok = await confirm({
        message: format(b.confirmApprove, { count }),
        confirmLabel: b.confirmApproveButton,
      });
      if (!ok) return;
    } else {
      reason = await prompt({
        message: format(b.confirmReject, { count }),
        multiline: true,
        confirmLabel: b.confirmRejectButton,
        tone: 'danger',
      });
      if (reason === null) return;
    }
    decide.mutate(
      { ids, decision, ...(reason ? { admin_notes: reason } : {}) },
      {
        onSuccess: (result) => {
          const counts = { decided: 0, already_decided: 0, other: 0 };
          for (const item of result.items) {
            if (item.result === 'decided') counts.decided += 1;
            else if (item.result === 'already_decided') counts.already_decided += 1;
            else counts.other += 1;
          }
          if (counts.decided > 0)
            toast.success(
              format(decision === 'approve' ? b.approved : b.rejected, { count: counts.decided }),
            );
          if (counts.already_decided > 0)
            toast.info(format(b.alreadyDecided, { count: counts.already_decided }));
          if (counts.other > 0) toast.error(format(b.notAllowed, { count: counts.other }));
          setSelected(new Set());
        },
        onError: (error) =>
          toast.error(format(b.failed, { error: errorMessage(error, 'Unknown error') })),
      },
    );
  };

  return {
    selected,
    busy: decide.isPending,
    onToggle: (id, on) =>
      setSelected((current) => {
        const next = new Set(current);
        if (on) next.add(id);
        else next.delete(id);
        return next;
      }),
    onToggleAll: (ids, on) =>
      setSelected((current) => {
        const next = new Set(current);
        for (const id of ids) {
          if (on) next.add(id);
          else next.delete(id);
        }
        return next;
      }),
    onApprove: () => void run('approve'),
    onReject: () => void run('reject'),
    onClear: () => setSelected(new Set()),
  };
}
