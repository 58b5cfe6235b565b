import type { PendingUser, PlanSlug } from '@watni/api-client';
import { Button, Dialog, EmptyState, Select, Table, TextField } from '@watni/ui';
import { type FormEvent, useState } from 'react';
import { useStaffMessages } from '../../messages/areas';
import { usePlatformMessages } from '../../messages/platform';
import * as platformStyles from '../../platform/_shared/platform.css';
import { ReasonDialog } from '../../platform/_shared/ReasonDialog';
import { fullName, useFormatDate } from '../_shared/format';
import { mainLandmark, useRowFocus } from '../_shared/rowFocus';
import { StaffError, StaffLoading, StaffPage } from '../_shared/StaffPage';
import * as styles from './PendingUsers.css';

export type TenantType = 'school' | 'academy' | 'training_center';

export interface CreateTenantValues {
  organization_name: string;
  tenant_type: TenantType;
  subscription_plan: PlanSlug;
}

export interface PendingUsersViewProps {
  users: readonly PendingUser[];
  loading?: boolean;
  error?: string | null;
  /** Plan choices drawn from the service (slug and name). */
  plans: readonly { slug: PlanSlug; name: string }[];
  /** The user whose Create Tenant modal is open. */
  creatingFor: PendingUser | null;
  saving?: boolean;
  onOpenCreate: (user: PendingUser) => void;
  onCloseCreate: () => void;
  onCreate: (user: PendingUser, values: CreateTenantValues) => void;
  onRetry?: () => void;
  // Declining a request with a reason
  /** The user whose Decline dialog is open. */
  decliningFor?: PendingUser | null;
  declining?: boolean;
  onOpenDecline?: (user: PendingUser) => void;
  onCloseDecline?: () => void;
  onDecline?: (user: PendingUser, reason: string) => void;
}

export function PendingUsersView({
  users,
  loading = false,
  error = null,
  plans,
  creatingFor,
  saving = false,
  onOpenCreate,
  onCloseCreate,
  onCreate,
  onRetry,
  decliningFor = null,
  declining = false,
  onOpenDecline,
  onCloseDecline,
  onDecline,
}: PendingUsersViewProps) {
  const formatDate = useFormatDate();
  const staffMessages = useStaffMessages();
  const m = staffMessages.pending;
  const c = m.columns;
  const { m: pm, format } = usePlatformMessages();
  // Creating the tenant disables the row's button: focus moves on to the next user.
  const rowFocus = useRowFocus(users, mainLandmark, !loading);
  return (
    <StaffPage title={m.title} description={m.description}>
      {loading ? (
        <StaffLoading />
      ) : error ? (
        <StaffError message={error} onRetry={onRetry} />
      ) : (
        <>
          <p className={styles.count}>{m.count(users.filter((u) => !u.has_tenant).length)}</p>
          {users.length === 0 ? (
            <EmptyState headingLevel={2} title={m.empty} />
          ) : (
            <div ref={rowFocus.containerRef}>
              <Table.Root caption={m.tableCaption}>
                <Table.Head>
                  <Table.Row>
                    <Table.ColumnHeader>{c.name}</Table.ColumnHeader>
                    <Table.ColumnHeader>{c.email}</Table.ColumnHeader>
                    <Table.ColumnHeader>{c.phone}</Table.ColumnHeader>
                    <Table.ColumnHeader>{c.organisation}</Table.ColumnHeader>
                    <Table.ColumnHeader>{c.registered}</Table.ColumnHeader>
                    <Table.ColumnHeader>{c.actions}</Table.ColumnHeader>
                  </Table.Row>
                </Table.Head>
                <Table.Body>
                  {users.map((u) => (
                    <Table.Row key={u.id} {...rowFocus.rowProps(u.id)}>
                      <Table.Cell label={c.name}>{fullName(u)}</Table.Cell>
                      <Table.Cell label={c.email}>{u.email}</Table.Cell>
                      <Table.Cell label={c.phone}>
                        <bdi>{u.phone ?? ''}</bdi>
                      </Table.Cell>
                      <Table.Cell label={c.organisation}>{u.organization_name ?? ''}</Table.Cell>
                      <Table.Cell label={c.registered}>{formatDate(u.created_at)}</Table.Cell>
                      <Table.Cell label={c.actions}>
                        {u.has_tenant ? (
                          <Button size="sm" variant="outline" disabled>
                            {m.alreadyHasTenant}
                          </Button>
                        ) : (
                          <span className={platformStyles.actions}>
                            <Button
                              size="sm"
                              aria-label={m.createTenantLabel(fullName(u))}
                              onClick={() => {
                                rowFocus.remember(u.id);
                                onOpenCreate(u);
                              }}
                            >
                              {m.createTenant}
                            </Button>
                            {onOpenDecline ? (
                              <Button
                                size="sm"
                                variant="outline"
                                aria-label={format(pm.decline.buttonLabel, { name: fullName(u) })}
                                onClick={() => {
                                  rowFocus.remember(u.id);
                                  onOpenDecline(u);
                                }}
                              >
                                {pm.decline.button}
                              </Button>
                            ) : null}
                          </span>
                        )}
                      </Table.Cell>
                    </Table.Row>
                  ))}
                </Table.Body>
              </Table.Root>
            </div>
          )}
        </>
      )}
      {creatingFor ? (
        <CreateTenantDialog
          key={creatingFor.id}
          user={creatingFor}
          plans={plans}
          saving={saving}
          returnFocus={rowFocus.target}
          onClose={onCloseCreate}
          onSubmit={(values) => onCreate(creatingFor, values)}
        />
      ) : null}
      {decliningFor && onDecline && onCloseDecline ? (
        <ReasonDialog
          key={`decline-${decliningFor.id}`}
          title={pm.decline.title}
          description={format(pm.decline.description, {
            name: fullName(decliningFor),
            organisation: decliningFor.organization_name ?? '',
          })}
          reasonLabel={pm.common.reason}
          reasonHint={pm.decline.reasonHint}
          requiredMessage={pm.common.reasonRequired}
          confirmLabel={pm.decline.confirm}
          busyLabel={pm.decline.declining}
          cancelLabel={pm.common.cancel}
          tone="danger"
          busy={declining}
          returnFocus={rowFocus.target}
          onClose={onCloseDecline}
          onConfirm={(reason) => onDecline(decliningFor, reason)}
        />
      ) : null}
    </StaffPage>
  );
}

