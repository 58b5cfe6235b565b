import type { AppDeps } from '../../deps.js';
import { authOf } from '../../http/context.js';
import { statedLocale } from '../../http/i18n/requestLocale.js';
import type { HandlerMap } from '../../http/types.js';
import { resetPasswordWithCode } from './mobile-reset.js';
import * as service from './service.js';

export function authHandlers(deps: AppDeps): HandlerMap {
  return {
    login: async (request) =>
      service.login(deps, request.body, statedLocale(request.headers['accept-language'])),
    register: async (request, reply) => {
      reply.status(201);
      return service.register(deps, request.body, statedLocale(request.headers['accept-language']));
    },
    refreshTokens: async (request) => service.refresh(deps, request.body),
    logout: async (request, reply) => {
      await service.logout(deps, request.body);
      return reply.status(204).send();
    },
    forgotPassword: async (request, reply) => {
      reply.status(202);
      return service.forgotPassword(deps, request.body);
    },
    resetPassword: async (request) => service.resetPassword(deps, request.body),
    resetPasswordWithCode: async (request) => resetPasswordWithCode(deps, request.body),
    getCurrentUser: async (request) => service.currentUser(deps, authOf(request)),
  };
}
