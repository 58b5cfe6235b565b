// Server-side request forgery through every adapter that contacts an address a school admin
// typed in: the SMS gateways (plain http JSON, the Pakistani presets' send and session
// addresses, Twilio's base URL), WhatsApp's base URL, the SMTP host, and the Easypaisa and
// JazzCash base URLs. Each is pointed at loopback, a private range and the cloud metadata
// address, and refused twice over:
// - when saved: 422 with the guard's sentence, and nothing stored (the code before stored them
//   all and refused only when sending, so a later change of the guard, or a job that used the
//   address before the guard, would reach them);
// - when used anyway (a row written before the check): refused before connecting.
// The 1Bill/Kuickpay biller adapter makes no outbound request (the aggregators call us), so it
// has no address to forge. A tripwire under every socket records any connection leaving
// loopback; nothing here listens, so any connection at all would show.

import { MODULES_WITH_SCREENS } from '@watni/policy';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notificationChannels } from '../../src/db/schema/notifications.js';
import { paymentProviderSettings } from '../../src/db/schema/online-payments.js';
import { inquireJazzcash } from '../../src/domains/payments-online/providers/jazzcash.js';
import { OutboundRefused } from '../../src/http/outbound.js';
import { createTestApp, type TestApp } from '../helpers/app.js';
import { installTripwire, type Tripwire } from '../helpers/connect-tripwire.js';
import { moduleId } from '../platform/helpers.js';

const ADMIN = 'admin@iqbal.edu.pk';
const IQBAL = 2;
const REFUSED = /private or reserved network|Only https/;

/** Loopback, a private range and the metadata address, as URLs and as bare hosts. */
const FORGED_URLS = [
  'https://127.0.0.1:6379/x',
  'http://localhost:5432/x',
  'https://[::1]/x',
  'https://10.0.0.5/x',
  'https://192.168.10.1/x',
  'https://169.254.169.254/latest/meta-data/',
  'http://169.254.169.254/computeMetadata/v1/',
];
const FORGED_HOSTS = ['127.0.0.1', 'localhost', '10.0.0.5', '192.168.10.1', '169.254.169.254'];

let t: TestApp;
let token: string;
let tripwire: Tripwire;

beforeAll(async () => {
  tripwire = installTripwire();
  t = await createTestApp(
    { outbound: { allowHttpHosts: [], allowPrivateHosts: [] } },
    { modulesWithScreens: [...MODULES_WITH_SCREENS, 'fee-management'] },
  );
  token = await t.tokenFor(ADMIN);
  const fees = await moduleId(t, 'fee-management');
  await t.request({ method: 'POST', url: `/api/modules/tenant/enable/${fees}`, token });
});

afterAll(async () => {
  await t?.close();
  tripwire?.restore();
});

const putChannel = (channel: Record<string, unknown>) =>
  t.request({
    method: 'PUT',
    url: '/api/notifications/channels',
    token,
    payload: { channels: [{ enabled: true, secret: 'school-api-key-0001', ...channel }] },
  });

async function storedChannel(channel: 'sms' | 'whatsapp' | 'email') {
  const [row] = await t.query((tx) =>
    tx
      .select()
      .from(notificationChannels)
      .where(
        and(eq(notificationChannels.tenant_id, IQBAL), eq(notificationChannels.channel, channel)),
      ),
  );
  return row;
}

/** Each address setting of each messaging adapter. */
const CHANNEL_CASES = [
  { name: 'SMS (http JSON) url', channel: 'sms', provider: 'http', key: 'url' },
  { name: 'SMS (Pakistani preset) url', channel: 'sms', provider: 'pk_http', key: 'url' },
  {
    name: 'SMS (Pakistani preset) session url',
    channel: 'sms',
    provider: 'pk_http',
    key: 'session_url',
  },
  { name: 'SMS (Twilio) base url', channel: 'sms', provider: 'twilio', key: 'base_url' },
  { name: 'WhatsApp base url', channel: 'whatsapp', provider: 'cloud_api', key: 'base_url' },
] as const;

