// Delivery reports from the providers (issue 18): the SMS gateway's DLR callback and the
// WhatsApp Cloud API's status webhook. Both are public addresses with the school in the path;
// each report is authenticated by an HMAC-SHA256 of the RAW body with the school's own secret
// (sealed with its channel), compared in constant time; a report that fails it changes nothing
// (401). A verified report moves this school's delivery forward only (repository.applyReceipt).
import { createHmac, timingSafeEqual } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { tenants } from '../../db/schema/identity.js';
import { notificationChannels } from '../../db/schema/notifications.js';
import { PLATFORM, tenantScope, withScope } from '../../db/scope.js';
import type { AppDeps } from '../../deps.js';
import { badRequest, forbidden, notFound, unauthorized } from '../../http/errors.js';
import type { Schemas } from '../../http/types.js';
import { type ChannelSecrets, openChannelSecrets } from './credentials.js';
import { fallBackToSms } from './fallback.js';
import * as repo from './repository.js';

export const RECEIPT_MESSAGES = {
  unknownSchool: 'No school has this address.',
  notSigned:
    'The report is not signed with this school’s callback secret (the X-Signature or X-Hub-Signature-256 header).',
  noSecret:
    'This school has set no callback secret for this channel, so its reports cannot be verified.',
  badBody: 'The report is not a JSON object.',
  badVerify: 'The verify token does not match this school’s WhatsApp verify token.',
} as const;
const M = RECEIPT_MESSAGES;

/** `sha256=<hex>` of the raw body with the secret, compared in constant time. */
export function signatureMatches(raw: Buffer, header: string | undefined, secret: string): boolean {
  const given = /^sha256=([0-9a-f]{64})$/i.exec((header ?? '').trim());
  if (!given?.[1]) return false;
  const expected = createHmac('sha256', secret).update(raw).digest();
  return timingSafeEqual(Buffer.from(given[1], 'hex'), expected);
}

export function signBody(raw: string | Buffer, secret: string): string {
  return `sha256=${createHmac('sha256', secret).update(raw).digest('hex')}`;
}

async function schoolChannel(
  deps: AppDeps,
  slug: string,
  channel: 'sms' | 'whatsapp',
): Promise<{ tenantId: number; secrets: ChannelSecrets }> {
  const [tenant] = await withScope(deps.db, PLATFORM, (tx) =>
    tx.select({ id: tenants.id }).from(tenants).where(eq(tenants.slug, slug)),
  );
  if (!tenant) throw notFound(M.unknownSchool);
  const [row] = await withScope(deps.db, tenantScope(tenant.id), (tx) =>
    tx
      .select()
      .from(notificationChannels)
      .where(
        and(
          eq(notificationChannels.tenant_id, tenant.id),
          eq(notificationChannels.channel, channel),
        ),
      ),
  );
  return { tenantId: tenant.id, secrets: await openChannelSecrets(deps.db, row) };
}

function verified(secrets: ChannelSecrets, raw: Buffer | undefined, header: string | undefined) {
  if (!secrets.callback_secret) throw unauthorized(M.noSecret);
  if (!raw || !signatureMatches(raw, header, secrets.callback_secret)) {
    throw unauthorized(M.notSigned);
  }
  let body: unknown;
  try {
    body = JSON.parse(raw.toString('utf8'));
  } catch {
    throw badRequest(M.badBody);
  }
  if (!body || typeof body !== 'object' || Array.isArray(body)) throw badRequest(M.badBody);
  return body as Record<string, unknown>;
}

const str = (value: unknown) =>
  typeof value === 'string' ? value : typeof value === 'number' ? String(value) : null;

function timeOf(value: unknown): Date {
  const text = str(value);
  if (!text) return new Date();
  const at = /^\d+$/.test(text) ? new Date(Number(text) * 1000) : new Date(text);
  return Number.isNaN(at.getTime()) ? new Date() : at;
}

interface Report {
  reference: string | null;
  providerMessageId: string | null;
  receipt: repo.Receipt;
}

async function apply(
  deps: AppDeps,
  tenantId: number,
  channel: 'sms' | 'whatsapp',
  reports: Report[],
): Promise<Schemas['ReportTaken']> {
  const taken = { applied: 0, unchanged: 0, unknown: 0 };
  if (!reports.length) return taken;
  await withScope(deps.db, tenantScope(tenantId), async (tx) => {
    for (const report of reports) {
      const { result, deliveryId } = await repo.applyReceipt(
        tx,
        tenantId,
        channel,
        { reference: report.reference, providerMessageId: report.providerMessageId },
        report.receipt,
      );
      taken[result]++;
      // A WhatsApp message that failed on the phone's side: the guardian gets the SMS instead.
      if (result === 'applied' && channel === 'whatsapp' && report.receipt.status === 'failed') {
        await fallBackToSms(tx, tenantId, deliveryId!);
      }
    }
  });
  if (taken.unknown) {
    deps.log.warn({ tenantId, channel, ...taken }, 'Delivery reports for unknown messages ignored');
  }
  return taken;
}

