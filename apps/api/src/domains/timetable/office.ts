// What the timetable use cases share: the weekdays, the clock, a section's title, a day's periods,
// a room's name.
import type { AppDeps } from '../../deps.js';
import type { Schemas } from '../../http/types.js';
import type * as repo from './repository.js';

export const WEEKDAYS = [
  'Sunday',
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
] as const;

/** The clock, replaceable in tests through deps (`deps.now`) when present. */
export function now(deps: AppDeps): Date {
  const clock = (deps as { now?: () => Date }).now;
  return clock ? clock() : new Date();
}

export const sectionTitle = (r: { class_name: string; section_name: string }) =>
  `${r.class_name} ${r.section_name}`;

export function weekOf(periods: repo.PeriodRow[]): Schemas['BellScheduleDay'][] {
  return WEEKDAYS.map((_, weekday) => ({
    weekday,
    periods: periods.filter((p) => p.weekday === weekday).map(({ weekday: _w, ...p }) => p),
  }));
}

export const cleanRoom = (room: string | null | undefined): string | null => {
  const trimmed = room?.trim().replace(/\s+/g, ' ');
  return trimmed ? trimmed : null;
};
