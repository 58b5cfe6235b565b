// "delivered" from the providers, and channel credentials sealed at rest.
// The local SMS gateway posts a signed delivery report (DLR) for each message it accepts and
// the local WhatsApp Cloud API posts signed status webhooks, both through this app; the tests
// check delivered, failed with the provider's reason, a bad signature (401), an unknown message
// (200, ignored), a replayed report (idempotent), two reports at once, a report signed for
// another school, Meta's subscription check, and that the stored credentials are not plaintext.
import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../src/db/schema/identity.js';
import {
  notificationChannels,
  notificationDeliveries,
  notifications,
} from '../../src/db/schema/notifications.js';
import { PLATFORM, tenantScope } from '../../src/db/scope.js';
import {
  sealChannelSecrets,
  sealPlainChannelSecrets,
} from '../../src/domains/notifications/credentials.js';
import { deliveryJob } from '../../src/domains/notifications/delivery.js';
import { signBody } from '../../src/domains/notifications/receipts.js';
import { createTestApp, type TestApp } from '../helpers/app.js';
import {
  type FakeProvider,
  fakeSmsGateway,
  fakeWhatsappCloud,
  type ReportSender,
} from '../helpers/fake-providers.js';

const IQBAL = 2;
const QUAID = 3;
const ADMIN = 'admin@iqbal.edu.pk';
const SMS_KEY = 'sms-key-receipts-0001';
const SMS_CALLBACK = 'sms-callback-secret-0001';
const WA_TOKEN = 'wa-token-receipts-0001';
const APP_SECRET = 'meta-app-secret-0001';
const VERIFY = 'verify-token-0001';
const SMS_DLR = '/api/webhooks/sms/iqbal-public-school/dlr';
const WA_HOOK = '/api/webhooks/whatsapp/iqbal-public-school';

let t: TestApp;
let sms: FakeProvider;
let whatsapp: FakeProvider;
const log = { info() {}, warn() {} };

const sender =
  (url: string): ReportSender =>
  async (body, headers) =>
    (await t.request({ method: 'POST', url, payload: body, headers })).statusCode;

/** A notification with one delivery on `channel`, sent now by the delivery job itself. */
async function sendOne(channel: 'sms' | 'whatsapp', address: string) {
  const deliveryId = await t.query(async (tx) => {
    const [user] = await tx.select({ id: users.id }).from(users).where(eq(users.email, ADMIN));
    const [note] = await tx
      .insert(notifications)
      .values({
        tenant_id: IQBAL,
        event: 'announcement',
        user_id: user!.id,
        language: 'en',
        title: 'Receipts',
        body: 'A message that reports back',
        data: {
          sms: 'A message that reports back',
          whatsapp: { name: 'watni_announcement', language: 'en', params: ['a', 'b', 'c'] },
        },
      })
      .returning({ id: notifications.id });
    const [delivery] = await tx
      .insert(notificationDeliveries)
      .values({ tenant_id: IQBAL, notification_id: note!.id, channel, address })
      .returning({ id: notificationDeliveries.id });
    return delivery!.id;
  }, tenantScope(IQBAL));
  await deliveryJob(t.db, t.mailer, log).handler(
    { tenantId: IQBAL, deliveryId },
    { id: randomUUID(), retryCount: 0 },
  );
  await (channel === 'sms' ? sms : whatsapp).reported();
  return deliveryId;
}

async function delivery(id: number) {
  const [row] = await t.query(
    (tx) =>
      tx
        .select()
        .from(notificationDeliveries)
        .where(and(eq(notificationDeliveries.tenant_id, IQBAL), eq(notificationDeliveries.id, id))),
    tenantScope(IQBAL),
  );
  return row!;
}

function post(url: string, body: object | string, signature: string | undefined) {
  const raw = typeof body === 'string' ? body : JSON.stringify(body);
  return t.request({
    method: 'POST',
    url,
    payload: raw,
    headers: {
      'content-type': 'application/json',
      ...(signature !== undefined
        ? { [url.includes('/sms/') ? 'x-signature' : 'x-hub-signature-256']: signature }
        : {}),
    },
  });
}

