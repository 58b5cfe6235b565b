import type { AppDeps } from '../../deps.js';
import { authOf } from '../../http/context.js';
import type { HandlerMap } from '../../http/types.js';
import { getBellSchedule, saveBellScheduleDay } from './bell-schedule.js';
import {
  deleteTimetableEntry,
  getSectionTimetable,
  setTimetableEntry,
} from './section-timetable.js';
import { getTeacherTimetable } from './teacher-timetable.js';
import { getTimetableToday } from './today.js';

export function timetableHandlers(deps: AppDeps): HandlerMap {
  return {
    getBellSchedule: async (request) => getBellSchedule(deps, authOf(request)),
    saveBellScheduleDay: async (request) =>
      saveBellScheduleDay(deps, authOf(request), request.params.weekday, request.body),
    getSectionTimetable: async (request) =>
      getSectionTimetable(deps, authOf(request), request.params.sectionId),
    setTimetableEntry: async (request) =>
      setTimetableEntry(
        deps,
        authOf(request),
        request.params.sectionId,
        request.params.weekday,
        request.params.period,
        request.body,
      ),
    deleteTimetableEntry: async (request, reply) => {
      await deleteTimetableEntry(
        deps,
        authOf(request),
        request.params.sectionId,
        request.params.weekday,
        request.params.period,
      );
      return reply.status(204).send();
    },
    getTeacherTimetable: async (request) =>
      getTeacherTimetable(deps, authOf(request), request.params.teacherId),
    getTimetableToday: async (request) => getTimetableToday(deps, authOf(request)),
  };
}
