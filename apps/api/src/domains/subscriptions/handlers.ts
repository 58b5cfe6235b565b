import type { AppDeps } from '../../deps.js';
import { authOf } from '../../http/context.js';
import type { HandlerMap } from '../../http/types.js';
import * as service from './service.js';

export function subscriptionsHandlers(deps: AppDeps): HandlerMap {
  return {
    listPlans: async (request) => service.listPlans(deps, authOf(request)),
    getPlan: async (request) => service.getPlan(deps, authOf(request), request.params.id),
    listPlanModules: async (request) =>
      service.listPlanModules(deps, authOf(request), request.params.id),
    getCurrentSubscription: async (request) => service.currentSubscription(deps, authOf(request)),
    comparePlans: async (request) => service.comparePlans(deps, authOf(request)),
  };
}
