import type { FastifyReply } from 'fastify';
import type { AppDeps } from '../../deps.js';
import { authOf } from '../../http/context.js';
import type { HandlerMap } from '../../http/types.js';
import * as assignments from './assignments.js';
import * as mine from './mine.js';
import * as routeList from './route-list-pdf.js';
import * as routes from './routes.js';

function sendPdf(reply: FastifyReply, file: { filename: string; pdf: Buffer }) {
  return reply
    .header('content-type', 'application/pdf')
    .header('content-disposition', `attachment; filename="${file.filename}"`)
    .header('cache-control', 'private, no-store')
    .send(file.pdf);
}

export function transportHandlers(deps: AppDeps): HandlerMap {
  return {
    listTransportRoutes: async (request) => routes.listTransportRoutes(deps, authOf(request)),
    createTransportRoute: async (request, reply) =>
      reply
        .status(201)
        .send(await routes.createTransportRoute(deps, authOf(request), request.body)),
    updateTransportRoute: async (request) =>
      routes.updateTransportRoute(deps, authOf(request), request.params.routeId, request.body),
    deleteTransportRoute: async (request, reply) => {
      await routes.deleteTransportRoute(deps, authOf(request), request.params.routeId);
      return reply.status(204).send();
    },
    createTransportStop: async (request, reply) =>
      reply
        .status(201)
        .send(
          await routes.createTransportStop(
            deps,
            authOf(request),
            request.params.routeId,
            request.body,
          ),
        ),
    updateTransportStop: async (request) =>
      routes.updateTransportStop(deps, authOf(request), request.params.stopId, request.body),
    deleteTransportStop: async (request, reply) => {
      await routes.deleteTransportStop(deps, authOf(request), request.params.stopId);
      return reply.status(204).send();
    },
    listTransportRouteStudents: async (request) =>
      assignments.listTransportRouteStudents(deps, authOf(request), request.params.routeId),
    assignTransport: async (request) =>
      assignments.assignTransport(deps, authOf(request), request.params.studentId, request.body),
    unassignTransport: async (request, reply) => {
      await assignments.unassignTransport(deps, authOf(request), request.params.studentId);
      return reply.status(204).send();
    },
    downloadTransportRouteList: async (request, reply) =>
      sendPdf(
        reply,
        await routeList.downloadTransportRouteList(
          deps,
          authOf(request),
          request.params.routeId,
          request.query.lang ?? 'en',
        ),
      ),
    getMyTransport: async (request) => mine.getMyTransport(deps, authOf(request)),
  };
}
