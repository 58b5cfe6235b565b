import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import type { ExtractTablesWithRelations } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import type { Config } from '../config.js';
import { acquireDataDirLock } from './lock.js';
import { guardPool } from './pool-guard.js';

/** The Drizzle database, whichever driver is underneath. */
export type Db = PgDatabase<PgQueryResultHKT>;
/** A Drizzle transaction: what services and repositories receive from withScope. */
export type Tx = PgTransaction<
  PgQueryResultHKT,
  Record<string, never>,
  ExtractTablesWithRelations<Record<string, never>>
>;

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
  close(): Promise<void>;
}

export interface OpenOptions {
  /** An already created PGlite instance (tests hand in a copy of a template). */
  pglite?: PGlite;
}

/** Opens PostgreSQL (DATABASE_URL) through a pool, or the embedded PGlite in the data dir. */
export async function openDatabase(
  config: Pick<Config, 'databaseUrl' | 'dbPoolSize' | 'dataDir' | 'pgliteDir'>,
  options: OpenOptions = {},
): Promise<Database> {
  if (options.pglite) return wrapPglite(options.pglite, async () => {});
  if (config.databaseUrl) return openPostgres(config.databaseUrl, config.dbPoolSize);
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

export function wrapPglite(client: PGlite, onClose: () => Promise<void>): Database {
  let closed = false;
  return {
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
    async close() {
      if (closed) return;
      closed = true;
      try {
        await client.close();
      } finally {
        await onClose();
      }
    },
  };
}

export function openPostgres(url: string, max: number): Database {
  const pool = new pg.Pool({ connectionString: url, max, connectionTimeoutMillis: 5000 });
  // An idle client losing its connection (server restart) must not crash the process;
  // the next query gets a fresh connection or fails with a 503.
  pool.on('error', () => {});
  guardPool(pool); // nor a connection lost inside a transaction crash it or drain the pool
  let closed = false;
  return {
    db: drizzlePg(pool) as unknown as Db,
    kind: 'postgres',
    async rawTransaction(fn) {
      const client = await pool.connect();
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
        await client.query('rollback').catch(() => {});
        throw error;
      } finally {
        client.release();
      }
    },
    async close() {
      if (closed) return;
      closed = true;
      await pool.end();
    },
  };
}
