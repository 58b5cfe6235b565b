import {
  type Enrollment,
  errorMessage,
  useApproveEnrollment,
  useEnrollmentCounts,
  useEnrollments,
  useRejectEnrollment,
} from '@watni/api-client';
import { usePrompt, useToast } from '@watni/ui';
import { useState } from 'react';
import { staffMessages } from '../../messages/staff';
import { type EnrollmentTab, ManageEnrollmentsView } from './ManageEnrollments';

const m = staffMessages.enrollments;
const PAGE_SIZE = 50;

/** /admin/enrollments: approve or reject pending enrollments, by payment status tab. */
export function ManageEnrollmentsContainer() {
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
      onTabChange={(t) => {
        setTab(t);
        setPage(1);
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
      onPageChange={setPage}
    />
  );
}
