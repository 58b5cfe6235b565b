// `npm run bench:attendance [-- --students 5000] [--runs 40] [--database-url postgres://…]`
//
// Attendance on a 5,000-student school: one process against a fresh database (an
// in-memory PGlite by default, or a new database on the given PostgreSQL server) with the demo
// seed, plus 5,000 students of Iqbal Public School placed 40 to a section (125 sections) and
// four weeks of registers for every section (set-based SQL). Then, through the real app
// (app.inject: validation, the scoped transaction, row-level security, serialization; no network),
// it times
//   - "save a 40-student register": the PUT of a whole register (a changed one each time, then
//     the same one again, as a retried offline save sends it), and
//   - "month register of a section": the GET of a section's month (40 students × the month).
// Prints the figures (never asserted); exits 1 when an answer is not 200.
import { performance } from 'node:perf_hooks';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { buildApp } from '../../apps/api/src/app.js';
import { testConfig } from '../../apps/api/src/config.js';
import { openPostgres, wrapPglite } from '../../apps/api/src/db/client.js';
import { migrate } from '../../apps/api/src/db/migrate.js';
import { seed } from '../../apps/api/src/db/seed/index.js';
import { addDays, todayInPakistan } from '../../apps/api/src/domains/attendance/calendar.js';
import { CapturingMailer } from '../../apps/api/src/mail/mailer.js';
import { formatTable, parseArgs, percentile } from './lib.mjs';

const args = parseArgs(process.argv.slice(2), []);
const studentCount = Number(args.students ?? 5000);
const runs = Number(args.runs ?? 40);
const databaseUrl = args['database-url'];
const PER_SECTION = 40;
const benchDatabase = `watni_bench_attendance_${process.pid}`;

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
  return openPostgres(url.toString(), 4);
}

const t0 = performance.now();
const database = await openFresh();
const config = testConfig();
await migrate(database);
await seed(database, config);
const today = todayInPakistan();
const sections = Math.ceil(studentCount / PER_SECTION);

// The school: 125 more sections in Iqbal's classes, 40 students each, four weeks of registers.
await database.rawTransaction(async (tx) => {
  await tx.exec(`
    insert into sections (tenant_id, class_id, name)
    select 2, c.id, 'Bench ' || g
    from generate_series(1, ${sections}) g
    join lateral (select id from classes where tenant_id = 2 order by order_index, id
                  offset (g % 13) limit 1) c on true`);
  await tx.exec(`
    insert into students (tenant_id, admission_no, first_name, last_name, gender, admission_date)
    select 2, 'BENCH-' || g, 'Pupil' || g, 'Bench', case when g % 2 = 0 then 'male' else 'female' end,
           date '2026-04-01'
    from generate_series(1, ${studentCount}) g`);
  await tx.exec(`
    insert into student_enrolments (tenant_id, student_id, academic_year_id, section_id, roll_no)
    select 2, s.id, y.id, sec.id, ((n - 1) % ${PER_SECTION}) + 1
    from (select id, row_number() over (order by id) as n from students
          where tenant_id = 2 and admission_no like 'BENCH-%') s
    join academic_years y on y.tenant_id = 2 and y.is_current
    join (select id, row_number() over (order by id) as k from sections
          where tenant_id = 2 and name like 'Bench %') sec
      on sec.k = ((s.n - 1) / ${PER_SECTION}) + 1`);
  await tx.exec(`
    insert into attendance_registers (tenant_id, section_id, day, academic_year_id)
    select 2, sec.id, d::date, y.id
    from sections sec
    join academic_years y on y.tenant_id = 2 and y.is_current
    cross join generate_series('${addDays(today, -28)}'::date, '${addDays(today, -1)}'::date, interval '1 day') d
    where sec.tenant_id = 2 and sec.name like 'Bench %' and extract(dow from d) <> 0
    on conflict do nothing`);
  await tx.exec(`
    insert into attendance_entries (tenant_id, section_id, day, student_id, status)
    select 2, r.section_id, r.day, e.student_id,
           case when abs(hashtext(e.student_id::text || r.day::text)) % 20 = 0 then 'absent' else 'present' end
    from attendance_registers r
    join student_enrolments e on e.tenant_id = 2 and e.section_id = r.section_id
    where r.tenant_id = 2 and r.section_id in (select id from sections where tenant_id = 2 and name like 'Bench %')
    on conflict do nothing`);
  await tx.exec(`update attendance_settings set weekly_off_days = '{}' where tenant_id = 2`);
  await tx.exec(`delete from school_holidays where tenant_id = 2 and day = '${today}'::date`);
});
if (databaseUrl) await database.rawTransaction((tx) => tx.exec('analyze'));
const setupMs = performance.now() - t0;

