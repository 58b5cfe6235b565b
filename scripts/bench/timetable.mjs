// `npm run bench:timetable [-- --sections 60] [--teachers 80] [--runs 40] [--database-url postgres://…]`
//
// Timetable of a 60-section school: one process against a fresh database (an in-memory
// PGlite by default, or a new database on the given PostgreSQL server) with the demo seed, plus 60
// sections of Iqbal Public School and 80 teachers. Through the real app (app.inject: validation,
// the scoped transaction, row-level security, the clash checks and the unique keys; no network) it
//   - builds the whole week: every lesson period of every section set with one PUT each (60 × 40 =
//     2,400 saves; subjects of the section's class, teachers rotated so that none clashes), timed
//     in total and per save;
//   - times a refused clash (409), a teacher's week, a section's week and a teacher's "today".
// Prints the figures (never asserted); exits 1 when an answer is not the expected status.
import { performance } from 'node:perf_hooks';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { buildApp } from '../../apps/api/src/app.js';
import { testConfig } from '../../apps/api/src/config.js';
import { openPostgres, wrapPglite } from '../../apps/api/src/db/client.js';
import { migrate } from '../../apps/api/src/db/migrate.js';
import { seed } from '../../apps/api/src/db/seed/index.js';
import { CapturingMailer } from '../../apps/api/src/mail/mailer.js';
import { formatTable, parseArgs, percentile } from './lib.mjs';

const args = parseArgs(process.argv.slice(2), []);
const sectionCount = Number(args.sections ?? 60);
const teacherCount = Number(args.teachers ?? 80);
const runs = Number(args.runs ?? 40);
const databaseUrl = args['database-url'];
const benchDatabase = `watni_bench_timetable_${process.pid}`;
if (teacherCount < sectionCount) throw new Error('--teachers must be at least --sections');

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
// The school: 60 more sections in Iqbal's classes that have subjects, 80 more teachers.
await database.rawTransaction(async (tx) => {
  await tx.exec(`
    insert into sections (tenant_id, class_id, name)
    select 2, c.id, 'Bench ' || g
    from generate_series(1, ${sectionCount}) g
    join lateral (select id from classes cl where tenant_id = 2
                    and exists (select 1 from subjects s where s.tenant_id = 2 and s.class_id = cl.id)
                  order by order_index, id offset (g % 10) limit 1) c on true`);
  await tx.exec(`
    insert into users (tenant_id, email, username, password_hash, first_name, last_name, user_role)
    select 2, 'bench.teacher' || g || '@iqbal.edu.pk', 'bench.teacher' || g, '!', 'Teacher', 'Bench ' || g, 'teacher'
    from generate_series(1, ${teacherCount}) g`);
});
if (databaseUrl) await database.rawTransaction((tx) => tx.exec('analyze'));
const setupMs = performance.now() - t0;

const app = await buildApp({ db: database, config, mailer: new CapturingMailer(), logger: false });
await app.ready();
const login = async (email) =>
  (
    await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email, password: 'Demo#2026' },
    })
  ).json().access_token;
const headers = { authorization: `Bearer ${await login('admin@iqbal.edu.pk')}` };
const teacherHeaders = { authorization: `Bearer ${await login('teacher@iqbal.edu.pk')}` };
const q = (text) => database.rawTransaction((tx) => tx.query(text));
const sections = await q(
  `select id, class_id from sections where tenant_id = 2 and name like 'Bench %' order by id`,
);
const teachers = (
  await q(`select id from users where tenant_id = 2 and username like 'bench.teacher%' order by id`)
).map((r) => r.id);
const subjects = await q(`select id, class_id from subjects where tenant_id = 2 order by id`);
const subjectsOf = (classId) => subjects.filter((s) => s.class_id === classId).map((s) => s.id);
const bells = (
  await app.inject({ method: 'GET', url: '/api/timetable/bell-schedule', headers })
).json();
const lessonSlots = bells.days.flatMap((d) =>
  d.periods.filter((p) => !p.is_break).map((p) => ({ weekday: d.weekday, period: p.number })),
);

