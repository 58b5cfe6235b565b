// A calendar day (`2026-11-28`, what a date input holds and the service stores) as the school
// reads it: 'Saturday, 28 Nov 2026', Urdu 'ہفتہ، 28 نومبر 2026' (Latin digits, as on a challan).
// The month is named, so the day cannot be misread against a box showing 11/28/2026.
import type { Locale } from '../i18n/locales';

const formats = new Map<Locale, Intl.DateTimeFormat>();

function formatter(locale: Locale): Intl.DateTimeFormat {
  let format = formats.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(locale === 'ur' ? 'ur-PK-u-nu-latn' : 'en-GB', {
      weekday: 'long',
      day: 'numeric',
      month: 'short',
      year: 'numeric',
      // A calendar day has no zone: read it at UTC midnight so no device zone moves it.
      timeZone: 'UTC',
    });
    formats.set(locale, format);
  }
  return format;
}

/** The day in the school's words, or null when the text is not a whole `yyyy-mm-dd` day. */
export function formatSchoolDate(value: string, locale: Locale = 'en'): string | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return null;
  const [, y, m, d] = match.map(Number) as [number, number, number, number];
  const date = new Date(Date.UTC(y, m - 1, d));
  if (date.getUTCMonth() !== m - 1 || date.getUTCDate() !== d) return null;
  // Put together from the parts: browsers and Node disagree on the comma after the weekday.
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    formatter(locale)
      .formatToParts(date)
      .find((p) => p.type === type)?.value ?? '';
  const comma = locale === 'ur' ? '،' : ',';
  return `${part('weekday')}${comma} ${Number(part('day'))} ${part('month')} ${part('year')}`;
}

const monthFormats = new Map<Locale, Intl.DateTimeFormat>();

/** A month (`2026-11`) in the school's words: 'November 2026', Urdu 'نومبر 2026'; else null. */
export function formatSchoolMonth(value: string, locale: Locale = 'en'): string | null {
  const match = /^(\d{4})-(\d{2})$/.exec(value);
  if (!match) return null;
  const [, y, m] = match.map(Number) as [number, number, number];
  if (m < 1 || m > 12) return null;
  let format = monthFormats.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(locale === 'ur' ? 'ur-PK-u-nu-latn' : 'en-GB', {
      month: 'long',
      year: 'numeric',
      timeZone: 'UTC',
    });
    monthFormats.set(locale, format);
  }
  const parts = format.formatToParts(new Date(Date.UTC(y, m - 1, 1)));
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value;
  return `${part('month')} ${part('year')}`;
}
