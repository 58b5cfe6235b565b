// The inbox (everyone in a school), the school's channels and the delivery status (admins).
import { normaliseMobile } from '@watni/policy';
import type { Tx } from '../../db/client.js';
import { tenantScope, withScope } from '../../db/scope.js';
import type { AppDeps } from '../../deps.js';
import type { AuthContext } from '../../http/context.js';
import { conflict, forbidden, HttpError, invalidField, notFound } from '../../http/errors.js';
import { tenantHasModule } from '../../http/module-gate.js';
import { checkSavedHost, checkSavedUrl, OutboundRefused } from '../../http/outbound.js';
import type { Body, Query, Schemas } from '../../http/types.js';
import { queueOf } from '../../queue/registry.js';
import { can } from '../_shared/policy.js';
import { ANNOUNCEMENT_JOB } from '../announcements/publish.js';
import { audit } from '../audit/service.js';
import { schoolTenantId } from '../school/policy.js';
import { MASK_PATTERN } from './adapters/sms-pk.js';
import { DeliveryError } from './adapters/types.js';
import { openChannelSecrets, sealChannelSecrets } from './credentials.js';
import { adapterFor } from './delivery.js';
import { DELIVERY_JOB } from './notify.js';
import { forgetReportChannels } from './receipts.js';
import * as repo from './repository.js';

const NOTIFICATION_MESSAGES = {
  notFound: 'This notification does not exist.',
  deliveryNotFound: 'This delivery does not exist.',
  adminsOnly: "Only the school office (administrators) can manage the school's notifications.",
  notFailed: 'Only a failed delivery can be sent again.',
  needsModule:
    'SMS and WhatsApp need the SMS & WhatsApp Notifications module; switch it on under Modules first.',
  wrongProvider: 'This provider does not serve this channel.',
  deadLetterNotFound: 'This dead letter does not exist (it may have been retried already).',
  alreadySent: 'This message was sent already; it is not sent twice.',
  testAddressEmail: 'Enter an e-mail address to send the test message to.',
  testAddressPhone: 'Enter a Pakistani mobile number such as +923001234567.',
  badMask: 'A sender name (mask) is 1 to 11 letters, digits or spaces, as the PTA approved it.',
  badPreset: 'Choose one of the provider presets: bizsms, veevo, telenor or custom.',
  badMethod: 'The provider is called with GET or POST.',
  badSendWhen: 'SMS go always, or only as the fallback of WhatsApp.',
  badRate: 'The price of one SMS segment is a whole number of paisa.',
  badPattern: 'This is not a valid pattern to read the provider’s answer with.',
} as const;
const M = NOTIFICATION_MESSAGES;

function inboxScope(auth: AuthContext) {
  return tenantScope(schoolTenantId(auth), auth.user.id);
}

function toNotification(row: repo.InboxRow): Schemas['Notification'] {
  return {
    id: row.id,
    event: row.event as Schemas['NotificationEvent'],
    title: row.title,
    body: row.body,
    link: row.link,
    language: row.language,
    read_at: row.read_at?.toISOString() ?? null,
    created_at: row.created_at.toISOString(),
  };
}

export async function listNotifications(
  deps: AppDeps,
  auth: AuthContext,
  query: Query<'listNotifications'>,
): Promise<Schemas['NotificationList']> {
  return withScope(deps.db, inboxScope(auth), async (tx) => {
    const tenantId = schoolTenantId(auth);
    const page = await repo.inboxPage(tx, tenantId, auth.user.id, {
      unreadOnly: query.unread_only ?? false,
      skip: query.skip ?? 0,
      limit: query.limit ?? 20,
    });
    const unread = await repo.unreadCount(tx, tenantId, auth.user.id);
    return { items: page.items.map(toNotification), total: page.total, unread };
  });
}

