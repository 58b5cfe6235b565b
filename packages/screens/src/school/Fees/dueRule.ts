// The office's due-date rule as typed in the fee settings: the month's due day (1-28) and the
// days after issue (1-60), read from the fields' text. A wrong value is named, never clamped
// into a different day the office did not choose.
export interface DueRuleText {
  dueDay: string;
  afterDays: string;
}

export type DueRuleProblems = Partial<Record<keyof DueRuleText, string>>;

/** `"12"` → 12; anything but one to three digits (after trimming) → null. */
function wholeNumber(text: string): number | null {
  const t = text.trim();
  return /^[0-9]{1,3}$/.test(t) ? Number(t) : null;
}

export function readDueRule(
  text: DueRuleText,
  m: { dueDayRange: string; dueAfterRange: string },
):
  | { ok: true; due_day: number; due_after_days: number }
  | { ok: false; problems: DueRuleProblems } {
  const day = wholeNumber(text.dueDay);
  const after = wholeNumber(text.afterDays);
  const problems: DueRuleProblems = {};
  if (day === null || day < 1 || day > 28) problems.dueDay = m.dueDayRange;
  if (after === null || after < 1 || after > 60) problems.afterDays = m.dueAfterRange;
  if (day === null || after === null || problems.dueDay || problems.afterDays)
    return { ok: false, problems };
  return { ok: true, due_day: day, due_after_days: after };
}
