// SMS through real provider protocols, against local stand-ins built from the public
// descriptions (test/helpers/fake-sms-protocols.ts): Twilio's Messages API with its signed status
// callbacks, and a Pakistani branded-SMS gateway in the BizSMS and Veevo Tech shapes with a
// delivery report. Also: Urdu as UCS-2 with segments counted, and the gateway's credentials in
// no log line.
import { randomUUID } from 'node:crypto';
import { Writable } from 'node:stream';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tenants, users } from '../../src/db/schema/identity.js';
import { notificationDeliveries, notifications } from '../../src/db/schema/notifications.js';
import { tenantScope } from '../../src/db/scope.js';
import { pkSettings } from '../../src/domains/notifications/adapters/sms-pk.js';
import { smsShape } from '../../src/domains/notifications/adapters/sms-segments.js';
import { deliveryJob } from '../../src/domains/notifications/delivery.js';
import { twilioSignature } from '../../src/domains/notifications/receipts.js';
import { createTestApp, type TestApp } from '../helpers/app.js';
import {
  type Deliver,
  type FakePkGateway,
  type FakeTwilio,
  fakePkGateway,
  fakeTwilio,
} from '../helpers/fake-sms-protocols.js';

const IQBAL = 2;
const ADMIN = 'admin@iqbal.edu.pk';
const SID = 'AC0123456789abcdef0123456789abcdef';
const TOKEN = 'twilio-auth-token-77';
const BIZ_PASS = 'bizsms-Pa55-secret';
const VEEVO_HASH = 'veevo-hash-0f1e2d3c';
const REPORT_SECRET = 'pk-report-secret-123';

let t: TestApp;
let twilio: FakeTwilio;
let biz: FakePkGateway;
let veevo: FakePkGateway;
let slug: string;
const logLines: string[] = [];

const deliver: Deliver = async (url, method, body, headers) => {
  const target = new URL(url);
  const response = await t.request({
    method,
    url: `${target.pathname}${target.search}`,
    ...(method === 'POST' ? { payload: body } : {}),
    headers,
  });
  return response.statusCode;
};

async function configureSms(provider: string, settings: Record<string, string>, secret: string) {
  const response = await t.request({
    method: 'PUT',
    url: '/api/notifications/channels',
    token: await t.tokenFor(ADMIN),
    payload: {
      channels: [
        {
          channel: 'sms',
          enabled: true,
          provider,
          settings,
          secret,
          callback_secret: REPORT_SECRET,
        },
      ],
    },
  });
  expect(response.statusCode, response.body).toBe(200);
}

/** One SMS delivery to `to`, sent by the delivery job itself; answers its id. */
async function sendOne(to: string, text: string): Promise<number> {
  const deliveryId = await t.query(async (tx) => {
    const [user] = await tx
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.tenant_id, IQBAL), eq(users.email, ADMIN)));
    const [note] = await tx
      .insert(notifications)
      .values({
        tenant_id: IQBAL,
        event: 'announcement',
        user_id: user!.id,
        language: 'ur',
        title: 'اعلان',
        body: text,
        data: { sms: text },
      })
      .returning({ id: notifications.id });
    const [delivery] = await tx
      .insert(notificationDeliveries)
      .values({ tenant_id: IQBAL, notification_id: note!.id, channel: 'sms', address: to })
      .returning({ id: notificationDeliveries.id });
    return delivery!.id;
  }, tenantScope(IQBAL));
  const log = { info: () => undefined, warn: () => undefined };
  await deliveryJob(t.db, t.mailer, log, { publicUrl: t.config.publicUrl })
    .handler({ tenantId: IQBAL, deliveryId }, { id: randomUUID(), retryCount: 0 })
    .catch(() => undefined);
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

beforeAll(async () => {
  const stream = new Writable({
    write(chunk, _encoding, done) {
      logLines.push(String(chunk));
      done();
    },
  });
  t = await createTestApp({}, { logger: { level: 'trace', stream } });
  twilio = await fakeTwilio(SID, TOKEN, { deliver });
  biz = await fakePkGateway({ username: 'iqbal@bizsms.pk', password: BIZ_PASS });
  const [tenant] = await t.query((tx) =>
    tx.select({ slug: tenants.slug }).from(tenants).where(eq(tenants.id, IQBAL)),
  );
  slug = tenant!.slug;
  veevo = await fakePkGateway({
    password: VEEVO_HASH,
    reportUrl: new URL(`/api/webhooks/sms/${slug}/report/${REPORT_SECRET}`, t.config.publicUrl)
      .href,
    deliver,
  });
});
afterAll(async () => {
  await t?.close();
  await twilio?.close();
  await biz?.close();
  await veevo?.close();
});

