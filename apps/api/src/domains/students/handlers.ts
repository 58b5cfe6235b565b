import type { AppDeps } from '../../deps.js';
import { authOf } from '../../http/context.js';
import { sendExport } from '../../http/export.js';
import { requestLocale } from '../../http/i18n/requestLocale.js';
import type { HandlerMap } from '../../http/types.js';
import * as admissions from './admissions.js';
import { exportStudents } from './export.js';
import { previewStudentImport } from './import/preview.js';
import { createStudentImportRun, getStudentImportRun } from './import/run.js';
import * as importing from './import/service.js';
import { listStudents } from './list.js';
import * as parents from './parents.js';
import * as promotion from './promotion.js';
import * as service from './service.js';

export function studentsHandlers(deps: AppDeps): HandlerMap {
  return {
    listStudents: async (request) => listStudents(deps, authOf(request), request.query),
    exportStudents: async (request, reply) =>
      sendExport(
        reply,
        await exportStudents(
          deps,
          authOf(request),
          request.query,
          requestLocale(request.headers['accept-language']),
        ),
      ),
    createStudent: async (request, reply) => {
      reply.status(201);
      return service.createStudent(deps, authOf(request), request.body);
    },
    getStudent: async (request) =>
      service.getStudent(deps, authOf(request), request.params.studentId),
    updateStudent: async (request) =>
      service.updateStudent(deps, authOf(request), request.params.studentId, request.body),
    placeStudent: async (request) =>
      service.placeStudent(deps, authOf(request), request.params.studentId, request.body),
    addStudentGuardian: async (request) =>
      service.addStudentGuardian(deps, authOf(request), request.params.studentId, request.body),
    updateGuardian: async (request) =>
      service.updateGuardian(deps, authOf(request), request.params.guardianId, request.body),
    inviteParent: async (request, reply) => {
      reply.status(201);
      return parents.inviteParent(deps, authOf(request), request.params.guardianId, request.body);
    },
    acceptParentInvite: async (request, reply) => {
      reply.status(201);
      return parents.acceptParentInvite(deps, request.body);
    },
    listMyChildren: async (request) => parents.listMyChildren(deps, authOf(request)),
    previewStudentImport: async (request) =>
      previewStudentImport(deps, authOf(request), request.body),
    importStudents: async (request) =>
      importing.importStudents(deps, authOf(request), request.body),
    createStudentImportRun: async (request, reply) => {
      reply.status(202);
      return createStudentImportRun(deps, authOf(request), request.body);
    },
    getStudentImportRun: async (request) =>
      getStudentImportRun(deps, authOf(request), request.params.runId),
    listAdmissions: async (request) =>
      admissions.listAdmissions(deps, authOf(request), request.query),
    createAdmission: async (request, reply) => {
      reply.status(201);
      return admissions.createAdmission(deps, authOf(request), request.body);
    },
    admitApplicant: async (request) =>
      admissions.admitApplicant(deps, authOf(request), request.params.admissionId, request.body),
    declineApplicant: async (request) =>
      admissions.declineApplicant(deps, authOf(request), request.params.admissionId, request.body),
    promoteSection: async (request) =>
      promotion.promoteSection(deps, authOf(request), request.body),
  };
}