export async function countUnread(deps: AppDeps, auth: AuthContext) {
  return withScope(deps.db, inboxScope(auth), async (tx) => ({
    unread: await repo.unreadCount(tx, schoolTenantId(auth), auth.user.id),
  }));
}

export async function markRead(deps: AppDeps, auth: AuthContext, id: number) {
  return withScope(deps.db, inboxScope(auth), async (tx) => {
    const row = await repo.markRead(tx, schoolTenantId(auth), auth.user.id, id);
    if (!row) throw notFound(M.notFound);
    return toNotification(row);
  });
}

export async function markAllRead(deps: AppDeps, auth: AuthContext) {
  return withScope(deps.db, inboxScope(auth), async (tx) => {
    await repo.markAllRead(tx, schoolTenantId(auth), auth.user.id);
    return { unread: 0 };
  });
}

function requireManager(auth: AuthContext): void {
  if (!can(auth.user, 'notifications.manage')) throw forbidden(M.adminsOnly);
}

function toDelivery(row: repo.DeliveryRow): Schemas['Delivery'] {
  return {
    id: row.id,
    channel: row.channel,
    address: row.address,
    status: row.status,
    reason: row.reason,
    attempts: row.attempts,
    provider: row.provider,
    event: row.event as Schemas['NotificationEvent'],
    title: row.title,
    recipient_name: row.recipient_name ?? '',
    updated_at: row.updated_at.toISOString(),
    delivered_at: row.delivered_at?.toISOString() ?? null,
  };
}

export async function listDeliveries(
  deps: AppDeps,
  auth: AuthContext,
  query: Query<'listDeliveries'>,
): Promise<Schemas['DeliveryList']> {
  requireManager(auth);
  return withScope(deps.db, inboxScope(auth), async (tx) => {
    const page = await repo.deliveryPage(tx, schoolTenantId(auth), {
      ...(query.status ? { status: query.status } : {}),
      ...(query.channel ? { channel: query.channel } : {}),
      ...(query.announcement_id ? { announcementId: query.announcement_id } : {}),
      ...(query.notification_id ? { notificationId: query.notification_id } : {}),
      skip: query.skip ?? 0,
      limit: query.limit ?? 20,
    });
    return { items: page.items.map(toDelivery), total: page.total };
  });
}

export async function retryDelivery(deps: AppDeps, auth: AuthContext, id: number) {
  requireManager(auth);
  const tenantId = schoolTenantId(auth);
  return withScope(deps.db, inboxScope(auth), async (tx) => {
    const before = await repo.findDelivery(tx, tenantId, id);
    if (!before) throw notFound(M.deliveryNotFound);
    if (before.status !== 'failed') throw conflict(M.notFailed);
    const requeued = await repo.requeueDelivery(tx, tenantId, id);
    if (!requeued) throw conflict(M.notFailed);
    // A new job key per retry: the old job is finished (dead-lettered), this is a new attempt.
    await queueOf(deps.database).send(
      tx,
      DELIVERY_JOB,
      { tenantId, deliveryId: id },
      { key: `${tenantId}:${id}:retry:${requeued.attempts}` },
    );
    await audit(tx, {
      tenantId,
      actorId: auth.user.id,
      action: 'notification.delivery.retry',
      entityType: 'notification_delivery',
      entityId: id,
      changes: { status: { from: 'failed', to: 'queued' } },
    });
    const after = await repo.findDelivery(tx, tenantId, id);
    return toDelivery(after!);
  });
}

