// A section's results over HTTP for any marks, against a plain model written here: any valid
// scale the school saves, marks on three papers (out of 50, 50 with no pass mark, and 100, so
// every half percent and every band start can be reached), absences, exempt papers, papers not
// entered yet, and students with the same marks (ties). Each row's total, out-of, percentage,
// grade (the band whose start the exact fraction reaches), pass/fail/incomplete, each paper's
// cell, the position (competition ranking among complete results) and the summary are the
// model's; the student's own result view says the same as the section's row.
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/app.js';
import { caller, expectStatus, IQBAL, IQBAL_ADMIN } from '../learning/helpers.js';
import { currentFirstTerm, seededClass } from './seeded-school.js';

let t: TestApp;
let call: ReturnType<typeof caller>;
let examId: number;
let sectionId: number;
let students: number[];
let papers: { subject_id: number; max: number; pass: number }[];

type Cell = number | 'A' | 'E' | null;
type Band = { grade: string; min_percent: number; max_percent: number };

/** A scale cut at any points: bands G1 (best) .. Gn covering 0-100 without gaps. */
const scaleArb = fc
  .uniqueArray(fc.integer({ min: 1, max: 100 }), { minLength: 1, maxLength: 6 })
  .map((cuts): Band[] => {
    const starts = [0, ...cuts.sort((a, b) => a - b)];
    return starts
      .map((min, i) => ({
        grade: `G${starts.length - i}`,
        min_percent: min,
        max_percent: i + 1 < starts.length ? starts[i + 1]! - 1 : 100,
      }))
      .reverse();
  });

const cellArb = (max: number): fc.Arbitrary<Cell> =>
  fc.oneof(
    { weight: 8, arbitrary: fc.integer({ min: 0, max }) },
    { weight: 1, arbitrary: fc.constantFrom<Cell>('A', 'E', null) },
  );

/** Seven students' cells; some copy an earlier student's, so equal totals are common. */
const sheetArb = fc
  .array(
    fc.record({
      own: fc.tuple(cellArb(50), cellArb(50), cellArb(100)),
      copy: fc.option(fc.nat(), { freq: 3 }),
    }),
    { minLength: 7, maxLength: 7 },
  )
  .map((list) => {
    const cells: Cell[][] = [];
    for (const [i, s] of list.entries())
      cells.push(s.copy !== null && i > 0 ? [...cells[s.copy % i]!] : [...s.own]);
    return cells;
  });

/** The model's result of one student. */
function modelRow(cells: Cell[], scale: Band[]) {
  let total = 0;
  let max = 0;
  let missing = false;
  let failed = false;
  const subjects = papers.map((p, k) => {
    const c = cells[k]!;
    if (c === 'E' || c === null) {
      if (c === null) {
        missing = true;
        max += p.max;
      }
      return { subject_id: p.subject_id, marks: null, absent: false, passed: null };
    }
    max += p.max;
    if (c === 'A') {
      failed = true;
      return { subject_id: p.subject_id, marks: null, absent: true, passed: false };
    }
    total += c;
    if (c < p.pass) failed = true;
    return { subject_id: p.subject_id, marks: c, absent: false, passed: c >= p.pass };
  });
  // The best band whose start the exact fraction total/max reaches (0% when nothing counts).
  const reached = scale.filter((b) => b.min_percent * max <= total * 100);
  const grade = reached.reduce((best, b) => (b.min_percent > best.min_percent ? b : best)).grade;
  const outcome = missing ? 'incomplete' : failed ? 'fail' : 'pass';
  return { total, max_total: max, exact: max ? (total * 100) / max : 0, grade, outcome, subjects };
}

/** Competition ranking by walking the complete totals from the highest. */
function modelPositions(rows: { total: number; outcome: string }[]): (number | null)[] {
  const order = rows
    .map((r, i) => ({ ...r, i }))
    .filter((r) => r.outcome !== 'incomplete')
    .sort((a, b) => b.total - a.total);
  const out: (number | null)[] = rows.map(() => null);
  for (const [k, r] of order.entries())
    out[r.i] = k > 0 && order[k - 1]!.total === r.total ? out[order[k - 1]!.i]! : k + 1;
  return out;
}

