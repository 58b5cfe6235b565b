// Days of the diary: Pakistan calendar dates (`yyyy-mm-dd`), shifted and named in the reader's
// language with Latin digits, as every date of the product.
import type { Locale } from '@watni/ui';
import { formatPakistanDayMonth, formatPakistanWeekdayDate } from '../../format/pakistanTime';

// A calendar day read at noon in Pakistan, so no time zone can move it to the day before.
const noonOf = (day: string) => `${day}T12:00:00+05:00`;

/** `2026-11-27` → "Friday, 27 Nov 2026" (Urdu words, Latin digits): the product's one format. */
export function dayTitle(day: string, locale: Locale): string {
  return formatPakistanWeekdayDate(noonOf(day), locale);
}

/** `2026-11-27` → "27 Nov". */
export function shortDay(day: string, locale: Locale): string {
  return formatPakistanDayMonth(noonOf(day), locale);
}

export function shiftDay(day: string, by: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + by);
  return date.toISOString().slice(0, 10);
}

/** Kilobytes, rounded up, at least 1. */
export function kib(bytes: number): number {
  return Math.max(1, Math.ceil(bytes / 1024));
}

export const DIARY_MAX_BYTES = 2 * 1024 * 1024;
const DIARY_TYPES = ['application/pdf', 'image/png', 'image/jpeg'] as const;
type DiaryFileType = (typeof DIARY_TYPES)[number];

export function isDiaryType(type: string): type is DiaryFileType {
  return (DIARY_TYPES as readonly string[]).includes(type);
}

export function base64Of(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result).replace(/^data:[^,]*,/, ''));
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(file);
  });
}
