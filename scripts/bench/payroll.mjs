// `npm run bench:payroll [-- --staff 300] [--database-url postgres://…]`
//
// Payroll on a school of 300 staff: one process against a fresh database (an in-memory PGlite by
// default, or a new database on the given PostgreSQL server) with the demo seed, plus 300 staff
// accounts of Iqbal Public School with salary records (two allowances and a deduction each, a
// bank account), a month of staff attendance with some absences and unpaid leave, and an advance
// for one in ten. Then, through the real HTTP operations: the month's run, the same month again
// (the idempotent re-run), the approval, and the whole month's payslips as one bulk print job
// (the worker's own function), printing time, statements sent and memory. Figures only, never
// asserted.
import { performance } from 'node:perf_hooks';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { buildApp } from '../../apps/api/src/app.js';
import { testConfig } from '../../apps/api/src/config.js';
import { openPostgres, wrapPglite } from '../../apps/api/src/db/client.js';
import { migrate } from '../../apps/api/src/db/migrate.js';
import { DEMO_PASSWORD } from '../../apps/api/src/db/seed/demo-accounts.js';
import { seed } from '../../apps/api/src/db/seed/index.js';
import { renderPrintJob } from '../../apps/api/src/domains/printing/render-job.js';
import { CapturingMailer } from '../../apps/api/src/mail/mailer.js';
import { formatTable, parseArgs } from './lib.mjs';

const args = parseArgs(process.argv.slice(2), []);
const staffCount = Number(args.staff ?? 300);
const databaseUrl = args['database-url'];
const benchDatabase = `watni_bench_payroll_${process.pid}`;
const MONTH = '2026-10';

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

await database.rawTransaction(async (tx) => {
  await tx.exec(`
    insert into users (email, username, password_hash, first_name, last_name, user_role, tenant_id)
    select 'bench.staff' || g || '@iqbal.example.pk', 'bench_staff_' || g, 'x', 'Staff' || g,
           'Bench', 'teacher', 2
    from generate_series(1, ${staffCount}) g`);
  await tx.exec(`
    insert into staff_records (tenant_id, user_id, employee_number, designation, joining_date,
                               bank_name, bank_account_title, bank_account_number, basic_salary)
    select 2, u.id, 'B-' || u.id, 'Teacher', date '2025-01-01', 'Meezan Bank',
           u.first_name || ' Bench', 'PK36MEZN' || lpad(u.id::text, 16, '0'), 40000 + (u.id % 50) * 1000
    from users u where u.email like 'bench.staff%'
    on conflict do nothing`);
  await tx.exec(`
    insert into salary_components (tenant_id, user_id, kind, name, amount, position)
    select 2, s.user_id, k.kind, k.name, k.amount, k.position
    from staff_records s
    cross join (values ('allowance', 'House rent', 12000, 1), ('allowance', 'Conveyance', 5000, 2),
                       ('deduction', 'EOBI', 370, 3)) as k(kind, name, amount, position)
    where s.tenant_id = 2 and s.employee_number like 'B-%'`);
  await tx.exec(`
    insert into leave_types (tenant_id, name, paid, days_per_year)
    values (2, 'Bench unpaid', false, 0), (2, 'Bench casual', true, 2)`);
  // Every weekday of the month: absent for one in twenty days, unpaid or casual leave for some.
  await tx.exec(`
    insert into staff_attendance (tenant_id, day, user_id, status, leave_type_id)
    select 2, d::date, s.user_id,
           case when (s.user_id + extract(day from d)::int) % 20 = 0 then 'absent'
                when (s.user_id + extract(day from d)::int) % 17 = 0 then 'leave'
                else 'present' end,
           case when (s.user_id + extract(day from d)::int) % 20 = 0 then null
                when (s.user_id + extract(day from d)::int) % 17 = 0 then
                  (select id from leave_types where tenant_id = 2 and name =
                     case when s.user_id % 2 = 0 then 'Bench unpaid' else 'Bench casual' end)
                else null end
    from staff_records s
    cross join generate_series(date '${MONTH}-01', date '${MONTH}-01' + interval '1 month - 1 day', interval '1 day') d
    where s.tenant_id = 2 and s.employee_number like 'B-%' and extract(isodow from d) < 7
    on conflict do nothing`);
  await tx.exec(`
    insert into staff_advances (tenant_id, user_id, amount, instalment, taken_on)
    select 2, user_id, 30000, 5000, date '${MONTH}-01'
    from staff_records where tenant_id = 2 and employee_number like 'B-%' and user_id % 10 = 0`);
});
if (databaseUrl) await database.rawTransaction((tx) => tx.exec('analyze'));
const setupMs = performance.now() - t0;

