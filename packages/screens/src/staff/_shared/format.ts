import { type Locale, localeInfo, useI18n } from '@watni/ui';
import { useCallback } from 'react';

const dateFormats = new Map<string, Intl.DateTimeFormat>();

function formatter(locale: Locale, withTime: boolean): Intl.DateTimeFormat {
  const key = `${locale}:${withTime}`;
  let format = dateFormats.get(key);
  if (!format) {
    // English reads '22 Nov 2026'; Urdu '22 نومبر 2026' (Latin digits, as 'PKR 2,800').
    format = new Intl.DateTimeFormat(locale === 'en' ? 'en-GB' : localeInfo[locale].intl, {
      day: 'numeric',
      month: 'short',
      year: 'numeric',
      ...(withTime ? { hour: '2-digit', minute: '2-digit' } : {}),
      // Urdu names the time of day ('02:30 دوپہر'); CLDR's Urdu would print a Latin 'PM'.
      ...(withTime && locale === 'ur' ? { dayPeriod: 'short' as const } : {}),
      timeZone: 'Asia/Karachi',
      numberingSystem: 'latn',
    });
    dateFormats.set(key, format);
  }
  return format;
}

/**
 * '22 Nov 2026' for an ISO timestamp, in Pakistan time (a fixed zone: the same on server and
 * client) and in a language; `withTime` adds the hour ('22 Nov 2026, 11:30').
 */
export function formatDate(iso: string, locale: Locale = 'en', withTime = false): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return formatter(locale, withTime).format(date);
}

/** `formatDate` in the current language (screens call it as they called formatDate). */
export function useFormatDate(): (iso: string) => string {
  const { locale } = useI18n();
  return useCallback((iso: string) => formatDate(iso, locale), [locale]);
}

/** Date and time in the current language, in Pakistan time. */
export function useFormatDateTime(): (iso: string) => string {
  const { locale } = useI18n();
  return useCallback((iso: string) => formatDate(iso, locale, true), [locale]);
}

export function fullName(user: { first_name: string; last_name: string }): string {
  return `${user.first_name} ${user.last_name}`.trim();
}
