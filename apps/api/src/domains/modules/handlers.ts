import type { AppDeps } from '../../deps.js';
import { authOf } from '../../http/context.js';
import type { HandlerMap } from '../../http/types.js';
import * as service from './service.js';

export function modulesHandlers(deps: AppDeps): HandlerMap {
  return {
    listModules: async (request) => service.listModules(deps, authOf(request), request.query),
    listModuleCategories: async (request) => service.listCategories(deps, authOf(request)),
    getModule: async (request) => service.getModule(deps, authOf(request), request.params.id),
    listTenantModuleAccess: async (request) => service.listTenantAccess(deps, authOf(request)),
    checkTenantModuleAccess: async (request) =>
      service.checkTenantAccess(deps, authOf(request), request.params.id),
    enableTenantModule: async (request) =>
      service.toggleTenantModule(deps, authOf(request), request.params.id, true),
    disableTenantModule: async (request) =>
      service.toggleTenantModule(deps, authOf(request), request.params.id, false),
  };
}
