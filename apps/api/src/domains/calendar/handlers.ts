import type { AppDeps } from '../../deps.js';
import { authOf } from '../../http/context.js';
import type { HandlerMap } from '../../http/types.js';
import { getCalendarFeedFile } from './feed.js';
import * as link from './link.js';

/** The private iCalendar feed per user (calendars). */
export function calendarHandlers(deps: AppDeps): HandlerMap {
  return {
    getCalendarFeed: async (request) => link.getCalendarFeed(deps, authOf(request)),
    resetCalendarFeed: async (request, reply) => {
      const created = await link.resetCalendarFeed(deps, authOf(request));
      reply.status(201);
      return created;
    },
    revokeCalendarFeed: async (request, reply) => {
      await link.revokeCalendarFeed(deps, authOf(request));
      return reply.status(204).send();
    },
    getCalendarFeedFile: async (request, reply) => {
      const body = await getCalendarFeedFile(deps, request.params.file);
      return (
        reply
          .header('content-type', 'text/calendar; charset=utf-8')
          .header('content-disposition', 'inline; filename="calendar.ics"')
          // Private to the address's owner; a calendar client polls, a proxy must not keep it.
          .header('cache-control', 'private, max-age=900')
          .send(body)
      );
    },
  };
}
