// Delivery status: every e-mail, SMS and WhatsApp message per recipient with what its
// provider answered, "Retry" on a failed one, and the dead-letter view (jobs that failed every
// attempt) with its own retry. Both lists are paged on the server.
import type { Schemas } from '@watni/api-client';
import {
  Alert,
  Badge,
  Button,
  EmptyState,
  Pagination,
  Select,
  Table,
  Tabs,
  useI18n,
} from '@watni/ui';
import { Link } from 'react-router-dom';
import { formatPakistanDateTime } from '../../format/pakistanTime';
import { useNotificationsMessages } from '../../messages/NotificationsMessages';
import { StaffError, StaffLoading, StaffPage } from '../../staff/_shared/StaffPage';
import * as shared from '../_shared/school.css';
import * as styles from './DeliveryStatus.css';

export type DeliveryTab = 'deliveries' | 'dead-letters';
type Status = Schemas['DeliveryStatus'];
type Channel = Schemas['DeliveryChannel'];

const ALL = 'all';
const STATUSES: readonly Status[] = ['queued', 'sending', 'sent', 'delivered', 'failed'];
const CHANNELS: readonly Channel[] = ['email', 'sms', 'whatsapp'];
export const PAGE_SIZE = 20;

const statusTone: Record<Status, 'info' | 'warning' | 'success' | 'danger'> = {
  queued: 'info',
  sending: 'warning',
  sent: 'success',
  delivered: 'success',
  failed: 'danger',
};

interface ListState<T> {
  status: 'loading' | 'error' | 'ready';
  items: readonly T[];
  total: number;
  page: number;
}

export interface DeliveryStatusViewProps {
  tab: DeliveryTab;
  onTabChange: (tab: DeliveryTab) => void;
  statusFilter: Status | null;
  channelFilter: Channel | null;
  /** Deliveries of one announcement (from the announcements list), or null. */
  announcementId: number | null;
  onStatusFilterChange: (status: Status | null) => void;
  onChannelFilterChange: (channel: Channel | null) => void;
  onClearAnnouncement: () => void;
  deliveries: ListState<Schemas['Delivery']>;
  onDeliveriesPage: (page: number) => void;
  deadLetters: ListState<Schemas['DeadLetter']>;
  onDeadLettersPage: (page: number) => void;
  onReload: () => void;
  /** Ids being retried now (a delivery id, or a dead letter's job id). */
  retrying: readonly (number | string)[];
  onRetryDelivery: (id: number) => void;
  onRetryDeadLetter: (jobId: string) => void;
  /** The last retry's outcome, announced politely. */
  notice: { tone: 'success' | 'error'; text: string } | null;
}

