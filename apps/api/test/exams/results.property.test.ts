// Property tests of exam results (results.ts): grades at the spec's band boundaries, totals and
// percentages that add up, pass/fail per subject, and positions with ties. The spec says equal
// totals share a position; it is silent on the next position, and the code skips (1, 1, 3), the
// usual "competition" ranking on Pakistani result cards, so that is what is pinned here.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  type Band,
  DEFAULT_SCALE,
  gradeOf,
  type Mark,
  type Outcome,
  positions,
  scaleProblem,
  studentTotals,
} from '../../src/domains/exams/results.js';

// The spec's default scale, written out again so a changed default is caught.
const SPEC: [string, number, number][] = [
  ['A+', 80, 100],
  ['A', 70, 79],
  ['B', 60, 69],
  ['C', 50, 59],
  ['D', 40, 49],
  ['E', 33, 39],
  ['F', 0, 32],
];

describe('grades', () => {
  it('every percentage from 0 to 100 (two decimals) gets the spec band: start inclusive, below the next start', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000 }), (hundredths) => {
        const pct = hundredths / 100;
        const [grade] = SPEC.find(
          ([, min]) => pct >= min && SPEC.every(([, m]) => m <= min || pct < m),
        )!;
        expect(gradeOf(DEFAULT_SCALE, pct)).toBe(grade);
      }),
    );
    for (const [grade, min] of SPEC) {
      expect(gradeOf(DEFAULT_SCALE, min)).toBe(grade);
      if (min > 0) expect(gradeOf(DEFAULT_SCALE, min - 0.01)).not.toBe(grade);
    }
    expect(scaleProblem(DEFAULT_SCALE)).toBeNull();
  });

  it('a scale cut at any points without gaps is valid, and every percentage gets exactly its band', () => {
    fc.assert(
      fc.property(fc.uniqueArray(fc.integer({ min: 1, max: 100 }), { maxLength: 8 }), (cuts) => {
        const starts = [0, ...cuts.sort((a, b) => a - b)];
        const bands: Band[] = starts.map((min, i) => ({
          grade: `G${i}`,
          min_percent: min,
          max_percent: i + 1 < starts.length ? starts[i + 1]! - 1 : 100,
        }));
        expect(scaleProblem(bands)).toBeNull();
        for (const band of bands) {
          expect(gradeOf(bands, band.min_percent)).toBe(band.grade);
          expect(gradeOf(bands, Math.min(band.max_percent + 0.99, 100))).toBe(band.grade);
        }
      }),
    );
  });
});

const paper = fc.record({
  max_marks: fc.integer({ min: 1, max: 200 }),
  passFrac: fc.integer({ min: 0, max: 100 }),
});
const mark = (max: number): fc.Arbitrary<Mark | undefined> =>
  fc.oneof(
    fc.integer({ min: 0, max }).map((marks) => ({ marks, absent: false })),
    fc.constant({ marks: null, absent: true }),
    fc.constant({ marks: null, absent: false, exempt: true }),
    fc.constant(undefined),
  );
const sheet = fc.array(paper, { minLength: 1, maxLength: 8 }).chain((ps) => {
  const papers = ps.map((p, i) => ({
    subject_id: i + 1,
    subject_name: `S${i + 1}`,
    max_marks: p.max_marks,
    passing_marks: Math.floor((p.max_marks * p.passFrac) / 100),
  }));
  return fc.tuple(fc.constant(papers), fc.tuple(...papers.map((p) => mark(p.max_marks))));
});

describe('a student total', () => {
  it('adds the entered marks, leaves exempt papers out, and fails on any absent or short paper', () => {
    fc.assert(
      fc.property(sheet, ([papers, marks]) => {
        const r = studentTotals(papers, (id) => marks[id - 1], DEFAULT_SCALE);
        const counted = papers.filter((_, i) => !marks[i]?.exempt);
        expect(r.max_total).toBe(counted.reduce((s, p) => s + p.max_marks, 0));
        expect(r.total).toBe(marks.reduce((s, m) => s + (m && !m.absent ? (m.marks ?? 0) : 0), 0));
        expect(r.total).toBeLessThanOrEqual(r.max_total);
        const pct = r.max_total === 0 ? 0 : (r.total * 100) / r.max_total;
        expect(Math.abs(r.percentage - pct)).toBeLessThanOrEqual(0.005 + 1e-9);
        expect(r.grade).toBe(gradeOf(DEFAULT_SCALE, r.percentage));
        const missing = papers.some((_, i) => marks[i] === undefined);
        const failed = papers.some((p, i) => {
          const m = marks[i];
          return m !== undefined && !m.exempt && (m.absent || (m.marks ?? 0) < p.passing_marks);
        });
        expect(r.outcome).toBe(missing ? 'incomplete' : failed ? 'fail' : 'pass');
      }),
    );
  });
});

const row = fc.record({
  total: fc.integer({ min: 0, max: 20 }), // a small range so ties are common
  outcome: fc.constantFrom<Outcome>('pass', 'fail', 'pass', 'incomplete'),
});

describe('positions in a section', () => {
  it('equal totals share a position; the next skips by the number tied (1, 1, 3)', () => {
    expect(
      positions([
        { total: 90, outcome: 'pass' },
        { total: 90, outcome: 'fail' },
        { total: 80, outcome: 'pass' },
        { total: 95, outcome: 'incomplete' },
      ]),
    ).toEqual([1, 1, 3, null]);
  });

  it('for any section: position = 1 + how many complete results are strictly higher', () => {
    fc.assert(
      fc.property(fc.array(row, { maxLength: 40 }), (rows) => {
        const got = positions(rows);
        const complete = rows.filter((r) => r.outcome !== 'incomplete');
        for (const [i, r] of rows.entries()) {
          if (r.outcome === 'incomplete') {
            expect(got[i]).toBeNull();
            continue;
          }
          const higher = complete.filter((o) => o.total > r.total).length;
          const same = complete.filter((o) => o.total === r.total).length;
          expect(got[i]).toBe(higher + 1);
          // The position after a tie of n is n further on: nobody holds positions in between.
          const next = got.filter((p, j) => p !== null && rows[j]!.total < r.total);
          if (next.length) expect(Math.min(...(next as number[]))).toBe(higher + same + 1);
        }
        // The top complete result is always first, and no position exceeds the count.
        if (complete.length)
          expect(Math.min(...(got.filter((p) => p !== null) as number[]))).toBe(1);
        for (const p of got) if (p !== null) expect(p).toBeLessThanOrEqual(complete.length);
      }),
    );
  });

  it('does not depend on the order the students are listed in', () => {
    fc.assert(
      fc.property(fc.array(row, { maxLength: 30 }), fc.integer(), (rows, seed) => {
        const order = rows
          .map((_, i) => i)
          .sort((a, b) => ((a * 7919 + seed) % 31) - ((b * 7919 + seed) % 31));
        const before = positions(rows);
        const after = positions(order.map((i) => rows[i]!));
        for (const [k, i] of order.entries()) expect(after[k]).toBe(before[i]);
      }),
    );
  });
});
