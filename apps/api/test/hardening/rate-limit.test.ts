// Abuse limits (docs/security.md): sign-in per IP and failed sign-ins per email, registration,
// password reset and contact per IP; 429 with Retry-After and a detail; one count shared by two
// service processes through Redis when it is reachable (REDIS_URL, default the local one).
import type { LightMyRequestResponse } from 'fastify';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RateLimits } from '../../src/config.js';
import { createTestApp, DEMO_PASSWORD, type TestApp } from '../helpers/app.js';

const LOW: RateLimits = {
  loginIp: { max: 3, windowSeconds: 60 },
  loginEmail: { max: 2, windowSeconds: 600 },
  register: { max: 2, windowSeconds: 60 },
  passwordReset: { max: 2, windowSeconds: 60 },
  contact: { max: 2, windowSeconds: 60 },
  tokens: { max: 2, windowSeconds: 60 },
  biller: { max: 2, windowSeconds: 60 },
  parentInvite: { max: 2, windowSeconds: 60 },
  parentInviteNetwork: { max: 4, windowSeconds: 60 },
  passwordResetAccount: { max: 3, windowSeconds: 60 },
  paymentCallbacks: { max: 2, windowSeconds: 60 },
  calendarFeeds: { max: 2, windowSeconds: 60 },
  onerosterTokens: { max: 2, windowSeconds: 60 },
};

let ipCounter = 0;
/** A client address of its own for each scenario, so the scenarios do not share counts. */
const newIp = () =>
  `10.${process.pid % 250}.${Math.floor(ipCounter / 250)}.${(ipCounter++ % 250) + 1}`;

function expectTooMany(response: LightMyRequestResponse, windowSeconds: number) {
  expect(response.statusCode, response.body).toBe(429);
  const retryAfter = Number(response.headers['retry-after']);
  expect(Number.isInteger(retryAfter)).toBe(true);
  expect(retryAfter).toBeGreaterThan(0);
  expect(retryAfter).toBeLessThanOrEqual(windowSeconds);
  expect(response.json().detail).toMatch(
    /^Too many attempts\. Please try again in \d+ (seconds?|minutes)\.$/,
  );
  // Security headers are on refusals too.
  expect(response.headers['x-content-type-options']).toBe('nosniff');
}

const login = (t: TestApp, ip: string, email: string, password = 'wrong password 1') =>
  t.request({
    method: 'POST',
    url: '/api/auth/login',
    remoteAddress: ip,
    payload: { email, password },
  });

