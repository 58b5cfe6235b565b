// Results at their edges over HTTP: grades on the scale's boundaries (79.5% is an A, not an A+),
// positions with ties that skip (competition ranking, as the spec's "equal totals share a
// position"), absent against a zero, the results file agreeing with the results screen, and an
// exam's papers that cannot be changed under marks already given or once published.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/app.js';
import {
  auditActions,
  caller,
  expectStatus,
  IQBAL,
  IQBAL_ADMIN,
  IQBAL_TEACHER,
} from '../learning/helpers.js';

const TEACHER2 = 'teacher2@iqbal.edu.pk';

let t: TestApp;
let call: ReturnType<typeof caller>;
type Klass = {
  id: number;
  name: string;
  sections: { id: number; name: string }[];
  subjects: { id: number; name: string }[];
};
let class5: Klass;
let c5a: number;
let maths: number;
let english: number;
let firstTerm: number;
let examId: number;
let roster: { student_id: number; first_name: string; last_name: string; roll_no: number }[];

type Row = {
  student_id: number;
  roll_no: number;
  total: number;
  max_total: number;
  percentage: number;
  grade: string;
  position: number | null;
  outcome: string;
  subjects: { subject_id: number; marks: number | null; absent: boolean; passed: boolean | null }[];
};

const sheet = (subject: number) => `/exams/${examId}/sections/${c5a}/subjects/${subject}/marks`;
const entry = (student_id: number, marks: number | null, absent = false) => ({
  student_id,
  marks,
  absent,
});
const papers = (mathsMax: number, englishMax = 100) => [
  {
    class_id: class5.id,
    papers: [
      { subject_id: maths, exam_date: '2026-09-21', max_marks: mathsMax, passing_marks: 33 },
      { subject_id: english, exam_date: '2026-09-22', max_marks: englishMax, passing_marks: 33 },
    ],
  },
];

async function results(): Promise<Row[]> {
  const res = await call(IQBAL_ADMIN, 'GET', `/exams/${examId}/sections/${c5a}/results`);
  expectStatus(res, 200);
  return res.json().rows;
}
const rowOf = (rows: Row[], i: number) => rows.find((r) => r.student_id === roster[i]!.student_id)!;

/** Saves the marks of the section: one [maths, english] pair per student, 'A' for absent. */
async function enter(pairs: [number | 'A' | null, number | 'A' | null][]) {
  const put = async (who: string, subject: number, k: 0 | 1) => {
    const res = await call(who, 'PUT', sheet(subject), {
      entries: roster.map((s, i) => {
        const v = pairs[i]![k];
        return v === 'A' ? entry(s.student_id, null, true) : entry(s.student_id, v);
      }),
    });
    expectStatus(res, 200);
    expect(res.json().refused).toEqual([]);
  };
  await put(IQBAL_TEACHER, maths, 0);
  await put(TEACHER2, english, 1);
}

beforeAll(async () => {
  t = await createTestApp();
  call = caller(t);
  const classes: Klass[] = (await call(IQBAL_ADMIN, 'GET', '/school/classes/')).json().items;
  class5 = classes.find((c) => c.name === 'Class 5')!;
  c5a = class5.sections.find((s) => s.name === 'A')!.id;
  maths = class5.subjects.find((s) => s.name === 'Mathematics')!.id;
  english = class5.subjects.find((s) => s.name === 'English')!.id;
  const years = (await call(IQBAL_ADMIN, 'GET', '/school/years/')).json().items as {
    is_current: boolean;
    terms: { id: number; name: string }[];
  }[];
  firstTerm = years.find((y) => y.is_current)!.terms.find((x) => x.name === 'First Term')!.id;
  const created = await call(IQBAL_ADMIN, 'POST', '/exams', {
    term_id: firstTerm,
    name: 'September Test',
    classes: papers(100),
  });
  expectStatus(created, 201);
  examId = created.json().id;
  roster = (await call(IQBAL_TEACHER, 'GET', sheet(maths))).json().entries;
  expect(roster).toHaveLength(7);
});
afterAll(() => t.close());

