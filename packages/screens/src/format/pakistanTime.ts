// Dates and times shown in Pakistan time (Asia/Karachi), whatever the device's zone: a school
// office in Lahore and a server in Frankfurt read the same '22 Nov 2026, 11:30 am'.
import { PAKISTAN_TIME_ZONE, pakistanThisMonth, pakistanToday } from '@watni/policy';
import type { Locale } from '@watni/ui';

// The one date format of each language: English '22 Nov 2026', Urdu '22 نومبر 2026' (Latin
// digits, as on a challan). Screens format every date through these functions, never their own
// Intl.DateTimeFormat, so a date reads the same on every screen.
const formats = new Map<string, Intl.DateTimeFormat>();

// The zone and today's day, month and weekday come from @watni/policy, shared with the service.
export { pakistanThisMonth, pakistanToday };

const intlLocale = (locale: Locale | string) => (locale === 'ur' ? 'ur-PK-u-nu-latn' : 'en-GB');

function formatter(locale: Locale, withTime: boolean, weekday = false): Intl.DateTimeFormat {
  const key = `${locale}:${withTime}:${weekday}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(intlLocale(locale), {
      ...(weekday ? { weekday: 'long' as const } : {}),
      day: 'numeric',
      month: 'short',
      year: 'numeric',
      ...(withTime ? { hour: 'numeric', minute: '2-digit', hour12: true } : {}),
      // Urdu names the time of day ('2:30 دوپہر'); CLDR's Urdu would print a Latin 'PM'.
      ...(withTime && locale === 'ur' ? { dayPeriod: 'short' as const } : {}),
      timeZone: PAKISTAN_TIME_ZONE,
    });
    formats.set(key, format);
  }
  return format;
}

/** '22 Nov 2026, 11:30 am' in Pakistan time; the ISO text itself when it is not a date. */
export function formatPakistanDateTime(iso: string, locale: Locale = 'en'): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return formatter(locale, true).format(date);
}

/** '22 Nov 2026' in Pakistan time. */
export function formatPakistanDate(iso: string, locale: Locale = 'en'): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return formatter(locale, false).format(date);
}

const clock = new Map<string, Intl.DateTimeFormat>();

/** '10:42 am' in Pakistan time (the time alone, for "saved at"); the text itself when not a date. */
export function formatPakistanTime(iso: string, locale: Locale = 'en'): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  let format = clock.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(intlLocale(locale), {
      hour: 'numeric',
      minute: '2-digit',
      hour12: true,
      ...(locale === 'ur' ? { dayPeriod: 'short' as const } : {}),
      timeZone: PAKISTAN_TIME_ZONE,
    });
    clock.set(locale, format);
  }
  return format.format(date);
}

/** 'Tuesday, 24 Nov 2026': a day with its weekday (a register's heading), in Pakistan time. */
export function formatPakistanWeekdayDate(iso: string, locale: Locale = 'en'): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return formatter(locale, false, true).format(date);
}

const months = new Map<string, Intl.DateTimeFormat>();

/** `2026-11` → 'November 2026' / 'نومبر 2026' (a fee month, an attendance month). */
export function formatPakistanMonth(month: string, locale: Locale = 'en'): string {
  const date = new Date(`${month}-01T00:00:00Z`);
  if (!/^\d{4}-\d{2}$/.test(month) || Number.isNaN(date.getTime())) return month;
  let format = months.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(intlLocale(locale), {
      month: 'long',
      year: 'numeric',
      timeZone: 'UTC',
    });
    months.set(locale, format);
  }
  return format.format(date);
}

const dayMonths = new Map<string, Intl.DateTimeFormat>();

/** '24 Nov': a day inside a month already named (a column of a month's grid). */
export function formatPakistanDayMonth(iso: string, locale: Locale = 'en'): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  let format = dayMonths.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(intlLocale(locale), {
      day: 'numeric',
      month: 'short',
      timeZone: PAKISTAN_TIME_ZONE,
    });
    dayMonths.set(locale, format);
  }
  return format.format(date);
}
