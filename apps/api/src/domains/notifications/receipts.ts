// Delivery reports from the providers: the SMS gateway's DLR callback and the
// WhatsApp Cloud API's status webhook. Both are public addresses with the school in the path;
// each report is authenticated by an HMAC-SHA256 of the RAW body with the school's own secret
// (sealed with its channel), compared in constant time; a report that fails it changes nothing
// (401). A verified report moves this school's delivery forward only (repository.applyReceipts).
import { createHmac, timingSafeEqual } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { tenants } from '../../db/schema/identity.js';
import { notificationChannels } from '../../db/schema/notifications.js';
import { PLATFORM, tenantScope, withScope } from '../../db/scope.js';
import type { AppDeps } from '../../deps.js';
import { badRequest, forbidden, notFound, unauthorized } from '../../http/errors.js';
import { defineMessages } from '../../http/i18n/messages.js';
import type { Schemas } from '../../http/types.js';
import { type ChannelSecrets, openChannelSecrets } from './credentials.js';
import { fallBackToSms } from './fallback.js';
import * as repo from './repository.js';

const RECEIPT_MESSAGES = defineMessages('notifications.receipts', {
  unknownSchool: { en: 'No school has this address.', ur: 'اس پتے کا کوئی اسکول نہیں۔' },
  notSigned: {
    en: 'The report is not signed with this school’s callback secret (the X-Signature or X-Hub-Signature-256 header).',
    ur: 'رپورٹ پر اس اسکول کے callback secret کے دستخط نہیں (X-Signature یا X-Hub-Signature-256 ہیڈر)۔',
  },
  noSecret: {
    en: 'This school has set no callback secret for this channel, so its reports cannot be verified.',
    ur: 'اس اسکول نے اس چینل کے لیے کوئی callback secret مقرر نہیں کیا، اس لیے اس کی رپورٹوں کی تصدیق نہیں ہو سکتی۔',
  },
  badBody: { en: 'The report is not a JSON object.', ur: 'رپورٹ JSON آبجیکٹ نہیں۔' },
  badVerify: {
    en: 'The verify token does not match this school’s WhatsApp verify token.',
    ur: 'verify token اس اسکول کے WhatsApp verify token سے میل نہیں کھاتا۔',
  },
  notSignedTwilio: {
    en: 'The status callback is not signed with this school’s Twilio auth token (X-Twilio-Signature).',
    ur: 'اسٹیٹس callback پر اس اسکول کے Twilio auth token کے دستخط نہیں (X-Twilio-Signature)۔',
  },
  badToken: {
    en: 'This report address does not carry this school’s callback secret.',
    ur: 'رپورٹ کے اس پتے میں اس اسکول کا callback secret شامل نہیں۔',
  },
});
const M = RECEIPT_MESSAGES;

/** `sha256=<hex>` of the raw body with the secret, compared in constant time. */
function signatureMatches(raw: Buffer, header: string | undefined, secret: string): boolean {
  const given = /^sha256=([0-9a-f]{64})$/i.exec((header ?? '').trim());
  if (!given?.[1]) return false;
  const expected = createHmac('sha256', secret).update(raw).digest();
  return timingSafeEqual(Buffer.from(given[1], 'hex'), expected);
}

export function signBody(raw: string | Buffer, secret: string): string {
  return `sha256=${createHmac('sha256', secret).update(raw).digest('hex')}`;
}

/**
 * How long a school's channel and its secrets, once read, answer its reports. A burst of status
 * webhooks (two per message, thousands a minute) would otherwise read the same two rows for
 * every report. Saving the channels in this process forgets them at once; another process of a
 * cluster sees a changed secret within this time (a report refused meanwhile is sent again by
 * the provider).
 */
const REPORT_CHANNEL_TTL_MS = 5_000;
const reportChannels = new Map<
  string,
  { until: number; value: Promise<{ tenantId: number; secrets: ChannelSecrets }> }
>();

/** Called when a school's channels are saved: its next report reads them afresh. */
export function forgetReportChannels(): void {
  reportChannels.clear();
}

