// SQL of the inbox, the deliveries and the channels (tenant-scoped transactions only).
import { and, count, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import { rowsOf } from '../../db/rows.js';
import { tenants, users } from '../../db/schema/identity.js';
import {
  announcements,
  notificationChannels,
  notificationDeliveries,
  notificationSettings,
  notifications,
  whatsappWindows,
} from '../../db/schema/notifications.js';
import { guardians } from '../../db/schema/school.js';
import { prepared } from '../../db/scope.js';
import type { Schemas } from '../../http/types.js';
import { asQueueOwner, QUEUE_SCHEMA } from '../../queue/queue.js';

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
  delivered_at: Date | null;
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
  delivered_at: notificationDeliveries.delivered_at,
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
    notificationId?: number;
    skip: number;
    limit: number;
  },
): Promise<{ items: DeliveryRow[]; total: number }> {
  const where = and(
    eq(notificationDeliveries.tenant_id, tenantId),
    filter.status ? eq(notificationDeliveries.status, filter.status) : undefined,
    filter.channel ? eq(notificationDeliveries.channel, filter.channel) : undefined,
    filter.announcementId ? eq(notifications.announcement_id, filter.announcementId) : undefined,
    filter.notificationId
      ? eq(notificationDeliveries.notification_id, filter.notificationId)
      : undefined,
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
    // Staff chose to send it: a message left unknown by a crash or a timeout goes, unchecked.
    .set({
      status: 'queued',
      reason: null,
      send_after: null,
      sending_at: null,
      worker: null,
      updated_at: new Date(),
    })
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
  /** The sealed credentials when the update changes them (credentials.ts). */
  sealed?: { sealed_secrets: string | null; secret_last4: string | null; secret: null },
): Promise<void> {
  const set: Partial<typeof notificationChannels.$inferInsert> = {
    updated_at: new Date(),
    updated_by: userId,
    ...(update.enabled !== undefined ? { enabled: update.enabled } : {}),
    ...(update.provider ? { provider: update.provider } : {}),
    ...(update.settings ? { settings: update.settings } : {}),
    ...(sealed ?? {}),
  };
  await tx
    .insert(notificationChannels)
    .values({
      tenant_id: tenantId,
      channel: update.channel,
      enabled: update.enabled ?? update.channel === 'email',
      provider: update.provider ?? 'log',
      settings: update.settings ?? {},
      ...(sealed ?? {}),
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

/** The school's name (the test message names it). */
export async function schoolName(tx: Tx, tenantId: number): Promise<string> {
  const [row] = await tx
    .select({ name: tenants.name })
    .from(tenants)
    .where(eq(tenants.id, tenantId));
  return row?.name ?? 'Watni';
}

/**
 * A delivery that never reached the provider's answer (queued, sending by a dead job, or
 * failed) goes back to `queued`; a sent one is never sent again (undefined).
 */
export async function requeueUnsent(tx: Tx, tenantId: number, id: number) {
  const [row] = await tx
    .update(notificationDeliveries)
    .set({
      status: 'queued',
      reason: null,
      send_after: null,
      claimed_by: null,
      sending_at: null,
      worker: null,
      updated_at: new Date(),
    })
    .where(
      and(
        eq(notificationDeliveries.tenant_id, tenantId),
        eq(notificationDeliveries.id, id),
        inArray(notificationDeliveries.status, ['queued', 'sending', 'failed']),
      ),
    )
    .returning({ attempts: notificationDeliveries.attempts });
  return row;
}

export async function scheduledAnnouncement(tx: Tx, tenantId: number, id: number) {
  const [row] = await tx
    .select({ id: announcements.id })
    .from(announcements)
    .where(
      and(
        eq(announcements.tenant_id, tenantId),
        eq(announcements.id, id),
        eq(announcements.status, 'scheduled'),
      ),
    );
  return row;
}

// ----------------------------------------------------------------------------- dead letters
// The queue's tables (schema `jobs`, pg-boss) hold every school's jobs and have no row-level
// security: every statement here names the tenant itself (the job's data carries it).

/** The dead-letter queues staff can see and what their jobs are about. */
export const DEAD_LETTER_QUEUES = {
  'notification.delivery.dead': 'delivery',
  'announcement.publish.dead': 'announcement',
} as const;

export interface DeadLetterRow {
  id: string;
  kind: 'delivery' | 'announcement';
  reason: string | null;
  failed_at: Date;
  delivery_id: number | null;
  announcement_id: number | null;
  announcement_title: string | null;
}

interface RawDeadLetter {
  id: string;
  name: keyof typeof DEAD_LETTER_QUEUES;
  output: { message?: string; value?: { message?: string } } | null;
  created_on: Date | string;
  delivery_id: number | string | null;
  announcement_id: number | null;
  announcement_title: string | null;
}

function deadLetterOf(row: RawDeadLetter): DeadLetterRow {
  return {
    id: row.id,
    kind: DEAD_LETTER_QUEUES[row.name],
    reason: (row.output?.message ?? row.output?.value?.message ?? null)?.slice(0, 500) ?? null,
    failed_at: new Date(row.created_on),
    delivery_id: row.delivery_id === null ? null : Number(row.delivery_id),
    announcement_id: row.announcement_id,
    announcement_title: row.announcement_title,
  };
}

const DEAD_NAMES = Object.keys(DEAD_LETTER_QUEUES);
const DEAD_SELECT = `SELECT j.id, j.name, j.output, j.created_on,
       CASE WHEN j.name = 'notification.delivery.dead' THEN (j.data->>'deliveryId')::bigint END AS delivery_id,
       a.id AS announcement_id, a.title AS announcement_title
  FROM ${QUEUE_SCHEMA}.job j
  LEFT JOIN notification_deliveries d
    ON j.name = 'notification.delivery.dead' AND d.tenant_id = $1
   AND d.id = (j.data->>'deliveryId')::bigint
  LEFT JOIN notifications n ON n.tenant_id = d.tenant_id AND n.id = d.notification_id
  LEFT JOIN announcements a ON a.tenant_id = $1
   AND a.id = COALESCE(n.announcement_id, CASE WHEN j.name = 'announcement.publish.dead'
                                               THEN (j.data->>'announcementId')::int END)
 WHERE j.name = ANY($2::text[]) AND (j.data->>'tenantId')::int = $1`;

export async function deadLetterPage(
  tx: Tx,
  tenantId: number,
  page: { skip: number; limit: number },
): Promise<{ items: DeadLetterRow[]; total: number }> {
  // The queue's schema is closed to the request role: read as its owner, this tenant's only.
  const rows = await asQueueOwner(tx, () =>
    prepared<RawDeadLetter>(
      tx,
      'notifications_dead_letters',
      `${DEAD_SELECT} ORDER BY j.created_on DESC, j.id OFFSET $3 LIMIT $4`,
      [tenantId, DEAD_NAMES, page.skip, page.limit],
    ),
  );
  const [total] = await asQueueOwner(tx, () =>
    prepared<{ n: number | string }>(
      tx,
      'notifications_dead_letters_count',
      `SELECT count(*) AS n FROM ${QUEUE_SCHEMA}.job
      WHERE name = ANY($2::text[]) AND (data->>'tenantId')::int = $1`,
      [tenantId, DEAD_NAMES],
    ),
  );
  return { items: rows.map(deadLetterOf), total: Number(total?.n ?? 0) };
}

/** Removes one of the school's dead letters (it is being retried) and answers what it was. */
export async function takeDeadLetter(
  tx: Tx,
  tenantId: number,
  jobId: string,
): Promise<DeadLetterRow | undefined> {
  // DELETE … RETURNING: of two staff retrying at once, one takes it, the other finds nothing.
  const [row] = await asQueueOwner(tx, () =>
    prepared<{
      id: string;
      name: keyof typeof DEAD_LETTER_QUEUES;
      data: { deliveryId?: number; announcementId?: number };
      output: RawDeadLetter['output'];
      created_on: Date | string;
    }>(
      tx,
      'notifications_dead_letter_take',
      `DELETE FROM ${QUEUE_SCHEMA}.job
      WHERE name = ANY($2::text[]) AND id = $3::uuid AND (data->>'tenantId')::int = $1
      RETURNING id, name, data, output, created_on`,
      [tenantId, DEAD_NAMES, jobId],
    ),
  );
  if (!row) return undefined;
  const kind = DEAD_LETTER_QUEUES[row.name];
  return deadLetterOf({
    ...row,
    delivery_id: kind === 'delivery' ? (row.data.deliveryId ?? null) : null,
    announcement_id: kind === 'announcement' ? (row.data.announcementId ?? null) : null,
    announcement_title: null,
  });
}

export async function tenantSlug(tx: Tx, tenantId: number): Promise<string> {
  const [row] = await tx
    .select({ slug: tenants.slug })
    .from(tenants)
    .where(eq(tenants.id, tenantId));
  return row?.slug ?? String(tenantId);
}

// ---------------------------------------------------------------- delivery reports

/** What a provider's report says happened to one message. */
export type Receipt =
  | { status: 'sent' | 'delivered'; at: Date }
  | { status: 'failed'; reason: string; at: Date };

/**
 * The statuses a report may move a delivery from: only forward (queued → sending → sent →
 * delivered), and `failed` is final. `queued` is included: a send that timed out on our side
 * but reached the provider is queued for a retry, and the report settles it (so it is never
 * sent again). `sending` too: the report can beat our own `sent` write.
 */
const MOVES_FROM: Record<Receipt['status'], readonly ('queued' | 'sending' | 'sent')[]> = {
  sent: ['queued', 'sending'],
  delivered: ['queued', 'sending', 'sent'],
  failed: ['queued', 'sending', 'sent'],
};

// ---------------------------------------------------------------- WhatsApp window, SMS fallback

/** A parent's WhatsApp message opens the 24-hour window for that number (never moves it back). */
export async function recordWhatsappInbound(tx: Tx, tenantId: number, waId: string, at: Date) {
  await tx
    .insert(whatsappWindows)
    .values({ tenant_id: tenantId, wa_id: waId, last_inbound_at: at })
    .onConflictDoUpdate({
      target: [whatsappWindows.tenant_id, whatsappWindows.wa_id],
      set: {
        last_inbound_at: sql`greatest(${whatsappWindows.last_inbound_at}, excluded.last_inbound_at)`,
      },
    });
}

/**
 * The SMS that replaces a failed WhatsApp delivery: to the same guardian's mobile, only with
 * their SMS consent, inserted once per notification (unique index of migration 0350; a failure
 * reported twice inserts nothing the second time). Answers the new delivery, or null.
 */
export async function insertSmsFallback(
  tx: Tx,
  tenantId: number,
  whatsappDeliveryId: number,
  sendAfter: Date | null,
): Promise<{ id: number; send_after: Date | null } | null> {
  const [source] = await tx
    .select({
      notification_id: notificationDeliveries.notification_id,
      mobile: guardians.mobile,
      consent: guardians.sms_consent,
    })
    .from(notificationDeliveries)
    .innerJoin(
      notifications,
      and(
        eq(notifications.tenant_id, notificationDeliveries.tenant_id),
        eq(notifications.id, notificationDeliveries.notification_id),
      ),
    )
    .innerJoin(
      guardians,
      and(
        eq(guardians.tenant_id, notifications.tenant_id),
        eq(guardians.id, notifications.guardian_id),
      ),
    )
    .where(
      and(
        eq(notificationDeliveries.tenant_id, tenantId),
        eq(notificationDeliveries.id, whatsappDeliveryId),
        eq(notificationDeliveries.channel, 'whatsapp'),
        eq(notificationDeliveries.status, 'failed'),
      ),
    );
  if (!source?.consent || !source.mobile) return null;
  const [created] = await tx
    .insert(notificationDeliveries)
    .values({
      tenant_id: tenantId,
      notification_id: source.notification_id,
      channel: 'sms',
      address: source.mobile,
      send_after: sendAfter,
    })
    .onConflictDoNothing()
    .returning({ id: notificationDeliveries.id, send_after: notificationDeliveries.send_after });
  return created ?? null;
}

/** The guardians' phone reach: mobile, consents and language (the announcement preview). */
export async function guardianReach(tx: Tx, tenantId: number, ids: readonly number[]) {
  if (!ids.length) return [];
  return tx
    .select({
      id: guardians.id,
      mobile: guardians.mobile,
      sms: guardians.sms_consent,
      whatsapp: guardians.whatsapp_consent,
      language: guardians.preferred_language,
    })
    .from(guardians)
    .where(and(eq(guardians.tenant_id, tenantId), inArray(guardians.id, [...ids])));
}

/**
 * Withdraws the notices sent under one idempotency-key prefix (an exam's results): they leave
 * every inbox, and their deliveries still waiting go with them (cascade). A text already handed to
 * an SMS or WhatsApp provider cannot be called back; those are counted for the audit.
 */
export async function withdrawNotices(
  tx: Tx,
  tenantId: number,
  keyPrefix: string,
): Promise<{ withdrawn: number; already_sent: number }> {
  const like = `${keyPrefix.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const sent = await tx.execute(sql`
    select count(*)::int as n from notification_deliveries d
    join notifications n on n.tenant_id = d.tenant_id and n.id = d.notification_id
    where n.tenant_id = ${tenantId} and n.idempotency_key like ${like}
      and d.status in ('sending', 'sent', 'delivered')`);
  const gone = await tx.execute(sql`
    delete from notifications where tenant_id = ${tenantId} and idempotency_key like ${like}
    returning id`);
  const first = rowsOf<{ n: number }>(sent)[0];
  return {
    withdrawn: rowsOf<unknown>(gone).length,
    already_sent: Number(first?.n ?? 0),
  };
}

/** One report of a batch: `index` is its place in the batch (the result is reported by it). */
export interface BatchReceipt {
  index: number;
  reference: string | null;
  providerMessageId: string | null;
  receipt: Receipt;
}

interface BatchResult {
  index: number;
  result: 'applied' | 'unchanged' | 'unknown';
  deliveryId: number | null;
}

/**
 * Applies reports to the deliveries of this school and channel that they name: by our reference
 * (`watni-{tenant}-{delivery}`, echoed by both providers) when it carries one for THIS school,
 * else by the provider's message id. The UPDATE is conditional (forward only, MOVES_FROM): two
 * reports at once (or a report and the job's own `sent` write) cannot move a row backwards; the
 * loser changes nothing. Each report is 'applied', 'unchanged' (known, already there or further)
 * or 'unknown'. Many reports in two statements, whatever their number: one UPDATE … FROM the
 * reports (a recordset of the JSON array; the set-based form of unnest) moving every delivery a
 * report names forward, then one SELECT finding which of the rest are known. A provider that
 * batches thousands of statuses into one webhook so costs two round trips, not two per status.
 * At most one report per delivery may be in one call (the caller splits repeats into rounds, so
 * `sent` then `delivered` of one message still both apply, in order).
 */
export async function applyReceipts(
  tx: Tx,
  tenantId: number,
  channel: 'sms' | 'whatsapp',
  reports: readonly BatchReceipt[],
): Promise<BatchResult[]> {
  const rows = reports.map((report) => {
    const byReference = /^watni-(\d+)-(\d+)$/.exec(report.reference ?? '');
    const deliveryId =
      byReference && Number(byReference[1]) === tenantId ? Number(byReference[2]) : null;
    return {
      idx: report.index,
      delivery_id: deliveryId,
      pmid: report.providerMessageId?.slice(0, 200) ?? null,
      status: report.receipt.status,
      at: report.receipt.at.toISOString(),
      reason: report.receipt.status === 'failed' ? report.receipt.reason.slice(0, 500) : null,
      from_statuses: MOVES_FROM[report.receipt.status],
    };
  });
  const named = rows.filter((row) => row.delivery_id !== null || row.pmid);
  const results = new Map<number, BatchResult>(
    rows.map((row) => [
      row.idx,
      { index: row.idx, result: 'unknown', deliveryId: row.delivery_id },
    ]),
  );
  if (!named.length) return [...results.values()];
  // Two equality joins (by our id, else by the provider's id), so the planner hashes them.
  const hits = (rows: object[]) => sql`
    reports as (
      select * from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb)
        as r(idx int, delivery_id bigint, pmid text, status text, at timestamptz, reason text,
             from_statuses text[])
    ),
    hits as (
      select r.*, d.id, d.status as current
        from reports r join notification_deliveries d on d.id = r.delivery_id
       where d.tenant_id = ${tenantId} and d.channel = ${channel}
      union all
      select r.*, d.id, d.status as current
        from reports r join notification_deliveries d on d.provider_message_id = r.pmid
       where r.delivery_id is null and d.tenant_id = ${tenantId} and d.channel = ${channel}
    )`;
  const moved = await tx.execute<{ idx: number; id: number }>(sql`
    with ${hits(named)},
    target as (
      select distinct on (id) idx, id, status, at, reason, pmid, from_statuses
        from hits where current = any (from_statuses)
       order by id, idx
    ),
    -- The rows locked in id order before any is changed: the reports of many webhooks (a group
    -- commit) and the dispatcher's records of many sends lock in the same order, so two such
    -- transactions wait for each other instead of deadlocking.
    locked as (
      select d.id from target t join notification_deliveries d
        on d.tenant_id = ${tenantId} and d.id = t.id
       order by d.id
       for update of d
    )
    update notification_deliveries d
       set status = t.status,
           updated_at = now(),
           reason = case when t.status = 'failed' then t.reason
                         when t.status = 'delivered' then null else d.reason end,
           delivered_at = case when t.status = 'delivered' then t.at else d.delivered_at end,
           provider_message_id = coalesce(t.pmid, d.provider_message_id)
      from target t join locked l on l.id = t.id
     where d.tenant_id = ${tenantId} and d.id = t.id
       -- Checked again on the row as it is once locked: a report applied meanwhile by another
       -- request (PostgreSQL re-evaluates this on the newer row) leaves this one unchanged.
       and d.status = any (t.from_statuses)
    returning t.idx, d.id`);
  for (const row of rowsOf<{ idx: number; id: number }>(moved)) {
    results.set(Number(row.idx), {
      index: Number(row.idx),
      result: 'applied',
      deliveryId: Number(row.id),
    });
  }
  const rest = named.filter((row) => results.get(row.idx)?.result !== 'applied');
  if (rest.length) {
    const known = await tx.execute<{ idx: number; id: number }>(sql`
      with ${hits(rest)}
      select distinct on (idx) idx, id from hits order by idx, id`);
    for (const row of rowsOf<{ idx: number; id: number }>(known)) {
      results.set(Number(row.idx), {
        index: Number(row.idx),
        result: 'unchanged',
        deliveryId: Number(row.id),
      });
    }
  }
  return [...results.values()];
}

// ------------------------------------------------------------------ recipients of notify()

export interface RecipientGuardianRow {
  id: number;
  user_id: number | null;
  email: string | null;
  mobile: string | null;
  language: 'en' | 'ur';
  sms: boolean;
  whatsapp: boolean;
}

/** The school's guardians with these ids or these accounts, with how each may be reached. */
export async function recipientGuardians(
  tx: Tx,
  tenantId: number,
  guardianIds: number[],
  userIds: number[],
): Promise<RecipientGuardianRow[]> {
  return tx
    .select({
      id: guardians.id,
      user_id: guardians.user_id,
      email: guardians.email,
      mobile: guardians.mobile,
      language: guardians.preferred_language,
      sms: guardians.sms_consent,
      whatsapp: guardians.whatsapp_consent,
    })
    .from(guardians)
    .where(
      and(
        eq(guardians.tenant_id, tenantId),
        sql`(${guardians.id} = any(${sql.param(guardianIds)}::int[]) or ${guardians.user_id} = any(${sql.param(userIds)}::int[]))`,
      ),
    );
}
