// Statements per request: the hot read endpoints of a signed-in learner send a fixed,
// small number of statements to the database — counted by the Database's statement listener,
// never timed. One transaction per request: `begin` and the scope go together in one round trip
// on PostgreSQL; PGlite's transaction() sends its BEGIN on its own (in process), one more there.
// On PostgreSQL the round trips (socket writes) are counted too: statements sent together
// (pipeline mode, finalReads) share one.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/app.js';
import { IQBAL, IQBAL_ADMIN, IQBAL_STUDENT, IQBAL_TEACHER, userId } from '../learning/helpers.js';

let t: TestApp;
let token: string;
let courseId: number;
let assessmentId: number;
const counted: string[] = [];

/** The PostgreSQL figures of the issue; PGlite adds its separate BEGIN. */
const budget = (postgres: number) => postgres + (t.database.kind === 'pglite' ? 1 : 0);

async function statementsOf(url: string, headers: Record<string, string> = {}, as = token) {
  const seen: { text: string; roundTrip: number | undefined; connection: number | undefined }[] =
    [];
  const stop = t.database.observe((text, _values, roundTrip, connection) => {
    seen.push({ text, roundTrip, connection });
  });
  try {
    const response = await t.request({ method: 'GET', url, token: as, headers });
    // Only the request's own connection: the job queue and other background work run beside it
    // on other connections, and on a busy machine their statements fall inside the window. The
    // request's transaction is the first to begin with a scope (its role set in the preamble).
    const own = seen.find((s) => /^begin[^;]*; select set_config\('role'/.test(s.text))?.connection;
    const mine = seen.filter((s) => own === undefined || s.connection === own);
    const sent = mine.map((s) => s.text);
    const trips = new Set(mine.map((s) => s.roundTrip));
    expect(response.statusCode, response.body).toBeLessThan(400);
    counted.push(`${url.replace(/\d+/g, '{id}')} ${sent.length} (${trips.size} round trips)`);
    return { response, sent, roundTrips: trips.size };
  } finally {
    stop();
  }
}

/** Round trips are asserted on PostgreSQL only (PGlite runs in process: no socket). */
function expectRoundTrips(roundTrips: number, most: number) {
  if (t.database.kind === 'postgres') expect(roundTrips).toBeLessThanOrEqual(most);
}

beforeAll(async () => {
  t = await createTestApp();
  token = await t.tokenFor(IQBAL_STUDENT);
  const student = await userId(t, IQBAL_STUDENT);
  const rows = await t.query(async (tx) => {
    const result = await tx.execute(sql`
      select e.course_id, a.id as assessment_id
      from enrollments e
      join assessments a on a.tenant_id = e.tenant_id and a.course_id = e.course_id and a.is_published
      where e.user_id = ${student} and e.admin_approved
        and exists (select 1 from lessons l where l.tenant_id = e.tenant_id and l.course_id = e.course_id and l.is_published)
      order by e.course_id, a.id limit 1`);
    return (result as unknown as { rows: { course_id: number; assessment_id: number }[] }).rows;
  });
  expect(rows.length, 'the seed has an enrolled course with lessons and a quiz').toBe(1);
  courseId = Number(rows[0]!.course_id);
  assessmentId = Number(rows[0]!.assessment_id);
});
afterAll(async () => {
  console.log(`[statements] ${t?.database.kind}: ${counted.join(', ')}`);
  await t?.close();
});

describe('statements per request', () => {
  it('/auth/me: the scope with begin, the bearer check, commit — and answers from that row', async () => {
    const { response, sent, roundTrips } = await statementsOf('/api/auth/me');
    expect(response.json().email).toBe(IQBAL_STUDENT);
    expect(sent.length, sent.join('\n')).toBeLessThanOrEqual(budget(3));
    // begin, the scope, the bearer check and commit leave together.
    expectRoundTrips(roundTrips, 1);
    expect(sent.filter((text) => /^begin\b/i.test(text))).toHaveLength(1);
  });

  it('the lesson list of an enrolled course in one transaction, at most 6 statements', async () => {
    const { response, sent, roundTrips } = await statementsOf(`/api/lessons/course/${courseId}`);
    expect(response.json().items.length).toBeGreaterThan(0);
    expect(sent.length, sent.join('\n')).toBeLessThanOrEqual(budget(6));
    // A caller checked before (by /auth/me above): begin, the bearer check, the course with the
    // enrollment and the lessons, and commit, all in one round trip (http/known-callers.ts).
    expectRoundTrips(roundTrips, 1);
    expect(sent.filter((text) => /^begin\b/i.test(text))).toHaveLength(1);
  });

  it('opening a quiz in one transaction, at most 6 statements (+2 to start a timed one)', async () => {
    const { response, sent, roundTrips } = await statementsOf(`/api/assessments/${assessmentId}`);
    expect(response.json().id).toBe(assessmentId);
    // A timed quiz's first view starts its clock: the open attempt is looked up and,
    // on the first view, inserted, in the same transaction as the questions are read.
    const clock = response.json().attempt ? 2 : 0;
    expect(sent.length, sent.join('\n')).toBeLessThanOrEqual(budget(6) + clock);
    // The bearer check with begin; the quiz, its course and the open attempt together; commit.
    expectRoundTrips(roundTrips, 3 + clock);
    expect(sent.filter((text) => /^begin\b/i.test(text))).toHaveLength(1);
  });

  it('opening an untimed quiz: its questions leave with the commit (nothing is written)', async () => {
    const [quiz] = await t.query(async (tx) => {
      const result = await tx.execute(sql`
        select time_limit_minutes from assessments where id = ${assessmentId}`);
      return (result as unknown as { rows: { time_limit_minutes: number | null }[] }).rows;
    });
    await t.query((tx) =>
      tx.execute(sql`update assessments set time_limit_minutes = null where id = ${assessmentId}`),
    );
    try {
      const trips: { text: string; trip: number | undefined }[] = [];
      const stop = t.database.observe((text, _values, trip) => trips.push({ text, trip }));
      const { response, sent, roundTrips } = await statementsOf(`/api/assessments/${assessmentId}`);
      stop();
      expect(response.json().questions.length).toBeGreaterThan(0);
      expect(response.json().attempt).toBeUndefined();
      // begin with the scope, the bearer check, the quiz, its course, the open attempt, the
      // questions, commit.
      expect(sent.length, sent.join('\n')).toBeLessThanOrEqual(budget(7));
      // The caller is known (the requests above): begin, the bearer check, the quiz, its course
      // and the open attempt together; then the questions with commit. Was 3: commit alone.
      expectRoundTrips(roundTrips, 2);
      if (t.database.kind === 'postgres') {
        const commit = trips.find(({ text }) => /^commit\b/i.test(text));
        const questions = trips.find(({ text }) => text.includes('from "questions"'));
        expect(questions, sent.join('\n')).toBeDefined();
        expect(commit?.trip).toBe(questions?.trip);
      }
    } finally {
      await t.query((tx) =>
        tx.execute(sql`update assessments set time_limit_minutes = ${quiz!.time_limit_minutes}
          where id = ${assessmentId}`),
      );
    }
  });

  it("the admin's users list: the page and its total with commit; one round trip once known", async () => {
    const admin = await t.tokenFor(IQBAL_ADMIN);
    // The caller's first request: the bearer check with begin, then the page and total with commit.
    const first = await statementsOf('/api/users/?limit=20', {}, admin);
    expect(first.response.json().total).toBeGreaterThan(0);
    expect(first.sent.length, first.sent.join('\n')).toBeLessThanOrEqual(budget(5));
    expectRoundTrips(first.roundTrips, 2);
    // Then known: the page and total travel with the bearer check.
    const again = await statementsOf('/api/users/?limit=20', {}, admin);
    expect(again.response.body).toBe(first.response.body);
    expect(again.sent.length).toBe(first.sent.length);
    expectRoundTrips(again.roundTrips, 1);
  });

  it("a parent's children overview: the bearer check, then the three reads with commit", async () => {
    const parent = await t.tokenFor('parent@iqbal.edu.pk');
    const first = await statementsOf('/api/parents/me/children', {}, parent);
    expect(first.response.json().items.length).toBeGreaterThan(0);
    expectRoundTrips(first.roundTrips, 2);
    const again = await statementsOf('/api/parents/me/children', {}, parent);
    expect(again.response.body).toBe(first.response.body);
    // Once the caller is known, the bearer check travels with them: one round trip.
    expectRoundTrips(again.roundTrips, 1);
  });

  it("a teacher's month register: the gate and its six reads with commit in one round trip", async () => {
    const teacher = await t.tokenFor(IQBAL_TEACHER);
    const [section] = await t.query(async (tx) => {
      const result = await tx.execute(sql`
        select s.id from sections s join classes c on c.tenant_id = s.tenant_id and c.id = s.class_id
        where c.name = 'Class 5' and s.name = 'A' and c.tenant_id = ${IQBAL}`);
      return (result as unknown as { rows: { id: number }[] }).rows;
    });
    const month = new Date().toISOString().slice(0, 7);
    const url = `/api/attendance/sections/${section!.id}/months/${month}`;
    const first = await statementsOf(url, {}, teacher);
    expect(first.response.statusCode, first.response.body).toBe(200);
    expect(first.response.json().rows.length).toBeGreaterThan(0);
    // A caller's first request: the bearer check, then the module gate with the reads.
    expectRoundTrips(first.roundTrips, 2);
    const again = await statementsOf(url, {}, teacher);
    expect(again.response.body).toBe(first.response.body);
    // Once the caller is known, the bearer check, the gate and the reads travel together.
    expectRoundTrips(again.roundTrips, 1);
  });

  it("a section's results: the gate and its eight reads with commit in one round trip", async () => {
    const admin = await t.tokenFor(IQBAL_ADMIN);
    const [found] = await t.query(async (tx) => {
      const result = await tx.execute(sql`
        select p.exam_id, s.id as section_id from exam_subjects p
        join sections s on s.tenant_id = p.tenant_id and s.class_id = p.class_id
        where p.tenant_id = ${IQBAL} order by p.exam_id, s.id limit 1`);
      return (result as unknown as { rows: { exam_id: number; section_id: number }[] }).rows;
    });
    expect(found, 'the seed has an exam with papers').toBeDefined();
    const url = `/api/exams/${found!.exam_id}/sections/${found!.section_id}/results`;
    const first = await statementsOf(url, {}, admin);
    expect(first.response.json().rows.length).toBeGreaterThan(0);
    // A caller's first request: the bearer check, then the module gate with the reads.
    expectRoundTrips(first.roundTrips, 2);
    const again = await statementsOf(url, {}, admin);
    expect(again.response.body).toBe(first.response.body);
    expectRoundTrips(again.roundTrips, 1);
  });

  it("the students list: the page and its total with commit, the year and a teacher's sections inside them; a later page without the total", async () => {
    for (const email of [IQBAL_ADMIN, IQBAL_TEACHER]) {
      const token = await t.tokenFor(email);
      const url = '/api/students/?limit=5';
      const first = await statementsOf(url, {}, token);
      expect(first.response.statusCode, first.response.body).toBe(200);
      expect(first.response.json().total, email).toBeGreaterThan(0);
      expectRoundTrips(first.roundTrips, 2);
      const again = await statementsOf(url, {}, token);
      expect(again.response.body).toBe(first.response.body);
      expectRoundTrips(again.roundTrips, 1);
      // A later page: the page alone (no count), still with the commit.
      const cursor = first.response.json().next_cursor;
      expect(cursor, email).toEqual(expect.any(String));
      const next = await statementsOf(`${url}&cursor=${cursor}`, {}, token);
      expect(next.response.statusCode, next.response.body).toBe(200);
      expect(next.response.json().total).toBeNull();
      expectRoundTrips(next.roundTrips, 1);
    }
  });

  it('the public catalogue: one statement for the page and its total, then none from the cache', async () => {
    const url = '/api/courses/public?limit=20';
    const first = await statementsOf(url);
    expect(first.sent.filter((text) => /count\(/i.test(text))).toHaveLength(1);
    expect(first.sent.length, first.sent.join('\n')).toBeLessThanOrEqual(budget(3));
    const again = await statementsOf(url);
    expect(again.sent).toEqual([]);
    expect(again.response.body).toBe(first.response.body);
    const etag = String(first.response.headers.etag);
    const revalidated = await t.request({
      method: 'GET',
      url,
      headers: { 'if-none-match': etag },
    });
    expect(revalidated.statusCode).toBe(304);
    expect(revalidated.body).toBe('');
  });
});
