import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { Redis } from 'ioredis';
import type { Config, RateLimit } from '../config.js';
import { signInKey } from '../domains/auth/sign-in-name.js';
import { hashInviteCode } from '../domains/students/invite-code.js';
import { HttpError } from './errors.js';

/**
 * Abuse limits on the public endpoints that cost a password hash, send an email or create an
 * account (docs/security.md):
 *
 * - sign-in: every attempt per client IP, and failed attempts per sign-in name (e-mail address
 *   or mobile number, from any IP),
 * - registration, password reset (forgot + reset together), the contact form, and token refresh
 *   and sign-out (together): per client IP,
 * - a parent invitation: per invitation (its code), under a generous ceiling per client IP,
 * - a password reset request or SMS-code try: also per account (the name or mobile number).
 *
 * Counted by @fastify/rate-limit in fixed windows, in Redis when REDIS_URL is set (one count for
 * every service process) and in memory otherwise. Over the limit: 429 with `Retry-After` and a
 * `{detail}` sentence. If Redis cannot be reached the requests are let through (and logged):
 * an outage of the counter must not lock a school out of an exam.
 */

type Check = ReturnType<FastifyInstance['createRateLimit']>;

interface Limiter {
  limit: RateLimit;
  check: Check;
}

const LOGIN = 'POST /api/auth/login';
/** Per client IP, counted before the body is read: route → limiter name. */
const PER_IP: Record<string, keyof Config['rateLimits']> = {
  [LOGIN]: 'loginIp',
  'POST /api/auth/register': 'register',
  'POST /api/auth/forgot-password': 'passwordReset',
  'POST /api/auth/reset-password': 'passwordReset',
  // A parent invitation is limited per invitation (below); per IP only a ceiling, so many
  // families on one school network can accept theirs (a parents' meeting).
  'POST /api/parents/accept-invite': 'parentInviteNetwork',
  'POST /api/contact': 'contact',
  'POST /api/auth/refresh': 'tokens',
  'POST /api/auth/logout': 'tokens',
  // Public, and each answer costs a credential check: a caller guessing consumer numbers or
  // passwords is slowed like a sign-in.
  'POST /api/biller/:aggregator/BillInquiry': 'biller',
  'POST /api/biller/:aggregator/BillPayment': 'biller',
  // Public, and an Easypaisa IPN makes the service fetch Easypay's status address (and maybe its
  // inquiry API): a flood of forged IPNs must not become a flood of outbound requests.
  'GET /api/payments/online/callback/:provider': 'paymentCallbacks',
  'POST /api/payments/online/callback/:provider': 'paymentCallbacks',
  // Public: the private token in the address is the credential; guessing is slowed per IP.
  'GET /api/calendar/feeds/:file': 'calendarFeeds',
  // Public, and each answer costs a client secret check: guessing secrets is slowed per IP.
  'POST /api/ims/oneroster/token': 'onerosterTokens',
};

const REDIS_KEY_PREFIX = 'watni:rate-limit:';

/** "Too many attempts. Please try again in 42 seconds." */
function tooManyDetail(seconds: number): string {
  const wait =
    seconds >= 120
      ? `${Math.ceil(seconds / 60)} minutes`
      : `${seconds} ${seconds === 1 ? 'second' : 'seconds'}`;
  return `Too many attempts. Please try again in ${wait}.`;
}

function refuse(reply: FastifyReply, ttlInSeconds: number): HttpError {
  const seconds = Math.max(1, ttlInSeconds);
  reply.header('retry-after', String(seconds));
  return new HttpError(429, tooManyDetail(seconds));
}

function routeKey(request: FastifyRequest): string {
  return `${request.method} ${request.routeOptions.url ?? ''}`;
}

function loginEmail(request: FastifyRequest): string | null {
  const body = request.body as { email?: unknown } | null | undefined;
  return typeof body?.email === 'string' ? signInKey(body.email) : null;
}

/** Routes counted per account or invitation, after the body is read: the key of each. */
const PER_ACCOUNT: Record<string, (body: Record<string, unknown>) => string | null> = {
  'POST /api/parents/accept-invite': (body) =>
    typeof body.code === 'string' ? `invite:${hashInviteCode(body.code)}` : null,
  'POST /api/auth/forgot-password': (body) =>
    typeof body.email === 'string' ? `account:${signInKey(body.email)}` : null,
  'POST /api/auth/reset-password-code': (body) =>
    typeof body.mobile === 'string' ? `account:${signInKey(body.mobile)}` : null,
};

