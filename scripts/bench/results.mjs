// `npm run bench:results [-- --runs 20] [--sections 3] [--database-url postgres://…]`
//
// Exams on a fresh database (an in-memory PGlite by default, or a new database on the
// given PostgreSQL server) with the demo seed plus a bench class of `--sections` sections of 40
// students, an exam of 5 papers with every student's marks (set-based SQL). Through the real app
// (app.inject: validation, the scoped transaction, row-level security, serialization; no network)
// it times
//   - "results of a 40-student section": the GET of a section's results (totals, positions,
//     grades, pass/fail computed on the server),
//   - "report card of a student (PDF)": one student's PDF, English and Urdu,
//   - "a class's report cards (queue)": the whole class rendered by the job queue, from the POST
//     of the run to its status `done` (one PDF per section).
// Prints the figures (never asserted); exits 1 when an answer is not what it should be.
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
const runs = Number(args.runs ?? 20);
const sectionCount = Number(args.sections ?? 3);
const databaseUrl = args['database-url'];
const PER_SECTION = 40;
const benchDatabase = `watni_bench_results_${process.pid}`;

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

// The bench class: sections of 40, five subjects, an exam with every mark (ties included).
await database.rawTransaction(async (tx) => {
  await tx.exec(
    `insert into classes (tenant_id, name, order_index) values (2, 'Bench Class', 999)`,
  );
  await tx.exec(`
    insert into sections (tenant_id, class_id, name)
    select 2, c.id, 'S' || g from classes c cross join generate_series(1, ${sectionCount}) g
    where c.tenant_id = 2 and c.name = 'Bench Class'`);
  await tx.exec(`
    insert into subjects (tenant_id, class_id, name, code)
    select 2, c.id, s.name, s.code from classes c
    cross join (values ('English', 'ENG'), ('Urdu', 'URD'), ('Mathematics', 'MTH'),
                       ('General Science', 'SCI'), ('Islamiat', 'ISL')) as s(name, code)
    where c.tenant_id = 2 and c.name = 'Bench Class'`);
  await tx.exec(`
    insert into students (tenant_id, admission_no, first_name, last_name, gender, admission_date)
    select 2, 'RB-' || g, 'Pupil' || g, 'Bench', case when g % 2 = 0 then 'male' else 'female' end,
           date '2026-04-01'
    from generate_series(1, ${sectionCount * PER_SECTION}) g`);
  await tx.exec(`
    insert into student_enrolments (tenant_id, student_id, academic_year_id, section_id, roll_no)
    select 2, s.id, y.id, sec.id, ((s.n - 1) % ${PER_SECTION}) + 1
    from (select id, row_number() over (order by id) as n from students
          where tenant_id = 2 and admission_no like 'RB-%') s
    join academic_years y on y.tenant_id = 2 and y.is_current
    join (select s.id, row_number() over (order by s.id) as k from sections s
          join classes c on c.tenant_id = s.tenant_id and c.id = s.class_id
          where s.tenant_id = 2 and c.name = 'Bench Class') sec
      on sec.k = ((s.n - 1) / ${PER_SECTION}) + 1`);
  await tx.exec(`
    insert into exams (tenant_id, term_id, name)
    select 2, t.id, 'Bench Exam' from terms t join academic_years y on y.tenant_id = t.tenant_id
      and y.id = t.academic_year_id and y.is_current
    where t.tenant_id = 2 order by t.starts_on limit 1`);
  await tx.exec(`
    insert into exam_subjects (tenant_id, exam_id, class_id, subject_id, max_marks, passing_marks)
    select 2, e.id, s.class_id, s.id, 100, 33 from exams e
    join subjects s on s.tenant_id = 2 and s.class_id = (select id from classes where tenant_id = 2 and name = 'Bench Class')
    where e.tenant_id = 2 and e.name = 'Bench Exam'`);
  await tx.exec(`
    insert into exam_marks (tenant_id, exam_subject_id, student_id, marks, absent)
    select 2, p.id, en.student_id,
           case when h.v < 2 then null else 20 + h.v * 80 / 100 end, h.v < 2
    from exam_subjects p
    join exams e on e.tenant_id = p.tenant_id and e.id = p.exam_id and e.name = 'Bench Exam'
    join sections sec on sec.tenant_id = p.tenant_id and sec.class_id = p.class_id
    join student_enrolments en on en.tenant_id = sec.tenant_id and en.section_id = sec.id
    cross join lateral (select abs(hashtext(en.student_id::text || '/' || p.id::text)) % 100 as v) h
    where p.tenant_id = 2`);
});
if (databaseUrl) await database.rawTransaction((tx) => tx.exec('analyze'));
const setupMs = performance.now() - t0;

