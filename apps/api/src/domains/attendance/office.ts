// What the attendance use cases share: the clock, the day check, a refusal, the section.
import type { Tx } from '../../db/client.js';
import type { AppDeps } from '../../deps.js';
import { forbidden, HttpError, invalidField, notFound } from '../../http/errors.js';
import { isCalendarDay, type markRefusal } from './calendar.js';
import { MESSAGES } from './messages.js';
import * as repo from './repository.js';

/** The clock, replaceable in tests through deps (`deps.now`) when present. */
export function now(deps: AppDeps): Date {
  const clock = (deps as { now?: () => Date }).now;
  return clock ? clock() : new Date();
}

export function requireDay(day: string): void {
  if (!isCalendarDay(day)) throw invalidField('day', MESSAGES.notADate);
}

export function refuse(refusal: NonNullable<ReturnType<typeof markRefusal>>): HttpError {
  return refusal.status === 403
    ? forbidden(refusal.detail)
    : new HttpError(422, refusal.detail, [{ field: 'day', message: refusal.detail }]);
}

export const cleanNote = (note: string | null | undefined): string | null => {
  const trimmed = note?.trim();
  return trimmed ? trimmed : null;
};

export async function calendarAround(tx: Tx, tenantId: number, from: string, to: string) {
  return repo.calendarOf(tx, tenantId, { from, to });
}

export async function sectionFor(tx: Tx, tenantId: number, sectionId: number) {
  const section = await repo.findSection(tx, tenantId, sectionId);
  if (!section) throw notFound(MESSAGES.sectionNotFound);
  return section;
}
