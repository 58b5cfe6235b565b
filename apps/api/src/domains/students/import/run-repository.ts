// SQL of the queued student imports (run.ts): a checked file stored for the job queue with the
// columns and mode chosen, its status and, once imported, the result.
import { sql } from 'drizzle-orm';
import type { Tx } from '../../../db/client.js';
import { rows } from '../../../db/rows.js';

type RunStatus = 'queued' | 'running' | 'done' | 'failed';
type RunMode = 'all' | 'valid_only';

interface ImportRunRow {
  id: number;
  file_name: string;
  mode: RunMode;
  status: RunStatus;
  result: unknown;
  error: string | null;
  created_at: Date | string;
  finished_at: Date | string | null;
}

export async function findImportRun(
  tx: Tx,
  tenantId: number,
  runId: number,
): Promise<ImportRunRow | undefined> {
  const [row] = await rows<ImportRunRow>(
    tx,
    sql`select id, file_name, mode, status, result, error, created_at, finished_at
          from student_import_runs where tenant_id = ${tenantId} and id = ${runId}`,
  );
  return row;
}

/**
 * The run of the same request still queued or running, if any. The transaction lock, taken
 * first, makes two identical requests at once see one another (the second waits for the
 * first's commit and finds its run).
 */
export async function pendingImportRun(
  tx: Tx,
  tenantId: number,
  sha256: string,
): Promise<number | undefined> {
  await rows(
    tx,
    sql`select pg_advisory_xact_lock(hashtext(${`student-import:${tenantId}:${sha256}`}))`,
  );
  const [row] = await rows<{ id: number }>(
    tx,
    sql`select id from student_import_runs
        where tenant_id = ${tenantId} and request_sha256 = ${sha256}
          and status in ('queued', 'running')
        order by id desc limit 1`,
  );
  return row?.id;
}

export async function insertImportRun(
  tx: Tx,
  run: {
    tenantId: number;
    fileName: string;
    sha256: string;
    content: Buffer;
    mode: RunMode;
    mapping: unknown;
    createdBy: number;
  },
): Promise<number> {
  const mapping = run.mapping === undefined ? null : JSON.stringify(run.mapping);
  const [row] = await rows<{ id: number }>(
    tx,
    sql`insert into student_import_runs
          (tenant_id, file_name, request_sha256, content, mode, mapping, created_by)
        values (${run.tenantId}, ${run.fileName}, ${run.sha256}, ${run.content}, ${run.mode},
                ${mapping}::jsonb, ${run.createdBy})
        returning id`,
  );
  return row!.id;
}

interface StartedRun {
  file_name: string;
  content: Buffer;
  mode: RunMode;
  mapping: unknown;
  created_by: number | null;
}

/** Marks the run running and hands back its file; nothing when it has already ended. */
export async function startImportRun(
  tx: Tx,
  tenantId: number,
  runId: number,
): Promise<StartedRun | undefined> {
  const [row] = await rows<Omit<StartedRun, 'content'> & { content: Buffer | Uint8Array }>(
    tx,
    sql`update student_import_runs set status = 'running', error = null
          where tenant_id = ${tenantId} and id = ${runId} and status in ('queued', 'running')
            and content is not null
          returning file_name, content, mode, mapping, created_by`,
  );
  if (!row) return undefined;
  return { ...row, content: Buffer.isBuffer(row.content) ? row.content : Buffer.from(row.content) };
}

/** The run's end: its result or its error; the file's bytes are not kept. */
export async function endImportRun(
  tx: Tx,
  tenantId: number,
  runId: number,
  end: { result: unknown } | { error: string },
): Promise<void> {
  const result = 'result' in end ? JSON.stringify(end.result) : null;
  const error = 'error' in end ? end.error : null;
  await tx.execute(sql`update student_import_runs
        set status = ${result === null ? 'failed' : 'done'}, result = ${result}::jsonb,
            error = ${error}, content = null, finished_at = now()
        where tenant_id = ${tenantId} and id = ${runId}`);
}
