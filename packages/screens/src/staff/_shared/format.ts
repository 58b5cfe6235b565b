import { type Locale, useI18n } from '@watni/ui';
import { useCallback } from 'react';
import { formatPakistanDate, formatPakistanDateTime } from '../../format/pakistanTime';

/**
 * '22 Nov 2026' for an ISO timestamp, in Pakistan time (a fixed zone: the same on server and
 * client) and in a language; `withTime` adds the hour ('22 Nov 2026, 11:30').
 */
function formatDate(iso: string, locale: Locale = 'en', withTime = false): string {
  return withTime ? formatPakistanDateTime(iso, locale) : formatPakistanDate(iso, locale);
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
