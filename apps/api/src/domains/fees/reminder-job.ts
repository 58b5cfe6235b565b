// The queued run of "remind every defaulter": the defaulters of the run's day chosen when the
// worker starts, then reminded batch by batch (progress after each). Safe to run again (a retry,
// a worker that died): every reminder carries the voucher-and-day key, so a guardian reminded
// once that day is not reminded again.
import type { Db } from '../../db/client.js';
import { tenantScope, withScope } from '../../db/scope.js';
import type { JobKind } from '../../queue/queue.js';
import { notifyMany } from '../notifications/notify.js';
import { REMINDER_JOB } from './bulk-reminders.js';
import { dueReminders, reminderKey } from './reminder-audience.js';
import * as runs from './reminder-repository.js';

const BATCH = 50;

async function processReminderRun(
  db: Db,
  tenantId: number,
  runId: number,
  batchSize = BATCH,
): Promise<void> {
  const scope = tenantScope(tenantId);
  const prepared = await withScope(db, scope, async (tx) => {
    const run = await runs.claimRun(tx, tenantId, runId);
    if (!run) return undefined;
    const due = await dueReminders(tx, tenantId, run.run_day, {
      class_id: run.class_id ?? undefined,
      min_days_overdue: run.min_days_overdue,
    });
    await runs.setTotal(tx, tenantId, runId, due.length);
    return { run, due };
  });
  if (!prepared) return;
  const { run, due } = prepared;
  try {
    for (let i = 0; i < due.length; i += batchSize) {
      const batch = due.slice(i, i + batchSize);
      await withScope(db, scope, async (tx) => {
        const { notified } = await notifyMany(
          tx,
          batch
            .filter((reminder) => reminder.guardianIds.length)
            .map((reminder) => ({
              event: 'fee_overdue' as const,
              recipients: { guardianIds: reminder.guardianIds },
              data: reminder.data,
              idempotencyKey: reminderKey(reminder.voucherId, run.run_day),
              link: '/fees',
            })),
        );
        await runs.addProgress(tx, tenantId, runId, batch.length, notified);
      });
    }
    await withScope(db, scope, (tx) => runs.finishRun(tx, tenantId, runId, 'done'));
  } catch (error) {
    await withScope(db, scope, (tx) => runs.finishRun(tx, tenantId, runId, 'failed')).catch(
      () => undefined,
    );
    throw error;
  }
}

export function reminderRunJob(db: Db): JobKind<{ tenantId: number; runId: number }> {
  return {
    name: REMINDER_JOB,
    retryLimit: 3,
    retryDelay: 10,
    expireInSeconds: 1800,
    async handler({ tenantId, runId }) {
      await processReminderRun(db, tenantId, runId);
    },
  };
}
