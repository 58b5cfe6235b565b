// `npm run bench:fees [-- --students 5000] [--database-url postgres://…] [--batch 250]`
//
// Fees on a 5,000-student school: one process against a fresh database (an in-memory
// PGlite by default, or a new database on the given PostgreSQL server) with the demo seed, plus
// 5,000 students of Iqbal Public School placed 40 to a section in Iqbal's classes (which have the
// demo fee structure), every one with a guardian, and one in ten with an unpaid voucher of the
// month before (so the run carries arrears). Then it times the voucher run of the NEXT month
// through the real generator (the job's processRun: batches, concessions, arrears, voucher
// numbers, "voucher issued" notifications to the guardians), and the same run again (the
// idempotent no-op), printing time, vouchers per second, statements sent (and per 1,000 vouchers: they grow with the
// batches, not the vouchers, issue 35) and memory. Figures only, never asserted.
import { performance } from 'node:perf_hooks';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { buildApp } from '../../apps/api/src/app.js';
import { testConfig } from '../../apps/api/src/config.js';
import { openPostgres, wrapPglite } from '../../apps/api/src/db/client.js';
import { migrate } from '../../apps/api/src/db/migrate.js';
import { seed } from '../../apps/api/src/db/seed/index.js';
import { processRun } from '../../apps/api/src/domains/fees/runs.js';
import { CapturingMailer } from '../../apps/api/src/mail/mailer.js';
import { formatTable, parseArgs } from './lib.mjs';

const args = parseArgs(process.argv.slice(2), []);
const studentCount = Number(args.students ?? 5000);
const batchSize = Number(args.batch ?? 250);
const databaseUrl = args['database-url'];
const PER_SECTION = 40;
const benchDatabase = `watni_bench_fees_${process.pid}`;

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

const mb = (bytes) => (bytes / 1024 / 1024).toFixed(0);
const t0 = performance.now();
const database = await openFresh();
const config = testConfig();
await migrate(database);
await seed(database, config);
const sections = Math.ceil(studentCount / PER_SECTION);

// A month of the current year after the seeded ones: the last month of the year.
const [{ month, before }] = await database.rawTransaction((tx) =>
  tx.query(`select to_char(ends_on, 'YYYY-MM') as month,
                   to_char(ends_on - interval '1 month', 'YYYY-MM') as before
            from academic_years where tenant_id = 2 and is_current`),
);

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
    insert into guardians (tenant_id, name, relation, mobile, email)
    select 2, 'Parent of ' || s.first_name, 'father',
           '+9230' || lpad((s.id % 100000000)::text, 8, '0'), lower(s.first_name) || '@parents.example.pk'
    from students s where s.tenant_id = 2 and s.admission_no like 'BENCH-%'`);
  await tx.exec(`
    insert into student_guardians (tenant_id, student_id, guardian_id, is_primary)
    select 2, s.id, g.id, true
    from students s join guardians g on g.tenant_id = 2 and g.name = 'Parent of ' || s.first_name
    where s.tenant_id = 2 and s.admission_no like 'BENCH-%'`);
  // One in ten owes last month's voucher: arrears to carry.
  await tx.exec(`
    insert into vouchers (tenant_id, voucher_no, student_id, month, academic_year_id, class_id,
                          section_id, issue_date, due_date, total, late_fee_mode, late_fee_amount,
                          late_fee_cap)
    select 2, 'OLD-' || s.id, s.id, '${before}', e.academic_year_id, sec.class_id, sec.id,
           date '${before}-01', date '${before}-10', 3000, 'per_day', 50, 500
    from students s
    join student_enrolments e on e.tenant_id = 2 and e.student_id = s.id
    join sections sec on sec.tenant_id = 2 and sec.id = e.section_id
    where s.tenant_id = 2 and s.admission_no like 'BENCH-%' and s.id % 10 = 0
    on conflict do nothing`);
});
if (databaseUrl) await database.rawTransaction((tx) => tx.exec('analyze'));
const setupMs = performance.now() - t0;

const app = await buildApp({ db: database, config, mailer: new CapturingMailer(), logger: false });
await app.ready();

async function newRun() {
  const [{ id }] = await database.rawTransaction((tx) =>
    tx.query(`insert into voucher_runs (tenant_id, month, issue_date, due_date)
              values (2, '${month}', date '${month}-01', date '${month}-10') returning id`),
  );
  return id;
}

async function measure(label) {
  const runId = await newRun();
  global.gc?.();
  const heapBefore = process.memoryUsage().heapUsed;
  let peakRss = process.memoryUsage().rss;
  const sampler = setInterval(() => {
    peakRss = Math.max(peakRss, process.memoryUsage().rss);
  }, 50);
  let statements = 0;
  const stopCounting = database.observe(() => {
    statements += 1;
  });
  const started = performance.now();
  await processRun(database.db, 2, runId, { batchSize });
  const ms = performance.now() - started;
  stopCounting();
  clearInterval(sampler);
  const [run] = await database.rawTransaction((tx) =>
    tx.query(`select students_total, vouchers_created, vouchers_skipped, status
              from voucher_runs where tenant_id = 2 and id = ${runId}`),
  );
  if (run.status !== 'done') {
    console.error(`${label}: the run ended ${run.status}`);
    process.exitCode = 1;
  }
  return [
    label,
    String(run.students_total),
    String(run.vouchers_created),
    String(run.vouchers_skipped),
    (ms / 1000).toFixed(2),
    run.vouchers_created ? ((run.vouchers_created / ms) * 1000).toFixed(0) : '-',
    String(statements),
    run.vouchers_created ? (statements / run.vouchers_created).toFixed(1) : '-',
    run.vouchers_created ? ((statements / run.vouchers_created) * 1000).toFixed(0) : '-',
    mb(process.memoryUsage().heapUsed - heapBefore),
    mb(peakRss),
  ];
}

const rows = [await measure(`voucher run ${month}`), await measure('the same month again')];
const [counts] = await database.rawTransaction((tx) =>
  tx.query(`select (select count(*) from vouchers where tenant_id = 2 and month = '${month}')::int as vouchers,
      (select count(*) from vouchers where tenant_id = 2 and month = '${month}' and arrears > 0)::int as with_arrears,
      (select count(*) from notifications where tenant_id = 2 and idempotency_key like 'voucher_issued:%')::int as notices`),
);
console.log(
  `[fees bench] ${databaseUrl ? 'PostgreSQL' : 'PGlite (in memory)'}; school of ${studentCount} bench students ` +
    `(+ the demo ones) in ${sections} sections; batches of ${batchSize}; setup ${(setupMs / 1000).toFixed(1)} s; ` +
    `${counts.vouchers} vouchers for ${month}, ${counts.with_arrears} with arrears, ${counts.notices} "voucher issued" notices`,
);
console.log(
  formatTable(
    [
      'run',
      'students',
      'created',
      'skipped',
      'seconds',
      'vouchers/s',
      'statements',
      'per voucher',
      'per 1,000 vouchers',
      'heap Δ MB',
      'peak RSS MB',
    ],
    rows,
  ),
);
await app.close();
await database.close();
if (databaseUrl) await adminQuery(`DROP DATABASE IF EXISTS ${benchDatabase}`);
