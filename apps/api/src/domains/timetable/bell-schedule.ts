// The bell schedule: a day's periods per weekday (breaks included; Friday may be shorter), set by
// the office.
import type { AppDeps } from '../../deps.js';
import type { AuthContext } from '../../http/context.js';
import { conflict, invalidField } from '../../http/errors.js';
import type { Body, Schemas } from '../../http/types.js';
import { audit } from '../audit/service.js';
import { schoolTenantId } from '../school/policy.js';
import { inSchool } from '../school/transaction.js';
import { MESSAGES } from './messages.js';
import { WEEKDAYS, weekOf } from './office.js';
import { requireTimetableAdmin } from './policy.js';
import * as repo from './repository.js';

export async function getBellSchedule(
  deps: AppDeps,
  auth: AuthContext,
): Promise<Schemas['BellSchedule']> {
  const tenantId = schoolTenantId(auth);
  return inSchool(deps, auth, async (tx) => ({ days: weekOf(await repo.periods(tx, tenantId)) }));
}

export async function saveBellScheduleDay(
  deps: AppDeps,
  auth: AuthContext,
  weekday: number,
  body: Body<'saveBellScheduleDay'>,
): Promise<Schemas['BellScheduleDay']> {
  requireTimetableAdmin(auth);
  const tenantId = schoolTenantId(auth);
  const next = body.periods.map((p, i) => ({
    number: i + 1,
    starts_at: p.starts_at,
    ends_at: p.ends_at,
    is_break: p.is_break ?? false,
    label: p.label?.trim() ? p.label.trim() : null,
  }));
  next.forEach((p, i) => {
    if (p.ends_at <= p.starts_at)
      throw invalidField(`periods.${i}.ends_at`, MESSAGES.endsBeforeStart({ period: p.number }));
    const before = next[i - 1];
    if (before && p.starts_at < before.ends_at)
      throw invalidField(`periods.${i}.starts_at`, MESSAGES.overlaps({ period: p.number }));
  });
  const dayName = WEEKDAYS[weekday] ?? String(weekday);
  return inSchool(deps, auth, async (tx) => {
    await repo.lockSchedule(tx, tenantId);
    const before = await repo.periods(tx, tenantId, weekday);
    const used = await repo.entriesPerPeriod(tx, tenantId, weekday);
    for (const [number, count] of used) {
      const kept = next.find((p) => p.number === number);
      if (!kept || kept.is_break)
        throw conflict(MESSAGES.periodInUse({ period: number, day: dayName, count }));
    }
    await repo.replaceDay(tx, tenantId, weekday, next);
    await audit(tx, {
      tenantId,
      actorId: auth.user.id,
      action: 'timetable.bell_schedule_updated',
      entityType: 'weekday',
      entityId: weekday,
      changes: {
        weekday: dayName,
        from: before.map(({ weekday: _w, ...p }) => p),
        to: next,
      },
    });
    return {
      weekday,
      periods: (await repo.periods(tx, tenantId, weekday)).map(({ weekday: _w, ...p }) => p),
    };
  });
}
