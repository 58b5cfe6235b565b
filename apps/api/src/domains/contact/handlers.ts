import type { AppDeps } from '../../deps.js';
import type { HandlerMap } from '../../http/types.js';
import * as service from './service.js';

export function contactHandlers(deps: AppDeps): HandlerMap {
  return {
    submitContact: async (request, reply) => {
      const result = await service.submitEnquiry(deps, request.body);
      reply.status(202);
      return result;
    },
  };
}
