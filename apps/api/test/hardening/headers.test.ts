// Security headers and the Content-Security-Policy on every response: API answers, errors,
// and the site's pages (with the sha256 of the build's inline theme script).
import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.js';
import { testConfig } from '../../src/config.js';
import { INLINE_STYLE_HASHES, RADIX_SELECT_VIEWPORT_CSS } from '../../src/http/headers.js';
import { createTestApp, type TestApp } from '../helpers/app.js';

function directives(response: LightMyRequestResponse): Map<string, string[]> {
  const header = String(response.headers['content-security-policy'] ?? '');
  return new Map(
    header
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter((parts) => parts[0])
      .map(([name, ...values]) => [name!, values]),
  );
}

function expectHardened(response: LightMyRequestResponse) {
  const csp = directives(response);
  expect(csp.get('default-src')).toEqual(["'self'"]);
  expect(csp.get('script-src')?.[0]).toBe("'self'");
  expect(csp.get('script-src')).not.toContain("'unsafe-inline'");
  expect(csp.get('script-src')).not.toContain("'unsafe-eval'");
  // Files, and Radix Select's one fixed <style> by its hash (no 'unsafe-inline').
  expect(csp.get('style-src')).toEqual(["'self'", ...INLINE_STYLE_HASHES]);
  expect(csp.get('connect-src')).toEqual(["'self'"]);
  expect(csp.get('object-src')).toEqual(["'none'"]);
  expect(csp.get('base-uri')).toEqual(["'self'"]);
  expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
  // the payer's signed form goes to JazzCash's or Easypaisa's hosted checkout.
  expect(csp.get('form-action')).toEqual([
    "'self'",
    'https://sandbox.jazzcash.com.pk',
    'https://payments.jazzcash.com.pk',
    'https://easypaystg.easypaisa.com.pk',
    'https://easypay.easypaisa.com.pk',
  ]);
  expect(csp.get('img-src')).toEqual(["'self'", 'data:', 'https:']);
  expect(csp.get('frame-src')).toEqual([
    'https://www.youtube-nocookie.com',
    'https://player.vimeo.com',
  ]);
  expect(csp.get('media-src')).toEqual(["'self'", 'https:']);
  expect(response.headers['x-content-type-options']).toBe('nosniff');
  expect(response.headers['x-frame-options']).toBe('DENY');
  expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(response.headers['cross-origin-opener-policy']).toBe('same-origin');
  expect(response.headers['cross-origin-resource-policy']).toBe('same-origin');
  expect(response.headers['x-powered-by']).toBeUndefined();
}

const hash = "'sha256-AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA='";
let t: TestApp;
let secure: FastifyInstance;
let site: FastifyInstance;
let dir: string;

beforeAll(async () => {
  t = await createTestApp();
  // The same database behind https, and serving a minimal site build: the serving contract with
  // one inline-script hash (and an invalid entry, ignored), and its pages.
  secure = await buildApp({
    db: t.database,
    config: testConfig({ publicUrl: 'https://watni.pk' }),
    logger: false,
  });
  await secure.ready();
  dir = mkdtempSync(path.join(tmpdir(), 'watni-site-'));
  const page = '<!doctype html><html><head><script>1</script></head><body>ok</body></html>';
  for (const file of ['index.html', 'app.html', '404.html']) {
    writeFileSync(path.join(dir, file), page);
  }
  writeFileSync(path.join(dir, 'robots.txt'), 'User-agent: *\n');
  mkdirSync(path.join(dir, 'assets'));
  writeFileSync(path.join(dir, 'assets', 'app-AbC123.js'), 'export {};\n');
  writeFileSync(
    path.join(dir, 'assets', 'logo-AbC123.svg'),
    '<svg xmlns="http://www.w3.org/2000/svg"/>',
  );
  writeFileSync(
    path.join(dir, 'site-routes.json'),
    JSON.stringify({
      prerendered: { '/': 'index.html' },
      app: ['/dashboard'],
      notFound: '404.html',
      appShell: 'app.html',
      inlineScriptHashes: [hash, 'not a hash'],
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
  await secure?.close();
  await t?.close();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

describe('security headers', () => {
  it('are on API success, 401, 404 and 422 answers; no HSTS or upgrade on plain http', async () => {
    const token = await t.tokenFor('student@iqbal.edu.pk');
    const responses = [
      await t.request({ method: 'GET', url: '/api/health' }),
      await t.request({ method: 'GET', url: '/api/auth/me', token }),
      await t.request({ method: 'GET', url: '/api/auth/me' }),
      await t.request({ method: 'GET', url: '/api/no-such-thing' }),
      await t.request({ method: 'POST', url: '/api/auth/login', payload: {} }),
    ];
    expect(responses.map((r) => r.statusCode)).toEqual([200, 200, 401, 404, 422]);
    for (const response of responses) {
      expectHardened(response);
      expect(response.headers['strict-transport-security']).toBeUndefined();
      expect(directives(response).has('upgrade-insecure-requests')).toBe(false);
    }
  });

  it('add HSTS and upgrade-insecure-requests behind https', async () => {
    const response = await secure.inject({ method: 'GET', url: '/api/health' });
    expectHardened(response);
    expect(response.headers['strict-transport-security']).toBe(
      'max-age=31536000; includeSubDomains',
    );
    expect(directives(response).has('upgrade-insecure-requests')).toBe(true);
  });

  it("allow Radix Select's one <style> by its hash, recomputed from the installed package", () => {
    const radix = readFileSync(
      path.join(
        import.meta.dirname,
        '../../../../node_modules/@radix-ui/react-select/dist/index.mjs',
      ),
      'utf8',
    );
    expect(radix).toContain(RADIX_SELECT_VIEWPORT_CSS);
    const hash = createHash('sha256').update(RADIX_SELECT_VIEWPORT_CSS).digest('base64');
    expect(INLINE_STYLE_HASHES).toEqual([`'sha256-${hash}'`]);
  });

  it('allow the build’s inline script by its hash, on pages, files and the 404 page', async () => {
    for (const [url, status] of [
      ['/', 200],
      ['/dashboard', 200],
      ['/robots.txt', 200],
      ['/no-such-page', 404],
    ] as const) {
      const response = await site.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(status);
      expectHardened(response);
      expect(directives(response).get('script-src')).toEqual(["'self'", hash]);
    }
  });

  it('leave the document-only headers off hashed scripts, styles, fonts and images', async () => {
    const asset = await site.inject({ method: 'GET', url: '/assets/app-AbC123.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['x-content-type-options']).toBe('nosniff');
    expect(asset.headers['cross-origin-resource-policy']).toBe('same-origin');
    for (const name of ['content-security-policy', 'x-frame-options', 'referrer-policy']) {
      expect(asset.headers[name], name).toBeUndefined();
    }
    // An SVG can run script when opened on its own, and a missing file answers with the 404
    // page: both are documents and keep every header.
    for (const url of ['/assets/logo-AbC123.svg', '/assets/missing-AbC123.js']) {
      const response = await site.inject({ method: 'GET', url });
      expectHardened(response);
    }
  });
});
