import { describe, expect, it } from 'vitest';
import { DEFAULT_SCALE, gradeOf, positions, scaleProblem, studentTotals } from './results.js';

const papers = [
  { subject_id: 1, subject_name: 'English', max_marks: 100, passing_marks: 33 },
  { subject_id: 2, subject_name: 'Mathematics', max_marks: 50, passing_marks: 17 },
];

describe('grading scale', () => {
  it('accepts the default scale and grades by band start', () => {
    expect(scaleProblem(DEFAULT_SCALE)).toBeNull();
    expect(gradeOf(DEFAULT_SCALE, 100)).toBe('A+');
    expect(gradeOf(DEFAULT_SCALE, 80)).toBe('A+');
    expect(gradeOf(DEFAULT_SCALE, 79.99)).toBe('A');
    expect(gradeOf(DEFAULT_SCALE, 33)).toBe('E');
    expect(gradeOf(DEFAULT_SCALE, 32.5)).toBe('F');
    expect(gradeOf(DEFAULT_SCALE, 0)).toBe('F');
  });

  it('names a gap, an overlap, a missing start or end, a repeated grade', () => {
    const gap = DEFAULT_SCALE.map((b) => (b.grade === 'B' ? { ...b, min_percent: 62 } : b));
    expect(scaleProblem(gap)).toBe('No grade covers 60% to 61%.');
    const one = DEFAULT_SCALE.map((b) => (b.grade === 'B' ? { ...b, min_percent: 61 } : b));
    expect(scaleProblem(one)).toBe('No grade covers 60%.');
    const overlap = DEFAULT_SCALE.map((b) => (b.grade === 'B' ? { ...b, max_percent: 72 } : b));
    expect(scaleProblem(overlap)).toBe('Grades B and A overlap.');
    const start = DEFAULT_SCALE.map((b) => (b.grade === 'F' ? { ...b, min_percent: 1 } : b));
    expect(scaleProblem(start)).toBe('The lowest grade must start at 0%.');
    const end = DEFAULT_SCALE.map((b) => (b.grade === 'A+' ? { ...b, max_percent: 99 } : b));
    expect(scaleProblem(end)).toBe('The highest grade must end at 100%.');
    expect(scaleProblem([...DEFAULT_SCALE, { grade: 'a', min_percent: 0, max_percent: 0 }])).toBe(
      'Grade a is listed twice.',
    );
  });
});

describe('a student result', () => {
  it('adds the marks, passes when every subject reaches its passing marks', () => {
    const marks = new Map([
      [1, { marks: 80, absent: false }],
      [2, { marks: 17, absent: false }],
    ]);
    const r = studentTotals(papers, (id) => marks.get(id), DEFAULT_SCALE);
    expect(r).toMatchObject({ total: 97, max_total: 150, percentage: 64.67, grade: 'B' });
    expect(r.outcome).toBe('pass');
  });

  it('fails a student below passing in one subject whatever the total', () => {
    const marks = new Map([
      [1, { marks: 100, absent: false }],
      [2, { marks: 16, absent: false }],
    ]);
    const r = studentTotals(papers, (id) => marks.get(id), DEFAULT_SCALE);
    expect(r.outcome).toBe('fail');
    expect(r.subjects.map((s) => s.passed)).toEqual([true, false]);
  });

  it('counts absent as 0 and a fail in that subject; nothing entered is incomplete', () => {
    const absent = new Map([
      [1, { marks: 90, absent: false }],
      [2, { marks: null, absent: true }],
    ]);
    const r = studentTotals(papers, (id) => absent.get(id), DEFAULT_SCALE);
    expect(r).toMatchObject({ total: 90, outcome: 'fail' });
    const partial = new Map([[1, { marks: 90, absent: false }]]);
    expect(studentTotals(papers, (id) => partial.get(id), DEFAULT_SCALE).outcome).toBe(
      'incomplete',
    );
  });
});

describe('positions', () => {
  it('shares a position on equal totals and skips the next (1, 1, 3)', () => {
    const rows = [
      { total: 80, outcome: 'pass' as const },
      { total: 90, outcome: 'pass' as const },
      { total: 90, outcome: 'fail' as const },
      { total: 95, outcome: 'incomplete' as const },
      { total: 70, outcome: 'pass' as const },
    ];
    expect(positions(rows)).toEqual([3, 1, 1, null, 4]);
  });
});
