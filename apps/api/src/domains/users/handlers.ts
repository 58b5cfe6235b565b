import type { AppDeps } from '../../deps.js';
import { authOf } from '../../http/context.js';
import type { HandlerMap } from '../../http/types.js';
import * as approval from './approval.js';
import * as service from './service.js';

export function usersHandlers(deps: AppDeps): HandlerMap {
  return {
    listUsers: async (request) => service.listUsers(deps, authOf(request), request.query),
    getUserStats: async (request) => service.userStats(deps, authOf(request)),
    createUser: async (request, reply) => {
      const user = await service.createUser(
        deps,
        authOf(request),
        request.body,
        request.sentFields,
      );
      reply.status(201);
      return user;
    },
    getUser: async (request) => service.getUser(deps, authOf(request), request.params.id),
    updateUser: async (request) =>
      service.updateUser(deps, authOf(request), request.params.id, request.body),
    deactivateUser: async (request) =>
      service.deactivateUser(deps, authOf(request), request.params.id),
    listAwaitingApproval: async (request) =>
      approval.listAwaitingApproval(deps, authOf(request), request.query),
    approveRegistration: async (request) =>
      approval.approveRegistration(deps, authOf(request), request.params.id),
    rejectRegistration: async (request) =>
      approval.rejectRegistration(deps, authOf(request), request.params.id, request.body),
  };
}
