// SQL of "remind every defaulter": the runs with their filter and progress.
import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import { rows } from '../../db/rows.js';

export type ReminderRunStatus = 'queued' | 'running' | 'done' | 'failed';

export interface ReminderRunRow {
  id: number;
  class_id: number | null;
  min_days_overdue: number;
  run_day: string;
  status: ReminderRunStatus;
  vouchers: number;
  processed: number;
  notified: number;
  created_at: string;
  finished_at: string | null;
}

const SELECT = sql`
  select id, class_id, min_days_overdue, run_day::text as run_day, status, vouchers, processed,
         notified, created_at, finished_at
  from fee_reminder_runs`;

const out = (r: ReminderRunRow): ReminderRunRow => ({
  ...r,
  id: Number(r.id),
  class_id: r.class_id === null ? null : Number(r.class_id),
  min_days_overdue: Number(r.min_days_overdue),
  vouchers: Number(r.vouchers),
  processed: Number(r.processed),
  notified: Number(r.notified),
  created_at: new Date(r.created_at).toISOString(),
  finished_at: r.finished_at === null ? null : new Date(r.finished_at).toISOString(),
});

export async function insertRun(
  tx: Tx,
  values: {
    tenantId: number;
    classId: number | null;
    minDaysOverdue: number;
    runDay: string;
    createdBy: number;
  },
): Promise<number> {
  const [row] = await rows<{ id: number }>(
    tx,
    sql`insert into fee_reminder_runs (tenant_id, class_id, min_days_overdue, run_day, created_by)
        values (${values.tenantId}, ${values.classId}, ${values.minDaysOverdue},
                ${values.runDay}::date, ${values.createdBy})
        returning id`,
  );
  return Number(row!.id);
}

export async function findRun(tx: Tx, tenantId: number, id: number) {
  const [row] = await rows<ReminderRunRow>(
    tx,
    sql`${SELECT} where tenant_id = ${tenantId} and id = ${id}`,
  );
  return row && out(row);
}

/** Takes the run for a worker (again after a crash; a finished run is not taken). */
export async function claimRun(tx: Tx, tenantId: number, id: number) {
  const [row] = await rows<ReminderRunRow>(
    tx,
    sql`update fee_reminder_runs set status = 'running'
        where tenant_id = ${tenantId} and id = ${id} and status in ('queued', 'running', 'failed')
        returning id, class_id, min_days_overdue, run_day::text as run_day, status, vouchers,
                  processed, notified, created_at, finished_at`,
  );
  return row && out(row);
}

export async function setTotal(tx: Tx, tenantId: number, id: number, vouchers: number) {
  await tx.execute(sql`update fee_reminder_runs set vouchers = ${vouchers}, processed = 0
                       where tenant_id = ${tenantId} and id = ${id}`);
}

export async function addProgress(
  tx: Tx,
  tenantId: number,
  id: number,
  processed: number,
  notified: number,
) {
  await tx.execute(sql`update fee_reminder_runs set processed = processed + ${processed},
                              notified = notified + ${notified}
                       where tenant_id = ${tenantId} and id = ${id}`);
}

export async function finishRun(tx: Tx, tenantId: number, id: number, status: 'done' | 'failed') {
  await tx.execute(sql`update fee_reminder_runs set status = ${status}, finished_at = now()
                       where tenant_id = ${tenantId} and id = ${id}`);
}
