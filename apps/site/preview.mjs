#!/usr/bin/env node
// `npm run preview -w @watni/site`: serves apps/site/dist exactly as the serving contract in
// dist/site-routes.json says (the reference for the service's static serving), and proxies /api
// to the service on API_PORT. For looking at the built site and for tests; not for production.
//   PORT (default 4173), API_PORT (default 3000)
import { createReadStream, existsSync, readFileSync, statSync } from 'node:fs';
import { createServer, request as httpRequest } from 'node:http';
import { extname, join, normalize } from 'node:path';
import { createGzip } from 'node:zlib';

const dist = join(import.meta.dirname, 'dist');
const port = Number(process.env.PORT ?? 4173);
const apiPort = Number(process.env.API_PORT ?? 3000);
const contract = JSON.parse(readFileSync(join(dist, 'site-routes.json'), 'utf8'));

const types = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
};

/** `:name` is one non-empty segment; a final `/*` matches the prefix itself and anything below. */
function toRegExp(pattern) {
  const wildcard = pattern.endsWith('/*');
  const base = wildcard ? pattern.slice(0, -2) : pattern;
  const body = base
    .split('/')
    .map((s) => (s.startsWith(':') ? '[^/]+' : s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
    .join('/');
  return new RegExp(`^${body}${wildcard ? '(?:/.*)?' : ''}/?$`);
}
const appMatchers = contract.app.map(toRegExp);

/** Which file answers a path, with which status (the contract). */
export function resolve(pathname) {
  const clean = pathname === '/' ? '/' : pathname.replace(/\/+$/, '');
  if (contract.prerendered[clean]) return { file: contract.prerendered[clean], status: 200 };
  const asset = normalize(pathname)
    .replace(/^(\.\.[/\\])+/, '')
    .slice(1);
  const full = join(dist, asset);
  if (asset && !asset.endsWith('.html') && existsSync(full) && statSync(full).isFile()) {
    return { file: asset, status: 200 };
  }
  if (appMatchers.some((re) => re.test(clean))) return { file: contract.appShell, status: 200 };
  return { file: contract.notFound, status: 404 };
}

function proxy(req, res) {
  const upstream = httpRequest(
    { host: '127.0.0.1', port: apiPort, path: req.url, method: req.method, headers: req.headers },
    (answer) => {
      res.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(res);
    },
  );
  upstream.on('error', () => {
    res.writeHead(502, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ detail: `The API on port ${apiPort} is not answering.` }));
  });
  req.pipe(upstream);
}

const server = createServer((req, res) => {
  const url = new URL(req.url ?? '/', 'http://preview.local');
  if (url.pathname === '/api' || url.pathname.startsWith('/api/')) return proxy(req, res);
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    res.writeHead(405, { allow: 'GET, HEAD' });
    return res.end();
  }
  let pathname;
  try {
    pathname = decodeURIComponent(url.pathname);
  } catch {
    pathname = url.pathname;
  }
  const { file, status } = resolve(pathname);
  const immutable = file.startsWith(contract.immutableAssets);
  const type = types[extname(file)] ?? 'application/octet-stream';
  const gzip = /gzip/.test(req.headers['accept-encoding'] ?? '') && /text|json|xml|svg/.test(type);
  res.writeHead(status, {
    'content-type': type,
    'cache-control': immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
    'x-content-type-options': 'nosniff',
    vary: 'accept-encoding',
    ...(gzip ? { 'content-encoding': 'gzip' } : {}),
  });
  if (req.method === 'HEAD') return res.end();
  const stream = createReadStream(join(dist, file));
  if (gzip) stream.pipe(createGzip()).pipe(res);
  else stream.pipe(res);
});

server.listen(port, '127.0.0.1', () => {
  console.log(`Site preview on http://127.0.0.1:${port} (API proxied to port ${apiPort})`);
});