describe('grades and positions at the edges', () => {
  it('grades on the band starts of the default scale: 80% A+, 79.5% A, 70% A, 69.5% B, 33% E, 32.5% F', async () => {
    // Out of 200, so an odd total lands on a half percent.
    await enter([
      [80, 80], // 160 = 80%
      [80, 79], // 159 = 79.5%
      [70, 70], // 140 = 70%
      [75, 65], // 140 = 70%, tied with the one above
      [70, 69], // 139 = 69.5%
      [33, 33], // 66 = 33%, both papers exactly at passing
      [33, 32], // 65 = 32.5%, English one mark short
    ]);
    const rows = await results();
    const by = roster.map((_, i) => rowOf(rows, i));
    expect(by.map((r) => r.total)).toEqual([160, 159, 140, 140, 139, 66, 65]);
    expect(by.map((r) => r.max_total)).toEqual([200, 200, 200, 200, 200, 200, 200]);
    expect(by.map((r) => r.percentage)).toEqual([80, 79.5, 70, 70, 69.5, 33, 32.5]);
    expect(by.map((r) => r.grade)).toEqual(['A+', 'A', 'A', 'A', 'B', 'E', 'F']);
    // Equal totals share a position and the next one skips by the number tied (1, 2, 3, 3, 5).
    expect(by.map((r) => r.position)).toEqual([1, 2, 3, 3, 5, 6, 7]);
    // Exactly the passing marks pass; one below fails the whole exam whatever the grade.
    expect(by.map((r) => r.outcome)).toEqual([
      'pass',
      'pass',
      'pass',
      'pass',
      'pass',
      'pass',
      'fail',
    ]);
    expect(by[6]!.subjects.find((s) => s.subject_id === english)).toMatchObject({
      marks: 32,
      passed: false,
    });
    // Best first: the rows come in position order.
    expect(rows.map((r) => r.position)).toEqual([1, 2, 3, 3, 5, 6, 7]);
  });

  it("applies the school's own scale to the same marks, on its band starts", async () => {
    const bands = [
      { grade: 'Dist', min_percent: 75, max_percent: 100 },
      { grade: 'Merit', min_percent: 60, max_percent: 74 },
      { grade: 'Pass', min_percent: 33, max_percent: 59 },
      { grade: 'Fail', min_percent: 0, max_percent: 32 },
    ];
    expectStatus(await call(IQBAL_ADMIN, 'PUT', '/gradebook/grading-scale', { bands }), 200);
    const scale = (await call(IQBAL_TEACHER, 'GET', '/gradebook/grading-scale')).json();
    expect(scale).toMatchObject({ is_default: false });
    expect(scale.bands.map((b: { grade: string }) => b.grade)).toEqual([
      'Dist',
      'Merit',
      'Pass',
      'Fail',
    ]);
    const rows = await results();
    expect(roster.map((_, i) => rowOf(rows, i).grade)).toEqual([
      'Dist',
      'Dist',
      'Merit',
      'Merit',
      'Merit',
      'Pass',
      'Fail',
    ]);
    // 74.5% sits above the Merit band's printed end but below Distinction's start: Merit.
    await enter([
      [75, 74],
      [80, 79],
      [70, 70],
      [75, 65],
      [70, 69],
      [33, 33],
      [33, 32],
    ]);
    const again = await results();
    expect(rowOf(again, 0)).toMatchObject({ total: 149, percentage: 74.5, grade: 'Merit' });
    expect(await auditActions(t, IQBAL)).toContain('grading_scale.updated');
    // Back to the default for the tests below.
    await call(IQBAL_ADMIN, 'PUT', '/gradebook/grading-scale', {
      bands: [
        { grade: 'A+', min_percent: 80, max_percent: 100 },
        { grade: 'A', min_percent: 70, max_percent: 79 },
        { grade: 'B', min_percent: 60, max_percent: 69 },
        { grade: 'C', min_percent: 50, max_percent: 59 },
        { grade: 'D', min_percent: 40, max_percent: 49 },
        { grade: 'E', min_percent: 33, max_percent: 39 },
        { grade: 'F', min_percent: 0, max_percent: 32 },
      ],
    });
  });

  it('refuses a scale that does not start at 0 or end at 100, or lists a grade twice, naming it', async () => {
    const put = (bands: object[]) =>
      call(IQBAL_ADMIN, 'PUT', '/gradebook/grading-scale', { bands });
    expectStatus(
      await put([
        { grade: 'P', min_percent: 40, max_percent: 100 },
        { grade: 'F', min_percent: 1, max_percent: 39 },
      ]),
      422,
      'The lowest grade must start at 0%.',
    );
    expectStatus(
      await put([
        { grade: 'P', min_percent: 40, max_percent: 99 },
        { grade: 'F', min_percent: 0, max_percent: 39 },
      ]),
      422,
      'The highest grade must end at 100%.',
    );
    expectStatus(
      await put([
        { grade: 'P', min_percent: 40, max_percent: 100 },
        { grade: ' p ', min_percent: 0, max_percent: 39 },
      ]),
      422,
      'Grade p is listed twice.',
    );
    expectStatus(
      await put([
        { grade: 'P', min_percent: 40, max_percent: 100 },
        { grade: 'F', min_percent: 0, max_percent: 39 },
        { grade: 'X', min_percent: 20, max_percent: 10 },
      ]),
      422,
      'Grade X ends below where it starts.',
    );
    expectStatus(
      await put([
        { grade: 'P', min_percent: 40, max_percent: 100 },
        { grade: '  ', min_percent: 0, max_percent: 39 },
      ]),
      422,
      'Every band needs a grade.',
    );
    // Nothing of the refused scales was kept.
    const scale = (await call(IQBAL_ADMIN, 'GET', '/gradebook/grading-scale')).json();
    expect(scale.bands.map((b: { grade: string }) => b.grade)).toEqual([
      'A+',
      'A',
      'B',
      'C',
      'D',
      'E',
      'F',
    ]);
  });

  it('counts an absent paper as 0 like a zero, but shows it absent and fails it either way', async () => {
    await enter([
      [80, 80],
      [80, 79],
      [70, 70],
      [75, 65],
      [70, 69],
      [0, 66], // a zero in maths
      ['A', 66], // absent from maths
    ]);
    const rows = await results();
    const zero = rowOf(rows, 5);
    const absent = rowOf(rows, 6);
    for (const r of [zero, absent])
      expect(r).toMatchObject({ total: 66, max_total: 200, percentage: 33, outcome: 'fail' });
    // Equal totals: the absent student shares the zero's position.
    expect(zero.position).toBe(6);
    expect(absent.position).toBe(6);
    expect(zero.subjects.find((s) => s.subject_id === maths)).toMatchObject({
      marks: 0,
      absent: false,
      passed: false,
    });
    expect(absent.subjects.find((s) => s.subject_id === maths)).toMatchObject({
      marks: null,
      absent: true,
      passed: false,
    });
    // The sheet keeps the difference too.
    const held = (await call(IQBAL_TEACHER, 'GET', sheet(maths))).json().entries as {
      student_id: number;
      marks: number | null;
      absent: boolean;
    }[];
    expect(held.find((e) => e.student_id === roster[5]!.student_id)).toMatchObject({
      marks: 0,
      absent: false,
    });
    expect(held.find((e) => e.student_id === roster[6]!.student_id)).toMatchObject({
      marks: null,
      absent: true,
    });
  });

  it('leaves a student with a paper not entered out of the positions, and counts them incomplete', async () => {
    const res = await call(TEACHER2, 'PUT', sheet(english), {
      entries: [entry(roster[0]!.student_id, null)],
    });
    expectStatus(res, 200);
    const body = (
      await call(IQBAL_ADMIN, 'GET', `/exams/${examId}/sections/${c5a}/results`)
    ).json();
    const first = rowOf(body.rows, 0);
    expect(first).toMatchObject({ outcome: 'incomplete', position: null });
    // Everyone else moves up one: the 159 now leads.
    expect(rowOf(body.rows, 1).position).toBe(1);
    expect(rowOf(body.rows, 2).position).toBe(2);
    expect(rowOf(body.rows, 3).position).toBe(2);
    expect(rowOf(body.rows, 4).position).toBe(4);
    expect(body.summary).toMatchObject({ students: 7, passed: 4, failed: 2, incomplete: 1 });
    await call(TEACHER2, 'PUT', sheet(english), { entries: [entry(roster[0]!.student_id, 80)] });
  });
});

