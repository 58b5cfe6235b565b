// Shared helpers of the timetable screens: which weekdays a week shows, the period grid.
import type { BellScheduleDay, TimetableEntry } from '@watni/api-client';

/** Monday first (a Pakistani school week), Sunday last; only days that have periods. */
export function schoolDays(days: readonly BellScheduleDay[]): BellScheduleDay[] {
  const order = [1, 2, 3, 4, 5, 6, 0];
  return order
    .map((weekday) => days.find((d) => d.weekday === weekday))
    .filter((d): d is BellScheduleDay => !!d && d.periods.length > 0);
}

/** The largest period number of the week (the grid's rows). */
export function maxPeriod(days: readonly BellScheduleDay[]): number {
  return Math.max(0, ...days.flatMap((d) => d.periods.map((p) => p.number)));
}

export function entryAt(
  entries: readonly TimetableEntry[],
  weekday: number,
  period: number,
): TimetableEntry | undefined {
  return entries.find((e) => e.weekday === weekday && e.period === period);
}
