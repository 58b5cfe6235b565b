// What the request log may show of an address. A Pakistani SMS gateway cannot sign its
// delivery reports, so the school's report address carries its callback secret as the last
// path segment (/api/webhooks/sms/{school}/report/{secret}); the request log line shows it as
// *** so the secret is in no log line. The same for a user's private calendar feed address
// (/api/calendar/feeds/{token}.ics): the token is the credential.
import type { FastifyServerOptions } from 'fastify';

const SECRET_SEGMENTS = /(\/api\/webhooks\/sms\/[^/?#]+\/report\/)[^/?#]+/;

const CALENDAR_TOKEN = /(\/api\/calendar\/feeds\/)[^/?#]+/;

export function redactedUrl(url: string): string {
  return url.replace(SECRET_SEGMENTS, '$1***').replace(CALENDAR_TOKEN, '$1***.ics');
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
