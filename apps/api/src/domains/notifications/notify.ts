// notify(tx, …): THE way any domain tells people something. It runs inside the
// caller's scoped transaction: the inbox rows, the per-channel delivery rows and the queue's jobs
// are written with the caller's work and exist only if it commits. Delivery happens later, in
// the queue's workers (delivery.ts), one job per delivery, retried with backoff.
import { and, eq, inArray } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import { tenants, users } from '../../db/schema/identity.js';
import {
  notificationChannels,
  notificationDeliveries,
  notificationPreferences,
  notificationSettings,
  notifications,
} from '../../db/schema/notifications.js';
import { scopeOfTx } from '../../db/scope.js';
import { tenantHasModule } from '../../http/module-gate.js';
import { queueOf } from '../../queue/registry.js';
import type { NotificationEvent, NotificationLanguage } from './events.js';
import { quietUntil } from './quiet-hours.js';
import { type RecipientGuardianRow, recipientGuardians } from './repository.js';
import { maskedData, sealTexts, secretFieldsOf } from './secret-texts.js';
import { renderEvent, type TemplateData } from './templates/render.js';

export const DELIVERY_JOB = 'notification.delivery';

interface NotifyInput {
  event: NotificationEvent;
  /** Users (staff, students, parents) and/or guardians; a guardian who is a parent user is one recipient. */
  recipients: { userIds?: readonly number[]; guardianIds?: readonly number[] };
  /** The template's values (student_name, date, …); school_name is added when missing. */
  data: TemplateData;
  /**
   * The same key records the event once per recipient (a retried request, the absence alert
   * of one student on one day: `absence:<studentId>:<yyyy-mm-dd>`).
   */
  idempotencyKey: string;
  /** A path in the site the inbox entry opens (`/school/attendance`). */
  link?: string;
  announcementId?: number;
  /**
   * A message the guardian needs to reach their account (an invitation, a password code):
   * SMS goes without the standing SMS consent (which is for the school's news) and is not held
   * for the quiet hours. WhatsApp still needs the guardian's consent.
   */
  essential?: boolean;
}

interface NotifyResult {
  /** Notifications recorded now (recipients already notified under the key are not counted). */
  notified: number;
  deliveries: number;
}

interface Recipient {
  userId: number | null;
  guardianId: number | null;
  language: NotificationLanguage;
  email: string | null;
  mobile: string | null;
  smsConsent: boolean;
  whatsappConsent: boolean;
}

interface ChannelState {
  email: boolean;
  sms: boolean;
  whatsapp: boolean;
  /**
   * The school sends SMS only where WhatsApp cannot go (SMS channel setting `send_when` =
   * `fallback`): a guardian reached by WhatsApp gets no SMS unless that message fails.
   */
  smsOnlyAsFallback: boolean;
}

function tenantOf(tx: Tx): number {
  const { scope } = scopeOfTx(tx);
  if (scope.kind !== 'tenant') throw new Error('notify needs a tenant scope.');
  return scope.tenantId;
}

/** The school's channels that are on: e-mail unless switched off; SMS/WhatsApp need the module. */
export async function channelState(tx: Tx, tenantId: number): Promise<ChannelState> {
  const rows = await tx
    .select({
      channel: notificationChannels.channel,
      enabled: notificationChannels.enabled,
      settings: notificationChannels.settings,
    })
    .from(notificationChannels)
    .where(eq(notificationChannels.tenant_id, tenantId));
  const on = (channel: string, fallback: boolean) =>
    rows.find((row) => row.channel === channel)?.enabled ?? fallback;
  const paid = on('sms', false) || on('whatsapp', false);
  const module = paid ? await tenantHasModule(tx, tenantId, 'sms-whatsapp') : false;
  const sms = module && on('sms', false);
  const whatsapp = module && on('whatsapp', false);
  return {
    email: on('email', true),
    sms,
    whatsapp,
    smsOnlyAsFallback:
      sms &&
      whatsapp &&
      rows.find((row) => row.channel === 'sms')?.settings?.send_when === 'fallback',
  };
}

/** The people behind a set of messages, read together: one statement per table, whatever the count. */
interface RecipientRows {
  guardians: Map<number, GuardianRow>;
  guardianByUser: Map<number, GuardianRow>;
  users: Map<number, UserRow>;
  languageOf: Map<number, NotificationLanguage>;
}

type GuardianRow = RecipientGuardianRow;

interface UserRow {
  id: number;
  email: string | null;
  active: boolean;
  language: NotificationLanguage;
  languageChosen: boolean;
}

