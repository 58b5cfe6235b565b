// A small RFC 5545 writer: just what the calendar feed needs (VCALENDAR, one VTIMEZONE for
// Asia/Karachi, VEVENTs with optional weekly recurrence). Text values are escaped (§3.3.11) and
// every content line is folded at 75 octets without splitting a UTF-8 character (§3.1).

import {
  PAKISTAN_TIME_ZONE,
  PAKISTAN_UTC_OFFSET,
  pakistanInstant,
} from '../_shared/pakistanTime.js';

const FEED_TZID = PAKISTAN_TIME_ZONE;

/** Pakistan keeps UTC+5 all year (no daylight saving since 2009): one STANDARD block, `+0500`. */
const TZ_OFFSET = PAKISTAN_UTC_OFFSET.replace(':', '');
const VTIMEZONE = [
  'BEGIN:VTIMEZONE',
  `TZID:${FEED_TZID}`,
  'BEGIN:STANDARD',
  'DTSTART:19700101T000000',
  `TZOFFSETFROM:${TZ_OFFSET}`,
  `TZOFFSETTO:${TZ_OFFSET}`,
  'TZNAME:PKT',
  'END:STANDARD',
  'END:VTIMEZONE',
];

/** A local time in Pakistan: a yyyy-mm-dd day and an HH:MM time. */
export interface LocalTime {
  day: string;
  time: string;
}

export interface IcalEvent {
  uid: string;
  summary: string;
  description?: string | null;
  location?: string | null;
  /** A timed event (Pakistan time) … */
  start?: LocalTime;
  end?: LocalTime;
  /** … or an all-day event on this day. */
  allDay?: string;
  /** Weekly until this day (inclusive, Pakistan time). */
  weeklyUntil?: string;
  /** Days (Pakistan) a weekly event skips (holidays), at its start time. */
  exceptDays?: string[];
  categories?: string;
}

/** §3.3.11: backslash, semicolon, comma and newlines escaped. */
export function escapeText(value: string): string {
  return value
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');
}

/** §3.1: lines longer than 75 octets are split, each continuation starting with one space. */
export function foldLine(line: string): string {
  const encoder = new TextEncoder();
  if (encoder.encode(line).length <= 75) return line;
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  // The first line holds 75 octets; each continuation 74 after its leading space.
  let limit = 75;
  for (const char of line) {
    const size = encoder.encode(char).length;
    if (octets + size > limit) {
      parts.push(current);
      current = '';
      octets = 0;
      limit = 74;
    }
    current += char;
    octets += size;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

const compactDay = (day: string) => day.replace(/-/g, '');
const localStamp = (t: LocalTime) =>
  `${compactDay(t.day)}T${t.time.replace(':', '').slice(0, 4)}00`;

/** A UTC date-time (DTSTAMP, UNTIL). */
function utcStamp(date: Date): string {
  return `${date.toISOString().replace(/[-:]/g, '').slice(0, 15)}Z`;
}

/** The end of a Pakistan day as UTC (an RRULE UNTIL beside a TZID start must be UTC). */
function endOfDayUtc(day: string): string {
  return utcStamp(pakistanInstant(day, '23:59:59'));
}

function nextDay(day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + 1);
  return date.toISOString().slice(0, 10);
}

function eventLines(event: IcalEvent, stamp: string): string[] {
  const lines = ['BEGIN:VEVENT', `UID:${escapeText(event.uid)}`, `DTSTAMP:${stamp}`];
  if (event.allDay) {
    lines.push(`DTSTART;VALUE=DATE:${compactDay(event.allDay)}`);
    lines.push(`DTEND;VALUE=DATE:${compactDay(nextDay(event.allDay))}`);
  } else if (event.start && event.end) {
    lines.push(`DTSTART;TZID=${FEED_TZID}:${localStamp(event.start)}`);
    lines.push(`DTEND;TZID=${FEED_TZID}:${localStamp(event.end)}`);
    if (event.weeklyUntil) lines.push(`RRULE:FREQ=WEEKLY;UNTIL=${endOfDayUtc(event.weeklyUntil)}`);
    if (event.exceptDays?.length) {
      const time = event.start.time;
      const days = event.exceptDays.map((day) => localStamp({ day, time }));
      lines.push(`EXDATE;TZID=${FEED_TZID}:${days.join(',')}`);
    }
  }
  lines.push(`SUMMARY:${escapeText(event.summary)}`);
  if (event.description) lines.push(`DESCRIPTION:${escapeText(event.description)}`);
  if (event.location) lines.push(`LOCATION:${escapeText(event.location)}`);
  if (event.categories) lines.push(`CATEGORIES:${escapeText(event.categories)}`);
  lines.push('TRANSP:OPAQUE', 'END:VEVENT');
  return lines;
}

/** The whole VCALENDAR, CRLF line ends, folded. */
export function writeCalendar(
  name: string,
  events: readonly IcalEvent[],
  now: Date = new Date(),
): string {
  const stamp = utcStamp(now);
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Watni//School calendar//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    `X-WR-CALNAME:${escapeText(name)}`,
    `X-WR-TIMEZONE:${FEED_TZID}`,
    ...VTIMEZONE,
    ...events.flatMap((event) => eventLines(event, stamp)),
    'END:VCALENDAR',
  ];
  return `${lines.map(foldLine).join('\r\n')}\r\n`;
}
