// Fairness between schools in the job queue (issue 35): school A sends twenty heavy jobs, then
// school B one. With a per-school limit of 1 and two workers, B's job starts while A's backlog
// is still waiting (before A's second job), A never has more than one job running, and every
// job runs once. Real pg-boss on the test's real database (PGlite, or PostgreSQL with
// TEST_DATABASE_URL). No timed assertion: the order of starts is what is checked; the
// medians (a light read and B's wait, idle and during A's burst) are printed by
// `npm run bench:fairness` (scripts/bench/fairness.mjs).
// Also: the same report-card request while its run is pending answers that run (de-duplication).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JobQueue } from '../../src/queue/queue.js';
import { createTestApp, type TestApp } from '../helpers/app.js';
import { until } from '../helpers/until.js';
import { caller, expectStatus, IQBAL_ADMIN } from '../learning/helpers.js';

const KIND = 'test.fair-heavy';
const quiet = { error: () => {}, warn: () => {} };
const BURST = 20;

let t: TestApp;
let queue: JobQueue;
const events: { at: number; type: 'start' | 'end'; tenantId: number; seq: number }[] = [];
const running = new Map<number, number>();
const maxRunning = new Map<number, number>();
/** A's first job to start holds its worker until B's job has started (the burst is "still going"). */
let releaseFirst: () => void = () => {};
const firstHeld = new Promise<void>((resolve) => {
  releaseFirst = resolve;
});

beforeAll(async () => {
  t = await createTestApp({}, { queue: { work: false } });
  queue = new JobQueue(t.database, quiet, {
    pollingIntervalSeconds: 1,
    maintenanceIntervalSeconds: 3600,
  });
  queue.define<{ tenantId: number; seq: number }>({
    name: KIND,
    retryLimit: 0,
    retryDelay: 1,
    expireInSeconds: 300,
    perSchool: 1,
    concurrency: 2,
    async handler({ tenantId, seq }) {
      const now = (running.get(tenantId) ?? 0) + 1;
      running.set(tenantId, now);
      maxRunning.set(tenantId, Math.max(maxRunning.get(tenantId) ?? 0, now));
      const first = tenantId === 1 && !events.some((e) => e.tenantId === 1);
      events.push({ at: events.length, type: 'start', tenantId, seq });
      try {
        if (first) await firstHeld;
      } finally {
        running.set(tenantId, (running.get(tenantId) ?? 1) - 1);
        events.push({ at: events.length, type: 'end', tenantId, seq });
      }
    },
  });
  await queue.start();
  await queue.work();
}, 120_000);

afterAll(async () => {
  releaseFirst();
  await queue?.stop(5000);
  await t?.close();
});

describe('one school’s burst of heavy jobs and another school’s one job', () => {
  it('B’s job starts before A’s backlog drains; A never runs more than its limit', async () => {
    // School A (tenant 1): twenty jobs, each a different request (distinct keys).
    await queue.sendManyNow(
      KIND,
      Array.from({ length: BURST }, (_, seq) => ({ data: { tenantId: 1, seq }, key: `a:${seq}` })),
    );
    // Its first job is running before B asks (the burst has begun).
    await until('A’s first job to start', async () =>
      events.some((e) => e.type === 'start' && e.tenantId === 1),
    );
    await queue.sendNow(KIND, { tenantId: 2, seq: 0 }, { key: 'b:0' });
    await until('B’s job to finish', async () =>
      events.some((e) => e.type === 'end' && e.tenantId === 2),
    );
    // B ran while A's first job still held its worker: only one of A's twenty had started.
    expect(events.filter((e) => e.type === 'start' && e.tenantId === 1)).toHaveLength(1);
    releaseFirst();
    await until(
      'A’s backlog to drain',
      async () => events.filter((e) => e.type === 'end' && e.tenantId === 1).length === BURST,
      120_000,
    );
    const starts = events.filter((e) => e.type === 'start');
    // Every job ran once.
    expect(new Set(starts.map((e) => `${e.tenantId}:${e.seq}`)).size).toBe(BURST + 1);
    expect(starts).toHaveLength(BURST + 1);
    // B started before A's second job; A at most one at a time, throughout.
    const bStart = starts.findIndex((e) => e.tenantId === 2);
    const aSecond = starts.filter((e) => e.tenantId === 1)[1]!;
    expect(bStart).toBeLessThan(starts.indexOf(aSecond));
    expect(maxRunning.get(1)).toBe(1);
  }, 180_000);

  it('answers the pending run for the same report-card request, not a second one', async () => {
    const call = caller(t);
    const exams = (await call(IQBAL_ADMIN, 'GET', '/exams')).json().items;
    const midTerm = exams.find((e: { name: string }) => e.name === 'Mid-Term').id;
    const classes = (await call(IQBAL_ADMIN, 'GET', '/school/classes/')).json().items;
    const class5 = classes.find((c: { name: string }) => c.name === 'Class 5').id;
    const body = { class_id: class5, language: 'ur' };
    const first = await call(IQBAL_ADMIN, 'POST', `/exams/${midTerm}/report-card-runs`, body);
    expectStatus(first, 202);
    const again = await call(IQBAL_ADMIN, 'POST', `/exams/${midTerm}/report-card-runs`, body);
    expectStatus(again, 202);
    expect(again.json().id).toBe(first.json().id);
    // Another language is another request: a run of its own.
    const english = await call(IQBAL_ADMIN, 'POST', `/exams/${midTerm}/report-card-runs`, {
      class_id: class5,
      language: 'en',
    });
    expectStatus(english, 202);
    expect(english.json().id).not.toBe(first.json().id);
  });
});
