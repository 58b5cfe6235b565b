// Server-side request forgery through the addresses a school admin types in: the SMS gateway
// URL, the WhatsApp base URL, the SMTP host and the Easypaisa base URL. Each is pointed at
// loopback, a private range and the cloud metadata address; every attempt must be refused with
// a 4xx and a `detail` before a connection is made. The stand-ins listen on 127.0.0.1 only, and
// a tripwire under every socket stops (and records) any connection that would leave loopback,
// so even a run against unguarded code sends nothing off this machine.
import { createServer as createHttpServer, type Server } from 'node:http';
import {
  type AddressInfo,
  createServer as createTcpServer,
  type Server as TcpServer,
} from 'node:net';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notificationChannels } from '../../src/db/schema/notifications.js';
import { inquireEasypaisa } from '../../src/domains/payments-online/providers/easypaisa.js';
import {
  configureOutbound,
  guardedFetch,
  isPublicAddress,
  OutboundFailed,
  OutboundRefused,
} from '../../src/http/outbound.js';
import { createTestApp, type TestApp } from '../helpers/app.js';
import { installTripwire, type Tripwire } from '../helpers/connect-tripwire.js';
import { moduleId } from '../platform/helpers.js';

const ADMIN = 'admin@iqbal.edu.pk';
const IQBAL = 2;
let adminToken = '';
const NOTHING_ALLOWED = { allowHttpHosts: [], allowPrivateHosts: [] };
const STAND_INS_ALLOWED = { allowHttpHosts: ['127.0.0.1'], allowPrivateHosts: ['127.0.0.1'] };

let t: TestApp;
let tripwire: Tripwire;
let http: Server;
let httpUrl: string;
let httpHits: { url: string; authorization: string | undefined }[];
let tcp: TcpServer;
let tcpPort: number;
let tcpConnections = 0;

/** An answer that must never reach a caller of "Send test". */
const REMOTE_SECRET = 'internal-redis-banner-7f3a';

beforeAll(async () => {
  tripwire = installTripwire();
  httpHits = [];
  http = createHttpServer((request, response) => {
    httpHits.push({ url: request.url ?? '', authorization: request.headers.authorization });
    if (request.url?.startsWith('/redirect-to-metadata')) {
      response.writeHead(302, { location: 'http://169.254.169.254/latest/meta-data/' });
      response.end();
      return;
    }
    if (request.url?.startsWith('/redirect-to-self')) {
      response.writeHead(302, { location: `${httpUrl}/echo` });
      response.end();
      return;
    }
    if (request.url?.startsWith('/big')) {
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(`"${'x'.repeat(200_000)}"`);
      return;
    }
    if (request.url?.startsWith('/slow')) {
      setTimeout(() => response.end('{}'), 2_000);
      return;
    }
    if (request.url?.startsWith('/refuse')) {
      response.writeHead(401, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ error: REMOTE_SECRET, body: REMOTE_SECRET }));
      return;
    }
    response.writeHead(200, { 'content-type': 'application/json' });
    response.end(JSON.stringify({ id: 'x1', status: 'accepted' }));
  });
  await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
  httpUrl = `http://127.0.0.1:${(http.address() as AddressInfo).port}`;
  tcp = createTcpServer((socket) => {
    tcpConnections += 1;
    socket.destroy();
  });
  await new Promise<void>((resolve) => tcp.listen(0, '127.0.0.1', resolve));
  tcpPort = (tcp.address() as AddressInfo).port;
  t = await createTestApp({ outbound: NOTHING_ALLOWED });
  adminToken = await t.tokenFor(ADMIN);
});

afterAll(async () => {
  await t?.close();
  await new Promise((resolve) => http?.close(resolve));
  await new Promise((resolve) => tcp?.close(resolve));
  tripwire?.restore();
});

