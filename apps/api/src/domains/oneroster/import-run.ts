// A OneRoster import run by the job queue: the request reads and checks the package (cheap,
// bounded by the contract's size limits) and queues it; the job imports it in one transaction,
// as the direct import does. At most one import runs at a time per school (JobKind.perSchool),
// and the same package sent again while its run is pending answers that run.

import { createHash } from 'node:crypto';
import type { Db, Tx } from '../../db/client.js';
import { tenantScope, withScope } from '../../db/scope.js';
import type { AppDeps } from '../../deps.js';
import type { AuthContext } from '../../http/context.js';
import { notFound } from '../../http/errors.js';
import type { Body, Schemas } from '../../http/types.js';
import type { JobKind } from '../../queue/queue.js';
import { queueOf } from '../../queue/registry.js';
import { audit } from '../audit/service.js';
import { requireSchoolAdmin, schoolTenantId } from '../school/policy.js';
import { inSchool } from '../school/transaction.js';
import { apply, check, refuseProblems } from './import.js';
import * as runs from './import-run-repository.js';
import { ONEROSTER_MESSAGES } from './messages.js';

const IMPORT_JOB = 'oneroster.import';
type Run = Schemas['OneRosterImportRun'];

const iso = (at: Date | string) => new Date(at).toISOString();

async function runView(tx: Tx, tenantId: number, runId: number): Promise<Run> {
  const run = await runs.findImportRun(tx, tenantId, runId);
  if (!run) throw notFound(ONEROSTER_MESSAGES.importRunNotFound);
  return {
    id: run.id,
    file_name: run.file_name,
    content_sha256: run.content_sha256,
    status: run.status,
    result: (run.result ?? null) as Run['result'],
    error: run.error,
    created_at: iso(run.created_at),
    finished_at: run.finished_at ? iso(run.finished_at) : null,
  };
}

export async function createOneRosterImportRun(
  deps: AppDeps,
  auth: AuthContext,
  body: Body<'createOneRosterImportRun'>,
): Promise<Run> {
  requireSchoolAdmin(auth);
  // Read and checked here, so a package with problems is refused at once (nothing queued).
  refuseProblems(check(body));
  const tenantId = schoolTenantId(auth);
  const content = Buffer.from(body.content_base64, 'base64');
  const sha256 = createHash('sha256').update(content).digest('hex');
  return inSchool(deps, auth, async (tx) => {
    const pending = await runs.pendingImportRun(tx, tenantId, sha256);
    if (pending !== undefined) return runView(tx, tenantId, pending);
    const runId = await runs.insertImportRun(tx, {
      tenantId,
      fileName: body.file_name,
      sha256,
      content,
      createdBy: auth.user.id,
    });
    await audit(tx, {
      tenantId,
      actorId: auth.user.id,
      action: 'oneroster.import_requested',
      entityType: 'school',
      entityId: tenantId,
      changes: { run_id: runId, file_name: body.file_name, content_sha256: sha256 },
    });
    await queueOf(deps.database).send(
      tx,
      IMPORT_JOB,
      { tenantId, runId },
      { key: `oneroster-import:${tenantId}:${runId}` },
    );
    return runView(tx, tenantId, runId);
  });
}

export async function getOneRosterImportRun(
  deps: AppDeps,
  auth: AuthContext,
  runId: number,
): Promise<Run> {
  requireSchoolAdmin(auth);
  const tenantId = schoolTenantId(auth);
  return inSchool(deps, auth, (tx) => runView(tx, tenantId, runId));
}

/**
 * Imports a run's package in one transaction with its end, so a retried job (a worker that died)
 * finds the run still pending and imports it again from the start, or finds it ended and stops.
 * A package that no longer passes the checks (the school changed meanwhile) fails the run.
 */
async function importRun(db: Db, tenantId: number, runId: number): Promise<void> {
  try {
    await withScope(db, tenantScope(tenantId), async (tx) => {
      const run = await runs.startImportRun(tx, tenantId, runId);
      if (!run) return;
      const checked = check({
        file_name: 'package.zip',
        content_base64: run.content.toString('base64'),
      });
      refuseProblems(checked);
      const outcome = await apply(tx, checked, tenantId, true);
      await audit(tx, {
        tenantId,
        actorId: run.created_by,
        action: 'oneroster.imported',
        entityType: 'school',
        entityId: tenantId,
        changes: { created: outcome.created, skipped: outcome.skipped, run_id: runId },
      });
      await runs.endImportRun(tx, tenantId, runId, { result: outcome });
    });
  } catch (error) {
    await withScope(db, tenantScope(tenantId), (tx) =>
      runs.endImportRun(tx, tenantId, runId, {
        error: String((error as Error).message ?? error).slice(0, 500),
      }),
    );
  }
}

export function onerosterImportJob(db: Db): JobKind<{ tenantId: number; runId: number }> {
  return {
    name: IMPORT_JOB,
    retryLimit: 2,
    retryDelay: 5,
    expireInSeconds: 900,
    // One import at a time per school (the same mechanism as report cards, voucher runs and
    // bulk printing): a school's burst of imports leaves the second worker to another school.
    perSchool: 1,
    concurrency: 2,
    async handler({ tenantId, runId }) {
      await importRun(db, tenantId, runId);
    },
  };
}
