// Absence alerts: the guardians of a student marked absent today are alerted once per student and
// day.
import type { Tx } from '../../db/client.js';
import type { AppDeps } from '../../deps.js';
import type { AuthContext } from '../../http/context.js';
import type { Schemas } from '../../http/types.js';
import { notify } from '../notifications/notify.js';
import { schoolTenantId } from '../school/policy.js';
import { inSchool } from '../school/transaction.js';
import { addDays, todayInPakistan } from './calendar.js';
import { now } from './office.js';
import { requireParent } from './policy.js';
import * as repo from './repository.js';

/**
 * The absence alert of today's register: raised for every absent student (once per student and
 * day: a re-save changes nothing), withdrawn for a student set back to present, late or leave.
 * The parent sees active alerts in the app (listAttendanceAlerts). A student's FIRST absence of
 * the day also goes to their guardians through the notifications service (the inbox,
 * e-mail, and SMS / WhatsApp where the guardian consented), in this same transaction, under the
 * key `absence:<studentId>:<day>` so that no retry or re-save sends it twice. A student set back
 * to present and then absent again the same day is not notified again.
 */
export async function alertGuardians(
  tx: Tx,
  tenantId: number,
  sectionId: number,
  day: string,
  next: repo.EntryRow[],
  names: ReadonlyMap<number, string>,
): Promise<void> {
  const absent = next
    .filter((e) => e.status === 'absent')
    .map((e) => ({ student_id: e.student_id, note: e.note }));
  const others = next.filter((e) => e.status !== 'absent').map((e) => e.student_id);
  const first = await repo.syncAlerts(tx, tenantId, sectionId, day, absent, others);
  if (!first.length) return;
  const guardians = await repo.guardiansOfStudents(tx, tenantId, first);
  for (const studentId of first) {
    const guardianIds = guardians
      .filter((g) => Number(g.student_id) === studentId)
      .map((g) => Number(g.guardian_id));
    if (!guardianIds.length) continue;
    await notify(tx, {
      event: 'absence',
      recipients: { guardianIds },
      data: { student_name: names.get(studentId) ?? '', date: readableDay(day) },
      idempotencyKey: `absence:${studentId}:${day}`,
      link: '/dashboard',
    });
  }
}

/** `2026-11-24` → `24 November 2026` (the templates put it in a sentence). */
function readableDay(day: string): string {
  return new Intl.DateTimeFormat('en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${day}T00:00:00Z`));
}

export async function listAttendanceAlerts(
  deps: AppDeps,
  auth: AuthContext,
): Promise<Schemas['AttendanceAlertList']> {
  requireParent(auth);
  const tenantId = schoolTenantId(auth);
  const since = addDays(todayInPakistan(now(deps)), -30);
  return inSchool(deps, auth, async (tx) => {
    const rows = await repo.alertsOfParent(tx, tenantId, auth.user.id, since);
    return {
      items: rows.map((r) => ({
        ...r,
        student_id: Number(r.student_id),
        created_at: new Date(r.created_at).toISOString(),
      })),
    };
  });
}
