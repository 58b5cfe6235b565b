import type { AppDeps } from '../../deps.js';
import { authOf } from '../../http/context.js';
import { accessInLocale, answerLocale, moduleInLocale } from '../../http/i18n/catalogue.js';
import type { HandlerMap } from '../../http/types.js';
import * as service from './service.js';

// Module names and descriptions answer in the request's Accept-Language (http/i18n/catalogue.ts).
export function modulesHandlers(deps: AppDeps): HandlerMap {
  return {
    listModules: async (request, reply) => {
      const list = await service.listModules(deps, authOf(request), request.query);
      const locale = answerLocale(request, reply);
      return { ...list, items: list.items.map((module) => moduleInLocale(module, locale)) };
    },
    listModuleCategories: async (request) => service.listCategories(deps, authOf(request)),
    getModule: async (request, reply) =>
      moduleInLocale(
        await service.getModule(deps, authOf(request), request.params.id),
        answerLocale(request, reply),
      ),
    listTenantModuleAccess: async (request, reply) => {
      const list = await service.listTenantAccess(deps, authOf(request));
      const locale = answerLocale(request, reply);
      return { ...list, items: list.items.map((item) => accessInLocale(item, locale)) };
    },
    checkTenantModuleAccess: async (request) =>
      service.checkTenantAccess(deps, authOf(request), request.params.id),
    enableTenantModule: async (request, reply) =>
      accessInLocale(
        await service.toggleTenantModule(deps, authOf(request), request.params.id, true),
        answerLocale(request, reply),
      ),
    disableTenantModule: async (request, reply) =>
      accessInLocale(
        await service.toggleTenantModule(deps, authOf(request), request.params.id, false),
        answerLocale(request, reply),
      ),
  };
}
