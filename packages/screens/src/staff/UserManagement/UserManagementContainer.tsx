import {
  errorMessage,
  type User,
  useCreateUser,
  useDeactivateUser,
  useOrganisations,
  usePermissions,
  useSession,
  useUpdateUser,
  useUserStats,
  useUsers,
} from '@watni/api-client';
import { useConfirm, useToast } from '@watni/ui';
import { useEffect, useState } from 'react';
import { useStaffMessages } from '../../messages/areas';
import { toastFailure } from '../_shared/failure';
import {
  type UserDialogState,
  UserManagementView,
  type UserRoleFilter,
  type UserStatusFilter,
} from './UserManagement';
import { deactivateConfirmation, toUserCreate, toUserUpdate } from './userForm';

const PAGE_SIZE = 25;

/** Waits until `value` has not changed for `ms` (search as you type without a request per key). */
function useDebounced<T>(value: T, ms: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

/** /admin/users: stats, server-side search, filters and paging, create/edit/deactivate. */
export function UserManagementContainer() {
  const staffMessages = useStaffMessages();
  const m = staffMessages.users;
  const [search, setSearch] = useState('');
  const [status, setStatus] = useState<UserStatusFilter>('all');
  const [role, setRole] = useState<UserRoleFilter>('all');
  const [page, setPage] = useState(1);
  const [dialog, setDialog] = useState<UserDialogState>({ mode: 'closed' });
  const query = useDebounced(search.trim(), 250);
  const list = useUsers({
    ...(query ? { search: query } : {}),
    status,
    role,
    skip: (page - 1) * PAGE_SIZE,
    limit: PAGE_SIZE,
  });
  const stats = useUserStats();
  const session = useSession();
  const isSuperuser = usePermissions().can('platform.administer');
  // Every organisation, the platform's and suspended ones too (the public list shows
  // neither): a superuser may create a user in any of them.
  const tenants = useOrganisations({ limit: 500 }, { enabled: isSuperuser });
  const create = useCreateUser();
  const update = useUpdateUser();
  const deactivate = useDeactivateUser();
  const confirm = useConfirm();
  const toast = useToast();

  const onDeactivate = async (user: User) => {
    const ok = await confirm({
      ...deactivateConfirmation(user, m),
      confirmLabel: m.deactivate,
      tone: 'danger',
    });
    if (!ok) return;
    deactivate.mutate(user.id, {
      onSuccess: () => toast.success(m.deactivated),
      onError: (error) => toastFailure(toast, m.deleteFailed, error),
    });
  };

  return (
    <UserManagementView
      stats={stats.data ?? null}
      users={list.data?.items ?? []}
      total={list.data?.total ?? 0}
      loading={list.isPending}
      error={list.isError ? errorMessage(list.error, m.loadFailed) : null}
      onRetry={() => void list.refetch()}
      search={search}
      onSearchChange={(v) => {
        setSearch(v);
        setPage(1);
      }}
      status={status}
      onStatusChange={(v) => {
        setStatus(v);
        setPage(1);
      }}
      role={role}
      onRoleChange={(v) => {
        setRole(v);
        setPage(1);
      }}
      page={page}
      pageSize={PAGE_SIZE}
      onPageChange={setPage}
      dialog={dialog}
      onOpenCreate={() => setDialog({ mode: 'create' })}
      onOpenEdit={(user) => setDialog({ mode: 'edit', user })}
      onCloseDialog={() => setDialog({ mode: 'closed' })}
      tenants={
        isSuperuser ? (tenants.data?.items ?? []).map(({ id, name }) => ({ id, name })) : undefined
      }
      saving={create.isPending || update.isPending}
      onCreate={(values) =>
        create.mutate(toUserCreate(values, isSuperuser), {
          onSuccess: () => {
            setDialog({ mode: 'closed' });
            toast.success(m.created);
          },
          onError: (error) => toastFailure(toast, m.createFailed, error),
        })
      }
      onUpdate={(user, values) =>
        update.mutate(
          { id: user.id, body: toUserUpdate(values, user.is_superuser) },
          {
            onSuccess: () => {
              setDialog({ mode: 'closed' });
              toast.success(m.updated);
            },
            onError: (error) => toastFailure(toast, m.updateFailed, error),
          },
        )
      }
      onDeactivate={(user) => void onDeactivate(user)}
      currentUserId={session.user?.id ?? null}
    />
  );
}
