import type { FastifyRequest } from 'fastify';
import type { AppDeps } from '../../deps.js';
import { authOf } from '../../http/context.js';
import type { HandlerMap } from '../../http/types.js';
import { type BankCredentials, billInquiry } from './bills.js';
import { billPayment } from './payment.js';
import { getBillerReport } from './report.js';
import * as settings from './settings.js';

/** The aggregator's `username` and `password` headers (a repeated header keeps its first value). */
function credentialsOf(request: FastifyRequest): BankCredentials {
  const header = (name: string) => {
    const value = request.headers[name];
    return (Array.isArray(value) ? value[0] : value) ?? '';
  };
  return { username: header('username'), password: header('password') };
}

export function billerHandlers(deps: AppDeps): HandlerMap {
  return {
    getBillerSettings: async (request) => settings.getBillerSettings(deps, authOf(request)),
    getBillerReport: async (request) => getBillerReport(deps, authOf(request), request.query),
    updateBillerSettings: async (request) =>
      settings.updateBillerSettings(deps, authOf(request), request.params.aggregator, request.body),
    // Public: the aggregators' bank requests.
    billInquiry: async (request, reply) => {
      const answer = await billInquiry(
        deps,
        request.params.aggregator,
        request.body,
        credentialsOf(request),
      );
      return reply.status(answer.status).send(answer.body);
    },
    billPayment: async (request, reply) => {
      const answer = await billPayment(
        deps,
        request.params.aggregator,
        request.body,
        credentialsOf(request),
      );
      return reply.status(answer.status).send(answer.body);
    },
  };
}