beforeAll(async () => {
  sms = await fakeSmsGateway(SMS_KEY);
  whatsapp = await fakeWhatsappCloud('55502', WA_TOKEN);
  t = await createTestApp({}, { queue: { pollingIntervalSeconds: 0.5, retryDelay: 1 } });
  sms.reportTo({ send: sender(SMS_DLR), secret: SMS_CALLBACK });
  whatsapp.reportTo({ send: sender(WA_HOOK), secret: APP_SECRET });
  const saved = await t.request({
    method: 'PUT',
    url: '/api/notifications/channels',
    token: await t.tokenFor(ADMIN),
    payload: {
      channels: [
        {
          channel: 'sms',
          enabled: true,
          provider: 'http',
          settings: { url: sms.url, sender: 'IQBAL' },
          secret: SMS_KEY,
          callback_secret: SMS_CALLBACK,
        },
        {
          channel: 'whatsapp',
          enabled: true,
          provider: 'cloud_api',
          settings: { base_url: whatsapp.url, phone_number_id: '55502' },
          secret: WA_TOKEN,
          callback_secret: APP_SECRET,
          verify_token: VERIFY,
        },
      ],
    },
  });
  expect(saved.statusCode, saved.body).toBe(200);
});
afterAll(async () => {
  await t.close();
  await sms.close();
  await whatsapp.close();
});

