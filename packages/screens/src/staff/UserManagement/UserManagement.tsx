import type { TenantSummary, User, UserStats } from '@watni/api-client';
import {
  Badge,
  Button,
  EmptyState,
  Icon,
  Pagination,
  SearchInput,
  Select,
  StatTile,
  Table,
} from '@watni/ui';
import { useStaffMessages } from '../../messages/areas';
import { fullName } from '../_shared/format';
import { mainLandmark, useRowFocus } from '../_shared/rowFocus';
import { StaffError, StaffLoading, StaffPage } from '../_shared/StaffPage';
import { UserFormDialog } from './UserFormDialog';
import * as styles from './UserManagement.css';
import { emptyUserForm, roleBadge, type UserFormValues, userToForm } from './userForm';

export type UserStatusFilter = 'all' | 'active' | 'inactive';
export type UserRoleFilter = 'all' | 'admin' | 'user';

/** Which modal is open: none, create, or edit of one user. */
export type UserDialogState =
  | { mode: 'closed' }
  | { mode: 'create' }
  | { mode: 'edit'; user: User };

export interface UserManagementViewProps {
  stats: UserStats | null;
  users: readonly User[];
  total: number;
  loading?: boolean;
  error?: string | null;
  search: string;
  onSearchChange: (value: string) => void;
  status: UserStatusFilter;
  onStatusChange: (value: UserStatusFilter) => void;
  role: UserRoleFilter;
  onRoleChange: (value: UserRoleFilter) => void;
  page: number;
  pageSize: number;
  onPageChange: (page: number) => void;
  dialog: UserDialogState;
  onOpenCreate: () => void;
  onOpenEdit: (user: User) => void;
  onCloseDialog: () => void;
  /** Organisations for the create form (superusers); omitted hides the field. */
  tenants?: readonly TenantSummary[];
  saving?: boolean;
  onCreate: (values: UserFormValues) => void;
  onUpdate: (user: User, values: UserFormValues) => void;
  onDeactivate: (user: User) => void;
  /** The signed-in user: their own row offers no Deactivate (the service refuses it with 409). */
  currentUserId?: number | null;
  onRetry?: () => void;
}

export function UserManagementView(props: UserManagementViewProps) {
  const staffMessages = useStaffMessages();
  const m = staffMessages.users;
  const { stats, users, total, loading = false, error = null, page, pageSize, dialog } = props;
  // Deactivating removes the row's Deactivate button: focus moves on within the table.
  const rowFocus = useRowFocus(users, mainLandmark, !loading);
  const pageCount = Math.max(1, Math.ceil(total / pageSize));
  const from = total === 0 ? 0 : (page - 1) * pageSize + 1;
  const to = Math.min(total, page * pageSize);
  return (
    <StaffPage
      title={m.title}
      description={m.description}
      actions={
        <Button onClick={props.onOpenCreate}>
          <Icon name="plus" aria-hidden />
          {m.createUser}
        </Button>
      }
    >
      <div className={styles.stats}>
        <StatTile label={m.stats.total} value={stats?.total_users ?? '–'} tone="primary" />
        <StatTile label={m.stats.active} value={stats?.active_users ?? '–'} tone="success" />
        <StatTile label={m.stats.inactive} value={stats?.inactive_users ?? '–'} tone="warning" />
        <StatTile label={m.stats.admins} value={stats?.admin_users ?? '–'} tone="info" />
      </div>
      <div className={styles.filters}>
        <SearchInput
          label={m.search}
          showLabel
          placeholder={m.searchPlaceholder}
          value={props.search}
          onValueChange={props.onSearchChange}
        />
        <Select
          label={m.statusFilter}
          value={props.status}
          onValueChange={(v) => props.onStatusChange(v as UserStatusFilter)}
          options={(['all', 'active', 'inactive'] as const).map((v) => ({
            value: v,
            label: m.statusOptions[v],
          }))}
        />
        <Select
          label={m.roleFilter}
          value={props.role}
          onValueChange={(v) => props.onRoleChange(v as UserRoleFilter)}
          options={(['all', 'admin', 'user'] as const).map((v) => ({
            value: v,
            label: m.roleOptions[v],
          }))}
        />
      </div>
      {loading ? (
        <StaffLoading />
      ) : error ? (
        <StaffError message={error} onRetry={props.onRetry} />
      ) : users.length === 0 ? (
        <EmptyState headingLevel={2} title={m.empty} />
      ) : (
        <>
          <div ref={rowFocus.containerRef}>
            <UserTable
              users={users}
              currentUserId={props.currentUserId ?? null}
              rowProps={rowFocus.rowProps}
              onEdit={props.onOpenEdit}
              onDeactivate={(user) => {
                rowFocus.remember(user.id);
                props.onDeactivate(user);
              }}
            />
          </div>
          <div className={styles.footer}>
            <span className={styles.muted}>{m.showing(from, to, total)}</span>
            {pageCount > 1 ? (
              <Pagination page={page} pageCount={pageCount} onPageChange={props.onPageChange} />
            ) : null}
          </div>
        </>
      )}
      {dialog.mode === 'create' ? (
        <UserFormDialog
          mode="create"
          initial={emptyUserForm}
          tenants={props.tenants}
          saving={props.saving}
          onSubmit={props.onCreate}
          onClose={props.onCloseDialog}
        />
      ) : dialog.mode === 'edit' ? (
        <UserFormDialog
          key={dialog.user.id}
          mode="edit"
          initial={userToForm(dialog.user)}
          editingSuperuser={dialog.user.is_superuser}
          saving={props.saving}
          onSubmit={(values) => props.onUpdate(dialog.user, values)}
          onClose={props.onCloseDialog}
        />
      ) : null}
    </StaffPage>
  );
}

