import type { AppDeps } from '../../deps.js';
import type { HandlerMap } from '../../http/types.js';
import { checkHealth } from './service.js';

export function healthHandlers(deps: AppDeps): HandlerMap {
  return {
    getHealth: async (_request, reply) => {
      const { status, body } = await checkHealth(deps);
      if (status === 503) reply.header('retry-after', '5');
      reply.status(status);
      return body;
    },
  };
}
