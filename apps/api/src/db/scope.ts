import { AsyncLocalStorage } from 'node:async_hooks';
import { type AnyColumn, eq, type SQL } from 'drizzle-orm';
import { type Database, type Db, databaseOf, type Session, type Tx } from './client.js';

/**
 * Who the database work is for. Every query of a request runs inside withScope:
 * - tenant: role watni_app, row-level security limits every tenant table to tenantId;
 * - platform: role watni_platform (superuser requests and system work: login, registration,
 *   refresh, password reset, mail delivery, seeding). Row-level security opens every tenant to
 *   that role only; app.platform is informational (setting it widens nothing).
 */
export type Scope =
  | { kind: 'tenant'; tenantId: number; userId: number | null }
  | { kind: 'platform'; userId: number | null };

export const PLATFORM: Scope = { kind: 'platform', userId: null };

export function tenantScope(tenantId: number, userId: number | null = null): Scope {
  return { kind: 'tenant', tenantId, userId };
}

function idText(id: number | null): string {
  if (id === null) return '';
  if (!Number.isSafeInteger(id)) throw new Error(`Not an id: ${id}`);
  return String(id);
}

/**
 * THE statement that puts a transaction in a scope: switches to the request role (watni_platform
 * for platform work, which watni_app is no member of) and sets the
 * scope, all transaction-local (a pooled connection never keeps them). Its values are integers
 * and on/off written as literals, so it needs no parameters and travels with `begin` in one
 * round trip.
 */
function scopeStatement(scope: Scope): string {
  const tenantId = scope.kind === 'tenant' ? idText(scope.tenantId) : '';
  const platform = scope.kind === 'platform' ? 'on' : 'off';
  const role = scope.kind === 'platform' ? 'watni_platform' : 'watni_app';
  return `select set_config('role', '${role}', true), set_config('app.tenant_id', '${tenantId}', true), set_config('app.user_id', '${idText(scope.userId)}', true), set_config('app.platform', '${platform}', true)`;
}

function sameScope(a: Scope, b: Scope): boolean {
  if (a.kind !== b.kind || a.userId !== b.userId) return false;
  return a.kind === 'platform' || a.tenantId === (b as { tenantId: number }).tenantId;
}

type Callback = () => unknown;

/** One open scoped transaction. */
interface OpenScope {
  database: Database;
  /** The Db the services hold: a transaction on a replica stands for the primary's. */
  standsFor: Db;
  session: Session;
  tx: Tx;
  scope: Scope;
  callbacks: Callback[];
  /** A withScope callback inside it threw: the whole transaction rolls back. */
  failed: boolean;
  /** Another scope is set for a nested withScope (see within). */
  switched: boolean;
  closed: boolean;
}

const openScopes = new WeakMap<object, OpenScope>();
/** The scoped transaction of the running request (or of the running outer withScope). */
const current = new AsyncLocalStorage<OpenScope>();

function openOf(tx: Tx): OpenScope {
  const open = openScopes.get(tx);
  if (!open || open.closed) throw new Error('This needs a transaction opened by withScope.');
  return open;
}

/**
 * For lookups by id on a (tenant_id, id) table: the caller's tenant as an explicit condition.
 * Row-level security already limits the rows, but its `platform OR tenant_id = …` policy is no
 * index condition, so without this the id is found by scanning the whole tenant-led index
 * (apps/api/test/perf/explain.test.ts). Undefined in platform scope, where no tenant applies.
 */
export function inCallersTenant(tx: Tx, tenantColumn: AnyColumn): SQL | undefined {
  const scope = openScopes.get(tx)?.scope;
  return scope?.kind === 'tenant' ? eq(tenantColumn, scope.tenantId) : undefined;
}

/** The caller's tenant of an open scoped transaction; null in platform scope. */
export function callersTenantId(tx: Tx): number | null {
  const scope = openScopes.get(tx)?.scope;
  return scope?.kind === 'tenant' ? scope.tenantId : null;
}

/** The scope and database of an open scoped transaction (notify(tx, …)). */
export function scopeOfTx(tx: Tx): { scope: Scope; database: Database } {
  const open = openOf(tx);
  return { scope: open.scope, database: open.database };
}

/** Runs fn once the transaction of tx has committed (never if it rolls back). */
export function afterCommit(tx: Tx, fn: Callback): void {
  const open = openScopes.get(tx);
  if (!open) throw new Error('afterCommit needs a transaction opened by withScope.');
  open.callbacks.push(fn);
}

/**
 * A hot query as a named prepared statement in tx's scope (parsed once per connection on
 * PostgreSQL; unnamed with DB_PREPARED_STATEMENTS=unnamed), without ORM work: rows as the driver returns them. `name` must be unique to `text`.
 */
export function prepared<T>(tx: Tx, name: string, text: string, values: unknown[]): Promise<T[]> {
  return openOf(tx).session.prepared<T>(name, text, values);
}

/** Like prepared, with dates, times and intervals as text, as Drizzle's `execute` answers them. */
export function preparedAsExecuted<T>(
  tx: Tx,
  name: string,
  text: string,
  values: unknown[],
): Promise<T[]> {
  return openOf(tx).session.prepared<T>(name, text, values, 'text');
}

/**
 * Like prepared, but planned for its values on every run (an unnamed statement): for a hot query
 * whose best plan depends on how big the school is. A named statement soon runs a generic plan
 * made for an average tenant: for a 5,000-student school's count of users that is a bitmap scan
 * where a sequential one is cheaper (0.2 ms more of PostgreSQL's CPU on every users list).
 */
