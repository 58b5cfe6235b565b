import type { AppDeps } from '../../deps.js';
import { authOf } from '../../http/context.js';
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
      reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header(
          'content-disposition',
          `attachment; filename="${file.fileName}"; filename*=UTF-8''${encodeURIComponent(file.fileName)}`,
        )
        .header('cache-control', 'no-store');
      return reply.send(file.body);
    },
  };
}
