import type { AppDeps } from '../../deps.js';
import { authOf } from '../../http/context.js';
import type { HandlerMap } from '../../http/types.js';
import * as organisations from './organisations.js';
import * as service from './service.js';

export function adminHandlers(deps: AppDeps): HandlerMap {
  return {
    listPendingUsers: async (request) => service.listPendingUsers(deps, authOf(request)),
    createTenantForUser: async (request, reply) => {
      const created = await service.createTenantForUser(deps, authOf(request), request.body);
      reply.status(201);
      return created;
    },
    makeTenantAdmin: async (request) =>
      service.makeTenantAdmin(deps, authOf(request), request.params.id, request.query),
    listOrganisations: async (request) =>
      organisations.listOrganisations(deps, authOf(request), request.query),
    suspendOrganisation: async (request) =>
      organisations.suspendOrganisation(
        deps,
        authOf(request),
        request.params.tenantId,
        request.body,
      ),
    reactivateOrganisation: async (request) =>
      organisations.reactivateOrganisation(
        deps,
        authOf(request),
        request.params.tenantId,
        request.body,
      ),
    declinePendingUser: async (request) =>
      organisations.declinePendingUser(deps, authOf(request), request.params.id, request.body),
  };
}
