import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isDatabaseUnavailable, isPoolWaitExceeded, sqlState } from '../db/errors.js';
import { type FieldError, HttpError } from './errors.js';
import { localizeErrorBody } from './i18n/localizeDetail.js';
import type { Detail } from './i18n/messages.js';
import { requestLocale } from './i18n/requestLocale.js';
import { describeValidation } from './validation.js';

/** The 503 of a request shed after waiting the whole bound for a database connection. */
export const BUSY_DETAIL =
  'The service is busy and no database connection came free in time. Please try again in a few seconds.';

interface ErrorBody {
  detail: string;
  /** The detail by id, rendered in the request's language; not sent as it is. */
  detailById?: Detail | undefined;
  errors?: FieldError[];
}

const FASTIFY_ERRORS: Record<string, [number, string]> = {
  FST_ERR_CTP_INVALID_MEDIA_TYPE: [
    415,
    'Unsupported content type. Send the body as application/json.',
  ],
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: [400, 'The Content-Length header does not match the body.'],
  FST_ERR_CTP_BODY_TOO_LARGE: [413, 'The request body is too large (the limit is 1 MiB).'],
  FST_ERR_CTP_EMPTY_JSON_BODY: [400, 'The request body is empty; send a JSON object.'],
  FST_ERR_CTP_INVALID_JSON_BODY: [400, 'The request body is not valid JSON.'],
  FST_ERR_BAD_URL: [400, 'The address is not valid: it contains a malformed %-encoding.'],
  FST_ERR_MAX_PARAM_LENGTH: [414, 'A part of the address is too long.'],
};

/** Data errors PostgreSQL raises for input that slipped past validation: still a 4xx. */
const SQL_STATES: Record<string, [number, string]> = {
  '23505': [409, 'This conflicts with an existing record.'],
  '23503': [409, 'This refers to a record that does not exist or is still in use.'],
  '23514': [422, 'A value is out of the allowed range.'],
  '23502': [422, 'A required value is missing.'],
  '22001': [422, 'A value is too long.'],
  '22003': [422, 'A number is out of range.'],
  '22P02': [422, 'A value has the wrong format.'],
  '22007': [422, 'A date or time has the wrong format.'],
  '22008': [422, 'A date or time is out of range.'],
  '22021': [422, 'A text value contains a character that cannot be stored (such as NUL).'],
  '42501': [403, 'You do not have permission to perform this action.'],
};

function isSecurityError(error: unknown): error is Error & { errors: unknown[] } {
  return (
    error instanceof Error &&
    error.name === 'Unauthorized' &&
    Array.isArray((error as { errors?: unknown }).errors)
  );
}

/** Maps every failure to the contract's Error shape `{detail, errors?}`. */
function toErrorResponse(error: unknown): { status: number; body: ErrorBody; log: boolean } {
  if (error instanceof HttpError) {
    return {
      status: error.status,
      body: error.errors
        ? { detail: error.detail, detailById: error.detailById, errors: error.errors }
        : { detail: error.detail, detailById: error.detailById },
      log: error.status >= 500 && error.status !== 501,
    };
  }
  if (isSecurityError(error)) {
    // fastify-openapi-glue wraps what the security handler threw in SecurityError.errors.
    const inner = error.errors.find((item) => item instanceof HttpError);
    if (inner) return toErrorResponse(inner);
    // Anything else the security handler hit (database down → 503, a bug → 500).
    const failure = error.errors.find((item) => item instanceof Error);
    if (failure) return toErrorResponse(failure);
    return { status: 401, body: { detail: 'Not authenticated. Please sign in.' }, log: false };
  }
  const fastifyError = error as FastifyError & { validationContext?: string };
  if (fastifyError.validation) {
    const errors = describeValidation(
      fastifyError.validation as never,
      fastifyError.validationContext ?? 'body',
    );
    return { status: 422, body: { detail: errors[0]!.message, errors }, log: false };
  }
  if (isPoolWaitExceeded(error)) {
    // Admission control: the request waited its turn for a connection for the whole bound
    // (DB_POOL_WAIT_MS) and is shed rather than left waiting; Retry-After says when to come back.
    return { status: 503, body: { detail: BUSY_DETAIL }, log: true };
  }
  if (isDatabaseUnavailable(error)) {
    return {
      status: 503,
      body: { detail: 'The database is unavailable at the moment. Please try again shortly.' },
      log: true,
    };
  }
  const known = fastifyError.code ? FASTIFY_ERRORS[fastifyError.code] : undefined;
  if (known) return { status: known[0], body: { detail: known[1] }, log: false };
  const state = sqlState(error);
  const sqlKnown = state ? SQL_STATES[state] : undefined;
  if (sqlKnown) return { status: sqlKnown[0], body: { detail: sqlKnown[1] }, log: true };
  const status = fastifyError.statusCode;
  if (typeof status === 'number' && status >= 400 && status < 500) {
    // Other client errors raised by Fastify or its plugins (rate limit, malformed URL, ...).
    const message = fastifyError.message?.trim();
    return { status, body: { detail: message || 'Bad request.' }, log: false };
  }
  return { status: 500, body: { detail: 'Internal server error' }, log: true };
}

/**
 * Fastify's `frameworkErrors` option: the errors its router raises before any hook or the error
 * handler (a malformed URL, a too long parameter) get the contract's `{detail}`, the security
 * headers and no-store like every other answer.
 */
export function frameworkErrorHandler(applyHeaders: (reply: FastifyReply) => void) {
  return (error: FastifyError, _request: FastifyRequest, reply: FastifyReply) => {
    const { status, body } = toErrorResponse(error);
    applyHeaders(reply);
    return reply.status(status).header('cache-control', 'no-store').send(body);
  };
}

export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error, request, reply) => {
    const { status, body, log } = toErrorResponse(error);
    if (log) {
      if (status >= 500) request.log.error({ err: error }, 'request failed');
      else request.log.warn({ err: error }, 'request refused by the database');
    }
    if (status === 429 || status === 503) {
      const retryAfter = reply.getHeader('retry-after');
      if (status === 503 && retryAfter === undefined) reply.header('retry-after', '5');
      // The per-admin limit on refused user creations counts over an hour.
      if (status === 429 && retryAfter === undefined) reply.header('retry-after', '3600');
    }
    // The sentence in the request's Accept-Language (English by default); caches keep one per language.
    const locale = requestLocale(request.headers['accept-language']);
    const vary = reply.getHeader('vary');
    reply.header('vary', vary ? `${String(vary)}, Accept-Language` : 'Accept-Language');
    reply.header('content-language', locale);
    return reply.status(status).send(localizeErrorBody(body, locale));
  });
}