export function plannedEachTime<T>(tx: Tx, text: string, values: unknown[]): Promise<T[]> {
  return openOf(tx).session.prepared<T>(null, text, values);
}

/**
 * The final statements of a read-only request: `reads` must send them at once (hot queries or
 * Promise.all, no await before), and the transaction's `commit` follows them in the same round
 * trip. No statement may come after (it throws: a programming error every suite would show).
 * Only for work that writes nothing: the commit is sent before the reads' answers are seen.
 */
export function finalReads<T>(tx: Tx, reads: () => Promise<T>): Promise<T> {
  const open = openOf(tx);
  const result = reads();
  // A switched scope (platform work inside a tenant request) must still be switched back.
  if (!open.switched) open.session.end();
  return result;
}

/**
 * Runs fn in a savepoint of tx (same scope): when fn throws, only its work is undone and the
 * request's transaction goes on (e.g. to audit a refused insert).
 */
export function savepoint<T>(tx: Tx, fn: (tx: Tx) => Promise<T>): Promise<T> {
  const open = openOf(tx);
  return tx.transaction(async (inner) => {
    openScopes.set(inner, open);
    return fn(inner as Tx);
  });
}

/**
 * Runs fn in a transaction in `scope`. Rolls back if fn throws.
 *
 * Inside a request that has its scoped transaction (requestScope, opened for every signed-in
 * request) or inside another withScope, fn runs in THAT transaction: one transaction per
 * request, and no nested scope waiting for PGlite's single connection. When `scope` differs
 * from the open one (platform work inside a tenant request), it is set for fn's duration.
 * Otherwise a transaction of its own is opened, `begin` and the scope sent in one round trip.
 */
export async function withScope<T>(db: Db, scope: Scope, fn: (tx: Tx) => Promise<T>): Promise<T> {
  const open = current.getStore();
  if (open && !open.closed && open.standsFor === db) return within(open, scope, fn);
  return openScope(db, scope, fn, false);
}

/**
 * The transaction of one signed-in request: the bearer check and every withScope of the handler
 * run in it. It commits when fn resolves, and also when fn throws an HTTP answer (a 4xx) after
 * the work of its withScope calls succeeded, as separate transactions would have; it rolls back
 * when a withScope callback threw or anything else failed.
 */
export function requestScope<T>(
  db: Db,
  scope: Scope,
  fn: (tx: Tx) => Promise<T>,
  route: ReadRoute = {},
): Promise<T> {
  return openScope(db, scope, fn, true, route);
}

/**
 * Where a request declared read-only runs (http/replica-reads.ts): `on` another database (the
 * replica) that stands for db, whose withScope calls then run there too; `readOnly` makes the
 * transaction refuse writes wherever it runs, so a wrongly declared route fails in every test.
 */
export interface ReadRoute {
  on?: Database;
  readOnly?: boolean;
}

/** Moves the open transaction of tx to another scope for the rest of it (one statement). */
export async function rescope(tx: Tx, scope: Scope): Promise<void> {
  const open = openOf(tx);
  if (sameScope(open.scope, scope)) return;
  await open.session.exec(scopeStatement(scope));
  open.scope = scope;
}

function isHttpAnswer(error: unknown): boolean {
  const shaped = error as { status?: unknown; statusCode?: unknown } | null;
  const status = shaped?.status ?? shaped?.statusCode;
  return typeof status === 'number' && status >= 400 && status < 500;
}

async function openScope<T>(
  db: Db,
  scope: Scope,
  fn: (tx: Tx) => Promise<T>,
  commitAnswers: boolean,
  route: ReadRoute = {},
): Promise<T> {
  const database = route.on ?? databaseOf(db);
  if (!database) throw new Error('withScope needs a Db from openDatabase.');
  let open: OpenScope | undefined;
  let answer: { error: unknown } | undefined;
  try {
    const result = await database.transaction(
      scopeStatement(scope),
      async (session) => {
        open = {
          database,
          standsFor: db,
          session,
          tx: session.tx as Tx,
          scope,
          callbacks: [],
          failed: false,
          switched: false,
          closed: false,
        };
        openScopes.set(session.tx, open);
        const opened = open;
        try {
          return await current.run(opened, () => fn(opened.tx));
        } catch (error) {
          if (!commitAnswers || opened.failed || !isHttpAnswer(error)) throw error;
          answer = { error };
          return undefined as T;
        }
      },
      {
        ...(route.readOnly ? { readOnly: true } : {}),
        fairKey: scope.kind === 'tenant' ? `tenant:${scope.tenantId}` : scope.kind,
      },
    );
    if (open) open.closed = true;
    for (const callback of open?.callbacks ?? []) {
      try {
        await callback();
      } catch {
        // After-commit work (mail delivery signals) must not fail a committed request.
      }
    }
    if (answer) throw answer.error;
    return result;
  } finally {
    if (open) open.closed = true;
  }
}

async function within<T>(open: OpenScope, scope: Scope, fn: (tx: Tx) => Promise<T>): Promise<T> {
  if (sameScope(open.scope, scope)) {
    try {
      return await fn(open.tx);
    } catch (error) {
      open.failed = true;
      throw error;
    }
  }
  // Two scopes at once in one transaction cannot be right: a programming error.
  if (open.switched) throw new Error('Two different scopes at once in one request.');
  const outer = open.scope;
  open.switched = true;
  try {
    await open.session.exec(scopeStatement(scope));
    open.scope = scope;
    const result = await fn(open.tx);
    await open.session.exec(scopeStatement(outer));
    open.scope = outer;
    return result;
  } catch (error) {
    open.failed = true; // the transaction rolls back, and the switched scope with it
    throw error;
  } finally {
    open.switched = false;
  }
}
