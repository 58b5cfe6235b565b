// Property tests of the grading scale's rules (results.ts) beyond the valid scales: any gap or
// overlap made in a valid scale is refused with the sentence naming it; a grade never gets worse
// as the percentage rises; the scale reads best first whatever order it was typed in; and a
// section's positions are a competition ranking (as many firsts as tied top totals, and each
// position counts the students strictly above).
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  type Band,
  gradeOf,
  type Outcome,
  positions,
  scaleProblem,
  sortScale,
} from '../../src/domains/exams/results.js';

/** A valid scale cut at 1-8 points: band i runs from its start to the next start − 1. */
const validScale = fc
  .uniqueArray(fc.integer({ min: 1, max: 100 }), { minLength: 1, maxLength: 8 })
  .map((cuts) => {
    const starts = [0, ...cuts.sort((a, b) => a - b)];
    return starts.map<Band>((min, i) => ({
      grade: `G${i}`,
      min_percent: min,
      max_percent: i + 1 < starts.length ? starts[i + 1]! - 1 : 100,
    }));
  });
const shuffled = <T>(items: T[], seed: number) =>
  items
    .map((item, i) => ({ item, key: (i * 7919 + seed) % 104_729 }))
    .sort((a, b) => a.key - b.key)
    .map((x) => x.item);

describe('a changed scale', () => {
  it('with a band started later, names the percentages left uncovered', () => {
    fc.assert(
      fc.property(validScale, fc.nat(), fc.integer({ min: 1, max: 5 }), (scale, pick, by) => {
        const movable = scale.filter(
          (b) => b.min_percent > 0 && b.min_percent + by <= b.max_percent,
        );
        fc.pre(movable.length > 0);
        const band = movable[pick % movable.length]!;
        const changed = scale.map((b) =>
          b === band ? { ...b, min_percent: b.min_percent + by } : b,
        );
        const from = band.min_percent;
        const to = band.min_percent + by - 1;
        expect(scaleProblem(changed)).toBe(
          from === to ? `No grade covers ${from}%.` : `No grade covers ${from}% to ${to}%.`,
        );
      }),
    );
  });

  it('with a band ended later, names the two grades that overlap', () => {
    fc.assert(
      fc.property(validScale, fc.nat(), fc.integer({ min: 1, max: 5 }), (scale, pick, by) => {
        const sorted = [...scale].sort((a, b) => a.min_percent - b.min_percent);
        const below = sorted.filter((b, i) => i + 1 < sorted.length && b.max_percent + by <= 100);
        fc.pre(below.length > 0);
        const band = below[pick % below.length]!;
        const next = sorted[sorted.indexOf(band) + 1]!;
        const changed = scale.map((b) =>
          b === band ? { ...b, max_percent: b.max_percent + by } : b,
        );
        expect(scaleProblem(changed)).toBe(`Grades ${band.grade} and ${next.grade} overlap.`);
      }),
    );
  });

  it('with a grade typed twice (any case, spaces around), names it before anything else', () => {
    fc.assert(
      fc.property(validScale, fc.nat(), (scale, pick) => {
        fc.pre(scale.length > 1);
        const i = pick % (scale.length - 1);
        const changed = scale.map((b, j) =>
          j === i + 1 ? { ...b, grade: ` ${scale[i]!.grade.toLowerCase()} ` } : b,
        );
        expect(scaleProblem(changed)).toBe(
          `Grade ${scale[i]!.grade.toLowerCase()} is listed twice.`,
        );
      }),
    );
  });

  it('is judged the same whatever order its bands are typed in', () => {
    fc.assert(
      fc.property(validScale, fc.nat(), (scale, seed) => {
        expect(scaleProblem(shuffled(scale, seed))).toBeNull();
        expect(sortScale(shuffled(scale, seed))).toEqual([...scale].reverse());
      }),
    );
  });
});

describe('grades', () => {
  it('never get worse as the percentage rises', () => {
    fc.assert(
      fc.property(
        validScale,
        fc.integer({ min: 0, max: 10_000 }),
        fc.integer({ min: 0, max: 10_000 }),
        (scale, a, b) => {
          const [low, high] = a <= b ? [a / 100, b / 100] : [b / 100, a / 100];
          const rank = (grade: string) => scale.findIndex((band) => band.grade === grade);
          expect(rank(gradeOf(scale, high))).toBeGreaterThanOrEqual(rank(gradeOf(scale, low)));
          // Every percentage gets a grade of the scale.
          expect(rank(gradeOf(scale, low))).toBeGreaterThanOrEqual(0);
        },
      ),
    );
  });
});

describe('positions', () => {
  const section = fc.array(
    fc.record({
      total: fc.integer({ min: 0, max: 12 }),
      outcome: fc.constantFrom<Outcome>('pass', 'fail', 'incomplete'),
    }),
    { maxLength: 40 },
  );

  it('give the first place to every tied top total, and count only those strictly above', () => {
    fc.assert(
      fc.property(section, (rows) => {
        const out = positions(rows);
        const complete = rows.filter((r) => r.outcome !== 'incomplete');
        if (!complete.length) {
          expect(out.every((p) => p === null)).toBe(true);
          return;
        }
        const top = Math.max(...complete.map((r) => r.total));
        expect(out.filter((p) => p === 1)).toHaveLength(
          complete.filter((r) => r.total === top).length,
        );
        for (const [i, r] of rows.entries()) {
          if (r.outcome === 'incomplete') continue;
          const p = out[i]!;
          expect(p).toBeGreaterThanOrEqual(1);
          expect(p).toBeLessThanOrEqual(complete.length);
          // Competition ranking: as many of the same position as tied, then a skip.
          const tied = complete.filter((c) => c.total === r.total).length;
          const after = complete.filter((c) => c.total < r.total);
          if (after.length) {
            const nextTotal = Math.max(...after.map((c) => c.total));
            const next =
              out[rows.findIndex((x) => x.outcome !== 'incomplete' && x.total === nextTotal)];
            expect(next).toBe(p + tied);
          }
        }
      }),
    );
  });

  it('do not change when an incomplete student is added', () => {
    fc.assert(
      fc.property(section, fc.integer({ min: 0, max: 12 }), (rows, total) => {
        const before = positions(rows);
        const after = positions([...rows, { total, outcome: 'incomplete' }]);
        expect(after.slice(0, rows.length)).toEqual(before);
        expect(after.at(-1)).toBeNull();
      }),
    );
  });
});
