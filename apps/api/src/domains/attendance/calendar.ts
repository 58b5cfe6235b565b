// Pakistan calendar dates as `yyyy-mm-dd` strings: today in Asia/Karachi, weekdays, month days,
// and whether a day is open for marking. Pure, so the rules are unit tested without a database.
import { todayInPakistan } from '../school/transaction.js';

export { todayInPakistan };

const MS_PER_DAY = 86_400_000;

function utc(day: string): number {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return Date.UTC(y, m - 1, d);
}

/** Whether `day` is a real calendar date (2026-02-30 is not). */
export function isCalendarDay(day: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) return false;
  return new Date(utc(day)).toISOString().slice(0, 10) === day;
}

/** 0 = Sunday … 6 = Saturday. */
export function weekday(day: string): number {
  return new Date(utc(day)).getUTCDay();
}

export function addDays(day: string, n: number): string {
  return new Date(utc(day) + n * MS_PER_DAY).toISOString().slice(0, 10);
}

/** Whole days from `a` to `b` (positive when b is later). */
export function daysBetween(a: string, b: string): number {
  return Math.round((utc(b) - utc(a)) / MS_PER_DAY);
}

/** Every day of a `yyyy-mm` month, in order. */
export function daysOfMonth(month: string): string[] {
  const [y, m] = month.split('-').map(Number) as [number, number];
  const count = new Date(Date.UTC(y, m, 0)).getUTCDate();
  return Array.from({ length: count }, (_, i) => `${month}-${String(i + 1).padStart(2, '0')}`);
}

const WEEKDAY_NAMES = [
  'Sunday',
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
] as const;

export interface SchoolCalendar {
  weeklyOffDays: readonly number[];
  /** Holiday day → name. */
  holidays: ReadonlyMap<string, string>;
}

type DayKind = 'school' | 'off' | 'holiday' | 'future';

/** What kind of day `day` is for this school, seen on `today`. */
export function dayKind(calendar: SchoolCalendar, day: string, today: string): DayKind {
  if (day > today) return 'future';
  if (calendar.holidays.has(day)) return 'holiday';
  if (calendar.weeklyOffDays.includes(weekday(day))) return 'off';
  return 'school';
}

/** Registers older than this many days are changed by administrators only. */
const TEACHER_EDIT_WINDOW_DAYS = 7;

type MarkRefusal = { status: 422; detail: string } | { status: 403; detail: string } | null;

/**
 * Why `day` cannot be marked (or changed) by the caller, or null when it can. The order is the
 * one a user would want to hear: a future date first, then a closed day, then the 7-day window.
 */
export function markRefusal(
  calendar: SchoolCalendar,
  day: string,
  today: string,
  isAdmin: boolean,
): MarkRefusal {
  const kind = dayKind(calendar, day, today);
  if (kind === 'future')
    return { status: 422, detail: 'Attendance cannot be marked for a future date.' };
  if (kind === 'holiday')
    return {
      status: 422,
      detail: `${day} is a school holiday (${calendar.holidays.get(day)}); attendance is not marked.`,
    };
  if (kind === 'off')
    return {
      status: 422,
      detail: `${day} is a weekly off day (${WEEKDAY_NAMES[weekday(day)]}); attendance is not marked.`,
    };
  if (!isAdmin && daysBetween(day, today) > TEACHER_EDIT_WINDOW_DAYS)
    return {
      status: 403,
      detail: `Registers older than ${TEACHER_EDIT_WINDOW_DAYS} days can only be changed by an administrator.`,
    };
  return null;
}

interface Totals {
  present: number;
  absent: number;
  late: number;
  leave: number;
  days: number;
  percentage: number | null;
}

/** Counts of marks; the percentage counts late as attended and leave as not attended. */
export function totalsOf(marks: Iterable<string | null | undefined>): Totals {
  const totals: Totals = { present: 0, absent: 0, late: 0, leave: 0, days: 0, percentage: null };
  for (const mark of marks) {
    if (mark === 'present' || mark === 'absent' || mark === 'late' || mark === 'leave') {
      totals[mark] += 1;
      totals.days += 1;
    }
  }
  totals.percentage = percentage(totals.present + totals.late, totals.days);
  return totals;
}

function percentage(attended: number, days: number): number | null {
  return days === 0 ? null : Math.round((attended / days) * 1000) / 10;
}

export function addTotals(into: Totals, more: Totals): Totals {
  into.present += more.present;
  into.absent += more.absent;
  into.late += more.late;
  into.leave += more.leave;
  into.days += more.days;
  into.percentage = percentage(into.present + into.late, into.days);
  return into;
}
