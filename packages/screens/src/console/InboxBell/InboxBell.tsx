import { useUnreadCount } from '@watni/api-client';
import { Icon, useI18n, VisuallyHidden } from '@watni/ui';
import { Link } from 'react-router-dom';
import { useNotificationsMessages } from '../../messages/NotificationsMessages';
import * as styles from './InboxBell.css';

export interface InboxBellViewProps {
  /** Unread inbox entries; undefined while loading. */
  unread: number | undefined;
  to?: string;
}

/** The bell of the console's top bar: opens the inbox, shows the unread count. */
export function InboxBellView({ unread, to = '/inbox' }: InboxBellViewProps) {
  const m = useNotificationsMessages().bell;
  const { format } = useI18n();
  const count = unread ?? 0;
  const label = count > 0 ? `${m.label}: ${format(m.unread, { count })}` : m.label;
  return (
    <Link to={to} className={styles.bell} data-testid="inbox-bell">
      <Icon name="bell" size={22} />
      <VisuallyHidden>{label}</VisuallyHidden>
      {count > 0 ? (
        <span className={styles.count} aria-hidden="true">
          {count > 99 ? '99+' : count}
        </span>
      ) : null}
    </Link>
  );
}

export function InboxBell() {
  const unread = useUnreadCount();
  return <InboxBellView unread={unread.data?.unread} />;
}