describe('rate limits in memory (one process)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ rateLimits: LOW });
  });
  afterAll(async () => t?.close());

  it('limits sign-in attempts per IP, whatever the email, and not other IPs', async () => {
    const ip = newIp();
    for (let i = 0; i < 3; i += 1) {
      expect((await login(t, ip, `nobody${i}@example.com`)).statusCode).toBe(401);
    }
    expectTooMany(await login(t, ip, 'student@iqbal.edu.pk', DEMO_PASSWORD), 60);
    expect((await login(t, newIp(), 'student@iqbal.edu.pk', DEMO_PASSWORD)).statusCode).toBe(200);
  });

  it('limits failed sign-ins per email from any IP; successful ones do not count', async () => {
    for (let i = 0; i < 3; i += 1) {
      const ok = await login(t, newIp(), 'student2@iqbal.edu.pk', DEMO_PASSWORD);
      expect(ok.statusCode).toBe(200);
    }
    expect((await login(t, newIp(), 'student2@iqbal.edu.pk')).statusCode).toBe(401);
    expect((await login(t, newIp(), 'STUDENT2@iqbal.edu.pk')).statusCode).toBe(401);
    // The right password no longer helps for this email, from a fresh IP...
    expectTooMany(await login(t, newIp(), 'student2@iqbal.edu.pk', DEMO_PASSWORD), 600);
    // ...while other accounts are unaffected.
    expect((await login(t, newIp(), 'student3@iqbal.edu.pk', DEMO_PASSWORD)).statusCode).toBe(200);
  });

  it('limits registrations per IP (counted before the body is checked)', async () => {
    const ip = newIp();
    const register = () =>
      t.request({ method: 'POST', url: '/api/auth/register', remoteAddress: ip, payload: {} });
    expect((await register()).statusCode).toBe(422);
    expect((await register()).statusCode).toBe(422);
    expectTooMany(await register(), 60);
  });

  it('counts forgot-password and reset-password together per IP', async () => {
    const ip = newIp();
    const forgot = await t.request({
      method: 'POST',
      url: '/api/auth/forgot-password',
      remoteAddress: ip,
      payload: { email: 'student@iqbal.edu.pk' },
    });
    expect(forgot.statusCode).toBe(202);
    const reset = await t.request({
      method: 'POST',
      url: '/api/auth/reset-password',
      remoteAddress: ip,
      payload: { token: 'x'.repeat(43), password: 'Another#Pass2026' },
    });
    expect(reset.statusCode).toBe(400); // no such token, but counted
    expectTooMany(
      await t.request({
        method: 'POST',
        url: '/api/auth/forgot-password',
        remoteAddress: ip,
        payload: { email: 'student@iqbal.edu.pk' },
      }),
      60,
    );
  });

  it('counts parent-invite acceptances per invitation, under a ceiling per network', async () => {
    const ip = newIp();
    const accept = (code: string, from = ip) =>
      t.request({
        method: 'POST',
        url: '/api/parents/accept-invite',
        remoteAddress: from,
        payload: { code, password: 'Another#Pass2026' },
      });
    // One invitation: its third try is refused, from any address (typed in another form too).
    expect((await accept('NOTAC-ODE22')).statusCode).not.toBe(429);
    expect((await accept('notacode22', newIp())).statusCode).not.toBe(429);
    expectTooMany(await accept('NOTACODE22'), 60);
    // Other families' invitations on the same network go on...
    expect((await accept('OTHER-CODE2')).statusCode).not.toBe(429);
    expect((await accept('THIRD-CODE2')).statusCode).not.toBe(429);
    // ...up to the network's ceiling (4 here), which only bulk guessing reaches.
    expectTooMany(await accept('FOUR-CODE22'), 60);
    // The same address may still ask for a password reset: the counts are separate.
    const forgot = await t.request({
      method: 'POST',
      url: '/api/auth/forgot-password',
      remoteAddress: ip,
      payload: { email: 'student@iqbal.edu.pk' },
    });
    expect(forgot.statusCode).toBe(202);
  });

  it('limits SMS reset codes per mobile number, whatever the address or its spelling', async () => {
    const forgot = (mobile: string) =>
      t.request({
        method: 'POST',
        url: '/api/auth/forgot-password',
        remoteAddress: newIp(),
        payload: { email: mobile },
      });
    expect((await forgot('0300-5550001')).statusCode).toBe(202);
    expect((await forgot('+92 300 5550001')).statusCode).toBe(202);
    expect((await forgot('۰۳۰۰۵۵۵۰۰۰۱')).statusCode).toBe(202);
    expectTooMany(await forgot('923005550001'), 60);
    expect((await forgot('03005550002')).statusCode).toBe(202);
  });

  it('limits contact enquiries per IP', async () => {
    const ip = newIp();
    const contact = (from: string) =>
      t.request({
        method: 'POST',
        url: '/api/contact',
        remoteAddress: from,
        payload: {
          name: 'Ayesha Khan',
          email: 'ayesha@example.com',
          message: 'Hello from a test.',
        },
      });
    expect((await contact(ip)).statusCode).toBe(202);
    expect((await contact(ip)).statusCode).toBe(202);
    expectTooMany(await contact(ip), 60);
    expect((await contact(newIp())).statusCode).toBe(202);
  });

  it('counts token refreshes and sign-outs together per IP', async () => {
    const ip = newIp();
    const refresh = () =>
      t.request({
        method: 'POST',
        url: '/api/auth/refresh',
        remoteAddress: ip,
        payload: { refresh_token: 'not-a-token' },
      });
    const logout = () =>
      t.request({
        method: 'POST',
        url: '/api/auth/logout',
        remoteAddress: ip,
        payload: { refresh_token: 'not-a-token' },
      });
    expect((await refresh()).statusCode).toBeLessThan(429);
    expect((await logout()).statusCode).toBeLessThan(429);
    expectTooMany(await refresh(), 60);
  });

  it('limits calendar feed fetches per IP (guessing tokens is slowed), not other IPs', async () => {
    const ip = newIp();
    const feed = (from: string) =>
      t.request({
        method: 'GET',
        url: `/api/calendar/feeds/${'x'.repeat(43)}.ics`,
        remoteAddress: from,
      });
    expect((await feed(ip)).statusCode).toBe(404);
    expect((await feed(ip)).statusCode).toBe(404);
    expectTooMany(await feed(ip), 60);
    expect((await feed(newIp())).statusCode).toBe(404);
  });

  it('limits OneRoster token requests per IP (guessing client secrets is slowed)', async () => {
    const ip = newIp();
    const ask = (from: string) =>
      t.request({
        method: 'POST',
        url: '/api/ims/oneroster/token',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'grant_type=client_credentials&client_id=nobody-at-all-here&client_secret=guess',
        remoteAddress: from,
      });
    expect((await ask(ip)).statusCode).toBe(401);
    expect((await ask(ip)).statusCode).toBe(401);
    expectTooMany(await ask(ip), 60);
    expect((await ask(newIp())).statusCode).toBe(401);
  });

  it('leaves other endpoints alone', async () => {
    const ip = newIp();
    for (let i = 0; i < 6; i += 1) {
      const response = await t.request({ method: 'GET', url: '/api/health', remoteAddress: ip });
      expect(response.statusCode).toBe(200);
    }
  });
});

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

