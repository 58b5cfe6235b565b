// The service's Pakistan time: the zone and today's date from @watni/policy (the screens read the
// same), plus what only the service needs (clock parts of an instant, spreadsheet and document
// stamps, instants of a Pakistan day and time; db/pakistan-day.ts puts this zone inside SQL).
// Every date the service reads or prints in Pakistan time goes through here; a lint test refuses
// the zone's name anywhere else in apps/api/src.
import {
  PAKISTAN_TIME_ZONE,
  PAKISTAN_UTC_OFFSET,
  PAKISTAN_UTC_OFFSET_MINUTES,
  pakistanThisMonth,
  pakistanToday,
} from '@watni/policy';

export {
  PAKISTAN_TIME_ZONE,
  PAKISTAN_UTC_OFFSET,
  PAKISTAN_UTC_OFFSET_MINUTES,
  pakistanThisMonth,
  pakistanToday,
};

/** Today's date in Pakistan (yyyy-mm-dd); the service's long-standing name for pakistanToday. */
export const todayInPakistan = pakistanToday;

/**
 * An Intl date format that reads instants in Pakistan time: the caller's locale and fields, the
 * zone always Pakistan's (so no format can forget it and print the server's day).
 */
export function pakistanDateFormat(
  locale: string,
  options: Omit<Intl.DateTimeFormatOptions, 'timeZone'>,
): Intl.DateTimeFormat {
  return new Intl.DateTimeFormat(locale, { ...options, timeZone: PAKISTAN_TIME_ZONE });
}

const clockParts = pakistanDateFormat('en-GB', {
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
  weekday: 'short',
});

/** Pakistan's date, weekday (0 = Sunday) and clock time (HH:MM) of an instant. */
export function pakistanClock(at: Date): { day: string; weekday: number; time: string } {
  const parts = Object.fromEntries(clockParts.formatToParts(at).map((p) => [p.type, p.value]));
  const day = `${parts.year}-${parts.month}-${parts.day}`;
  const weekday = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'].indexOf(String(parts.weekday));
  return { day, weekday, time: `${parts.hour}:${parts.minute}` };
}

/** `2026-11-23 14:05` in Pakistan time (what a spreadsheet sorts and reads as a date); '' for none. */
export function pakistanDateTime(date: Date | string | null): string {
  if (!date) return '';
  const { day, time } = pakistanClock(new Date(date));
  return `${day} ${time}`;
}

const yearOnly = pakistanDateFormat('en', { year: 'numeric' });

/** The year of an instant in Pakistan (a certificate issued at 23:00 UTC on 31 December is next year's). */
export function pakistanYear(at: Date): number {
  return Number(yearOnly.format(at));
}

/** `yyyyMMddHHmmss` in Pakistan time (a payment provider's transaction stamp). */
export function pakistanStamp(at: Date): string {
  const shifted = new Date(at.getTime() + PAKISTAN_UTC_OFFSET_MINUTES * 60_000);
  return shifted.toISOString().replace(/[-:T]/g, '').slice(0, 14);
}

/** The instant of a Pakistan day (yyyy-mm-dd) and clock time (HH:MM or HH:MM:SS). */
export function pakistanInstant(day: string, time = '00:00'): Date {
  return new Date(`${day}T${time}${PAKISTAN_UTC_OFFSET}`);
}
