import type { AppDeps } from '../../deps.js';
import { authOf } from '../../http/context.js';
import type { HandlerMap } from '../../http/types.js';
import { decideEnrollments } from './bulk.js';
import * as service from './service.js';
import { listMyEnrollmentStates } from './states.js';

export function enrollmentsHandlers(deps: AppDeps): HandlerMap {
  return {
    enrollInCourse: async (request, reply) => {
      const enrollment = await service.enrollInCourse(
        deps,
        authOf(request),
        request.params.id,
        request.body ?? {},
      );
      reply.status(201);
      return enrollment;
    },
    listCourseEnrollments: async (request) =>
      service.listCourseEnrollments(deps, authOf(request), request.params.id, request.query),
    listMyEnrollments: async (request) =>
      service.listMyEnrollments(deps, authOf(request), request.query),
    listMyEnrollmentStates: async (request) => listMyEnrollmentStates(deps, authOf(request)),
    updateEnrollment: async (request) =>
      service.updateEnrollment(
        deps,
        authOf(request),
        request.params.id,
        request.body,
        request.sentFields,
      ),
    deleteEnrollment: async (request, reply) => {
      await service.deleteEnrollment(deps, authOf(request), request.params.id);
      return reply.status(204).send();
    },
    listEnrollments: async (request) =>
      service.listEnrollments(deps, authOf(request), request.query),
    getEnrollmentCounts: async (request) =>
      service.getEnrollmentCounts(deps, authOf(request), request.query),
    decideEnrollments: async (request) => decideEnrollments(deps, authOf(request), request.body),
  };
}