async function redisReachable(): Promise<boolean> {
  const probe = new Redis(REDIS_URL, {
    lazyConnect: true,
    connectTimeout: 1000,
    maxRetriesPerRequest: 0,
    retryStrategy: () => null,
  });
  probe.on('error', () => {});
  try {
    await probe.connect();
    return (await probe.ping()) === 'PONG';
  } catch {
    return false;
  } finally {
    probe.disconnect();
  }
}

const reachable = await redisReachable();
if (!reachable) {
  console.warn(
    `[rate-limit] Redis not reachable at ${REDIS_URL}: the shared-count case is skipped.`,
  );
}

describe.runIf(reachable)('rate limits shared through Redis (two service instances)', () => {
  let a: TestApp;
  let b: TestApp;
  beforeAll(async () => {
    const overrides = { rateLimits: { ...LOW, loginIp: { max: 4, windowSeconds: 60 } } };
    a = await createTestApp({ ...overrides, redisUrl: REDIS_URL });
    b = await createTestApp({ ...overrides, redisUrl: REDIS_URL });
  });
  afterAll(async () => {
    await a?.close();
    await b?.close();
  });

  it('counts one IP across both instances', async () => {
    // An address and emails no earlier run used: counts live in Redis for the whole window.
    const ip = `10.250.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250) + 1}`;
    const run = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
    const email = (n: number) => `nobody${n}.${run}@example.com`;
    expect((await login(a, ip, email(1))).statusCode).toBe(401);
    expect((await login(b, ip, email(2))).statusCode).toBe(401);
    expect((await login(a, ip, email(3))).statusCode).toBe(401);
    expect((await login(b, ip, email(4))).statusCode).toBe(401);
    // Each instance alone saw two: only the shared count is over 4.
    expectTooMany(await login(a, ip, email(5)), 60);
    expectTooMany(await login(b, ip, email(6)), 60);
  });

  it('counts failed sign-ins per email across both instances', async () => {
    const email = `ghost.${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@example.com`;
    expect((await login(a, newIp(), email)).statusCode).toBe(401);
    expect((await login(b, newIp(), email)).statusCode).toBe(401);
    expectTooMany(await login(a, newIp(), email), 600);
  });
});
