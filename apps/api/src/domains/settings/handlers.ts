import type { AppDeps } from '../../deps.js';
import { authOf } from '../../http/context.js';
import type { HandlerMap } from '../../http/types.js';
import * as service from './service.js';

export function settingsHandlers(deps: AppDeps): HandlerMap {
  return {
    getTenantSettings: async (request) => service.getSettings(deps, authOf(request)),
    updateTenantSettings: async (request) =>
      service.updateSettings(deps, authOf(request), request.body),
  };
}
