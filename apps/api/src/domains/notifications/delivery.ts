// The queue's job that delivers one notification on one channel (e-mail, SMS, WhatsApp).
// Three steps, each committed on its own so a crash loses nothing:
//   1. claim: the delivery row goes `queued` -> `sending` (attempts + 1) in the tenant's scope;
//   2. send through the school's provider, with the delivery's reference as idempotency key;
//   3. record: `sent` with the provider's id, or the failure's reason (`queued` again while
//      retries remain, `failed` after the last).
// A job run again after its process died mid-send (pg-boss expires it and retries it under the
// SAME job id) finds its own `sending` claim and sends again with the SAME reference: providers
// that dedupe by reference (our SMS gateway protocol, SMTP Message-ID) do not deliver it twice.
// Another job (a staff retry, a duplicate) never takes a row another job is sending, and a row
// already `sent`/`delivered`/`failed` is never sent again. test/notifications/crash.test.ts
// kills the process mid-send and counts.
// WhatsApp's Cloud API has no idempotency key, so a WhatsApp delivery found in its own `sending`
// claim (the process died mid-send) is NOT sent again at once: it is held (a follow-up job after
// `whatsappHoldSeconds`) while the status webhook for its reference (`biz_opaque_callback_data`)
// settles it — Meta retries webhooks our dead process missed. Only if none came by then is it
// sent (docs/notifications.md, "WhatsApp after a crash", states the residual risk).
import { and, eq, gt, or } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { tenants } from '../../db/schema/identity.js';
import {
  notificationChannels,
  notificationDeliveries,
  notifications,
  whatsappWindows,
} from '../../db/schema/notifications.js';
import { tenantScope, withScope } from '../../db/scope.js';
import type { Mailer } from '../../mail/mailer.js';
import type { JobKind } from '../../queue/queue.js';
import { queueOfDb } from '../../queue/registry.js';
import { platformEmailAdapter, smtpEmailAdapter } from './adapters/email.js';
import { logAdapter } from './adapters/log.js';
import { httpSmsAdapter } from './adapters/sms-http.js';
import { pkSmsAdapter } from './adapters/sms-pk.js';
import { twilioSmsAdapter } from './adapters/sms-twilio.js';
import { type Adapter, DeliveryError, type OutgoingMessage } from './adapters/types.js';
import { whatsappCloudAdapter } from './adapters/whatsapp-cloud.js';
import { type ChannelSecrets, openChannelSecrets } from './credentials.js';
import * as deliveryRepo from './delivery-repository.js';
import { fallBackToSms } from './fallback.js';
import { DELIVERY_JOB } from './notify.js';
import { openTexts } from './secret-texts.js';

