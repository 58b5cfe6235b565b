import type { AppDeps } from '../../deps.js';
import { authOf } from '../../http/context.js';
import type { HandlerMap } from '../../http/types.js';
import * as service from './service.js';

export function lessonsHandlers(deps: AppDeps): HandlerMap {
  return {
    // Optional authentication: request.auth is null for visitors.
    listCourseLessons: async (request) =>
      service.listCourseLessons(
        deps,
        request.auth,
        request.params.courseId,
        request.query.published_only ?? true,
      ),
    reorderLessons: async (request) =>
      service.reorderLessons(deps, authOf(request), request.params.courseId, request.body),
    createLesson: async (request, reply) => {
      const lesson = await service.createLesson(deps, authOf(request), request.body);
      reply.status(201);
      return lesson;
    },
    getLesson: async (request) => service.getLesson(deps, authOf(request), request.params.id),
    updateLesson: async (request) =>
      service.updateLesson(deps, authOf(request), request.params.id, request.body),
    deleteLesson: async (request, reply) => {
      await service.deleteLesson(deps, authOf(request), request.params.id);
      return reply.status(204).send();
    },
  };
}
