import type { AppDeps } from '../../deps.js';
import { authOf } from '../../http/context.js';
import type { HandlerMap } from '../../http/types.js';
import { matchesEtag } from './catalogue-cache.js';
import * as service from './service.js';

export function coursesHandlers(deps: AppDeps): HandlerMap {
  return {
    listCourses: async (request) => service.listCourses(deps, authOf(request), request.query),
    listPublicCourses: async (request, reply) => {
      const page = await service.listPublicCourses(deps, request.query);
      // Browsers revalidate every time (no-cache) and get a 304 while nothing changed.
      reply.header('etag', page.etag).header('cache-control', 'no-cache');
      if (matchesEtag(request.headers['if-none-match'], page.etag)) return reply.code(304).send();
      return reply.type('application/json; charset=utf-8').send(page.body);
    },
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
