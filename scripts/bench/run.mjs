// `npm run bench [-- --dataset small|large|both] [--quick] [--duration s] [--connections n]`
//
// For each dataset: starts the service (node --import tsx apps/api/src/main.ts) on the bench
// database and a bare Fastify server (floor.mjs) answering every endpoint with the bytes the
// service returned once; then, endpoint by endpoint, runs autocannon against the service and
// against the floor in the same run and prints req/s, p50, p99, the floor's req/s, the ratio to
// the floor and errors/non-2xx. Login's argon2 cost is also timed bare, in-process. Results are
// written to .bench/bench-<time>.json. Figures only: nothing here asserts on time.
import { spawn, spawnSync } from 'node:child_process';
import { once } from 'node:events';
import { mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { createInterface } from 'node:readline';
import autocannon from 'autocannon';
import pg from 'pg';
import { hashPassword, verifyPassword } from '../../apps/api/src/domains/auth/passwords.ts';
import {
  BENCH_PASSWORD,
  datasetUrl,
  formatTable,
  parseArgs,
  REPO_ROOT,
  readMeta,
  startService,
  tokenMinter,
} from './lib.mjs';

const args = parseArgs(process.argv.slice(2), ['quick']);
const duration = Number(args.duration ?? (args.quick ? 2 : 10));
const connections = Number(args.connections ?? 10);

async function resolveDatasets() {
  const wanted = args.dataset;
  if (wanted && !['small', 'large', 'both'].includes(wanted)) {
    console.error('--dataset must be small, large or both');
    process.exit(2);
  }
  const small = await readMeta(datasetUrl('small'));
  const large = await readMeta(datasetUrl('large'));
  const generate = (name) => {
    console.log(`Generating the ${name} dataset first (scripts/bench/generate.mjs)…`);
    const result = spawnSync(
      process.execPath,
      ['--import', 'tsx', 'scripts/bench/generate.mjs', '--dataset', name],
      { cwd: REPO_ROOT, stdio: 'inherit' },
    );
    if (result.status !== 0) process.exit(result.status ?? 1);
  };
  if (wanted === 'large' || wanted === 'both') {
    if (!large) generate('large');
  }
  if (wanted === 'small' || wanted === 'both' || !wanted) {
    if (!small) generate('small');
  }
  if (wanted === 'both') return ['small', 'large'];
  if (wanted) return [wanted];
  if (large) return ['small', 'large'];
  console.log(
    'Note: no large dataset (watni_bench_large); measuring the small one only. ' +
      'Generate it with `node --import tsx scripts/bench/generate.mjs --dataset large` (~5 min).',
  );
  return ['small'];
}

/** The bare argon2 cost in this process: what every login pays before anything else. */
async function argon2Cost() {
  const runs = args.quick ? 10 : 30;
  const hash = await hashPassword(BENCH_PASSWORD);
  let started = performance.now();
  for (let i = 0; i < runs; i++) await hashPassword(BENCH_PASSWORD);
  const hashMs = (performance.now() - started) / runs;
  started = performance.now();
  for (let i = 0; i < runs; i++) await verifyPassword(hash, BENCH_PASSWORD);
  const verifyMs = (performance.now() - started) / runs;
  return { hashMs: round(hashMs, 1), verifyMs: round(verifyMs, 1) };
}

function round(value, digits = 0) {
  if (value === null || value === undefined || Number.isNaN(value)) return null;
  const f = 10 ** digits;
  return Math.round(value * f) / f;
}

/**
 * The endpoints and how to call them. Each has `next()` giving { method, path, headers, body }
 * for the next request (most are constant; submit hands out a fresh student/attempt each time).
 */
async function buildEndpoints(url, meta) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const mint = await tokenMinter();
    const { rushQuizId, benchQuizIds, tenantId, courseId, adminEmail } = meta.rush;
    const {
      rows: [admin],
    } = await client.query('SELECT id, tenant_id FROM users WHERE email = $1', [adminEmail]);
    const {
      rows: [student],
    } = await client.query('SELECT id, tenant_id FROM users WHERE email = $1', [
      meta.rush.studentEmailPattern.replace('{n}', '1'),
    ]);
    const adminAuth = { authorization: `Bearer ${await mint(admin.id, admin.tenant_id)}` };
    const studentAuth = { authorization: `Bearer ${await mint(student.id, student.tenant_id)}` };

    // Submit: one open attempt per student in each bench quiz, created now (as the owner), so
    // every request is a distinct student's first submission of that attempt. Attempts left open
    // by an earlier run are renewed first (else they would age out of the window below while
    // blocking new ones: one open attempt per student and quiz).
    await client.query(
      `UPDATE assessment_attempts SET started_at = now(), expires_at = now() + interval '60 minutes'
       WHERE tenant_id = $1 AND assessment_id = ANY($2::int[]) AND status = 'open'`,
      [tenantId, benchQuizIds],
    );
    await client.query(
      `INSERT INTO assessment_attempts (tenant_id, assessment_id, user_id, expires_at)
       SELECT e.tenant_id, a.id, e.user_id, now() + interval '60 minutes'
       FROM enrollments e JOIN assessments a ON a.tenant_id = e.tenant_id AND a.course_id = e.course_id
       WHERE e.tenant_id = $1 AND e.course_id = $2 AND a.id = ANY($3::int[])
       ON CONFLICT (tenant_id, assessment_id, user_id) WHERE status = 'open' DO NOTHING`,
      [tenantId, courseId, benchQuizIds],
    );
    const { rows: attempts } = await client.query(
      `SELECT at.id, at.assessment_id, at.user_id FROM assessment_attempts at
       WHERE at.tenant_id = $1 AND at.assessment_id = ANY($2::int[]) AND at.status = 'open'
         AND at.expires_at > now() + interval '10 minutes'
       ORDER BY at.assessment_id, at.user_id`,
      [tenantId, benchQuizIds],
    );
    const { rows: questions } = await client.query(
      `SELECT id, assessment_id, question_type FROM questions
       WHERE tenant_id = $1 AND assessment_id = ANY($2::int[]) ORDER BY order_index`,
      [tenantId, benchQuizIds],
    );
    const answersOf = new Map();
    for (const q of questions) {
      const answers = answersOf.get(q.assessment_id) ?? {};
      answers[q.id] =
        q.question_type === 'multiple_choice'
          ? 'B'
          : q.question_type === 'true_false'
            ? 'true'
            : '42';
      answersOf.set(q.assessment_id, answers);
    }
    const tokenOf = new Map();
    for (const userId of new Set(attempts.map((a) => a.user_id))) {
      tokenOf.set(userId, `Bearer ${await mint(userId, tenantId)}`);
    }
    let cursor = 0;
    const json = { 'content-type': 'application/json' };
    const constant =
      (method, path, headers = {}, body) =>
      () => ({ method, path, headers, body });

    return {
      attemptsAvailable: attempts.length,
      submitsUsed: () => cursor,
      list: [
        { name: 'public catalogue', next: constant('GET', '/api/courses/public?limit=20') },
        { name: '/auth/me', next: constant('GET', '/api/auth/me', studentAuth) },
        {
          name: 'lesson list (enrolled student)',
          next: constant('GET', `/api/lessons/course/${courseId}`, studentAuth),
        },
        {
          name: 'open quiz (student)',
          next: constant('GET', `/api/assessments/${rushQuizId}`, studentAuth),
        },
        {
          name: 'submit quiz (write)',
          next: () => {
            // Past the pre-created attempts the answers are 409s (counted as non-2xx).
            const attempt = attempts[cursor % Math.max(1, attempts.length)];
            cursor++;
            return {
              method: 'POST',
              path: `/api/assessments/${attempt.assessment_id}/submit`,
              headers: { ...json, authorization: tokenOf.get(attempt.user_id) },
              body: JSON.stringify({
                answers: answersOf.get(attempt.assessment_id),
                attempt_id: attempt.id,
              }),
            };
          },
        },
        {
          name: 'users list, 5,000-user school',
          next: constant('GET', '/api/users/?skip=0&limit=50', adminAuth),
        },
        {
          name: 'users search, 5,000-user school',
          next: constant('GET', '/api/users/?search=student49&limit=20', adminAuth),
        },
        {
          name: 'login (argon2 verify)',
          next: constant(
            'POST',
            '/api/auth/login',
            json,
            JSON.stringify({ email: adminEmail, password: BENCH_PASSWORD }),
          ),
        },
      ],
    };
  } finally {
    await client.end();
  }
}

