// The day's registers to mark (a teacher's sections, the office's whole school).
import type { AppDeps } from '../../deps.js';
import type { AuthContext } from '../../http/context.js';
import type { Schemas } from '../../http/types.js';
import { schoolTenantId } from '../school/policy.js';
import { inSchool } from '../school/transaction.js';
import { addTotals, dayKind, todayInPakistan, totalsOf } from './calendar.js';
import { WEEKLY_OFF_DAY } from './messages.js';
import { calendarAround, now } from './office.js';
import { isAttendanceAdmin, requireMarker } from './policy.js';
import * as repo from './repository.js';

export async function getAttendanceToday(
  deps: AppDeps,
  auth: AuthContext,
): Promise<Schemas['AttendanceToday']> {
  requireMarker(auth);
  const tenantId = schoolTenantId(auth);
  const today = todayInPakistan(now(deps));
  return inSchool(deps, auth, async (tx) => {
    const calendar = await calendarAround(tx, tenantId, today, today);
    const kind = dayKind(calendar, today, today);
    const yearId =
      (await repo.yearOf(tx, tenantId, today)) ?? (await repo.currentYearId(tx, tenantId));
    const rows = yearId
      ? await repo.todaySections(
          tx,
          tenantId,
          yearId,
          today,
          isAttendanceAdmin(auth) ? null : auth.user.id,
        )
      : [];
    const summary = totalsOf([]);
    const sections = rows.map((r) => {
      const totals = totalsOf([]);
      totals.present = r.present;
      totals.absent = r.absent;
      totals.late = r.late;
      totals.leave = r.leave;
      totals.days = r.present + r.absent + r.late + r.leave;
      addTotals(totals, totalsOf([]));
      addTotals(summary, totals);
      return {
        section_id: Number(r.section_id),
        class_name: r.class_name,
        section_name: r.section_name,
        students: Number(r.students),
        saved: Boolean(r.saved),
        totals,
        updated_at: r.updated_at ? new Date(r.updated_at).toISOString() : null,
      };
    });
    return {
      day: today,
      is_school_day: kind === 'school',
      closed_reason:
        kind === 'holiday'
          ? (calendar.holidays.get(today) ?? null)
          : kind === 'off'
            ? WEEKLY_OFF_DAY
            : null,
      sections,
      summary: {
        sections: sections.length,
        sections_saved: sections.filter((s) => s.saved).length,
        totals: summary,
      },
    };
  });
}
