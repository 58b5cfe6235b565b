// The job of a queued run: the kind's work in one transaction with the run's end, so a retried
// job (a worker that died) finds the run still pending and works it again from the start, or
// finds it ended and stops. Work that throws ends the run failed, with the kind's sentence.
import type { Db } from '../../db/client.js';
import { tenantScope, withScope } from '../../db/scope.js';
import type { JobKind } from '../queue.js';
import type { QueuedRunKind, RunJob, RunViewBase } from './kind.js';
import { endRun, startRun } from './repository.js';

async function workRun<Own extends object, View extends RunViewBase>(
  db: Db,
  kind: QueuedRunKind<Own, View>,
  job: RunJob,
): Promise<void> {
  const { tenantId, runId } = job;
  try {
    await withScope(db, tenantScope(tenantId), async (tx) => {
      const run = await startRun(tx, kind.table, tenantId, runId);
      if (!run) return;
      const result = await kind.work(tx, run, job);
      await endRun(tx, kind.table, tenantId, runId, { result });
    });
  } catch (error) {
    const sentence = kind.failure(error, job).slice(0, 500);
    await withScope(db, tenantScope(tenantId), (tx) =>
      endRun(tx, kind.table, tenantId, runId, { error: sentence }),
    );
  }
}

export function queuedRunJob<Own extends object, View extends RunViewBase>(
  db: Db,
  kind: QueuedRunKind<Own, View>,
): JobKind<RunJob> {
  return {
    name: kind.job,
    retryLimit: 2,
    retryDelay: 5,
    expireInSeconds: 900,
    // One run at a time per school, as report cards, voucher runs and bulk printing: a school's
    // burst of runs leaves the second worker to another school.
    perSchool: 1,
    concurrency: 2,
    handler: (job) => workRun(db, kind, job),
  };
}
