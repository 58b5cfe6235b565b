// A OneRoster import run by the job queue: the request reads and checks the package (cheap,
// bounded by the contract's size limits) and queues it; the job imports it in one transaction,
// as the direct import does. At most one import runs at a time per school, and the same package
// sent again while its run is pending answers that run (queue/queued-run).

import { createHash } from 'node:crypto';
import type { Db } from '../../db/client.js';
import type { AppDeps } from '../../deps.js';
import type { AuthContext } from '../../http/context.js';
import type { Body, Schemas } from '../../http/types.js';
import type { JobKind } from '../../queue/queue.js';
import { queuedRunJob } from '../../queue/queued-run/job.js';
import type { QueuedRunKind, RunJob } from '../../queue/queued-run/kind.js';
import { queueRun, readRun } from '../../queue/queued-run/request.js';
import { audit } from '../audit/service.js';
import { requireSchoolAdmin } from '../school/policy.js';
import { apply, check, refuseProblems } from './import.js';
import { ONEROSTER_IMPORT_RUNS } from './import-run-repository.js';
import { ONEROSTER_MESSAGES } from './messages.js';

type Run = Schemas['OneRosterImportRun'];

const ONEROSTER_IMPORT: QueuedRunKind<Record<never, never>, Run> = {
  job: 'oneroster.import',
  table: ONEROSTER_IMPORT_RUNS,
  notFound: ONEROSTER_MESSAGES.importRunNotFound,
  ownView: (run) => ({ file_name: run.file_name, content_sha256: run.key }),
  // A package that no longer passes the checks (the school changed meanwhile) fails the run.
  async work(tx, run, { tenantId, runId }) {
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
    return outcome;
  },
  failure: (error) => String((error as Error).message ?? error),
};

export async function createOneRosterImportRun(
  deps: AppDeps,
  auth: AuthContext,
  body: Body<'createOneRosterImportRun'>,
): Promise<Run> {
  requireSchoolAdmin(auth);
  // Read and checked here, so a package with problems is refused at once (nothing queued).
  refuseProblems(check(body));
  const content = Buffer.from(body.content_base64, 'base64');
  const sha256 = createHash('sha256').update(content).digest('hex');
  return queueRun(deps, auth, ONEROSTER_IMPORT, {
    fileName: body.file_name,
    content,
    sha256,
    own: {},
    audit: {
      action: 'oneroster.import_requested',
      changes: { file_name: body.file_name, content_sha256: sha256 },
    },
  });
}

export async function getOneRosterImportRun(
  deps: AppDeps,
  auth: AuthContext,
  runId: number,
): Promise<Run> {
  requireSchoolAdmin(auth);
  return readRun(deps, auth, ONEROSTER_IMPORT, runId);
}

export function onerosterImportJob(db: Db): JobKind<RunJob> {
  return queuedRunJob(db, ONEROSTER_IMPORT);
}
