import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppDeps } from '../../deps.js';
import { authOf } from '../../http/context.js';
import { sendExport } from '../../http/export.js';
import type { HandlerMap } from '../../http/types.js';
import * as clients from './clients.js';
import { exportOneRoster } from './export.js';
import { importOneRoster, previewOneRosterImport } from './import.js';
import type { Collection } from './rest/json.js';
import type { ListQuery } from './rest/query.js';
import { getRoster, listRoster, type RosterAnswer } from './rest/read.js';
import { issueOneRosterToken } from './rest/token.js';

function send(reply: FastifyReply, answer: Pick<RosterAnswer, 'status' | 'headers' | 'body'>) {
  return reply.status(answer.status).headers(answer.headers).send(answer.body);
}

/** The REST reads of one collection: answered whole by the use case (headers, refusals). */
function rest(deps: AppDeps, collection: Collection) {
  return {
    list: async (request: FastifyRequest, reply: FastifyReply) =>
      send(
        reply,
        await listRoster(
          deps,
          request.rosterBearer,
          collection,
          request.query as ListQuery,
          request.url,
        ),
      ),
    get: async (request: FastifyRequest, reply: FastifyReply) =>
      send(
        reply,
        await getRoster(
          deps,
          request.rosterBearer,
          collection,
          (request.params as { sourcedId: string }).sourcedId,
          (request.query as { fields?: string }).fields,
        ),
      ),
  };
}

export function onerosterHandlers(deps: AppDeps): HandlerMap {
  const orgs = rest(deps, 'orgs');
  const sessions = rest(deps, 'academicSessions');
  const courses = rest(deps, 'courses');
  const classes = rest(deps, 'classes');
  const users = rest(deps, 'users');
  const enrollments = rest(deps, 'enrollments');
  return {
    exportOneRoster: async (_request, reply) =>
      sendExport(reply, await exportOneRoster(deps, authOf(_request))),
    previewOneRosterImport: async (request) =>
      previewOneRosterImport(deps, authOf(request), request.body),
    importOneRoster: async (request) => importOneRoster(deps, authOf(request), request.body),
    listOneRosterClients: async (request) => clients.listOneRosterClients(deps, authOf(request)),
    createOneRosterClient: async (request, reply) =>
      reply
        .status(201)
        .send(await clients.createOneRosterClient(deps, authOf(request), request.body)),
    revokeOneRosterClient: async (request, reply) => {
      await clients.revokeOneRosterClient(deps, authOf(request), request.params.clientId);
      return reply.status(204).send();
    },
    // Public: the client authenticates in the request (RFC 6749 section 2.3).
    issueOneRosterToken: async (request, reply) =>
      send(
        reply,
        await issueOneRosterToken(
          deps,
          (request.body ?? {}) as Record<string, string | undefined>,
          request.headers.authorization,
        ),
      ),
    listOneRosterOrgs: orgs.list,
    getOneRosterOrg: orgs.get,
    listOneRosterAcademicSessions: sessions.list,
    getOneRosterAcademicSession: sessions.get,
    listOneRosterCourses: courses.list,
    getOneRosterCourse: courses.get,
    listOneRosterClasses: classes.list,
    getOneRosterClass: classes.get,
    listOneRosterUsers: users.list,
    getOneRosterUser: users.get,
    listOneRosterEnrollments: enrollments.list,
    getOneRosterEnrollment: enrollments.get,
  };
}
