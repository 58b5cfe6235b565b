// The results of an exam, computed from the marks alone (no database): a student's total,
// percentage, grade and pass/fail; positions in a section (equal totals share a position and the
// next one skips: 1, 1, 3); and the grading scale's rules (bands of whole percentages covering
// 0-100 without gaps or overlaps).

export interface Band {
  grade: string;
  min_percent: number;
  max_percent: number;
}

/** The default scale (spec: A+ 80–100, A 70–79, B 60–69, C 50–59, D 40–49, E 33–39, F below 33). */
export const DEFAULT_SCALE: readonly Band[] = [
  { grade: 'A+', min_percent: 80, max_percent: 100 },
  { grade: 'A', min_percent: 70, max_percent: 79 },
  { grade: 'B', min_percent: 60, max_percent: 69 },
  { grade: 'C', min_percent: 50, max_percent: 59 },
  { grade: 'D', min_percent: 40, max_percent: 49 },
  { grade: 'E', min_percent: 33, max_percent: 39 },
  { grade: 'F', min_percent: 0, max_percent: 32 },
];

const SCALE_MESSAGES = {
  gradeTwice: (grade: string) => `Grade ${grade} is listed twice.`,
  reversed: (grade: string) => `Grade ${grade} ends below where it starts.`,
  start: 'The lowest grade must start at 0%.',
  end: 'The highest grade must end at 100%.',
  gap: (from: number, to: number) =>
    from === to ? `No grade covers ${from}%.` : `No grade covers ${from}% to ${to}%.`,
  overlap: (a: string, b: string) => `Grades ${a} and ${b} overlap.`,
} as const;

/** The first problem of a scale (a sentence for the 422), or null when it is valid. */
export function scaleProblem(bands: readonly Band[]): string | null {
  const seen = new Set<string>();
  for (const band of bands) {
    const key = band.grade.trim().toUpperCase();
    if (seen.has(key)) return SCALE_MESSAGES.gradeTwice(band.grade.trim());
    seen.add(key);
    if (band.max_percent < band.min_percent) return SCALE_MESSAGES.reversed(band.grade.trim());
  }
  const sorted = [...bands].sort((a, b) => a.min_percent - b.min_percent);
  if (sorted[0]!.min_percent !== 0) return SCALE_MESSAGES.start;
  for (let i = 1; i < sorted.length; i += 1) {
    const below = sorted[i - 1]!;
    const band = sorted[i]!;
    if (band.min_percent > below.max_percent + 1)
      return SCALE_MESSAGES.gap(below.max_percent + 1, band.min_percent - 1);
    if (band.min_percent <= below.max_percent)
      return SCALE_MESSAGES.overlap(below.grade.trim(), band.grade.trim());
  }
  if (sorted[sorted.length - 1]!.max_percent !== 100) return SCALE_MESSAGES.end;
  return null;
}

/** Best grade first. */
export function sortScale(bands: readonly Band[]): Band[] {
  return [...bands].sort((a, b) => b.min_percent - a.min_percent);
}

/**
 * The grade of a percentage: the band with the highest start at or below it (79.5% is an A, not
 * an A+: a band's whole-number end means "below the next band's start").
 */
export function gradeOf(scale: readonly Band[], percentage: number): string {
  let best: Band | undefined;
  for (const band of scale) {
    if (band.min_percent <= percentage && (!best || band.min_percent > best.min_percent))
      best = band;
  }
  return best?.grade ?? '';
}

export interface Paper {
  subject_id: number;
  subject_name: string;
  max_marks: number;
  passing_marks: number;
}

export interface Mark {
  marks: number | null;
  absent: boolean;
  /** Excused from the paper: neither counted in the total nor failed. */
  exempt?: boolean;
}

export type Outcome = 'pass' | 'fail' | 'incomplete';

interface SubjectResult extends Paper {
  marks: number | null;
  absent: boolean;
  /** Null while nothing is entered for the paper. */
  passed: boolean | null;
}

interface StudentTotals {
  subjects: SubjectResult[];
  total: number;
  max_total: number;
  percentage: number;
  grade: string;
  outcome: Outcome;
}

const round2 = (value: number) => Math.round(value * 100) / 100;

/**
 * One student's result: absent counts 0 and fails that subject; an exempt paper is left out; a student passes when every
 * subject reaches its passing marks; `incomplete` while a paper has nothing entered.
 */
export function studentTotals(
  papers: readonly Paper[],
  marksOf: (subjectId: number) => Mark | undefined,
  scale: readonly Band[],
): StudentTotals {
  let total = 0;
  let maxTotal = 0;
  let missing = false;
  let failed = false;
  const subjects = papers.map((paper) => {
    const mark = marksOf(paper.subject_id);
    if (mark?.exempt) return { ...paper, marks: null, absent: false, passed: null };
    maxTotal += paper.max_marks;
    const entered = mark !== undefined && (mark.absent || mark.marks !== null);
    if (!entered) {
      missing = true;
      return { ...paper, marks: null, absent: false, passed: null };
    }
    const got = mark.absent ? 0 : (mark.marks ?? 0);
    total += got;
    const passed = !mark.absent && got >= paper.passing_marks;
    if (!passed) failed = true;
    return { ...paper, marks: mark.absent ? null : got, absent: mark.absent, passed };
  });
  const percentage = maxTotal === 0 ? 0 : round2((total * 100) / maxTotal);
  return {
    subjects,
    total,
    max_total: maxTotal,
    percentage,
    grade: gradeOf(scale, percentage),
    outcome: missing ? 'incomplete' : failed ? 'fail' : 'pass',
  };
}

/**
 * Positions by total, highest first, among the students whose result is complete: equal totals
 * share a position and the next one skips (totals 90, 90, 80 → 1, 1, 3). Incomplete → null.
 */
export function positions(rows: readonly { total: number; outcome: Outcome }[]): (number | null)[] {
  const totals = rows.filter((r) => r.outcome !== 'incomplete').map((r) => r.total);
  return rows.map((row) =>
    row.outcome === 'incomplete' ? null : 1 + totals.filter((t) => t > row.total).length,
  );
}
