// The exam rush of scripts/bench/exam-rush.mjs, as students behave when the service stumbles: a
// request that fails (network error or 5xx) is tried again after a pause, until it succeeds or
// the give-up time passes. A submit tried again after its answer was lost may find the attempt
// already submitted (409): the first one was stored, which the database check confirms.
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { tokenMinter } from '../bench/lib.mjs';

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

async function call(baseUrl, path, { method = 'GET', token, body } = {}) {
  const started = performance.now();
  try {
    const response = await fetch(baseUrl + path, {
      method,
      headers: {
        authorization: `Bearer ${token}`,
        ...(body ? { 'content-type': 'application/json' } : {}),
      },
      body: body ? JSON.stringify(body) : undefined,
      signal: AbortSignal.timeout(15_000),
    });
    const text = await response.text();
    let json = null;
    try {
      json = JSON.parse(text);
    } catch {
      // not JSON
    }
    return { status: response.status, json, started, ended: performance.now() };
  } catch (error) {
    return { status: 0, json: { detail: String(error) }, started, ended: performance.now() };
  }
}

const retryable = (status) => status === 0 || status >= 500;

/** The rush school's students, their access tokens and the quiz's answers (from the primary). */
export async function rushSetup(databaseUrl, meta, students, first = 1) {
  const { tenantId, rushQuizId, studentEmailPattern } = meta.rush;
  const emails = Array.from({ length: students }, (_, i) =>
    studentEmailPattern.replace('{n}', String(first + i)),
  );
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows: questions } = await client.query(
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
    const { rows } = await client.query(
      'SELECT id, tenant_id, email FROM users WHERE email = ANY($1)',
      [emails],
    );
    const mint = await tokenMinter();
    const tokens = await Promise.all(rows.map((row) => mint(row.id, row.tenant_id)));
    return { tenantId, quizId: rushQuizId, answers, tokens };
  } finally {
    await client.end();
  }
}

/**
 * Runs the rush: each student starts at a random moment of the window, opens the quiz, starts an
 * attempt, answers for 0.2–1 s and submits (a share double-click). `giveUpMs`: how long a student
 * keeps trying one step. Returns the log of every request.
 */
export async function runRush(
  baseUrl,
  setup,
  { windowSeconds, doubleClickShare = 0.1, giveUpMs = 90_000 },
) {
  const log = { requests: [], attempts: [], submits: [], gaveUp: 0 };
  const persist = async (path, options, kind) => {
    const deadline = performance.now() + giveUpMs;
    for (let pause = 250; ; pause = Math.min(pause * 2, 2000)) {
      const r = await call(baseUrl, path, options);
      log.requests.push({ ...r, kind, write: options.method === 'POST' });
      if (!retryable(r.status) || performance.now() > deadline)
        return { ...r, retried: pause > 250 };
      await sleep(pause);
    }
  };
  const student = async (token) => {
    await sleep(Math.random() * windowSeconds * 1000);
    const open = await persist(`/api/assessments/${setup.quizId}`, { token }, 'open');
    if (open.status !== 200) {
      log.gaveUp += 1;
      return;
    }
    const start = await persist(
      `/api/assessments/${setup.quizId}/start`,
      { method: 'POST', token },
      'start',
    );
    if (start.status !== 200) {
      log.gaveUp += 1;
      return;
    }
    const attemptId = start.json.id;
    log.attempts.push(attemptId);
    await sleep(200 + Math.random() * 800);
    const body = { answers: setup.answers, attempt_id: attemptId, time_taken_minutes: 1 };
    const submit = () =>
      persist(`/api/assessments/${setup.quizId}/submit`, { method: 'POST', token, body }, 'submit');
    const doubleClick = Math.random() < doubleClickShare;
    const results = doubleClick ? await Promise.all([submit(), submit()]) : [await submit()];
    for (const r of results) log.submits.push({ ...r, attemptId, doubleClick });
    if (!results.some((r) => r.status === 201 || r.status === 409)) log.gaveUp += 1;
  };
  await Promise.all(setup.tokens.map(student));
  return log;
}

/** Lost, doubled, failed: the rush's log against what the database holds (a live primary URL). */
export async function tally(databaseUrl, setup, log, killedAt = null) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  let stored;
  try {
    ({ rows: stored } = await client.query(
      `SELECT id, attempt_id, user_id FROM submissions
        WHERE tenant_id = $1 AND assessment_id = $2 AND attempt_id = ANY($3::int[])`,
      [setup.tenantId, setup.quizId, log.attempts],
    ));
  } finally {
    await client.end();
  }
  const acknowledged = log.submits.filter((r) => r.status === 201);
  const storedIds = new Set(stored.map((s) => s.id));
  const lost = acknowledged.filter((r) => !storedIds.has(r.json?.id)).length;
  const count = (key) => {
    const seen = new Map();
    for (const s of stored) seen.set(s[key], (seen.get(s[key]) ?? 0) + 1);
    return [...seen.values()].filter((n) => n > 1).length;
  };
  // Every attempt whose submit was answered (201, or 409: stored by an earlier try) is stored.
  const answeredAttempts = new Set(
    log.submits.filter((r) => r.status === 201 || r.status === 409).map((r) => r.attemptId),
  );
  const storedAttempts = new Set(stored.map((s) => s.attempt_id));
  const missing = [...answeredAttempts].filter((a) => !storedAttempts.has(a)).length;
  const expected409 = log.submits.filter(
    (r) => r.status === 409 && (r.doubleClick || r.retried),
  ).length;
  const failed = log.requests.filter((r) => r.status < 200 || r.status >= 300).length - expected409;
  let writesBackSeconds = null;
  if (killedAt !== null) {
    const firstWrite = log.requests
      .filter((r) => r.write && r.status >= 200 && r.status < 300 && r.started >= killedAt)
      .sort((a, b) => a.ended - b.ended)[0];
    writesBackSeconds = firstWrite ? (firstWrite.ended - killedAt) / 1000 : null;
  }
  const failures = {};
  for (const r of log.requests) {
    if (r.status >= 200 && r.status < 300) continue;
    failures[r.status] = (failures[r.status] ?? 0) + 1;
  }
  if (failures[409]) failures[409] -= expected409;
  if (!failures[409]) delete failures[409];
  return {
    requests: log.requests.length,
    failedRequests: failed,
    failures,
    submit201: acknowledged.length,
    stored: stored.length,
    lost: lost + missing,
    doubled: count('attempt_id') + count('user_id'),
    studentsGaveUp: log.gaveUp,
    writesBackSeconds,
  };
}
