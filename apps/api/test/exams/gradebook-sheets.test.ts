// The mark sheets' progress and the section gradebook over HTTP, against marks this test enters:
// a sheet counts what is entered (absent counts, a cleared mark does not); the gradebook has a
// column per paper of the year's exams (or one term's), each cell the mark or absent, and its CSV
// says the same with "A" for absent; linking courses to a class is the office's, audited, and an
// unknown course is refused by its id.
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
let terms: { id: number; name: string }[];
let first: number;
let second: number;
let roster: { student_id: number; roll_no: number; first_name: string; last_name: string }[];

const sheet = (exam: number, subject: number) =>
  `/exams/${exam}/sections/${c5a}/subjects/${subject}/marks`;

type Book = {
  columns: { exam_id: number; exam_name: string; subject_id: number; max_marks: number }[];
  rows: { student_id: number; cells: { marks: number | null; absent: boolean }[] }[];
};

async function createExam(term: number, name: string, max: number) {
  const res = await call(IQBAL_ADMIN, 'POST', '/exams', {
    term_id: term,
    name,
    classes: [
      {
        class_id: class5.id,
        papers: [
          { subject_id: maths, max_marks: max, passing_marks: 10 },
          { subject_id: english, max_marks: max, passing_marks: 10 },
        ],
      },
    ],
  });
  expectStatus(res, 201);
  return res.json().id as number;
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
  terms = years.find((y) => y.is_current)!.terms;
  expect(terms.length).toBeGreaterThanOrEqual(2);
  first = await createExam(terms[0]!.id, 'Gradebook One', 30);
  second = await createExam(terms[1]!.id, 'Gradebook Two', 70);
  roster = (await call(IQBAL_TEACHER, 'GET', sheet(first, maths))).json().entries;
});
afterAll(() => t.close());

describe('mark sheet progress', () => {
  const mathsA = async (who = IQBAL_TEACHER) =>
    (
      (await call(who, 'GET', `/exams/${first}/mark-sheets`)).json().items as {
        section_id: number;
        subject_id: number;
        students: number;
        entered: number;
      }[]
    ).find((s) => s.section_id === c5a && s.subject_id === maths)!;

  it('counts marks and absences entered, not cleared ones', async () => {
    expect(await mathsA()).toMatchObject({ students: roster.length, entered: 0 });
    const [a, b, c] = roster;
    expectStatus(
      await call(IQBAL_TEACHER, 'PUT', sheet(first, maths), {
        entries: [
          { student_id: a!.student_id, marks: 30, absent: false },
          { student_id: b!.student_id, marks: 0, absent: false },
          { student_id: c!.student_id, marks: null, absent: true },
        ],
      }),
      200,
    );
    expect((await mathsA()).entered).toBe(3);
    await call(IQBAL_TEACHER, 'PUT', sheet(first, maths), {
      entries: [{ student_id: b!.student_id, marks: null, absent: false }],
    });
    expect((await mathsA()).entered).toBe(2);
    // The admin sees the same count on the same sheet.
    expect((await mathsA(IQBAL_ADMIN)).entered).toBe(2);
  });

  it('refuses a mark above this exam’s maximum while the other exam allows it', async () => {
    const [a] = roster;
    const above = await call(IQBAL_TEACHER, 'PUT', sheet(first, maths), {
      entries: [{ student_id: a!.student_id, marks: 31, absent: false }],
    });
    expect(above.json()).toMatchObject({
      saved: 0,
      refused: [{ reason: 'above_max', detail: expect.stringContaining('cannot be above 30.') }],
    });
    const fine = await call(IQBAL_TEACHER, 'PUT', sheet(second, maths), {
      entries: [{ student_id: a!.student_id, marks: 70, absent: false }],
    });
    expect(fine.json()).toMatchObject({ saved: 1, refused: [] });
    // The first exam still holds the 30.
    const held = (await call(IQBAL_TEACHER, 'GET', sheet(first, maths))).json().entries as {
      student_id: number;
      marks: number | null;
    }[];
    expect(held.find((e) => e.student_id === a!.student_id)!.marks).toBe(30);
  });
});

