import type { AccessClaims } from '../domains/auth/tokens.js';
import type { AuthContext } from './context.js';

/**
 * The callers this process has recently seen pass the bearer check, so a read can start with its
 * handler's statements in the same round trip as the check (http/request-scope.ts). A prediction
 * only: the check still runs on every request, in the same transaction, and the answer waits for
 * it; a caller that changed since (a new role, a deactivation, a sign-out) is never answered from
 * here. Bounded, least recently used first out.
 */
export class KnownCallers {
  readonly #callers = new Map<number, AuthContext>();

  constructor(readonly capacity = 5000) {}

  /** The caller the token names as last checked, when its tenant and token version still match. */
  predict(claims: AccessClaims): AuthContext | undefined {
    const known = this.#callers.get(claims.userId);
    if (!known) return undefined;
    if (known.record.tenant_id !== claims.tenantId) return undefined;
    if (known.record.token_version !== claims.version) return undefined;
    return known;
  }

  remember(auth: AuthContext): void {
    this.#callers.delete(auth.user.id);
    this.#callers.set(auth.user.id, auth);
    if (this.#callers.size > this.capacity) {
      const oldest = this.#callers.keys().next();
      if (!oldest.done) this.#callers.delete(oldest.value);
    }
  }

  forget(userId: number): void {
    this.#callers.delete(userId);
  }

  get size(): number {
    return this.#callers.size;
  }
}

/** Whether two bearer checks found the same caller: every field of the row, and the scope. */
export function sameCaller(a: AuthContext, b: AuthContext): boolean {
  if (a.scope.kind !== b.scope.kind || a.scope.userId !== b.scope.userId) return false;
  if (
    a.scope.kind === 'tenant' &&
    a.scope.tenantId !== (b.scope as { tenantId: number }).tenantId
  ) {
    return false;
  }
  return sameRow(a.record, b.record) && (a.user === a.record || sameRow(a.user, b.user));
}

function sameRow(a: object, b: object): boolean {
  const left = a as Record<string, unknown>;
  const right = b as Record<string, unknown>;
  const keys = Object.keys(left);
  if (keys.length !== Object.keys(right).length) return false;
  for (const key of keys) {
    const x = left[key];
    const y = right[key];
    if (x === y) continue;
    if (x instanceof Date && y instanceof Date && x.getTime() === y.getTime()) continue;
    return false;
  }
  return true;
}
