import type { AppDeps } from '../../deps.js';
import { authOf } from '../../http/context.js';
import type { HandlerMap } from '../../http/types.js';
import * as service from './service.js';

export function coursesHandlers(deps: AppDeps): HandlerMap {
  return {
    listCourses: async (request) => service.listCourses(deps, authOf(request), request.query),
    listPublicCourses: async (request) => service.listPublicCourses(deps, request.query),
    // Optional authentication: request.auth is null for visitors.
    getCourse: async (request) => service.getCourse(deps, request.auth, request.params.id),
    createCourse: async (request, reply) => {
      const course = await service.createCourse(deps, authOf(request), request.body);
      reply.status(201);
      return course;
    },
    updateCourse: async (request) =>
      service.updateCourse(deps, authOf(request), request.params.id, request.body),
    deleteCourse: async (request, reply) => {
      await service.deleteCourse(deps, authOf(request), request.params.id);
      return reply.status(204).send();
    },
  };
}