describe('SMS delivery reports (DLR)', () => {
  it('moves a delivery to delivered, and the staff screen’s list shows it with its time', async () => {
    const id = await sendOne('sms', '+923001230001');
    expect(sms.reports.at(-1)?.status).toBe(200);
    const row = await delivery(id);
    expect(row.status).toBe('delivered');
    expect(row.provider_message_id).toBe(sms.accepted.at(-1)!.id);
    expect(row.delivered_at).toBeInstanceOf(Date);
    const list = await t.request({
      method: 'GET',
      url: '/api/notifications/deliveries?channel=sms&status=delivered',
      token: await t.tokenFor(ADMIN),
    });
    const item = (list.json().items as { id: number; delivered_at: string | null }[]).find(
      (d) => d.id === id,
    );
    expect(item?.delivered_at).toBe(row.delivered_at!.toISOString());
  });

  it('moves a delivery to failed with the gateway’s reason', async () => {
    sms.undeliverable.add('+923001230002');
    const id = await sendOne('sms', '+923001230002');
    const row = await delivery(id);
    expect(row).toMatchObject({ status: 'failed', reason: 'SMS gateway: Absent subscriber' });
  });

  it('refuses a bad or missing signature with 401 and changes nothing', async () => {
    const id = await sendOne('sms', '+923001230003');
    await t.query(
      (tx) =>
        tx
          .update(notificationDeliveries)
          .set({ status: 'sent', delivered_at: null })
          .where(
            and(eq(notificationDeliveries.tenant_id, IQBAL), eq(notificationDeliveries.id, id)),
          ),
      tenantScope(IQBAL),
    );
    const report = { id: 'x', reference: `watni-${IQBAL}-${id}`, status: 'failed', error: 'no' };
    const forged = await post(SMS_DLR, report, signBody(JSON.stringify(report), 'not-the-secret'));
    expect(forged.statusCode).toBe(401);
    expect(forged.json().detail).toContain('signed');
    expect((await post(SMS_DLR, report, undefined)).statusCode).toBe(401);
    // Signed, then one byte changed: the HMAC is over the raw body.
    const raw = JSON.stringify(report);
    const tampered = await post(SMS_DLR, raw.replace('"no"', '"No"'), signBody(raw, SMS_CALLBACK));
    expect(tampered.statusCode).toBe(401);
    expect((await delivery(id)).status).toBe('sent');
  });

  it('answers 200 to an unknown message and to a replayed report, changing nothing', async () => {
    const unknown = { id: 'sms-none', reference: 'watni-2-99999999', status: 'delivered' };
    const answer = await post(SMS_DLR, unknown, signBody(JSON.stringify(unknown), SMS_CALLBACK));
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({ applied: 0, unchanged: 0, unknown: 1 });

    const id = await sendOne('sms', '+923001230004');
    const first = sms.reports.at(-1)!;
    const before = await delivery(id);
    expect(before.status).toBe('delivered');
    const again = await post(SMS_DLR, first.body, signBody(first.body, SMS_CALLBACK));
    expect(again.json()).toEqual({ applied: 0, unchanged: 1, unknown: 0 });
    // A later "failed" for a delivered message does not move it back.
    const late = { ...JSON.parse(first.body), status: 'expired', error: 'late' };
    const moved = await post(SMS_DLR, late, signBody(JSON.stringify(late), SMS_CALLBACK));
    expect(moved.json()).toEqual({ applied: 0, unchanged: 1, unknown: 0 });
    const after = await delivery(id);
    expect(after.status).toBe('delivered');
    expect(after.delivered_at).toEqual(before.delivered_at);
  });

  it('takes two reports arriving at once for one message exactly once', async () => {
    sms.reportTo(null);
    const id = await sendOne('sms', '+923001230005');
    sms.reportTo({ send: sender(SMS_DLR), secret: SMS_CALLBACK });
    expect((await delivery(id)).status).toBe('sent');
    const reference = `watni-${IQBAL}-${id}`;
    const delivered = JSON.stringify({ id: 'sms-x', reference, status: 'delivered' });
    const failed = JSON.stringify({ id: 'sms-x', reference, status: 'failed', error: 'gone' });
    const answers = await Promise.all([
      post(SMS_DLR, delivered, signBody(delivered, SMS_CALLBACK)),
      post(SMS_DLR, failed, signBody(failed, SMS_CALLBACK)),
      post(SMS_DLR, delivered, signBody(delivered, SMS_CALLBACK)),
    ]);
    const applied = answers.map((a) => a.json().applied as number);
    expect(applied.reduce((sum, n) => sum + n, 0)).toBe(1);
    expect(['delivered', 'failed']).toContain((await delivery(id)).status);
  });

  it('does not let school B’s signed report touch school A’s delivery', async () => {
    const id = await sendOne('sms', '+923001230006');
    await t.query(
      (tx) =>
        tx
          .update(notificationDeliveries)
          .set({ status: 'sent' })
          .where(
            and(eq(notificationDeliveries.tenant_id, IQBAL), eq(notificationDeliveries.id, id)),
          ),
      tenantScope(IQBAL),
    );
    const providerId = String((await delivery(id)).provider_message_id);
    const columns = await sealChannelSecrets(t.db, { secret: 'b-key', callback_secret: 'b-cb' });
    await t.query(
      (tx) =>
        tx
          .insert(notificationChannels)
          .values({ tenant_id: QUAID, channel: 'sms', provider: 'http', ...columns })
          .onConflictDoNothing(),
      tenantScope(QUAID),
    );
    const report = { id: providerId, reference: `watni-${IQBAL}-${id}`, status: 'failed' };
    const answer = await post(
      '/api/webhooks/sms/quaid-academy/dlr',
      report,
      signBody(JSON.stringify(report), 'b-cb'),
    );
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({ applied: 0, unchanged: 0, unknown: 1 });
    // A's secret does not open B's address either.
    const withA = await post(
      '/api/webhooks/sms/quaid-academy/dlr',
      report,
      signBody(JSON.stringify(report), SMS_CALLBACK),
    );
    expect(withA.statusCode).toBe(401);
    expect((await delivery(id)).status).toBe('sent');
  });

  it('answers 404 for an address no school has', async () => {
    const body = JSON.stringify({ id: 'a', status: 'delivered' });
    const answer = await post('/api/webhooks/sms/no-such-school/dlr', body, signBody(body, 'x'));
    expect(answer.statusCode).toBe(404);
  });
});

