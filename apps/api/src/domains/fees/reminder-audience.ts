// Who "remind every defaulter" reaches: the open vouchers overdue by at least the chosen days
// (optionally of one class), with a balance, and their students' guardians. One reminder per
// voucher per Pakistan day, whatever sends it (the single "Remind" button or a bulk run): the
// same idempotency key as remindFeeDefaulter.
import type { Tx } from '../../db/client.js';
import type { TemplateData } from '../notifications/templates/render.js';
import * as repo from './repository.js';
import { readableDay } from './runs.js';
import { voucherOut } from './vouchers.js';

export interface ReminderFilter {
  class_id?: number | undefined;
  min_days_overdue?: number | undefined;
}

interface DueReminder {
  voucherId: number;
  studentId: number;
  data: TemplateData;
  guardianIds: number[];
}

const DAY = 86_400_000;
const daysOverdue = (dueDate: string, today: string): number =>
  Math.round((Date.parse(`${today}T00:00:00Z`) - Date.parse(`${dueDate}T00:00:00Z`)) / DAY);

export const reminderKey = (voucherId: number, day: string) => `fee_overdue:${voucherId}:${day}`;

export async function dueReminders(
  tx: Tx,
  tenantId: number,
  today: string,
  filter: ReminderFilter,
): Promise<DueReminder[]> {
  const minDays = filter.min_days_overdue ?? 1;
  const overdue = (await repo.overdue(tx, tenantId, today, { class_id: filter.class_id }))
    .map((v) => voucherOut(v, today))
    .filter((v) => v.balance > 0 && daysOverdue(v.due_date, today) >= minDays);
  const guardians = await repo.guardiansOf(
    tx,
    tenantId,
    overdue.map((v) => v.student_id),
  );
  return overdue.map((v) => ({
    voucherId: v.id,
    studentId: v.student_id,
    data: { student_name: v.student_name, amount: v.balance, due_date: readableDay(v.due_date) },
    guardianIds: [
      ...new Set(
        guardians
          .filter((g) => Number(g.student_id) === v.student_id)
          .map((g) => Number(g.guardian_id)),
      ),
    ],
  }));
}
