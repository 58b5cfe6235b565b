import type { AppDeps } from '../../deps.js';
import { authOf } from '../../http/context.js';
import { sendExport } from '../../http/export.js';
import { requestLocale } from '../../http/i18n/requestLocale.js';
import type { HandlerMap } from '../../http/types.js';
import { exportSectionMonth } from './export-month.js';
import { mergeRegisterChanges } from './mergeChanges.js';
import * as service from './service.js';

export function attendanceHandlers(deps: AppDeps): HandlerMap {
  return {
    getAttendanceToday: async (request) => service.getAttendanceToday(deps, authOf(request)),
    getSectionRegister: async (request) =>
      service.getSectionRegister(
        deps,
        authOf(request),
        request.params.sectionId,
        request.params.day,
      ),
    saveSectionRegister: async (request) =>
      service.saveSectionRegister(
        deps,
        authOf(request),
        request.params.sectionId,
        request.params.day,
        request.body,
      ),
    mergeRegisterChanges: async (request) =>
      mergeRegisterChanges(
        deps,
        authOf(request),
        request.params.sectionId,
        request.params.day,
        request.body,
      ),
    exportSectionMonth: async (request, reply) =>
      sendExport(
        reply,
        await exportSectionMonth(
          deps,
          authOf(request),
          request.params.sectionId,
          request.params.month,
          request.query,
          requestLocale(request.headers['accept-language']),
        ),
      ),
    getSectionMonth: async (request) =>
      service.getSectionMonth(
        deps,
        authOf(request),
        request.params.sectionId,
        request.params.month,
      ),
    getStudentMonth: async (request) =>
      service.getStudentMonth(
        deps,
        authOf(request),
        request.params.studentId,
        request.params.month,
      ),
    getMyAttendanceMonth: async (request) =>
      service.getMyAttendanceMonth(deps, authOf(request), request.params.month),
    listAttendanceAlerts: async (request) => service.listAttendanceAlerts(deps, authOf(request)),
    getAttendanceSettings: async (request) => service.getAttendanceSettings(deps, authOf(request)),
    updateAttendanceSettings: async (request) =>
      service.updateAttendanceSettings(deps, authOf(request), request.body),
    getStaffRegister: async (request) =>
      service.getStaffRegister(deps, authOf(request), request.params.day),
    saveStaffRegister: async (request) =>
      service.saveStaffRegister(deps, authOf(request), request.params.day, request.body),
  };
}