describe('the section gradebook', () => {
  it('has a column per paper of the year, in term order, each cell the mark or absent', async () => {
    await call(TEACHER2, 'PUT', sheet(second, english), {
      entries: [{ student_id: roster[1]!.student_id, marks: 55, absent: false }],
    });
    const res = await call(IQBAL_TEACHER, 'GET', `/gradebook/sections/${c5a}`);
    expectStatus(res, 200);
    const book = res.json() as Book;
    const ours = book.columns
      .map((c, i) => ({ ...c, i }))
      .filter((c) => c.exam_id === first || c.exam_id === second);
    // Term by term, then by subject within an exam.
    const bySubject = [maths, english].sort((x, y) => x - y);
    expect(ours.map((c) => `${c.exam_name}/${c.subject_id}/${c.max_marks}`)).toEqual([
      ...bySubject.map((s) => `Gradebook One/${s}/30`),
      ...bySubject.map((s) => `Gradebook Two/${s}/70`),
    ]);
    const cell = (student: number, exam: number, subject: number) => {
      const col = ours.find((c) => c.exam_id === exam && c.subject_id === subject)!.i;
      return book.rows.find((r) => r.student_id === student)!.cells[col];
    };
    const [a, b, c] = roster;
    expect(cell(a!.student_id, first, maths)).toEqual({ marks: 30, absent: false });
    expect(cell(b!.student_id, first, maths)).toEqual({ marks: null, absent: false });
    expect(cell(c!.student_id, first, maths)).toEqual({ marks: null, absent: true });
    expect(cell(a!.student_id, second, maths)).toEqual({ marks: 70, absent: false });
    expect(cell(b!.student_id, second, english)).toEqual({ marks: 55, absent: false });
    expect(book.rows).toHaveLength(roster.length);
  });

  it("shows one term's papers only when asked, and refuses an unknown term", async () => {
    const one = (
      await call(IQBAL_TEACHER, 'GET', `/gradebook/sections/${c5a}?term_id=${terms[1]!.id}`)
    ).json() as Book;
    expect(one.columns.some((c) => c.exam_id === first)).toBe(false);
    expect(one.columns.filter((c) => c.exam_id === second)).toHaveLength(2);
    expectStatus(
      await call(IQBAL_TEACHER, 'GET', `/gradebook/sections/${c5a}?term_id=999999`),
      422,
      'Term not found.',
    );
  });

  it('exports the same cells as CSV, "A" for absent, under each paper’s heading', async () => {
    const csv = await call(IQBAL_TEACHER, 'GET', `/gradebook/sections/${c5a}/csv`);
    expectStatus(csv, 200);
    const lines = csv.body
      .replace(/^\uFEFF/, '')
      .split('\r\n')
      .filter(Boolean)
      .map((l) => l.split(','));
    const header = lines[0]!;
    const col = (name: string) => header.indexOf(name);
    expect(col('Gradebook One: Mathematics (/30)')).toBeGreaterThan(1);
    expect(col('Gradebook Two: English (/70)')).toBeGreaterThan(1);
    const line = (roll: number) => lines.find((l) => l[0] === String(roll))!;
    const [a, b, c] = roster;
    expect(line(a!.roll_no)[col('Gradebook One: Mathematics (/30)')]).toBe('30');
    expect(line(a!.roll_no)[col('Gradebook Two: Mathematics (/70)')]).toBe('70');
    expect(line(b!.roll_no)[col('Gradebook One: Mathematics (/30)')]).toBe('');
    expect(line(b!.roll_no)[col('Gradebook Two: English (/70)')]).toBe('55');
    expect(line(c!.roll_no)[col('Gradebook One: Mathematics (/30)')]).toBe('A');
    expect(line(a!.roll_no)[1]).toBe(`${a!.first_name} ${a!.last_name}`);
    expect(lines).toHaveLength(1 + roster.length);
  });

  it('is refused to a teacher who does not teach the section', async () => {
    const c3 = (await call(IQBAL_ADMIN, 'GET', '/school/classes/'))
      .json()
      .items.find((c: Klass) => c.name === 'Class 3') as Klass;
    expectStatus(
      await call(IQBAL_TEACHER, 'GET', `/gradebook/sections/${c3.sections[0]!.id}`),
      403,
    );
    expectStatus(
      await call(IQBAL_TEACHER, 'GET', `/gradebook/sections/${c3.sections[0]!.id}/csv`),
      403,
    );
  });
});

describe('courses linked to a class', () => {
  it('are replaced by the office, audited; an unknown course is named and nothing changes', async () => {
    const before = (
      await call(IQBAL_TEACHER, 'GET', `/gradebook/classes/${class5.id}/courses`)
    ).json().items as { course_id: number; title: string }[];
    expect(before.length).toBeGreaterThan(0);
    const ids = before.map((c) => c.course_id);
    expectStatus(
      await call(IQBAL_TEACHER, 'PUT', `/gradebook/classes/${class5.id}/courses`, {
        course_ids: [],
      }),
      403,
    );
    expectStatus(
      await call(IQBAL_ADMIN, 'PUT', `/gradebook/classes/${class5.id}/courses`, {
        course_ids: [...ids, 999999],
      }),
      422,
      'Course 999999 not found.',
    );
    expect(
      (await call(IQBAL_ADMIN, 'GET', `/gradebook/classes/${class5.id}/courses`)).json().items,
    ).toEqual(before);
    const cleared = await call(IQBAL_ADMIN, 'PUT', `/gradebook/classes/${class5.id}/courses`, {
      course_ids: [],
    });
    expectStatus(cleared, 200);
    expect(cleared.json().items).toEqual([]);
    // With no course linked, the gradebook has no quiz column.
    const book = (await call(IQBAL_TEACHER, 'GET', `/gradebook/sections/${c5a}`)).json();
    expect(book.courses).toEqual([]);
    expect(book.rows.every((r: { quiz_averages: unknown[] }) => r.quiz_averages.length === 0)).toBe(
      true,
    );
    const again = await call(IQBAL_ADMIN, 'PUT', `/gradebook/classes/${class5.id}/courses`, {
      course_ids: ids,
    });
    expect(
      again
        .json()
        .items.map((c: { course_id: number }) => c.course_id)
        .sort(),
    ).toEqual([...ids].sort());
    expect(await auditActions(t, IQBAL)).toContain('class.courses_linked');
    expectStatus(await call(IQBAL_ADMIN, 'GET', '/gradebook/classes/999999/courses'), 404);
  });
});
