// `npm run exam-rush [-- --students 500] [--window 30] [--url http://host:port --database-url postgres://…]`
// `npm run exam-rush -- --quick` (100 students, 5 s window, a fresh database: the CI variant)
// `npm run exam-rush -- --students 5000 --window 60 --mint-tokens --fresh [--cluster [--workers 2]]`
//   (the scale sold; --cluster runs start:cluster's entry with Redis instead of one process)
//
// The exam rush: N students of the Exam Rush School sign in (POST /auth/login, argon2 and all),
// then within the window each opens the published quiz (GET /assessments/{id}, POST …/start)
// and submits it (POST …/submit with the attempt); a share of them double-click Submit (two
// submits of one attempt at once: exactly one may be stored). Afterwards the database is
// checked: stored submissions of the run's attempts == 2xx submit answers, every 2xx answer's
// submission exists (none lost), at most one per attempt and per student (none counted twice).
// Prints error rate, p50/p99 of each step and throughput; exits 1 when anything was lost or
// duplicated, 3 when requests failed (non-2xx other than the double clicks' 409), 0 otherwise.
//
// Without --url it starts the service itself on the small bench dataset (generated if absent;
// with --fresh or --quick a separate database watni_bench_rush is rebuilt first).
import { writeFileSync } from 'node:fs';
import os from 'node:os';
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { generate } from './generate.mjs';
import {
  BENCH_PASSWORD,
  datasetUrl,
  formatTable,
  parseArgs,
  percentile,
  readMeta,
  startService,
} from './lib.mjs';

const args = parseArgs(process.argv.slice(2), ['quick', 'fresh', 'mint-tokens', 'cluster']);
const quick = Boolean(args.quick);
const students = Number(args.students ?? (quick ? 100 : 500));
const windowSeconds = Number(args.window ?? (quick ? 5 : 30));
const doubleClickShare = Number(args['double-click'] ?? 0.1);
const loginConcurrency = Number(args['login-concurrency'] ?? 16);
const fresh = Boolean(args.fresh || quick);

function freshUrl() {
  const url = new URL(datasetUrl('small'));
  url.pathname = '/watni_bench_rush';
  return url.toString();
}

async function timedFetch(baseUrl, path, { method = 'GET', token, body } = {}) {
  const started = performance.now();
  try {
    const response = await fetch(baseUrl + path, {
      method,
      headers: {
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...(body ? { 'content-type': 'application/json' } : {}),
      },
      body: body ? JSON.stringify(body) : undefined,
    });
    const text = await response.text();
    let json = null;
    try {
      json = JSON.parse(text);
    } catch {
      // not JSON
    }
    return {
      status: response.status,
      json,
      ms: performance.now() - started,
      retryAfter: response.headers.get('retry-after'),
    };
  } catch (error) {
    return { status: 0, json: { detail: String(error) }, ms: performance.now() - started };
  }
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** Runs fn over items with at most `limit` at once. */
async function pool(items, limit, fn) {
  let next = 0;
  const workers = Array.from({ length: Math.min(limit, items.length) }, async () => {
    while (next < items.length) {
      const index = next++;
      await fn(items[index], index);
    }
  });
  await Promise.all(workers);
}

async function signIn(baseUrl, emails) {
  const tokens = new Array(emails.length);
  const timings = [];
  let rateLimited = 0;
  let failures = 0;
  await pool(emails, loginConcurrency, async (email, index) => {
    for (let attempt = 0; attempt < 20; attempt++) {
      const r = await timedFetch(baseUrl, '/api/auth/login', {
        method: 'POST',
        body: { email, password: BENCH_PASSWORD },
      });
      if (r.status === 200) {
        timings.push(r.ms);
        tokens[index] = r.json.access_token;
        return;
      }
      if (r.status === 429) {
        rateLimited++;
        await sleep(1000 * Number(r.retryAfter ?? 1));
        continue;
      }
      failures++;
      console.error(`  sign-in of ${email} answered ${r.status}: ${r.json?.detail ?? ''}`);
      return;
    }
  });
  return { tokens, timings, rateLimited, failures };
}

async function mintTokens(databaseUrl, emails) {
  const { tokenMinter } = await import('./lib.mjs');
  const mint = await tokenMinter(process.env.JWT_SECRET ?? undefined);
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query(
      'SELECT id, tenant_id, email FROM users WHERE email = ANY($1)',
      [emails],
    );
    const byEmail = new Map(rows.map((row) => [row.email, row]));
    return Promise.all(
      emails.map((email) => mint(byEmail.get(email).id, byEmail.get(email).tenant_id)),
    );
  } finally {
    await client.end();
  }
}

