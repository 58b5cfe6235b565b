import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { Redis } from 'ioredis';
import type { Config, RateLimit } from '../config.js';
import { HttpError } from './errors.js';

/**
 * Abuse limits on the public endpoints that cost a password hash, send an email or create an
 * account (docs/security.md):
 *
 * - sign-in: every attempt per client IP, and failed attempts per email address (from any IP),
 * - registration, password reset (forgot + reset together), the contact form, and token refresh
 *   and sign-out (together): per client IP.
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
  // A parent invitation code is a short secret: guessing it is limited, on its own count (a
  // family accepting invites must not use up the school's password resets, nor the reverse).
  'POST /api/parents/accept-invite': 'parentInvite',
  'POST /api/contact': 'contact',
  'POST /api/auth/refresh': 'tokens',
  'POST /api/auth/logout': 'tokens',
  // Public, and each answer costs a credential check: a caller guessing consumer numbers or
  // passwords is slowed like a sign-in.
  'POST /api/biller/:aggregator/BillInquiry': 'biller',
  'POST /api/biller/:aggregator/BillPayment': 'biller',
};

export const REDIS_KEY_PREFIX = 'watni:rate-limit:';

/** "Too many attempts. Please try again in 42 seconds." */
export function tooManyDetail(seconds: number): string {
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
  return typeof body?.email === 'string' ? body.email.trim().toLowerCase() : null;
}

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
    parentInvite: limiter('parent-invite-ip', limits.parentInvite, byIp),
  };
  const perEmail = limiter('login-email', limits.loginEmail, (r) => loginEmail(r) ?? '');

  app.addHook('onRequest', async (request, reply) => {
    const name = PER_IP[routeKey(request)];
    const active = name ? perIp[name] : null;
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
