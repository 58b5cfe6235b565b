import type { AppDeps } from '../../deps.js';
import { authOf } from '../../http/context.js';
import type { HandlerMap } from '../../http/types.js';
import * as classes from './classes.js';
import * as years from './years.js';

export function schoolHandlers(deps: AppDeps): HandlerMap {
  return {
    listAcademicYears: async (request) => years.listAcademicYears(deps, authOf(request)),
    createAcademicYear: async (request, reply) => {
      reply.status(201);
      return years.createAcademicYear(deps, authOf(request), request.body);
    },
    updateAcademicYear: async (request) =>
      years.updateAcademicYear(deps, authOf(request), request.params.yearId, request.body),
    createTerm: async (request, reply) => {
      reply.status(201);
      return years.createTerm(deps, authOf(request), request.params.yearId, request.body);
    },
    listClasses: async (request) => classes.listClasses(deps, authOf(request)),
    createClass: async (request, reply) => {
      reply.status(201);
      return classes.createClass(deps, authOf(request), request.body);
    },
    applyDefaultClasses: async (request) => classes.applyDefaultClasses(deps, authOf(request)),
    updateClass: async (request) =>
      classes.updateClass(deps, authOf(request), request.params.classId, request.body),
    createSection: async (request, reply) => {
      reply.status(201);
      return classes.createSection(deps, authOf(request), request.params.classId, request.body);
    },
    updateSection: async (request) =>
      classes.updateSection(deps, authOf(request), request.params.sectionId, request.body),
    createSubject: async (request, reply) => {
      reply.status(201);
      return classes.createSubject(deps, authOf(request), request.params.classId, request.body);
    },
    assignSubjectTeacher: async (request) =>
      classes.assignSubjectTeacher(deps, authOf(request), request.params.subjectId, request.body),
  };
}