/** One student's exam: open, start, think, submit (sometimes twice at once). */
async function takeExam(baseUrl, token, quizId, answers, delayMs, doubleClick, log) {
  await sleep(delayMs);
  const open = await timedFetch(baseUrl, `/api/assessments/${quizId}`, { token });
  log.open.push(open);
  if (open.status !== 200) return;
  const start = await timedFetch(baseUrl, `/api/assessments/${quizId}/start`, {
    method: 'POST',
    token,
  });
  log.start.push(start);
  if (start.status !== 200) return;
  const attemptId = start.json.id;
  log.attempts.push(attemptId);
  await sleep(200 + Math.random() * 800); // answering
  const body = { answers, attempt_id: attemptId, time_taken_minutes: 1 };
  const send = () =>
    timedFetch(baseUrl, `/api/assessments/${quizId}/submit`, { method: 'POST', token, body });
  const results = doubleClick ? await Promise.all([send(), send()]) : [await send()];
  for (const r of results) log.submit.push({ ...r, attemptId, doubleClick });
}

function stats(list) {
  const sorted = list.map((r) => r.ms).sort((a, b) => a - b);
  return {
    n: list.length,
    ok: list.filter((r) => r.status >= 200 && r.status < 300).length,
    p50: Math.round(percentile(sorted, 50) ?? 0),
    p99: Math.round(percentile(sorted, 99) ?? 0),
  };
}

