// A question bank import run by the job queue: the request reads and checks the file as the
// direct import does (a file with any problem is refused at once, nothing queued) and queues it;
// the job writes the questions in one transaction with the run's end. At most one import runs at
// a time per school, and the same import sent again for the course while its run is pending
// answers that run (queue/queued-run).
import { createHash } from 'node:crypto';
import type { Db } from '../../db/client.js';
import { withScope } from '../../db/scope.js';
import type { AppDeps } from '../../deps.js';
import type { AuthContext } from '../../http/context.js';
import { HttpError } from '../../http/errors.js';
import type { Body, Schemas } from '../../http/types.js';
import type { JobKind } from '../../queue/queue.js';
import { queuedRunJob } from '../../queue/queued-run/job.js';
import { type QueuedRunKind, type RunJob, runView } from '../../queue/queued-run/kind.js';
import { QUEUED_RUN_MESSAGES as M } from '../../queue/queued-run/messages.js';
import { queueRunIn } from '../../queue/queued-run/request.js';
import { loadBankCourse } from './bank.js';
import { BANK_IMPORT_RUNS, type BankImportRunOwn } from './bankImportRunRepository.js';
import { importableQuestions, writeBankImport } from './bankImportWrite.js';

type Run = Schemas['BankImportRun'];
type Request = Body<'createBankImportRun'>;

// What was sent, kept as the run's file name: the job reads a package as a package.
const PACKAGE = 'package.zip';
const TEXT = 'questions.txt';

const BANK_IMPORT: QueuedRunKind<BankImportRunOwn, Run> = {
  job: 'assessments.bank-import',
  table: BANK_IMPORT_RUNS,
  notFound: M.notFound,
  ownView: (run) => ({ format: run.format }),
  async work(tx, run, { tenantId }) {
    const questions = importableQuestions({
      format: run.format,
      tags: run.tags,
      ...(run.file_name === PACKAGE
        ? { content_base64: run.content.toString('base64') }
        : { text: run.content.toString('utf8') }),
    });
    const course = { tenant_id: tenantId, id: run.course_id };
    return writeBankImport(tx, course, run.created_by, run.format, questions);
  },
  // A refusal keeps its sentence; any other error a sentence of its own, the error itself going
  // to the log, not to the teacher.
  failure(error, { tenantId, runId }) {
    if (error instanceof HttpError) return error.detail;
    console.error(`question bank import run ${runId} of school ${tenantId} failed`, error);
    return M.failed.en;
  },
};

/** One key per course, file, format and tags: the same import asked twice is one run. */
function requestKey(courseId: number, content: Buffer, body: Request, isPackage: boolean): string {
  return createHash('sha256')
    .update(content)
    .update(JSON.stringify([courseId, body.format, body.tags ?? [], isPackage]))
    .digest('hex');
}

export async function createBankImportRun(
  deps: AppDeps,
  auth: AuthContext,
  courseId: number,
  body: Request,
): Promise<Run> {
  const isPackage = body.content_base64 !== undefined;
  return withScope(deps.db, auth.scope, async (tx) => {
    const course = await loadBankCourse(tx, auth, courseId);
    // Read and checked here, so a file the import would refuse is refused at once (nothing queued).
    importableQuestions(body);
    const content = isPackage
      ? Buffer.from(body.content_base64!, 'base64')
      : Buffer.from(body.text ?? '', 'utf8');
    const asker = { tenantId: course.tenant_id, actorId: auth.user.id };
    return queueRunIn(tx, deps.database, BANK_IMPORT, asker, {
      fileName: isPackage ? PACKAGE : TEXT,
      content,
      sha256: requestKey(course.id, content, body, isPackage),
      own: { course_id: course.id, format: body.format, tags: body.tags ?? [] },
      audit: {
        action: 'bank_question.import_requested',
        changes: { course_id: course.id, format: body.format },
        entity: { type: 'course', id: course.id },
      },
    });
  });
}

export async function getBankImportRun(
  deps: AppDeps,
  auth: AuthContext,
  courseId: number,
  runId: number,
): Promise<Run> {
  return withScope(deps.db, auth.scope, async (tx) => {
    const course = await loadBankCourse(tx, auth, courseId);
    // Another course's run is not found, as another school's.
    return runView(tx, BANK_IMPORT, course.tenant_id, runId, (run) => run.course_id === course.id);
  });
}

export function bankImportJob(db: Db): JobKind<RunJob> {
  return queuedRunJob(db, BANK_IMPORT);
}
