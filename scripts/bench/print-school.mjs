// The whole-school print job of `npm run bench:documents`: a fresh in-memory database with the
// demo seed plus `students` students of Iqbal Public School placed 40 to a section, the month's
// vouchers made by the real voucher run (processRun), then ONE print job of the whole school's
// vouchers asked for over HTTP (POST /print-jobs) and run by the worker's own function
// (renderPrintJob: reads, renders every page with progress, zips per section, stores the file).
// Timed from the request to the stored file; the CPU is this process's (database included).
import { performance } from 'node:perf_hooks';
import { PGlite } from '@electric-sql/pglite';
import { buildApp } from '../../apps/api/src/app.js';
import { testConfig } from '../../apps/api/src/config.js';
import { wrapPglite } from '../../apps/api/src/db/client.js';
import { migrate } from '../../apps/api/src/db/migrate.js';
import { DEMO_PASSWORD } from '../../apps/api/src/db/seed/demo-accounts.js';
import { seed } from '../../apps/api/src/db/seed/index.js';
import { processRun } from '../../apps/api/src/domains/fees/runs.js';
import { renderPrintJob } from '../../apps/api/src/domains/printing/render-job.js';
import { CapturingMailer } from '../../apps/api/src/mail/mailer.js';

const PER_SECTION = 40;

export async function openBenchSchool(students) {
  const database = wrapPglite(await PGlite.create(), async () => {});
  const config = testConfig();
  await migrate(database);
  await seed(database, config);
  const [{ month }] = await database.rawTransaction((tx) =>
    tx.query(`select to_char(ends_on, 'YYYY-MM') as month from academic_years
              where tenant_id = 2 and is_current`),
  );
  const sections = Math.ceil(students / PER_SECTION);
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
      from generate_series(1, ${students}) g`);
    await tx.exec(`
      insert into student_enrolments (tenant_id, student_id, academic_year_id, section_id, roll_no)
      select 2, s.id, y.id, sec.id, ((n - 1) % ${PER_SECTION}) + 1
      from (select id, row_number() over (order by id) as n from students
            where tenant_id = 2 and admission_no like 'BENCH-%') s
      join academic_years y on y.tenant_id = 2 and y.is_current
      join (select id, row_number() over (order by id) as k from sections
            where tenant_id = 2 and name like 'Bench %') sec
        on sec.k = ((s.n - 1) / ${PER_SECTION}) + 1`);
  });
  // A school's tables have statistics (autovacuum analyses a table within a minute of this many
  // changes); freshly bulk-inserted ones have none, and the planner's guess of one row per table
  // turns the voucher run's joins into nested loops over millions of pairs.
  await database.rawTransaction((tx) => tx.exec('analyze'));
  const app = await buildApp({
    db: database,
    config,
    mailer: new CapturingMailer(),
    logger: false,
    queue: { work: false },
  });
  await app.ready();
  const [{ id: runId }] = await database.rawTransaction((tx) =>
    tx.query(`insert into voucher_runs (tenant_id, month, issue_date, due_date)
              values (2, '${month}', date '${month}-01', date '${month}-10') returning id`),
  );
  await processRun(database.db, 2, runId, { batchSize: 500 });
  await database.rawTransaction((tx) => tx.exec('analyze'));
  const login = await app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email: 'admin@iqbal.edu.pk', password: DEMO_PASSWORD },
  });
  const token = login.json().access_token;
  return { app, database, month, token };
}

/** One whole-school voucher print job in `language`, from the request to the stored file. */
export async function printSchoolVouchers(school, language) {
  const cpu0 = process.cpuUsage();
  const t0 = performance.now();
  const created = await school.app.inject({
    method: 'POST',
    url: '/api/print-jobs',
    headers: { authorization: `Bearer ${school.token}` },
    payload: { kind: 'vouchers', scope: 'school', month: school.month, language },
  });
  if (created.statusCode !== 202)
    throw new Error(`print job: ${created.statusCode} ${created.body}`);
  const job = created.json();
  await renderPrintJob(school.database.db, 2, job.id);
  const wall = (performance.now() - t0) / 1000;
  const used = process.cpuUsage(cpu0);
  const [done] = await school.database.rawTransaction((tx) =>
    tx.query(`select status, total, file_type, octet_length(file) as bytes, error
              from print_jobs where tenant_id = 2 and id = ${job.id}`),
  );
  return { ...done, wall, cpu: (used.user + used.system) / 1e6 };
}