export function DeliveryStatusView(props: DeliveryStatusViewProps) {
  const all = useNotificationsMessages();
  const m = all.deliveries;
  const { format, locale } = useI18n();
  const { deliveries, deadLetters } = props;
  const filtered = !!(props.statusFilter || props.channelFilter || props.announcementId);
  const pages = (total: number) => Math.max(1, Math.ceil(total / PAGE_SIZE));

  return (
    <StaffPage
      title={m.title}
      description={m.intro}
      actions={
        <div className={styles.links}>
          <Link to="/school/messaging">{m.settingsLink}</Link>
        </div>
      }
    >
      {props.notice ? (
        <Alert tone={props.notice.tone} role="status">
          {props.notice.text}
        </Alert>
      ) : null}
      <Tabs.Root value={props.tab} onValueChange={(v) => props.onTabChange(v as DeliveryTab)}>
        <Tabs.List aria-label={m.title}>
          <Tabs.Trigger value="deliveries">{m.tabs.deliveries}</Tabs.Trigger>
          <Tabs.Trigger
            value="dead-letters"
            {...(deadLetters.status === 'ready' && deadLetters.total > 0
              ? { count: deadLetters.total }
              : {})}
          >
            {m.tabs.deadLetters}
          </Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="deliveries" className={styles.panel}>
          <div className={styles.filters}>
            <Select
              label={m.statusFilter}
              value={props.statusFilter ?? ALL}
              onValueChange={(v) => props.onStatusFilterChange(v === ALL ? null : (v as Status))}
              options={[
                { value: ALL, label: m.all },
                ...STATUSES.map((s) => ({ value: s, label: m.status[s] })),
              ]}
            />
            <Select
              label={m.channelFilter}
              value={props.channelFilter ?? ALL}
              onValueChange={(v) => props.onChannelFilterChange(v === ALL ? null : (v as Channel))}
              options={[
                { value: ALL, label: m.all },
                ...CHANNELS.map((c) => ({ value: c, label: m.channel[c] })),
              ]}
            />
            {props.announcementId ? (
              <div className={styles.chip}>
                <Badge tone="primary">
                  {format(m.announcementFilter, { id: props.announcementId })}
                </Badge>
                <Button variant="ghost" size="sm" onClick={props.onClearAnnouncement}>
                  {m.clearAnnouncement}
                </Button>
              </div>
            ) : null}
          </div>
          {deliveries.status === 'loading' ? (
            <StaffLoading />
          ) : deliveries.status === 'error' ? (
            <StaffError message={m.error} onRetry={props.onReload} />
          ) : deliveries.items.length === 0 ? (
            <EmptyState
              headingLevel={2}
              title={filtered ? m.emptyFiltered : m.empty}
              description={filtered ? undefined : m.emptyHint}
            />
          ) : (
            <>
              <Table.Root caption={format(m.total, { count: deliveries.total })}>
                <Table.Head>
                  <Table.Row>
                    <Table.ColumnHeader>{m.columns.recipient}</Table.ColumnHeader>
                    <Table.ColumnHeader>{m.columns.channel}</Table.ColumnHeader>
                    <Table.ColumnHeader>{m.columns.message}</Table.ColumnHeader>
                    <Table.ColumnHeader>{m.columns.status}</Table.ColumnHeader>
                    <Table.ColumnHeader>{m.columns.updated}</Table.ColumnHeader>
                  </Table.Row>
                </Table.Head>
                <Table.Body>
                  {deliveries.items.map((d) => {
                    const busy = props.retrying.includes(d.id);
                    return (
                      <Table.Row key={d.id}>
                        <Table.Cell label={m.columns.recipient}>
                          <span className={styles.cellStack}>
                            <span>{d.recipient_name || '—'}</span>
                            <bdi className={styles.address}>{d.address}</bdi>
                          </span>
                        </Table.Cell>
                        <Table.Cell label={m.columns.channel}>{m.channel[d.channel]}</Table.Cell>
                        <Table.Cell label={m.columns.message}>
                          <span className={styles.cellStack}>
                            <span>{d.title}</span>
                            <span className={shared.muted}>
                              {format(m.attempts, { count: d.attempts })}
                            </span>
                          </span>
                        </Table.Cell>
                        <Table.Cell label={m.columns.status}>
                          <span className={styles.cellStack}>
                            <span>
                              <Badge tone={busy ? 'warning' : statusTone[d.status]}>
                                {busy ? m.retrying : m.status[d.status]}
                              </Badge>
                            </span>
                            {d.reason ? <span className={styles.reason}>{d.reason}</span> : null}
                            {d.status === 'failed' ? (
                              <span>
                                <Button
                                  size="sm"
                                  variant="outline"
                                  disabled={busy}
                                  aria-label={`${busy ? m.retrying : m.retry}: ${d.recipient_name || d.address}, ${m.channel[d.channel]}`}
                                  onClick={() => props.onRetryDelivery(d.id)}
                                >
                                  {busy ? m.retrying : m.retry}
                                </Button>
                              </span>
                            ) : null}
                          </span>
                        </Table.Cell>
                        <Table.Cell label={m.columns.updated}>
                          {/* A delivered message shows when the provider said it arrived. */}
                          <time dateTime={d.delivered_at ?? d.updated_at}>
                            {formatPakistanDateTime(d.delivered_at ?? d.updated_at, locale)}
                          </time>
                        </Table.Cell>
                      </Table.Row>
                    );
                  })}
                </Table.Body>
              </Table.Root>
              {pages(deliveries.total) > 1 ? (
                <Pagination
                  page={deliveries.page}
                  pageCount={pages(deliveries.total)}
                  onPageChange={props.onDeliveriesPage}
                />
              ) : null}
            </>
          )}
        </Tabs.Content>
        <Tabs.Content value="dead-letters" className={styles.panel}>
          <p className={shared.muted}>{m.deadIntro}</p>
          {deadLetters.status === 'loading' ? (
            <StaffLoading />
          ) : deadLetters.status === 'error' ? (
            <StaffError message={m.error} onRetry={props.onReload} />
          ) : deadLetters.items.length === 0 ? (
            <EmptyState headingLevel={2} title={m.deadEmpty} />
          ) : (
            <>
              <Table.Root caption={format(m.deadTotal, { count: deadLetters.total })}>
                <Table.Head>
                  <Table.Row>
                    <Table.ColumnHeader>{m.columns.message}</Table.ColumnHeader>
                    <Table.ColumnHeader>{m.deadReason}</Table.ColumnHeader>
                    <Table.ColumnHeader>{m.deadFailedAt}</Table.ColumnHeader>
                    <Table.ColumnHeader>{m.columns.status}</Table.ColumnHeader>
                  </Table.Row>
                </Table.Head>
                <Table.Body>
                  {deadLetters.items.map((dead) => {
                    const busy = props.retrying.includes(dead.id);
                    const what = dead.delivery
                      ? `${dead.delivery.recipient_name || dead.delivery.address} · ${m.channel[dead.delivery.channel]}`
                      : (dead.announcement_title ?? m.deadKind.announcement);
                    return (
                      <Table.Row key={dead.id}>
                        <Table.Cell label={m.columns.message}>
                          <span className={styles.cellStack}>
                            <span>
                              <Badge tone="neutral">{m.deadKind[dead.kind]}</Badge>
                            </span>
                            <span>{what}</span>
                            {dead.delivery ? (
                              <span className={shared.muted}>{dead.delivery.title}</span>
                            ) : null}
                          </span>
                        </Table.Cell>
                        <Table.Cell label={m.deadReason}>
                          <span className={styles.reason}>{dead.reason ?? m.noReason}</span>
                        </Table.Cell>
                        <Table.Cell label={m.deadFailedAt}>
                          <time dateTime={dead.failed_at}>
                            {formatPakistanDateTime(dead.failed_at, locale)}
                          </time>
                        </Table.Cell>
                        <Table.Cell label={m.columns.status}>
                          <span className={styles.cellStack}>
                            {dead.delivery ? (
                              <span>
                                <Badge tone={statusTone[dead.delivery.status]}>
                                  {m.status[dead.delivery.status]}
                                </Badge>
                              </span>
                            ) : null}
                            <span>
                              <Button
                                size="sm"
                                variant="outline"
                                disabled={busy}
                                aria-label={`${busy ? m.retrying : m.retry}: ${what}`}
                                onClick={() => props.onRetryDeadLetter(dead.id)}
                              >
                                {busy ? m.retrying : m.retry}
                              </Button>
                            </span>
                          </span>
                        </Table.Cell>
                      </Table.Row>
                    );
                  })}
                </Table.Body>
              </Table.Root>
              {pages(deadLetters.total) > 1 ? (
                <Pagination
                  page={deadLetters.page}
                  pageCount={pages(deadLetters.total)}
                  onPageChange={props.onDeadLettersPage}
                />
              ) : null}
            </>
          )}
        </Tabs.Content>
      </Tabs.Root>
    </StaffPage>
  );
}