async function main() {
  let databaseUrl = args['database-url'] ?? process.env.DATABASE_URL;
  let baseUrl = args.url?.replace(/\/+$/, '');
  let service;
  if (!baseUrl) {
    databaseUrl = fresh ? freshUrl() : datasetUrl('small');
    await generate('small', { url: databaseUrl, force: fresh });
    service = args.cluster
      ? await startService(
          databaseUrl,
          {
            WORKERS: String(args.workers ?? 2),
            REDIS_URL: process.env.REDIS_URL ?? 'redis://127.0.0.1:6379',
          },
          [],
          'apps/api/src/cluster.ts',
        )
      : await startService(databaseUrl);
    baseUrl = service.url;
  } else if (!databaseUrl) {
    databaseUrl = datasetUrl('small');
    console.log(`--url given without --database-url: checking ${databaseUrl}`);
  }
  try {
    const meta = await readMeta(databaseUrl);
    if (!meta)
      throw new Error(`${databaseUrl} holds no bench dataset (run npm run bench:generate)`);
    const { tenantId, rushQuizId, studentEmailPattern } = meta.rush;
    if (students > meta.rush.students) {
      throw new Error(`--students ${students}: the school has ${meta.rush.students} students`);
    }
    const db = new pg.Client({ connectionString: databaseUrl });
    await db.connect();
    const { rows: questions } = await db.query(
      'SELECT id, question_type FROM questions WHERE tenant_id = $1 AND assessment_id = $2',
      [tenantId, rushQuizId],
    );
    const answers = Object.fromEntries(
      questions.map((q) => [
        q.id,
        q.question_type === 'multiple_choice'
          ? 'B'
          : q.question_type === 'true_false'
            ? 'true'
            : '42',
      ]),
    );

    const emails = Array.from({ length: students }, (_, i) =>
      studentEmailPattern.replace('{n}', String(i + 1)),
    );
    console.log(
      `Exam rush: ${students} students, quiz ${rushQuizId}, ${baseUrl}${args.cluster ? ` (start:cluster, ${args.workers ?? 2} workers)` : ''}; load average ${os
        .loadavg()
        .map((l) => l.toFixed(2))
        .join(', ')}`,
    );
    let started = performance.now();
    let signin;
    if (args['mint-tokens']) {
      signin = {
        tokens: await mintTokens(databaseUrl, emails),
        timings: [],
        rateLimited: 0,
        failures: 0,
      };
    } else {
      signin = await signIn(baseUrl, emails);
    }
    const signinSeconds = (performance.now() - started) / 1000;
    const signinSorted = signin.timings.sort((a, b) => a - b);
    console.log(
      `  signed in ${signin.tokens.filter(Boolean).length}/${students} in ${signinSeconds.toFixed(1)} s` +
        (signin.timings.length
          ? ` (login p50 ${Math.round(percentile(signinSorted, 50))} ms, p99 ${Math.round(percentile(signinSorted, 99))} ms, ${signin.rateLimited} × 429 retried)`
          : ' (tokens minted)'),
    );

    // The rush: every student starts at a random moment of the window.
    const log = { open: [], start: [], submit: [], attempts: [] };
    started = performance.now();
    const rushStartedAt = new Date();
    await Promise.all(
      signin.tokens.map((token) =>
        token
          ? takeExam(
              baseUrl,
              token,
              rushQuizId,
              answers,
              Math.random() * windowSeconds * 1000,
              Math.random() < doubleClickShare,
              log,
            )
          : Promise.resolve(),
      ),
    );
    const rushSeconds = (performance.now() - started) / 1000;

    // What the database holds for the attempts of this run.
    const { rows: stored } = await db.query(
      `SELECT id, attempt_id, user_id FROM submissions
       WHERE tenant_id = $1 AND assessment_id = $2 AND attempt_id = ANY($3::int[])`,
      [tenantId, rushQuizId, log.attempts],
    );
    await db.end();
    const okSubmits = log.submit.filter((r) => r.status === 201);
    const storedIds = new Set(stored.map((s) => s.id));
    const lost = okSubmits.filter((r) => !storedIds.has(r.json?.id)).length;
    const perAttempt = new Map();
    const perUser = new Map();
    for (const s of stored) {
      perAttempt.set(s.attempt_id, (perAttempt.get(s.attempt_id) ?? 0) + 1);
      perUser.set(s.user_id, (perUser.get(s.user_id) ?? 0) + 1);
    }
    const duplicates =
      [...perAttempt.values()].filter((n) => n > 1).length +
      [...perUser.values()].filter((n) => n > 1).length;
    const okIds = okSubmits.map((r) => r.json?.id);
    const duplicateAnswers = okIds.length - new Set(okIds).size;
    // A double click's second submit is refused with 409: expected, not an error.
    const doubleClicks = log.submit.filter((r) => r.doubleClick).length / 2;
    const expected409 = log.submit.filter((r) => r.doubleClick && r.status === 409).length;
    const allRequests = [...log.open, ...log.start, ...log.submit];
    const failed =
      allRequests.filter((r) => r.status < 200 || r.status >= 300).length - expected409;
    const serverErrors = allRequests.filter((r) => r.status >= 500 || r.status === 0).length;
    const notSubmitted = students - new Set(stored.map((s) => s.user_id)).size;

    const open = stats(log.open);
    const start = stats(log.start);
    const submit = stats(log.submit);
    console.log(
      formatTable(
        ['step', 'requests', '2xx', 'p50 ms', 'p99 ms'],
        [
          ['open quiz (GET)', open.n, open.ok, open.p50, open.p99],
          ['start attempt (POST)', start.n, start.ok, start.p50, start.p99],
          ['submit (POST)', submit.n, submit.ok, submit.p50, submit.p99],
        ],
      ),
    );
    const summary = {
      at: rushStartedAt.toISOString(),
      machine: {
        cpus: os.availableParallelism(),
        node: process.version,
        loadAverage: os.loadavg(),
      },
      cluster: Boolean(args.cluster),
      baseUrl,
      students,
      windowSeconds,
      signinSeconds: Math.round(signinSeconds * 10) / 10,
      rushSeconds: Math.round(rushSeconds * 10) / 10,
      requests: allRequests.length,
      throughputRps: Math.round(allRequests.length / rushSeconds),
      submitsPerSecond: Math.round((okSubmits.length / rushSeconds) * 10) / 10,
      errorRate: allRequests.length ? failed / allRequests.length : 0,
      failedRequests: failed,
      serverErrors,
      doubleClicks,
      expected409,
      submit2xx: okSubmits.length,
      stored: stored.length,
      lost,
      duplicates: duplicates + duplicateAnswers,
      studentsWithoutSubmission: notSubmitted,
      steps: { open, start, submit },
    };
    console.log(
      [
        `  rush: ${summary.requests} requests in ${summary.rushSeconds} s (${summary.throughputRps} req/s, ${summary.submitsPerSecond} submissions/s)`,
        `  error rate ${(summary.errorRate * 100).toFixed(2)}% (${failed} failed, ${serverErrors} 5xx/network; ${expected409} expected 409s of ${doubleClicks} double clicks)`,
        `  submit 2xx answers ${okSubmits.length}, stored submissions ${stored.length}, lost ${lost}, duplicated ${summary.duplicates}, students without a submission ${notSubmitted}`,
      ].join('\n'),
    );
    if (args.json) writeFileSync(args.json, `${JSON.stringify(summary, null, 2)}\n`);

    if (lost > 0 || summary.duplicates > 0 || stored.length !== okSubmits.length) {
      console.error('FAIL: submissions lost or counted twice');
      return 1;
    }
    if (failed > 0 || notSubmitted > 0) {
      console.error('FAIL: requests failed during the rush');
      return 3;
    }
    console.log('PASS: every 2xx submission is stored exactly once');
    return 0;
  } finally {
    await service?.stop();
  }
}

process.exitCode = await main();
