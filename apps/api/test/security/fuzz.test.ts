import { eq, inArray, sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../src/db/schema/identity.js';
import { createTestApp, SUPERUSER_EMAIL, type TestApp } from '../helpers/app.js';
import { type FuzzRequest, request } from './arbitraries.js';
import {
  buildFixtureB,
  changedTables,
  contractOperations,
  fingerprint,
  nextXid,
  type Operation,
  ROLES_OF_A,
} from './support.js';

// Property-based fuzzing of every operation of openapi.yaml: requests generated from
// the contract's own schemas (path and query parameters, JSON bodies; valid values, boundaries,
// wrong types, missing and extra fields, huge, unicode and NUL strings, deep nesting), sent as
// each role. Every answer must be < 500; every 4xx must carry a non-empty string `detail`; and
// a refused request must change no row in any table (a whole-database fingerprint is taken after
// every request, so a refusal is compared with the state just before it).
// FUZZ_RUNS (requests per operation and role, default 8) scales the run; FUZZ_SEED replays one.

const RUNS = Number(process.env.FUZZ_RUNS ?? 8);
const SEED = Number(process.env.FUZZ_SEED ?? Date.now() % 2 ** 31);
const ACCOUNTS: Record<string, string | null> = {
  superuser: SUPERUSER_EMAIL,
  ...ROLES_OF_A,
  anonymous: null,
};

let t: TestApp;
const operations = contractOperations();
const pools: Record<string, number[]> = {};
let protectedUsers: (typeof users.$inferSelect)[] = [];

beforeAll(async () => {
  // No queue workers: a delivery of an earlier request's notification would change the tables a
  // refusal is checked against.
  t = await createTestApp({}, { queue: { work: false } });
  await buildFixtureB(t);
  for (const email of Object.values(ACCOUNTS)) if (email) await t.tokenFor(email);
  const ids = async (table: string) => {
    const result = (await t.query((tx) =>
      tx.execute(sql`select id from ${sql.identifier(table)} order by id`),
    )) as unknown as { rows: { id: number }[] };
    return result.rows.map((row) => row.id);
  };
  for (const table of [
    'users',
    'courses',
    'enrollments',
    'lessons',
    'assessments',
    'questions',
    'submissions',
    'modules',
    'subscription_plans',
  ]) {
    pools[table] = await ids(table);
  }
  const emails = Object.values(ACCOUNTS).filter((e): e is string => !!e);
  protectedUsers = await t.query((tx) =>
    tx.select().from(users).where(inArray(users.email, emails)),
  );
});
afterAll(() => t.close());

/** Real ids for a path parameter, chosen by the path it appears in. */
function idsFor(op: Operation) {
  return (param: string): number[] => {
    const p = op.path;
    const table =
      p.startsWith('/users') || p.startsWith('/admin/users')
        ? 'users'
        : p.startsWith('/courses/enrollments')
          ? 'enrollments'
          : p.startsWith('/assessments/questions')
            ? 'questions'
            : p.startsWith('/assessments/submissions')
              ? 'submissions'
              : p.startsWith('/assessments') && param === 'id'
                ? 'assessments'
                : p.startsWith('/lessons') && param === 'id'
                  ? 'lessons'
                  : p.startsWith('/modules')
                    ? 'modules'
                    : p.startsWith('/subscriptions')
                      ? 'subscription_plans'
                      : 'courses';
    return pools[table]!.length ? pools[table]! : [1];
  };
}

/** The fuzzing accounts are put back after each operation, so every role keeps signing in. */
async function restoreAccounts() {
  await t.query(async (tx) => {
    for (const row of protectedUsers) {
      const { id, ...values } = row;
      await tx.update(users).set(values).where(eq(users.id, id));
    }
  });
}

describe('fuzzing from the contract', () => {
  it('answers every generated request below 500, with a detail on 4xx, and refusals change nothing', async () => {
    const histogram: Record<number, number> = {};
    const failures: string[] = [];
    let requests = 0;
    let refusedChecked = 0;
    let state = await fingerprint(t);
    let lastXid = await nextXid(t);
    let fingerprints = 0;
    const started = Date.now();
    const slowest: [string, number][] = [];
    for (const op of operations) {
      const opStarted = Date.now();
      for (const [role, email] of Object.entries(ACCOUNTS)) {
        const token = email ? await t.tokenFor(email) : undefined;
        const samples = fc.sample(request(op, idsFor(op)), {
          numRuns: RUNS,
          seed: SEED + requests,
        });
        for (const sample of samples) {
          const problem = await send(sample, token);
          requests += 1;
          histogram[problem.status] = (histogram[problem.status] ?? 0) + 1;
          // Fast path: no transaction id handed out means no row written.
          const xid = await nextXid(t);
          if (problem.status >= 400) refusedChecked += 1;
          if (xid !== lastXid) {
            const after = await fingerprint(t);
            fingerprints += 1;
            if (problem.status >= 400) {
              const changed = changedTables(state, after);
              if (changed.length)
                problem.messages.push(`refused but changed ${changed.join(', ')}`);
            }
            state = after;
            lastXid = await nextXid(t);
          }
          if (problem.messages.length) {
            failures.push(
              `${op.operationId} as ${role}: ${problem.messages.join('; ')} — ${sample.method} ${sample.url.slice(0, 200)} ${sample.payload?.slice(0, 300) ?? ''} → ${problem.body.slice(0, 300)}`,
            );
          }
        }
      }
      await restoreAccounts();
      state = await fingerprint(t);
      lastXid = await nextXid(t);
      slowest.push([op.operationId, Date.now() - opStarted]);
    }
    const seconds = ((Date.now() - started) / 1000).toFixed(1);
    console.log(
      `[fuzz] seed ${SEED}, FUZZ_RUNS=${RUNS}: ${requests} requests over ${operations.length} operations × ` +
        `${Object.keys(ACCOUNTS).length} roles in ${seconds} s; ${refusedChecked} refusals checked for ` +
        `row changes (${fingerprints} full fingerprints); statuses ${JSON.stringify(histogram)}; ${failures.length} failures`,
    );
    slowest.sort((a, b) => b[1] - a[1]);
    console.log(`[fuzz] slowest operations (ms): ${JSON.stringify(slowest.slice(0, 8))}`);
    expect(failures.slice(0, 30)).toEqual([]);
    expect(requests).toBe(operations.length * Object.keys(ACCOUNTS).length * RUNS);
  }, 600_000);

  it('refuses a 2 MB body early with 413 and a detail, changing nothing', async () => {
    const before = await fingerprint(t);
    const huge = JSON.stringify({ title: 'x'.repeat(2 * 1024 * 1024), description: 'y' });
    const token = await t.tokenFor(ROLES_OF_A.admin);
    for (const url of ['/api/courses/', '/api/auth/register', '/api/contact', '/api/lessons/']) {
      const response = await t.request({
        method: 'POST',
        url,
        token,
        headers: { 'content-type': 'application/json' },
        payload: huge,
      });
      expect(response.statusCode, url).toBe(413);
      expect((response.json() as { detail: string }).detail).toMatch(/too large/);
    }
    expect(changedTables(before, await fingerprint(t))).toEqual([]);
  });
});

async function send(sample: FuzzRequest, token: string | undefined) {
  const response = await t.request({
    method: sample.method as 'GET',
    url: sample.url,
    ...(token ? { token } : {}),
    ...(sample.payload === undefined
      ? {}
      : { payload: sample.payload, headers: { 'content-type': 'application/json' } }),
  });
  const messages: string[] = [];
  const status = response.statusCode;
  if (status >= 500) messages.push(`server error ${status}`);
  if (status >= 400 && status < 500) {
    let detail: unknown;
    try {
      const body = response.json() as {
        detail?: unknown;
        imsx_description?: unknown;
        error_description?: unknown;
      };
      // The OneRoster REST reads refuse in the 1.2 binding's imsx_StatusInfo and the token
      // endpoint in RFC 6749 section 5.2's shape: their sentence is in those fields.
      detail = sample.url.startsWith('/api/ims/oneroster/')
        ? (body.detail ?? body.imsx_description ?? body.error_description)
        : body.detail;
    } catch {
      detail = undefined;
    }
    if (typeof detail !== 'string' || detail.trim() === '')
      messages.push(`${status} without detail`);
  }
  return { status, messages, body: response.body };
}
