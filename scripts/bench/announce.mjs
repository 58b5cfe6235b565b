// `npm run bench:announce [-- --guardians 5000] [--database-url postgres://…]`
//
// An announcement to N guardians through the job queue (issue 18). In one process against a
// fresh database (an in-memory PGlite by default, or a new database on the given PostgreSQL
// server): migrates, seeds, adds one class of N students each with a guardian who consented to
// SMS and WhatsApp, switches both channels on (log provider: nothing leaves the machine), posts an
// announcement to that class's parents over HTTP and times
//   - fan-out: until the publish job has recorded N inbox/notification rows and 2N deliveries;
//   - delivery: until the queue's workers have sent every delivery.
// Prints the figures; exits 1 when a count is off.
import { performance } from 'node:perf_hooks';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { buildApp } from '../../apps/api/src/app.js';
import { testConfig } from '../../apps/api/src/config.js';
import { openPostgres, wrapPglite } from '../../apps/api/src/db/client.js';
import { migrate } from '../../apps/api/src/db/migrate.js';
import { seed } from '../../apps/api/src/db/seed/index.js';
import { CapturingMailer } from '../../apps/api/src/mail/mailer.js';
import { parseArgs } from './lib.mjs';

const args = parseArgs(process.argv.slice(2), []);
const guardians = Number(args.guardians ?? 5000);
const databaseUrl = args['database-url'];
const benchDatabase = `watni_bench_announce_${process.pid}`;

async function adminQuery(text) {
  const admin = new pg.Client({ connectionString: databaseUrl });
  await admin.connect();
  try {
    await admin.query(text);
  } finally {
    await admin.end();
  }
}

async function openFresh() {
  if (!databaseUrl) return wrapPglite(await PGlite.create(), async () => {});
  await adminQuery(`DROP DATABASE IF EXISTS ${benchDatabase}`);
  await adminQuery(`CREATE DATABASE ${benchDatabase}`);
  const url = new URL(databaseUrl);
  url.pathname = `/${benchDatabase}`;
  return openPostgres(url.toString(), 8);
}

const database = await openFresh();
const config = testConfig();
await migrate(database);
await seed(database, config);
const app = await buildApp({
  db: database,
  config,
  mailer: new CapturingMailer(),
  logger: false,
  queue: { pollingIntervalSeconds: 0.5 },
});
await app.ready();

// One class of N students, each with a consenting guardian, in the demo school (written as the
// connecting user, which owns the tables: the benchmark's own setup, not tenant work).
const q = async (text, values = []) => (await database.executeSql(text, values)).rows;
const [school] = await q(`select id from tenants where slug = 'iqbal-public-school'`);
const tenantId = school.id;
const [year] = await q('select id from academic_years where tenant_id = $1 and is_current', [
  tenantId,
]);
const [cls] = await q(
  `insert into classes (tenant_id, name, order_index) values ($1, 'Bench class', 999) returning id`,
  [tenantId],
);
const classId = cls.id;
const sections = [];
for (let s = 0; s < Math.ceil(guardians / 1000); s++) {
  const [row] = await q(
    'insert into sections (tenant_id, class_id, name) values ($1, $2, $3) returning id',
    [tenantId, classId, `S${s + 1}`],
  );
  sections.push(row.id);
}
await q(
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
      case when s.n % 2 = 0 then 'ur' else 'en' end, true, true
    from s returning id, name
  )
  insert into student_guardians (tenant_id, student_id, guardian_id, is_primary)
  select $1, s.id, g.id, true from s join g on g.name = 'Bench guardian ' || s.n`,
  [tenantId, guardians, year.id, sections],
);

const login = await app.inject({
  method: 'POST',
  url: '/api/auth/login',
  payload: { email: 'admin@iqbal.edu.pk', password: 'Demo#2026' },
});
const token = login.json().access_token;
const call = (method, url, payload) =>
  app.inject({ method, url, payload, headers: { authorization: `Bearer ${token}` } });

const channels = await call('PUT', '/api/notifications/channels', {
  channels: [
    { channel: 'sms', enabled: true, provider: 'log' },
    { channel: 'whatsapp', enabled: true, provider: 'log' },
  ],
});
if (channels.statusCode !== 200) throw new Error(`channels: ${channels.body}`);

const counts = async () => {
  const [row] = await q(`select
    (select count(*)::int from notifications where event = 'announcement') as notifications,
    (select count(*)::int from notification_deliveries d join notifications n
       on n.tenant_id = d.tenant_id and n.id = d.notification_id
       where n.event = 'announcement' and d.channel <> 'email') as deliveries,
    (select count(*)::int from notification_deliveries d join notifications n
       on n.tenant_id = d.tenant_id and n.id = d.notification_id
       where n.event = 'announcement' and d.channel <> 'email' and d.status = 'sent') as sent`);
  return row;
};

const started = performance.now();
const posted = await call('POST', '/api/announcements/', {
  title: 'کل اسکول بند رہے گا',
  body: 'شدید بارش کی وجہ سے کل اسکول بند رہے گا۔',
  scope: 'classes',
  class_ids: [classId],
  to_parents: true,
});
if (posted.statusCode !== 201) throw new Error(`announcement: ${posted.body}`);
const accepted = performance.now() - started;

let fannedOut = 0;
let last;
for (;;) {
  last = await counts();
  if (!fannedOut && last.notifications >= guardians && last.deliveries >= 2 * guardians) {
    fannedOut = performance.now() - started;
  }
  if (last.sent >= 2 * guardians) break;
  if (performance.now() - started > 30 * 60_000) break;
  await new Promise((resolve) => setTimeout(resolve, 250));
}
const delivered = performance.now() - started;

const where = databaseUrl ? 'PostgreSQL' : 'PGlite (in memory)';
console.log(`announce bench on ${where}: ${guardians} guardians, SMS + WhatsApp (log provider)`);
console.log(`  POST /announcements answered      ${accepted.toFixed(0)} ms`);
console.log(`  fan-out (inbox + ${2 * guardians} deliveries) ${(fannedOut / 1000).toFixed(2)} s`);
console.log(
  `  every delivery sent               ${(delivered / 1000).toFixed(2)} s  (${((2 * guardians) / (delivered / 1000)).toFixed(0)} messages/s)`,
);
console.log(`  counts: ${JSON.stringify(last)}`);
await app.close();
await database.close();
if (databaseUrl) await adminQuery(`DROP DATABASE IF EXISTS ${benchDatabase}`);
process.exit(last.notifications === guardians && last.sent === 2 * guardians ? 0 : 1);