/** The SMS settings the service can check before they are used (422 with a detail). */
function checkSmsSettings(
  update: Body<'updateNotificationChannels'>['channels'] extends (infer U)[] | undefined
    ? U
    : never,
  index: number,
): void {
  const settings = update.settings ?? {};
  const at = (key: string) => `channels/${index}/settings/${key}`;
  if (update.channel !== 'sms') return;
  if (settings.mask !== undefined && settings.mask !== '' && !MASK_PATTERN.test(settings.mask)) {
    throw invalidField(at('mask'), M.badMask);
  }
  if (settings.preset && !['bizsms', 'veevo', 'telenor', 'custom'].includes(settings.preset)) {
    throw invalidField(at('preset'), M.badPreset);
  }
  if (settings.method && !['GET', 'POST'].includes(settings.method)) {
    throw invalidField(at('method'), M.badMethod);
  }
  if (settings.send_when && !['always', 'fallback'].includes(settings.send_when)) {
    throw invalidField(at('send_when'), M.badSendWhen);
  }
  if (settings.rate_paisa && !/^\d{1,5}$/.test(settings.rate_paisa)) {
    throw invalidField(at('rate_paisa'), M.badRate);
  }
  for (const key of ['success_match', 'failure_match', 'id_match', 'session_match']) {
    const pattern = settings[key];
    if (!pattern) continue;
    try {
      new RegExp(pattern, 'i');
    } catch {
      throw invalidField(at(key), M.badPattern);
    }
  }
}

/** The settings that name an address the service will contact (each adapter's). */
const URL_SETTINGS = ['url', 'session_url', 'base_url'] as const;

/**
 * The addresses in a channel's settings, checked when they are saved (not only when a message is
 * sent): https only (plain http to hosts the operator lists), and no private, loopback, link-local
 * or metadata address, written or resolved (http/outbound.ts). 422 with the guard's sentence.
 */
async function checkChannelAddresses(
  channels: Body<'updateNotificationChannels'>['channels'],
): Promise<void> {
  for (const [index, update] of (channels ?? []).entries()) {
    const settings = update.settings ?? {};
    const at = (key: string) => `channels/${index}/settings/${key}`;
    for (const key of URL_SETTINGS) {
      const value = settings[key]?.trim();
      if (!value) continue;
      try {
        await checkSavedUrl(value);
      } catch (error) {
        if (error instanceof OutboundRefused) throw invalidField(at(key), error.message);
        throw error;
      }
    }
    const host = update.channel === 'email' ? settings.host?.trim() : undefined;
    if (host) {
      try {
        await checkSavedHost(host);
      } catch (error) {
        if (error instanceof OutboundRefused) throw invalidField(at('host'), error.message);
        throw error;
      }
    }
  }
}

const PROVIDERS: Record<string, readonly string[]> = {
  email: ['log', 'smtp'],
  sms: ['log', 'http', 'twilio', 'pk_http'],
  whatsapp: ['log', 'cloud_api'],
};

/** Where the provider posts its delivery reports for this school (docs/notifications.md). */
function receiptsUrl(publicUrl: string, slug: string, channel: 'sms' | 'whatsapp') {
  const path = channel === 'sms' ? `webhooks/sms/${slug}/dlr` : `webhooks/whatsapp/${slug}`;
  return new URL(`/api/${path}`, publicUrl).toString();
}

async function channelsView(
  deps: AppDeps,
  tx: Tx,
  tenantId: number,
): Promise<Schemas['NotificationChannels']> {
  const rows = await repo.channelRows(tx, tenantId);
  const publicUrl = deps.config.publicUrl;
  const slug = await repo.tenantSlug(tx, tenantId);
  // Which credentials are set (opened here only to answer yes or no, never returned).
  const secretNames = new Map<string, { callback: boolean; verify: boolean }>();
  for (const row of rows) {
    const secrets = await openChannelSecrets(deps.db, row);
    secretNames.set(row.channel, {
      callback: !!secrets.callback_secret,
      verify: !!secrets.verify_token,
    });
  }
  const module = await tenantHasModule(tx, tenantId, 'sms-whatsapp');
  const settings = await repo.quietHours(tx, tenantId);
  return {
    channels: (['email', 'sms', 'whatsapp'] as const).map((channel) => {
      const row = rows.find((r) => r.channel === channel);
      const available = channel === 'email' || module;
      return {
        channel,
        enabled: (row?.enabled ?? channel === 'email') && available,
        provider: row?.provider ?? 'log',
        settings: row?.settings ?? {},
        has_secret: !!(row?.secret || row?.sealed_secrets),
        // Enough to recognise the credential, never enough to use it (short ones: nothing).
        secret_last4: row?.secret_last4 ?? null,
        has_callback_secret: !!row?.sealed_secrets && secretNames.get(channel)?.callback === true,
        has_verify_token: !!row?.sealed_secrets && secretNames.get(channel)?.verify === true,
        receipts_url: channel === 'email' ? null : receiptsUrl(publicUrl, slug, channel),
        updated_at: row?.updated_at.toISOString() ?? null,
        available,
      };
    }),
    quiet_hours:
      settings?.quiet_start && settings.quiet_end
        ? { start: settings.quiet_start, end: settings.quiet_end }
        : null,
  };
}