/** A Redis client that fails fast while Redis is away (so the limiter lets requests through). */
function connectRedis(app: FastifyInstance, url: string): Redis {
  const redis = new Redis(url, {
    connectTimeout: 2000,
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    retryStrategy: (times) => Math.min(times * 200, 2000),
  });
  let down = false;
  redis.on('error', (error) => {
    if (down) return;
    down = true;
    app.log.warn(
      { err: error },
      'Redis for the rate limits is unreachable; limits are not enforced',
    );
  });
  redis.on('ready', () => {
    if (down) app.log.info('Redis for the rate limits is back');
    down = false;
  });
  return redis;
}

export async function registerRateLimits(app: FastifyInstance, config: Config): Promise<void> {
  const redis = config.redisUrl ? connectRedis(app, config.redisUrl) : undefined;
  await app.register(rateLimit, {
    global: false,
    redis,
    nameSpace: REDIS_KEY_PREFIX,
    skipOnError: true,
  });
  if (redis) {
    app.addHook('onReady', async () => {
      // Counting starts with the first request; wait briefly so the first ones are counted too.
      if (redis.status === 'ready') return;
      await new Promise<void>((resolve) => {
        const done = () => {
          clearTimeout(timer);
          redis.off('ready', done);
          resolve();
        };
        const timer = setTimeout(done, 3000);
        redis.once('ready', done);
      });
    });
    app.addHook('onClose', async () => {
      await redis.quit().catch(() => redis.disconnect());
    });
  }

  const limiter = (
    name: string,
    limit: RateLimit | null,
    key: (request: FastifyRequest) => string,
  ): Limiter | null =>
    limit && {
      limit,
      check: app.createRateLimit({
        max: limit.max,
        timeWindow: limit.windowSeconds * 1000,
        // The name keeps the counts of different limits apart (they share one store).
        keyGenerator: (request) => `${name}:${key(request)}`,
      }),
    };

  const byIp = (request: FastifyRequest) => request.ip;
  const limits = config.rateLimits;
  const perIp: Partial<Record<keyof Config['rateLimits'], Limiter | null>> = {
    loginIp: limiter('login-ip', limits.loginIp, byIp),
    register: limiter('register-ip', limits.register, byIp),
    passwordReset: limiter('password-reset-ip', limits.passwordReset, byIp),
    contact: limiter('contact-ip', limits.contact, byIp),
    tokens: limiter('tokens-ip', limits.tokens, byIp),
    biller: limiter('biller-ip', limits.biller, byIp),
    parentInviteNetwork: limiter('parent-invite-ip', limits.parentInviteNetwork, byIp),
    paymentCallbacks: limiter('payment-callbacks-ip', limits.paymentCallbacks, byIp),
    calendarFeeds: limiter('calendar-feeds-ip', limits.calendarFeeds, byIp),
    onerosterTokens: limiter('oneroster-tokens-ip', limits.onerosterTokens, byIp),
  };
  const accountKey = (request: FastifyRequest) =>
    PER_ACCOUNT[routeKey(request)]?.((request.body ?? {}) as Record<string, unknown>) ?? '';
  const perInvitation = limiter('parent-invite', limits.parentInvite, accountKey);
  const perAccount = limiter('password-reset-account', limits.passwordResetAccount, accountKey);
  const perEmail = limiter('login-email', limits.loginEmail, (r) => loginEmail(r) ?? '');

  app.addHook('onRequest', async (request, reply) => {
    const name = PER_IP[routeKey(request)];
    const active = name ? perIp[name] : null;
    if (!active) return;
    const result = await active.check(request);
    if (!result.isAllowed && result.isExceeded) throw refuse(reply, result.ttlInSeconds);
  });

  // Per invitation or account: counted once the body names it (a body without one is a 4xx).
  app.addHook('preHandler', async (request, reply) => {
    const route = routeKey(request);
    const keyOf = PER_ACCOUNT[route];
    if (!keyOf?.((request.body ?? {}) as Record<string, unknown>)) return;
    const active = route === 'POST /api/parents/accept-invite' ? perInvitation : perAccount;
    if (!active) return;
    const result = await active.check(request);
    if (!result.isAllowed && result.isExceeded) throw refuse(reply, result.ttlInSeconds);
  });

  if (!perEmail) return;
  // Failed sign-ins per email: read before the password is checked, counted when it was wrong.
  app.addHook('preHandler', async (request, reply) => {
    if (routeKey(request) !== LOGIN || !loginEmail(request)) return;
    const result = await perEmail.check(request, { increment: false });
    if (!result.isAllowed && result.remaining <= 0 && result.ttl > 0) {
      throw refuse(reply, result.ttlInSeconds);
    }
  });
  app.addHook('onSend', async (request, reply, payload) => {
    if (reply.statusCode === 401 && routeKey(request) === LOGIN && loginEmail(request)) {
      await perEmail.check(request);
    }
    return payload;
  });
}