/** Loopback (plain, https, by name, IPv6, IPv4-mapped, decimal), private ranges, metadata. */
function targets(path: string): string[] {
  return [
    `${httpUrl}${path}`,
    `https://127.0.0.1:${tcpPort}${path}`,
    `https://localhost:${tcpPort}${path}`,
    `https://[::1]:${tcpPort}${path}`,
    `https://[::ffff:127.0.0.1]:${tcpPort}${path}`,
    `https://2130706433:${tcpPort}${path}`,
    `https://0.0.0.0:${tcpPort}${path}`,
    `https://10.20.30.40${path}`,
    `https://192.168.1.10${path}`,
    `https://172.16.5.5${path}`,
    `https://100.100.100.200${path}`,
    `https://169.254.169.254/latest/meta-data${path}`,
    `https://[fd00:ec2::254]${path}`,
    `https://[::ffff:a9fe:a9fe]${path}`,
  ];
}

function expectNothingSent() {
  expect(httpHits).toEqual([]);
  expect(tcpConnections).toBe(0);
  expect(tripwire.stopped).toEqual([]);
}

function putChannel(channel: Record<string, unknown>) {
  return t.request({
    method: 'PUT',
    url: '/api/notifications/channels',
    token: adminToken,
    payload: { channels: [{ enabled: true, secret: 'school-api-key-0001', ...channel }] },
  });
}

/**
 * A forged address is refused when saved (422, the guard's sentence); it is then written into
 * the row directly, as a setting saved before the check or a name that resolved publicly when
 * saved would be, so that the send-time guard is tested on its own too.
 */
async function saveChannel(channel: { channel: string; provider: string; settings: object }) {
  const refused = await putChannel(channel);
  expect(refused.statusCode, refused.body).toBe(422);
  expect(refused.json().detail).toMatch(/private or reserved network|Only https/);
  const benign = await putChannel({ channel: channel.channel, provider: 'log' });
  expect(benign.statusCode, benign.body).toBe(200);
  await t.query((tx) =>
    tx
      .update(notificationChannels)
      .set({ provider: channel.provider as never, settings: channel.settings as never })
      .where(
        and(
          eq(notificationChannels.tenant_id, IQBAL),
          eq(notificationChannels.channel, channel.channel as never),
        ),
      ),
  );
}

async function sendTest(channel: string, to: string) {
  return t.request({
    method: 'POST',
    url: `/api/notifications/channels/${channel}/test`,
    token: await t.tokenFor(ADMIN),
    payload: { to },
  });
}

describe('"Send test" to a forged address is refused before connecting', () => {
  it('SMS gateway URL', async () => {
    for (const url of targets('/sms')) {
      await saveChannel({ channel: 'sms', provider: 'http', settings: { url, sender: 'IQBAL' } });
      const response = await sendTest('sms', '+923001234567');
      expect(response.statusCode, `${url}: ${response.body}`).toBe(422);
      expect(response.json().detail).toMatch(/private or reserved network|Only https/);
    }
    expectNothingSent();
  });

  it('WhatsApp base URL', async () => {
    for (const base_url of targets('/v21.0')) {
      await saveChannel({
        channel: 'whatsapp',
        provider: 'cloud_api',
        settings: { base_url, phone_number_id: '55501' },
      });
      const response = await sendTest('whatsapp', '+923001112223');
      expect(response.statusCode, `${base_url}: ${response.body}`).toBe(422);
      expect(response.json().detail).toMatch(/private or reserved network|Only https/);
    }
    expectNothingSent();
  });

  it('SMTP host', async () => {
    const hosts = [
      '127.0.0.1',
      'localhost',
      '::1',
      '::ffff:127.0.0.1',
      '10.20.30.40',
      '192.168.1.10',
      '169.254.169.254',
      'fd00::1',
    ];
    for (const host of hosts) {
      await saveChannel({
        channel: 'email',
        provider: 'smtp',
        settings: { host, port: String(tcpPort), secure: 'false', from: 'School <s@iqbal.edu.pk>' },
      });
      const response = await sendTest('email', 'nadia.raza@example.pk');
      expect(response.statusCode, `${host}: ${response.body}`).toBe(422);
      expect(response.json().detail).toMatch(/private or reserved network/);
    }
    expectNothingSent();
  });

  it('reports a provider’s refusal in a sentence of ours, never the remote body', async () => {
    configureOutbound(STAND_INS_ALLOWED);
    try {
      const saved = await putChannel({
        channel: 'sms',
        provider: 'http',
        settings: { url: `${httpUrl}/refuse`, sender: 'IQBAL' },
      });
      expect(saved.statusCode, saved.body).toBe(200);
      const response = await sendTest('sms', '+923001234567');
      expect(response.statusCode).toBe(200);
      expect(response.json().status).toBe('failed');
      expect(response.body).not.toContain(REMOTE_SECRET);
      expect(response.json().reason).toMatch(/^The provider refused the message/);
    } finally {
      configureOutbound(NOTHING_ALLOWED);
      httpHits.length = 0;
    }
  });
});