async function loadRecipients(
  tx: Tx,
  tenantId: number,
  inputs: readonly NotifyInput['recipients'][],
): Promise<RecipientRows> {
  const userIds = [...new Set(inputs.flatMap((input) => input.userIds ?? []))];
  const guardianIds = [...new Set(inputs.flatMap((input) => input.guardianIds ?? []))];
  const guardianRows: GuardianRow[] =
    guardianIds.length || userIds.length
      ? await recipientGuardians(tx, tenantId, guardianIds, userIds)
      : [];
  const wanted = new Set(guardianIds);
  const allUserIds = [
    ...new Set([
      ...userIds,
      ...guardianRows.filter((g) => wanted.has(g.id) && g.user_id).map((g) => g.user_id!),
    ]),
  ];
  const userRows: UserRow[] = allUserIds.length
    ? await tx
        .select({
          id: users.id,
          email: users.email,
          active: users.is_active,
          language: users.preferred_language,
          languageChosen: users.preferred_language_chosen,
        })
        .from(users)
        .where(and(eq(users.tenant_id, tenantId), inArray(users.id, allUserIds)))
    : [];
  const prefs = allUserIds.length
    ? await tx
        .select({
          user_id: notificationPreferences.user_id,
          language: notificationPreferences.language,
        })
        .from(notificationPreferences)
        .where(
          and(
            eq(notificationPreferences.tenant_id, tenantId),
            inArray(notificationPreferences.user_id, allUserIds),
          ),
        )
    : [];
  return {
    guardians: new Map(guardianRows.map((g) => [g.id, g])),
    guardianByUser: new Map(
      guardianRows.filter((g) => g.user_id !== null).map((g) => [g.user_id!, g]),
    ),
    users: new Map(userRows.map((u) => [u.id, u])),
    languageOf: new Map(prefs.map((p) => [p.user_id, p.language])),
  };
}

/** One message's recipients out of the rows read for the whole set (no statement of its own). */
function recipientsOf(input: NotifyInput['recipients'], loaded: RecipientRows): Recipient[] {
  const userIds = [...new Set(input.userIds ?? [])];
  const guardianIds = [...new Set(input.guardianIds ?? [])];
  const ownGuardians = guardianIds
    .map((id) => loaded.guardians.get(id))
    .filter((g): g is GuardianRow => g !== undefined);
  const allUserIds = [
    ...new Set([...userIds, ...ownGuardians.filter((g) => g.user_id).map((g) => g.user_id!)]),
  ];
  const userRows = allUserIds
    .map((id) => loaded.users.get(id))
    .filter((u): u is UserRow => u !== undefined);
  const recipients: Recipient[] = [];
  const seenGuardians = new Set<number>();
  for (const user of userRows) {
    if (!user.active) continue;
    const guardian = loaded.guardianByUser.get(user.id);
    if (guardian) seenGuardians.add(guardian.id);
    recipients.push({
      userId: user.id,
      guardianId: guardian?.id ?? null,
      // The person's "Language for e-mails and messages" once chosen in their profile; before
      // that the language the school recorded for the guardian, else the one they sign in with.
      language:
        loaded.languageOf.get(user.id) ??
        (user.languageChosen ? user.language : (guardian?.language ?? user.language)),
      email: user.email,
      mobile: guardian?.mobile ?? null,
      smsConsent: guardian?.sms ?? false,
      whatsappConsent: guardian?.whatsapp ?? false,
    });
  }
  for (const guardian of ownGuardians) {
    if (seenGuardians.has(guardian.id)) continue;
    if (guardian.user_id !== null && loaded.users.has(guardian.user_id)) continue;
    recipients.push({
      userId: null,
      guardianId: guardian.id,
      language: guardian.language,
      email: guardian.email,
      mobile: guardian.mobile,
      smsConsent: guardian.sms,
      whatsappConsent: guardian.whatsapp,
    });
  }
  return recipients;
}

/** What notify reads of the school itself: the same for every message of one run. */
interface NotifyContext {
  schoolName: string;
  channels: ChannelState;
  /** The end of the school's quiet hours when now is inside them, else null. */
  phoneAfter: Date | null;
}

/**
 * The school's name, channels and quiet hours, read once: a caller sending one message per
 * voucher or student in one transaction passes it to every notify instead of having each read
 * the same rows again (four statements per message).
 */
async function notifyContext(tx: Tx): Promise<NotifyContext> {
  const tenantId = tenantOf(tx);
  const [school] = await tx
    .select({ name: tenants.name })
    .from(tenants)
    .where(eq(tenants.id, tenantId));
  const channels = await channelState(tx, tenantId);
  const [settings] = await tx
    .select()
    .from(notificationSettings)
    .where(eq(notificationSettings.tenant_id, tenantId));
  const phoneAfter = quietUntil(
    new Date(),
    settings?.quiet_start ?? null,
    settings?.quiet_end ?? null,
  );
  return { schoolName: school?.name ?? '', channels, phoneAfter };
}

/**
 * Records `event` for every recipient in the caller's transaction: an inbox entry for each
 * user, and one delivery per enabled channel the recipient can be reached on (SMS and WhatsApp
 * only to guardians who consented, after the school's quiet hours), each a job of the queue.
 * Idempotent per (idempotencyKey, recipient).
 */
export async function notify(
  tx: Tx,
  input: NotifyInput,
  context?: NotifyContext,
): Promise<NotifyResult> {
  return notifyMany(tx, [input], context);
}

/** Inbox rows (and so deliveries) written per statement. */
const CHUNK = 500;

/**
 * Many messages at once (a voucher run's batch, an exam's results): the same as a notify per
 * message, but the recipients are read, and the inbox rows, deliveries and jobs written, with a
 * few statements per 500 recipients instead of a few per message (issue 35: a month's voucher
 * run sent 42,030 statements for 5,000 students).
 */