function UserTable({
  users,
  currentUserId,
  rowProps,
  onEdit,
  onDeactivate,
}: {
  users: readonly User[];
  currentUserId: number | null;
  rowProps: (key: number) => Record<string, string>;
  onEdit: (user: User) => void;
  onDeactivate: (user: User) => void;
}) {
  const staffMessages = useStaffMessages();
  const m = staffMessages.users;
  const c = m.columns;
  return (
    <Table.Root caption={m.tableCaption}>
      <Table.Head>
        <Table.Row>
          <Table.ColumnHeader>{c.name}</Table.ColumnHeader>
          <Table.ColumnHeader>{c.username}</Table.ColumnHeader>
          <Table.ColumnHeader>{c.role}</Table.ColumnHeader>
          <Table.ColumnHeader>{c.status}</Table.ColumnHeader>
          <Table.ColumnHeader>{c.actions}</Table.ColumnHeader>
        </Table.Row>
      </Table.Head>
      <Table.Body>
        {users.map((u) => {
          const name = fullName(u);
          const badge = roleBadge(u, m.roleBadge);
          return (
            <Table.Row key={u.id} {...rowProps(u.id)}>
              <Table.Cell label={c.name}>
                <span className={styles.who}>
                  <span>{name}</span>
                  <span className={styles.muted}>{u.email}</span>
                </span>
              </Table.Cell>
              <Table.Cell label={c.username}>{u.username}</Table.Cell>
              <Table.Cell label={c.role}>
                <Badge tone={badge.tone}>{badge.label}</Badge>
              </Table.Cell>
              <Table.Cell label={c.status}>
                <Badge tone={u.is_active ? 'success' : 'neutral'}>
                  {u.is_active ? m.active : m.inactive}
                </Badge>
              </Table.Cell>
              <Table.Cell label={c.actions}>
                <span className={styles.actions}>
                  <Button
                    size="sm"
                    variant="outline"
                    aria-label={m.editLabel(name)}
                    onClick={() => onEdit(u)}
                  >
                    {m.edit}
                  </Button>
                  {u.is_active && u.id !== currentUserId ? (
                    <Button
                      size="sm"
                      variant="danger"
                      aria-label={m.deactivateLabel(name)}
                      onClick={() => onDeactivate(u)}
                    >
                      {m.deactivate}
                    </Button>
                  ) : null}
                </span>
              </Table.Cell>
            </Table.Row>
          );
        })}
      </Table.Body>
    </Table.Root>
  );
}