interface Logger {
  info(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
}

export interface DeliveryJobData {
  tenantId: number;
  deliveryId: number;
  /** A follow-up of a held WhatsApp delivery: the id of the dead job whose claim it takes over. */
  heldFrom?: string;
}

/** Default seconds a WhatsApp delivery found mid-send after a crash waits for its webhook. */
export const WHATSAPP_HOLD_SECONDS = 600;

/** WhatsApp's customer service window: free-form text only within 24 hours of the parent's message. */
const WINDOW_MS = 24 * 60 * 60 * 1000;

type ChannelRow = typeof notificationChannels.$inferSelect;

/** The adapter for a school's channel as configured (the log when nothing is set up). */
export function adapterFor(
  channel: 'email' | 'sms' | 'whatsapp',
  row: ChannelRow | undefined,
  secrets: ChannelSecrets,
  mailer: Mailer,
  log: Logger,
  /** Where Twilio posts its status callbacks for this school (null: none asked for). */
  statusCallback: string | null = null,
): Adapter {
  const settings = row?.settings ?? {};
  const secret = secrets.secret ?? '';
  switch (row?.provider ?? 'log') {
    case 'twilio':
      return twilioSmsAdapter({
        ...(settings.base_url ? { baseUrl: settings.base_url } : {}),
        accountSid: settings.account_sid ?? '',
        authToken: secret,
        from: settings.from ?? '',
        statusCallback,
      });
    case 'pk_http':
      return pkSmsAdapter({
        settings,
        user: settings.user ?? '',
        secret,
        mask: settings.mask ?? '',
      });
    case 'smtp':
      return smtpEmailAdapter({
        host: settings.host ?? '',
        port: Number(settings.port ?? 587),
        secure: settings.secure === 'true',
        ...(settings.user ? { user: settings.user, password: secret } : {}),
        from: settings.from ?? 'Watni <no-reply@watni.pk>',
      });
    case 'http':
      return httpSmsAdapter({
        url: settings.url ?? '',
        apiKey: secret,
        sender: settings.sender ?? 'WATNI',
      });
    case 'cloud_api':
      return whatsappCloudAdapter({
        ...(settings.base_url ? { baseUrl: settings.base_url } : {}),
        phoneNumberId: settings.phone_number_id ?? '',
        accessToken: secret,
        settings,
      });
    default:
      return channel === 'email' ? platformEmailAdapter(mailer) : logAdapter(channel, log);
  }
}

/** What leaves for one delivery: its notification's text, rendered for its channel. */
export function messageOf(
  row: {
    tenant_id: number;
    id: number;
    address: string;
    language: 'en' | 'ur';
    title: string;
    body: string;
    data: unknown;
    event: string;
  },
  windowOpen: boolean,
): OutgoingMessage {
  const data = (row.data ?? {}) as {
    sms?: string;
    whatsapp?: OutgoingMessage['whatsapp'];
    sealed?: string;
  };
  // A message carrying a secret leaves with the texts sealed beside its masked copy.
  const texts = data.sealed ? openTexts(data.sealed) : undefined;
  return {
    to: row.address,
    // The idempotency reference: providers that dedupe by it drop a repeat; WhatsApp echoes it
    // in its status webhooks (biz_opaque_callback_data), Twilio's callbacks carry it as `ref`.
    reference: `watni-${row.tenant_id}-${row.id}`,
    language: row.language,
    subject: texts?.title ?? row.title,
    text: texts?.body ?? row.body,
    sms: texts?.sms ?? data.sms ?? row.body,
    whatsapp: texts?.whatsapp ??
      data.whatsapp ?? { name: 'watni_announcement', language: row.language, params: [] },
    event: row.event,
    whatsappWindowOpen: windowOpen,
    bulk: row.event === 'announcement',
  };
}

/** Twilio's status callbacks for a school (receipts.ts verifies their X-Twilio-Signature). */
export function twilioCallbackUrl(publicUrl: string, slug: string): string {
  return new URL(`/api/webhooks/sms/${encodeURIComponent(slug)}/twilio`, publicUrl).toString();
}

export const DELIVERY_RETRY_LIMIT = 5;

export function deliveryJob(
  db: Db,
  mailer: Mailer,
  log: Logger,
  options: {
    retryDelay?: number;
    expireInSeconds?: number;
    concurrency?: number;
    whatsappHoldSeconds?: number;
    /** The service's public address (Twilio's status callbacks come back to it). */
    publicUrl?: string;
    /** Run by the dispatcher (dispatcher.ts) instead of pg-boss's workers. */
    external?: boolean;
  } = {},
): JobKind<DeliveryJobData> {
  const holdSeconds = options.whatsappHoldSeconds ?? WHATSAPP_HOLD_SECONDS;
  return {
    name: DELIVERY_JOB,
    retryLimit: DELIVERY_RETRY_LIMIT,
    retryDelay: options.retryDelay ?? 10,
    expireInSeconds: options.expireInSeconds ?? 120,
    batchSize: 10,
    concurrency: options.concurrency ?? 2,
    ...(options.external ? { external: true } : {}),
    async handler({ tenantId, deliveryId, heldFrom }, job) {
      const scope = tenantScope(tenantId);
      const claim = await withScope(db, scope, async (tx) => {
        const [row] = await tx
          .select({
            delivery: notificationDeliveries,
            title: notifications.title,
            body: notifications.body,
            language: notifications.language,
            data: notifications.data,
            event: notifications.event,
          })
          .from(notificationDeliveries)
          .innerJoin(
            notifications,
            and(
              eq(notifications.tenant_id, notificationDeliveries.tenant_id),
              eq(notifications.id, notificationDeliveries.notification_id),
            ),
          )
          .where(
            and(
              eq(notificationDeliveries.tenant_id, tenantId),
              eq(notificationDeliveries.id, deliveryId),
              or(
                eq(notificationDeliveries.status, 'queued'),
                // Its own claim, left by a process that died between the claim and the record
                // (or, for a held WhatsApp delivery's follow-up, the dead job's claim).
                and(
                  eq(notificationDeliveries.status, 'sending'),
                  eq(notificationDeliveries.claimed_by, heldFrom ?? job.id),
                ),
              ),
            ),
          )
          .for('update', { of: notificationDeliveries });
        if (!row) return null;
        const [channel] = await tx
          .select()
          .from(notificationChannels)
          .where(
            and(
              eq(notificationChannels.tenant_id, tenantId),
              eq(notificationChannels.channel, row.delivery.channel),
            ),
          );
        if (
          row.delivery.status === 'sending' &&
          !heldFrom &&
          row.delivery.channel === 'whatsapp' &&
          (channel?.provider === 'cloud_api' || channel?.provider === 'twilio')
        ) {
          // It may be at WhatsApp already and WhatsApp cannot dedupe: wait for its webhook.
          await queueOfDb(db).send(
            tx,
            DELIVERY_JOB,
            { tenantId, deliveryId, heldFrom: job.id } satisfies DeliveryJobData,
            {
              key: `${tenantId}:${deliveryId}:held:${job.id}`,
              startAfter: new Date(Date.now() + holdSeconds * 1000),
            },
          );
          log.warn(
            { deliveryId, holdSeconds },
            'WhatsApp delivery found mid-send after a restart: held for its status webhook',
          );
          return null;
        }
        if (heldFrom) {
          log.warn(
            { deliveryId },
            'No WhatsApp status came for a held delivery: it is sent (again, if it had gone)',
          );
        }
        await deliveryRepo.markClaimedSending(tx, tenantId, deliveryId, job.id);
        // The 24-hour window: did this number write to the school within a day?
        let windowOpen = false;
        if (row.delivery.channel === 'whatsapp') {
          const [open] = await tx
            .select({ at: whatsappWindows.last_inbound_at })
            .from(whatsappWindows)
            .where(
              and(
                eq(whatsappWindows.tenant_id, tenantId),
                eq(whatsappWindows.wa_id, row.delivery.address.replace(/^\+/, '')),
                gt(whatsappWindows.last_inbound_at, new Date(Date.now() - WINDOW_MS)),
              ),
            );
          windowOpen = !!open;
        }
        // Twilio reports back to the school's own address (its slug in the path).
        let slug: string | null = null;
        if (channel?.provider === 'twilio') {
          const [tenant] = await tx
            .select({ slug: tenants.slug })
            .from(tenants)
            .where(eq(tenants.id, tenantId));
          slug = tenant?.slug ?? null;
        }
        return { ...row, channel, windowOpen, slug };
      });
      if (!claim) return; // sent, failed for good, or retried by staff under another job

      const message = messageOf(
        { ...claim, ...claim.delivery, tenant_id: tenantId, id: deliveryId },
        claim.windowOpen,
      );
      const secrets = await openChannelSecrets(db, claim.channel);
      const adapter = adapterFor(
        claim.delivery.channel,
        claim.channel,
        secrets,
        mailer,
        log,
        claim.slug && options.publicUrl ? twilioCallbackUrl(options.publicUrl, claim.slug) : null,
      );
      let outcome:
        | { status: 'sent'; provider: string; providerMessageId: string | null }
        | { status: 'queued' | 'failed'; reason: string };
      try {
        // Twilio cannot dedupe: a claim of our own left mid-send is looked up there first.
        const found =
          claim.delivery.status === 'sending' && adapter.find && claim.delivery.sending_at
            ? await adapter.find(message, claim.delivery.sending_at)
            : null;
        const sent = found ?? (await adapter.send(message));
        outcome = { status: 'sent', ...sent };
      } catch (error) {
        const reason = (error instanceof Error ? error.message : String(error)).slice(0, 500);
        const retryable = !(error instanceof DeliveryError) || error.retryable;
        const last = job.retryCount >= DELIVERY_RETRY_LIMIT;
        outcome = { status: retryable && !last ? 'queued' : 'failed', reason };
      } finally {
        await adapter.close?.();
      }
      await withScope(db, scope, async (tx) => {
        if (outcome.status !== 'sent') {
          const moved = await deliveryRepo.recordUnsent(tx, tenantId, deliveryId, job.id, outcome);
          // WhatsApp refused for good: the guardian gets the SMS instead (with SMS consent).
          if (moved && outcome.status === 'failed' && claim.delivery.channel === 'whatsapp') {
            await fallBackToSms(tx, tenantId, deliveryId);
          }
          return;
        }
        // `sent` — unless the provider's report came first (then only who sent it is filled in).
        await deliveryRepo.recordSentUnlessReported(tx, tenantId, deliveryId, job.id, outcome);
      });
      // Thrown so the queue retries with backoff (queued) or dead-letters it (failed).
      if (outcome.status === 'queued') throw new Error(outcome.reason);
      if (outcome.status === 'failed' && job.retryCount < DELIVERY_RETRY_LIMIT) {
        log.warn({ deliveryId, reason: outcome.reason }, 'Delivery refused by the provider');
      } else if (outcome.status === 'failed') {
        throw new Error(outcome.reason);
      }
    },
  };
}
