import {
  errorMessage,
  type Schemas,
  useDeadLetters,
  useDeliveries,
  useRetryDeadLetter,
  useRetryDelivery,
} from '@watni/api-client';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useNotificationsMessages } from '../../messages/NotificationsMessages';
import { DeliveryStatusView, type DeliveryTab, PAGE_SIZE } from './DeliveryStatus';

const STATUSES = ['queued', 'sending', 'sent', 'delivered', 'failed'] as const;
const CHANNELS = ['email', 'sms', 'whatsapp'] as const;

/** The filters live in the address (?status=failed&channel=sms&announcement=12&tab=dead-letters). */
export function DeliveryStatusContainer() {
  const m = useNotificationsMessages().deliveries;
  const [search, setSearch] = useSearchParams();
  const status = STATUSES.find((s) => s === search.get('status')) ?? null;
  const channel = CHANNELS.find((c) => c === search.get('channel')) ?? null;
  const announcement = Number(search.get('announcement')) || null;
  const tab: DeliveryTab = search.get('tab') === 'dead-letters' ? 'dead-letters' : 'deliveries';
  const page = Math.max(1, Number(search.get('page')) || 1);
  const deadPage = Math.max(1, Number(search.get('dead_page')) || 1);

  const deliveries = useDeliveries({
    ...(status ? { status } : {}),
    ...(channel ? { channel } : {}),
    ...(announcement ? { announcement_id: announcement } : {}),
    skip: (page - 1) * PAGE_SIZE,
    limit: PAGE_SIZE,
  });
  const dead = useDeadLetters((deadPage - 1) * PAGE_SIZE, PAGE_SIZE);
  const retryDelivery = useRetryDelivery();
  const retryDead = useRetryDeadLetter();
  const [retrying, setRetrying] = useState<(number | string)[]>([]);
  const [notice, setNotice] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);

  const update = (changes: Record<string, string | null>) => {
    const next = new URLSearchParams(search);
    for (const [key, value] of Object.entries(changes)) {
      if (value === null) next.delete(key);
      else next.set(key, value);
    }
    setSearch(next, { replace: true });
  };
  const settle = (id: number | string) => ({
    onSuccess: () => setNotice({ tone: 'success' as const, text: m.retried }),
    onError: (error: unknown) =>
      setNotice({ tone: 'error' as const, text: errorMessage(error, m.retryFailed) }),
    onSettled: () => setRetrying((list) => list.filter((x) => x !== id)),
  });
  const list = <T,>(
    query: { isPending: boolean; isError: boolean; data?: { items: T[]; total: number } },
    current: number,
  ) => ({
    status: query.isPending
      ? ('loading' as const)
      : query.isError
        ? ('error' as const)
        : ('ready' as const),
    items: query.data?.items ?? [],
    total: query.data?.total ?? 0,
    page: current,
  });

  return (
    <DeliveryStatusView
      tab={tab}
      onTabChange={(next) => update({ tab: next === 'deliveries' ? null : next })}
      statusFilter={status}
      channelFilter={channel}
      announcementId={announcement}
      onStatusFilterChange={(next) => update({ status: next, page: null })}
      onChannelFilterChange={(next) => update({ channel: next, page: null })}
      onClearAnnouncement={() => update({ announcement: null, page: null })}
      deliveries={list<Schemas['Delivery']>(deliveries, page)}
      onDeliveriesPage={(next) => update({ page: next > 1 ? String(next) : null })}
      deadLetters={list<Schemas['DeadLetter']>(dead, deadPage)}
      onDeadLettersPage={(next) => update({ dead_page: next > 1 ? String(next) : null })}
      onReload={() => {
        void deliveries.refetch();
        void dead.refetch();
      }}
      retrying={retrying}
      onRetryDelivery={(id) => {
        setRetrying((ids) => [...ids, id]);
        retryDelivery.mutate(id, settle(id));
      }}
      onRetryDeadLetter={(jobId) => {
        setRetrying((ids) => [...ids, jobId]);
        retryDead.mutate(jobId, settle(jobId));
      }}
      notice={notice}
    />
  );
}
