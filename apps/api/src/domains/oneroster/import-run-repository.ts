// SQL of the OneRoster import runs (import-run.ts): a checked package stored for the job queue,
// its status and, once imported, the counts.
import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import { rows } from '../../db/rows.js';

interface ImportRunRow {
  id: number;
  file_name: string;
  content_sha256: string;
  status: 'queued' | 'running' | 'done' | 'failed';
  result: unknown;
  error: string | null;
  created_by: number | null;
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
    sql`select id, file_name, content_sha256, status, result, error, created_by, created_at,
               finished_at
          from oneroster_import_runs where tenant_id = ${tenantId} and id = ${runId}`,
  );
  return row;
}

/**
 * The run of the same package still queued or running, if any: the same package again gets it
 * rather than a second import. The transaction lock, taken first, makes two identical requests
 * at once see one another (the second waits for the first's commit and finds its run).
 */
export async function pendingImportRun(
  tx: Tx,
  tenantId: number,
  sha256: string,
): Promise<number | undefined> {
  await rows(
    tx,
    sql`select pg_advisory_xact_lock(hashtext(${`oneroster-import:${tenantId}:${sha256}`}))`,
  );
  const [row] = await rows<{ id: number }>(
    tx,
    sql`select id from oneroster_import_runs
        where tenant_id = ${tenantId} and content_sha256 = ${sha256}
          and status in ('queued', 'running')
        order by id desc limit 1`,
  );
  return row?.id;
}

export async function insertImportRun(
  tx: Tx,
  run: { tenantId: number; fileName: string; sha256: string; content: Buffer; createdBy: number },
): Promise<number> {
  const [row] = await rows<{ id: number }>(
    tx,
    sql`insert into oneroster_import_runs (tenant_id, file_name, content_sha256, content, created_by)
          values (${run.tenantId}, ${run.fileName}, ${run.sha256}, ${run.content}, ${run.createdBy})
          returning id`,
  );
  return row!.id;
}

/** Marks the run running and hands back its package; nothing when it has already ended. */
export async function startImportRun(
  tx: Tx,
  tenantId: number,
  runId: number,
): Promise<{ content: Buffer; created_by: number | null } | undefined> {
  const [row] = await rows<{ content: Buffer | Uint8Array; created_by: number | null }>(
    tx,
    sql`update oneroster_import_runs set status = 'running', error = null
          where tenant_id = ${tenantId} and id = ${runId} and status in ('queued', 'running')
            and content is not null
          returning content, created_by`,
  );
  if (!row) return undefined;
  return {
    content: Buffer.isBuffer(row.content) ? row.content : Buffer.from(row.content),
    created_by: row.created_by,
  };
}

/** The run's end: its counts or its error; the package's bytes are not kept. */
export async function endImportRun(
  tx: Tx,
  tenantId: number,
  runId: number,
  end: { result: unknown } | { error: string },
): Promise<void> {
  const result = 'result' in end ? JSON.stringify(end.result) : null;
  const error = 'error' in end ? end.error : null;
  await tx.execute(sql`update oneroster_import_runs
        set status = ${result === null ? 'failed' : 'done'}, result = ${result}::jsonb,
            error = ${error}, content = null, finished_at = now()
        where tenant_id = ${tenantId} and id = ${runId}`);
}