describe('the results file', () => {
  it('has the screen’s rows, in its order: marks or Absent per subject, total, grade, position', async () => {
    const rows = await results();
    const file = await call(
      IQBAL_TEACHER,
      'GET',
      `/exams/${examId}/sections/${c5a}/results/export`,
    );
    expectStatus(file, 200);
    expect(file.headers['content-type']).toContain('text/csv');
    expect(file.headers['content-disposition']).toContain('results-september-test-class-5-a-');
    const lines = file.body
      .replace(/^\uFEFF/, '')
      .split('\r\n')
      .filter(Boolean);
    expect(lines[0]).toBe(
      'Position,Roll No,Admission No,First Name,Last Name,English (100),Mathematics (100),Total,Out Of,Percentage,Grade,Result,Remarks',
    );
    expect(lines).toHaveLength(1 + rows.length);
    for (const [i, row] of rows.entries()) {
      const cells = lines[i + 1]!.split(',');
      const m = row.subjects.find((s) => s.subject_id === maths)!;
      const e = row.subjects.find((s) => s.subject_id === english)!;
      expect(cells[0]).toBe(String(row.position));
      expect(cells[1]).toBe(String(row.roll_no));
      expect(cells[5]).toBe(e.absent ? 'Absent' : String(e.marks));
      expect(cells[6]).toBe(m.absent ? 'Absent' : String(m.marks));
      expect(cells.slice(7, 12)).toEqual([
        String(row.total),
        String(row.max_total),
        String(row.percentage),
        row.grade,
        row.outcome === 'pass' ? 'Pass' : 'Fail',
      ]);
    }
    expect(lines.some((l) => l.includes(',Absent,'))).toBe(true);
    // A teacher of neither subject in another class gets no file.
    const c3 = (await call(IQBAL_ADMIN, 'GET', '/school/classes/'))
      .json()
      .items.find((c: Klass) => c.name === 'Class 3') as Klass;
    expectStatus(
      await call(
        IQBAL_TEACHER,
        'GET',
        `/exams/${examId}/sections/${c3.sections[0]!.id}/results/export`,
      ),
      403,
    );
  });
});

