// Quiet hours in Pakistan time (UTC+5 all year, no daylight saving).
import { PAKISTAN_UTC_OFFSET_MINUTES } from '../_shared/pakistanTime.js';

const DAY = 24 * 60;

function minutesOf(hhmm: string): number {
  const [h, m] = hhmm.split(':').map(Number);
  return (h ?? 0) * 60 + (m ?? 0);
}

/**
 * When a text message may go out: null (now) outside quiet hours, else the moment they end.
 * `start`/`end` are 'HH:MM' Pakistan time; a window may cross midnight (21:00–07:00).
 */
export function quietUntil(now: Date, start: string | null, end: string | null): Date | null {
  if (!start || !end || start === end) return null;
  const s = minutesOf(start);
  const e = minutesOf(end);
  const utcMinutes = Math.floor(now.getTime() / 60000);
  const local = (((utcMinutes + PAKISTAN_UTC_OFFSET_MINUTES) % DAY) + DAY) % DAY;
  const inside = s < e ? local >= s && local < e : local >= s || local < e;
  if (!inside) return null;
  const wait = (((e - local) % DAY) + DAY) % DAY;
  return new Date((utcMinutes + wait) * 60000);
}
