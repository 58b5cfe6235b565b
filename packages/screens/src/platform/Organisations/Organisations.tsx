import type { Organisation, OrganisationStatus } from '@watni/api-client';
import {
  Alert,
  Badge,
  Button,
  EmptyState,
  Pagination,
  SearchInput,
  Select,
  Spinner,
  Table,
} from '@watni/ui';
import { usePlatformMessages } from '../../messages/platform';
import { StaffPage } from '../../staff/_shared/StaffPage';
import { formatPakistanDate } from '../_shared/format';
import * as styles from '../_shared/platform.css';
import { ReasonDialog } from '../_shared/ReasonDialog';

const ALL = 'all';

/** A plan's slug as its name (starter → Starter) while the plans' own names are not loaded. */
const slugName = (slug: string) => slug.charAt(0).toUpperCase() + slug.slice(1);

export type OrganisationAction = { kind: 'suspend' | 'reactivate'; organisation: Organisation };

export interface OrganisationsViewProps {
  organisations: readonly Organisation[];
  total: number;
  loading?: boolean;
  error?: string | null;
  search: string;
  onSearchChange: (value: string) => void;
  status: OrganisationStatus | null;
  onStatusChange: (status: OrganisationStatus | null) => void;
  page: number;
  pageSize: number;
  onPageChange: (page: number) => void;
  /** The open suspend or reactivate dialog. */
  action: OrganisationAction | null;
  busy?: boolean;
  onOpenAction: (action: OrganisationAction) => void;
  onCloseAction: () => void;
  onConfirmAction: (action: OrganisationAction, reason: string) => void;
  onRetry?: () => void;
  /** The plans' names by slug, in the reader's language (the service's plan list). */
  planNames?: Readonly<Record<string, string>>;
}