describe('segments (unit)', () => {
  it('counts GSM-7 with its extension table and Urdu as UCS-2 (160/153, 70/67)', () => {
    expect(smsShape('a'.repeat(160))).toMatchObject({ encoding: 'gsm7', segments: 1 });
    expect(smsShape('a'.repeat(161))).toMatchObject({ encoding: 'gsm7', segments: 2 });
    expect(smsShape('a'.repeat(306)).segments).toBe(2);
    expect(smsShape('a'.repeat(307)).segments).toBe(3);
    // € and [ ] are two septets each: 158 + 2 = 160 fits, 159 + 2 does not.
    expect(smsShape(`${'a'.repeat(158)}€`)).toMatchObject({ units: 160, segments: 1 });
    expect(smsShape(`${'a'.repeat(159)}€`).segments).toBe(2);
    // An extension character is never split: 152 + '€' does not fit the first 153.
    expect(smsShape(`${'a'.repeat(152)}€${'a'.repeat(152)}`).segments).toBe(3);
    expect(smsShape('ا'.repeat(70))).toMatchObject({ encoding: 'ucs2', segments: 1 });
    expect(smsShape('ا'.repeat(71)).segments).toBe(2);
    expect(smsShape('ا'.repeat(134)).segments).toBe(2);
    expect(smsShape('ا'.repeat(135)).segments).toBe(3);
    // One Urdu letter in an English text makes the whole message UCS-2.
    expect(smsShape(`Fee due ${'x'.repeat(70)} ک`).encoding).toBe('ucs2');
  });
});

describe('Twilio', () => {
  it('signs as Twilio’s published example does', () => {
    // TwilioDevEd/api-snippets, security/signature_validation/signature_validation.5.x.php.
    const signature = twilioSignature('12345', 'https://mycompany.com/myapp.php?foo=1&bar=2', [
      ['CallSid', 'CA1234567890ABCDE'],
      ['Caller', '+14158675310'],
      ['Digits', '1234'],
      ['From', '+14158675310'],
      ['To', '+18005551212'],
    ]);
    expect(signature).toBe('GvWf1cFY/Q7PnoempGyD5oXAezc=');
  });

  it('sends form-encoded with Basic auth, and its signed callbacks move the delivery', async () => {
    await configureSms('twilio', { account_sid: SID, from: 'IQBAL', base_url: twilio.url }, TOKEN);
    const text = 'محترم والدین، کل اسکول بند رہے گا۔';
    const id = await sendOne('+923001112233', text);
    await twilio.settled();
    expect(twilio.accepted).toHaveLength(1);
    expect(twilio.accepted[0]).toMatchObject({ To: '+923001112233', From: 'IQBAL', Body: text });
    expect(twilio.accepted[0]!.StatusCallback).toContain(`/api/webhooks/sms/${slug}/twilio?ref=`);
    expect(twilio.callbacks.every((c) => c.status === 200)).toBe(true);
    const row = await delivery(id);
    expect(row.status).toBe('delivered');
    expect(row.provider_message_id).toBe(twilio.accepted[0]!.sid);

    // Undelivered with Twilio's error code.
    twilio.unreachable.add('+923004445566');
    const lost = await sendOne('+923004445566', 'Fee reminder');
    await twilio.settled();
    expect((await delivery(lost)).status).toBe('failed');
    expect((await delivery(lost)).reason).toBe('Twilio: undelivered (code 30003)');
  });

  it('refuses a callback with a wrong or missing signature (401, nothing changes)', async () => {
    const id = await sendOne('+923007778899', 'Hello');
    await twilio.settled();
    const sidOf = twilio.accepted.at(-1)!.sid!;
    const params = { MessageSid: sidOf, MessageStatus: 'failed', ErrorCode: '30008' };
    const body = new URLSearchParams(params).toString();
    const path = `/api/webhooks/sms/${slug}/twilio`;
    const url = new URL(path, t.config.publicUrl).href;
    const forged = twilioSignature('not-the-token', url, Object.entries(params));
    for (const headers of [{ 'x-twilio-signature': forged }, {}]) {
      const response = await t.request({
        method: 'POST',
        url: path,
        payload: body,
        headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
      });
      expect(response.statusCode).toBe(401);
      expect(response.json().detail).toMatch(/X-Twilio-Signature/);
    }
    expect((await delivery(id)).status).toBe('delivered');
  });

  it('a refused number is failed for good with Twilio’s code, never its text', async () => {
    const id = await sendOne('+92300', 'Hello');
    const row = await delivery(id);
    expect(row.status).toBe('failed');
    expect(row.reason).toBe('Twilio: HTTP 400 (code 21211)');
  });
});

