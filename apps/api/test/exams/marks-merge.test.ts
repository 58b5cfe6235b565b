// Offline marks capture that merges (issue 36), over HTTP: queued cells carry the version of the
// student's mark they were typed on (`base_version`) and a client operation id (`op_id`). A mark
// someone else changed since is kept and reported as a conflict; a replay applies nothing twice;
// entries without them (older clients) overwrite as before.
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { examMarkOperations } from '../../src/db/schema/exams.js';
import { createTestApp, type TestApp } from '../helpers/app.js';
import {
  auditActions,
  caller,
  expectStatus,
  IQBAL,
  IQBAL_ADMIN,
  IQBAL_TEACHER,
  QUAID_TEACHER,
} from '../learning/helpers.js';
import { currentFirstTerm, seededClass } from './seeded-school.js';

let t: TestApp;
let call: ReturnType<typeof caller>;
let url: string;
type Row = {
  student_id: number;
  roll_no: number;
  first_name: string;
  last_name: string;
  marks: number | null;
  absent: boolean;
  version: number;
};
let roster: Row[];

const opId = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const sheetRow = async (id: number) =>
  ((await call(IQBAL_TEACHER, 'GET', url)).json().entries as Row[]).find(
    (e) => e.student_id === id,
  )!;
const who = (s: Row) => `Roll ${s.roll_no}, ${s.first_name} ${s.last_name}`;
const operations = () =>
  t.query(
    async (tx) =>
      (
        await tx
          .select({ n: count() })
          .from(examMarkOperations)
          .where(eq(examMarkOperations.tenant_id, IQBAL))
      )[0]!.n,
  );

beforeAll(async () => {
  t = await createTestApp();
  call = caller(t);
  const class5 = await seededClass(call, IQBAL_ADMIN, 'Class 5');
  const section = class5.sections.find((s) => s.name === 'A')!.id;
  const maths = class5.subjects.find((s) => s.name === 'Mathematics')!.id;
  const term = await currentFirstTerm(call, IQBAL_ADMIN);
  const created = await call(IQBAL_ADMIN, 'POST', '/exams', {
    term_id: term,
    name: 'Offline Quiz',
    classes: [
      {
        class_id: class5.id,
        papers: [{ subject_id: maths, exam_date: '2026-09-16', max_marks: 50, passing_marks: 17 }],
      },
    ],
  });
  expectStatus(created, 201);
  url = `/exams/${created.json().id}/sections/${section}/subjects/${maths}/marks`;
  const view = await call(IQBAL_TEACHER, 'GET', url);
  expectStatus(view, 200);
  roster = view.json().entries;
});
afterAll(() => t.close());

