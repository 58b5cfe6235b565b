import type { AppDeps } from '../../deps.js';
import { authOf } from '../../http/context.js';
import { sendExport } from '../../http/export.js';
import { requestLocale } from '../../http/i18n/requestLocale.js';
import type { HandlerMap } from '../../http/types.js';
import { listAttendanceAlerts } from './alerts.js';
import { exportSectionMonth } from './export-month.js';
import { mergeRegisterChanges } from './mergeChanges.js';
import { getMyAttendanceMonth, getSectionMonth, getStudentMonth } from './months.js';
import { getSectionRegister, saveSectionRegister } from './section-register.js';
import { getAttendanceSettings, updateAttendanceSettings } from './settings.js';
import { getStaffRegister, saveStaffRegister } from './staff-register.js';
import { getAttendanceToday } from './today.js';

export function attendanceHandlers(deps: AppDeps): HandlerMap {
  return {
    getAttendanceToday: async (request) => getAttendanceToday(deps, authOf(request)),
    getSectionRegister: async (request) =>
      getSectionRegister(deps, authOf(request), request.params.sectionId, request.params.day),
    saveSectionRegister: async (request) =>
      saveSectionRegister(
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
      getSectionMonth(deps, authOf(request), request.params.sectionId, request.params.month),
    getStudentMonth: async (request) =>
      getStudentMonth(deps, authOf(request), request.params.studentId, request.params.month),
    getMyAttendanceMonth: async (request) =>
      getMyAttendanceMonth(deps, authOf(request), request.params.month),
    listAttendanceAlerts: async (request) => listAttendanceAlerts(deps, authOf(request)),
    getAttendanceSettings: async (request) => getAttendanceSettings(deps, authOf(request)),
    updateAttendanceSettings: async (request) =>
      updateAttendanceSettings(deps, authOf(request), request.body),
    getStaffRegister: async (request) =>
      getStaffRegister(deps, authOf(request), request.params.day),
    saveStaffRegister: async (request) =>
      saveStaffRegister(deps, authOf(request), request.params.day, request.body),
  };
}
