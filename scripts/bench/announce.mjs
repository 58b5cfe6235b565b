// `npm run bench:announce [-- --guardians 5000] [--whatsapp-share 0.5] [--kill-at 0.5]
//   [--database-url postgres://…] [--wa-latency 40] [--twilio-latency 40] [--cpu-prof-dir DIR]`
//
// An announcement to N guardians, each by the channel they chose (WhatsApp, or SMS when they did
// not consent to WhatsApp: the SMS channel's `send_when = fallback`), delivered to local protocol
// servers at the providers' published limits, with the service killed (SIGKILL) mid-run and
// started again. Needs PostgreSQL (the service runs as its own process, apps/api/src/main.ts, on
// a fresh database of the given server).
//   - WhatsApp: the local Cloud API (test/helpers/fake-providers.ts) enforcing Meta's default
//     throughput, 80 messages a second per business phone number (130429 past it), posting
//     signed status webhooks (sent, delivered) and retrying them while the service is down.
//   - SMS: the local Twilio Messages API (test/helpers/fake-sms-protocols.ts) enforcing a REST
//     API concurrency limit (20429 past it), posting signed status callbacks, answering the
//     Message list the service reads after a restart.
// At `--kill-at` of the messages, the servers take the next messages and hold their answers, and
// the service is killed: those messages are at the provider, the database says `sending`. The
// service starts again and settles everything. Counted at the servers, by our reference:
// every delivery's message exactly once (lost = never arrived, doubled = arrived twice).
// Prints the time, the rate, each provider's peak per second and concurrency against its limit,
// the refusals, lost and doubled, and the machine's load. Exits 1 when a count is off.
import { spawn } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { fakeWhatsappCloud } from '../../apps/api/test/helpers/fake-providers.ts';
import { fakeTwilio } from '../../apps/api/test/helpers/fake-sms-protocols.ts';
import { parseArgs } from './lib.mjs';

const args = parseArgs(process.argv.slice(2), []);
const guardians = Number(args.guardians ?? 5000);
const whatsappShare = Number(args['whatsapp-share'] ?? 0.5);
const killAt = Number(args['kill-at'] ?? 0.5);
const serverUrl =
  args['database-url'] ??
  process.env.TEST_DATABASE_URL ??
  'postgres://postgres@127.0.0.1:5432/postgres';
// Ports 3240-3249 (this bench's range): the service, the Cloud API, Twilio.
const SERVICE_PORT = Number(args['service-port'] ?? 3240);
const WA_PORT = SERVICE_PORT + 1;
const TWILIO_PORT = SERVICE_PORT + 2;
/** Meta's default Cloud API throughput per business phone number. */
const WA_LIMIT = Number(args['wa-limit'] ?? 80);
/** Twilio's REST API concurrency for the account (the service's default pace is 20 at once). */
const TWILIO_CONCURRENCY = Number(args['twilio-concurrency'] ?? 20);
const WA_LATENCY = Number(args['wa-latency'] ?? 40);
const TWILIO_LATENCY = Number(args['twilio-latency'] ?? 40);
const WA_PHONE_ID = '1098765432';
const WA_TOKEN = 'bench-wa-token-000111';
const WA_APP_SECRET = 'bench-wa-app-secret-2222';
const TWILIO_SID = `AC${'b'.repeat(32)}`;
const TWILIO_TOKEN = 'bench-twilio-token-3333';
const MESSAGING_SERVICE = `MG${'c'.repeat(32)}`;
const SLUG = 'iqbal-public-school';
const REPO_ROOT = path.resolve(import.meta.dirname, '../..');
const database = `watni_bench_announce_${process.pid}`;
const url = new URL(serverUrl);
url.pathname = `/${database}`;
const databaseUrl = url.toString();
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

async function sql(connection, text, values = []) {
  const client = new pg.Client({ connectionString: connection });
  await client.connect();
  try {
    return (await client.query(text, values)).rows;
  } finally {
    await client.end();
  }
}

