import { Readable } from 'node:stream';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppDeps } from '../../deps.js';
import { authOf } from '../../http/context.js';
import { requestLocale } from '../../http/i18n/requestLocale.js';
import type { HandlerMap } from '../../http/types.js';
import { listChannels, updateChannels } from './channels.js';
import { sealPlainChannelSecrets } from './credentials.js';
import { listDeadLetters, retryDeadLetter } from './dead-letters.js';
import { listDeliveries, retryDelivery } from './deliveries.js';
import { countUnread, listNotifications, markAllRead, markRead } from './inbox.js';
import * as receipts from './receipts.js';
import { testChannel } from './test-message.js';

/** The providers' report addresses: their raw body is kept, for the signature. */
const WEBHOOK_PATHS = /^\/api\/webhooks\//;
const RAW_BODY = Symbol('rawBody');

function rawBodyOf(request: FastifyRequest): Buffer | undefined {
  return (request as unknown as { [RAW_BODY]?: Buffer })[RAW_BODY];
}

/** A provider's fields as strings (a repeated one keeps its first value). */
function stringFields(value: unknown): Record<string, string> {
  const fields: Record<string, string> = {};
  if (!value || typeof value !== 'object') return fields;
  for (const [name, raw] of Object.entries(value as Record<string, unknown>)) {
    const first = Array.isArray(raw) ? raw[0] : raw;
    if (typeof first === 'string' || typeof first === 'number') fields[name] = String(first);
  }
  return fields;
}

function header(request: FastifyRequest, name: string): string | undefined {
  const value = request.headers[name];
  return Array.isArray(value) ? value[0] : value;
}

/**
 * Keeps the raw body of the webhook addresses (the HMAC is over the exact bytes, not the parsed
 * JSON), and at start seals any channel credential still stored in plain (migration 0300's
 * one-time step) and creates the sealing key, so no request has to.
 */
export function registerDeliveryReports(app: FastifyInstance, deps: Pick<AppDeps, 'db' | 'log'>) {
  app.addHook('preParsing', async (request, _reply, payload) => {
    if (!WEBHOOK_PATHS.test(request.url)) return payload;
    // Read up to the route's body limit, never further: the raw body is held whole in memory.
    const limit = request.routeOptions.bodyLimit ?? 1024 * 1024;
    const chunks: Buffer[] = [];
    let size = 0;
    for await (const chunk of payload) {
      size += (chunk as Buffer).length;
      if (size > limit) {
        throw Object.assign(new Error('Request body is too large.'), {
          statusCode: 413,
          code: 'FST_ERR_CTP_BODY_TOO_LARGE',
        });
      }
      chunks.push(chunk as Buffer);
    }
    const raw = Buffer.concat(chunks);
    (request as unknown as { [RAW_BODY]?: Buffer })[RAW_BODY] = raw;
    return Readable.from([raw]);
  });
  app.addHook('onReady', async () => {
    try {
      const sealed = await sealPlainChannelSecrets(deps.db);
      if (sealed) deps.log.info({ sealed }, 'channel credentials sealed at rest');
    } catch (error) {
      deps.log.warn({ err: error }, 'channel credentials could not be sealed now; next start');
    }
  });
}

export function notificationsHandlers(deps: AppDeps): HandlerMap {
  return {
    listNotifications: async (request) => listNotifications(deps, authOf(request), request.query),
    countUnreadNotifications: async (request) => countUnread(deps, authOf(request)),
    markNotificationRead: async (request) =>
      markRead(deps, authOf(request), request.params.notificationId),
    markAllNotificationsRead: async (request) => markAllRead(deps, authOf(request)),
    listDeliveries: async (request) => listDeliveries(deps, authOf(request), request.query),
    retryDelivery: async (request) =>
      retryDelivery(deps, authOf(request), request.params.deliveryId),
    listNotificationChannels: async (request) => listChannels(deps, authOf(request)),
    updateNotificationChannels: async (request) =>
      updateChannels(deps, authOf(request), request.body),
    testNotificationChannel: async (request) =>
      testChannel(
        deps,
        authOf(request),
        request.params.channel,
        request.body,
        requestLocale(request.headers['accept-language']),
      ),
    listDeadLetters: async (request) => listDeadLetters(deps, authOf(request), request.query),
    retryDeadLetter: async (request) =>
      retryDeadLetter(deps, authOf(request), request.params.jobId),

    // Public: the providers' delivery reports, verified by each school's own signing secret.
    receiveSmsDeliveryReport: async (request) =>
      receipts.receiveSmsReport(
        deps,
        request.params.tenantSlug,
        rawBodyOf(request),
        header(request, 'x-signature'),
      ),
    receiveTwilioStatusCallback: async (request) =>
      receipts.receiveTwilioStatus(
        deps,
        request.params.tenantSlug,
        request.url,
        rawBodyOf(request),
        header(request, 'x-twilio-signature'),
      ),
    receiveSmsProviderReport: async (request) =>
      receipts.receivePkReport(
        deps,
        request.params.tenantSlug,
        request.params.token,
        stringFields(request.query),
      ),
    receiveSmsProviderReportPost: async (request) =>
      receipts.receivePkReport(
        deps,
        request.params.tenantSlug,
        request.params.token,
        stringFields(request.body),
      ),
    verifyWhatsappWebhook: async (request, reply) => {
      const challenge = await receipts.verifyWhatsappWebhook(deps, request.params.tenantSlug, {
        mode: request.query['hub.mode'],
        token: request.query['hub.verify_token'],
        challenge: request.query['hub.challenge'],
      });
      return reply.type('text/plain; charset=utf-8').send(challenge);
    },
    receiveWhatsappWebhook: async (request) =>
      receipts.receiveWhatsappWebhook(
        deps,
        request.params.tenantSlug,
        rawBodyOf(request),
        header(request, 'x-hub-signature-256'),
      ),
  };
}