export async function notifyMany(
  tx: Tx,
  inputs: readonly NotifyInput[],
  context?: NotifyContext,
): Promise<NotifyResult> {
  if (!inputs.length) return { notified: 0, deliveries: 0 };
  const tenantId = tenantOf(tx);
  const loaded = await loadRecipients(
    tx,
    tenantId,
    inputs.map((input) => input.recipients),
  );
  const messages = inputs
    .map((input) => ({ input, recipients: recipientsOf(input.recipients, loaded) }))
    .filter((message) => message.recipients.length > 0);
  if (!messages.length) return { notified: 0, deliveries: 0 };
  const { schoolName, channels, phoneAfter } = context ?? (await notifyContext(tx));

  // Each message rendered once, in both languages, for all its recipients.
  const pending = messages.flatMap(({ input, recipients }) => {
    const data: TemplateData = { school_name: schoolName, ...input.data };
    // What is stored shows any secret masked; what leaves is sealed beside it (secret-texts.ts).
    const secret = secretFieldsOf(input.event).length > 0;
    const stored = secret ? maskedData(input.event, data) : data;
    const rendered = {
      en: renderEvent(input.event, 'en', stored),
      ur: renderEvent(input.event, 'ur', stored),
    };
    const sealed = secret
      ? {
          en: sealTexts(renderEvent(input.event, 'en', data)),
          ur: sealTexts(renderEvent(input.event, 'ur', data)),
        }
      : undefined;
    return recipients.map((r) => ({ input, r, stored, rendered, sealed }));
  });
  let notified = 0;
  let deliveries = 0;
  const jobs: {
    data: { tenantId: number; deliveryId: number };
    key: string;
    startAfter: Date | null;
  }[] = [];
  const keyOf = (key: string, userId: number | null, guardianId: number | null) =>
    `${key}\u0000${userId ?? 0}\u0000${guardianId ?? 0}`;
  for (let i = 0; i < pending.length; i += CHUNK) {
    const chunk = pending.slice(i, i + CHUNK);
    const inserted = await tx
      .insert(notifications)
      .values(
        chunk.map(({ input, r, stored, rendered, sealed }) => ({
          tenant_id: tenantId,
          event: input.event,
          user_id: r.userId,
          guardian_id: r.guardianId,
          language: r.language,
          title: rendered[r.language].title,
          body: rendered[r.language].body,
          link: input.link ?? null,
          data: {
            ...stored,
            sms: rendered[r.language].sms,
            whatsapp: rendered[r.language].whatsapp,
            ...(sealed ? { sealed: sealed[r.language] } : {}),
          },
          idempotency_key: input.idempotencyKey,
          announcement_id: input.announcementId ?? null,
          in_app: r.userId !== null,
        })),
      )
      .onConflictDoNothing()
      .returning({
        id: notifications.id,
        user_id: notifications.user_id,
        guardian_id: notifications.guardian_id,
        idempotency_key: notifications.idempotency_key,
      });
    notified += inserted.length;
    // A recipient already notified under the key inserts nothing, so the rows returned are
    // matched back to their message by (key, user, guardian), the index's own identity.
    const byKey = new Map(
      chunk.map((entry) => [
        keyOf(entry.input.idempotencyKey, entry.r.userId, entry.r.guardianId),
        entry,
      ]),
    );
    const rows: (typeof notificationDeliveries.$inferInsert)[] = [];
    for (const row of inserted) {
      const entry = byKey.get(keyOf(row.idempotency_key ?? '', row.user_id, row.guardian_id));
      if (!entry) continue;
      const { input, r } = entry;
      const base = { tenant_id: tenantId, notification_id: row.id };
      if (channels.email && r.email) rows.push({ ...base, channel: 'email', address: r.email });
      if (r.guardianId !== null && r.mobile) {
        const byWhatsapp = channels.whatsapp && r.whatsappConsent;
        const smsAllowed = r.smsConsent || input.essential === true;
        const sendAfter = input.essential ? null : phoneAfter;
        if (channels.sms && smsAllowed && !(channels.smsOnlyAsFallback && byWhatsapp)) {
          rows.push({ ...base, channel: 'sms', address: r.mobile, send_after: sendAfter });
        }
        if (channels.whatsapp && r.whatsappConsent) {
          rows.push({ ...base, channel: 'whatsapp', address: r.mobile, send_after: sendAfter });
        }
      }
    }
    if (!rows.length) continue;
    const created = await tx
      .insert(notificationDeliveries)
      .values(rows)
      .returning({ id: notificationDeliveries.id, send_after: notificationDeliveries.send_after });
    deliveries += created.length;
    for (const delivery of created) {
      jobs.push({
        data: { tenantId, deliveryId: delivery.id },
        key: `${tenantId}:${delivery.id}:0`,
        startAfter: delivery.send_after,
      });
    }
  }
  if (jobs.length) await queueOf(scopeOfTx(tx).database).sendMany(tx, DELIVERY_JOB, jobs);
  return { notified, deliveries };
}
