// Dates and figures of the attendance screens, in the reader's language and Pakistan's time.
import type { Locale } from '@watni/ui';

const intlLocale = (locale: Locale) => (locale === 'ur' ? 'ur-PK' : 'en-PK');

/** `2026-11-24` → "Tuesday, 24 November 2026" (the date is a Pakistan date already). */
export function longDate(day: string, locale: Locale): string {
  return new Intl.DateTimeFormat(intlLocale(locale), {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${day}T00:00:00Z`));
}

export function shortDate(day: string, locale: Locale): string {
  return new Intl.DateTimeFormat(intlLocale(locale), {
    day: 'numeric',
    month: 'short',
    timeZone: 'UTC',
  }).format(new Date(`${day}T00:00:00Z`));
}

/** `2026-11` → "November 2026". */
export function monthName(month: string, locale: Locale): string {
  return new Intl.DateTimeFormat(intlLocale(locale), {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${month}-01T00:00:00Z`));
}

/** A time of day in Pakistan. */
export function pakistanTime(iso: string, locale: Locale): string {
  return new Intl.DateTimeFormat(intlLocale(locale), {
    hour: 'numeric',
    minute: '2-digit',
    // Urdu names the time of day ('2:30 دوپہر'); CLDR's Urdu would print a Latin 'PM'.
    ...(locale === 'ur' ? { dayPeriod: 'short' as const } : {}),
    timeZone: 'Asia/Karachi',
  }).format(new Date(iso));
}

/** Today in Pakistan, `yyyy-mm-dd`. */
export function pakistanToday(now: Date = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Karachi' }).format(now);
}

export function shiftMonth(month: string, by: number): string {
  const [y, m] = month.split('-').map(Number) as [number, number];
  const date = new Date(Date.UTC(y, m - 1 + by, 1));
  return date.toISOString().slice(0, 7);
}