function startService() {
  const { DATABASE_URL: _a, REDIS_URL: _b, JWT_SECRET: _c, WORKERS: _d, ...base } = process.env;
  const child = spawn(
    process.execPath,
    [
      // `--cpu-prof-dir DIR`: a CPU profile of each service process that exits (the one started
      // after the kill; the killed one writes none), to see where its time goes while sending.
      ...(args['cpu-prof-dir'] ? ['--cpu-prof', `--cpu-prof-dir=${args['cpu-prof-dir']}`] : []),
      '--import',
      'tsx',
      path.join(REPO_ROOT, 'apps/api/src/main.ts'),
    ],
    {
      cwd: REPO_ROOT,
      env: {
        ...base,
        DATABASE_URL: databaseUrl,
        PORT: String(SERVICE_PORT),
        HOST: '127.0.0.1',
        PUBLIC_URL: `http://127.0.0.1:${SERVICE_PORT}`,
        LOG_LEVEL: 'warn',
        SITE_DIST: '/nonexistent',
        JWT_SECRET: 'bench-announce-secret-0123456789-abcdef',
        QUEUE_POLL_SECONDS: '0.5',
        // After the kill: the dead worker's claims are taken over 6 s after its last heartbeat
        // (default 15 s), and a WhatsApp message that may have reached Meta waits 10 s for its
        // status webhook (default 600 s) before it is sent.
        QUEUE_WORKER_STALE_SECONDS: String(args['stale-seconds'] ?? 6),
        QUEUE_WHATSAPP_HOLD_SECONDS: String(args['hold-seconds'] ?? 10),
        OUTBOUND_ALLOW_HTTP_HOSTS: '127.0.0.1',
        OUTBOUND_ALLOW_PRIVATE_HOSTS: '127.0.0.1',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let output = '';
  child.stdout.on('data', (chunk) => {
    output += chunk;
  });
  child.stderr.on('data', (chunk) => {
    output += chunk;
  });
  const exited = new Promise((resolve) => child.on('exit', resolve));
  return { child, exited, output: () => output };
}

async function waitFor(what, check, ms = 120_000) {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    if (
      await Promise.resolve()
        .then(check)
        .catch(() => false)
    )
      return;
    await sleep(100);
  }
  throw new Error(`timed out waiting for ${what}`);
}

const api = (route) => `http://127.0.0.1:${SERVICE_PORT}/api${route}`;
async function call(method, route, token, body) {
  const response = await fetch(api(route), {
    method,
    headers: {
      ...(body ? { 'content-type': 'application/json' } : {}),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
  return { status: response.status, json: await response.json().catch(() => ({})) };
}

// --- A fresh database with the demo data and one class of N students, each with a guardian ---
await sql(serverUrl, `DROP DATABASE IF EXISTS ${database}`);
await sql(serverUrl, `CREATE DATABASE ${database}`);
const loadAtStart = os.loadavg();
const services = [];
const bootStarted = performance.now();
let service = startService();
services.push(service);
await waitFor('the service', async () => (await fetch(api('/health'))).status === 200, 300_000);
const firstBoot = (performance.now() - bootStarted) / 1000;

const [school] = await sql(databaseUrl, `select id from tenants where slug = $1`, [SLUG]);
const tenantId = school.id;
const [year] = await sql(
  databaseUrl,
  'select id from academic_years where tenant_id = $1 and is_current',
  [tenantId],
);
const [cls] = await sql(
  databaseUrl,
  `insert into classes (tenant_id, name, order_index) values ($1, 'Bench class', 999) returning id`,
  [tenantId],
);
const sections = [];
for (let s = 0; s < Math.ceil(guardians / 1000); s++) {
  const [row] = await sql(
    databaseUrl,
    'insert into sections (tenant_id, class_id, name) values ($1, $2, $3) returning id',
    [tenantId, cls.id, `S${s + 1}`],
  );
  sections.push(row.id);
}
// Guardian n consents to WhatsApp when n falls in the WhatsApp share (spread evenly); every
// guardian consents to SMS, which goes only to those not reached by WhatsApp (send_when fallback).
const everyNth = whatsappShare > 0 ? 1 / whatsappShare : Number.POSITIVE_INFINITY;
await sql(
  databaseUrl,
  `with s as (
    insert into students (tenant_id, admission_no, first_name, last_name, gender, admission_date)
    select $1, 'BENCH-' || g, 'Student', 'No ' || g, 'male', current_date
    from generate_series(1, $2::int) g
    returning id, substring(admission_no from 7)::int as n
  ), e as (
    insert into student_enrolments (tenant_id, student_id, academic_year_id, section_id, roll_no)
    select $1, s.id, $3, ($4::int[])[1 + (s.n - 1) / 1000], 1 + (s.n - 1) % 1000 from s
    returning student_id
  ), g as (
    insert into guardians (tenant_id, name, relation, mobile, preferred_language, whatsapp_consent, sms_consent)
    select $1, 'Bench guardian ' || s.n, 'father', '+923' || lpad((100000000 + s.n)::text, 9, '0'),
      case when s.n % 2 = 0 then 'ur' else 'en' end,
      floor(s.n / $5::float8) <> floor((s.n - 1) / $5::float8), true
    from s returning id, name
  )
  insert into student_guardians (tenant_id, student_id, guardian_id, is_primary)
  select $1, s.id, g.id, true from s join g on g.name = 'Bench guardian ' || s.n`,
  [tenantId, guardians, year.id, sections, Number.isFinite(everyNth) ? everyNth : 1e12],
);
// The seed wrote 5,000 rows straight into fresh tables; a school's tables have statistics, since
// autovacuum analyses a table within a minute of that many changes. Without them the planner
// guesses one row per table and the audience query nests loops over 25 million row pairs.
await sql(
  databaseUrl,
  'analyze students, student_enrolments, guardians, student_guardians, sections',
);
const [{ whatsapp: waGuardians }] = await sql(
  databaseUrl,
  `select count(*)::int as whatsapp from guardians
    where tenant_id = $1 and name like 'Bench guardian %' and whatsapp_consent`,
  [tenantId],
);
const smsGuardians = guardians - waGuardians;

// --- The providers' stand-ins, with the published limits ---
let holding = null; // while set, the stand-ins take messages and hold their answers (the kill)
const hold = async () => {
  if (holding) await holding;
};
const cloud = await fakeWhatsappCloud(WA_PHONE_ID, WA_TOKEN, {
  port: WA_PORT,
  perSecond: WA_LIMIT,
  latencyMs: WA_LATENCY,
  afterAccept: hold,
});
// Meta retries a webhook the service did not take (it does so for days; here every 250 ms).
cloud.reportTo({
  secret: WA_APP_SECRET,
  tries: 2000,
  retryMs: 250,
  send: async (body, headers) =>
    (await fetch(api(`/webhooks/whatsapp/${SLUG}`), { method: 'POST', headers, body })).status,
});
const deliver = async (target, method, body, headers) =>
  (await fetch(target, { method, headers, ...(method === 'POST' ? { body } : {}) })).status;
const twilio = await fakeTwilio(TWILIO_SID, TWILIO_TOKEN, {
  port: TWILIO_PORT,
  deliver,
  maxConcurrent: TWILIO_CONCURRENCY,
  latencyMs: TWILIO_LATENCY,
  afterAccept: hold,
  callbackTries: 2000,
  callbackRetryMs: 250,
});

const login = await call('POST', '/auth/login', undefined, {
  email: 'admin@iqbal.edu.pk',
  password: 'Demo#2026',
});
const token = login.json.access_token;
const saved = await call('PUT', '/notifications/channels', token, {
  channels: [
    {
      channel: 'whatsapp',
      enabled: true,
      provider: 'cloud_api',
      settings: { base_url: cloud.url, phone_number_id: WA_PHONE_ID },
      secret: WA_TOKEN,
      callback_secret: WA_APP_SECRET,
    },
    {
      channel: 'sms',
      enabled: true,
      provider: 'twilio',
      settings: {
        account_sid: TWILIO_SID,
        from: MESSAGING_SERVICE,
        base_url: twilio.url,
        send_when: 'fallback',
        max_concurrent: String(TWILIO_CONCURRENCY),
      },
      secret: TWILIO_TOKEN,
    },
    { channel: 'email', enabled: false },
  ],
  quiet_hours: null,
});
if (saved.status !== 200)
  throw new Error(`channels: ${saved.status} ${JSON.stringify(saved.json)}`);

const expected = guardians;
const counts = async () => {
  const rows = await sql(
    databaseUrl,
    `select d.channel, d.status, count(*)::int as n from notification_deliveries d
       join notifications n on n.tenant_id = d.tenant_id and n.id = d.notification_id
      where n.event = 'announcement' and n.tenant_id = $1 and d.channel <> 'email'
        and d.created_at > now() - interval '1 hour'
      group by 1, 2`,
    [tenantId],
  );
  const done = rows
    .filter((r) => r.status === 'sent' || r.status === 'delivered')
    .reduce((sum, r) => sum + r.n, 0);
  const all = rows.reduce((sum, r) => sum + r.n, 0);
  return { rows, done, all };
};

// --- The run ---
const started = performance.now();
const startedEpoch = Date.now();
const posted = await call('POST', '/announcements/', token, {
  title: 'کل اسکول بند رہے گا',
  body: 'شدید بارش کی وجہ سے کل اسکول بند رہے گا۔\nبچوں کو گھر پر رکھیں۔',
  scope: 'classes',
  class_ids: [cls.id],
  to_parents: true,
});
if (posted.status !== 201)
  throw new Error(`announcement: ${posted.status} ${JSON.stringify(posted.json)}`);

let fannedOut = 0;
let killedAt = 0;
let restartedAt = 0;
const accepted = () => cloud.accepted.length + twilio.accepted.length;
let last;
for (;;) {
  last = await counts();
  const now = performance.now() - started;
  if (!fannedOut && last.all >= expected) fannedOut = now;
  if (!killedAt && accepted() >= killAt * expected) {
    // The next messages reach the stand-ins, which take them and do not answer: then SIGKILL.
    let release;
    holding = new Promise((resolve) => {
      release = resolve;
    });
    await sleep(150);
    killedAt = performance.now() - started;
    service.child.kill('SIGKILL');
    await service.exited;
    release();
    holding = null;
    service = startService();
    services.push(service);
    await waitFor(
      'the restarted service',
      async () => (await fetch(api('/health'))).status === 200,
    );
    restartedAt = performance.now() - started;
  }
  if (last.done >= expected) break;
  if (now > 20 * 60_000) break;
  await sleep(100);
}
const elapsed = (performance.now() - started) / 1000;
const loadAtEnd = os.loadavg();

// --- Counted at the stand-ins, by our reference ---
const deliveries = await sql(
  databaseUrl,
  `select d.tenant_id, d.id, d.channel, d.status from notification_deliveries d
     join notifications n on n.tenant_id = d.tenant_id and n.id = d.notification_id
    where n.event = 'announcement' and n.tenant_id = $1 and d.channel <> 'email'
      and d.created_at > now() - interval '1 hour'`,
  [tenantId],
);
const onWire = new Map();
for (const m of cloud.accepted) {
  const ref = m.biz_opaque_callback_data;
  onWire.set(ref, (onWire.get(ref) ?? 0) + 1);
}
for (const m of twilio.accepted) {
  const ref = new URL(m.StatusCallback).searchParams.get('ref');
  onWire.set(ref, (onWire.get(ref) ?? 0) + 1);
}
const references = deliveries.map((d) => `watni-${d.tenant_id}-${d.id}`);
const lost = references.filter((ref) => !onWire.has(ref)).length;
const doubled = [...onWire.values()].filter((n) => n > 1).length;
const known = new Set(references);
const strangers = [...onWire.keys()].filter((ref) => !known.has(ref)).length;
const waDeliveries = deliveries.filter((d) => d.channel === 'whatsapp').length;
const smsDeliveries = deliveries.filter((d) => d.channel === 'sms').length;
const taken = services.map((s) => s.output()).join('');
const heldCount = (taken.match(/held for its status webhook/g) ?? []).length;
const foundCount = (taken.match(/Found at the provider after a restart/g) ?? []).length;

const f = (n) => n.toFixed(1);
if (doubled && args.explain) {
  for (const [ref, n] of onWire) {
    if (n < 2) continue;
    const id = Number(ref.split('-')[2]);
    const [row] = await sql(
      databaseUrl,
      `select channel, status, attempts, provider_message_id, sending_at, updated_at from notification_deliveries where tenant_id = $1 and id = $2`,
      [tenantId, id],
    );
    console.log('doubled', ref, n, JSON.stringify(row));
  }
  console.log(
    taken
      .split('\n')
      .filter((l) => /held|Found|taken over|No WhatsApp/.test(l))
      .slice(0, 20)
      .join('\n'),
  );
}
console.log(
  `announce bench on PostgreSQL: ${guardians} guardians (${waGuardians} chose WhatsApp, ${smsGuardians} SMS), service killed (SIGKILL) at ${f(killedAt / 1000)} s`,
);
console.log(`  fan-out (inbox + ${deliveries.length} deliveries)   ${f(fannedOut / 1000)} s`);
console.log(
  `  restart: killed ${f(killedAt / 1000)} s, answering again ${f(restartedAt / 1000)} s (first start, migrating and seeding: ${f(firstBoot)} s)`,
);
console.log(
  `  every message delivered to the stand-ins  ${f(elapsed)} s  (${(guardians / elapsed).toFixed(0)} guardians/s)`,
);
console.log(
  `  WhatsApp (Cloud API): ${waDeliveries} messages, peak ${cloud.traffic.peak()}/s vs limit ${WA_LIMIT}/s, refused 130429: ${cloud.traffic.refused}; floor at the limit ${f(waDeliveries / WA_LIMIT)} s`,
);
// Where the refusals fall (s from the start, grouped by calendar second): after the restart, or
// spread over the run (jitter between the pacer's clock and the provider's).
const refusals = (traffic) => {
  const bySecond = new Map();
  for (const at of traffic.refusedAt) {
    const key = f((Math.floor(at / 1000) * 1000 - startedEpoch) / 1000);
    bySecond.set(key, (bySecond.get(key) ?? 0) + 1);
  }
  return [...bySecond].map(([at, n]) => `${n} in the second from ${at} s`).join(', ') || 'none';
};
console.log(`    WhatsApp refusals: ${refusals(cloud.traffic)}`);
console.log(
  `  SMS (Twilio): ${smsDeliveries} messages, peak ${twilio.traffic.peak()}/s, ${twilio.traffic.peakConcurrent} requests at once vs limit ${TWILIO_CONCURRENCY}, refused 20429: ${twilio.traffic.refused}; Message-list look-ups ${twilio.lookups}`,
);
console.log(
  `  after the kill: ${heldCount} WhatsApp held for their webhook, ${foundCount} found at Twilio and not resent`,
);
console.log(
  `  lost ${lost}, doubled ${doubled}, unknown references ${strangers}; statuses ${JSON.stringify(last.rows.map((r) => `${r.channel}:${r.status}=${r.n}`))}`,
);
console.log(
  `  machine: ${os.cpus().length} cores, load average ${loadAtStart.map(f).join(' ')} at start, ${loadAtEnd.map(f).join(' ')} at end`,
);

service.child.kill('SIGTERM');
await Promise.race([service.exited, sleep(15_000)]);
await cloud.close();
await twilio.close();
await sql(serverUrl, `DROP DATABASE IF EXISTS ${database} WITH (FORCE)`).catch(() => {});
const ok = last.done === expected && lost === 0 && doubled === 0 && strangers === 0;
process.exit(ok ? 0 : 1);
