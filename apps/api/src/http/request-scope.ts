import type { FastifyReply } from 'fastify';
import type { Tx } from '../db/client.js';
import { finalReads, type ReadRoute, requestScope, rescope } from '../db/scope.js';
import type { AppDeps } from '../deps.js';
import type { AccessClaims } from '../domains/auth/tokens.js';
import type { AuthContext } from './context.js';
import { KnownCallers, sameCaller } from './known-callers.js';
import {
  DEFAULT_MODULES_WITH_SCREENS,
  type ModulesWithScreens,
  requireModule,
} from './module-gate.js';
import { REPLICA_READS } from './replica-reads.js';
import { authenticate, claimedScope } from './security.js';
import type { HandlerMap, OperationHandler, OperationId } from './types.js';

/** Operations whose handler answers from the bearer check's row alone (no statement of its own). */
const ANSWERED_BY_THE_BEARER_CHECK: ReadonlySet<string> = new Set(['getCurrentUser']);

/**
 * The bearer check did not confirm the caller a read started with: its refusal (a 401), or null
 * when the caller changed. Not an HTTP answer, so the request's transaction rolls back.
 */
class Unconfirmed extends Error {
  constructor(readonly refusal: unknown) {
    super('The bearer check did not confirm the predicted caller.');
  }
}

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
  deps: Pick<AppDeps, 'db'> & Partial<Pick<AppDeps, 'reads'>>,
  handlers: HandlerMap,
  optionalAuth: ReadonlySet<string>,
  moduleOf: ReadonlyMap<string, string> = new Map(),
  withScreens: ModulesWithScreens = DEFAULT_MODULES_WITH_SCREENS,
  known: KnownCallers = new KnownCallers(),
  replicaReads: ReadonlySet<string> = REPLICA_READS,
): HandlerMap {
  const wrapped: Record<string, unknown> = {};
  for (const [operationId, handler] of Object.entries(handlers) as [
    OperationId,
    OperationHandler<OperationId>,
  ][]) {
    const optional = optionalAuth.has(operationId);
    const module = moduleOf.get(operationId);
    const answered = ANSWERED_BY_THE_BEARER_CHECK.has(operationId);
    const declaredRead = replicaReads.has(operationId);
    /** The request's transaction: the bearer check, the module gate, then the handler. */
    const run = async (
      request: Parameters<OperationHandler<OperationId>>[0],
      reply: FastifyReply,
      claims: AccessClaims,
      predicted: AuthContext | undefined,
      route: ReadRoute,
    ) => {
      const deferred = deferredReply(reply);
      // Reads only: a GET's handler has no effect outside the transaction a client could see.
      const reading = request.method === 'GET';
      const result = await requestScope(
        deps.db,
        claimedScope(claims),
        async (tx) => {
          if (predicted) return predictedCaller(tx, claims, predicted, gateAndHandle);
          try {
            // An operation answered from the bearer check's row ends its transaction with it.
            request.auth = await (answered
              ? finalReads(tx, () => authenticate(tx, claims))
              : authenticate(tx, claims));
            known.remember(request.auth);
          } catch (error) {
            if (!optional) throw error;
            request.auth = null;
          }
          return gateAndHandle();

          async function gateAndHandle() {
            if (request.auth && !answered) await rescope(tx, request.auth.scope);
            if (!module || !request.auth) return handler(request, deferred.view);
            const gate = requireModule(tx, request.auth, module, withScreens);
            if (!reading) {
              await gate;
              return handler(request, deferred.view);
            }
            // A read's statements follow the gate's in the same round trip. PostgreSQL still runs
            // the gate first; when it refuses, the read's rows are thrown away unseen.
            gate.catch(() => {}); // settled below, with the handler
            const headers = reply.getHeaders();
            const [gated, handled] = await Promise.allSettled([
              gate,
              handler(request, deferred.view),
            ]);
            if (gated.status === 'rejected') {
              for (const name of Object.keys(reply.getHeaders())) reply.removeHeader(name);
              reply.headers(headers);
              throw gated.reason;
            }
            if (handled.status === 'rejected') throw handled.reason;
            return handled.value;
          }
        },
        route,
      );
      return deferred.settle(result);
    };

    /**
     * A read declared for the replica (http/replica-reads.ts) runs there while it is fresh enough,
     * read-only everywhere. When the replica fails it, nothing was written and nothing sent: the
     * same read runs again on the primary.
     */
    const routed = async (
      request: Parameters<OperationHandler<OperationId>>[0],
      reply: FastifyReply,
      claims: AccessClaims,
      predicted: AuthContext | undefined,
    ) => {
      if (!declaredRead) return run(request, reply, claims, predicted, {});
      const on = deps.reads ? await deps.reads.choose() : null;
      if (!on || !deps.reads) return run(request, reply, claims, predicted, { readOnly: true });
      const before = { status: reply.statusCode, headers: reply.getHeaders() };
      try {
        return await run(request, reply, claims, predicted, { on, readOnly: true });
      } catch (error) {
        if (!deps.reads.failed(error)) throw error;
        request.log.warn({ err: error }, 'the replica failed a read: the primary answers it');
        for (const name of Object.keys(reply.getHeaders())) reply.removeHeader(name);
        reply.headers(before.headers).code(before.status);
        return run(request, reply, claims, predicted, { readOnly: true });
      }
    };

    /**
     * A read by a caller this process has seen lately starts its handler with the caller as last
     * checked: the handler's statements travel in the same round trip as the bearer check, which
     * PostgreSQL still runs first. The answer waits for the check. If it refuses the caller, or
     * finds them changed, the transaction rolls back and nothing the handler did is kept: the
     * refusal is the answer, or the request runs again with the caller as now found.
     */
    const predictedCaller = async (
      tx: Tx,
      claims: AccessClaims,
      predicted: AuthContext,
      gateAndHandle: () => Promise<unknown>,
    ) => {
      const checked = authenticate(tx, claims);
      checked.catch(() => {}); // settled below, after the handler
      const [check, outcome] = await Promise.allSettled([checked, gateAndHandle()]);
      // Where a refused token makes the caller a visitor, the request runs again as one.
      if (check.status === 'rejected') throw new Unconfirmed(optional ? null : check.reason);
      if (!sameCaller(check.value, predicted)) throw new Unconfirmed(null);
      known.remember(check.value);
      if (outcome.status === 'rejected') throw outcome.reason;
      return outcome.value;
    };

    const scoped: OperationHandler<OperationId> = async (request, reply) => {
      const claims = request.claims;
      if (!claims) return handler(request, reply);
      // Reads only: a GET's handler has no effect outside the transaction a client could see.
      const predicted = request.method === 'GET' && !answered ? known.predict(claims) : undefined;
      if (predicted) {
        const before = { status: reply.statusCode, headers: reply.getHeaders() };
        request.auth = predicted;
        try {
          return await routed(request, reply, claims, predicted);
        } catch (error) {
          if (!(error instanceof Unconfirmed)) throw error;
          known.forget(claims.userId);
          request.auth = null;
          for (const name of Object.keys(reply.getHeaders())) reply.removeHeader(name);
          reply.headers(before.headers).code(before.status);
          if (error.refusal) throw error.refusal;
          // The caller changed since last seen: run again, checked first as usual.
        }
      }
      return routed(request, reply, claims, undefined);
    };
    wrapped[operationId] = scoped;
  }
  return wrapped as HandlerMap;
}
