import { randomBytes } from 'node:crypto';
import { parse as parseQuery } from 'node:querystring';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { AppDeps } from '../../deps.js';
import { authOf } from '../../http/context.js';
import { HttpError } from '../../http/errors.js';
import { requestLocale } from '../../http/i18n/requestLocale.js';
import type { HandlerMap } from '../../http/types.js';
import { sandboxSecret } from './credentials.js';
import { easypaisaContinuePage, sandboxCheckoutPage, urduFontStylesheet } from './html.js';
import { ONLINE_MESSAGES } from './messages.js';
import * as notices from './notifications.js';
import { EASYPAISA_CONFIRM_PATH } from './providers/easypaisa.js';
import type { ProviderId } from './providers/index.js';
import { checkSandboxSignature, sandboxFormExpired, sandboxSigned } from './providers/sandbox.js';
import { getOnlinePaymentReport } from './report.js';
import * as service from './service.js';

/**
 * The only addresses that take a form (application/x-www-form-urlencoded) body: the payment
 * providers', the SMS providers' reports (Twilio's status callbacks, Pakistani gateways'), the
 * OneRoster token endpoint, and LTI 1.3's login initiation and launch (a platform's form posts).
 */
const FORM_PATHS =
  /^\/api\/(payments\/online\/(callback|return|sandbox)\/|webhooks\/sms\/[^/]+\/(twilio|report\/)|ims\/oneroster\/token(\?|$)|lti\/([A-Za-z0-9_-]+\/(login|launch)|deep-link\/return)(\?|$))/;

/** Strings only: a repeated field keeps its first value. */
function fieldsOf(value: unknown): Record<string, string> {
  const fields: Record<string, string> = {};
  if (!value || typeof value !== 'object') return fields;
  for (const [name, raw] of Object.entries(value as Record<string, unknown>)) {
    const first = Array.isArray(raw) ? raw[0] : raw;
    if (typeof first === 'string') fields[name] = first;
    else if (typeof first === 'number') fields[name] = String(first);
  }
  return fields;
}

/**
 * Providers post forms: a parser for them on the payment addresses only (every other address
 * still answers 415 to anything but JSON), and the secrets warmed once the app is ready (so a
 * request's transaction never creates them).
 */
export function registerOnlinePayments(app: FastifyInstance, deps: Pick<AppDeps, 'db'>) {
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string' },
    (request, body, done) => {
      if (!FORM_PATHS.test(request.url)) {
        const error = Object.assign(new Error('Unsupported content type.'), {
          statusCode: 415,
          code: 'FST_ERR_CTP_INVALID_MEDIA_TYPE',
        });
        done(error, undefined);
        return;
      }
      done(null, fieldsOf(parseQuery(String(body))));
    },
  );
  app.addHook('onReady', async () => {
    await sandboxSecret(deps.db).catch(() => undefined);
  });
}

/** How long a provider should wait before repeating a notification we could not verify yet. */
const CALLBACK_RETRY_SECONDS = 60;

/** A provider's notification; when the provider could not be asked, 503 with Retry-After. */
async function answerCallback(
  deps: AppDeps,
  reply: FastifyReply,
  provider: ProviderId,
  params: Record<string, string>,
) {
  try {
    return (await notices.processNotification(deps, provider, params, 'callback')).answer;
  } catch (error) {
    if (error instanceof HttpError && error.status === 503) {
      reply.header('retry-after', String(CALLBACK_RETRY_SECONDS));
    }
    throw error;
  }
}

/** A refused return still takes the payer to the page that shows the stored status. */
async function settleReturn(
  deps: AppDeps,
  reply: FastifyReply,
  provider: ProviderId,
  params: Record<string, string>,
  txnRef: string | null,
) {
  try {
    await notices.processNotification(deps, provider, params, 'return');
  } catch (error) {
    if (!(error instanceof HttpError)) deps.log.error({ err: error }, 'online payment return');
  }
  return reply.redirect(notices.siteReturnPage(deps, txnRef), 303);
}

