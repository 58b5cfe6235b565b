// `npm run bench [-- --dataset small|large|both] [--quick] [--duration s] [--rounds n] [--connections n] [--only words]`
//
// For each dataset: starts the service (node --import tsx apps/api/src/main.ts) on the bench
// database, records the statements each endpoint sends (statements.mjs: the real app in this
// process with a counting wrapper on its pool), and starts three floors answering every endpoint
// with the bytes the service returned once:
//   no-db  — bare Fastify, the bytes from memory (floor.mjs);
//   (a)    — bare Fastify + pg running the same data statements with the same values in the same
//            round trips, pipelined and prepared, rows serialised to JSON, same pool size, no
//            row-level security (db-floor.mjs);
//   (b)    — the same with the service's transaction and scope (row-level security), begin and
//            commit in the round trips the service sent them in (db-floor.mjs).
// The goal per read: at least 60 % of (a) and 75 % of (b); the last column says whether it is met.
// Then, endpoint by endpoint and in several interleaved rounds (service, no-db, a, b, service,
// …), autocannon measures each; the table prints the medians and the service as a percentage of
// each floor. Writes (submit, login) have the no-db floor only. Login's argon2 cost is also timed
// bare, in-process. Results are written to .bench/bench-<time>.json. Figures only: nothing here
// asserts on time.
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
import { dataStatements, recordStatements, roundTrips } from './statements.mjs';

const args = parseArgs(process.argv.slice(2), ['quick']);
const duration = Number(args.duration ?? (args.quick ? 2 : 5));
const rounds = Number(args.rounds ?? 3);
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
async function buildEndpoints(url, meta, serviceUrl) {
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
    const school = await schoolEndpoints(client, mint, serviceUrl);
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
        {
          name: 'public catalogue (cached)',
          read: true,
          next: constant('GET', '/api/courses/public?limit=20'),
        },
        { name: '/auth/me', read: true, next: constant('GET', '/api/auth/me', studentAuth) },
        {
          name: 'lesson list (enrolled student)',
          read: true,
          next: constant('GET', `/api/lessons/course/${courseId}`, studentAuth),
        },
        {
          name: 'open quiz (student)',
          read: true,
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
          read: true,
          next: constant('GET', '/api/users/?skip=0&limit=50', adminAuth),
        },
        {
          name: 'users search, 5,000-user school',
          read: true,
          next: constant('GET', '/api/users/?search=student49&limit=20', adminAuth),
        },
        ...school,
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

/**
 * The school half's reads, on the demo school (grown to 5,000 students by the generator): the
 * parent's and a student's days, the teacher's month register and a section's results, the
 * office's students list. The demo seed's own data answers them.
 */
async function schoolEndpoints(client, mint, serviceUrl) {
  const user = async (email) => {
    const {
      rows: [row],
    } = await client.query('SELECT id, tenant_id FROM users WHERE email = $1', [email]);
    if (!row) throw new Error(`The bench dataset has no ${email}; regenerate it with --force.`);
    return {
      authorization: `Bearer ${await mint(row.id, row.tenant_id)}`,
      tenantId: row.tenant_id,
      id: row.id,
    };
  };
  const parent = await user('parent@iqbal.edu.pk');
  const student = await user('student@iqbal.edu.pk');
  const teacher = await user('teacher@iqbal.edu.pk');
  const admin = await user('admin@iqbal.edu.pk');
  const tenant = admin.tenantId;
  // The teacher's class with the month of most marked days, and the exam and section with most
  // marks.
  const {
    rows: [register],
  } = await client.query(
    `SELECT r.section_id, to_char(r.day, 'YYYY-MM') AS month FROM attendance_registers r
     JOIN sections s ON s.tenant_id = r.tenant_id AND s.id = r.section_id
     WHERE r.tenant_id = $1 AND s.class_teacher_id = $2
     GROUP BY 1, 2 ORDER BY count(*) DESC, 2 DESC LIMIT 1`,
    [tenant, teacher.id],
  );
  if (!register) throw new Error("The demo teacher's class has no register in the bench dataset.");
  const {
    rows: [results],
  } = await client.query(
    `SELECT es.exam_id, en.section_id FROM exam_marks m
     JOIN exam_subjects es ON es.tenant_id = m.tenant_id AND es.id = m.exam_subject_id
     JOIN student_enrolments en ON en.tenant_id = m.tenant_id AND en.student_id = m.student_id
     WHERE m.tenant_id = $1 GROUP BY 1, 2 ORDER BY count(*) DESC LIMIT 1`,
    [tenant],
  );
  const only = (auth) => ({ authorization: auth.authorization });
  const get = (path, auth) => () => ({ method: 'GET', path, headers: only(auth) });
  // The students list's cursor halfway through the school (its 2,500th student), asked of the
  // service itself: a cursor is opaque and checked.
  let cursor = null;
  for (let passed = 0; passed < 2500; passed += 500) {
    const response = await fetch(
      `${serviceUrl}/api/students/?limit=500${cursor ? `&cursor=${cursor}` : ''}`,
      { headers: only(admin) },
    );
    if (!response.ok) throw new Error(`The students list answered ${response.status}.`);
    cursor = (await response.json()).next_cursor;
    if (!cursor) throw new Error('The bench school has fewer than 2,500 students.');
  }
  return [
    {
      name: "parent's children overview",
      read: true,
      school: true,
      next: get('/api/parents/me/children', parent),
    },
    { name: "parent's vouchers", read: true, school: true, next: get('/api/fees/mine', parent) },
    {
      name: "a student's vouchers",
      read: true,
      school: true,
      next: get('/api/fees/mine', student),
    },
    {
      name: 'attendance month register (teacher)',
      read: true,
      school: true,
      next: get(
        `/api/attendance/sections/${register.section_id}/months/${register.month}`,
        teacher,
      ),
    },
    {
      name: 'students list, 5,000-student school',
      read: true,
      school: true,
      next: get('/api/students/?limit=50', admin),
    },
    {
      name: 'students list after a cursor (2,500th student), 5,000-student school',
      read: true,
      school: true,
      next: get(`/api/students/?limit=50&cursor=${cursor}`, admin),
    },
    {
      name: "a section's results",
      read: true,
      school: true,
      next: get(`/api/exams/${results.exam_id}/sections/${results.section_id}/results`, admin),
    },
  ];
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
    url: request.path,
    status: response.status,
    contentType: response.headers.get('content-type') ?? 'application/json',
    body: body.toString('base64'),
    bytes: body.length,
  };
}

