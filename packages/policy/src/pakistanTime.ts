// Pakistan time, the one zone every school date and clock is read in, whatever the zone of the
// server (Frankfurt) or the device (a parent abroad). The service and the screens both import
// these, so "today" is the same day on both sides of the wire.

/** The zone every school date is read in. */
export const PAKISTAN_TIME_ZONE = 'Asia/Karachi';

/** Pakistan keeps UTC+5 all year (no daylight saving since 2009): the offset as ISO writes it. */
export const PAKISTAN_UTC_OFFSET = '+05:00';

/** The same offset in minutes, for clock arithmetic that needs no calendar. */
export const PAKISTAN_UTC_OFFSET_MINUTES = 5 * 60;

const isoDay = new Intl.DateTimeFormat('en-CA', { timeZone: PAKISTAN_TIME_ZONE });
const shortWeekday = new Intl.DateTimeFormat('en-US', {
  timeZone: PAKISTAN_TIME_ZONE,
  weekday: 'short',
});

/** Today in Pakistan, `yyyy-mm-dd` (the school's day, whatever the machine's zone). */
export function pakistanToday(now: Date = new Date()): string {
  return isoDay.format(now);
}

/** This month in Pakistan, `yyyy-mm`. */
export function pakistanThisMonth(now: Date = new Date()): string {
  return pakistanToday(now).slice(0, 7);
}

/** Today's weekday in Pakistan (0 = Sunday). */
export function pakistanWeekday(now: Date = new Date()): number {
  return ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'].indexOf(shortWeekday.format(now));
}
