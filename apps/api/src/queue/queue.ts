// The service's job queue: pg-boss 10 on the service's own PostgreSQL (PGlite by default, a pool
// with DATABASE_URL), its tables in the schema `jobs`. Jobs are sent INSIDE the caller's scoped
// transaction (they exist only if it commits) and run later by workers of this process, with
// retries, exponential backoff, a dead-letter queue per job kind and deterministic ids that make
// a second send of the same idempotency key a no-op. docs/notifications.md explains the choice.
import { AsyncLocalStorage } from 'node:async_hooks';
import { createHash } from 'node:crypto';
import PgBoss from 'pg-boss';
import type { Database, RawTx, Tx } from '../db/client.js';
import { afterCommit, prepared } from '../db/scope.js';

export const QUEUE_SCHEMA = 'jobs';

export interface JobKind<T> {
  name: string;
  /** Attempts after the first (a provider failing 3 times then answering still delivers once). */
  retryLimit: number;
  /** Seconds before the first retry; doubled each time (pg-boss's retryBackoff). */
  retryDelay: number;
  /**
   * Seconds a running job may take before pg-boss counts its worker dead and runs it again (a
   * process killed mid-job). Handlers must be safe to run again: they check their own row first.
   */
  expireInSeconds: number;
  handler: (data: T, job: { id: string; retryCount: number }) => Promise<void>;
  /** Jobs a worker takes at once, and workers per process. */
  batchSize?: number;
  concurrency?: number;
  /**
   * Run by its own loop instead of pg-boss's workers (the delivery dispatcher fetches and
   * completes these jobs in sets, in its own transactions); `handler` stays the one-job path.
   */
  external?: boolean;
  /**
   * Fairness between schools (issue 35): at most this many jobs of the kind run at once for one
   * school (`data.tenantId`), however many workers take the kind. A job fetched while its school
   * is at the limit goes back to waiting (no retry spent) and the worker takes the next job, so
   * another school's job is not queued behind a burst of one school's. Give such a kind
   * `concurrency` above the limit, or the one worker runs the bursting school's jobs in turn.
   */
  perSchool?: number;
}

/** Seconds a job set back for its school's limit waits before it is fetched again. */
const FAIR_WAIT_SECONDS = 2;

interface SendOptions {
  /** Idempotency key: the same key sends the job once (a deterministic job id). */
  key?: string;
  /** Run no earlier than this (scheduled announcements, quiet hours). */
  startAfter?: Date;
}

