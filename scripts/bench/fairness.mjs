// `npm run bench:fairness [-- --database-url postgres://…] [--reads 40]`
//
// Fairness between schools (issue 35), measured: one process on a fresh database (in-memory
// PGlite by default, or a new database on the given PostgreSQL server) with the demo seed and the
// job queue working. School B (Quaid) reads its class list `--reads` times and asks one
// report-card run, first idle, then while school A (Iqbal) has just fired a burst of 20
// report-card run requests (each class × language, repeated to 20: identical ones collapse into
// the pending run). Prints B's median light read and B's run wait (request → its run running)
// idle and during the burst, their ratio, A's runs queued at the moment B's run started, and the
// machine's load. Figures only, never asserted (test/scale/fairness.test.ts checks the order).
import { readFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { buildApp } from '../../apps/api/src/app.js';
import { testConfig } from '../../apps/api/src/config.js';
import { openPostgres, wrapPglite } from '../../apps/api/src/db/client.js';
import { migrate } from '../../apps/api/src/db/migrate.js';
import { DEMO_PASSWORD } from '../../apps/api/src/db/seed/demo-accounts.js';
import { seed } from '../../apps/api/src/db/seed/index.js';
import { CapturingMailer } from '../../apps/api/src/mail/mailer.js';
import { parseArgs } from './lib.mjs';

const args = parseArgs(process.argv.slice(2), []);
const databaseUrl = args['database-url'];
const READS = Number(args.reads ?? 40);
const BURST = 20;
const benchDatabase = `watni_bench_fair_${process.pid}`;
const load = () => readFileSync('/proc/loadavg', 'utf8').trim();

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
  return openPostgres(url.toString(), 10);
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};

const database = await openFresh();
const config = testConfig();
await migrate(database);
await seed(database, config);
const app = await buildApp({
  db: database,
  config,
  mailer: new CapturingMailer(),
  logger: false,
  queue: { pollingIntervalSeconds: 1 },
});
await app.ready();

async function token(email) {
  const response = await app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email, password: DEMO_PASSWORD },
  });
  if (response.statusCode !== 200) throw new Error(`login ${email}: ${response.body}`);
  return response.json().access_token;
}
const call = (bearer, method, url, payload) =>
  app.inject({
    method,
    url: `/api${url}`,
    headers: { authorization: `Bearer ${bearer}` },
    ...(payload ? { payload } : {}),
  });

const a = await token('admin@iqbal.edu.pk');
const b = await token('admin@quaid.edu.pk');

async function examAndClasses(bearer) {
  const listed = await call(bearer, 'GET', '/exams');
  const exams = listed.json().items;
  if (!Array.isArray(exams)) throw new Error(`exams: ${listed.statusCode} ${listed.body}`);
  for (const exam of exams) {
    const detail = (await call(bearer, 'GET', `/exams/${exam.id}`)).json();
    const classIds = (detail.classes ?? []).map((c) => c.class_id);
    if (classIds.length) return { examId: exam.id, classIds };
  }
  throw new Error('no exam with papers in the demo seed');
}
const aExam = await examAndClasses(a);
// Quaid Academy (the demo's other tenant) has no gradebook: its own heavy job is measured only
// where it has one (test/scale/fairness.test.ts shows its place in the queue either way).
const bExam = await examAndClasses(b).catch(() => null);
const LIGHT =
  (await call(b, 'GET', '/school/classes/')).statusCode === 200 ? '/school/classes/' : '/auth/me';

async function lightReads() {
  const times = [];
  for (let i = 0; i < READS; i++) {
    const t0 = performance.now();
    const response = await call(b, 'GET', LIGHT);
    if (response.statusCode !== 200) throw new Error(`B's read: ${response.statusCode}`);
    times.push(performance.now() - t0);
  }
  return median(times);
}

/** B asks a run and polls until it is running or done: the wait, and A's runs then queued. */
async function bRunWait(language) {
  if (!bExam) return null;
  const t0 = performance.now();
  const run = (
    await call(b, 'POST', `/exams/${bExam.examId}/report-card-runs`, {
      class_id: bExam.classIds[0],
      language,
    })
  ).json();
  for (;;) {
    const state = (await call(b, 'GET', `/report-card-runs/${run.id}`)).json();
    if (state.status !== 'queued') {
      const wait = performance.now() - t0;
      const aQueued = await aRunsQueued();
      return { wait, aQueued };
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

let aRunIds = [];
async function aRunsQueued() {
  let queued = 0;
  for (const id of aRunIds) {
    const state = (await call(a, 'GET', `/report-card-runs/${id}`)).json();
    if (state.status === 'queued') queued += 1;
  }
  return queued;
}

console.log(`load before: ${load()}`);
const idleRead = await lightReads();
const idleRun = await bRunWait('en');

// A's burst: 20 requests, each class × language in turn (repeats collapse into the pending run).
const requests = Array.from({ length: BURST }, (_, i) => ({
  class_id: aExam.classIds[i % aExam.classIds.length],
  language: Math.floor(i / aExam.classIds.length) % 2 ? 'ur' : 'en',
}));
const answers = await Promise.all(
  requests.map((body) => call(a, 'POST', `/exams/${aExam.examId}/report-card-runs`, body)),
);
const refused = answers.filter((r) => r.statusCode !== 202);
if (refused.length)
  console.log(
    `A's refused requests: ${refused
      .map((r) => `${r.statusCode} ${r.body}`)
      .slice(0, 3)
      .join('; ')}`,
  );
aRunIds = [...new Set(answers.filter((r) => r.statusCode === 202).map((r) => r.json().id))];
const busyRead = await lightReads();
const busyRun = await bRunWait('ur');
const loadDuring = load();

console.log(
  [
    `A's burst: ${BURST} requests over ${aExam.classIds.length} classes × 2 languages → ${aRunIds.length} runs (identical requests answered the pending run)`,
    `B light read (GET ${LIGHT}, median of ${READS}): idle ${idleRead.toFixed(1)} ms, during A's burst ${busyRead.toFixed(1)} ms (${(busyRead / idleRead).toFixed(2)}×)`,
    idleRun && busyRun
      ? `B's report-card run, request → running: idle ${idleRun.wait.toFixed(0)} ms, during A's burst ${busyRun.wait.toFixed(0)} ms (${(busyRun.wait / idleRun.wait).toFixed(2)}×); A's runs still queued when B's started: ${busyRun.aQueued} of ${aRunIds.length}`
      : "B's own heavy job: not measured (school B has no gradebook in the demo seed)",
    `A's runs still queued at the end of B's reads: ${await aRunsQueued()} of ${aRunIds.length}`,
    `load during: ${loadDuring}`,
  ].join('\n'),
);
await app.close();
await database.close();
if (databaseUrl) await adminQuery(`DROP DATABASE IF EXISTS ${benchDatabase} WITH (FORCE)`);
