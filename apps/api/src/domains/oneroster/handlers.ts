import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppDeps } from '../../deps.js';
import { authOf } from '../../http/context.js';
import { sendExport } from '../../http/export.js';
import type { HandlerMap } from '../../http/types.js';
import * as clients from './clients.js';
import { exportOneRoster } from './export.js';
import { importOneRoster, previewOneRosterImport } from './import.js';
import { createOneRosterImportRun, getOneRosterImportRun } from './import-run.js';
import type { ListQuery } from './rest/query.js';
import { getRoster, listRoster, type RosterAnswer } from './rest/read.js';
import { issueOneRosterToken } from './rest/token.js';
import { type GetOperation, type ListOperation, SINGLES, VIEWS } from './rest/views.js';

function send(reply: FastifyReply, answer: Pick<RosterAnswer, 'status' | 'headers' | 'body'>) {
  return reply.status(answer.status).headers(answer.headers).send(answer.body);
}

/** A REST collection read, answered whole by the use case (headers, refusals). */
function list(deps: AppDeps, operation: ListOperation) {
  return async (request: FastifyRequest, reply: FastifyReply) =>
    send(
      reply,
      await listRoster(
        deps,
        request.rosterBearer,
        operation,
        request.params as Record<string, string | undefined>,
        request.query as ListQuery,
        request.url,
      ),
    );
}

/** A REST one-record read. */
function get(deps: AppDeps, operation: GetOperation) {
  return async (request: FastifyRequest, reply: FastifyReply) =>
    send(
      reply,
      await getRoster(
        deps,
        request.rosterBearer,
        operation,
        (request.params as { sourcedId: string }).sourcedId,
        (request.query as { fields?: string }).fields,
      ),
    );
}

export function onerosterHandlers(deps: AppDeps): HandlerMap {
  return {
    exportOneRoster: async (_request, reply) =>
      sendExport(reply, await exportOneRoster(deps, authOf(_request))),
    previewOneRosterImport: async (request) =>
      previewOneRosterImport(deps, authOf(request), request.body),
    importOneRoster: async (request) => importOneRoster(deps, authOf(request), request.body),
    createOneRosterImportRun: async (request, reply) =>
      reply.status(202).send(await createOneRosterImportRun(deps, authOf(request), request.body)),
    getOneRosterImportRun: async (request) =>
      getOneRosterImportRun(deps, authOf(request), request.params.runId),
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
    ...Object.fromEntries(
      (Object.keys(VIEWS) as ListOperation[]).map((operation) => [
        operation,
        list(deps, operation),
      ]),
    ),
    ...Object.fromEntries(
      (Object.keys(SINGLES) as GetOperation[]).map((operation) => [
        operation,
        get(deps, operation),
      ]),
    ),
  };
}
