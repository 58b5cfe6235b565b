// The offline register's sync (POST …/registers/{day}/changes): queued per-student changes with
// the version they were based on and a client operation id. A newer change by someone else is
// kept and reported; a replay applies nothing twice; the 7-day window is kept.
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { attendanceOperations } from '../../src/db/schema/attendance.js';
import { addDays, todayInPakistan, weekday } from '../../src/domains/attendance/calendar.js';
import { createTestApp, type TestApp } from '../helpers/app.js';
import {
  caller,
  expectStatus,
  IQBAL,
  IQBAL_ADMIN,
  IQBAL_TEACHER,
  QUAID_TEACHER,
} from '../learning/helpers.js';

let t: TestApp;
let call: ReturnType<typeof caller>;
let section: number;
let day: string;
let students: number[];

type Entry = { student_id: number; status: string; note: string | null; version: number };
type Result = {
  op_id: string;
  student_id: number;
  outcome: string;
  replayed: boolean;
  current: { status: string; note: string | null; version: number; changed_by: string | null };
};

const url = (d: string) => `/attendance/sections/${section}/registers/${d}`;
const entryOf = (entries: Entry[], id: number) => entries.find((e) => e.student_id === id)!;
const opId = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const operationRows = () =>
  t.query(
    async (tx) =>
      (
        await tx
          .select({ n: count() })
          .from(attendanceOperations)
          .where(and(eq(attendanceOperations.tenant_id, IQBAL)))
      )[0]!.n,
  );

beforeAll(async () => {
  t = await createTestApp();
  call = caller(t);
  const classes = (await call(IQBAL_ADMIN, 'GET', '/school/classes/')).json().items as {
    name: string;
    sections: { id: number; name: string }[];
  }[];
  section = classes.find((c) => c.name === 'Class 5')!.sections.find((s) => s.name === 'A')!.id;
  expectStatus(
    await call(IQBAL_ADMIN, 'PUT', '/attendance/settings', { weekly_off_days: [], holidays: [] }),
    200,
  );
  // A recent Sunday: the seed leaves Sundays without registers.
  day = addDays(todayInPakistan(), -1);
  while (weekday(day) !== 0) day = addDays(day, -1);
  const view = await call(IQBAL_TEACHER, 'GET', url(day));
  expectStatus(view, 200);
  expect(view.json().saved).toBe(false);
  students = (view.json().entries as Entry[]).map((e) => e.student_id);
});
afterAll(() => t.close());

