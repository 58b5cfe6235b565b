import { requestScope, rescope } from '../db/scope.js';
import type { AppDeps } from '../deps.js';
import { authenticate, claimedScope } from './security.js';
import type { HandlerMap, OperationHandler, OperationId } from './types.js';

/**
 * One transaction per signed-in request: each handler of a secured operation runs inside the
 * request's scoped transaction, opened in the token's scope with `begin` in the same round trip.
 * Its first statement is the bearer check's user lookup (`authenticate`); every withScope of the
 * handler then reuses the transaction (db/scope.ts). Requests without a token (public pages,
 * sign-in) are unchanged: their withScope calls open their own transactions.
 *
 * @param optionalAuth operations that also admit visitors (`security: [bearerAuth, {}]`): a
 *   token whose user no longer passes the check makes the caller a visitor there, as before.
 */
export function inRequestScope(
  deps: Pick<AppDeps, 'db'>,
  handlers: HandlerMap,
  optionalAuth: ReadonlySet<string>,
): HandlerMap {
  const wrapped: Record<string, unknown> = {};
  for (const [operationId, handler] of Object.entries(handlers) as [
    OperationId,
    OperationHandler<OperationId>,
  ][]) {
    const optional = optionalAuth.has(operationId);
    const scoped: OperationHandler<OperationId> = async (request, reply) => {
      const claims = request.claims;
      if (!claims) return handler(request, reply);
      return requestScope(deps.db, claimedScope(claims), async (tx) => {
        try {
          request.auth = await authenticate(tx, claims);
        } catch (error) {
          if (!optional) throw error;
          request.auth = null;
        }
        if (request.auth) await rescope(tx, request.auth.scope);
        return handler(request, reply);
      });
    };
    wrapped[operationId] = scoped;
  }
  return wrapped as HandlerMap;
}
