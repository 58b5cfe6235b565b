// What Fastify answers by itself (a malformed URL) keeps the contract's
// `{detail}` shape and the security headers; the build's source maps are not served.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.js';
import { testConfig } from '../../src/config.js';
import { createTestApp, type TestApp } from '../helpers/app.js';

let t: TestApp;
let site: FastifyInstance;
let dir: string;
beforeAll(async () => {
  t = await createTestApp();
  dir = mkdtempSync(path.join(tmpdir(), 'watni-site-'));
  mkdirSync(path.join(dir, 'assets'));
  mkdirSync(path.join(dir, '.vite'));
  for (const file of ['index.html', 'app.html', '404.html']) {
    writeFileSync(path.join(dir, file), '<!doctype html><html><body>ok</body></html>');
  }
  writeFileSync(path.join(dir, 'assets/app-1234.js'), 'console.log(1);\n');
  writeFileSync(path.join(dir, 'assets/app-1234.js.map'), '{"version":3,"sources":["src/x.ts"]}');
  writeFileSync(path.join(dir, '.vite/manifest.json'), '{}');
  writeFileSync(
    path.join(dir, 'site-routes.json'),
    JSON.stringify({
      prerendered: { '/': 'index.html' },
      app: ['/dashboard'],
      notFound: '404.html',
      appShell: 'app.html',
    }),
  );
  site = await buildApp({
    db: t.database,
    config: testConfig({ siteDist: dir }),
    logger: false,
    serveSite: true,
  });
  await site.ready();
});
afterAll(async () => {
  await site?.close();
  await t?.close();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

describe('Fastify’s own errors', () => {
  for (const url of ['/api/courses/%c0', '/api/users/%E0%A4%A', '/api/%']) {
    it(`answers ${url} with {detail}, the security headers and no-store`, async () => {
      const response = await t.request({ method: 'GET', url });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        detail: 'The address is not valid: it contains a malformed %-encoding.',
      });
      expect(response.headers['content-security-policy']).toContain("default-src 'self'");
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['x-frame-options']).toBe('DENY');
      expect(response.headers['cache-control']).toBe('no-store');
    });
  }
});

describe('the built site', () => {
  it('serves the script but not its source map or the build manifests', async () => {
    expect((await site.inject({ url: '/assets/app-1234.js' })).statusCode).toBe(200);
    for (const url of ['/assets/app-1234.js.map', '/.vite/manifest.json', '/site-routes.json']) {
      const response = await site.inject({ url });
      expect(response.statusCode, url).toBe(404);
      expect(response.body, url).not.toContain('"sources"');
    }
  });
});
