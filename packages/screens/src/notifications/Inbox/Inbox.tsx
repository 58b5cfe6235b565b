import {
  type Schemas,
  useInbox,
  useMarkAllNotificationsRead,
  useMarkNotificationRead,
} from '@watni/api-client';
import {
  Alert,
  Badge,
  Button,
  Container,
  EmptyState,
  Icon,
  PageHeader,
  Pagination,
  Skeleton,
  useI18n,
} from '@watni/ui';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { formatPakistanDateTime } from '../../format/pakistanTime';
import { useNotificationsMessages } from '../../messages/NotificationsMessages';
import * as styles from './Inbox.css';

export type InboxItem = Schemas['Notification'];

const INBOX_PAGE_SIZE = 20;

export interface InboxViewProps {
  status: 'loading' | 'error' | 'ready';
  items: readonly InboxItem[];
  total: number;
  unread: number;
  page: number;
  onPageChange: (page: number) => void;
  onMarkRead: (id: number) => void;
  onMarkAll: () => void;
  onRetry: () => void;
  busy?: boolean;
}

/** Times shown in Pakistan time, in the reader's language. */
function when(iso: string, locale: string): string {
  return formatPakistanDateTime(iso, locale === 'ur' ? 'ur' : 'en');
}

export function InboxView({
  status,
  items,
  total,
  unread,
  page,
  onPageChange,
  onMarkRead,
  onMarkAll,
  onRetry,
  busy = false,
}: InboxViewProps) {
  const m = useNotificationsMessages().inbox;
  const { locale } = useI18n();
  const pageCount = Math.max(1, Math.ceil(total / INBOX_PAGE_SIZE));
  return (
    <Container>
      <PageHeader
        title={m.title}
        description={m.intro}
        actions={
          unread > 0 ? (
            <Button variant="secondary" onClick={onMarkAll} disabled={busy}>
              {m.markAll}
            </Button>
          ) : null
        }
      />
      {status === 'loading' ? (
        <div className={styles.list} aria-busy="true">
          <Skeleton height="5rem" />
          <Skeleton height="5rem" />
          <Skeleton height="5rem" />
        </div>
      ) : status === 'error' ? (
        <Alert
          tone="error"
          title={m.error}
          action={
            <Button variant="secondary" onClick={onRetry}>
              {m.retry}
            </Button>
          }
        />
      ) : items.length === 0 ? (
        <EmptyState
          icon={<Icon name="bell" size={28} />}
          title={m.empty}
          description={m.emptyHint}
          headingLevel={2}
        />
      ) : (
        <>
          <ul className={styles.list}>
            {items.map((item) => (
              <li
                key={item.id}
                className={item.read_at ? styles.item : `${styles.item} ${styles.unread}`}
                lang={item.language}
                dir={item.language === 'ur' ? 'rtl' : 'ltr'}
              >
                <div className={styles.head}>
                  {item.read_at ? null : <Badge tone="primary">{m.unreadBadge}</Badge>}
                  <h2 className={styles.title}>{item.title}</h2>
                </div>
                <p className={styles.body}>{item.body}</p>
                <div className={styles.meta}>
                  <time dateTime={item.created_at}>{when(item.created_at, locale)}</time>
                  {item.link ? (
                    <Link to={item.link} onClick={() => item.read_at || onMarkRead(item.id)}>
                      {m.open}
                    </Link>
                  ) : null}
                  {item.read_at ? null : (
                    <Button
                      variant="ghost"
                      size="sm"
                      onClick={() => onMarkRead(item.id)}
                      disabled={busy}
                    >
                      {m.markRead}
                    </Button>
                  )}
                </div>
              </li>
            ))}
          </ul>
          {pageCount > 1 ? (
            <Pagination
              page={page}
              pageCount={pageCount}
              onPageChange={onPageChange}
              previousLabel={m.previous}
              nextLabel={m.next}
            />
          ) : null}
        </>
      )}
    </Container>
  );
}

export function InboxContainer() {
  const [page, setPage] = useState(1);
  const inbox = useInbox((page - 1) * INBOX_PAGE_SIZE, INBOX_PAGE_SIZE);
  const markRead = useMarkNotificationRead();
  const markAll = useMarkAllNotificationsRead();
  return (
    <InboxView
      status={inbox.isPending ? 'loading' : inbox.isError ? 'error' : 'ready'}
      items={inbox.data?.items ?? []}
      total={inbox.data?.total ?? 0}
      unread={inbox.data?.unread ?? 0}
      page={page}
      onPageChange={setPage}
      onMarkRead={(id) => markRead.mutate(id)}
      onMarkAll={() => markAll.mutate()}
      onRetry={() => void inbox.refetch()}
      busy={markRead.isPending || markAll.isPending}
    />
  );
}