interface Logger {
  error(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
}

/** A UUID derived from a key (same key, same id): pg-boss inserts with ON CONFLICT DO NOTHING. */
function jobIdOf(name: string, key: string): string {
  const hex = createHash('sha1').update(`${name}\u0000${key}`).digest('hex');
  const variant = ((Number.parseInt(hex.slice(16, 18), 16) & 0x3f) | 0x80).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-${variant}${hex.slice(18, 20)}-${hex.slice(20, 32)}`;
}

function statementName(text: string): string {
  return `jobs_${createHash('sha1').update(text).digest('hex').slice(0, 16)}`;
}

/** pg-boss's executor over a scoped transaction: the job is part of the caller's work. */
/**
 * Runs `work` in tx as the login role that owns the queue's schema, then puts the scope's role
 * back. The request role (watni_app) has no privilege on the schema at all (it would read and
 * write every school's jobs), yet jobs are sent inside the request's own transaction so they
 * exist only if it commits; only this code switches, for pg-boss's statements and the dead-letter
 * view's (which name the tenant). Row security and the scope's settings are unchanged.
 */
export async function asQueueOwner<T>(tx: Tx, work: () => Promise<T>): Promise<T> {
  const [scope] = await prepared<{ role: string }>(
    tx,
    'queue_role_current',
    'select current_user::text as role',
    [],
  );
  await prepared(tx, 'queue_role_owner', "select set_config('role', 'none', true)", []);
  try {
    return await work();
  } finally {
    await prepared(tx, 'queue_role_restore', "select set_config('role', $1, true)", [
      scope?.role ?? 'watni_app',
    ]);
  }
}

function txExecutor(tx: Tx) {
  return {
    executeSql: async (text: string, values: unknown[]) => ({
      rows: await asQueueOwner(tx, () =>
        prepared<unknown>(tx, statementName(text), text, values ?? []),
      ),
    }),
  };
}

export class JobQueue {
  readonly boss: PgBoss;
  private readonly kinds = new Map<string, JobKind<never>>();
  private readonly workerIds = new Map<string, string[]>();
  private started = false;
  private stopping = false;

  constructor(
    private readonly database: Database,
    private readonly log: Logger,
    options: { pollingIntervalSeconds?: number; maintenanceIntervalSeconds?: number } = {},
  ) {
    this.pollingIntervalSeconds = options.pollingIntervalSeconds ?? 2;
    this.boss = new PgBoss({
      db: {
        executeSql: (text, values) => {
          // Inside start's locked transaction (queue creation): on that transaction.
          const locked = this.startTx.getStore();
          if (locked) return locked.query(text, values ?? []).then((rows) => ({ rows }));
          return this.tracked(this.bookkeeping(text, database.executeSql(text, values)));
        },
      },
      schema: QUEUE_SCHEMA,
      // Expired jobs (a worker that died) go back to retry at this pace.
      superviseIntervalSeconds: options.maintenanceIntervalSeconds ?? 30,
      maintenanceIntervalSeconds: options.maintenanceIntervalSeconds ?? 30,
      // Cron schedules are not used: scheduled work is a job with startAfter.
      schedule: false,
    } as PgBoss.ConstructorOptions);
    this.boss.on('error', (error) => this.log.error({ err: error }, 'Job queue error'));
  }

  private readonly pollingIntervalSeconds: number;
  /** pg-boss's statements and our job runs still under way (stop waits for both). */
  private readonly busy = new Set<Promise<unknown>>();

  /**
   * pg-boss marks a finished job done (or failed) without awaiting it: with the database down at
   * that moment the rejection has no listener and would end the process. Such a statement's
   * failure is logged instead; the job stays active, expires and is retried, as pg-boss intends.
   */
  private bookkeeping<T>(text: string, work: Promise<T>): Promise<T> {
    // pg-boss's complete (`WITH results AS`) and fail (`WITH deleted_jobs AS`) statements.
    if (!text.includes('WITH results AS') && !text.includes('WITH deleted_jobs AS')) return work;
    return work.catch((error: unknown) => {
      this.log.warn(
        { err: error },
        'Job queue: a job could not be marked done; it will be retried',
      );
      return { rows: [{ count: 0 }] } as T;
    });
  }

  private tracked<T>(work: Promise<T>): Promise<T> {
    this.busy.add(work);
    const forget = () => this.busy.delete(work);
    work.then(forget, forget);
    return work;
  }

  /** Declares a kind of job (before start). */
  define<T>(kind: JobKind<T>): void {
    this.kinds.set(kind.name, kind as JobKind<never>);
  }

  /**
   * pg-boss's statements issued inside start's queue creation: they go to its transaction,
   * which holds the start lock. An AsyncLocalStorage, so pg-boss's own timers (maintenance,
   * begun by boss.start before) keep to the pool.
   */
  private readonly startTx = new AsyncLocalStorage<RawTx>();

  /** Creates or migrates the queue's schema, its queues and their dead-letter queues. */
  async start(): Promise<void> {
    // The schema itself: pg-boss migrates it under its own advisory lock.
    await this.boss.start();
    // Its queues, in one transaction under a lock of ours: two processes starting together (a
    // cluster's workers) each created a queue's partition table, attaching it to the job table
    // and referencing the queue table, in opposite orders, and one of them died of a deadlock
    // (issue 35). The second now waits for the first and finds every queue made; the REVOKEs
    // under the same lock (two at once fail with "tuple concurrently updated").
    await this.database.rawTransaction(async (tx) => {
      await tx.query(`select pg_advisory_xact_lock(hashtext($1))`, [`watni.${QUEUE_SCHEMA}.start`]);
      // No direct access for the request role (or the platform role, which inherits it): jobs
      // are sent from a scoped transaction through asQueueOwner. Revoking what 0190's era granted.
      await tx.exec(
        `REVOKE ALL ON ALL TABLES IN SCHEMA ${QUEUE_SCHEMA} FROM watni_app, PUBLIC;
         REVOKE ALL ON ALL SEQUENCES IN SCHEMA ${QUEUE_SCHEMA} FROM watni_app, PUBLIC;
         REVOKE ALL ON SCHEMA ${QUEUE_SCHEMA} FROM watni_app, PUBLIC;`,
      );
      await this.startTx.run(tx, () => this.createQueues());
    });
    this.started = true;
  }

  private async createQueues(): Promise<void> {
    for (const kind of this.kinds.values()) {
      const dead = `${kind.name}.dead`;
      await this.boss.createQueue(dead, { name: dead, retentionDays: 30 } as PgBoss.Queue);
      const options = {
        name: kind.name,
        retryLimit: kind.retryLimit,
        retryDelay: kind.retryDelay,
        retryBackoff: true,
        expireInSeconds: kind.expireInSeconds,
        deadLetter: dead,
      } as PgBoss.Queue;
      const existing = await this.boss.getQueue(kind.name);
      if (existing) await this.boss.updateQueue(kind.name, options);
      else await this.boss.createQueue(kind.name, options);
    }
  }

  /** Starts this process's workers. */
  async work(): Promise<void> {
    for (const kind of this.kinds.values()) {
      if (kind.external) continue;
      const ids: string[] = [];
      for (let i = 0; i < (kind.concurrency ?? 1); i++) {
        ids.push(
          await this.boss.work(
            kind.name,
            {
              batchSize: kind.batchSize ?? 1,
              pollingIntervalSeconds: this.pollingIntervalSeconds,
            },
            (jobs) => this.tracked(this.run(kind, jobs)),
          ),
        );
      }
      this.workerIds.set(kind.name, ids);
    }
  }

  /**
   * Admits the job, or sets it back to waiting when its school already runs `perSchool` jobs of
   * the kind. Decided under a lock per kind and school, so two workers fetching two of a
   * school's jobs at once cannot both admit theirs; an admitted job is marked in its output
   * (pg-boss replaces that when it completes or fails the job). Set back is `created` with no
   * start, so the next fetch spends no retry, and pg-boss's completion of this run of the job
   * then matches nothing (it completes active jobs only).
   */
  private async setBackIfBusy(kind: JobKind<never>, job: PgBoss.Job<unknown>): Promise<boolean> {
    const tenantId = (job.data as { tenantId?: unknown } | null)?.tenantId;
    if (!kind.perSchool || tenantId === undefined || tenantId === null) return false;
    return this.database.rawTransaction(async (tx) => {
      await tx.query('select pg_advisory_xact_lock(hashtext($1))', [
        `watni.${QUEUE_SCHEMA}.fair:${kind.name}:${String(tenantId)}`,
      ]);
      const rows = (await tx.query(
        `WITH busy AS (
           SELECT count(*) >= $4 AS full FROM ${QUEUE_SCHEMA}.job o
            WHERE o.name = $1 AND o.state = 'active' AND o.id <> $2
              AND o.data->>'tenantId' = $3 AND o.output ? 'admitted')
         UPDATE ${QUEUE_SCHEMA}.job j SET
           state = CASE WHEN busy.full THEN 'created' ELSE j.state END,
           started_on = CASE WHEN busy.full THEN NULL ELSE j.started_on END,
           start_after = CASE WHEN busy.full THEN now() + make_interval(secs => $5)
                         ELSE j.start_after END,
           output = CASE WHEN busy.full THEN '{"waiting_for_school": true}'::jsonb
                    ELSE '{"admitted": true}'::jsonb END
         FROM busy
         WHERE j.name = $1 AND j.id = $2 AND j.state = 'active'
         RETURNING busy.full`,
        [kind.name, job.id, String(tenantId), kind.perSchool, FAIR_WAIT_SECONDS],
      )) as { full: boolean }[];
      // No row: the job is no longer active (expired meanwhile); not this worker's to run.
      return rows[0]?.full !== false;
    });
  }

  /**
   * A school's job finished: its jobs set back for the limit are due now (not at their wait's
   * end), and the workers look again at once.
   */
  private async releaseSchool(kind: JobKind<never>, job: PgBoss.Job<unknown>): Promise<void> {
    const tenantId = (job.data as { tenantId?: unknown } | null)?.tenantId;
    if (!kind.perSchool || tenantId === undefined || tenantId === null) return;
    await this.database
      .executeSql(
        `UPDATE ${QUEUE_SCHEMA}.job SET start_after = now()
          WHERE name = $1 AND state = 'created' AND data->>'tenantId' = $2
            AND start_after > now() AND output ? 'waiting_for_school'`,
        [kind.name, String(tenantId)],
      )
      .catch((error: unknown) =>
        this.log.warn({ err: error, queue: kind.name }, 'Job queue: waiting jobs not released'),
      );
  }

  /** Each job of a batch succeeds or fails on its own (a failed one is retried alone). */
  private async run(kind: JobKind<never>, jobs: PgBoss.Job<unknown>[]): Promise<void> {
    for (const job of jobs) {
      if (kind.perSchool && (await this.setBackIfBusy(kind, job))) {
        // This worker looks for another school's job now rather than after its polling pause.
        this.wake(kind.name);
        continue;
      }
      try {
        const retryCount = (job as { retryCount?: number }).retryCount ?? 0;
        await kind.handler(job.data as never, { id: job.id, retryCount });
        // Done before the school's waiting jobs are released, or the first of them to be fetched
        // would still count this one running (pg-boss's own completion, after, matches nothing).
        if (kind.perSchool) await this.boss.complete(kind.name, job.id);
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        this.log.warn({ err: error, job: job.id, queue: kind.name }, 'Job failed; retried later');
        await this.boss.fail(kind.name, job.id, { message });
      } finally {
        if (kind.perSchool) {
          await this.releaseSchool(kind, job);
          this.wake(kind.name);
        }
      }
    }
  }

  /**
   * Takes up to `count` jobs of a kind that are due, inside the caller's transaction (they are
   * active only if it commits). For kinds run by their own loop (`external`).
   */
  async fetchIn<T>(tx: Tx, name: string, count: number): Promise<{ id: string; data: T }[]> {
    return (await this.boss.fetch(name, {
      batchSize: count,
      db: txExecutor(tx),
    } as never)) as never;
  }

  /** Marks jobs done inside the caller's transaction. */
  async completeIn(tx: Tx, name: string, ids: string[]): Promise<void> {
    if (!ids.length) return;
    // pg-boss 10 completes an array of ids in one statement (its types say one id).
    await this.boss.complete(name, ids as never, null as never, { db: txExecutor(tx) } as never);
  }

  /** Puts a dead letter (the job of a kind that failed its last attempt) in its queue. */
  async deadLetterIn<T extends object>(tx: Tx, name: string, data: T, message: string) {
    await asQueueOwner(tx, () =>
      prepared(
        tx,
        'jobs_dead_letter_insert',
        `INSERT INTO ${QUEUE_SCHEMA}.job (name, data, output) VALUES ($1, $2::jsonb, $3::jsonb)`,
        [`${name}.dead`, JSON.stringify(data), JSON.stringify({ message })],
      ),
    );
  }

  /** Is a kind's queue being worked in this process (its loop asks before it starts)? */
  get working(): boolean {
    return this.started && !this.stopping;
  }

  /** Runs when a kind's jobs are sent (the external loops listen here). */
  private readonly listeners = new Map<string, (() => void)[]>();

  onWake(name: string, listener: () => void): void {
    this.listeners.set(name, [...(this.listeners.get(name) ?? []), listener]);
  }

  /** Sends a job in the caller's transaction; the workers are woken once it commits. */
  async send<T extends object>(
    tx: Tx,
    name: string,
    data: T,
    options: SendOptions = {},
  ): Promise<void> {
    if (!this.kinds.has(name)) throw new Error(`Unknown job kind ${name}.`);
    await this.boss.send(name, data, {
      ...(options.key ? { id: jobIdOf(name, options.key) } : {}),
      ...(options.startAfter ? { startAfter: options.startAfter } : {}),
      db: txExecutor(tx),
    } as PgBoss.SendOptions);
    if (!options.startAfter || options.startAfter.getTime() <= Date.now()) {
      afterCommit(tx, () => this.wake(name));
    }
  }

  /** Sends many jobs of one kind in the caller's transaction (one statement per 1,000). */
  async sendMany<T extends object>(
    tx: Tx,
    name: string,
    items: { data: T; key?: string; startAfter?: Date | null }[],
  ): Promise<void> {
    if (!this.kinds.has(name)) throw new Error(`Unknown job kind ${name}.`);
    if (!items.length) return;
    for (let i = 0; i < items.length; i += 1000) {
      const jobs = items.slice(i, i + 1000).map((item) => ({
        name,
        data: item.data,
        ...(item.key ? { id: jobIdOf(name, item.key) } : {}),
        ...(item.startAfter ? { startAfter: item.startAfter.toISOString() } : {}),
      }));
      await this.boss.insert(jobs as PgBoss.JobInsert[], { db: txExecutor(tx) } as never);
    }
    if (items.some((item) => !item.startAfter || item.startAfter.getTime() <= Date.now())) {
      afterCommit(tx, () => this.wake(name));
    }
  }

  /** Sends jobs outside any transaction (system work), keyed so a repeat adds nothing. */
  async sendManyNow<T extends object>(name: string, items: { data: T; key: string }[]) {
    if (!items.length) return;
    const jobs = items.map((item) => ({ name, data: item.data, id: jobIdOf(name, item.key) }));
    await this.boss.insert(jobs as PgBoss.JobInsert[]);
    this.wake(name);
  }

  /** Sends a job outside any transaction (system work: adopting the old outbox at start). */
  async sendNow<T extends object>(name: string, data: T, options: SendOptions = {}) {
    await this.boss.send(name, data, {
      ...(options.key ? { id: jobIdOf(name, options.key) } : {}),
      ...(options.startAfter ? { startAfter: options.startAfter } : {}),
    });
    this.wake(name);
  }

  /** Asks the idle workers of a queue to fetch now rather than at their next poll. */
  wake(name: string): void {
    if (!this.started || this.stopping) return;
    for (const id of this.workerIds.get(name) ?? []) this.boss.notifyWorker(id);
    for (const listener of this.listeners.get(name) ?? []) listener();
  }

  /** Jobs that failed every attempt, newest first (the dead-letter view). */
  async deadLetters(limit = 50) {
    const names = [...this.kinds.keys()].map((name) => `${name}.dead`);
    const { rows } = await this.database.executeSql(
      `SELECT id, name, data, created_on, output FROM ${QUEUE_SCHEMA}.job
        WHERE name = ANY($1::text[]) ORDER BY created_on DESC LIMIT $2`,
      [names, limit],
    );
    return rows as { id: string; name: string; data: unknown; created_on: Date; output: unknown }[];
  }

  /** Drains: running jobs finish (up to timeoutMs), then the queue stops. */
  async stop(timeoutMs = 10_000): Promise<void> {
    if (!this.started) return;
    this.stopping = true;
    const deadline = Date.now() + timeoutMs;
    await this.boss.stop({ graceful: true, wait: true, close: false, timeout: timeoutMs });
    // A worker whose fetch was under way when it was told to stop still runs the jobs it gets,
    // then marks them done: wait for that (pg-boss's own wait does not see a fetch in flight),
    // or the database closes under the job and its retry bookkeeping.
    while (Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 50)); // lets a fetched job's run begin
      if (this.busy.size === 0) break;
      await Promise.race([
        Promise.allSettled([...this.busy]),
        new Promise((resolve) => setTimeout(resolve, Math.max(0, deadline - Date.now()))),
      ]);
    }
  }
}
