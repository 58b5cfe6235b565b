// Sessions under attack: an access token copied before sign-out or a
// password reset, a cached token answer, and a session kept alive forever by refreshing.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashOpaqueToken } from '../../src/domains/auth/tokens.js';
import { createTestApp, type TestApp } from '../helpers/app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

const me = (token: string) => t.request({ method: 'GET', url: '/api/auth/me', token });

async function rowsOf<T>(query: ReturnType<typeof sql>): Promise<T[]> {
  return t
    .query(async (tx) => (await tx.execute(query)) as unknown as { rows: T[] })
    .then((result) => result.rows);
}

describe('item 4: access tokens are revoked on sign-out and password reset', () => {
  it('refuses an access token after its session signed out', async () => {
    const stolen = await t.login('student@iqbal.edu.pk');
    expect((await me(stolen.access_token)).statusCode).toBe(200);
    const out = await t.request({
      method: 'POST',
      url: '/api/auth/logout',
      payload: { refresh_token: stolen.refresh_token },
    });
    expect(out.statusCode).toBe(204);
    const after = await me(stolen.access_token);
    expect(after.statusCode).toBe(401);
    expect(after.json().detail).toMatch(/sign in again/i);
    // Signing in again works.
    expect((await me((await t.login('student@iqbal.edu.pk')).access_token)).statusCode).toBe(200);
  });

  it('refuses an access token issued before a password reset', async () => {
    const email = 'teacher@iqbal.edu.pk';
    const stolen = await t.login(email);
    await t.request({ method: 'POST', url: '/api/auth/forgot-password', payload: { email } });
    const mail = await t.mailer.waitFor(email);
    const token = decodeURIComponent(/token=([^\s"&<]+)/.exec(mail.text)![1]!);
    const reset = await t.request({
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { token, password: 'Fresh#Start2026' },
    });
    expect(reset.statusCode, reset.body).toBe(200);
    expect((await me(stolen.access_token)).statusCode).toBe(401);
    expect((await me((await t.login(email, 'Fresh#Start2026')).access_token)).statusCode).toBe(200);
  });
});

describe('item 5: token answers and authenticated data are never cached', () => {
  it('sends Cache-Control: no-store on sign-in, refresh, me and data', async () => {
    const login = await t.request({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'admin@iqbal.edu.pk', password: 'Demo#2026' },
    });
    expect(login.headers['cache-control']).toBe('no-store');
    const { access_token, refresh_token } = login.json();
    const refreshed = await t.request({
      method: 'POST',
      url: '/api/auth/refresh',
      payload: { refresh_token },
    });
    expect(refreshed.statusCode).toBe(200);
    expect(refreshed.headers['cache-control']).toBe('no-store');
    const token = refreshed.json().access_token;
    for (const url of ['/api/auth/me', '/api/users/', '/api/courses/', '/api/audit-log/']) {
      const response = await t.request({ method: 'GET', url, token });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['cache-control'], url).toBe('no-store');
    }
    // Refusals too (a 401 must not be cached in place of the data either).
    const refused = await me(access_token.slice(0, -2));
    expect(refused.statusCode).toBe(401);
    expect(refused.headers['cache-control']).toBe('no-store');
  });
});

describe('item 6: a session has an absolute lifetime that refreshing does not extend', () => {
  for (const [rememberMe, hours] of [
    [false, 12],
    [true, 30 * 24],
  ] as const) {
    it(`ends ${hours} hours after sign-in (remember me: ${rememberMe})`, async () => {
      const login = await t.request({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: 'student@quaid.edu.pk', password: 'Demo#2026', remember_me: rememberMe },
      });
      let refresh = login.json().refresh_token as string;
      const signedInAt = Date.now();
      // Refreshing again and again keeps one end, the sign-in's.
      for (let i = 0; i < 3; i += 1) {
        const next = await t.request({
          method: 'POST',
          url: '/api/auth/refresh',
          payload: { refresh_token: refresh },
        });
        expect(next.statusCode, next.body).toBe(200);
        refresh = next.json().refresh_token;
      }
      const family = await rowsOf<{ expires_at: string; session_expires_at: string }>(
        sql`select expires_at::text, session_expires_at::text from refresh_tokens
            where family_id = (select family_id from refresh_tokens
                               where token_hash = ${hashOpaqueToken(refresh)})`,
      );
      expect(family).toHaveLength(4);
      const ends = new Set(family.flatMap((row) => [row.expires_at, row.session_expires_at]));
      expect(ends.size).toBe(1);
      const end = new Date(family[0]!.session_expires_at).getTime();
      expect(end).toBeLessThanOrEqual(signedInAt + hours * 3600_000);
      expect(end).toBeGreaterThan(signedInAt + hours * 3600_000 - 60_000);

      // The end passes (the sign-in was `hours` ago): refreshing is refused, sign-in needed.
      await rowsOf(
        sql`update refresh_tokens set session_expires_at = now() - interval '1 second'
            where token_hash = ${hashOpaqueToken(refresh)} returning id`,
      );
      const late = await t.request({
        method: 'POST',
        url: '/api/auth/refresh',
        payload: { refresh_token: refresh },
      });
      expect(late.statusCode).toBe(401);
      expect(late.json().detail).toBe('Your session has expired. Please sign in again.');
    });
  }
});
