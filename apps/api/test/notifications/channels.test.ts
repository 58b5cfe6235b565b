// The channel settings' API (last 4 characters of a credential, the test
// message through the real adapters against local provider servers), the per-notification
// delivery view, and the dead-letter view with its retry.

import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../src/db/schema/identity.js';
import { notificationDeliveries, notifications } from '../../src/db/schema/notifications.js';
import { guardians } from '../../src/db/schema/school.js';
import { prepared, tenantScope } from '../../src/db/scope.js';
import { deliveryJob } from '../../src/domains/notifications/delivery.js';
import { asQueueOwner } from '../../src/queue/queue.js';
import { createTestApp, type TestApp } from '../helpers/app.js';
import { type FakeProvider, fakeSmsGateway, fakeWhatsappCloud } from '../helpers/fake-providers.js';
import { until } from '../helpers/until.js';

const IQBAL = 2;
const ADMIN = 'admin@iqbal.edu.pk';
const TEACHER = 'teacher@iqbal.edu.pk';
const SMS_KEY = 'sms-key-abcd1234';

let t: TestApp;
let sms: FakeProvider;
let whatsapp: FakeProvider;

beforeAll(async () => {
  sms = await fakeSmsGateway(SMS_KEY);
  whatsapp = await fakeWhatsappCloud('55501', 'wa-token-zyxw9876');
  t = await createTestApp({}, { queue: { pollingIntervalSeconds: 0.5, retryDelay: 1 } });
  const admin = await t.tokenFor(ADMIN);
  const saved = await t.request({
    method: 'PUT',
    url: '/api/notifications/channels',
    token: admin,
    payload: {
      channels: [
        {
          channel: 'sms',
          enabled: true,
          provider: 'http',
          settings: { url: sms.url, sender: 'IQBAL' },
          secret: SMS_KEY,
        },
        {
          channel: 'whatsapp',
          enabled: true,
          provider: 'cloud_api',
          settings: { base_url: whatsapp.url, phone_number_id: '55501' },
          secret: 'wa-token-zyxw9876',
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

describe('channel settings', () => {
  it('answers whether a credential is set and its last 4 characters, never the credential', async () => {
    const admin = await t.tokenFor(ADMIN);
    const list = await t.request({
      method: 'GET',
      url: '/api/notifications/channels',
      token: admin,
    });
    expect(list.statusCode).toBe(200);
    expect(list.body).not.toContain(SMS_KEY);
    const channels = list.json().channels as {
      channel: string;
      has_secret: boolean;
      secret_last4: string | null;
    }[];
    expect(channels.find((c) => c.channel === 'sms')).toMatchObject({
      has_secret: true,
      secret_last4: '1234',
    });
    expect(channels.find((c) => c.channel === 'whatsapp')?.secret_last4).toBe('9876');
    expect(channels.find((c) => c.channel === 'email')).toMatchObject({
      has_secret: false,
      secret_last4: null,
    });
  });

  it('sends a test SMS through the gateway in the caller’s language and says what it answered', async () => {
    const admin = await t.tokenFor(ADMIN);
    const before = sms.accepted.length;
    const response = await t.request({
      method: 'POST',
      url: '/api/notifications/channels/sms/test',
      token: admin,
      headers: { 'accept-language': 'ur' },
      payload: { to: '+92 300 1234567' },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ status: 'sent', provider: 'http', reason: null });
    expect(sms.accepted.length).toBe(before + 1);
    const message = sms.accepted.at(-1)!;
    expect(message).toMatchObject({ to: '+923001234567', from: 'IQBAL', encoding: 'ucs2' });
    expect(String(message.text)).toContain('آزمائشی پیغام');
    expect(response.json().provider_message_id).toBe(message.id);
  });

  it('sends a WhatsApp template as a test, and reports the provider’s refusal as failed (in our words)', async () => {
    const admin = await t.tokenFor(ADMIN);
    const ok = await t.request({
      method: 'POST',
      url: '/api/notifications/channels/whatsapp/test',
      token: admin,
      payload: { to: '+923001112223' },
    });
    expect(ok.json()).toMatchObject({ status: 'sent', provider: 'cloud_api' });
    expect(whatsapp.accepted.at(-1)).toMatchObject({ to: '923001112223', type: 'template' });

    whatsapp.refused.add('923009998887');
    const refused = await t.request({
      method: 'POST',
      url: '/api/notifications/channels/whatsapp/test',
      token: admin,
      payload: { to: '+923009998887' },
    });
    expect(refused.statusCode).toBe(200);
    expect(refused.json().status).toBe('failed');
    // Never the remote answer: "Send test" must not read back what an address says.
    expect(refused.json().reason).toMatch(/^The provider refused the message/);
    expect(refused.body).not.toContain('131026');
  });

  it('reports a wrong credential as failed, in a sentence of ours', async () => {
    const admin = await t.tokenFor(ADMIN);
    await t.request({
      method: 'PUT',
      url: '/api/notifications/channels',
      token: admin,
      payload: { channels: [{ channel: 'sms', secret: 'not-the-key' }] },
    });
    const response = await t.request({
      method: 'POST',
      url: '/api/notifications/channels/sms/test',
      token: admin,
      payload: { to: '+923001234567' },
    });
    expect(response.json()).toMatchObject({ status: 'failed' });
    expect(response.json().reason).toMatch(/^The provider refused the message/);
    expect(response.body).not.toContain('invalid api key');
    await t.request({
      method: 'PUT',
      url: '/api/notifications/channels',
      token: admin,
      payload: { channels: [{ channel: 'sms', secret: SMS_KEY }] },
    });
  });

  it('refuses a malformed address with a detail (in Urdu too), and non-admins', async () => {
    const admin = await t.tokenFor(ADMIN);
    const bad = await t.request({
      method: 'POST',
      url: '/api/notifications/channels/sms/test',
      token: admin,
      headers: { 'accept-language': 'ur' },
      payload: { to: '0300-1234567x' },
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.body).toContain('پاکستانی موبائل نمبر');
    const email = await t.request({
      method: 'POST',
      url: '/api/notifications/channels/email/test',
      token: admin,
      payload: { to: 'not-an-address' },
    });
    expect(email.statusCode).toBe(422);
    const teacher = await t.tokenFor(TEACHER);
    const refused = await t.request({
      method: 'POST',
      url: '/api/notifications/channels/email/test',
      token: teacher,
      payload: { to: 'someone@example.pk' },
    });
    expect(refused.statusCode).toBe(403);
  });

  it('sends a test e-mail through the platform mailer', async () => {
    const admin = await t.tokenFor(ADMIN);
    const response = await t.request({
      method: 'POST',
      url: '/api/notifications/channels/email/test',
      token: admin,
      payload: { to: 'office@iqbal.edu.pk' },
    });
    expect(response.json()).toMatchObject({ status: 'sent' });
    const mail = t.mailer.messages.find((m) => m.to === 'office@iqbal.edu.pk');
    expect(mail?.subject).toBe('Test message from Watni');
  });
});

describe('the dead-letter view', () => {
  it('lists a delivery whose job failed every attempt and sends it once on retry', async () => {
    const admin = await t.tokenFor(ADMIN);
    // A delivery left `sending` by a job that then failed every attempt (its worker died).
    const { deliveryId, notificationId } = await t.query(async (tx) => {
      const [user] = await tx.select({ id: users.id }).from(users).where(eq(users.email, ADMIN));
      const [note] = await tx
        .insert(notifications)
        .values({
          tenant_id: IQBAL,
          event: 'announcement',
          user_id: user!.id,
          language: 'en',
          title: 'Dead letter',
          body: 'A message whose job died',
          data: { sms: 'A message whose job died' },
        })
        .returning({ id: notifications.id });
      const [delivery] = await tx
        .insert(notificationDeliveries)
        .values({
          tenant_id: IQBAL,
          notification_id: note!.id,
          channel: 'sms',
          address: '+923004445556',
          status: 'sending',
          attempts: 6,
        })
        .returning({ id: notificationDeliveries.id });
      return { deliveryId: delivery!.id, notificationId: note!.id };
    }, tenantScope(IQBAL));
    await t.query((tx) =>
      asQueueOwner(tx, () =>
        prepared(
          tx,
          'test_dead_letter',
          `INSERT INTO jobs.job (name, data, output) VALUES ('notification.delivery.dead', $1::jsonb, $2::jsonb)`,
          [
            JSON.stringify({ tenantId: IQBAL, deliveryId }),
            JSON.stringify({ value: { message: 'job failed by timeout in active state' } }),
          ],
        ),
      ),
    );

    const list = await t.request({
      method: 'GET',
      url: '/api/notifications/dead-letters',
      token: admin,
    });
    expect(list.statusCode, list.body).toBe(200);
    const dead = (
      list.json().items as { id: string; kind: string; reason: string; delivery: { id: number } }[]
    ).find((item) => item.delivery?.id === deliveryId);
    expect(dead).toMatchObject({
      kind: 'delivery',
      reason: 'job failed by timeout in active state',
    });

    // The per-notification view shows the same delivery.
    const one = await t.request({
      method: 'GET',
      url: `/api/notifications/deliveries?notification_id=${notificationId}`,
      token: admin,
    });
    expect(one.json().items).toHaveLength(1);
    expect(one.json().items[0]).toMatchObject({ id: deliveryId, status: 'sending' });

    const before = sms.accepted.length;
    const retried = await t.request({
      method: 'POST',
      url: `/api/notifications/dead-letters/${dead!.id}/retry`,
      token: admin,
    });
    expect(retried.statusCode, retried.body).toBe(200);
    expect(retried.json()).toMatchObject({ kind: 'delivery', delivery: { status: 'queued' } });
    // A second retry of the same dead letter: it has left the view.
    const again = await t.request({
      method: 'POST',
      url: `/api/notifications/dead-letters/${dead!.id}/retry`,
      token: admin,
    });
    expect(again.statusCode).toBe(404);

    await until('the retried delivery to be sent', async () => {
      const [row] = await t.query(
        (tx) =>
          tx
            .select({ status: notificationDeliveries.status })
            .from(notificationDeliveries)
            .where(
              and(
                eq(notificationDeliveries.tenant_id, IQBAL),
                eq(notificationDeliveries.id, deliveryId),
              ),
            ),
        tenantScope(IQBAL),
      );
      return row?.status === 'sent';
    });
    expect(sms.accepted.length).toBe(before + 1);
    expect(sms.accepted.at(-1)).toMatchObject({ to: '+923004445556' });
    const after = await t.request({
      method: 'GET',
      url: '/api/notifications/dead-letters',
      token: admin,
    });
    expect(
      (after.json().items as { delivery: { id: number } | null }[]).some(
        (item) => item.delivery?.id === deliveryId,
      ),
    ).toBe(false);
  });

  it('never sends a delivery that was sent already', async () => {
    const admin = await t.tokenFor(ADMIN);
    const [sent] = await t.query(
      (tx) =>
        tx
          .select({ id: notificationDeliveries.id })
          .from(notificationDeliveries)
          .where(
            and(
              eq(notificationDeliveries.tenant_id, IQBAL),
              eq(notificationDeliveries.status, 'sent'),
            ),
          )
          .limit(1),
      tenantScope(IQBAL),
    );
    const [job] = await t.query((tx) =>
      asQueueOwner(tx, () =>
        prepared<{ id: string }>(
          tx,
          'test_dead_letter_sent',
          `INSERT INTO jobs.job (name, data, output) VALUES ('notification.delivery.dead', $1::jsonb, '{}'::jsonb) RETURNING id`,
          [JSON.stringify({ tenantId: IQBAL, deliveryId: sent!.id })],
        ),
      ),
    );
    const response = await t.request({
      method: 'POST',
      url: `/api/notifications/dead-letters/${job!.id}/retry`,
      token: admin,
    });
    expect(response.statusCode).toBe(409);
    const teacher = await t.tokenFor(TEACHER);
    const refused = await t.request({
      method: 'GET',
      url: '/api/notifications/dead-letters',
      token: teacher,
    });
    expect(refused.statusCode).toBe(403);
  });
});

describe('SMS consent on the guardian', () => {
  it('is read and written through the guardian API (no SMS without it)', async () => {
    const admin = await t.tokenFor(ADMIN);
    const [guardian] = await t.query(
      (tx) =>
        tx
          .select({ id: guardians.id, sms: guardians.sms_consent })
          .from(guardians)
          .where(eq(guardians.tenant_id, IQBAL))
          .limit(1),
      tenantScope(IQBAL),
    );
    const changed = await t.request({
      method: 'PUT',
      url: `/api/guardians/${guardian!.id}`,
      token: admin,
      payload: { sms_consent: !guardian!.sms },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json().sms_consent).toBe(!guardian!.sms);
    const [after] = await t.query(
      (tx) =>
        tx
          .select({ sms: guardians.sms_consent })
          .from(guardians)
          .where(and(eq(guardians.tenant_id, IQBAL), eq(guardians.id, guardian!.id))),
      tenantScope(IQBAL),
    );
    expect(after!.sms).toBe(!guardian!.sms);
  });
});

describe('the claim of a delivery', () => {
  it('is taken back only by the job that made it (a crashed job’s retry), never by another', async () => {
    const [user] = await t.query((tx) =>
      tx.select({ id: users.id }).from(users).where(eq(users.email, ADMIN)),
    );
    const claimer = '11111111-2222-5333-8444-555555555555';
    const deliveryId = await t.query(async (tx) => {
      const [note] = await tx
        .insert(notifications)
        .values({
          tenant_id: IQBAL,
          event: 'announcement',
          user_id: user!.id,
          language: 'en',
          title: 'Claimed',
          body: 'Claimed by another job',
          data: { sms: 'Claimed by another job' },
        })
        .returning({ id: notifications.id });
      const [delivery] = await tx
        .insert(notificationDeliveries)
        .values({
          tenant_id: IQBAL,
          notification_id: note!.id,
          channel: 'sms',
          address: '+923007778889',
          status: 'sending',
          attempts: 1,
          claimed_by: claimer,
        })
        .returning({ id: notificationDeliveries.id });
      return delivery!.id;
    }, tenantScope(IQBAL));
    const log = { info() {}, warn() {} };
    const job = deliveryJob(t.db, t.mailer, log);
    const requests = () =>
      sms.requests.filter((r) => r.reference === `watni-${IQBAL}-${deliveryId}`).length;

    // Another job (a duplicate, a staff retry) while the claimer is mid-send: nothing is sent.
    await job.handler(
      { tenantId: IQBAL, deliveryId },
      { id: '99999999-8888-5777-8666-555555555555', retryCount: 0 },
    );
    expect(requests()).toBe(0);

    // The claimer's own retry (its process died): it sends, with the same reference, once.
    await job.handler({ tenantId: IQBAL, deliveryId }, { id: claimer, retryCount: 1 });
    expect(requests()).toBe(1);
    const [row] = await t.query(
      (tx) =>
        tx
          .select()
          .from(notificationDeliveries)
          .where(
            and(
              eq(notificationDeliveries.tenant_id, IQBAL),
              eq(notificationDeliveries.id, deliveryId),
            ),
          ),
      tenantScope(IQBAL),
    );
    expect(row).toMatchObject({ status: 'sent', attempts: 2, provider: 'http' });
  });
});
