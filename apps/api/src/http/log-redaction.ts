// What the request log may show of an address. A Pakistani SMS gateway cannot sign its
// delivery reports, so the school's report address carries its callback secret as the last
// path segment (/api/webhooks/sms/{school}/report/{secret}); the request log line shows it as
// *** so the secret is in no log line.
import type { FastifyServerOptions } from 'fastify';

const SECRET_SEGMENTS = /(\/api\/webhooks\/sms\/[^/?#]+\/report\/)[^/?#]+/;

export function redactedUrl(url: string): string {
  return url.replace(SECRET_SEGMENTS, '$1***');
}

interface LoggedRequest {
  method?: string;
  url?: string;
  host?: string;
  ip?: string;
  socket?: { remotePort?: number };
}

/** The logger options with a request serializer that redacts secret path segments. */
export function withLogRedaction(
  logger: FastifyServerOptions['logger'],
): FastifyServerOptions['logger'] {
  if (!logger || typeof logger !== 'object') return logger;
  const options = logger as { serializers?: Record<string, unknown> };
  return {
    ...logger,
    serializers: {
      req: (request: LoggedRequest) => ({
        method: request.method,
        url: redactedUrl(request.url ?? ''),
        host: request.host,
        remoteAddress: request.ip,
        remotePort: request.socket?.remotePort,
      }),
      ...options.serializers,
    },
  } as FastifyServerOptions['logger'];
}
