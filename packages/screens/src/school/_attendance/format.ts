// Dates and figures of the attendance screens, in the reader's language and Pakistan's time.
import type { Locale } from '@watni/ui';
import {
  formatPakistanDayMonth,
  formatPakistanMonth,
  formatPakistanTime,
  formatPakistanWeekdayDate,
} from '../../format/pakistanTime';

/** `2026-11-24` → "Tuesday, 24 Nov 2026" (the date is a Pakistan date already). */
export function longDate(day: string, locale: Locale): string {
  return formatPakistanWeekdayDate(day, locale);
}

/** `2026-11-24` → "24 Nov" (a day of a month already named). */
export function shortDate(day: string, locale: Locale): string {
  return formatPakistanDayMonth(day, locale);
}

/** `2026-11` → "November 2026". */
export function monthName(month: string, locale: Locale): string {
  return formatPakistanMonth(month, locale);
}

/** A time of day in Pakistan. */
export function pakistanTime(iso: string, locale: Locale): string {
  return formatPakistanTime(iso, locale);
}

export function shiftMonth(month: string, by: number): string {
  const [y, m] = month.split('-').map(Number) as [number, number];
  const date = new Date(Date.UTC(y, m - 1 + by, 1));
  return date.toISOString().slice(0, 7);
}