const app = await buildApp({ db: database, config, mailer: new CapturingMailer(), logger: false });
await app.ready();
const login = await app.inject({
  method: 'POST',
  url: '/api/auth/login',
  payload: { email: 'admin@iqbal.edu.pk', password: DEMO_PASSWORD },
});
const token = login.json().access_token;
const call = (method, url, payload) =>
  app.inject({
    method,
    url: `/api${url}`,
    headers: { authorization: `Bearer ${token}` },
    ...(payload ? { payload } : {}),
  });

async function measure(label, fn) {
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
  const { status, count } = await fn();
  const ms = performance.now() - started;
  stopCounting();
  clearInterval(sampler);
  if (status >= 400) {
    console.error(`${label}: answered ${status}`);
    process.exitCode = 1;
  }
  return [
    label,
    String(status),
    String(count),
    (ms / 1000).toFixed(2),
    String(statements),
    mb(process.memoryUsage().heapUsed - heapBefore),
    mb(peakRss),
  ];
}

let runId;
const rows = [];
rows.push(
  await measure(`run ${MONTH}`, async () => {
    const res = await call('POST', '/payroll/runs', { month: MONTH });
    runId = res.json().run?.id;
    return { status: res.statusCode, count: res.json().payslips?.length ?? 0 };
  }),
);
rows.push(
  await measure('the same month again', async () => {
    const res = await call('POST', '/payroll/runs', { month: MONTH });
    return { status: res.statusCode, count: res.json().payslips?.length ?? 0 };
  }),
);
rows.push(
  await measure('approve', async () => {
    const res = await call('POST', `/payroll/runs/${runId}/approve`);
    return { status: res.statusCode, count: res.json().payslips?.length ?? 0 };
  }),
);
for (const language of ['en', 'ur']) {
  rows.push(
    await measure(`print payslips (${language})`, async () => {
      const res = await call('POST', '/print-jobs', {
        kind: 'payslips',
        scope: 'school',
        month: MONTH,
        language,
      });
      const job = res.json();
      await renderPrintJob(database.db, 2, job.id);
      const done = (await call('GET', `/print-jobs/${job.id}`)).json();
      return { status: done.status === 'done' ? 200 : 500, count: done.done };
    }),
  );
}
rows.push(
  await measure('bank sheet (xlsx)', async () => {
    const res = await call('GET', `/payroll/runs/${runId}/bank-sheet?format=xlsx`);
    return { status: res.statusCode, count: res.rawPayload.length };
  }),
);
const [totals] = await database.rawTransaction((tx) =>
  tx.query(`select staff_count, total_gross::float8 as gross, total_net::float8 as net
            from payroll_runs where tenant_id = 2 and month = '${MONTH}'`),
);
console.log(
  `[payroll bench] ${databaseUrl ? 'PostgreSQL' : 'PGlite (in memory)'}; ${staffCount} bench staff ` +
    `(+ any demo records); setup ${(setupMs / 1000).toFixed(1)} s; ${totals.staff_count} payslips, ` +
    `gross PKR ${totals.gross}, net PKR ${totals.net}`,
);
console.log(
  formatTable(
    [
      'step',
      'status',
      'payslips / pages / bytes',
      'seconds',
      'statements',
      'heap Δ MB',
      'peak RSS MB',
    ],
    rows,
  ),
);
await app.close();
await database.close();
if (databaseUrl) await adminQuery(`DROP DATABASE IF EXISTS ${benchDatabase}`);
