// Access tokens are checked for algorithm, signature, expiry, issuer and audience, and a refresh
// token is never an access token: every forged or stale token answers 401 with a detail.
import { generateKeyPair, SignJWT, UnsecuredJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/app.js';

let t: TestApp;
let secret: Uint8Array;
let valid: string;
let refresh: string;
let userId: string;
let tenantId: number;

beforeAll(async () => {
  t = await createTestApp();
  secret = new TextEncoder().encode(t.config.jwtSecret!);
  const pair = await t.login('student@iqbal.edu.pk');
  valid = pair.access_token;
  refresh = pair.refresh_token;
  const payload = JSON.parse(Buffer.from(valid.split('.')[1]!, 'base64url').toString()) as {
    sub: string;
    tid: number;
  };
  userId = payload.sub;
  tenantId = payload.tid;
});
afterAll(async () => t?.close());

const me = (token: string) => t.request({ method: 'GET', url: '/api/auth/me', token });

async function expectRefused(token: string, detail = /sign in again/i) {
  const response = await me(token);
  expect(response.statusCode, response.body).toBe(401);
  expect(response.json().detail).toMatch(detail);
}

/** A token like the service's, with some claims or the header changed. */
function claims(
  overrides: { iss?: string; aud?: string; exp?: number; sub?: string; tid?: number } = {},
) {
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT({ tid: overrides.tid ?? tenantId, ver: 0 })
    .setIssuer(overrides.iss ?? 'watni')
    .setAudience(overrides.aud ?? 'watni-api')
    .setSubject(overrides.sub ?? userId)
    .setIssuedAt(now - 60)
    .setExpirationTime(overrides.exp ?? now + 600);
}

describe('access tokens', () => {
  it('accepts the token the service issued and one made the same way', async () => {
    expect((await me(valid)).statusCode).toBe(200);
    const same = await claims().setProtectedHeader({ alg: 'HS256', typ: 'JWT' }).sign(secret);
    expect((await me(same)).statusCode).toBe(200);
  });

  it('refuses alg none (an unsigned token)', async () => {
    const unsigned = new UnsecuredJWT({ tid: tenantId })
      .setIssuer('watni')
      .setAudience('watni-api')
      .setSubject(userId)
      .setExpirationTime('10m')
      .encode();
    await expectRefused(unsigned);
    // ...also with the signature of a real token appended.
    await expectRefused(`${unsigned}${valid.split('.')[2]}`);
  });

  it('refuses another algorithm with the same secret (HS512)', async () => {
    await expectRefused(await claims().setProtectedHeader({ alg: 'HS512' }).sign(secret));
  });

  it('refuses an RS256 token signed by someone else', async () => {
    const { privateKey } = await generateKeyPair('RS256');
    await expectRefused(await claims().setProtectedHeader({ alg: 'RS256' }).sign(privateKey));
  });

  it('refuses a token signed with the wrong secret', async () => {
    const wrong = new TextEncoder().encode('not-the-secret-not-the-secret-not-the-secret');
    await expectRefused(await claims().setProtectedHeader({ alg: 'HS256' }).sign(wrong));
  });

  it('refuses an expired token with its own detail', async () => {
    const exp = Math.floor(Date.now() / 1000) - 120;
    const expired = await claims({ exp }).setProtectedHeader({ alg: 'HS256' }).sign(secret);
    await expectRefused(expired, /^Your session has expired\. Please sign in again\.$/);
  });

  it('refuses a wrong audience or issuer', async () => {
    await expectRefused(
      await claims({ aud: 'watni-admin' }).setProtectedHeader({ alg: 'HS256' }).sign(secret),
    );
    await expectRefused(
      await claims({ iss: 'someone-else' }).setProtectedHeader({ alg: 'HS256' }).sign(secret),
    );
  });

  it('refuses a tampered payload (another user or another school, same signature)', async () => {
    const [header, payload, signature] = valid.split('.') as [string, string, string];
    const decoded = JSON.parse(Buffer.from(payload, 'base64url').toString());
    for (const change of [{ sub: '1' }, { tid: tenantId + 1 }, { exp: decoded.exp + 86_400 }]) {
      const forged = Buffer.from(JSON.stringify({ ...decoded, ...change })).toString('base64url');
      await expectRefused(`${header}.${forged}.${signature}`);
    }
  });

  it('refuses a refresh token used as an access token', async () => {
    await expectRefused(refresh);
  });

  it('refuses garbage and a missing scheme', async () => {
    await expectRefused('not.a.token');
    const bare = await t.request({
      method: 'GET',
      url: '/api/auth/me',
      headers: { authorization: valid },
    });
    expect(bare.statusCode).toBe(401);
    expect(bare.json().detail).toBeTruthy();
  });

  it('refuses a validly signed token whose tenant is not the user’s', async () => {
    const other = await claims({ tid: tenantId + 1 })
      .setProtectedHeader({ alg: 'HS256' })
      .sign(secret);
    await expectRefused(other);
  });
});
