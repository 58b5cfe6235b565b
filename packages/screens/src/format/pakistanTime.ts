// Dates and times shown in Pakistan time (Asia/Karachi), whatever the device's zone: a school
// office in Lahore and a server in Frankfurt read the same '22 Nov 2026, 11:30 am'.
import type { Locale } from '@watni/ui';

const formats = new Map<string, Intl.DateTimeFormat>();

function formatter(locale: Locale, withTime: boolean): Intl.DateTimeFormat {
  const key = `${locale}:${withTime}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale === 'ur' ? 'ur-PK-u-nu-latn' : 'en-GB', {
      day: 'numeric',
      month: 'short',
      year: 'numeric',
      ...(withTime ? { hour: 'numeric', minute: '2-digit', hour12: true } : {}),
      // Urdu names the time of day ('2:30 دوپہر'); CLDR's Urdu would print a Latin 'PM'.
      ...(withTime && locale === 'ur' ? { dayPeriod: 'short' as const } : {}),
      timeZone: 'Asia/Karachi',
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
