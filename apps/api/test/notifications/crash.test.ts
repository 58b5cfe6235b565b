// Issue 18: killing the service mid-send loses no notification and sends none twice.
//
// The real service (apps/api/src/main.ts) runs in a child process against its own PostgreSQL
// database, with the school's SMS channel pointed at a local gateway that speaks our SMS gateway
// protocol and counts what it accepts. An announcement to every consenting guardian queues N
// SMS deliveries; when the gateway has accepted some of them it holds its answer to the next
// one and the service is killed with SIGKILL: that message is at the gateway, and the service
// never heard so (the worst moment: after the provider call, before the `sent` marker). Other
// jobs of the same batch are claimed (`sending`) or fetched but not started. The service is
// started again; pg-boss expires the dead process's jobs and runs them again under the same job
// ids, each takes back its own claim and sends with the same `reference`, which the gateway
// dedupes. The test then asserts: every delivery is `sent`, the gateway accepted exactly one
// message per delivery and per guardian, and at least one message really was sent twice over
// the wire (so the dangerous window was hit, and the dedupe is what saved it).
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../../src/config.js';
import { adminQuery, databaseUrl, realPostgres, SERVER_URL } from '../hardening/postgres.js';
import { DEMO_PASSWORD } from '../helpers/app.js';
import { type FakeProvider, fakeSmsGateway } from '../helpers/fake-providers.js';

// Ports of this branch's reserved range (4600-4619).
const SERVICE_PORT = 4601;
const GATEWAY_PORT = 4602;
const IQBAL = 2;
const SMS_KEY = 'crash-test-key-0001';
const KILL_AFTER = 12;

const run = await realPostgres('notification crash');
/** Databases are created and dropped from the server's maintenance database, never `test`. */
const ADMIN_URL = databaseUrl(SERVER_URL, 'postgres');
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface Service {
  child: ChildProcess;
  output: () => string;
  exited: Promise<number | null>;
}

function startService(url: string): Service {
  const { DATABASE_URL: _a, REDIS_URL: _b, JWT_SECRET: _c, WORKERS: _d, ...base } = process.env;
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', path.join(REPO_ROOT, 'apps/api/src/main.ts')],
    {
      cwd: REPO_ROOT,
      env: {
        ...base,
        DATABASE_URL: url,
        PORT: String(SERVICE_PORT),
        HOST: '127.0.0.1',
        LOG_LEVEL: 'warn',
        SITE_DIST: '/nonexistent',
        JWT_SECRET: 'crash-test-secret-crash-test-secret-0123',
        // A dead worker's job runs again after 3 s (the default is 2 minutes).
        QUEUE_POLL_SECONDS: '0.5',
        QUEUE_RETRY_DELAY: '1',
        QUEUE_EXPIRE_SECONDS: '3',
        QUEUE_MAINTENANCE_SECONDS: '1',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let text = '';
  child.stdout?.on('data', (chunk) => {
    text += chunk;
  });
  child.stderr?.on('data', (chunk) => {
    text += chunk;
  });
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, output: () => text, exited };
}

async function waitFor(what: string, check: () => Promise<boolean> | boolean, ms = 180_000) {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    if (
      await Promise.resolve()
        .then(check)
        .catch(() => false)
    )
      return;
    await sleep(250);
  }
  throw new Error(`timed out waiting for ${what}`);
}

const api = (route: string) => `http://127.0.0.1:${SERVICE_PORT}/api${route}`;