/** /admin/organisations (superusers): every organisation, searched and paged on the server. */
export function OrganisationsView(props: OrganisationsViewProps) {
  const { m, format, locale } = usePlatformMessages();
  const o = m.organisations;
  const c = o.columns;
  const { organisations, total, page, pageSize, loading = false, error = null, action } = props;
  const planName = (slug: string) => props.planNames?.[slug] ?? slugName(slug);
  const pageCount = Math.max(1, Math.ceil(total / pageSize));
  const from = total === 0 ? 0 : (page - 1) * pageSize + 1;
  const to = Math.min(total, page * pageSize);
  return (
    <StaffPage title={o.title} description={o.description}>
      <div className={styles.filters}>
        <SearchInput
          label={o.search}
          showLabel
          placeholder={o.searchPlaceholder}
          value={props.search}
          onValueChange={props.onSearchChange}
        />
        <Select
          label={o.statusFilter}
          value={props.status ?? ALL}
          onValueChange={(v) => props.onStatusChange(v === ALL ? null : (v as OrganisationStatus))}
          options={[
            { value: ALL, label: o.allStatuses },
            { value: 'active', label: o.status.active },
            { value: 'suspended', label: o.status.suspended },
          ]}
        />
      </div>
      {loading ? (
        <div className={styles.center}>
          <Spinner size="lg" label={m.common.loading} />
        </div>
      ) : error ? (
        <Alert
          tone="error"
          action={
            props.onRetry ? (
              <Button variant="outline" size="sm" onClick={props.onRetry}>
                {m.common.retry}
              </Button>
            ) : undefined
          }
        >
          {error}
        </Alert>
      ) : organisations.length === 0 ? (
        <EmptyState headingLevel={2} title={o.empty} />
      ) : (
        <>
          <Table.Root caption={o.caption}>
            <Table.Head>
              <Table.Row>
                <Table.ColumnHeader>{c.name}</Table.ColumnHeader>
                <Table.ColumnHeader>{c.type}</Table.ColumnHeader>
                <Table.ColumnHeader>{c.plan}</Table.ColumnHeader>
                <Table.ColumnHeader>{c.status}</Table.ColumnHeader>
                <Table.ColumnHeader>{c.users}</Table.ColumnHeader>
                <Table.ColumnHeader>{c.created}</Table.ColumnHeader>
                <Table.ColumnHeader>{c.actions}</Table.ColumnHeader>
              </Table.Row>
            </Table.Head>
            <Table.Body>
              {organisations.map((org) => (
                <Table.Row key={org.id}>
                  <Table.Cell label={c.name}>
                    <span className={styles.stack}>
                      <span>{org.name}</span>
                      {org.is_platform ? <span className={styles.muted}>{o.platform}</span> : null}
                    </span>
                  </Table.Cell>
                  <Table.Cell label={c.type}>{o.types[org.tenant_type]}</Table.Cell>
                  <Table.Cell label={c.plan}>
                    {org.subscription_plan
                      ? `${planName(org.subscription_plan)} (${o.subscription[org.subscription_status]})`
                      : o.noPlan}
                  </Table.Cell>
                  <Table.Cell label={c.status}>
                    <span className={styles.stack}>
                      <Badge tone={org.status === 'active' ? 'success' : 'danger'}>
                        {o.status[org.status]}
                      </Badge>
                      {org.status === 'suspended' && org.suspended_at ? (
                        <span className={styles.muted}>
                          {format(o.suspendedSince, {
                            date: formatPakistanDate(org.suspended_at, locale),
                            reason: org.suspension_reason ?? '',
                          })}
                        </span>
                      ) : null}
                    </span>
                  </Table.Cell>
                  <Table.Cell label={c.users}>{org.users_count}</Table.Cell>
                  <Table.Cell label={c.created}>
                    {formatPakistanDate(org.created_at, locale)}
                  </Table.Cell>
                  <Table.Cell label={c.actions}>
                    {org.is_platform ? (
                      '—'
                    ) : org.status === 'active' ? (
                      <Button
                        size="sm"
                        variant="outline"
                        aria-label={format(o.suspendLabel, { name: org.name })}
                        onClick={() => props.onOpenAction({ kind: 'suspend', organisation: org })}
                      >
                        {o.suspend}
                      </Button>
                    ) : (
                      <Button
                        size="sm"
                        aria-label={format(o.reactivateLabel, { name: org.name })}
                        onClick={() =>
                          props.onOpenAction({ kind: 'reactivate', organisation: org })
                        }
                      >
                        {o.reactivate}
                      </Button>
                    )}
                  </Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
          <div className={styles.footer}>
            <span className={styles.muted}>{format(m.common.showing, { from, to, total })}</span>
            {pageCount > 1 ? (
              <Pagination page={page} pageCount={pageCount} onPageChange={props.onPageChange} />
            ) : null}
          </div>
        </>
      )}
      {action ? (
        <ReasonDialog
          key={`${action.kind}-${action.organisation.id}`}
          title={format(action.kind === 'suspend' ? o.suspendTitle : o.reactivateTitle, {
            name: action.organisation.name,
          })}
          description={
            action.kind === 'suspend'
              ? format(o.suspendDescription, { users: action.organisation.users_count })
              : o.reactivateDescription
          }
          reasonLabel={m.common.reason}
          reasonHint={action.kind === 'suspend' ? o.suspendReasonHint : o.reactivateReasonHint}
          {...(action.kind === 'suspend' ? { requiredMessage: m.common.reasonRequired } : {})}
          confirmLabel={action.kind === 'suspend' ? o.suspendConfirm : o.reactivateConfirm}
          busyLabel={action.kind === 'suspend' ? o.suspending : o.reactivating}
          cancelLabel={m.common.cancel}
          tone={action.kind === 'suspend' ? 'danger' : 'primary'}
          busy={props.busy ?? false}
          onClose={props.onCloseAction}
          onConfirm={(reason) => props.onConfirmAction(action, reason)}
        />
      ) : null}
    </StaffPage>
  );
}
