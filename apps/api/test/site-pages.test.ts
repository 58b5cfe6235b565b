import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { buildApp } from '../src/app.js';
import { testConfig } from '../src/config.js';
import type { Database } from '../src/db/client.js';
import { pickEncoding, routeMatcher } from '../src/http/site-pages.js';
import { CapturingMailer } from '../src/mail/mailer.js';
import { copyTemplate } from './helpers/databases.js';

// A miniature build of the site, in the shape apps/site writes it.
function writeSiteBuild(dir: string): void {
  const files: Record<string, string> = {
    'index.html': '<h1>Home page</h1>',
    'pricing/index.html': '<h1>Affordable Pricing for Pakistan</h1>',
    'app.html': '<div id="root"></div>',
    '404.html': '<h1>Page not found</h1>',
    'assets/app-abc123.js': 'console.log(1)',
    'robots.txt': 'User-agent: *',
    'site-routes.json': JSON.stringify({
      prerendered: { '/': 'index.html', '/pricing': 'pricing/index.html' },
      app: ['/login', '/courses/:courseId/lessons', '/admin/*'],
      notFound: '404.html',
      appShell: 'app.html',
    }),
  };
  for (const [file, content] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), content);
  }
  // The build's precompressed copies (apps/site/precompress.ts) of the pricing page and the script.
  for (const file of ['pricing/index.html', 'assets/app-abc123.js']) {
    const content = Buffer.from(files[file]!);
    writeFileSync(path.join(dir, `${file}.br`), brotliCompressSync(content));
    writeFileSync(path.join(dir, `${file}.gz`), gzipSync(content));
  }
}

let app: FastifyInstance;
let database: Database;
let dist: string;

beforeAll(async () => {
  dist = mkdtempSync(path.join(tmpdir(), 'watni-site-'));
  writeSiteBuild(dist);
  database = await copyTemplate(inject('watniTemplate'));
  app = await buildApp({
    db: database,
    config: testConfig({ siteDist: dist }),
    mailer: new CapturingMailer(),
    logger: false,
    serveSite: true,
  });
  await app.ready();
});

afterAll(async () => {
  await app.close();
  await database.close();
  rmSync(dist, { recursive: true, force: true });
});

describe('serving the built site beside the API', () => {
  it('answers prerendered pages with their own HTML, with or without a trailing slash', async () => {
    for (const url of ['/', '/pricing', '/pricing/', '/pricing?ref=ad']) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type']).toContain('text/html');
    }
    expect((await app.inject({ url: '/pricing' })).body).toContain('Affordable Pricing');
    expect((await app.inject({ url: '/' })).body).toContain('Home page');
  });

  it("answers the app's routes with the app shell", async () => {
    for (const url of ['/login', '/courses/12/lessons', '/admin/users', '/admin/settings/']) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
      expect(response.body).toBe('<div id="root"></div>');
    }
  });

  it('answers any other path with the 404 page and status 404', async () => {
    for (const url of ['/no-such-page', '/courses/12', '/courses/12/lessons/3/extra', '/assets']) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(404);
      expect(response.body).toContain('Page not found');
    }
  });

  it('refuses a malformed path with 400, not 500', async () => {
    expect((await app.inject({ url: '/%E0%A4%A' })).statusCode).toBe(400);
  });

  it('serves files, caching hashed assets for a year', async () => {
    const asset = await app.inject({ url: '/assets/app-abc123.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toContain('immutable');
    expect((await app.inject({ url: '/robots.txt' })).body).toBe('User-agent: *');
  });

  it('keeps JSON 404s for unknown API paths', async () => {
    const response = await app.inject({ url: '/api/nothing-here' });
    expect(response.statusCode).toBe(404);
    expect(response.json().detail).toContain('/api/nothing-here');
  });
});

describe('routeMatcher', () => {
  it('matches parameters and trailing wildcards segment by segment', () => {
    expect(routeMatcher('/courses/:id/lessons')('/courses/5/lessons')).toBe(true);
    expect(routeMatcher('/courses/:id/lessons')('/courses/5')).toBe(false);
    expect(routeMatcher('/admin/*')('/admin')).toBe(false);
    expect(routeMatcher('/admin/*')('/admin/users/7')).toBe(true);
  });
});

describe('compressed answers', () => {
  it('sends the Brotli copy of a page to a browser that accepts it, gzip to one that does not', async () => {
    const br = await app.inject({
      url: '/pricing',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(br.rawPayload).toString()).toContain('Affordable Pricing');

    const gz = await app.inject({ url: '/pricing', headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toContain('Affordable Pricing');

    const plain = await app.inject({ url: '/pricing', headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toContain('Affordable Pricing');
  });

  it('sends precompressed assets, and pages without a copy as they are', async () => {
    const asset = await app.inject({
      url: '/assets/app-abc123.js',
      headers: { 'accept-encoding': 'br' },
    });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(asset.rawPayload).toString()).toBe('console.log(1)');

    const home = await app.inject({ url: '/', headers: { 'accept-encoding': 'br' } });
    expect(home.headers['content-encoding']).toBeUndefined();
    expect(home.body).toContain('Home page');
  });

  it('honours q=0 and wildcards in Accept-Encoding', () => {
    const page = { raw: Buffer.from('x'), br: Buffer.from('b'), gzip: Buffer.from('g') };
    expect(pickEncoding('br;q=0, gzip', page)).toBe('gzip');
    expect(pickEncoding('*', page)).toBe('br');
    expect(pickEncoding('*;q=0', page)).toBeNull();
    expect(pickEncoding(undefined, page)).toBeNull();
  });
});
