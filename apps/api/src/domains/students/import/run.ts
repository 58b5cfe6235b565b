// A student import run by the job queue: the request reads and checks the file (bounded by the
// contract's size limits; with `mode: all` every row) and queues it; the job imports it in one
// transaction with the run's end, as the direct import does. At most one import runs at a time
// per school, and the same request sent again while its run is pending answers that run
// (queue/queued-run).

import { createHash } from 'node:crypto';
import type { Db } from '../../../db/client.js';
import type { AppDeps } from '../../../deps.js';
import type { AuthContext } from '../../../http/context.js';
import { HttpError } from '../../../http/errors.js';
import type { Body, Schemas } from '../../../http/types.js';
import type { JobKind } from '../../../queue/queue.js';
import { queuedRunJob } from '../../../queue/queued-run/job.js';
import type { QueuedRunKind, RunJob } from '../../../queue/queued-run/kind.js';
import { QUEUED_RUN_MESSAGES as M } from '../../../queue/queued-run/messages.js';
import { queueRun, readRun } from '../../../queue/queued-run/request.js';
import { requireSchoolAdmin } from '../../school/policy.js';
import { checkImport, readImportFile } from './check.js';
import { type ImportRunOwn, STUDENT_IMPORT_RUNS } from './run-repository.js';
import { writeImport } from './service.js';

type Run = Schemas['StudentImportRun'];
type Request = Body<'createStudentImportRun'>;

const STUDENT_IMPORT: QueuedRunKind<ImportRunOwn, Run> = {
  job: 'students.import',
  table: STUDENT_IMPORT_RUNS,
  notFound: M.notFound,
  ownView: (run) => ({ file_name: run.file_name, mode: run.mode }),
  async work(tx, run, { tenantId }) {
    const request = {
      file_name: run.file_name,
      mode: run.mode,
      mapping: (run.mapping ?? undefined) as Request['mapping'],
    };
    const file = await readImportFile({
      file_name: run.file_name,
      content_base64: run.content.toString('base64'),
    });
    return writeImport(tx, run.created_by, tenantId, file, request);
  },
  // An import the school's changes now refuse (a section removed meanwhile, with `mode: all`)
  // fails the run with the refusal's sentence; any other error with a sentence of its own, the
  // error itself going to the log, not to the school.
  failure(error, { tenantId, runId }) {
    if (error instanceof HttpError) return error.detail;
    console.error(`student import run ${runId} of school ${tenantId} failed`, error);
    return M.failed.en;
  },
};

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
  const content = Buffer.from(body.content_base64, 'base64');
  return queueRun(deps, auth, STUDENT_IMPORT, {
    fileName: body.file_name,
    content,
    sha256: requestKey(content, body),
    own: { mode: body.mode, mapping: body.mapping },
    check: (tx) => checkImport(tx, file.sheet, file.header, body),
    audit: {
      action: 'student.import_requested',
      changes: { file_name: body.file_name, mode: body.mode },
    },
  });
}

export async function getStudentImportRun(
  deps: AppDeps,
  auth: AuthContext,
  runId: number,
): Promise<Run> {
  requireSchoolAdmin(auth);
  return readRun(deps, auth, STUDENT_IMPORT, runId);
}

export function studentImportJob(db: Db): JobKind<RunJob> {
  return queuedRunJob(db, STUDENT_IMPORT);
}