describe('Pakistani gateways', () => {
  it('Veevo Tech shape: JSON POST, MESSAGE_ID kept, its delivery report (secret address) applied', async () => {
    // The report's shape is the school's to set (no public source gives one).
    await configureSms(
      'pk_http',
      {
        preset: 'veevo',
        url: `${veevo.url}/v3/sendsms`,
        mask: 'IQBAL',
        dlr_id_param: 'msgid',
        dlr_status_param: 'status',
        dlr_delivered: 'DELIVRD',
        dlr_failed: 'UNDELIV',
      },
      VEEVO_HASH,
    );
    const id = await sendOne('+923001234500', 'کل چھٹی ہے');
    await veevo.settled();
    expect(veevo.accepted.at(-1)).toMatchObject({
      hash: VEEVO_HASH,
      receivernum: '+923001234500',
      sendernum: 'IQBAL',
      textmessage: 'کل چھٹی ہے',
    });
    const row = await delivery(id);
    expect(row.provider_message_id).toBe(veevo.accepted.at(-1)!.id);
    expect(veevo.reports.at(-1)!.status).toBe(200);
    expect(row.status).toBe('delivered');

    // A wrong token in the report address: 401, nothing changes.
    const wrong = await t.request({
      method: 'GET',
      url: `/api/webhooks/sms/${slug}/report/not-the-secret?msgid=${row.provider_message_id}&status=UNDELIV`,
    });
    expect(wrong.statusCode).toBe(401);
    expect((await delivery(id)).status).toBe('delivered');

    // An undelivered report: failed with the provider's status word.
    veevo.unreachable.add('+923001234599');
    const lost = await sendOne('+923001234599', 'Fee due');
    await veevo.settled();
    expect(await delivery(lost)).toMatchObject({
      status: 'failed',
      reason: 'SMS provider: undeliv',
    });
  });

  it('BizSMS shape: GET with the mask and the Urdu flag; credentials in no log line or reason', async () => {
    await configureSms(
      'pk_http',
      {
        preset: 'bizsms',
        url: `${biz.url}/api-send-branded-sms.aspx`,
        user: 'iqbal@bizsms.pk',
        mask: 'IQBAL SCH',
      },
      BIZ_PASS,
    );
    const id = await sendOne('+923001234501', 'فیس کی آخری تاریخ کل ہے');
    expect((await delivery(id)).status).toBe('sent');
    expect(biz.accepted.at(-1)).toMatchObject({
      username: 'iqbal@bizsms.pk',
      pass: BIZ_PASS,
      destinationnum: '923001234501',
      masking: 'IQBAL SCH',
      language: 'Urdu',
      text: 'فیس کی آخری تاریخ کل ہے',
    });
    const english = await sendOne('+923001234502', 'Fee due tomorrow');
    expect((await delivery(english)).status).toBe('sent');
    expect(biz.accepted.at(-1)!.language).toBe('English');

    // The provider says no (its answer is not "SMS Sent Successfully"): failed, with no credential.
    await configureSms(
      'pk_http',
      {
        preset: 'bizsms',
        url: `${biz.url}/api-send-branded-sms.aspx`,
        user: 'iqbal@bizsms.pk',
        mask: 'IQBAL SCH',
      },
      'wrong-Pa55-word',
    );
    const refused = await sendOne('+923001234503', 'Hello');
    const row = await delivery(refused);
    expect(row.status).toBe('failed');
    expect(row.reason).toBe('SMS provider did not accept the message (HTTP 200)');
    // The credentials went over the wire (the provider's own log has them)…
    expect(biz.seen.some((line) => line.includes(encodeURIComponent(BIZ_PASS)))).toBe(true);
    // …but no line of the service's log holds them, nor the query string carrying them.
    expect(logLines.length).toBeGreaterThan(0);
    const all = logLines.join('\n');
    for (const secret of [BIZ_PASS, 'wrong-Pa55-word', VEEVO_HASH, TOKEN, REPORT_SECRET]) {
      expect(all).not.toContain(secret);
      expect(all).not.toContain(encodeURIComponent(secret));
    }
  });

  it('presets fill the provider’s parameter names; the school’s own settings win', () => {
    expect(pkSettings({ preset: 'telenor' })).toMatchObject({
      session_param: 'session_id',
      param_to: 'to',
      param_mask: 'mask',
    });
    expect(pkSettings({ preset: 'bizsms', param_mask: 'sender' }).param_mask).toBe('sender');
  });
});