/** Starts a floor script with its plan file; resolves once it listens. */
async function startFloor(script, plan, file) {
  writeFileSync(file, JSON.stringify(plan));
  const child = spawn(process.execPath, [path.join(REPO_ROOT, 'scripts/bench', script), file], {
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

const median = (values) => {
  const sorted = values.filter((v) => v !== null && v !== undefined).sort((a, b) => a - b);
  if (sorted.length === 0) return null;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

/** Medians over the rounds of one server's runs. */
function medianOf(runs) {
  if (runs.length === 0) return null;
  return {
    rps: round(median(runs.map((r) => r.rps))),
    p50: median(runs.map((r) => r.p50)),
    p99: median(runs.map((r) => r.p99)),
    errors: runs.reduce((sum, r) => sum + r.errors, 0),
    non2xx: runs.reduce((sum, r) => sum + r.non2xx, 0),
    total: runs.reduce((sum, r) => sum + r.total, 0),
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
  const floors = [];
  try {
    const endpoints = await buildEndpoints(url, meta, service.url);
    if (args.only) {
      // `--only "auth,lesson"`: the endpoints whose name contains one of these words.
      const words = String(args.only).toLowerCase().split(',');
      endpoints.list = endpoints.list.filter((e) =>
        words.some((word) => e.name.toLowerCase().includes(word)),
      );
    }
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
      endpoint.capture = captured;
      endpoint.bytes = captured.bytes;
      endpoint.status = captured.status;
    }
    // Writes are recorded with a request of their own (a fresh attempt for submit).
    const recorded = await recordStatements(
      url,
      endpoints.list.map((e) =>
        e.read ? { name: e.name, ...e.sample, twice: true } : { name: e.name, ...e.next() },
      ),
    );
    mkdirSync(path.join(REPO_ROOT, '.bench'), { recursive: true });
    const file = (kind) => path.join(REPO_ROOT, '.bench', `floor-${kind}-${name}.json`);
    const reads = endpoints.list.filter((e) => e.read);
    const dbPlan = (mode) => ({
      databaseUrl: url,
      mode,
      poolSize: 10,
      routes: reads.map((e) => ({
        ...e.capture,
        statements: recorded.get(e.name).first,
      })),
    });
    const noDb = await startFloor('floor.mjs', captures, file('nodb'));
    floors.push(noDb);
    const floorA = await startFloor('db-floor.mjs', dbPlan('bare'), file('a'));
    floors.push(floorA);
    const floorB = await startFloor('db-floor.mjs', dbPlan('rls'), file('b'));
    floors.push(floorB);

    const rows = [];
    for (const endpoint of endpoints.list) {
      process.stdout.write(`  ${endpoint.name}… `);
      const runs = { service: [], noDb: [], a: [], b: [] };
      for (let round = 0; round < rounds; round++) {
        runs.service.push(await cannon(service.url, endpoint.next, duration));
        // The floors ignore what they are sent: the captured request over and over.
        runs.noDb.push(await cannon(noDb.url, () => endpoint.sample, duration));
        if (endpoint.read) {
          runs.a.push(await cannon(floorA.url, () => endpoint.sample, duration));
          runs.b.push(await cannon(floorB.url, () => endpoint.sample, duration));
        }
      }
      const real = medianOf(runs.service);
      const bare = medianOf(runs.noDb);
      const a = medianOf(runs.a);
      const b = medianOf(runs.b);
      const share = (floor) => (floor?.rps ? round(real.rps / floor.rps, 3) : null);
      console.log(
        `${real.rps} req/s (no-db ${bare.rps}${a ? `, a ${a.rps}, b ${b.rps}` : ''}; rounds ${runs.service.map((r) => r.rps).join('/')})`,
      );
      const { first, again } = recorded.get(endpoint.name);
      const steady = again ?? first;
      rows.push({
        endpoint: endpoint.name,
        read: Boolean(endpoint.read),
        // What a request sends once warm (the cached catalogue: none); the floors run `first`.
        statements: steady.length,
        firstStatements: first.length,
        dataStatements: dataStatements(steady).length,
        roundTrips: roundTrips(steady),
        firstRoundTrips: roundTrips(first),
        statementTexts: first.map((s) => s.text),
        bytes: endpoint.bytes,
        rps: real.rps,
        p50: real.p50,
        p99: real.p99,
        floorRps: bare.rps,
        floorP50: bare.p50,
        floorP99: bare.p99,
        ratio: share(bare),
        floorARps: a?.rps ?? null,
        ratioA: share(a),
        floorBRps: b?.rps ?? null,
        ratioB: share(b),
        rounds: {
          service: runs.service.map((r) => r.rps),
          noDb: runs.noDb.map((r) => r.rps),
          a: runs.a.map((r) => r.rps),
          b: runs.b.map((r) => r.rps),
        },
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
    for (const floor of floors) await floor.stop();
    await service.stop();
  }
}

function printTable(result) {
  console.log(
    `\n${result.dataset} dataset: ${rounds} interleaved rounds of ${duration} s per endpoint and server, ${connections} connections; medians`,
  );
  const pct = (ratio) => (ratio === null ? '—' : `${(ratio * 100).toFixed(1)}%`);
  console.log(
    formatTable(
      [
        'endpoint',
        'statements',
        'round trips',
        'req/s',
        'p50 ms',
        'p99 ms',
        'no-db floor',
        '% of it',
        'floor (a)',
        '% of (a)',
        'floor (b)',
        '% of (b)',
        'errors/non-2xx',
        'goal (60 % a, 75 % b)',
      ],
      result.rows.map((r) => [
        r.endpoint,
        r.statements === r.firstStatements
          ? r.statements
          : `${r.statements} (${r.firstStatements} uncached)`,
        r.roundTrips === r.firstRoundTrips
          ? r.roundTrips
          : `${r.roundTrips} (${r.firstRoundTrips} uncached)`,
        r.rps,
        r.p50,
        r.p99,
        r.floorRps,
        pct(r.ratio),
        r.floorARps ?? '—',
        pct(r.ratioA),
        r.floorBRps ?? '—',
        pct(r.ratioB),
        `${r.errors}/${r.non2xx}`,
        r.ratioA === null ? '—' : r.ratioA >= 0.6 && r.ratioB >= 0.75 ? 'met' : 'not met',
      ]),
    ),
  );
}

const datasets = await resolveDatasets();
console.log(
  `load average at start: ${os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(', ')}`,
);
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
  settings: { duration, rounds, connections, quick: Boolean(args.quick) },
  loadAverage: os.loadavg(),
  argon2,
  results,
};
const file = path.join(REPO_ROOT, '.bench', `bench-${report.at.replace(/[:.]/g, '-')}.json`);
mkdirSync(path.dirname(file), { recursive: true });
writeFileSync(file, `${JSON.stringify(report, null, 2)}\n`);
console.log(`\nResults: ${path.relative(REPO_ROOT, file)}`);
