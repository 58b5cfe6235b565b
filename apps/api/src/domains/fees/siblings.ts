// Sibling concessions by rule, without a fee structure of their own: the school sets a percent
// off for a family's second child and one for the third and later children; the children of a
// family are the active students with the same primary guardian, eldest first (date of birth,
// then admission order). Pure: the voucher run supplies the families.
import type { Concession } from './money.js';

export interface SiblingRule {
  /** Percent off every fee line of the second child (0: none). */
  second: number;
  /** Percent off every fee line of the third child and every later one (0: none). */
  third: number;
}

export interface FamilyMember {
  student_id: number;
  guardian_id: number;
  /** yyyy-mm-dd, or null when unknown (then after those with a date). */
  date_of_birth: string | null;
}

/** Each student's place among the children of their primary guardian (1: the eldest). */
export function siblingRanks(members: readonly FamilyMember[]): Map<number, number> {
  const families = new Map<number, FamilyMember[]>();
  for (const m of members) {
    const family = families.get(m.guardian_id) ?? [];
    family.push(m);
    families.set(m.guardian_id, family);
  }
  const ranks = new Map<number, number>();
  for (const family of families.values()) {
    family.sort(
      (a, b) =>
        (a.date_of_birth ?? '9999').localeCompare(b.date_of_birth ?? '9999') ||
        a.student_id - b.student_id,
    );
    for (const [i, m] of family.entries()) ranks.set(m.student_id, i + 1);
  }
  return ranks;
}

/** The percent a child of `rank` gets by the rule (0 for the eldest or an only child). */
export function siblingPercent(rule: SiblingRule, rank: number): number {
  if (rank <= 1) return 0;
  return rank === 2 ? rule.second : rule.third;
}

/**
 * The concessions of a voucher with the rule applied: an "all heads" percent concession for a
 * younger sibling, unless the student already has an "all heads" concession of their own (the
 * office's decision for that child wins over the rule).
 */
export function withSiblingRule(
  own: readonly Concession[],
  rule: SiblingRule,
  rank: number | undefined,
): Concession[] {
  const percent = siblingPercent(rule, rank ?? 1);
  if (percent <= 0 || own.some((c) => c.fee_head_id === null)) return [...own];
  return [...own, { fee_head_id: null, mode: 'percent', value: percent }];
}
