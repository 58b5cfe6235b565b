import { mkdirSync } from 'node:fs';
import { Socket } from 'node:net';
import { PGlite } from '@electric-sql/pglite';
import type { ExtractTablesWithRelations } from 'drizzle-orm';
import { drizzle as drizzlePg, NodePgSession, NodePgTransaction } from 'drizzle-orm/node-postgres';
import {
  type PgDatabase,
  PgDialect,
  type PgQueryResultHKT,
  type PgTransaction,
} from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite, PgliteSession, PgliteTransaction } from 'drizzle-orm/pglite';
import pg from 'pg';
import type { Config } from '../config.js';
import { FairGate } from './fair-gate.js';
import { PrimaryLocator, primaryMayHaveMoved, splitHosts } from './hosts.js';
import { acquireDataDirLock } from './lock.js';
import { guardPool } from './pool-guard.js';
import { StatementNames } from './statement-names.js';

/** The Drizzle database, whichever driver is underneath. */
export type Db = PgDatabase<PgQueryResultHKT>;
/** A Drizzle transaction of either driver. */
export type DrizzleTx = PgTransaction<
  PgQueryResultHKT,
  Record<string, never>,
  ExtractTablesWithRelations<Record<string, never>>
>;

declare const scopedBrand: unique symbol;
/**
 * A transaction whose tenant scope is set: what services and repositories receive from
 * withScope (db/scope.ts), and nothing else produces. A plain Db or DrizzleTx does not satisfy
 * it, so a repository query outside a tenant scope does not compile.
 */
export type Tx = DrizzleTx & { readonly [scopedBrand]: true };

/** One open transaction of a driver, as db/scope.ts uses it. */
export interface Session {
  tx: DrizzleTx;
  /**
   * A hot query as a named prepared statement (parsed once per connection on PostgreSQL), with
   * no ORM work: rows as the driver returns them. `name` null: an unnamed statement, parsed and
   * planned for its values on every run.
   */
  prepared<T>(name: string | null, text: string, values: unknown[], dates?: 'text'): Promise<T[]>;
  /** A statement without parameters (scope changes inside a request's transaction). */
  exec(text: string): Promise<void>;
  /**
   * Ends the transaction behind the statements already sent: on PostgreSQL `commit` leaves in
   * the same round trip as them (db/scope.ts finalReads). Any statement after it throws.
   */
  end(): void;
}

// Dates, times and intervals as PostgreSQL's text, as Drizzle's `execute` returns them, so a
// statement moved from `tx.execute` to a prepared one answers the same rows.
const TEXT_TYPES = [1082, 1083, 1114, 1184, 1186, 1115, 1182, 1183, 1185, 1187, 1231];
const asText = (value: string) => value;
const PG_DATES_AS_TEXT = {
  getTypeParser: ((oid: number, format?: string) =>
    TEXT_TYPES.includes(oid)
      ? asText
      : pg.types.getTypeParser(oid, format as 'text')) as typeof pg.types.getTypeParser,
};
const PGLITE_DATES_AS_TEXT = {
  parsers: Object.fromEntries(TEXT_TYPES.map((oid) => [oid, asText])),
};

const ENDED =
  'This transaction has ended (finalReads): no statement may follow the final reads of a request.';
/** A statement of pipelined work still running when its transaction ended (e.g. Promise.all). */
const FINISHED =
  'This transaction has already committed or rolled back: the statement was not sent.';

export interface NoticeListener {
  onNotice(payload: string): void;
  onState(listening: boolean): void;
}

/**
 * Sees every statement the service sends (tests and the bench count them per request).
 * `roundTrip` numbers the socket writes on PostgreSQL: statements sent together share it.
 * PGlite (in process) numbers each statement on its own.
 */
export type StatementListener = (
  text: string,
  values?: readonly unknown[],
  roundTrip?: number,
  /** Which connection sent it (PostgreSQL's pool; PGlite has one): work running beside a
   * request, such as mail delivery, can be told apart from the request's own statements. */
  connection?: number,
) => void;