describe('merging queued marks', () => {
  it('applies queued cells typed on the version the sheet showed, and answers the new versions', async () => {
    const [a, b] = roster as [Row, Row];
    expect(a.version).toBe(0);
    const saved = await call(IQBAL_TEACHER, 'PUT', url, {
      entries: [
        { student_id: a.student_id, marks: 31, absent: false, op_id: opId(1), base_version: 0 },
        { student_id: b.student_id, marks: null, absent: true, op_id: opId(2), base_version: 0 },
      ],
    });
    expectStatus(saved, 200);
    const body = saved.json();
    expect(body).toMatchObject({ saved: 2, changed: 2, conflicts: [], replayed: [], refused: [] });
    const now = await sheetRow(a.student_id);
    expect(now).toMatchObject({ marks: 31, absent: false });
    expect(now.version).toBeGreaterThan(0);
    expect(body.entries[0]).toEqual({
      student_id: a.student_id,
      marks: 31,
      absent: false,
      version: now.version,
    });
    expect(await operations()).toBe(2);
  });

  it("keeps an administrator's newer mark and reports the teacher's queued cell as a conflict", async () => {
    const [a, , c] = roster as [Row, Row, Row];
    const seen = await sheetRow(a.student_id);
    // Meanwhile the office corrects the mark (an older client: no base, it overwrites).
    const fix = await call(IQBAL_ADMIN, 'PUT', url, {
      entries: [{ student_id: a.student_id, marks: 33, absent: false }],
    });
    expectStatus(fix, 200);
    expect(fix.json()).toMatchObject({ changed: 1, conflicts: [], replayed: [] });
    const corrected = await sheetRow(a.student_id);
    expect(corrected.version).toBeGreaterThan(seen.version);

    const late = await call(IQBAL_TEACHER, 'PUT', url, {
      entries: [
        {
          student_id: a.student_id,
          marks: 35,
          absent: false,
          op_id: opId(3),
          base_version: seen.version,
        },
        { student_id: c.student_id, marks: 20, absent: false, op_id: opId(4), base_version: 0 },
      ],
    });
    expectStatus(late, 200);
    const body = late.json();
    // The other student's cell is stored; only the changed one is held back.
    expect(body).toMatchObject({
      saved: 1,
      changed: 1,
      entries: [{ student_id: c.student_id, marks: 20 }],
    });
    expect(body.conflicts).toEqual([
      {
        student_id: a.student_id,
        roll_no: a.roll_no,
        student_name: `${a.first_name} ${a.last_name}`,
        op_id: opId(3),
        detail: expect.stringMatching(
          new RegExp(`^${who(a)}: the mark was changed meanwhile by .+; their mark is kept\\.$`),
        ),
        current: {
          marks: 33,
          absent: false,
          exempt: false,
          version: corrected.version,
          changed_by: expect.any(String),
          changed_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
        },
      },
    ]);
    expect(body.conflicts[0].detail).toContain(body.conflicts[0].current.changed_by);
    expect(await sheetRow(a.student_id)).toMatchObject({ marks: 33, version: corrected.version });
    expect(await auditActions(t, IQBAL)).toContain('exam.marks_saved');
  });

  it('answers a replayed queue as the first time, applying nothing twice', async () => {
    const [a, b, c] = roster as [Row, Row, Row];
    const before = await operations();
    const again = await call(IQBAL_TEACHER, 'PUT', url, {
      entries: [
        { student_id: a.student_id, marks: 35, absent: false, op_id: opId(3), base_version: 1 },
        { student_id: c.student_id, marks: 20, absent: false, op_id: opId(4), base_version: 0 },
      ],
    });
    expectStatus(again, 200);
    expect(again.json()).toMatchObject({
      changed: 0,
      replayed: [opId(3), opId(4)],
      conflicts: [{ student_id: a.student_id, current: { marks: 33 } }],
      entries: [{ student_id: c.student_id, marks: 20 }],
    });
    expect(await operations()).toBe(before);

    // An admin clears a student's mark; a late replay of the teacher's first cell brings
    // nothing back.
    expectStatus(
      await call(IQBAL_ADMIN, 'PUT', url, {
        entries: [{ student_id: b.student_id, marks: null, absent: false }],
      }),
      200,
    );
    const replay = await call(IQBAL_TEACHER, 'PUT', url, {
      entries: [
        { student_id: b.student_id, marks: null, absent: true, op_id: opId(2), base_version: 0 },
      ],
    });
    expect(replay.json()).toMatchObject({ changed: 0, replayed: [opId(2)] });
    expect(await sheetRow(b.student_id)).toMatchObject({ marks: null, absent: false, version: 0 });
  });

  it('holds back a cell typed before a mark was cleared and typed again (no version reuse)', async () => {
    const d = roster[3]!;
    expectStatus(
      await call(IQBAL_ADMIN, 'PUT', url, {
        entries: [{ student_id: d.student_id, marks: 10, absent: false }],
      }),
      200,
    );
    const seen = await sheetRow(d.student_id);
    for (const marks of [null, 12])
      expectStatus(
        await call(IQBAL_ADMIN, 'PUT', url, {
          entries: [{ student_id: d.student_id, marks, absent: false }],
        }),
        200,
      );
    const stale = await call(IQBAL_TEACHER, 'PUT', url, {
      entries: [
        {
          student_id: d.student_id,
          marks: 40,
          absent: false,
          op_id: opId(5),
          base_version: seen.version,
        },
      ],
    });
    expect(stale.json().conflicts).toMatchObject([{ current: { marks: 12 } }]);
    // A cell typed on an old version that equals the mark now is no conflict.
    const same = await call(IQBAL_TEACHER, 'PUT', url, {
      entries: [
        {
          student_id: d.student_id,
          marks: 12,
          absent: false,
          op_id: opId(6),
          base_version: seen.version,
        },
      ],
    });
    expect(same.json()).toMatchObject({ changed: 0, conflicts: [], entries: [{ marks: 12 }] });
  });

  it('keeps older clients as they were: entries without op_id or base_version overwrite', async () => {
    const a = roster[0]!;
    const old = await call(IQBAL_TEACHER, 'PUT', url, {
      entries: [{ student_id: a.student_id, marks: 36, absent: false }],
    });
    expectStatus(old, 200);
    expect(old.json()).toMatchObject({ saved: 1, changed: 1, conflicts: [], replayed: [] });
    expect(await sheetRow(a.student_id)).toMatchObject({ marks: 36 });
  });

  it('refuses one operation id listed for two students, naming the second', async () => {
    const [a, b] = roster as [Row, Row];
    expectStatus(
      await call(IQBAL_TEACHER, 'PUT', url, {
        entries: [
          { student_id: a.student_id, marks: 1, absent: false, op_id: opId(7) },
          { student_id: b.student_id, marks: 2, absent: false, op_id: opId(7) },
        ],
      }),
      422,
      `${who(b)}: one change is listed twice.`,
    );
    expect(await sheetRow(a.student_id)).toMatchObject({ marks: 36 });
  });

  it('puts the conflict in Urdu for an Urdu request, naming the student', async () => {
    const a = roster[0]!;
    const response = await t.request({
      method: 'PUT',
      url: `/api${url}`,
      token: await t.tokenFor(IQBAL_TEACHER),
      headers: { 'accept-language': 'ur' },
      payload: {
        entries: [
          { student_id: a.student_id, marks: 2, absent: false, op_id: opId(8), base_version: 1 },
        ],
      },
    });
    expectStatus(response, 200);
    const detail = response.json().conflicts[0].detail as string;
    expect(detail).toContain('اس دوران');
    expect(detail).toContain(a.first_name);
  });

  it("does not let another school's teacher read or replay into the sheet", async () => {
    const a = roster[0]!;
    const foreign = await call(QUAID_TEACHER, 'PUT', url, {
      entries: [
        { student_id: a.student_id, marks: 1, absent: false, op_id: opId(9), base_version: 0 },
      ],
    });
    expect([403, 404]).toContain(foreign.statusCode);
    expect(await sheetRow(a.student_id)).toMatchObject({ marks: 36 });
  });
});
