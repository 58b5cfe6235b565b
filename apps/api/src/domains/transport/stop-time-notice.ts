// A stop's new pickup time told to the families riding from it: each student's guardians get one
// notification (inbox, and SMS or WhatsApp as the school's channels and their consent allow).
// A time cleared (not set) tells nobody anything useful, so only a new time is sent.
import type { Tx } from '../../db/client.js';
import { notify } from '../notifications/notify.js';
import * as repo from './repository.js';

export async function tellRidersOfNewTime(
  tx: Tx,
  tenantId: number,
  stop: { id: number; name: string; route_name: string; pickup_time: string },
  /** Distinguishes this change from an earlier one to the same time (07:00, 07:10, 07:00). */
  changeId: string,
): Promise<void> {
  const rows = await repo.guardiansAtStop(tx, tenantId, stop.id);
  const byStudent = new Map<number, { name: string; guardianIds: number[] }>();
  for (const row of rows) {
    const entry = byStudent.get(row.student_id) ?? { name: row.student_name, guardianIds: [] };
    entry.guardianIds.push(row.guardian_id);
    byStudent.set(row.student_id, entry);
  }
  for (const [studentId, student] of byStudent) {
    await notify(tx, {
      event: 'transport_time_changed',
      recipients: { guardianIds: student.guardianIds },
      data: {
        student_name: student.name,
        route_name: stop.route_name,
        stop_name: stop.name,
        time: stop.pickup_time,
      },
      idempotencyKey: `transport-time:${stop.id}:${changeId}:${studentId}`,
      link: '/school/my-transport',
    });
  }
}