export async function listChannels(deps: AppDeps, auth: AuthContext) {
  requireManager(auth);
  return withScope(deps.db, inboxScope(auth), (tx) => channelsView(deps, tx, schoolTenantId(auth)));
}

export async function updateChannels(
  deps: AppDeps,
  auth: AuthContext,
  body: Body<'updateNotificationChannels'>,
) {
  requireManager(auth);
  const tenantId = schoolTenantId(auth);
  // Before the transaction: checking a name may wait on DNS.
  await checkChannelAddresses(body.channels);
  const saved = await withScope(deps.db, inboxScope(auth), async (tx) => {
    const changes: Record<string, unknown> = {};
    for (const [index, update] of (body.channels ?? []).entries()) {
      if (update.channel !== 'email' && update.enabled) {
        if (!(await tenantHasModule(tx, tenantId, 'sms-whatsapp'))) throw forbidden(M.needsModule);
      }
      if (update.provider && !PROVIDERS[update.channel]!.includes(update.provider)) {
        throw invalidField(`channels/${index}/provider`, M.wrongProvider);
      }
      checkSmsSettings(update, index);
      const touchesSecrets =
        !!update.secret || !!update.callback_secret || !!update.verify_token || update.clear_secret;
      let sealed: Awaited<ReturnType<typeof sealChannelSecrets>> | undefined;
      if (touchesSecrets) {
        const before = (await repo.channelRows(tx, tenantId)).find(
          (row) => row.channel === update.channel,
        );
        const kept = update.clear_secret ? {} : await openChannelSecrets(deps.db, before);
        sealed = await sealChannelSecrets(deps.db, {
          ...kept,
          ...(update.secret ? { secret: update.secret } : {}),
          ...(update.callback_secret ? { callback_secret: update.callback_secret } : {}),
          ...(update.verify_token ? { verify_token: update.verify_token } : {}),
        });
      }
      await repo.upsertChannel(tx, tenantId, auth.user.id, update, sealed);
      // The credential itself is never written to the audit log.
      changes[update.channel] = {
        ...(update.enabled !== undefined ? { enabled: update.enabled } : {}),
        ...(update.provider ? { provider: update.provider } : {}),
        ...(update.settings ? { settings: update.settings } : {}),
        ...(update.secret ? { secret: 'replaced' } : {}),
        ...(update.callback_secret ? { callback_secret: 'replaced' } : {}),
        ...(update.verify_token ? { verify_token: 'replaced' } : {}),
        ...(update.clear_secret ? { secret: 'removed' } : {}),
      };
    }
    if (body.quiet_hours !== undefined) {
      await repo.setQuietHours(tx, tenantId, auth.user.id, body.quiet_hours);
      changes.quiet_hours = body.quiet_hours;
    }
    await audit(tx, {
      tenantId,
      actorId: auth.user.id,
      action: 'notification.channels.update',
      entityType: 'notification_channels',
      entityId: tenantId,
      changes,
    });
    return channelsView(deps, tx, tenantId);
  });
  forgetReportChannels();
  return saved;
}