async function capture(baseUrl, request) {
  const response = await fetch(baseUrl + request.path, {
    method: request.method,
    headers: request.headers,
    body: request.body,
  });
  const body = Buffer.from(await response.arrayBuffer());
  return {
    method: request.method,
    path: request.path.split('?')[0],
    status: response.status,
    contentType: response.headers.get('content-type') ?? 'application/json',
    body: body.toString('base64'),
    bytes: body.length,
  };
}

async function startFloor(captures, file) {
  writeFileSync(file, JSON.stringify(captures));
  const child = spawn(process.execPath, [path.join(REPO_ROOT, 'scripts/bench/floor.mjs'), file], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const lines = createInterface({ input: child.stdout });
  const [line] = await once(lines, 'line');
  const port = Number(line.replace('listening ', ''));
  return {
    url: `http://127.0.0.1:${port}`,
    stop: async () => {
      if (child.exitCode !== null) return;
      child.kill('SIGTERM');
      await once(child, 'exit');
    },
  };
}

async function cannon(baseUrl, next, seconds, warmup = true) {
  // A short warm-up (JIT, pool connections, caches) that is not counted.
  if (warmup) await cannon(baseUrl, next, 0, false);
  const first = next();
  const result = await autocannon({
    url: baseUrl,
    connections,
    ...(seconds > 0 ? { duration: seconds } : { amount: connections * 3 }),
    requests: [
      {
        method: first.method,
        path: first.path,
        headers: first.headers,
        body: first.body,
        setupRequest: (request) => {
          const r = next();
          request.method = r.method;
          request.path = r.path;
          request.headers = r.headers;
          request.body = r.body;
          return request;
        },
      },
    ],
  });
  return {
    rps: round(result.requests.total / result.duration, 0),
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
    total: result.requests.total,
  };
}

async function benchDataset(name) {
  const url = datasetUrl(name);
  const meta = await readMeta(url);
  console.log(
    `\n== ${name} dataset (${Object.entries(meta.counts)
      .map(([k, v]) => `${k} ${v}`)
      .join(', ')}) ==`,
  );
  const service = await startService(url);
  let floor;
  try {
    const endpoints = await buildEndpoints(url, meta);
    const captures = [];
    for (const endpoint of endpoints.list) {
      endpoint.sample = endpoint.next();
      const captured = await capture(service.url, endpoint.sample);
      if (captured.status >= 300) {
        console.warn(
          `  ${endpoint.name}: the service answered ${captured.status} to the capture request`,
        );
      }
      captures.push(captured);
      endpoint.bytes = captured.bytes;
      endpoint.status = captured.status;
    }
    mkdirSync(path.join(REPO_ROOT, '.bench'), { recursive: true });
    floor = await startFloor(captures, path.join(REPO_ROOT, '.bench', `floor-${name}.json`));

    const rows = [];
    for (const endpoint of endpoints.list) {
      process.stdout.write(`  ${endpoint.name}… `);
      const real = await cannon(service.url, endpoint.next, duration);
      // The floor ignores what it is sent: the captured request over and over.
      const bare = await cannon(floor.url, () => endpoint.sample, duration);
      console.log(`${real.rps} req/s (floor ${bare.rps})`);
      rows.push({
        endpoint: endpoint.name,
        bytes: endpoint.bytes,
        rps: real.rps,
        p50: real.p50,
        p99: real.p99,
        floorRps: bare.rps,
        floorP50: bare.p50,
        floorP99: bare.p99,
        ratio: bare.rps ? round(real.rps / bare.rps, 3) : null,
        errors: real.errors,
        non2xx: real.non2xx,
        requests: real.total,
      });
    }
    const submitted = endpoints.submitsUsed();
    if (submitted > endpoints.attemptsAvailable) {
      console.log(
        `  note: the submit run used ${submitted} requests for ${endpoints.attemptsAvailable} pre-created attempts; the rest answered 409.`,
      );
    }
    return { dataset: name, counts: meta.counts, rows };
  } finally {
    await floor?.stop();
    await service.stop();
  }
}

function printTable(result) {
  console.log(
    `\n${result.dataset} dataset: ${duration} s per endpoint and server, ${connections} connections`,
  );
  console.log(
    formatTable(
      ['endpoint', 'req/s', 'p50 ms', 'p99 ms', 'floor req/s', 'ratio to floor', 'errors/non-2xx'],
      result.rows.map((r) => [
        r.endpoint,
        r.rps,
        r.p50,
        r.p99,
        r.floorRps,
        r.ratio === null ? '' : `${(r.ratio * 100).toFixed(1)}%`,
        `${r.errors}/${r.non2xx}`,
      ]),
    ),
  );
}

const datasets = await resolveDatasets();
const argon2 = await argon2Cost();
console.log(
  `argon2id (19 MiB, t=2) in-process: hash ${argon2.hashMs} ms, verify ${argon2.verifyMs} ms per operation ` +
    `(≈${Math.round(1000 / argon2.verifyMs)} verifications/s per core)`,
);
const results = [];
for (const name of datasets) results.push(await benchDataset(name));
for (const result of results) printTable(result);
console.log(
  `\nargon2id verify alone: ${argon2.verifyMs} ms (login cannot exceed ≈${Math.round(
    (1000 / argon2.verifyMs) * os.availableParallelism(),
  )}/s on ${os.availableParallelism()} cores before any database work)`,
);

const report = {
  at: new Date().toISOString(),
  machine: {
    cpus: os.availableParallelism(),
    cpuModel: os.cpus()[0]?.model,
    memoryGb: round(os.totalmem() / 2 ** 30, 1),
    node: process.version,
  },
  settings: { duration, connections, quick: Boolean(args.quick) },
  argon2,
  results,
};
const file = path.join(REPO_ROOT, '.bench', `bench-${report.at.replace(/[:.]/g, '-')}.json`);
mkdirSync(path.dirname(file), { recursive: true });
writeFileSync(file, `${JSON.stringify(report, null, 2)}\n`);
console.log(`\nResults: ${path.relative(REPO_ROOT, file)}`);