async function call(method: string, route: string, token?: string, body?: unknown) {
  const response = await fetch(api(route), {
    method,
    headers: {
      connection: 'close',
      ...(body ? { 'content-type': 'application/json' } : {}),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
  return { status: response.status, json: (await response.json().catch(() => ({}))) as never };
}

describe.runIf(run)('killing the service mid-send', () => {
  const name = `watni_crash_${randomBytes(4).toString('hex')}`;
  const url = databaseUrl(SERVER_URL, name);
  const services: Service[] = [];
  let gateway: FakeProvider;
  let killed: Promise<void> | null = null;
  let first: Service;

  beforeAll(async () => {
    await adminQuery(ADMIN_URL, `CREATE DATABASE ${name}`);
    gateway = await fakeSmsGateway(SMS_KEY, {
      port: GATEWAY_PORT,
      afterAccept: async () => {
        // The KILL_AFTER-th message: accepted by the gateway, then the service dies before
        // it hears the answer.
        if (killed || gateway.accepted.length < KILL_AFTER) return;
        killed = (async () => {
          first.child.kill('SIGKILL');
          await first.exited;
        })();
        await killed;
      },
    });
  });
  afterAll(async () => {
    for (const service of services) {
      if (service.child.exitCode === null && service.child.signalCode === null) {
        service.child.kill('SIGKILL');
        await service.exited;
      }
    }
    await gateway?.close();
    await adminQuery(ADMIN_URL, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`).catch(() => {});
  });

  it('delivers every message exactly once after a SIGKILL between the send and its record', async () => {
    first = startService(url);
    services.push(first);
    await waitFor('the service to start', async () => (await fetch(api('/health'))).ok);

    const login = await call('POST', '/auth/login', undefined, {
      email: 'admin@iqbal.edu.pk',
      password: DEMO_PASSWORD,
    });
    expect(login.status).toBe(200);
    const token = (login.json as { access_token: string }).access_token;
    const saved = await call('PUT', '/notifications/channels', token, {
      channels: [
        {
          channel: 'sms',
          enabled: true,
          provider: 'http',
          settings: { url: `http://127.0.0.1:${GATEWAY_PORT}/v1/messages`, sender: 'IQBAL' },
          secret: SMS_KEY,
        },
        { channel: 'whatsapp', enabled: false },
        { channel: 'email', enabled: false },
      ],
      quiet_hours: null,
    });
    expect(saved.status).toBe(200);
    // Every guardian with a mobile number consents to SMS: N deliveries.
    await adminQuery(
      url,
      'UPDATE guardians SET sms_consent = true WHERE tenant_id = $1 AND mobile IS NOT NULL',
      [IQBAL],
    );
    const [{ n: guardians }] = await adminQuery<{ n: number }>(
      url,
      `SELECT count(DISTINCT g.id)::int AS n FROM guardians g
         JOIN student_guardians sg ON sg.tenant_id = g.tenant_id AND sg.guardian_id = g.id
         JOIN students s ON s.tenant_id = sg.tenant_id AND s.id = sg.student_id AND s.status = 'active'
         JOIN student_enrolments e ON e.tenant_id = s.tenant_id AND e.student_id = s.id
         JOIN academic_years y ON y.tenant_id = e.tenant_id AND y.id = e.academic_year_id AND y.is_current
        WHERE g.tenant_id = $1 AND g.mobile IS NOT NULL`,
      [IQBAL],
    ).then((rows) => rows as [{ n: number }]);
    expect(guardians).toBeGreaterThan(KILL_AFTER + 10);

    const posted = await call('POST', '/announcements/', token, {
      title: 'School closed tomorrow',
      body: 'The school is closed tomorrow because of the rain.',
      scope: 'school',
      to_parents: true,
    });
    expect(posted.status).toBe(201);
    const announcementId = (posted.json as { id: number }).id;

    // The gateway kills the service once it has accepted KILL_AFTER messages.
    await waitFor('the kill mid-send', () => killed !== null, 120_000);
    await killed;
    const atKill = await adminQuery<{ status: string; n: number }>(
      url,
      `SELECT d.status, count(*)::int AS n FROM notification_deliveries d
         JOIN notifications n ON n.tenant_id = d.tenant_id AND n.id = d.notification_id
        WHERE n.announcement_id = $1 GROUP BY d.status`,
      [announcementId],
    );
    const sentAtKill = atKill.find((row) => row.status === 'sent')?.n ?? 0;
    // Messages are at the gateway that the database does not know as sent.
    expect(gateway.accepted.length).toBeGreaterThan(sentAtKill);
    expect(atKill.find((row) => row.status === 'sending')?.n ?? 0).toBeGreaterThan(0);

    const second = startService(url);
    services.push(second);
    await waitFor('every SMS delivery to be sent after the restart', async () => {
      const rows = await adminQuery<{ total: number; sent: number }>(
        url,
        `SELECT count(*)::int AS total, count(*) FILTER (WHERE d.status = 'sent')::int AS sent
           FROM notification_deliveries d
           JOIN notifications n ON n.tenant_id = d.tenant_id AND n.id = d.notification_id
          WHERE n.announcement_id = $1 AND d.channel = 'sms'`,
        [announcementId],
      );
      return rows[0]!.total === guardians && rows[0]!.sent === guardians;
    });

    // No notification lost and none written twice.
    const [counts] = await adminQuery<{ notes: number; deliveries: number; status: string }>(
      url,
      `SELECT (SELECT count(*)::int FROM notifications WHERE tenant_id = $1 AND announcement_id = $2
                 AND guardian_id IS NOT NULL) AS notes,
              (SELECT count(*)::int FROM notification_deliveries d
                 JOIN notifications n ON n.tenant_id = d.tenant_id AND n.id = d.notification_id
                WHERE n.announcement_id = $2 AND d.channel = 'sms') AS deliveries,
              (SELECT status FROM announcements WHERE tenant_id = $1 AND id = $2) AS status`,
      [IQBAL, announcementId],
    );
    expect(counts).toEqual({ notes: guardians, deliveries: guardians, status: 'sent' });

    // Exactly once at the provider: one accepted message per delivery and per guardian ...
    const deliveries = await adminQuery<{ id: string; address: string }>(
      url,
      `SELECT d.id::text, d.address FROM notification_deliveries d
         JOIN notifications n ON n.tenant_id = d.tenant_id AND n.id = d.notification_id
        WHERE n.announcement_id = $1 AND d.channel = 'sms'`,
      [announcementId],
    );
    const references = gateway.accepted.map((message) => String(message.reference));
    expect(new Set(references).size).toBe(references.length);
    expect(references.sort()).toEqual(
      deliveries.map((delivery) => `watni-${IQBAL}-${delivery.id}`).sort(),
    );
    // ... while the wire carried at least one message twice (the one in flight at the kill).
    const onTheWire = new Map<string, number>();
    for (const request of gateway.requests) {
      const reference = String(request.reference);
      onTheWire.set(reference, (onTheWire.get(reference) ?? 0) + 1);
    }
    const resent = [...onTheWire.values()].filter((times) => times > 1).length;
    expect(resent).toBeGreaterThanOrEqual(1);
    console.info(
      `[crash] ${guardians} SMS deliveries; killed after ${gateway.accepted.length >= KILL_AFTER ? KILL_AFTER : '?'} accepted (${sentAtKill} marked sent); ${resent} sent again after the restart and deduped by reference; ${gateway.accepted.length} delivered, each once`,
    );
  }, 400_000);
});