/** Driver-level access for migrations and resets: multi-statement SQL on one connection. */
export interface RawTx {
  query<T = Record<string, unknown>>(text: string, params?: unknown[]): Promise<T[]>;
  exec(text: string): Promise<void>;
}

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Runs fn in one transaction on one connection, outside Drizzle (migrations, reset). */
  rawTransaction<T>(fn: (tx: RawTx) => Promise<T>): Promise<T>;
  /**
   * Runs fn in one transaction that starts with `preamble` (literal SQL without parameters, the
   * scope), sent together with `begin` in one round trip on PostgreSQL. Commits when fn
   * resolves, rolls back when it throws. Only db/scope.ts calls it. `readOnly`: the transaction
   * refuses every write (a route declared to read from a replica, wherever it runs).
   */
  transaction<T>(
    preamble: string,
    fn: (session: Session) => Promise<T>,
    options?: {
      readOnly?: boolean;
      /** Whose turn this is at a busy pool (the school); turns rotate between them. */
      fairKey?: string;
    },
  ): Promise<T>;
  /** Adds a listener of every statement sent from now on; returns its removal. */
  observe(listener: StatementListener): () => void;
  /**
   * LISTENs on a channel (PostgreSQL: on a connection of its own, reconnected after a loss).
   * `onState(false)` when notices may have been missed (connection lost), `onState(true)` once
   * listening (again). Stopped by close().
   */
  listen(channel: string, listener: NoticeListener): Promise<void>;
  /**
   * One statement (or several, without parameters) outside any scope, as the connecting user:
   * the job queue's own work (src/queue/queue.ts). Never for tenant data.
   */
  executeSql(text: string, values?: unknown[]): Promise<{ rows: unknown[] }>;
  close(): Promise<void>;
}

/** How openPostgres talks to the server. */
interface PostgresOptions {
  /**
   * `unnamed`: hot queries go out as unnamed statements (parsed on every run), for a pooler in
   * transaction mode that does not track prepared statements (PgBouncer before 1.21): a named
   * statement parsed on one server connection is unknown on the next. Default `named`.
   */
  preparedStatements?: 'named' | 'unnamed';
  /**
   * Where LISTEN connects (one or several hosts), when DATABASE_URL is a pooler in transaction
   * mode: a LISTEN through it lands on whichever server connection is free and is lost. Default:
   * the url itself.
   */
  listenUrl?: string;
  /**
   * Milliseconds a caller waits for a pooled connection (pg-pool's queue, first come first
   * served) before it fails with pg-pool's 'timeout exceeded when trying to connect', which the
   * service answers 503 + Retry-After (http/error-handler.ts). Default 15,000 (DB_POOL_WAIT_MS).
   */
  poolWaitMs?: number;
}

interface OpenOptions {
  /** An already created PGlite instance (tests hand in a copy of a template). */
  pglite?: PGlite;
}

/** Opens PostgreSQL (DATABASE_URL) through a pool, or the embedded PGlite in the data dir. */
export async function openDatabase(
  config: Pick<Config, 'databaseUrl' | 'dbPoolSize' | 'dataDir' | 'pgliteDir'> &
    Partial<Pick<Config, 'dbPreparedStatements' | 'databaseListenUrl' | 'dbPoolWaitMs'>>,
  options: OpenOptions = {},
): Promise<Database> {
  if (options.pglite) return wrapPglite(options.pglite, async () => {});
  if (config.databaseUrl) {
    return openPostgres(config.databaseUrl, config.dbPoolSize, {
      preparedStatements: config.dbPreparedStatements ?? 'named',
      ...(config.dbPoolWaitMs ? { poolWaitMs: config.dbPoolWaitMs } : {}),
      ...(config.databaseListenUrl ? { listenUrl: config.databaseListenUrl } : {}),
    });
  }
  const release = acquireDataDirLock(config.dataDir);
  try {
    mkdirSync(config.pgliteDir, { recursive: true });
    const client = await PGlite.create(config.pgliteDir);
    return wrapPglite(client, async () => release());
  } catch (error) {
    release();
    throw error;
  }
}

const dialect = new PgDialect();
const databases = new WeakMap<Db, Database>();

/** The Database a Drizzle Db belongs to (withScope receives the Db the services hold). */
export function databaseOf(db: Db): Database | undefined {
  return databases.get(db);
}

const connectionNumbers = new WeakMap<object, number>();
let lastConnectionNumber = 0;
function connectionNumber(client: object): number {
  let number = connectionNumbers.get(client);
  if (number === undefined) {
    number = ++lastConnectionNumber;
    connectionNumbers.set(client, number);
  }
  return number;
}