function fail(label, res) {
  console.error(`${label}: ${res.statusCode} ${res.body}`);
  process.exitCode = 1;
}

// Build the week: one PUT per section and lesson period.
const saves = [];
const built = performance.now();
for (const [s, section] of sections.entries()) {
  const list = subjectsOf(section.class_id);
  for (const [k, slot] of lessonSlots.entries()) {
    const payload = {
      subject_id: list[k % list.length],
      // Injective in s for a fixed slot: no teacher in two sections in one period.
      teacher_id: teachers[(s + k * 7) % teacherCount],
      room: `Bench room ${s + 1}`,
    };
    const started = performance.now();
    const res = await app.inject({
      method: 'PUT',
      url: `/api/timetable/sections/${section.id}/entries/${slot.weekday}/${slot.period}`,
      headers,
      payload,
    });
    saves.push(performance.now() - started);
    if (res.statusCode !== 200) fail('build', res);
  }
}
const buildMs = performance.now() - built;

async function time(label, n, expected, request) {
  const times = [];
  for (let i = 0; i < n; i += 1) {
    const started = performance.now();
    const res = await request(i);
    times.push(performance.now() - started);
    if (res.statusCode !== expected) {
      fail(label, res);
      break;
    }
  }
  return row(label, times);
}
function row(label, list) {
  const times = [...list].sort((a, b) => a - b);
  const mean = times.reduce((s, v) => s + v, 0) / times.length;
  return [
    label,
    String(times.length),
    mean.toFixed(1),
    percentile(times, 50).toFixed(1),
    percentile(times, 95).toFixed(1),
  ];
}

const rows = [row('save one period (building the week)', saves)];
const [a, b] = sections;
const slot = lessonSlots[0];
const clashTeacher = teachers[0];
rows.push(
  await time('a clash refused (409 naming it)', runs, 409, () =>
    app.inject({
      method: 'PUT',
      url: `/api/timetable/sections/${b.id}/entries/${slot.weekday}/${slot.period}`,
      headers,
      payload: { subject_id: subjectsOf(b.class_id)[0], teacher_id: clashTeacher, room: null },
    }),
  ),
);
rows.push(
  await time("a teacher's week", runs, 200, (i) =>
    app.inject({
      method: 'GET',
      url: `/api/timetable/teachers/${teachers[i % teacherCount]}`,
      headers,
    }),
  ),
);
rows.push(
  await time("a section's week (admin, with the editor's options)", runs, 200, () =>
    app.inject({ method: 'GET', url: `/api/timetable/sections/${a.id}`, headers }),
  ),
);
rows.push(
  await time("a teacher's today", runs, 200, () =>
    app.inject({ method: 'GET', url: '/api/timetable/today', headers: teacherHeaders }),
  ),
);
const [counts] = await q(
  `select count(*)::int as entries, count(distinct section_id)::int as sections
   from timetable_entries where tenant_id = 2`,
);
const week = await app.inject({
  method: 'GET',
  url: `/api/timetable/teachers/${teachers[0]}`,
  headers,
});
console.log(
  `[timetable bench] ${databaseUrl ? 'PostgreSQL' : 'PGlite (in memory)'}; ${sectionCount} bench sections × ` +
    `${lessonSlots.length} lesson periods a week, ${teacherCount} bench teachers; ${counts.entries} entries in ` +
    `${counts.sections} sections; setup ${(setupMs / 1000).toFixed(1)} s; ` +
    `whole week built in ${(buildMs / 1000).toFixed(1)} s (${saves.length} saves); ` +
    `a teacher's week ${week.json().entries.length} lessons, ${week.body.length} bytes`,
);
console.log(formatTable(['request', 'n', 'mean ms', 'p50 ms', 'p95 ms'], rows));
await app.close();
await database.close();
if (databaseUrl) await adminQuery(`DROP DATABASE IF EXISTS ${benchDatabase}`);
