// `npm run bench:import [-- --rows 5000] [--database-url postgres://…]`
//
// Bulk import of students with guardians: builds an XLSX file of N rows with exceljs
// (the library the service reads it with), then, in one process against a fresh database (an
// in-memory PGlite by default, or a new database on the given PostgreSQL server), times the
// preview (parse + check every row) and the import (parse + check + write), and checks that a
// second import of the same file creates nothing. Prints the figures; exits 1 when a count is off.
import { performance } from 'node:perf_hooks';
import { PGlite } from '@electric-sql/pglite';
import ExcelJS from 'exceljs';
import pg from 'pg';
import { buildApp } from '../../apps/api/src/app.js';
import { testConfig } from '../../apps/api/src/config.js';
import { openPostgres, wrapPglite } from '../../apps/api/src/db/client.js';
import { migrate } from '../../apps/api/src/db/migrate.js';
import { seed } from '../../apps/api/src/db/seed/index.js';
import { CapturingMailer } from '../../apps/api/src/mail/mailer.js';
import { parseArgs } from './lib.mjs';

const args = parseArgs(process.argv.slice(2), []);
const rows = Number(args.rows ?? 5000);
const databaseUrl = args['database-url'];

const benchDatabase = `watni_bench_import_${process.pid}`;

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
  const name = benchDatabase;
  await adminQuery(`DROP DATABASE IF EXISTS ${name}`);
  await adminQuery(`CREATE DATABASE ${name}`);
  const url = new URL(databaseUrl);
  url.pathname = `/${name}`;
  return openPostgres(url.toString(), 4);
}

async function buildFile(n) {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Students');
  sheet.addRow([
    'admission_no',
    'first_name',
    'last_name',
    'gender',
    'date_of_birth',
    'class',
    'section',
    'guardian_name',
    'guardian_relation',
    'guardian_cnic',
    'guardian_mobile',
    'guardian_email',
  ]);
  for (let k = 0; k < n; k += 1) {
    const classNo = (k % 10) + 1;
    sheet.addRow([
      `BENCH-${k}`,
      `Child${k}`,
      'Bench',
      k % 2 ? 'male' : 'female',
      '14/08/2016',
      `Class ${classNo}`,
      k % 4 < 2 ? 'A' : 'B',
      `Father ${Math.floor(k / 2)}`,
      'father',
      `35202-${String(3000000 + Math.floor(k / 2)).padStart(7, '0')}-1`,
      `0300${String(2000000 + k).padStart(7, '0')}`,
      `father${Math.floor(k / 2)}@example.pk`,
    ]);
  }
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

const database = await openFresh();
const config = testConfig();
await migrate(database);
await seed(database, config);
const app = await buildApp({ db: database, config, mailer: new CapturingMailer(), logger: false });
await app.ready();
const login = await app.inject({
  method: 'POST',
  url: '/api/auth/login',
  payload: { email: 'admin@iqbal.edu.pk', password: 'Demo#2026' },
});
const token = login.json().access_token;
const file = await buildFile(rows);
const payload = { file_name: 'bench.xlsx', content_base64: file.toString('base64') };
const send = (url, body) =>
  app.inject({ method: 'POST', url, payload: body, headers: { authorization: `Bearer ${token}` } });

let t0 = performance.now();
const preview = await send('/api/students/import/preview', payload);
const previewMs = performance.now() - t0;
t0 = performance.now();
const first = await send('/api/students/import', { ...payload, mode: 'all' });
const importMs = performance.now() - t0;
t0 = performance.now();
const second = await send('/api/students/import', { ...payload, mode: 'all' });
const againMs = performance.now() - t0;
await app.close();
await database.close();
if (databaseUrl) await adminQuery(`DROP DATABASE IF EXISTS ${benchDatabase}`);

const ok =
  preview.statusCode === 200 &&
  preview.json().valid_rows === rows &&
  first.json().created === rows &&
  second.json().created === 0;
console.log(
  `[bench:import] ${rows} rows, XLSX ${(file.length / 1024).toFixed(0)} KiB, ${databaseUrl ? 'PostgreSQL' : 'PGlite (in memory)'}`,
);
console.log(`  preview (parse + check every row)   ${(previewMs / 1000).toFixed(2)} s`);
console.log(
  `  import  (parse + check + write)     ${(importMs / 1000).toFixed(2)} s  created ${first.json().created}, guardians ${first.json().guardians_created}`,
);
console.log(
  `  import again (creates nothing)      ${(againMs / 1000).toFixed(2)} s  created ${second.json().created}, existing ${second.json().existing_rows}`,
);
if (!ok) {
  console.error(
    '[bench:import] unexpected result',
    preview.statusCode,
    preview.body.slice(0, 300),
    first.body.slice(0, 300),
  );
  process.exit(1);
}