describe('changing an exam under its marks', () => {
  it('refuses a maximum below a mark already given, and removing a paper with marks, changing nothing', async () => {
    expectStatus(
      await call(IQBAL_ADMIN, 'PUT', `/exams/${examId}`, { classes: papers(79) }),
      409,
      'The maximum of Mathematics cannot go below 80, a mark already given.',
    );
    expectStatus(
      await call(IQBAL_ADMIN, 'PUT', `/exams/${examId}`, {
        classes: [{ class_id: class5.id, papers: papers(100)[0]!.papers.slice(0, 1) }],
      }),
      409,
      'English of Class 5 already has marks; it cannot be removed.',
    );
    const exam = (await call(IQBAL_ADMIN, 'GET', `/exams/${examId}`)).json();
    expect(
      exam.classes[0].papers.map((p: { subject_id: number; max_marks: number }) => p.max_marks),
    ).toEqual([100, 100]);
    // Exactly the highest mark is allowed, and the percentages follow the new maximum.
    const ok = await call(IQBAL_ADMIN, 'PUT', `/exams/${examId}`, { classes: papers(80) });
    expectStatus(ok, 200);
    const rows = await results();
    expect(rowOf(rows, 0)).toMatchObject({ total: 160, max_total: 180, percentage: 88.89 });
    expect(rowOf(rows, 1)).toMatchObject({ total: 159, percentage: 88.33 });
    // A mark above the new maximum is refused with its sentence.
    const above = await call(IQBAL_TEACHER, 'PUT', sheet(maths), {
      entries: [entry(roster[0]!.student_id, 81)],
    });
    expect(above.json()).toMatchObject({
      saved: 0,
      refused: [{ reason: 'above_max', detail: expect.stringContaining('cannot be above 80.') }],
    });
    expect(await auditActions(t, IQBAL)).toContain('exam.updated');
  });

  it('refuses any change to a published exam until it is withdrawn', async () => {
    const c5b = class5.sections.find((s) => s.name === 'B')!.id;
    for (const subject_id of [maths, english])
      expectStatus(
        await call(IQBAL_ADMIN, 'POST', `/exams/${examId}/gaps`, {
          section_id: c5b,
          subject_id,
          status: 'exempt',
        }),
        200,
      );
    expectStatus(await call(IQBAL_TEACHER, 'POST', `/exams/${examId}/approval-request`), 200);
    expectStatus(await call(IQBAL_ADMIN, 'POST', `/exams/${examId}/publication`), 200);
    expectStatus(
      await call(IQBAL_ADMIN, 'PUT', `/exams/${examId}`, { name: 'Renamed' }),
      409,
      'The results of this exam are published; withdraw them to change the exam.',
    );
    expectStatus(await call(IQBAL_ADMIN, 'PUT', `/exams/${examId}`, { classes: papers(100) }), 409);
    expect((await call(IQBAL_ADMIN, 'GET', `/exams/${examId}`)).json().name).toBe('September Test');
    expectStatus(await call(IQBAL_ADMIN, 'DELETE', `/exams/${examId}/publication`), 200);
    const renamed = await call(IQBAL_ADMIN, 'PUT', `/exams/${examId}`, {
      name: '  Renamed  Test ',
    });
    expectStatus(renamed, 200);
    expect(renamed.json().name).toBe('Renamed Test');
  });
});
