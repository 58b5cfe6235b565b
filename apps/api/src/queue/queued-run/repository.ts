// SQL of the runs the job queue works through for a school (queued-run.ts), for every kind whose
// table has the same shape (0765, 0766): a checked file stored with its request's SHA-256 for the
// job, its status and, once run, its result or its error. A kind names its table, the column of
// its key and the columns of its own (a student import's mode and columns); the statements are
// the same for every kind but for those names.
import { type SQL, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import { rows } from '../../db/rows.js';

export type RunStatus = 'queued' | 'running' | 'done' | 'failed';

export interface RunTable<Own extends object> {
  /** The table, e.g. `student_import_runs`. */
  name: string;
  /** The column of the request's SHA-256: the same key while a run is pending is that run. */
  keyColumn: string;
  /** Names the kind's advisory lock and its jobs' idempotency keys (`student-import`). */
  prefix: string;
  /** The kind's own columns, handed back to its job and to its view. */
  columns: readonly (keyof Own & string)[];
  /** The kind's own columns' values for a new run, as the SQL each takes. */
  values(own: Own): Record<keyof Own & string, SQL>;
}

export type RunRow<Own> = Own & {
  id: number;
  file_name: string;
  key: string;
  status: RunStatus;
  result: unknown;
  error: string | null;
  created_by: number | null;
  created_at: Date | string;
  finished_at: Date | string | null;
};

export type StartedRun<Own> = Own & {
  file_name: string;
  content: Buffer;
  created_by: number | null;
};

const ident = sql.identifier;
const own = <Own extends object>(table: RunTable<Own>): SQL =>
  sql.join(
    table.columns.map((column) => sql`, ${ident(column)}`),
    sql``,
  );

export async function findRun<Own extends object>(
  tx: Tx,
  table: RunTable<Own>,
  tenantId: number,
  runId: number,
): Promise<RunRow<Own> | undefined> {
  const [row] = await rows<RunRow<Own>>(
    tx,
    sql`select id, file_name, ${ident(table.keyColumn)} as key, status, result, error, created_by,
               created_at, finished_at${own(table)}
          from ${ident(table.name)} where tenant_id = ${tenantId} and id = ${runId}`,
  );
  return row;
}

/**
 * The run of the same request still queued or running, if any. The transaction lock, taken
 * first, makes two identical requests at once see one another (the second waits for the
 * first's commit and finds its run).
 */
export async function pendingRun<Own extends object>(
  tx: Tx,
  table: RunTable<Own>,
  tenantId: number,
  sha256: string,
): Promise<number | undefined> {
  await rows(
    tx,
    sql`select pg_advisory_xact_lock(hashtext(${`${table.prefix}:${tenantId}:${sha256}`}))`,
  );
  const [row] = await rows<{ id: number }>(
    tx,
    sql`select id from ${ident(table.name)}
        where tenant_id = ${tenantId} and ${ident(table.keyColumn)} = ${sha256}
          and status in ('queued', 'running')
        order by id desc limit 1`,
  );
  return row?.id;
}

interface NewRun<Own> {
  tenantId: number;
  fileName: string;
  sha256: string;
  content: Buffer;
  createdBy: number;
  own: Own;
}

export async function insertRun<Own extends object>(
  tx: Tx,
  table: RunTable<Own>,
  run: NewRun<Own>,
): Promise<number> {
  const values = table.values(run.own);
  const [row] = await rows<{ id: number }>(
    tx,
    sql`insert into ${ident(table.name)}
          (tenant_id, file_name, ${ident(table.keyColumn)}, content, created_by${own(table)})
        values (${run.tenantId}, ${run.fileName}, ${run.sha256}, ${run.content},
                ${run.createdBy}${sql.join(
                  table.columns.map((column) => sql`, ${values[column]}`),
                  sql``,
                )})
        returning id`,
  );
  return row!.id;
}

/** Marks the run running and hands back its file; nothing when it has already ended. */
export async function startRun<Own extends object>(
  tx: Tx,
  table: RunTable<Own>,
  tenantId: number,
  runId: number,
): Promise<StartedRun<Own> | undefined> {
  const [row] = await rows<Omit<StartedRun<Own>, 'content'> & { content: Buffer | Uint8Array }>(
    tx,
    sql`update ${ident(table.name)} set status = 'running', error = null
          where tenant_id = ${tenantId} and id = ${runId} and status in ('queued', 'running')
            and content is not null
          returning file_name, content, created_by${own(table)}`,
  );
  if (!row) return undefined;
  const content = Buffer.isBuffer(row.content) ? row.content : Buffer.from(row.content);
  return { ...row, content } as StartedRun<Own>;
}

/** The run's end: its result or its error; the file's bytes are not kept. */
export async function endRun<Own extends object>(
  tx: Tx,
  table: RunTable<Own>,
  tenantId: number,
  runId: number,
  end: { result: unknown } | { error: string },
): Promise<void> {
  const result = 'result' in end ? JSON.stringify(end.result) : null;
  const error = 'error' in end ? end.error : null;
  await tx.execute(sql`update ${ident(table.name)}
        set status = ${result === null ? 'failed' : 'done'}, result = ${result}::jsonb,
            error = ${error}, content = null, finished_at = now()
        where tenant_id = ${tenantId} and id = ${runId}`);
}