const app = await buildApp({
  db: database,
  config,
  mailer: new CapturingMailer(),
  logger: false,
  queue: { pollingIntervalSeconds: 0.5 },
});
await app.ready();
const login = await app.inject({
  method: 'POST',
  url: '/api/auth/login',
  payload: { email: 'admin@iqbal.edu.pk', password: 'Demo#2026' },
});
const headers = { authorization: `Bearer ${login.json().access_token}` };
const [ids] = await database.rawTransaction((tx) =>
  tx.query(`select (select id from exams where tenant_id = 2 and name = 'Bench Exam') as exam,
      (select id from classes where tenant_id = 2 and name = 'Bench Class') as class,
      (select s.id from sections s join classes c on c.tenant_id = s.tenant_id and c.id = s.class_id
       where s.tenant_id = 2 and c.name = 'Bench Class' order by s.id limit 1) as section`),
);
const resultsUrl = `/api/exams/${ids.exam}/sections/${ids.section}/results`;
const first = await app.inject({ method: 'GET', url: resultsUrl, headers });
if (first.statusCode !== 200 || first.json().rows.length !== PER_SECTION)
  throw new Error(`results: ${first.statusCode} ${first.body.slice(0, 200)}`);
const student = first.json().rows[0].student_id;

function row(label, times) {
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

async function time(label, n, request, expected = 200) {
  const times = [];
  for (let i = 0; i < n; i += 1) {
    const started = performance.now();
    const res = await request(i);
    times.push(performance.now() - started);
    if (res.statusCode !== expected) {
      console.error(`${label}: ${res.statusCode} ${res.body.slice(0, 300)}`);
      process.exitCode = 1;
      break;
    }
  }
  return row(label, times);
}

for (let i = 0; i < 3; i += 1) await app.inject({ method: 'GET', url: resultsUrl, headers });
const rows = [];
rows.push(
  await time('results of a 40-student section', runs, () =>
    app.inject({ method: 'GET', url: resultsUrl, headers }),
  ),
);
for (const lang of ['en', 'ur'])
  rows.push(
    await time(`report card of a student (PDF, ${lang})`, Math.max(3, Math.floor(runs / 4)), () =>
      app.inject({
        method: 'GET',
        url: `/api/exams/${ids.exam}/students/${student}/report-card?lang=${lang}`,
        headers,
      }),
    ),
  );
rows.push(
  await time("a section's report cards (PDF, 40 pages, en)", 3, () =>
    app.inject({
      method: 'GET',
      url: `/api/exams/${ids.exam}/sections/${ids.section}/report-cards`,
      headers,
    }),
  ),
);

const classTimes = [];
for (const lang of ['en', 'ur']) {
  const started = performance.now();
  const run = await app.inject({
    method: 'POST',
    url: `/api/exams/${ids.exam}/report-card-runs`,
    headers,
    payload: { class_id: ids.class, language: lang },
  });
  if (run.statusCode !== 202) throw new Error(`run: ${run.statusCode} ${run.body}`);
  let state = run.json();
  while (state.status !== 'done' && state.status !== 'failed') {
    await new Promise((resolve) => setTimeout(resolve, 50));
    state = (
      await app.inject({ method: 'GET', url: `/api/report-card-runs/${state.id}`, headers })
    ).json();
  }
  const ms = performance.now() - started;
  if (state.status !== 'done') {
    console.error(`run failed: ${state.error}`);
    process.exitCode = 1;
  }
  classTimes.push([
    `a class's report cards (queue, ${lang}: ${state.done} students, ${state.files.length} files)`,
    '1',
    ms.toFixed(0),
    ms.toFixed(0),
    ms.toFixed(0),
  ]);
}

console.log(
  `[results bench] ${databaseUrl ? 'PostgreSQL' : 'PGlite (in memory)'}; bench class of ${sectionCount} sections × ${PER_SECTION} students, 5 papers; setup ${(setupMs / 1000).toFixed(1)} s; results answer ${first.body.length} bytes`,
);
console.log(formatTable(['request', 'n', 'mean ms', 'p50 ms', 'p95 ms'], [...rows, ...classTimes]));
await app.close();
await database.close();
if (databaseUrl) await adminQuery(`DROP DATABASE IF EXISTS ${benchDatabase}`);
