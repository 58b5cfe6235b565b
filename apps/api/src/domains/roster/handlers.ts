import type { AppDeps } from '../../deps.js';
import { authOf } from '../../http/context.js';
import { CSV_TYPE, sendExport } from '../../http/export.js';
import type { HandlerMap } from '../../http/types.js';
import * as service from './service.js';

export function rosterHandlers(deps: AppDeps): HandlerMap {
  return {
    getCourseRoster: async (request) =>
      service.getCourseRoster(deps, authOf(request), request.params.id, request.query),
    exportCourseRoster: async (request, reply) => {
      const file = await service.exportCourseRoster(
        deps,
        authOf(request),
        request.params.id,
        request.query,
      );
      return sendExport(reply, { ...file, contentType: CSV_TYPE });
    },
  };
}
