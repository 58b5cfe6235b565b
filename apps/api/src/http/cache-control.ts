import type { FastifyInstance } from 'fastify';

/**
 * `Cache-Control: no-store` on every answer of the API: tokens, and data that belongs to a
 * signed-in user, must never be kept by a browser, a shared phone's cache or a proxy. The few
 * public API answers (catalogue, health) are cheap and change, so no exception is made.
 */
export function registerNoStore(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply) => {
    if (!isApiUrl(request.url)) return;
    reply.header('cache-control', 'no-store');
  });
}

export function isApiUrl(url: string): boolean {
  return url === '/api' || url.startsWith('/api/') || url.startsWith('/api?');
}