async function enter(cells: Cell[][]) {
  await t.query((tx) =>
    tx.execute(sql`delete from exam_marks where tenant_id = ${IQBAL} and exam_subject_id in
      (select id from exam_subjects where tenant_id = ${IQBAL} and exam_id = ${examId})`),
  );
  for (const [k, p] of papers.entries()) {
    const entries = students.flatMap((student_id, i) => {
      const c = cells[i]![k];
      if (c === null || c === 'E') return [];
      return [{ student_id, marks: c === 'A' ? null : c, absent: c === 'A' }];
    });
    const url = `/exams/${examId}/sections/${sectionId}/subjects/${p.subject_id}/marks`;
    if (entries.length) {
      const saved = await call(IQBAL_ADMIN, 'PUT', url, { entries });
      expectStatus(saved, 200);
      expect(saved.json().refused).toEqual([]);
    }
    const exempt = students.filter((_, i) => cells[i]![k] === 'E');
    if (exempt.length)
      expectStatus(
        await call(IQBAL_ADMIN, 'POST', `/exams/${examId}/gaps`, {
          section_id: sectionId,
          subject_id: p.subject_id,
          status: 'exempt',
          student_ids: exempt,
        }),
        200,
      );
  }
}

beforeAll(async () => {
  t = await createTestApp();
  call = caller(t);
  const class5 = await seededClass(call, IQBAL_ADMIN, 'Class 5');
  sectionId = class5.sections.find((s) => s.name === 'A')!.id;
  const [a, b, c] = class5.subjects;
  papers = [
    { subject_id: a!.id, max: 50, pass: 17 },
    // No pass mark on the second paper: an absence there still fails, a 0 does not.
    { subject_id: b!.id, max: 50, pass: 0 },
    { subject_id: c!.id, max: 100, pass: 33 },
  ];
  const term = await currentFirstTerm(call, IQBAL_ADMIN);
  const created = await call(IQBAL_ADMIN, 'POST', '/exams', {
    term_id: term,
    name: 'Property Test',
    classes: [
      {
        class_id: class5.id,
        papers: papers.map((p, i) => ({
          subject_id: p.subject_id,
          exam_date: `2026-09-2${i + 1}`,
          max_marks: p.max,
          passing_marks: p.pass,
        })),
      },
    ],
  });
  expectStatus(created, 201);
  examId = created.json().id;
  const sheet = await call(
    IQBAL_ADMIN,
    'GET',
    `/exams/${examId}/sections/${sectionId}/subjects/${papers[0]!.subject_id}/marks`,
  );
  students = (sheet.json().entries as { student_id: number }[])
    .map((e) => e.student_id)
    .slice(0, 7);
  expect(students).toHaveLength(7);
});
afterAll(() => t.close());

describe("a section's results, for any marks and any scale", () => {
  it('are the model’s totals, grades, outcomes, positions with ties and summary', async () => {
    await fc.assert(
      fc.asyncProperty(scaleArb, sheetArb, async (scale, cells) => {
        expectStatus(
          await call(IQBAL_ADMIN, 'PUT', '/gradebook/grading-scale', { bands: scale }),
          200,
        );
        await enter(cells);
        const res = await call(
          IQBAL_ADMIN,
          'GET',
          `/exams/${examId}/sections/${sectionId}/results`,
        );
        expectStatus(res, 200);
        const body = res.json();
        const want = cells.map((c) => modelRow(c, scale));
        const places = modelPositions(want);
        for (const [i, student] of students.entries()) {
          const row = body.rows.find((r: { student_id: number }) => r.student_id === student);
          const w = want[i]!;
          expect(row, `student ${i}: ${JSON.stringify(cells[i])}`).toMatchObject({
            total: w.total,
            max_total: w.max_total,
            grade: w.grade,
            outcome: w.outcome,
            position: places[i],
            subjects: w.subjects,
          });
          expect(Math.abs(row.percentage - w.exact)).toBeLessThanOrEqual(0.005);
          const own = await call(IQBAL_ADMIN, 'GET', `/exams/${examId}/students/${student}/result`);
          expectStatus(own, 200);
          expect(own.json()).toMatchObject({
            total: row.total,
            percentage: row.percentage,
            grade: row.grade,
            position: row.position,
            outcome: row.outcome,
            subjects: row.subjects,
          });
        }
        // The students past the seven the test marks are incomplete: out of every position.
        const others = body.rows.filter(
          (r: { student_id: number }) => !students.includes(r.student_id),
        );
        for (const r of others) expect(r).toMatchObject({ outcome: 'incomplete', position: null });
        const complete = want.filter((w) => w.outcome !== 'incomplete');
        expect(body.summary).toMatchObject({
          students: body.rows.length,
          passed: want.filter((w) => w.outcome === 'pass').length,
          failed: want.filter((w) => w.outcome === 'fail').length,
          incomplete: body.rows.length - complete.length,
        });
        if (!complete.length) expect(body.summary.average_percentage).toBeNull();
        else
          expect(
            Math.abs(
              body.summary.average_percentage -
                complete.reduce((s, w) => s + w.exact, 0) / complete.length,
            ),
          ).toBeLessThanOrEqual(0.01);
      }),
      { numRuns: 15 },
    );
  });
});
