import type { AppDeps } from '../../deps.js';
import type { HandlerMap } from '../../http/types.js';
import * as service from './service.js';

export function tenantsHandlers(deps: AppDeps): HandlerMap {
  return {
    listTenants: async () => service.listTenants(deps),
  };
}
