import type pg from 'pg';

/**
 * Keeps a PostgreSQL outage from killing the process or draining the pool (found by
 * test/hardening/db-faults.test.ts; docs/faults.md). Two gaps of pg + Drizzle:
 *
 * - a connection that drops while its client is checked out (inside a transaction) makes the
 *   client emit 'error' with no listener attached: an uncaught exception;
 * - Drizzle's transaction() never releases its client when `begin` itself fails, so each such
 *   failure leaks a pooled connection until the pool is empty and the service stays "down"
 *   after the database is back.
 *
 * So every client handed out by pool.connect() gets an error listener, and is released (as
 * broken, so pg-pool discards it) as soon as its connection ends; a later release is a no-op.
 * Applied by openPostgres to its pool.
 */
export function guardPool(pool: pg.Pool): void {
  const listening = new WeakSet<object>();
  const connect = pool.connect.bind(pool) as (...args: unknown[]) => unknown;
  const guardedConnect = (...args: unknown[]) => {
    if (args.length > 0) return connect(...args); // the callback form (pool.query) handles errors
    return (connect() as Promise<pg.PoolClient>).then((client) => {
      if (!listening.has(client)) {
        listening.add(client);
        client.on('error', () => {}); // the query in flight fails on its own (→ 503)
      }
      const release = client.release;
      let released = false;
      const onEnd = () => client.release(new Error('The database connection was lost.'));
      client.release = (error?: Error | boolean) => {
        if (released) return;
        released = true;
        client.removeListener('end', onEnd);
        release.call(client, error);
      };
      client.once('end', onEnd);
      return client;
    });
  };
  pool.connect = guardedConnect as typeof pool.connect;
}
