import { is, Placeholder, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { DrizzleTx, Tx } from './client.js';
import { preparedAsExecuted } from './scope.js';

interface BuiltQuery<T> {
  execute(values?: Record<string, unknown>): Promise<T>;
}

interface SessionOf {
  session: { client: unknown; constructor: unknown };
}

/**
 * A hot query, built once. Drizzle builds its SQL and its result mapping on the first call (the
 * values as `sql.placeholder(…)`, never literals of one request); every later call only binds the
 * values, runs it on the caller's transaction and maps the rows. Building was a fifth of the
 * service's CPU on the signed-in reads (docs/bench.md). On PostgreSQL it is also a named prepared
 * statement: parsed once per connection (unnamed with DB_PREPARED_STATEMENTS=unnamed, behind
 * PgBouncer before 1.21: docs/scaling.md). `name` must be unique to the query.
 *
 * The call sends its statement synchronously, so hot queries started together (Promise.all) leave
 * in one round trip (pipeline mode, db/client.ts).
 */
export function hotQuery<T>(
  name: string,
  build: (tx: DrizzleTx) => { prepare(name: string): BuiltQuery<T> },
): (tx: Tx, values: Record<string, unknown>) => Promise<T> {
  // One build per driver (node-postgres, PGlite): the session class tells them apart.
  const built = new Map<unknown, BuiltQuery<T>>();
  return (tx, values) => {
    const { session } = tx as unknown as SessionOf;
    const query = built.get(session.constructor);
    if (!query) {
      const first = build(tx).prepare(name);
      built.set(session.constructor, first);
      return first.execute(values);
    }
    // The built query with this transaction's connection (Drizzle reads `this.client`).
    const bound = Object.create(query, { client: { value: session.client } }) as BuiltQuery<T>;
    return bound.execute(values);
  };
}

const dialect = new PgDialect();

/**
 * A raw statement (a `sql` template with `sql.placeholder(…)` for its values), rendered to text
 * once: every call binds the values and runs it as a named prepared statement, with no Drizzle
 * work. Rows come as `tx.execute` gives them (dates as text). The call sends its statement
 * synchronously, like hotQuery.
 */
export function hotSql<T>(
  name: string,
  query: SQL,
): (tx: Tx, values: Record<string, unknown>) => Promise<T[]> {
  const { sql: text, params } = dialect.sqlToQuery(query);
  const bind = params.map((param) =>
    is(param, Placeholder) ? (values: Record<string, unknown>) => values[param.name] : () => param,
  );
  return (tx, values) =>
    preparedAsExecuted<T>(
      tx,
      name,
      text,
      bind.map((value) => value(values)),
    );
}
