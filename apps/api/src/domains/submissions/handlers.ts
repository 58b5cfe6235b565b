import type { AppDeps } from '../../deps.js';
import { authOf } from '../../http/context.js';
import type { HandlerMap } from '../../http/types.js';
import * as results from './results.js';
import * as service from './service.js';

export function submissionsHandlers(deps: AppDeps): HandlerMap {
  return {
    startAttempt: async (request) => service.startAttempt(deps, authOf(request), request.params.id),
    submitAssessment: async (request, reply) => {
      const submission = await service.submitAssessment(
        deps,
        authOf(request),
        request.params.id,
        request.body,
      );
      reply.status(201);
      return submission;
    },
    listMySubmissions: async (request) =>
      service.listMySubmissions(deps, authOf(request), request.params.id),
    listSubmissions: async (request) =>
      service.listSubmissions(deps, authOf(request), request.params.id, request.query),
    listMyAttempts: async (request) =>
      results.listMyAttempts(deps, authOf(request), request.params.id),
    getAttemptResult: async (request) =>
      results.getAttemptResult(deps, authOf(request), request.params.id, request.params.attemptId),
    gradeSubmission: async (request) =>
      service.gradeSubmission(deps, authOf(request), request.params.id, request.body),
  };
}
