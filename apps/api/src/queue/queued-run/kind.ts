// A kind of work the job queue runs for a school from a file checked and stored by the request
// (a student sheet, a OneRoster package, a question bank file): its job, its table, its view and
// its work. request.ts queues and reads its runs, job.ts runs them; the domain keeps its checks,
// its policy and what its work does.
import type { Tx } from '../../db/client.js';
import { notFound } from '../../http/errors.js';
import type { Detail } from '../../http/i18n/messages.js';
import {
  findRun,
  type RunRow,
  type RunStatus,
  type RunTable,
  type StartedRun,
} from './repository.js';

/** A run's job: the run of a school. */
export interface RunJob {
  tenantId: number;
  runId: number;
}

/** The fields every run's view has; a kind's contract adds its own. */
export interface RunViewBase {
  id: number;
  status: RunStatus;
  error: string | null;
  created_at: string;
  finished_at: string | null;
}

export interface QueuedRunKind<Own extends object, View extends RunViewBase> {
  /** The job's name, e.g. `students.import`. */
  job: string;
  table: RunTable<Own>;
  /** The 404 sentence of a run that is not the school's. */
  notFound: Detail;
  /** The kind's own fields of the view (`file_name`, `mode`, `content_sha256`). */
  ownView(row: RunRow<Own>): Omit<View, keyof RunViewBase | 'result'>;
  /** The work, in one transaction with the run's end; what it answers is the run's result. */
  work(tx: Tx, run: StartedRun<Own>, job: RunJob): Promise<unknown>;
  /** The sentence a failed run keeps, from the error that stopped the work. */
  failure(error: unknown, job: RunJob): string;
}

const iso = (at: Date | string) => new Date(at).toISOString();

export async function runView<Own extends object, View extends RunViewBase>(
  tx: Tx,
  kind: QueuedRunKind<Own, View>,
  tenantId: number,
  runId: number,
  /** Where runs belong to something within the tenant (a course): the run must be its. */
  belongs: (run: RunRow<Own>) => boolean = () => true,
): Promise<View> {
  const run = await findRun(tx, kind.table, tenantId, runId);
  if (!run || !belongs(run)) throw notFound(kind.notFound);
  // The result is what the kind's work answered, stored as JSON: the shape of its contract.
  return {
    id: run.id,
    status: run.status,
    result: run.result ?? null,
    error: run.error,
    created_at: iso(run.created_at),
    finished_at: run.finished_at ? iso(run.finished_at) : null,
    ...kind.ownView(run),
  } as unknown as View;
}
