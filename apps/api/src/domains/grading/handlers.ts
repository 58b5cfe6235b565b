import type { AppDeps } from '../../deps.js';
import { authOf } from '../../http/context.js';
import type { HandlerMap } from '../../http/types.js';
import * as service from './service.js';

export function gradingHandlers(deps: AppDeps): HandlerMap {
  return {
    listGradingQueue: async (request) =>
      service.listGradingQueue(deps, authOf(request), request.query),
    countGradingQueue: async (request) =>
      service.countGradingQueue(deps, authOf(request), request.query),
  };
}
