import { type AnyColumn, eq, type SQL, sql } from 'drizzle-orm';
import type { Db, Tx } from './client.js';

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

type Callback = () => unknown;
const afterCommitCallbacks = new WeakMap<object, Callback[]>();
const scopes = new WeakMap<object, Scope>();

/**
 * For lookups by id on a (tenant_id, id) table: the caller's tenant as an explicit condition.
 * Row-level security already limits the rows, but its `platform OR tenant_id = …` policy is no
 * index condition, so without this the id is found by scanning the whole tenant-led index
 * (apps/api/test/perf/explain.test.ts). Undefined in platform scope, where no tenant applies.
 */
export function inCallersTenant(tx: Tx, tenantColumn: AnyColumn): SQL | undefined {
  const scope = scopes.get(tx);
  return scope?.kind === 'tenant' ? eq(tenantColumn, scope.tenantId) : undefined;
}

/** Runs fn once the transaction of tx has committed (never if it rolls back). */
export function afterCommit(tx: Tx, fn: Callback): void {
  const list = afterCommitCallbacks.get(tx);
  if (!list) throw new Error('afterCommit needs a transaction opened by withScope.');
  list.push(fn);
}

/**
 * Runs fn in ONE transaction whose first statement switches to the request role and sets the
 * scope (transaction-local, so a pooled connection never keeps it). Rolls back if fn throws.
 * Never open a scope inside another: PGlite has one connection, so the inner one would wait forever.
 */
export async function withScope<T>(db: Db, scope: Scope, fn: (tx: Tx) => Promise<T>): Promise<T> {
  const callbacks: Callback[] = [];
  const tenantId = scope.kind === 'tenant' ? String(scope.tenantId) : '';
  const userId = scope.userId === null ? '' : String(scope.userId);
  const platform = scope.kind === 'platform' ? 'on' : 'off';
  const role = scope.kind === 'platform' ? 'watni_platform' : 'watni_app';
  const result = await db.transaction(async (tx) => {
    afterCommitCallbacks.set(tx, callbacks);
    scopes.set(tx, scope);
    await tx.execute(
      sql`select set_config('role', ${role}, true), set_config('app.tenant_id', ${tenantId}, true), set_config('app.user_id', ${userId}, true), set_config('app.platform', ${platform}, true)`,
    );
    return fn(tx as unknown as Tx);
  });
  for (const callback of callbacks) {
    try {
      await callback();
    } catch {
      // After-commit work (mail delivery signals) must not fail a committed request.
    }
  }
  return result;
}