// ---------------------------------------------------------------- test message

const TEST_TEXT = {
  en: {
    subject: 'Test message from Watni',
    text: 'This is a test message from {school}. Your {channel} settings work.',
  },
  ur: {
    subject: 'واٹنی کا آزمائشی پیغام',
    text: 'یہ {school} کی طرف سے آزمائشی پیغام ہے۔ آپ کی {channel} کی ترتیبات درست کام کر رہی ہیں۔',
  },
} as const;
const CHANNEL_NAMES = {
  en: { email: 'e-mail', sms: 'SMS', whatsapp: 'WhatsApp' },
  ur: { email: 'ای میل', sms: 'ایس ایم ایس', whatsapp: 'واٹس ایپ' },
} as const;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Sends one test message through a channel as configured now (not queued, not stored). */
/** What "Send test" says about a failure: ours, never the provider's text. */
function testFailureReason(error: unknown): string {
  if (!(error instanceof DeliveryError)) return 'The test message could not be sent.';
  if (
    error.message.startsWith('Could not reach the provider') ||
    error.message.startsWith('SMTP: The address')
  ) {
    return 'The provider could not be reached. Check the address and try again.';
  }
  return error.retryable
    ? 'The provider could not take the message now. Try again in a few minutes.'
    : 'The provider refused the message. Check the channel’s credentials, sender and the number or address.';
}

export async function testChannel(
  deps: AppDeps,
  auth: AuthContext,
  channel: Schemas['DeliveryChannel'],
  body: Body<'testNotificationChannel'>,
  language: 'en' | 'ur',
): Promise<Schemas['ChannelTestResult']> {
  requireManager(auth);
  const tenantId = schoolTenantId(auth);
  const to = channel === 'email' ? body.to.trim() : normaliseMobile(body.to);
  if (to === null || (channel === 'email' && !EMAIL.test(to))) {
    throw invalidField('to', channel === 'email' ? M.testAddressEmail : M.testAddressPhone);
  }
  const { row, school } = await withScope(deps.db, inboxScope(auth), async (tx) => {
    if (channel !== 'email' && !(await tenantHasModule(tx, tenantId, 'sms-whatsapp'))) {
      throw forbidden(M.needsModule);
    }
    const rows = await repo.channelRows(tx, tenantId);
    return {
      row: rows.find((r) => r.channel === channel),
      school: await repo.schoolName(tx, tenantId),
    };
  });
  const words = TEST_TEXT[language];
  const text = words.text
    .replace('{school}', school)
    .replace('{channel}', CHANNEL_NAMES[language][channel]);
  const reference = `watni-${tenantId}-test-${Date.now().toString(36)}`;
  const secrets = await openChannelSecrets(deps.db, row);
  const adapter = adapterFor(channel, row, secrets, deps.mailer, deps.log);
  let result: Schemas['ChannelTestResult'];
  try {
    const sent = await adapter.send({
      to,
      reference,
      language,
      subject: words.subject,
      text,
      sms: text,
      whatsapp: {
        name: 'watni_announcement',
        language,
        params: [school, words.subject, text],
      },
    });
    result = {
      status: 'sent',
      provider: (row?.provider ?? 'log') as Schemas['ChannelProvider'],
      provider_message_id: sent.providerMessageId,
      reason: null,
    };
  } catch (error) {
    // A refused address is the admin's input: a 4xx, nothing was sent. Otherwise a sentence of
    // ours: the remote answer (its body, its `error`) is never echoed, or "Send test" would read
    // whatever the configured address answers.
    if (error instanceof DeliveryError && error.refusedAddress) {
      throw new HttpError(422, error.message);
    }
    result = {
      status: 'failed',
      provider: (row?.provider ?? 'log') as Schemas['ChannelProvider'],
      provider_message_id: null,
      reason: testFailureReason(error),
    };
  } finally {
    await adapter.close?.();
  }
  await withScope(deps.db, inboxScope(auth), (tx) =>
    audit(tx, {
      tenantId,
      actorId: auth.user.id,
      action: 'notification.channels.test',
      entityType: 'notification_channels',
      entityId: tenantId,
      changes: {
        channel,
        to,
        status: result.status,
        ...(result.reason ? { reason: result.reason } : {}),
      },
    }),
  );
  return result;
}