describe('WhatsApp status webhooks', () => {
  it('answers Meta’s subscription check with the challenge only for the school’s token', async () => {
    const ok = await t.request({
      method: 'GET',
      url: `${WA_HOOK}?hub.mode=subscribe&hub.verify_token=${VERIFY}&hub.challenge=1158201444`,
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.body).toBe('1158201444');
    const wrong = await t.request({
      method: 'GET',
      url: `${WA_HOOK}?hub.mode=subscribe&hub.verify_token=guess-guess&hub.challenge=1`,
    });
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json().detail).toContain('verify token');
  });

  it('moves a template message to delivered (sent, then delivered)', async () => {
    const id = await sendOne('whatsapp', '+923001240001');
    expect(whatsapp.reports.slice(-2).map((r) => r.status)).toEqual([200, 200]);
    const row = await delivery(id);
    expect(row).toMatchObject({ status: 'delivered', provider: 'cloud_api' });
    expect(row.provider_message_id).toBe(whatsapp.accepted.at(-1)!.id);
    expect(whatsapp.accepted.at(-1)!.biz_opaque_callback_data).toBe(`watni-${IQBAL}-${id}`);
  });

  it('moves it to failed with WhatsApp’s error, and a replay changes nothing', async () => {
    whatsapp.undeliverable.add('923001240002');
    const id = await sendOne('whatsapp', '+923001240002');
    const row = await delivery(id);
    expect(row).toMatchObject({
      status: 'failed',
      reason: 'WhatsApp: Message undeliverable (code 131026)',
    });
    const first = whatsapp.reports.at(-1)!;
    const again = await post(WA_HOOK, first.body, signBody(first.body, APP_SECRET));
    expect(again.json()).toEqual({ applied: 0, unchanged: 1, unknown: 0 });
  });

  it('refuses a wrong X-Hub-Signature-256 with 401; ignores unknown ids with 200', async () => {
    const body = {
      object: 'whatsapp_business_account',
      entry: [{ changes: [{ value: { statuses: [{ id: 'wamid.unknown', status: 'read' }] } }] }],
    };
    const raw = JSON.stringify(body);
    expect((await post(WA_HOOK, raw, signBody(raw, 'wrong'))).statusCode).toBe(401);
    expect((await post(WA_HOOK, raw, 'sha256=zz')).statusCode).toBe(401);
    const ok = await post(WA_HOOK, raw, signBody(raw, APP_SECRET));
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({ applied: 0, unchanged: 0, unknown: 1 });
  });
});

describe('credentials at rest', () => {
  it('stores every credential sealed, never the plaintext, and the API never returns them', async () => {
    const rows = await t.query(
      (tx) =>
        tx.select().from(notificationChannels).where(eq(notificationChannels.tenant_id, IQBAL)),
      PLATFORM,
    );
    const text = JSON.stringify(rows);
    for (const secret of [SMS_KEY, SMS_CALLBACK, WA_TOKEN, APP_SECRET, VERIFY]) {
      expect(text).not.toContain(secret);
    }
    const smsRow = rows.find((row) => row.channel === 'sms')!;
    expect(smsRow.secret).toBeNull();
    expect(smsRow.sealed_secrets).toMatch(/^v1:[A-Za-z0-9_-]+:[A-Za-z0-9+/=]{40,}$/);
    const list = await t.request({
      method: 'GET',
      url: '/api/notifications/channels',
      token: await t.tokenFor(ADMIN),
    });
    for (const secret of [SMS_KEY, SMS_CALLBACK, WA_TOKEN, APP_SECRET, VERIFY]) {
      expect(list.body).not.toContain(secret);
    }
    const wa = (list.json().channels as Record<string, unknown>[]).find(
      (c) => c.channel === 'whatsapp',
    );
    expect(wa).toMatchObject({
      has_secret: true,
      secret_last4: '0001',
      has_callback_secret: true,
      has_verify_token: true,
      receipts_url: expect.stringMatching(/\/api\/webhooks\/whatsapp\/iqbal-public-school$/),
    });
  });

  it('seals a plain credential left from before (the one-time step), and sending still works', async () => {
    // As migration 0300 found it: the plain key in `secret`, nothing sealed.
    await t.query(
      (tx) =>
        tx
          .update(notificationChannels)
          .set({ secret: SMS_KEY, sealed_secrets: null })
          .where(
            and(eq(notificationChannels.tenant_id, IQBAL), eq(notificationChannels.channel, 'sms')),
          ),
      PLATFORM,
    );
    expect(await sealPlainChannelSecrets(t.db)).toBe(1);
    expect(await sealPlainChannelSecrets(t.db)).toBe(0);
    const [row] = await t.query(
      (tx) =>
        tx
          .select()
          .from(notificationChannels)
          .where(
            and(eq(notificationChannels.tenant_id, IQBAL), eq(notificationChannels.channel, 'sms')),
          ),
      PLATFORM,
    );
    expect(row!.secret).toBeNull();
    expect(row!.sealed_secrets).not.toContain(SMS_KEY);
    const before = sms.accepted.length;
    const test = await t.request({
      method: 'POST',
      url: '/api/notifications/channels/sms/test',
      token: await t.tokenFor(ADMIN),
      payload: { to: '+923001230009' },
    });
    expect(test.json()).toMatchObject({ status: 'sent' });
    expect(sms.accepted.length).toBe(before + 1);
  });
});
