import type { AppDeps } from '../../deps.js';
import { authOf } from '../../http/context.js';
import type { HandlerMap } from '../../http/types.js';
import * as service from './service.js';

export function timetableHandlers(deps: AppDeps): HandlerMap {
  return {
    getBellSchedule: async (request) => service.getBellSchedule(deps, authOf(request)),
    saveBellScheduleDay: async (request) =>
      service.saveBellScheduleDay(deps, authOf(request), request.params.weekday, request.body),
    getSectionTimetable: async (request) =>
      service.getSectionTimetable(deps, authOf(request), request.params.sectionId),
    setTimetableEntry: async (request) =>
      service.setTimetableEntry(
        deps,
        authOf(request),
        request.params.sectionId,
        request.params.weekday,
        request.params.period,
        request.body,
      ),
    deleteTimetableEntry: async (request, reply) => {
      await service.deleteTimetableEntry(
        deps,
        authOf(request),
        request.params.sectionId,
        request.params.weekday,
        request.params.period,
      );
      return reply.status(204).send();
    },
    getTeacherTimetable: async (request) =>
      service.getTeacherTimetable(deps, authOf(request), request.params.teacherId),
    getTimetableToday: async (request) => service.getTimetableToday(deps, authOf(request)),
  };
}
