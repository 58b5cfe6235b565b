// SQL of the inbox, the deliveries and the channels (tenant-scoped transactions only).
import { and, count, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import { users } from '../../db/schema/identity.js';
import {
  notificationChannels,
  notificationDeliveries,
  notificationSettings,
  notifications,
} from '../../db/schema/notifications.js';
import { guardians } from '../../db/schema/school.js';
import type { Schemas } from '../../http/types.js';

export type InboxRow = Pick<
  typeof notifications.$inferSelect,
  'id' | 'event' | 'title' | 'body' | 'link' | 'language' | 'read_at' | 'created_at'
>;

const inboxColumns = {
  id: notifications.id,
  event: notifications.event,
  title: notifications.title,
  body: notifications.body,
  link: notifications.link,
  language: notifications.language,
  read_at: notifications.read_at,
  created_at: notifications.created_at,
};

function mine(tenantId: number, userId: number) {
  return and(
    eq(notifications.tenant_id, tenantId),
    eq(notifications.user_id, userId),
    eq(notifications.in_app, true),
  );
}

export async function inboxPage(
  tx: Tx,
  tenantId: number,
  userId: number,
  options: { unreadOnly: boolean; skip: number; limit: number },
): Promise<{ items: InboxRow[]; total: number }> {
  const where = options.unreadOnly
    ? and(mine(tenantId, userId), isNull(notifications.read_at))
    : mine(tenantId, userId);
  const items = await tx
    .select(inboxColumns)
    .from(notifications)
    .where(where)
    .orderBy(desc(notifications.id))
    .offset(options.skip)
    .limit(options.limit);
  const [total] = await tx.select({ n: count() }).from(notifications).where(where);
  return { items, total: total?.n ?? 0 };
}

export async function unreadCount(tx: Tx, tenantId: number, userId: number): Promise<number> {
  const [row] = await tx
    .select({ n: count() })
    .from(notifications)
    .where(and(mine(tenantId, userId), isNull(notifications.read_at)));
  return row?.n ?? 0;
}

export async function markRead(
  tx: Tx,
  tenantId: number,
  userId: number,
  id: number,
): Promise<InboxRow | undefined> {
  const [row] = await tx
    .update(notifications)
    .set({ read_at: sql`coalesce(${notifications.read_at}, now())` })
    .where(and(mine(tenantId, userId), eq(notifications.id, id)))
    .returning(inboxColumns);
  return row;
}

export async function markAllRead(tx: Tx, tenantId: number, userId: number): Promise<void> {
  await tx
    .update(notifications)
    .set({ read_at: new Date() })
    .where(and(mine(tenantId, userId), isNull(notifications.read_at)));
}

export interface DeliveryRow {
  id: number;
  channel: 'email' | 'sms' | 'whatsapp';
  address: string;
  status: 'queued' | 'sending' | 'sent' | 'delivered' | 'failed';
  reason: string | null;
  attempts: number;
  provider: string | null;
  event: string;
  title: string;
  recipient_name: string | null;
  updated_at: Date;
}

const deliveryColumns = {
  id: notificationDeliveries.id,
  channel: notificationDeliveries.channel,
  address: notificationDeliveries.address,
  status: notificationDeliveries.status,
  reason: notificationDeliveries.reason,
  attempts: notificationDeliveries.attempts,
  provider: notificationDeliveries.provider,
  event: notifications.event,
  title: notifications.title,
  recipient_name: sql<
    string | null
  >`coalesce(${guardians.name}, ${users.first_name} || ' ' || ${users.last_name})`,
  updated_at: notificationDeliveries.updated_at,
};

function deliveryQuery(tx: Tx) {
  return tx
    .select(deliveryColumns)
    .from(notificationDeliveries)
    .innerJoin(
      notifications,
      and(
        eq(notifications.tenant_id, notificationDeliveries.tenant_id),
        eq(notifications.id, notificationDeliveries.notification_id),
      ),
    )
    .leftJoin(
      guardians,
      and(
        eq(guardians.tenant_id, notifications.tenant_id),
        eq(guardians.id, notifications.guardian_id),
      ),
    )
    .leftJoin(users, eq(users.id, notifications.user_id));
}

export async function deliveryPage(
  tx: Tx,
  tenantId: number,
  filter: {
    status?: Schemas['DeliveryStatus'];
    channel?: Schemas['DeliveryChannel'];
    announcementId?: number;
    skip: number;
    limit: number;
  },
): Promise<{ items: DeliveryRow[]; total: number }> {
  const where = and(
    eq(notificationDeliveries.tenant_id, tenantId),
    filter.status ? eq(notificationDeliveries.status, filter.status) : undefined,
    filter.channel ? eq(notificationDeliveries.channel, filter.channel) : undefined,
    filter.announcementId ? eq(notifications.announcement_id, filter.announcementId) : undefined,
  );
  const items = await deliveryQuery(tx)
    .where(where)
    .orderBy(desc(notificationDeliveries.id))
    .offset(filter.skip)
    .limit(filter.limit);
  const [total] = await tx
    .select({ n: count() })
    .from(notificationDeliveries)
    .innerJoin(
      notifications,
      and(
        eq(notifications.tenant_id, notificationDeliveries.tenant_id),
        eq(notifications.id, notificationDeliveries.notification_id),
      ),
    )
    .where(where);
  return { items, total: total?.n ?? 0 };
}

export async function findDelivery(
  tx: Tx,
  tenantId: number,
  id: number,
): Promise<DeliveryRow | undefined> {
  const [row] = await deliveryQuery(tx).where(
    and(eq(notificationDeliveries.tenant_id, tenantId), eq(notificationDeliveries.id, id)),
  );
  return row;
}

/** failed -> queued (a conditional update: two staff retrying at once queue it once). */
export async function requeueDelivery(tx: Tx, tenantId: number, id: number) {
  const [row] = await tx
    .update(notificationDeliveries)
    .set({ status: 'queued', reason: null, send_after: null, updated_at: new Date() })
    .where(
      and(
        eq(notificationDeliveries.tenant_id, tenantId),
        eq(notificationDeliveries.id, id),
        eq(notificationDeliveries.status, 'failed'),
      ),
    )
    .returning({ attempts: notificationDeliveries.attempts });
  return row;
}

export async function channelRows(tx: Tx, tenantId: number) {
  return tx.select().from(notificationChannels).where(eq(notificationChannels.tenant_id, tenantId));
}

export async function upsertChannel(
  tx: Tx,
  tenantId: number,
  userId: number,
  update: Schemas['NotificationChannelUpdate'],
): Promise<void> {
  const set: Partial<typeof notificationChannels.$inferInsert> = {
    updated_at: new Date(),
    updated_by: userId,
    ...(update.enabled !== undefined ? { enabled: update.enabled } : {}),
    ...(update.provider ? { provider: update.provider } : {}),
    ...(update.settings ? { settings: update.settings } : {}),
    ...(update.secret ? { secret: update.secret } : {}),
    ...(update.clear_secret ? { secret: null } : {}),
  };
  await tx
    .insert(notificationChannels)
    .values({
      tenant_id: tenantId,
      channel: update.channel,
      enabled: update.enabled ?? update.channel === 'email',
      provider: update.provider ?? 'log',
      settings: update.settings ?? {},
      secret: update.clear_secret ? null : (update.secret ?? null),
      updated_by: userId,
    })
    .onConflictDoUpdate({
      target: [notificationChannels.tenant_id, notificationChannels.channel],
      set,
    });
}

export async function quietHours(tx: Tx, tenantId: number) {
  const [row] = await tx
    .select()
    .from(notificationSettings)
    .where(eq(notificationSettings.tenant_id, tenantId));
  return row;
}

export async function setQuietHours(
  tx: Tx,
  tenantId: number,
  userId: number,
  hours: Schemas['QuietHours'],
): Promise<void> {
  const values = {
    quiet_start: hours?.start ?? null,
    quiet_end: hours?.end ?? null,
    updated_at: new Date(),
    updated_by: userId,
  };
  await tx
    .insert(notificationSettings)
    .values({ tenant_id: tenantId, ...values })
    .onConflictDoUpdate({ target: notificationSettings.tenant_id, set: values });
}