describe('refused when saved (422, nothing stored)', () => {
  for (const { name, channel, provider, key } of CHANNEL_CASES) {
    it(name, async () => {
      const before = await storedChannel(channel);
      for (const url of FORGED_URLS) {
        const response = await putChannel({
          channel,
          provider,
          settings: { [key]: url, sender: 'IQBAL', preset: 'custom' },
        });
        expect(response.statusCode, `${url}: ${response.body}`).toBe(422);
        expect(response.json().detail).toMatch(REFUSED);
        expect(JSON.stringify(response.json().errors)).toContain(`settings/${key}`);
      }
      expect(await storedChannel(channel)).toEqual(before);
    });
  }

  it('SMTP host', async () => {
    const before = await storedChannel('email');
    for (const host of FORGED_HOSTS) {
      const response = await putChannel({
        channel: 'email',
        provider: 'smtp',
        settings: { host, port: '25', from: 'School <s@iqbal.edu.pk>' },
      });
      expect(response.statusCode, `${host}: ${response.body}`).toBe(422);
      expect(response.json().detail).toMatch(REFUSED);
    }
    expect(await storedChannel('email')).toEqual(before);
  });

  for (const provider of ['easypaisa', 'jazzcash']) {
    it(`${provider} base url`, async () => {
      for (const base_url of FORGED_URLS) {
        const response = await t.request({
          method: 'PUT',
          url: `/api/payments/online/settings/${provider}`,
          token,
          payload: { base_url },
        });
        expect(response.statusCode, `${base_url}: ${response.body}`).toBe(422);
        expect(response.json().detail).toBeTruthy();
      }
      const rows = await t.query((tx) =>
        tx
          .select()
          .from(paymentProviderSettings)
          .where(eq(paymentProviderSettings.provider, provider as never)),
      );
      for (const row of rows)
        expect(row.base_url ?? '').not.toMatch(/127\.|10\.0|169\.254|localhost/);
    });
  }

  it('a public https address is still accepted', async () => {
    const response = await putChannel({
      channel: 'sms',
      provider: 'http',
      settings: { url: 'https://sms.example.pk/send', sender: 'IQBAL' },
    });
    expect(response.statusCode, response.body).toBe(200);
  });
});

describe('refused when used, even if stored', () => {
  for (const { name, channel, provider, key } of CHANNEL_CASES.filter(
    (c) => c.provider === 'twilio' || c.provider === 'pk_http',
  )) {
    it(name, async () => {
      for (const url of FORGED_URLS) {
        const benign = await putChannel({ channel, provider: 'log' });
        expect(benign.statusCode, benign.body).toBe(200);
        await t.query((tx) =>
          tx
            .update(notificationChannels)
            .set({
              provider,
              settings: { [key]: url, user: 'iqbal', account_sid: 'AC123', from: '+15005550006' },
            })
            .where(
              and(
                eq(notificationChannels.tenant_id, IQBAL),
                eq(notificationChannels.channel, channel),
              ),
            ),
        );
        const response = await t.request({
          method: 'POST',
          url: `/api/notifications/channels/${channel}/test`,
          token,
          payload: { to: '+923001234567' },
        });
        expect(response.statusCode, `${url}: ${response.body}`).toBe(422);
        expect(response.json().detail).toMatch(REFUSED);
      }
      expect(tripwire.stopped).toEqual([]);
    });
  }

  it('the JazzCash status inquiry', async () => {
    for (const base_url of FORGED_URLS) {
      const error = await inquireJazzcash(
        { merchant_id: 'MC40012345', password: 'x8s2k4q9zz', secret: 'w9c1v3t5d0', base_url },
        'T20261127000001',
      ).catch((caught: unknown) => caught);
      expect(error, base_url).toBeInstanceOf(OutboundRefused);
    }
    expect(tripwire.stopped).toEqual([]);
  });
});