function CreateTenantDialog({
  user,
  plans,
  saving,
  returnFocus,
  onClose,
  onSubmit,
}: {
  user: PendingUser;
  plans: readonly { slug: PlanSlug; name: string }[];
  saving: boolean;
  returnFocus: () => HTMLElement | null;
  onClose: () => void;
  onSubmit: (values: CreateTenantValues) => void;
}) {
  const staffMessages = useStaffMessages();
  const m = staffMessages.pending;
  const [values, setValues] = useState<CreateTenantValues>({
    organization_name: user.organization_name ?? '',
    tenant_type: 'school',
    subscription_plan: 'starter',
  });
  const [error, setError] = useState<string | undefined>();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const name = values.organization_name.trim();
    if (!name) {
      setError(m.orgNameRequired);
      return;
    }
    setError(undefined);
    onSubmit({ ...values, organization_name: name });
  };
  const planOptions = plans.length
    ? plans.map((p) => ({ value: p.slug, label: p.name }))
    : [{ value: 'starter', label: 'Starter' }];
  return (
    <Dialog.Root open onOpenChange={(open) => (open ? undefined : onClose())}>
      <Dialog.Content returnFocus={returnFocus}>
        <Dialog.Header>
          <Dialog.Title>{m.dialogTitle}</Dialog.Title>
          <Dialog.Description>{m.dialogDescription(fullName(user), user.email)}</Dialog.Description>
        </Dialog.Header>
        <form className={styles.form} onSubmit={submit} noValidate>
          <Dialog.Body className={styles.form}>
            <TextField
              label={m.orgName}
              required
              value={values.organization_name}
              error={error}
              onChange={(e) => setValues({ ...values, organization_name: e.currentTarget.value })}
            />
            <Select
              label={m.tenantType}
              value={values.tenant_type}
              onValueChange={(v) => setValues({ ...values, tenant_type: v as TenantType })}
              options={(['school', 'academy', 'training_center'] as const).map((t) => ({
                value: t,
                label: m.tenantTypes[t],
              }))}
            />
            <Select
              label={m.plan}
              value={values.subscription_plan}
              onValueChange={(v) => setValues({ ...values, subscription_plan: v as PlanSlug })}
              options={planOptions}
            />
          </Dialog.Body>
          <Dialog.Footer>
            <Dialog.Close asChild>
              <Button type="button" variant="outline">
                {staffMessages.common.cancel}
              </Button>
            </Dialog.Close>
            <Button type="submit" loading={saving} loadingLabel={m.creating}>
              {m.submit}
            </Button>
          </Dialog.Footer>
        </form>
      </Dialog.Content>
    </Dialog.Root>
  );
}