async function readSchoolChannel(
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

function schoolChannel(
  deps: AppDeps,
  slug: string,
  channel: 'sms' | 'whatsapp',
): Promise<{ tenantId: number; secrets: ChannelSecrets }> {
  const key = `${slug}\u0000${channel}`;
  const now = Date.now();
  const cached = reportChannels.get(key);
  if (cached && cached.until > now) return cached.value;
  const value = readSchoolChannel(deps, slug, channel);
  reportChannels.set(key, { until: now + REPORT_CHANNEL_TTL_MS, value });
  // An unknown school or a failed read is not remembered.
  value.catch(() => {
    if (reportChannels.get(key)?.value === value) reportChannels.delete(key);
  });
  return value;
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

/**
 * Reports applied per transaction: a provider may batch thousands of statuses into one webhook
 * (a signed one with 8,000 held one transaction for 29 s, applied one by one); in batches each
 * transaction is short, and each batch is two set-based statements (repo.applyReceipts). Also
 * the most reports one group commit (below) joins from concurrent webhooks.
 */
export const RECEIPT_BATCH = 500;

/** Splits reports so no round names one message twice (its later statuses go in later rounds). */
function rounds(reports: readonly repo.BatchReceipt[]): repo.BatchReceipt[][] {
  const seen = new Map<string, number>();
  const out: repo.BatchReceipt[][] = [];
  for (const report of reports) {
    const key = report.reference ? `r:${report.reference}` : `p:${report.providerMessageId ?? ''}`;
    const round = seen.get(key) ?? 0;
    seen.set(key, round + 1);
    const batch = out[round] ?? [];
    batch.push(report);
    out[round] = batch;
  }
  return out;
}

type Taken = Schemas['ReportTaken'];
const none = (): Taken => ({ applied: 0, unchanged: 0, unknown: 0 });

/**
 * One transaction applying the reports of one or more webhooks (in their order of arrival), with
 * each webhook's own counts. Every write of the reports is committed when this resolves.
 */
async function applyTogether(
  deps: AppDeps,
  tenantId: number,
  channel: 'sms' | 'whatsapp',
  lists: readonly Report[][],
): Promise<Taken[]> {
  const owner: number[] = [];
  const indexed: repo.BatchReceipt[] = [];
  for (const [list, reports] of lists.entries()) {
    for (const report of reports) {
      owner.push(list);
      indexed.push({ index: indexed.length, ...report });
    }
  }
  for (let attempt = 1; ; attempt++) {
    const taken = lists.map(none);
    try {
      await withScope(deps.db, tenantScope(tenantId), async (tx) => {
        for (const round of rounds(indexed)) {
          const results = await repo.applyReceipts(tx, tenantId, channel, round);
          const byIndex = new Map(round.map((report) => [report.index, report]));
          for (const { index, result, deliveryId } of results) {
            (taken[owner[index]!] as Taken)[result]++;
            // A WhatsApp message that failed on the phone's side: the guardian gets the SMS instead.
            const report = byIndex.get(index);
            if (
              result === 'applied' &&
              channel === 'whatsapp' &&
              report?.receipt.status === 'failed'
            ) {
              await fallBackToSms(tx, tenantId, deliveryId!);
            }
          }
        }
      });
      return taken;
    } catch (error) {
      // Rows are locked in id order (repo.applyReceipts, the dispatcher's records), so a
      // deadlock should not happen; if PostgreSQL still picks this transaction as its victim,
      // nothing of it was written and it is simply run again.
      if (attempt >= 3 || !isRetryableConflict(error)) throw error;
    }
  }
}

function isRetryableConflict(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return code === '40P01' || code === '40001';
}

interface Waiting {
  reports: Report[];
  resolve: (taken: Taken) => void;
  reject: (error: unknown) => void;
}

/** The webhooks of one school and channel waiting for the next group commit. */
interface Lane {
  waiting: Waiting[];
  busy: boolean;
}

const lanes = new WeakMap<object, Map<string, Lane>>();

/**
 * Group commit of delivery reports. A provider reports each message twice or more (sent,
 * delivered), so an announcement to 5,000 guardians brings 10,000 webhooks within a minute; one
 * transaction each made them the service's main cost. Instead, per school and channel, one
 * transaction runs at a time and applies everything that arrived while the previous one ran (up
 * to RECEIPT_BATCH reports): idle, a report is applied at once, alone; busy, the reports of many
 * webhooks share one transaction of set-based statements. Each webhook is answered only after
 * the transaction holding its reports has committed: a 2xx always means the report is stored,
 * and a failure answers 5xx, so the provider sends the report again (both retry until they get
 * a 2xx). A group that fails is applied again webhook by webhook, so one report the database
 * refuses cannot make its neighbours fail with it.
 */
function apply(
  deps: AppDeps,
  tenantId: number,
  channel: 'sms' | 'whatsapp',
  reports: Report[],
): Promise<Taken> {
  if (!reports.length) return Promise.resolve(none());
  const result =
    reports.length >= RECEIPT_BATCH
      ? applyInBatches(deps, tenantId, channel, reports)
      : new Promise<Taken>((resolve, reject) => {
          let byKey = lanes.get(deps.db);
          if (!byKey) {
            byKey = new Map();
            lanes.set(deps.db, byKey);
          }
          const key = `${tenantId}:${channel}`;
          let lane = byKey.get(key);
          if (!lane) {
            lane = { waiting: [], busy: false };
            byKey.set(key, lane);
          }
          lane.waiting.push({ reports, resolve, reject });
          if (!lane.busy) void drain(deps, tenantId, channel, lane);
        });
  return result.then((taken) => {
    if (taken.unknown) {
      deps.log.warn(
        { tenantId, channel, ...taken },
        'Delivery reports for unknown messages ignored',
      );
    }
    return taken;
  });
}

async function drain(
  deps: AppDeps,
  tenantId: number,
  channel: 'sms' | 'whatsapp',
  lane: Lane,
): Promise<void> {
  lane.busy = true;
  try {
    while (lane.waiting.length) {
      let size = 0;
      let count = 0;
      while (count < lane.waiting.length) {
        const next = lane.waiting[count]!.reports.length;
        if (count > 0 && size + next > RECEIPT_BATCH) break;
        size += next;
        count++;
      }
      const group = lane.waiting.splice(0, count);
      try {
        const taken = await applyTogether(
          deps,
          tenantId,
          channel,
          group.map((g) => g.reports),
        );
        for (const [i, g] of group.entries()) g.resolve(taken[i]!);
      } catch (error) {
        if (group.length === 1) {
          group[0]!.reject(error);
          continue;
        }
        for (const g of group) {
          await applyTogether(deps, tenantId, channel, [g.reports]).then(
            (taken) => g.resolve(taken[0]!),
            g.reject,
          );
        }
      }
    }
  } finally {
    lane.busy = false;
  }
}

/** One webhook carrying a batch of statuses: its own transactions of RECEIPT_BATCH each. */
async function applyInBatches(
  deps: AppDeps,
  tenantId: number,
  channel: 'sms' | 'whatsapp',
  reports: Report[],
): Promise<Taken> {
  const taken = none();
  for (let start = 0; start < reports.length; start += RECEIPT_BATCH) {
    const [part] = await applyTogether(deps, tenantId, channel, [
      reports.slice(start, start + RECEIPT_BATCH),
    ]);
    taken.applied += part!.applied;
    taken.unchanged += part!.unchanged;
    taken.unknown += part!.unknown;
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

// ---------------------------------------------------------------- Twilio status callbacks

/**
 * X-Twilio-Signature: base64 HMAC-SHA1, keyed with the account's auth token, of the full URL
 * Twilio requested followed by every POST parameter, sorted by name, as name + value (Twilio's
 * "Secure webhooks" page; the published example — token 12345, https://mycompany.com/myapp.php?
 * foo=1&bar=2, CallSid/Caller/Digits/From/To → GvWf1cFY/Q7PnoempGyD5oXAezc= — is a test fixture,
 * from TwilioDevEd/api-snippets security/signature_validation/signature_validation.5.x.php).
 */
export function twilioSignature(
  authToken: string,
  url: string,
  params: readonly (readonly [string, string])[],
): string {
  const sorted = [...params].sort(([a, av], [b, bv]) =>
    a < b ? -1 : a > b ? 1 : av < bv ? -1 : av > bv ? 1 : 0,
  );
  const data = sorted.reduce((text, [name, value]) => text + name + value, url);
  return createHmac('sha1', authToken).update(data, 'utf8').digest('base64');
}

function twilioSignatureMatches(
  authToken: string,
  url: string,
  params: readonly (readonly [string, string])[],
  header: string | undefined,
): boolean {
  const expected = Buffer.from(twilioSignature(authToken, url, params));
  const given = Buffer.from((header ?? '').trim());
  return given.length === expected.length && timingSafeEqual(given, expected);
}

const TWILIO_FAILED = new Set(['failed', 'undelivered', 'canceled']);

/** POST /webhooks/sms/{tenantSlug}/twilio?ref=…: Twilio's form-encoded status callback. */
export async function receiveTwilioStatus(
  deps: AppDeps,
  slug: string,
  path: string,
  raw: Buffer | undefined,
  signature: string | undefined,
): Promise<Schemas['ReportTaken']> {
  const { tenantId, secrets } = await schoolChannel(deps, slug, 'sms');
  // The auth token signs Twilio's callbacks (the channel's main secret).
  if (!secrets.secret) throw unauthorized(M.noSecret);
  const params = [...new URLSearchParams(raw?.toString('utf8') ?? '')];
  const url = new URL(path, deps.config.publicUrl).toString();
  if (!twilioSignatureMatches(secrets.secret, url, params, signature)) {
    throw unauthorized(M.notSignedTwilio);
  }
  const field = (name: string) => params.find(([key]) => key === name)?.[1] ?? null;
  const status = (field('MessageStatus') ?? field('SmsStatus') ?? '').toLowerCase();
  const code = field('ErrorCode');
  const receipt: repo.Receipt | null =
    status === 'delivered'
      ? { status: 'delivered', at: new Date() }
      : TWILIO_FAILED.has(status)
        ? {
            status: 'failed',
            at: new Date(),
            reason: `Twilio: ${status}${code ? ` (code ${code})` : ''}`,
          }
        : status === 'sent'
          ? { status: 'sent', at: new Date() }
          : null;
  if (!receipt) return { applied: 0, unchanged: 1, unknown: 0 };
  const ref = new URL(url).searchParams.get('ref');
  return apply(deps, tenantId, 'sms', [
    { reference: ref, providerMessageId: field('MessageSid') ?? field('SmsSid'), receipt },
  ]);
}

// ---------------------------------------------------------------- Pakistani gateways' reports

/**
 * GET or POST /webhooks/sms/{tenantSlug}/report/{token}: a Pakistani gateway's delivery report.
 * No public source describes these reports or a signature for them, so the school sets in its
 * SMS settings which parameter holds the provider's message id (`dlr_id_param`) and the status
 * (`dlr_status_param`), and which values mean delivered (`dlr_delivered`) and failed
 * (`dlr_failed`), comma-separated; the address carries the school's callback secret as its last
 * segment (compared in constant time), the only proof such a provider can give.
 */
export async function receivePkReport(
  deps: AppDeps,
  slug: string,
  token: string,
  fields: Record<string, string>,
): Promise<Schemas['ReportTaken']> {
  const { tenantId, secrets, settings } = await schoolSmsChannel(deps, slug);
  const expected = secrets.callback_secret ?? '';
  if (!expected) throw unauthorized(M.noSecret);
  const same =
    expected.length === token.length && timingSafeEqual(Buffer.from(expected), Buffer.from(token));
  if (!same) throw unauthorized(M.badToken);
  const id = fields[settings.dlr_id_param || 'id'] ?? null;
  const status = (fields[settings.dlr_status_param || 'status'] ?? '').trim().toLowerCase();
  const list = (value: string | undefined, fallback: string) =>
    new Set(
      (value || fallback)
        .split(',')
        .map((item) => item.trim().toLowerCase())
        .filter(Boolean),
    );
  const receipt: repo.Receipt | null = list(settings.dlr_delivered, 'delivered,delivrd').has(status)
    ? { status: 'delivered', at: new Date() }
    : list(settings.dlr_failed, 'failed,undelivered,undeliv,rejected,expired').has(status)
      ? { status: 'failed', at: new Date(), reason: `SMS provider: ${status.slice(0, 60)}` }
      : null;
  if (!receipt || !id) return { applied: 0, unchanged: 0, unknown: 1 };
  return apply(deps, tenantId, 'sms', [{ reference: null, providerMessageId: id, receipt }]);
}

async function schoolSmsChannel(deps: AppDeps, slug: string) {
  const [tenant] = await withScope(deps.db, PLATFORM, (tx) =>
    tx.select({ id: tenants.id }).from(tenants).where(eq(tenants.slug, slug)),
  );
  if (!tenant) throw notFound(M.unknownSchool);
  const [row] = await withScope(deps.db, tenantScope(tenant.id), (tx) =>
    tx
      .select()
      .from(notificationChannels)
      .where(
        and(eq(notificationChannels.tenant_id, tenant.id), eq(notificationChannels.channel, 'sms')),
      ),
  );
  return {
    tenantId: tenant.id,
    secrets: await openChannelSecrets(deps.db, row),
    settings: row?.settings ?? {},
  };
}
