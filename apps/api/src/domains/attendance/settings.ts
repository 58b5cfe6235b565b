// The school's attendance settings: weekly off days and holidays.
import type { AppDeps } from '../../deps.js';
import type { AuthContext } from '../../http/context.js';
import { invalidField } from '../../http/errors.js';
import type { Body, Schemas } from '../../http/types.js';
import { audit } from '../audit/service.js';
import { schoolTenantId } from '../school/policy.js';
import { inSchool } from '../school/transaction.js';
import { isCalendarDay } from './calendar.js';
import { MESSAGES } from './messages.js';
import { requireAttendanceAdmin } from './policy.js';
import * as repo from './repository.js';

export async function getAttendanceSettings(
  deps: AppDeps,
  auth: AuthContext,
): Promise<Schemas['AttendanceSettings']> {
  const tenantId = schoolTenantId(auth);
  return inSchool(deps, auth, async (tx) => ({
    weekly_off_days: (await repo.weeklyOffDays(tx, tenantId)).sort((a, b) => a - b),
    holidays: await repo.holidays(tx, tenantId),
  }));
}

export async function updateAttendanceSettings(
  deps: AppDeps,
  auth: AuthContext,
  body: Body<'updateAttendanceSettings'>,
): Promise<Schemas['AttendanceSettings']> {
  requireAttendanceAdmin(auth);
  const tenantId = schoolTenantId(auth);
  const offDays = [...new Set(body.weekly_off_days)].sort((a, b) => a - b);
  if (offDays.length >= 7) throw invalidField('weekly_off_days', MESSAGES.allDaysOff);
  const seen = new Set<string>();
  const list: repo.HolidayRow[] = [];
  for (const holiday of body.holidays) {
    if (!isCalendarDay(holiday.day)) throw invalidField('holidays', MESSAGES.notADate);
    if (seen.has(holiday.day))
      throw invalidField('holidays', MESSAGES.holidayTwice({ day: holiday.day }));
    seen.add(holiday.day);
    const name = holiday.name.trim();
    if (!name) throw invalidField('holidays', MESSAGES.holidayName);
    list.push({ day: holiday.day, name });
  }
  list.sort((a, b) => a.day.localeCompare(b.day));
  return inSchool(deps, auth, async (tx) => {
    await repo.lockSettings(tx, tenantId);
    const beforeOff = (await repo.weeklyOffDays(tx, tenantId)).sort((a, b) => a - b);
    const beforeHolidays = await repo.holidays(tx, tenantId);
    const changes: Record<string, unknown> = {};
    if (JSON.stringify(beforeOff) !== JSON.stringify(offDays))
      changes.weekly_off_days = { from: beforeOff, to: offDays };
    const key = (h: repo.HolidayRow) => `${h.day} ${h.name}`;
    const oldKeys = new Set(beforeHolidays.map(key));
    const newKeys = new Set(list.map(key));
    const added = list.filter((h) => !oldKeys.has(key(h)));
    const removed = beforeHolidays.filter((h) => !newKeys.has(key(h)));
    if (added.length || removed.length) changes.holidays = { added, removed };
    if (Object.keys(changes).length) {
      await repo.saveSettings(tx, tenantId, offDays, list);
      await audit(tx, {
        tenantId,
        actorId: auth.user.id,
        action: 'attendance.settings_updated',
        entityType: 'attendance_settings',
        entityId: null,
        changes,
      });
    }
    return { weekly_off_days: offDays, holidays: list };
  });
}
