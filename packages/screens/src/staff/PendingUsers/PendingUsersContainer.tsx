import {
  errorMessage,
  type PendingUser,
  useCreateTenantForUser,
  useDeclinePendingUser,
  usePendingUsers,
  usePlans,
} from '@watni/api-client';
import { useToast } from '@watni/ui';
import { useState } from 'react';
import { useStaffMessages } from '../../messages/areas';
import { usePlatformMessages } from '../../messages/platform';
import { toastFailure } from '../_shared/failure';
import { PendingUsersView } from './PendingUsers';

/** /admin/pending-users (superusers): turn a registration request into a tenant. */
export function PendingUsersContainer() {
  const staffMessages = useStaffMessages();
  const m = staffMessages.pending;
  const list = usePendingUsers();
  const plans = usePlans();
  const create = useCreateTenantForUser();
  const toast = useToast();
  const [creatingFor, setCreatingFor] = useState<PendingUser | null>(null);
  const [decliningFor, setDecliningFor] = useState<PendingUser | null>(null);
  const decline = useDeclinePendingUser();
  const { m: pm } = usePlatformMessages();
  // The service lists only requests still pending. Users turned into tenant admins here leave
  // it; keep them for this visit, marked, so their button reads 'Already Has Tenant' (spec
  // section 4); the count counts only the pending ones. Declined requests simply leave.
  const [done, setDone] = useState<PendingUser[]>([]);
  const listed = list.data?.users ?? [];
  const users = [
    ...listed.map((u) => (done.some((d) => d.id === u.id) ? { ...u, has_tenant: true } : u)),
    ...done.filter((d) => !listed.some((u) => u.id === d.id)),
  ];
  return (
    <PendingUsersView
      users={users}
      loading={list.isPending}
      error={list.isError ? m.loadFailed : null}
      onRetry={() => void list.refetch()}
      plans={(plans.data?.items ?? []).map((p) => ({ slug: p.slug, name: p.name }))}
      creatingFor={creatingFor}
      saving={create.isPending}
      onOpenCreate={setCreatingFor}
      onCloseCreate={() => setCreatingFor(null)}
      onCreate={(user, values) =>
        create.mutate(
          { user_id: user.id, ...values },
          {
            onSuccess: (result) => {
              setCreatingFor(null);
              setDone((d) => [...d, { ...user, has_tenant: true, is_tenant_admin: true }]);
              toast.success(result.message);
            },
            onError: (error) => toastFailure(toast, m.createFailed, error),
          },
        )
      }
      decliningFor={decliningFor}
      declining={decline.isPending}
      onOpenDecline={setDecliningFor}
      onCloseDecline={() => setDecliningFor(null)}
      onDecline={(user, reason) =>
        decline.mutate(
          { userId: user.id, reason },
          {
            onSuccess: () => {
              setDecliningFor(null);
              toast.success(pm.decline.declined);
            },
            onError: (error) => toast.error(errorMessage(error, pm.decline.failed)),
          },
        )
      }
    />
  );
}
