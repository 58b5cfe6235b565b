// A student import run by the job queue: the request reads and checks the file (bounded by the
// contract's size limits; with `mode: all` every row) and queues it; the job imports it in one
// transaction with the run's end, as the direct import does. At most one import runs at a time
// per school (JobKind.perSchool), and the same request sent again while its run is pending
// answers that run.

import { createHash } from 'node:crypto';
import type { Db, Tx } from '../../../db/client.js';
import { tenantScope, withScope } from '../../../db/scope.js';
import type { AppDeps } from '../../../deps.js';
import type { AuthContext } from '../../../http/context.js';
import { HttpError, notFound } from '../../../http/errors.js';
import type { Body, Schemas } from '../../../http/types.js';
import type { JobKind } from '../../../queue/queue.js';
import { queueOf } from '../../../queue/registry.js';
import { audit } from '../../audit/service.js';
import { requireSchoolAdmin, schoolTenantId } from '../../school/policy.js';
import { inSchool } from '../../school/transaction.js';
import { checkImport, readImportFile } from './check.js';
import { IMPORT_RUN_MESSAGES as M } from './run-messages.js';
import * as runs from './run-repository.js';
import { writeImport } from './service.js';

const IMPORT_JOB = 'students.import';
type Run = Schemas['StudentImportRun'];
type Request = Body<'createStudentImportRun'>;

const iso = (at: Date | string) => new Date(at).toISOString();

async function runView(tx: Tx, tenantId: number, runId: number): Promise<Run> {
  const run = await runs.findImportRun(tx, tenantId, runId);
  if (!run) throw notFound(M.notFound);
  return {
    id: run.id,
    file_name: run.file_name,
    mode: run.mode,
    status: run.status,
    result: (run.result ?? null) as Run['result'],
    error: run.error,
    created_at: iso(run.created_at),
    finished_at: run.finished_at ? iso(run.finished_at) : null,
  };
}

/** One key per file, mode and columns: the same import asked twice is one run. */
function requestKey(content: Buffer, body: Request): string {
  return createHash('sha256')
    .update(content)
    .update(JSON.stringify([body.mode, body.mapping ?? null]))
    .digest('hex');
}

export async function createStudentImportRun(
  deps: AppDeps,
  auth: AuthContext,
  body: Request,
): Promise<Run> {
  requireSchoolAdmin(auth);
  // Read and checked here, so a file the import would refuse is refused at once (nothing queued).
  const file = await readImportFile(body);
  const tenantId = schoolTenantId(auth);
  const content = Buffer.from(body.content_base64, 'base64');
  const sha256 = requestKey(content, body);
  return inSchool(deps, auth, async (tx) => {
    await checkImport(tx, file.sheet, file.header, body);
    const pending = await runs.pendingImportRun(tx, tenantId, sha256);
    if (pending !== undefined) return runView(tx, tenantId, pending);
    const runId = await runs.insertImportRun(tx, {
      tenantId,
      fileName: body.file_name,
      sha256,
      content,
      mode: body.mode,
      mapping: body.mapping,
      createdBy: auth.user.id,
    });
    await audit(tx, {
      tenantId,
      actorId: auth.user.id,
      action: 'student.import_requested',
      entityType: 'school',
      entityId: tenantId,
      changes: { run_id: runId, file_name: body.file_name, mode: body.mode },
    });
    await queueOf(deps.database).send(
      tx,
      IMPORT_JOB,
      { tenantId, runId },
      { key: `student-import:${tenantId}:${runId}` },
    );
    return runView(tx, tenantId, runId);
  });
}

export async function getStudentImportRun(
  deps: AppDeps,
  auth: AuthContext,
  runId: number,
): Promise<Run> {
  requireSchoolAdmin(auth);
  const tenantId = schoolTenantId(auth);
  return inSchool(deps, auth, (tx) => runView(tx, tenantId, runId));
}

/**
 * Imports a run's file in one transaction with its end, so a retried job (a worker that died)
 * finds the run still pending and imports it again from the start, or finds it ended and stops.
 * An import the school's changes now refuse (a section removed meanwhile, with `mode: all`)
 * fails the run with the refusal's sentence; any other error with a sentence of its own, the
 * error itself going to the log, not to the school.
 */
async function importRun(db: Db, tenantId: number, runId: number): Promise<void> {
  try {
    await withScope(db, tenantScope(tenantId), async (tx) => {
      const run = await runs.startImportRun(tx, tenantId, runId);
      if (!run) return;
      const request = {
        file_name: run.file_name,
        mode: run.mode,
        mapping: (run.mapping ?? undefined) as Request['mapping'],
      };
      const file = await readImportFile({
        file_name: run.file_name,
        content_base64: run.content.toString('base64'),
      });
      const result = await writeImport(tx, run.created_by, tenantId, file, request);
      await runs.endImportRun(tx, tenantId, runId, { result });
    });
  } catch (error) {
    const known = error instanceof HttpError;
    if (!known) console.error(`student import run ${runId} of school ${tenantId} failed`, error);
    await withScope(db, tenantScope(tenantId), (tx) =>
      runs.endImportRun(tx, tenantId, runId, {
        error: (known ? error.detail : M.failed.en).slice(0, 500),
      }),
    );
  }
}

export function studentImportJob(db: Db): JobKind<{ tenantId: number; runId: number }> {
  return {
    name: IMPORT_JOB,
    retryLimit: 2,
    retryDelay: 5,
    expireInSeconds: 900,
    // One import at a time per school, as report cards, voucher runs, bulk printing and
    // OneRoster imports: a school's burst of imports leaves the second worker to another school.
    perSchool: 1,
    concurrency: 2,
    async handler({ tenantId, runId }) {
      await importRun(db, tenantId, runId);
    },
  };
}