function listenerSet() {
  const listeners = new Set<StatementListener>();
  let ownTrips = 0;
  return {
    observe(listener: StatementListener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    notify(text: string, values?: readonly unknown[], roundTrip?: number, connection = 0) {
      const trip = roundTrip ?? ++ownTrips;
      for (const listener of listeners) listener(text, values, trip, connection);
    },
    get active() {
      return listeners.size > 0;
    },
  };
}

function register(database: Database): Database {
  databases.set(database.db, database);
  return database;
}

export function wrapPglite(client: PGlite, onClose: () => Promise<void>): Database {
  let closed = false;
  const statements = listenerSet();
  return register({
    db: drizzlePglite(client) as unknown as Db,
    kind: 'pglite',
    rawTransaction: (fn) =>
      client.transaction((tx) =>
        fn({
          query: async <T>(text: string, params?: unknown[]) =>
            (await tx.query<T>(text, params ?? [])).rows,
          exec: async (text) => {
            await tx.exec(text);
          },
        }),
      ),
    // PGlite's transaction() sends its own BEGIN (in process, no network), then the preamble.
    transaction: (preamble, fn, options) =>
      client.transaction(async (ptx) => {
        if (statements.active) statements.notify('begin');
        if (options?.readOnly) await ptx.exec('set transaction read only');
        const exec = async (text: string) => {
          if (statements.active) statements.notify(text);
          await ptx.exec(text);
        };
        const query = (text: string, params?: unknown[], options?: object) => {
          if (statements.active) statements.notify(text, params);
          return ptx.query(text, params, options);
        };
        await exec(preamble);
        // PGlite commits as its transaction() returns; end() only refuses later statements, so a
        // misuse of finalReads fails on PGlite as on PostgreSQL.
        let ended = false;
        let finished = false;
        const live =
          <A extends unknown[], R>(run: (...args: A) => Promise<R>) =>
          (...args: A): Promise<R> =>
            finished
              ? Promise.reject(new Error(FINISHED))
              : ended
                ? Promise.reject(new Error(ENDED))
                : run(...args);
        const observed = Object.create(ptx, {
          query: { value: live(query) },
          exec: { value: live(exec) },
        });
        const session = new PgliteSession(observed, dialect, undefined, {});
        const result = await fn({
          tx: new PgliteTransaction(dialect, session, undefined) as unknown as DrizzleTx,
          prepared: async <T>(
            _name: string | null,
            text: string,
            values: unknown[],
            dates?: 'text',
          ) =>
            (await live(query)(text, values, dates ? PGLITE_DATES_AS_TEXT : undefined)).rows as T[],
          exec: live(exec),
          end: () => {
            ended = true;
          },
        }).finally(() => {
          finished = true;
        });
        if (statements.active) statements.notify('commit'); // sent by PGlite as it returns
        return result;
      }),
    observe: statements.observe,
    async listen(channel, listener) {
      await client.listen(channel, (payload) => listener.onNotice(payload));
      listener.onState(true);
    },
    async executeSql(text, values) {
      if (values?.length) return client.query(text, values);
      const results = await client.exec(text);
      return results[results.length - 1] ?? { rows: [] };
    },
    async close() {
      if (closed) return;
      closed = true;
      try {
        await client.close();
      } finally {
        await onClose();
      }
    },
  });
}

export function openPostgres(url: string, max: number, options: PostgresOptions = {}): Database {
  const unnamed = options.preparedStatements === 'unnamed';
  // One URL, or libpq's several hosts (db/hosts.ts): new connections go to the current primary.
  const locator = new PrimaryLocator(splitHosts(url));
  const listens = options.listenUrl ? new PrimaryLocator(splitHosts(options.listenUrl)) : locator;
  const generations = new WeakMap<object, number>();
  class LocatedClient extends pg.Client {
    constructor(config: pg.ClientConfig = {}) {
      // The socket is made here through pg's `stream` option, so batchWrites corks a socket of
      // ours rather than reaching into pg's connection for it.
      let socket: Socket | undefined;
      super({
        ...config,
        connectionString: locator.current(),
        stream: () => {
          socket = new Socket();
          return socket;
        },
      });
      if (socket) sockets.set(this, socket);
      generations.set(this, locator.generation);
    }
  }
  /** A failure a moved primary explains makes the locator look again. */
  const watch = (error: unknown) => {
    if (primaryMayHaveMoved(error)) locator.suspect();
  };
  // Pipeline mode (pg 8.23): a query is written as soon as it is issued, without waiting for the
  // answer to the one before, so statements issued together travel in one round trip (a request's
  // `begin` and scope with its bearer check; a handler's independent reads under Promise.all).
  // Sequential use behaves as before.
  const pool = new pg.Pool({
    Client: LocatedClient,
    max,
    // The bound of the wait for a pooled connection (admission control) and of a new
    // connection's handshake alike: pg-pool has one setting for both; their errors differ.
    connectionTimeoutMillis: options.poolWaitMs ?? 15_000,
    pipeline: true,
  } as pg.PoolConfig);
  // An idle client losing its connection (server restart) must not crash the process;
  // the next query gets a fresh connection or fails with a 503.
  pool.on('error', watch);
  guardPool(pool); // nor a connection lost inside a transaction crash it or drain the pool
  const turns = new FairGate(max, options.poolWaitMs ?? 15_000);
  let closed = false;
  const statements = listenerSet();
  const stops: (() => Promise<void>)[] = [];
  let trips = 0;
  const names = unnamed ? undefined : new StatementNames();
  // biome-ignore lint/suspicious/noExplicitAny: pg's query is heavily overloaded
  const send = (client: pg.PoolClient, query: any, values?: unknown[]): Promise<pg.QueryResult> => {
    if (batchWrites(client)) trips += 1;
    if (statements.active) {
      const connection = connectionNumber(client);
      if (typeof query === 'string') statements.notify(query, values, trips, connection);
      else statements.notify(query.text, query.values ?? values, trips, connection);
    }
    // Drizzle's prepared queries carry their name: dropped, the statement goes out unnamed.
    if (unnamed && typeof query === 'object' && query.name) {
      const { name: _dropped, ...rest } = query;
      return client.query(rest, values);
    }
    // A query given no name at all (Drizzle's): named once seen again. An empty name is an
    // unnamed statement asked for (plannedEachTime), planned for its values every time.
    if (names && typeof query === 'object' && query.name === undefined && query.text) {
      const name = names.nameFor(query.text);
      if (name) return client.query({ ...query, name }, values);
    }
    return client.query(query, values);
  };
  const connect = async () =>
    (locator.looking ? locator.looking.then(() => pool.connect()) : pool.connect()).catch(
      (error: unknown) => {
        watch(error);
        throw error;
      },
    );
  /** A connection made before the primary moved goes back to the pool as broken. */
  const stale = (client: object) =>
    locator.multiHost && generations.get(client) !== locator.generation
      ? new Error('The primary has moved.')
      : undefined;
  return register({
    db: drizzlePg(pool) as unknown as Db,
    kind: 'postgres',
    async transaction(preamble, fn, options) {
      const done = await turns.acquire(options?.fairKey ?? '');
      let client: pg.PoolClient;
      try {
        client = await connect();
      } catch (error) {
        done();
        throw error;
      }
      let broken: Error | undefined;
      let begun: Promise<pg.QueryResult> | undefined;
      let ended: Promise<pg.QueryResult> | undefined;
      // Set before commit or rollback is sent: a statement issued later (pipelined work still
      // under way) must never reach the connection, which goes back to the pool.
      let finished = false;
      try {
        let result: Awaited<ReturnType<typeof fn>>;
        try {
          // The simple query protocol takes several statements without parameters; in pipeline
          // mode the first statement of fn travels in the same write (one round trip for
          // `begin`, the scope and the bearer check).
          begun = send(client, `begin${options?.readOnly ? ' read only' : ''}; ${preamble}`);
          begun.catch(() => {}); // awaited below, after fn or when fn fails
          // biome-ignore lint/suspicious/noExplicitAny: as above
          const live = (query: any, values?: unknown[]): Promise<pg.QueryResult> =>
            finished
              ? Promise.reject(new Error(FINISHED))
              : ended
                ? Promise.reject(new Error(ENDED))
                : send(client, query, values);
          const observed = Object.create(client, { query: { value: live } });
          const session = new NodePgSession(observed, dialect, undefined, {});
          result = await fn({
            tx: new NodePgTransaction(dialect, session, undefined) as unknown as DrizzleTx,
            prepared: async <T>(
              name: string | null,
              text: string,
              values: unknown[],
              dates?: 'text',
            ) =>
              (
                await live({
                  name: name ?? '',
                  text,
                  values,
                  ...(dates ? { types: PG_DATES_AS_TEXT } : {}),
                })
              ).rows as T[],
            exec: async (text) => {
              await live(text);
            },
            end: () => {
              if (ended) return;
              ended = send(client, 'commit');
              ended.catch(() => {}); // awaited below
            },
          });
          await begun;
          finished = true;
        } catch (thrown) {
          finished = true;
          watch(thrown);
          // When `begin` or the scope failed, fn's statements failed because of it: report that.
          const error = begun
            ? await begun.then(
                () => thrown,
                (beginError: Error) => beginError,
              )
            : thrown;
          if (ended) {
            await ended.catch((commitError: Error) => {
              broken = commitError;
            });
          } else {
            await send(client, 'rollback').catch((rollbackError: Error) => {
              broken = rollbackError;
            });
          }
          throw error;
        }
        const committed = await (ended ?? send(client, 'commit')).catch((commitError: Error) => {
          broken = commitError;
          watch(commitError);
          throw commitError;
        });
        // PostgreSQL answers COMMIT of a failed transaction with ROLLBACK, not an error.
        if (committed.command === 'ROLLBACK') {
          throw new Error('The transaction failed and was rolled back.');
        }
        return result;
      } finally {
        client.release(broken ?? stale(client));
        done();
      }
    },
    observe: statements.observe,
    async listen(channel, listener) {
      stops.push(await listenOn(listens, channel, listener));
    },
    async executeSql(text, values) {
      if (locator.looking) await locator.looking; // as connect(): not to the old primary
      const result = (await pool.query(text, values).catch((error: unknown) => {
        watch(error);
        throw error;
      })) as pg.QueryResult | pg.QueryResult[];
      return Array.isArray(result) ? (result[result.length - 1] ?? { rows: [] }) : result;
    },
    async rawTransaction(fn) {
      const client = await connect();
      try {
        await client.query('begin');
        const result = await fn({
          query: async <T>(text: string, params?: unknown[]) =>
            (await client.query(text, params)).rows as T[],
          exec: async (text) => {
            await client.query(text);
          },
        });
        await client.query('commit');
        return result;
      } catch (error) {
        watch(error);
        await client.query('rollback').catch(() => {});
        throw error;
      } finally {
        client.release(stale(client));
      }
    },
    async close() {
      if (closed) return;
      closed = true;
      await Promise.all(stops.map((stop) => stop()));
      await pool.end();
    },
  });
}

const corked = new WeakSet<object>();
/** Each pooled client's socket, made by LocatedClient. */
const sockets = new WeakMap<object, Socket>();
/**
 * Statements issued in the same tick leave in one socket write: pg corks each statement's
 * messages on its own, so without this two pipelined statements are two writes (a system call
 * each, a quarter of the service's CPU in the bench profile). True when this statement starts a
 * new write (a new round trip).
 */
function batchWrites(client: pg.PoolClient): boolean {
  const socket = sockets.get(client);
  if (!socket) return true;
  if (corked.has(socket)) return false;
  corked.add(socket);
  socket.cork();
  process.nextTick(() => {
    corked.delete(socket);
    socket.uncork();
  });
  return true;
}

/**
 * A LISTEN connection of its own (a pooled one is shared by transactions). A lost connection is
 * reported (`onState(false)`) and retried with backoff up to 30 s; it never throws at the caller.
 * Resolves once the first attempt has listened or failed.
 */
async function listenOn(locator: PrimaryLocator, channel: string, listener: NoticeListener) {
  let stopped = false;
  let client: pg.Client | null = null;
  let timer: NodeJS.Timeout | undefined;
  let delay = 500;
  const connect = async (): Promise<void> => {
    if (stopped) return;
    const next = new pg.Client({
      connectionString: locator.current(),
      connectionTimeoutMillis: 5000,
    });
    const lost = () => {
      if (client !== next) return;
      client = null;
      locator.suspect(); // after a failover, listen on the new primary
      listener.onState(false);
      next.end().catch(() => {});
      if (!stopped) timer = setTimeout(connect, delay);
      delay = Math.min(delay * 2, 30_000);
    };
    next.on('error', lost);
    next.on('end', lost);
    next.on('notification', (message) => {
      if (message.channel === channel) listener.onNotice(message.payload ?? '');
    });
    client = next;
    try {
      await next.connect();
      await next.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
      if (stopped) return;
      delay = 500;
      listener.onState(true);
    } catch {
      lost();
    }
  };
  await connect();
  return async () => {
    stopped = true;
    clearTimeout(timer);
    const current = client;
    client = null;
    await current?.end().catch(() => {});
  };
}