describe('the Easypaisa base URL', () => {
  it('is refused when saved if it names a private, loopback or metadata address', async () => {
    const fees = await moduleId(t, 'fee-management');
    await t.request({
      method: 'POST',
      url: `/api/modules/tenant/enable/${fees}`,
      token: await t.tokenFor(ADMIN),
    });
    for (const base_url of targets('')) {
      const response = await t.request({
        method: 'PUT',
        url: '/api/payments/online/settings/easypaisa',
        token: await t.tokenFor(ADMIN),
        payload: { base_url },
      });
      expect(response.statusCode, `${base_url}: ${response.body}`).toBe(422);
      expect(response.json().detail).toBeTruthy();
    }
    expectNothingSent();
  });

  it('a stored name that resolves to loopback is refused at connect time', async () => {
    const error = await inquireEasypaisa(
      {
        merchant_id: '77123',
        secret: 'K7M2Q9X4B6N1P3R8',
        base_url: `https://localhost:${tcpPort}`,
        // The inquiry API is asked only with its own credentials.
        api_username: 'watni-api',
        api_password: 'not-a-real-password',
      } as never,
      'W123',
    ).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(OutboundRefused);
    expectNothingSent();
  });
});

describe('guardedFetch', () => {
  beforeAll(() => configureOutbound(STAND_INS_ALLOWED));
  afterAll(() => configureOutbound(NOTHING_ALLOWED));

  it('classifies addresses', () => {
    for (const address of ['8.8.8.8', '1.1.1.1', '2606:4700:4700::1111']) {
      expect(isPublicAddress(address), address).toBe(true);
    }
    for (const address of [
      '127.0.0.1',
      '127.8.9.10',
      '10.0.0.1',
      '172.31.255.255',
      '192.168.0.1',
      '169.254.169.254',
      '100.64.0.1',
      '0.0.0.0',
      '255.255.255.255',
      '224.0.0.1',
      '::1',
      '::',
      'fe80::1',
      'fd00::1',
      'fc00::1',
      '::ffff:127.0.0.1',
      '::ffff:169.254.169.254',
      '64:ff9b::a9fe:a9fe',
      '2002:a9fe:a9fe::1',
      'not an address',
    ]) {
      expect(isPublicAddress(address), address).toBe(false);
    }
  });

  it('re-checks every redirect: a hop to the metadata address is refused', async () => {
    await expect(guardedFetch(`${httpUrl}/redirect-to-metadata`)).rejects.toBeInstanceOf(
      OutboundRefused,
    );
    expect(tripwire.stopped).toEqual([]);
  });

  it('follows a same-origin redirect and keeps the bearer only on the same origin', async () => {
    httpHits.length = 0;
    const response = await guardedFetch(`${httpUrl}/redirect-to-self`, {
      headers: { authorization: 'Bearer k' },
    });
    expect(response.status).toBe(200);
    expect(httpHits.map((hit) => hit.authorization)).toEqual(['Bearer k', 'Bearer k']);
  });

  it('caps the answer’s size and the time it takes', async () => {
    await expect(guardedFetch(`${httpUrl}/big`, { maxBytes: 10_000 })).rejects.toBeInstanceOf(
      OutboundFailed,
    );
    await expect(guardedFetch(`${httpUrl}/slow`, { timeoutMs: 200 })).rejects.toThrow(
      'did not answer in time',
    );
  });

  it('refuses plain http to a host the operator did not list', async () => {
    await expect(guardedFetch(`http://localhost:${tcpPort}/`)).rejects.toBeInstanceOf(
      OutboundRefused,
    );
    expect(tcpConnections).toBe(0);
  });
});