export function paymentsOnlineHandlers(deps: AppDeps): HandlerMap {
  return {
    getOnlinePaymentSettings: async (request) =>
      service.getOnlinePaymentSettings(deps, authOf(request)),
    updateOnlinePaymentProvider: async (request) =>
      service.updateOnlinePaymentProvider(
        deps,
        authOf(request),
        request.params.provider,
        request.body,
      ),
    listOnlinePaymentProviders: async (request) =>
      service.listOnlinePaymentProviders(deps, authOf(request)),
    createOnlineCheckout: async (request, reply) => {
      const checkout = await service.createOnlineCheckout(deps, authOf(request), request.body);
      reply.status(201);
      return checkout;
    },
    listOnlinePayments: async (request) =>
      service.listOnlinePayments(deps, authOf(request), request.query),
    getOnlinePaymentReport: async (request) =>
      getOnlinePaymentReport(deps, authOf(request), request.query),
    getOnlinePayment: async (request) =>
      service.getOnlinePayment(deps, authOf(request), request.params.txnRef),

    // Public: the providers' notifications and returns.
    receiveOnlinePaymentCallback: async (request, reply) =>
      answerCallback(deps, reply, request.params.provider, fieldsOf(request.body)),
    receiveOnlinePaymentNotification: async (request, reply) =>
      answerCallback(deps, reply, request.params.provider, fieldsOf(request.query)),
    returnFromOnlineCheckoutPost: async (request, reply) => {
      const params = fieldsOf(request.body);
      const provider = request.params.provider;
      return settleReturn(
        deps,
        reply,
        provider,
        params,
        params.pp_TxnRefNo ?? params.txn_ref ?? null,
      );
    },
    returnFromOnlineCheckout: async (request, reply) => {
      const params = fieldsOf(request.query);
      const provider = request.params.provider;
      if (provider === 'easypaisa' && params.auth_token && params.txn_ref) {
        // Easypay's first return: continue to Confirm.jsf with the token and our final address.
        const found = await notices.easypaisaContinuation(deps, params.txn_ref);
        if (!found) return reply.redirect(notices.siteReturnPage(deps, null), 303);
        const action = new URL(EASYPAISA_CONFIRM_PATH, found.credentials.base_url).toString();
        return reply.type('text/html; charset=utf-8').send(
          easypaisaContinuePage(action, {
            auth_token: params.auth_token,
            postBackURL: service.returnUrl(deps, 'easypaisa', params.txn_ref),
          }),
        );
      }
      if (provider === 'easypaisa' && params.txn_ref && !params.orderRefNumber) {
        params.orderRefNumber = params.txn_ref;
      }
      return settleReturn(
        deps,
        reply,
        provider,
        params,
        params.txn_ref ?? params.orderRefNumber ?? null,
      );
    },

    // Public: the sandbox provider's own hosted page.
    showSandboxCheckout: async (request, reply) => {
      const fields = fieldsOf(request.body);
      checkSandboxFields(deps, fields, await sandboxSecret(deps.db));
      // The language the payer chose on the site (in the signed form), else the browser's.
      const lang =
        fields.lang === 'ur' || fields.lang === 'en'
          ? fields.lang
          : requestLocale(request.headers['accept-language']) === 'ur'
            ? 'ur'
            : 'en';
      return reply
        .type('text/html; charset=utf-8')
        .send(
          sandboxCheckoutPage(
            fields,
            '/api/payments/online/sandbox/decide',
            lang,
            urduFontStylesheet(deps.config.siteDist),
          ),
        );
    },
    decideSandboxCheckout: async (request, reply) => {
      const { decision, ...fields } = fieldsOf(request.body);
      const secret = await sandboxSecret(deps.db);
      checkSandboxFields(deps, fields, secret);
      const result = sandboxSigned(
        {
          merchant: fields.merchant ?? '',
          txn_ref: fields.txn_ref ?? '',
          amount: fields.amount ?? '',
          status: decision === 'paid' ? 'paid' : 'cancelled',
          sandbox_ref:
            decision === 'paid' ? `SB${randomBytes(6).toString('hex').toUpperCase()}` : '',
        },
        secret,
      );
      // The provider's server-to-server callback first (as JazzCash's IPN), then the browser.
      try {
        await notices.processNotification(deps, 'sandbox', result, 'callback');
      } catch (error) {
        deps.log.warn({ err: error }, 'the sandbox callback was refused');
      }
      const back = new URL(fields.return_url ?? '/', 'http://same.origin');
      for (const [name, value] of Object.entries(result)) back.searchParams.set(name, value);
      // Signed by us (the checkout's return_url), so no open redirect; a path stays same-origin.
      const location =
        back.origin === 'http://same.origin' ? `${back.pathname}${back.search}` : back.toString();
      return reply.redirect(location, 303);
    },
  };
}

/** A sandbox form is honoured only on a service that offers the sandbox, signed, and in time. */
function checkSandboxFields(deps: AppDeps, fields: Record<string, string>, secret: string) {
  if (!deps.config.paymentsSandbox) throw new HttpError(404, ONLINE_MESSAGES.sandboxOff);
  try {
    checkSandboxSignature(fields, secret);
  } catch {
    throw new HttpError(400, ONLINE_MESSAGES.unverified);
  }
  if (sandboxFormExpired(fields)) {
    throw new HttpError(410, ONLINE_MESSAGES.sandboxExpired);
  }
}
