import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/client.js';
import { withScope } from '../db/scope.js';
import { audit } from '../domains/audit/service.js';

/**
 * Every refused (403) action of a signed-in user goes to the audit log, after the answer is
 * sent: who tried which operation on what. Written in the caller's own scope.
 */
export function registerRefusalAudit(app: FastifyInstance, db: Db): void {
  app.addHook('onResponse', async (request, reply) => {
    const auth = request.auth;
    if (reply.statusCode !== 403 || !auth) return;
    try {
      await withScope(db, auth.scope, (tx) =>
        audit(tx, {
          tenantId: auth.user.tenant_id,
          actorId: auth.user.id,
          action: 'access.refused',
          entityType: 'request',
          entityId: null,
          changes: {
            method: request.method,
            route: request.routeOptions.url ?? null,
            url: request.url.split('?')[0],
          },
        }),
      );
    } catch (error) {
      request.log.warn({ err: error }, 'could not audit a refused request');
    }
  });
}