// ---------------------------------------------------------------- dead letters

function toDeadLetter(row: repo.DeadLetterRow, delivery: repo.DeliveryRow | undefined) {
  return {
    id: row.id,
    kind: row.kind,
    reason: row.reason,
    failed_at: row.failed_at.toISOString(),
    delivery: delivery ? toDelivery(delivery) : null,
    announcement_id: row.announcement_id,
    announcement_title: row.announcement_title,
  } satisfies Schemas['DeadLetter'];
}

export async function listDeadLetters(
  deps: AppDeps,
  auth: AuthContext,
  query: Query<'listDeadLetters'>,
): Promise<Schemas['DeadLetterList']> {
  requireManager(auth);
  const tenantId = schoolTenantId(auth);
  return withScope(deps.db, inboxScope(auth), async (tx) => {
    const page = await repo.deadLetterPage(tx, tenantId, {
      skip: query.skip ?? 0,
      limit: query.limit ?? 20,
    });
    const items = [];
    for (const row of page.items) {
      const delivery = row.delivery_id
        ? await repo.findDelivery(tx, tenantId, row.delivery_id)
        : undefined;
      items.push(toDeadLetter(row, delivery));
    }
    return { items, total: page.total };
  });
}

export async function retryDeadLetter(
  deps: AppDeps,
  auth: AuthContext,
  jobId: string,
): Promise<Schemas['DeadLetterRetried']> {
  requireManager(auth);
  const tenantId = schoolTenantId(auth);
  return withScope(deps.db, inboxScope(auth), async (tx) => {
    const dead = await repo.takeDeadLetter(tx, tenantId, jobId);
    if (!dead) throw notFound(M.deadLetterNotFound);
    const queue = queueOf(deps.database);
    if (dead.kind === 'delivery') {
      const before = dead.delivery_id
        ? await repo.findDelivery(tx, tenantId, dead.delivery_id)
        : undefined;
      if (!before) throw notFound(M.deliveryNotFound);
      const requeued = await repo.requeueUnsent(tx, tenantId, before.id);
      if (!requeued) throw conflict(M.alreadySent);
      await queue.send(
        tx,
        DELIVERY_JOB,
        { tenantId, deliveryId: before.id },
        { key: `${tenantId}:${before.id}:dead:${jobId}` },
      );
      await audit(tx, {
        tenantId,
        actorId: auth.user.id,
        action: 'notification.dead_letter.retry',
        entityType: 'notification_delivery',
        entityId: before.id,
        changes: { status: { from: before.status, to: 'queued' }, job: jobId },
      });
      const after = await repo.findDelivery(tx, tenantId, before.id);
      return { kind: 'delivery', delivery: toDelivery(after!), announcement_id: null };
    }
    const id = dead.announcement_id;
    const scheduled = id ? await repo.scheduledAnnouncement(tx, tenantId, id) : undefined;
    if (!id || !scheduled) throw conflict(M.alreadySent);
    await queue.send(
      tx,
      ANNOUNCEMENT_JOB,
      { tenantId, announcementId: id },
      { key: `${tenantId}:${id}:dead:${jobId}` },
    );
    await audit(tx, {
      tenantId,
      actorId: auth.user.id,
      action: 'notification.dead_letter.retry',
      entityType: 'announcement',
      entityId: id,
      changes: { job: jobId },
    });
    return { kind: 'announcement', delivery: null, announcement_id: id };
  });
}
