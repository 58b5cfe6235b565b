import type { FastifyReply } from 'fastify';
import { finalReads, requestScope, rescope } from '../db/scope.js';
import type { AppDeps } from '../deps.js';
import {
  DEFAULT_MODULES_WITH_SCREENS,
  type ModulesWithScreens,
  requireModule,
} from './module-gate.js';
import { authenticate, claimedScope } from './security.js';
import type { HandlerMap, OperationHandler, OperationId } from './types.js';

/** Operations whose handler answers from the bearer check's row alone (no statement of its own). */
const ANSWERED_BY_THE_BEARER_CHECK: ReadonlySet<string> = new Set(['getCurrentUser']);

/**
 * A handler that sends its answer itself (`return reply.status(204).send()`) would send it inside
 * the transaction, before the commit; and a reply is a thenable that settles once sent, so the
 * transaction could not even wait for the handler. Handlers in a request scope therefore get a
 * view of the reply whose `send` only records the payload; the real reply sends it after the
 * commit, so no client hears of a change that could still roll back.
 */
function deferredReply(reply: FastifyReply) {
  const state: { sent: boolean; payload: unknown } = { sent: false, payload: undefined };
  const view: FastifyReply = new Proxy(reply, {
    get(target, key) {
      if (key === 'send') {
        return (payload?: unknown) => {
          state.sent = true;
          state.payload = payload;
          return view;
        };
      }
      if (key === 'then') return undefined;
      const value = Reflect.get(target, key, target);
      if (typeof value !== 'function') return value;
      return (...args: unknown[]) => {
        const result = value.apply(target, args);
        return result === target ? view : result;
      };
    },
  });
  return {
    view,
    /** What the handler returned, turned into what Fastify should get after the commit. */
    settle(result: unknown) {
      if (state.sent) return reply.send(state.payload);
      return result === view ? reply : result;
    },
  };
}

/**
 * One transaction per signed-in request: each handler of a secured operation runs inside the
 * request's scoped transaction, opened in the token's scope with `begin` in the same round trip.
 * Its first statement is the bearer check's user lookup (`authenticate`); every withScope of the
 * handler then reuses the transaction (db/scope.ts). Requests without a token (public pages,
 * sign-in) are unchanged: their withScope calls open their own transactions.
 *
 * @param optionalAuth operations that also admit visitors (`security: [bearerAuth, {}]`): a
 *   token whose user no longer passes the check makes the caller a visitor there, as before.
 * @param moduleOf the module of each operation that belongs to one (`x-module` in the contract):
 *   once the caller is known, the module gate (http/module-gate.ts) runs in the same transaction
 *   before the handler; core modules cost nothing.
 */
export function inRequestScope(
  deps: Pick<AppDeps, 'db'>,
  handlers: HandlerMap,
  optionalAuth: ReadonlySet<string>,
  moduleOf: ReadonlyMap<string, string> = new Map(),
  withScreens: ModulesWithScreens = DEFAULT_MODULES_WITH_SCREENS,
): HandlerMap {
  const wrapped: Record<string, unknown> = {};
  for (const [operationId, handler] of Object.entries(handlers) as [
    OperationId,
    OperationHandler<OperationId>,
  ][]) {
    const optional = optionalAuth.has(operationId);
    const module = moduleOf.get(operationId);
    const scoped: OperationHandler<OperationId> = async (request, reply) => {
      const claims = request.claims;
      if (!claims) return handler(request, reply);
      const deferred = deferredReply(reply);
      const result = await requestScope(deps.db, claimedScope(claims), async (tx) => {
        const answered = ANSWERED_BY_THE_BEARER_CHECK.has(operationId);
        try {
          // An operation answered from the bearer check's row ends its transaction with it.
          request.auth = await (answered
            ? finalReads(tx, () => authenticate(tx, claims))
            : authenticate(tx, claims));
        } catch (error) {
          if (!optional) throw error;
          request.auth = null;
        }
        if (request.auth && !answered) await rescope(tx, request.auth.scope);
        if (module && request.auth) await requireModule(tx, request.auth, module, withScreens);
        return handler(request, deferred.view);
      });
      return deferred.settle(result);
    };
    wrapped[operationId] = scoped;
  }
  return wrapped as HandlerMap;
}
