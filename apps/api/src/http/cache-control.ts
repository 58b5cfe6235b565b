import type { FastifyInstance } from 'fastify';

/**
 * `Cache-Control: no-store` on every answer of the API: tokens, and data that belongs to a
 * signed-in user, must never be kept by a browser, a shared phone's cache or a proxy. The few
 * public API answers are cheap and change; the one exception is an answer whose handler chose
 * its own policy (the public catalogue: `no-cache` with an ETag, the same for every visitor).
 */
export function registerNoStore(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply) => {
    if (!isApiUrl(request.url) || reply.hasHeader('cache-control')) return;
    reply.header('cache-control', 'no-store');
  });
}

function isApiUrl(url: string): boolean {
  return url === '/api' || url.startsWith('/api/') || url.startsWith('/api?');
}
