import type { AppDeps } from '../../deps.js';
import { authOf } from '../../http/context.js';
import type { HandlerMap } from '../../http/types.js';
import * as byRole from './by-role.js';
import * as service from './service.js';

export function dashboardHandlers(deps: AppDeps): HandlerMap {
  return {
    getDashboardSummary: async (request) => service.getDashboardSummary(deps, authOf(request)),
    getDashboard: async (request) => byRole.getDashboard(deps, authOf(request)),
  };
}
