import type { AppDeps } from '../../deps.js';
import { authOf } from '../../http/context.js';
import type { HandlerMap } from '../../http/types.js';
import { previewAnnouncement } from './preview.js';
import * as service from './service.js';

export function announcementsHandlers(deps: AppDeps): HandlerMap {
  return {
    listAnnouncements: async (request) =>
      service.listAnnouncements(deps, authOf(request), request.query),
    createAnnouncement: async (request, reply) => {
      reply.status(201);
      return service.createAnnouncement(deps, authOf(request), request.body);
    },
    previewAnnouncement: async (request) =>
      previewAnnouncement(deps, authOf(request), request.body),
    cancelAnnouncement: async (request) =>
      service.cancelAnnouncement(deps, authOf(request), request.params.announcementId),
  };
}
