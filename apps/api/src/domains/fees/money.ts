// Pure money rules of the fees module (integer rupees): late fee, concessions, the lines of a
// voucher. No database here, so each rule is tested on its own.

export type LateFeeMode = 'none' | 'fixed' | 'per_day';

export interface LateFeeRule {
  late_fee_mode: LateFeeMode;
  late_fee_amount: number;
  late_fee_cap: number | null;
}

const DAY_MS = 86_400_000;

/** Whole days from `from` to `to` (yyyy-mm-dd), negative when `to` is earlier. */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);
}

export type DueRule = 'day_of_month' | 'days_after_issue';

interface DueDateRule {
  due_rule: DueRule;
  due_day: number;
  due_after_days: number;
}

/** `date` (yyyy-mm-dd) plus whole days. */
export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/**
 * When a voucher of `month` (yyyy-mm) issued on `issueDate` falls due under the school's rule:
 * the month's due day, or so many days after issue. A voucher issued on or after the month's due
 * day (a new pupil's, a late run) gets the days after issue, never the issue day itself.
 */
export function dueDateFor(rule: DueDateRule, month: string, issueDate: string): string {
  const afterIssue = addDays(issueDate, rule.due_after_days);
  if (rule.due_rule === 'days_after_issue') return afterIssue;
  const dayOfMonth = `${month}-${String(rule.due_day).padStart(2, '0')}`;
  return dayOfMonth > issueDate ? dayOfMonth : afterIssue;
}

/** The late fee of a voucher due on `dueDate` and paid on `paidOn` (0 up to the due date). */
export function lateFeeOn(rule: LateFeeRule, dueDate: string, paidOn: string): number {
  const late = daysBetween(dueDate, paidOn);
  if (late <= 0 || rule.late_fee_mode === 'none') return 0;
  if (rule.late_fee_mode === 'fixed') return rule.late_fee_amount;
  const fee = rule.late_fee_amount * late;
  return rule.late_fee_cap === null ? fee : Math.min(fee, rule.late_fee_cap);
}

/**
 * The most the late fee can reach (what the voucher prints as "after the due date"): the fixed
 * fee, or the per-day cap; a per-day rule without a cap prints the fee of the first day late.
 */
export function lateFeeAfterDue(rule: LateFeeRule): number {
  if (rule.late_fee_mode === 'none') return 0;
  if (rule.late_fee_mode === 'fixed') return rule.late_fee_amount;
  return rule.late_fee_cap ?? rule.late_fee_amount;
}

export interface Concession {
  fee_head_id: number | null;
  mode: 'percent' | 'fixed';
  value: number;
}

interface ChargeLine {
  fee_head_id: number | null;
  label: string;
  amount: number;
  concession: number;
}

/**
 * The concession of each line: a head's own concession applies to its line; an "all heads"
 * concession applies to every fee line (percent) or is spread over the lines in order until
 * used up (fixed). Never more than a line's amount; arrears lines (no head) get none.
 */
export function applyConcessions<
  L extends { fee_head_id: number | null; label: string; amount: number },
>(lines: L[], concessions: readonly Concession[]): (L & ChargeLine)[] {
  const byHead = new Map(
    concessions.filter((c) => c.fee_head_id !== null).map((c) => [c.fee_head_id, c]),
  );
  const all = concessions.find((c) => c.fee_head_id === null);
  let fixedLeft = all?.mode === 'fixed' ? all.value : 0;
  return lines.map((line) => {
    if (line.fee_head_id === null) return { ...line, concession: 0 };
    let off = 0;
    const own = byHead.get(line.fee_head_id);
    if (own)
      off += own.mode === 'percent' ? Math.floor((line.amount * own.value) / 100) : own.value;
    if (all?.mode === 'percent')
      off += Math.floor(((line.amount - Math.min(off, line.amount)) * all.value) / 100);
    off = Math.min(off, line.amount);
    if (fixedLeft > 0) {
      const more = Math.min(fixedLeft, line.amount - off);
      off += more;
      fixedLeft -= more;
    }
    return { ...line, concession: off };
  });
}

export const netOf = (lines: readonly { amount: number; concession: number }[]): number =>
  lines.reduce((sum, line) => sum + line.amount - line.concession, 0);

export const isMonth = (value: string): boolean => /^\d{4}-(0[1-9]|1[0-2])$/.test(value);

export function isCalendarDay(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}
