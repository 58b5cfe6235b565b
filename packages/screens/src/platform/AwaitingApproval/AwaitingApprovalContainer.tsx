import {
  type Applicant,
  errorMessage,
  useApproveRegistration,
  useAwaitingApproval,
  useRejectRegistration,
  useTenantSettings,
} from '@watni/api-client';
import { useToast } from '@watni/ui';
import { useState } from 'react';
import { usePlatformMessages } from '../../messages/platform';
import { AwaitingApprovalView } from './AwaitingApproval';

const PAGE_SIZE = 25;

/** /admin/awaiting-approval: the tenant admin approves or rejects registrations. */
export function AwaitingApprovalContainer() {
  const { m, format } = usePlatformMessages();
  const a = m.awaiting;
  const [page, setPage] = useState(1);
  const [rejecting, setRejecting] = useState<Applicant | null>(null);
  const list = useAwaitingApproval({ skip: (page - 1) * PAGE_SIZE, limit: PAGE_SIZE });
  const settings = useTenantSettings();
  const approve = useApproveRegistration();
  const reject = useRejectRegistration();
  const toast = useToast();
  const name = (applicant: Applicant) => `${applicant.first_name} ${applicant.last_name}`;
  return (
    <AwaitingApprovalView
      applicants={list.data?.items ?? []}
      total={list.data?.total ?? 0}
      loading={list.isPending}
      error={list.isError ? a.loadFailed : null}
      approvalMode={settings.data ? settings.data.registration_mode === 'approval' : true}
      page={page}
      pageSize={PAGE_SIZE}
      onPageChange={setPage}
      approvingId={approve.isPending ? (approve.variables ?? null) : null}
      rejecting={rejecting}
      rejectBusy={reject.isPending}
      onApprove={(applicant) =>
        approve.mutate(applicant.id, {
          onSuccess: () => toast.success(format(a.approved, { name: name(applicant) })),
          onError: (error) => toast.error(errorMessage(error, a.actionFailed)),
        })
      }
      onOpenReject={setRejecting}
      onCloseReject={() => setRejecting(null)}
      onReject={(applicant, reason) =>
        reject.mutate(
          { userId: applicant.id, reason },
          {
            onSuccess: () => {
              setRejecting(null);
              toast.success(format(a.rejected, { name: name(applicant) }));
            },
            onError: (error) => toast.error(errorMessage(error, a.actionFailed)),
          },
        )
      }
      onRetry={() => void list.refetch()}
    />
  );
}