describe('merging queued per-student changes', () => {
  it('applies changes made offline on an unsaved register, the rest of the roll present', async () => {
    const [a, b] = students as [number, number];
    expect(entryOf((await call(IQBAL_TEACHER, 'GET', url(day))).json().entries, a).version).toBe(0);
    const response = await call(IQBAL_TEACHER, 'POST', `${url(day)}/changes`, {
      changes: [
        { op_id: opId(1), student_id: a, status: 'absent', base_version: 0 },
        { op_id: opId(2), student_id: b, status: 'late', note: ' bus ', base_version: 0 },
      ],
    });
    expectStatus(response, 200);
    const body = response.json() as { results: Result[]; register: { entries: Entry[] } };
    expect(body.results.map((r) => r.outcome)).toEqual(['applied', 'applied']);
    expect(body.results[1]!.current).toMatchObject({ status: 'late', note: 'bus', version: 1 });
    expect(body.register.entries.length).toBe(students.length);
    expect(body.register.entries.every((e) => e.version === 1)).toBe(true);
    expect(entryOf(body.register.entries, a).status).toBe('absent');
  });

  it("keeps an admin's newer correction and reports it instead of overwriting it", async () => {
    const [a, , c] = students as [number, number, number];
    // The teacher's phone saw version 1 of both students, then went offline.
    // Meanwhile the admin corrects student c (a leave note) with a whole-register save.
    const current = (await call(IQBAL_ADMIN, 'GET', url(day))).json().entries as Entry[];
    const save = await call(IQBAL_ADMIN, 'PUT', url(day), {
      entries: current
        .filter((e) => e.status !== 'present' || e.student_id === c)
        .map((e) =>
          e.student_id === c
            ? { student_id: c, status: 'leave', note: 'Wedding in the family' }
            : { student_id: e.student_id, status: e.status, note: e.note },
        ),
    });
    expectStatus(save, 200);
    expect(entryOf(save.json().entries, c)).toMatchObject({ status: 'leave', version: 2 });
    // Version of a (unchanged by the admin's save) stays 1.
    expect(entryOf(save.json().entries, a).version).toBe(1);

    const response = await call(IQBAL_TEACHER, 'POST', `${url(day)}/changes`, {
      changes: [
        { op_id: opId(3), student_id: a, status: 'present', base_version: 1 },
        { op_id: opId(4), student_id: c, status: 'absent', base_version: 1 },
      ],
    });
    expectStatus(response, 200);
    const body = response.json() as { results: Result[]; register: { entries: Entry[] } };
    expect(body.results[0]).toMatchObject({ outcome: 'applied', replayed: false });
    expect(body.results[1]).toMatchObject({
      student_id: c,
      outcome: 'conflict',
      current: { status: 'leave', note: 'Wedding in the family', version: 2 },
    });
    expect(body.results[1]!.current.changed_by).toBeTruthy();
    expect(entryOf(body.register.entries, c)).toMatchObject({ status: 'leave' });
    expect(entryOf(body.register.entries, a)).toMatchObject({ status: 'present', version: 2 });
  });

  it('applies nothing twice when the same queue is sent again', async () => {
    const [a] = students as [number];
    const before = await operationRows();
    const replay = await call(IQBAL_TEACHER, 'POST', `${url(day)}/changes`, {
      changes: [
        { op_id: opId(3), student_id: a, status: 'present', base_version: 1 },
        { op_id: opId(4), student_id: students[2]!, status: 'absent', base_version: 1 },
      ],
    });
    expectStatus(replay, 200);
    const results = replay.json().results as Result[];
    expect(results.map((r) => [r.outcome, r.replayed])).toEqual([
      ['applied', true],
      ['conflict', true],
    ]);
    expect(entryOf(replay.json().register.entries, a).version).toBe(2);
    expect(await operationRows()).toBe(before);
  });

  it('says unchanged when the queued mark is already the saved one', async () => {
    const [a] = students as [number];
    const response = await call(IQBAL_TEACHER, 'POST', `${url(day)}/changes`, {
      changes: [{ op_id: opId(5), student_id: a, status: 'present', base_version: 1 }],
    });
    expectStatus(response, 200);
    expect(response.json().results[0]).toMatchObject({ outcome: 'unchanged', replayed: false });
  });

  it('refuses a change older than the 7-day window for a teacher, as a save is', async () => {
    const old = addDays(todayInPakistan(), -8);
    const response = await call(IQBAL_TEACHER, 'POST', `${url(old)}/changes`, {
      changes: [{ op_id: opId(6), student_id: students[0]!, status: 'absent', base_version: 0 }],
    });
    expectStatus(response, 403);
    expect(response.json().detail).toBe(
      'Registers older than 7 days can only be changed by an administrator.',
    );
  });

  it('refuses a student of another section, a repeated operation id and another school', async () => {
    const twice = await call(IQBAL_TEACHER, 'POST', `${url(day)}/changes`, {
      changes: [
        { op_id: opId(7), student_id: students[0]!, status: 'absent', base_version: 2 },
        { op_id: opId(7), student_id: students[1]!, status: 'absent', base_version: 1 },
      ],
    });
    expectStatus(twice, 422);
    const stranger = await call(IQBAL_TEACHER, 'POST', `${url(day)}/changes`, {
      changes: [{ op_id: opId(8), student_id: 999_999, status: 'absent', base_version: 0 }],
    });
    expectStatus(stranger, 422);
    const otherSchool = await call(QUAID_TEACHER, 'POST', `${url(day)}/changes`, {
      changes: [{ op_id: opId(9), student_id: students[0]!, status: 'absent', base_version: 2 }],
    });
    expect([403, 404]).toContain(otherSchool.statusCode);
  });
});
