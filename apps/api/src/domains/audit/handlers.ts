import type { AppDeps } from '../../deps.js';
import { authOf } from '../../http/context.js';
import type { HandlerMap } from '../../http/types.js';
import { listAuditLog } from './read-service.js';

export function auditHandlers(deps: AppDeps): HandlerMap {
  return {
    listAuditLog: async (request) => listAuditLog(deps, authOf(request), request.query),
  };
}