const app = await buildApp({ db: database, config, mailer: new CapturingMailer(), logger: false });
await app.ready();
const login = await app.inject({
  method: 'POST',
  url: '/api/auth/login',
  payload: { email: 'admin@iqbal.edu.pk', password: 'Demo#2026' },
});
const headers = { authorization: `Bearer ${login.json().access_token}` };
const [{ id: sectionId }] = await database.rawTransaction((tx) =>
  tx.query(
    `select id from sections where tenant_id = 2 and name like 'Bench %' order by id limit 1`,
  ),
);
const registerUrl = `/api/attendance/sections/${sectionId}/registers/${today}`;
const view = await app.inject({ method: 'GET', url: registerUrl, headers });
const roster = view.json().entries.map((e) => e.student_id);
if (roster.length !== PER_SECTION) throw new Error(`the section has ${roster.length} students`);

async function time(label, n, request) {
  const times = [];
  for (let i = 0; i < n; i += 1) {
    const started = performance.now();
    const res = await request(i);
    times.push(performance.now() - started);
    if (res.statusCode !== 200) {
      console.error(`${label}: ${res.statusCode} ${res.body}`);
      process.exitCode = 1;
      break;
    }
  }
  times.sort((a, b) => a - b);
  const mean = times.reduce((s, v) => s + v, 0) / times.length;
  return [
    label,
    String(times.length),
    mean.toFixed(1),
    percentile(times, 50).toFixed(1),
    percentile(times, 95).toFixed(1),
  ];
}

const body = (i) => ({
  entries: roster
    .filter((_, k) => (k + i) % 10 === 0)
    .map((student_id) => ({ student_id, status: 'absent', note: null })),
});
// Warm up (prepared plans, caches), then measure.
for (let i = 0; i < 5; i += 1)
  await app.inject({ method: 'PUT', url: registerUrl, headers, payload: body(i) });
const rows = [];
rows.push(
  await time('save a 40-student register (changed)', runs, (i) =>
    app.inject({ method: 'PUT', url: registerUrl, headers, payload: body(i) }),
  ),
);
rows.push(
  await time('save a 40-student register (same again)', runs, () =>
    app.inject({ method: 'PUT', url: registerUrl, headers, payload: body(0) }),
  ),
);
const monthUrl = `/api/attendance/sections/${sectionId}/months/${today.slice(0, 7)}`;
const month = await app.inject({ method: 'GET', url: monthUrl, headers });
rows.push(
  await time('month register of a section', runs, () =>
    app.inject({ method: 'GET', url: monthUrl, headers }),
  ),
);
rows.push(
  await time('today: every section of the school', Math.min(runs, 20), () =>
    app.inject({ method: 'GET', url: '/api/attendance/today', headers }),
  ),
);

const [counts] = await database.rawTransaction((tx) =>
  tx.query(`select (select count(*) from students where tenant_id = 2)::int as students,
      (select count(*) from attendance_entries where tenant_id = 2)::int as entries`),
);
console.log(
  `[attendance bench] ${databaseUrl ? 'PostgreSQL' : 'PGlite (in memory)'}; school of ${counts.students} students, ` +
    `${sections} bench sections of ${PER_SECTION}, ${counts.entries} register entries; setup ${(setupMs / 1000).toFixed(1)} s; ` +
    `month answer ${month.body.length} bytes`,
);
console.log(formatTable(['request', 'n', 'mean ms', 'p50 ms', 'p95 ms'], rows));
await app.close();
await database.close();
if (databaseUrl) await adminQuery(`DROP DATABASE IF EXISTS ${benchDatabase}`);
