import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.js';
import { testConfig } from '../src/config.js';
import { openPostgres } from '../src/db/client.js';
import { AccessTokens } from '../src/domains/auth/tokens.js';
import { CapturingMailer } from '../src/mail/mailer.js';
import { createTestApp, type TestApp } from './helpers/app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('health', () => {
  it('reports the service and its database up', async () => {
    const response = await t.request({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok', database: 'ok', version: t.config.version });
  });

  it('answers an unknown path under /api with 404 and a detail', async () => {
    const response = await t.request({ method: 'GET', url: '/api/no-such-thing' });
    expect(response.statusCode).toBe(404);
    expect(response.json().detail).toContain('/api/no-such-thing');
  });

  it('accepts contract paths with and without the trailing slash', async () => {
    const token = await t.tokenFor('admin@iqbal.edu.pk');
    for (const url of ['/api/users/', '/api/users']) {
      expect((await t.request({ method: 'GET', url, token })).statusCode).toBe(200);
    }
  });
});

describe('database unavailable', () => {
  it('answers health 503 degraded and other calls 503 with a detail', async () => {
    // Nothing listens on port 1: every connection is refused.
    const database = openPostgres('postgres://postgres@127.0.0.1:1/none', 2);
    const config = testConfig();
    const app = await buildApp({
      db: database,
      config,
      mailer: new CapturingMailer(),
      logger: false,
    });
    try {
      const health = await app.inject({ method: 'GET', url: '/api/health' });
      expect(health.statusCode).toBe(503);
      expect(health.json()).toMatchObject({ status: 'degraded', database: 'unavailable' });
      expect(health.json().detail).toBeTruthy();

      const login = await app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: 'admin@iqbal.edu.pk', password: 'whatever' },
      });
      expect(login.statusCode).toBe(503);
      expect(login.json().detail).toMatch(/database is unavailable/);

      const list = await app.inject({ method: 'GET', url: '/api/tenants/list' });
      expect(list.statusCode).toBe(503);

      // Authentication needs the database too: 503, not 401.
      const token = await new AccessTokens(config.jwtSecret!, 900).issue({
        id: 2,
        tenant_id: 2,
        token_version: 0,
      });
      const me = await app.inject({
        method: 'GET',
        url: '/api/auth/me',
        headers: { authorization: `Bearer ${token}` },
      });
      expect(me.statusCode).toBe(503);
      expect(me.json().detail).toMatch(/database is unavailable/);
    } finally {
      await app.close();
      await database.close();
    }
  });
});