const SMS_FAILED = new Set(['failed', 'undelivered', 'expired', 'rejected']);

/** POST /webhooks/sms/{tenantSlug}/dlr (docs/notifications.md, "SMS gateway protocol"). */
export async function receiveSmsReport(
  deps: AppDeps,
  slug: string,
  raw: Buffer | undefined,
  signature: string | undefined,
): Promise<Schemas['ReportTaken']> {
  const { tenantId, secrets } = await schoolChannel(deps, slug, 'sms');
  const body = verified(secrets, raw, signature);
  const status = (str(body.status) ?? '').toLowerCase();
  const at = timeOf(body.timestamp);
  const receipt: repo.Receipt | null =
    status === 'delivered'
      ? { status: 'delivered', at }
      : SMS_FAILED.has(status)
        ? { status: 'failed', at, reason: `SMS gateway: ${str(body.error) ?? status}` }
        : status === 'sent' || status === 'accepted'
          ? { status: 'sent', at }
          : null;
  if (!receipt) return { applied: 0, unchanged: 0, unknown: 1 };
  return apply(deps, tenantId, 'sms', [
    { reference: str(body.reference), providerMessageId: str(body.id), receipt },
  ]);
}

/** GET /webhooks/whatsapp/{tenantSlug}: Meta's subscription check; answers the challenge. */
export async function verifyWhatsappWebhook(
  deps: AppDeps,
  slug: string,
  query: { mode: string; token: string; challenge: string },
): Promise<string> {
  const { secrets } = await schoolChannel(deps, slug, 'whatsapp');
  const expected = secrets.verify_token;
  const same =
    !!expected &&
    expected.length === query.token.length &&
    timingSafeEqual(Buffer.from(expected), Buffer.from(query.token));
  if (query.mode !== 'subscribe' || !same) throw forbidden(M.badVerify);
  return query.challenge;
}

interface WhatsappStatus {
  id?: unknown;
  status?: unknown;
  timestamp?: unknown;
  biz_opaque_callback_data?: unknown;
  errors?: { code?: unknown; title?: unknown; message?: unknown }[];
}

/** POST /webhooks/whatsapp/{tenantSlug}: entry[].changes[].value.statuses[]. */
export async function receiveWhatsappWebhook(
  deps: AppDeps,
  slug: string,
  raw: Buffer | undefined,
  signature: string | undefined,
): Promise<Schemas['ReportTaken']> {
  const { tenantId, secrets } = await schoolChannel(deps, slug, 'whatsapp');
  const body = verified(secrets, raw, signature);
  const reports: Report[] = [];
  const list = <T>(value: unknown) => (Array.isArray(value) ? (value as T[]) : []);
  let ignored = 0;
  const inbound: { waId: string; at: Date }[] = [];
  for (const entry of list<{ changes?: unknown }>(body.entry)) {
    for (const change of list<{ value?: { statuses?: unknown; messages?: unknown } }>(
      entry?.changes,
    )) {
      // A parent's own message opens the 24-hour window for free-form replies to that number.
      for (const item of list<{ from?: unknown; timestamp?: unknown }>(change?.value?.messages)) {
        const from = str(item?.from);
        if (from && /^[0-9]{8,20}$/.test(from))
          inbound.push({ waId: from, at: timeOf(item.timestamp) });
      }
      for (const item of list<WhatsappStatus>(change?.value?.statuses)) {
        const at = timeOf(item?.timestamp);
        const status = str(item?.status);
        const error = list<{ code?: unknown; title?: unknown; message?: unknown }>(item?.errors)[0];
        const why = error
          ? `WhatsApp: ${str(error.title) ?? str(error.message) ?? 'failed'}${str(error.code) ? ` (code ${str(error.code)})` : ''}`
          : 'WhatsApp: failed';
        const receipt: repo.Receipt | null =
          status === 'delivered' || status === 'read'
            ? { status: 'delivered', at }
            : status === 'failed'
              ? { status: 'failed', at, reason: why }
              : status === 'sent'
                ? { status: 'sent', at }
                : null;
        if (!receipt) {
          ignored++;
          continue;
        }
        reports.push({
          reference: str(item.biz_opaque_callback_data),
          providerMessageId: str(item.id),
          receipt,
        });
      }
    }
  }
  if (inbound.length) {
    await withScope(deps.db, tenantScope(tenantId), async (tx) => {
      for (const message of inbound) {
        await repo.recordWhatsappInbound(tx, tenantId, message.waId, message.at);
      }
    });
  }
  const taken = await apply(deps, tenantId, 'whatsapp', reports);
  return { ...taken, unknown: taken.unknown + ignored };
}
