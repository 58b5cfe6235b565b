import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/**
 * What the site build writes to dist/site-routes.json: which paths were prerendered to which
 * file, which paths belong to the client-side app, and the pages for the rest.
 */
interface SiteRoutes {
  prerendered: Record<string, string>;
  app: string[];
  notFound: string;
  appShell: string;
}

interface SitePages {
  /** Answers what nothing else answered: the 404 page for page requests, false otherwise. */
  handle(request: FastifyRequest, reply: FastifyReply): FastifyReply | false;
}

const HTML = 'text/html; charset=utf-8';

/** A page held in memory with the Brotli and gzip copies the build wrote beside it (if any). */
interface Page {
  raw: Buffer;
  br?: Buffer;
  gzip?: Buffer;
}

/** The encoding to answer with: Brotli, else gzip, when the client accepts it and a copy exists. */
export function pickEncoding(accept: string | undefined, page: Page): 'br' | 'gzip' | null {
  const accepted = new Map(
    (accept ?? '').split(',').map((part) => {
      const [name = '', ...params] = part.trim().toLowerCase().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      return [name.trim(), q ? Number(q.slice(2)) : 1] as const;
    }),
  );
  const ok = (name: string) => (accepted.get(name) ?? accepted.get('*') ?? 0) > 0;
  if (page.br && ok('br')) return 'br';
  if (page.gzip && ok('gzip')) return 'gzip';
  return null;
}

/** `/courses/:courseId/lessons` or `/admin/*` as a matcher of request paths. */
export function routeMatcher(pattern: string): (pathname: string) => boolean {
  const parts = pattern.split('/').filter(Boolean);
  return (pathname) => {
    const segments = pathname.split('/').filter(Boolean);
    for (let i = 0; i < parts.length; i += 1) {
      const part = parts[i]!;
      if (part === '*') return segments.length > i;
      const segment = segments[i];
      if (segment === undefined) return false;
      if (!part.startsWith(':') && part !== segment) return false;
    }
    return segments.length === parts.length;
  };
}

/** The page a request asks for: its path without query or trailing slash (null if malformed). */
function routeOf(url: string): string | null {
  try {
    const pathname = decodeURI(url.split('?')[0] ?? '/');
    return pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  } catch {
    return null;
  }
}

/** Whether the file server may send a file of the build (not maps, manifests or dotfiles). */
function isPublicFile(pathName: string): boolean {
  const lower = pathName.toLowerCase();
  return (
    !lower.endsWith('.map') &&
    !lower.endsWith('.map.br') &&
    !lower.endsWith('.map.gz') &&
    !lower.split('/').some((segment) => segment.startsWith('.')) &&
    !lower.endsWith('/site-routes.json')
  );
}

function isPageRequest(request: FastifyRequest): boolean {
  const url = request.url;
  return (
    (request.method === 'GET' || request.method === 'HEAD') &&
    url !== '/api' &&
    !url.startsWith('/api/') &&
    !url.startsWith('/api?')
  );
}

/**
 * Serves the built site from siteDist beside /api: prerendered public pages, the app shell for
 * the app's routes, files as they are (hashed assets cached for a year), and 404.html with
 * status 404 for any other path. Returns null when there is no build to serve.
 */
export async function registerSitePages(
  app: FastifyInstance,
  siteDist: string,
): Promise<SitePages | null> {
  const manifestPath = path.join(siteDist, 'site-routes.json');
  if (!existsSync(manifestPath)) return null;
  const routes = JSON.parse(readFileSync(manifestPath, 'utf8')) as SiteRoutes;
  // Pages are small and read once: answering from memory lets us set any status and headers.
  const read = (file: string): Page => {
    const full = path.join(siteDist, file);
    const copy = (suffix: string) =>
      existsSync(full + suffix) ? readFileSync(full + suffix) : undefined;
    return { raw: readFileSync(full), br: copy('.br'), gzip: copy('.gz') };
  };
  const prerendered = new Map(
    Object.entries(routes.prerendered).map(([route, file]) => [route, read(file)]),
  );
  const appShell = read(routes.appShell);
  const notFoundPage = read(routes.notFound);
  const appRoutes = routes.app.map(routeMatcher);

  const send = (reply: FastifyReply, status: number, page: Page) => {
    const encoding = pickEncoding(reply.request.headers['accept-encoding'], page);
    reply
      .status(status)
      .type(HTML)
      .header('cache-control', 'no-cache')
      .header('vary', 'accept-encoding');
    if (encoding) reply.header('content-encoding', encoding);
    return reply.send(encoding === 'br' ? page.br : encoding === 'gzip' ? page.gzip : page.raw);
  };

  // Pages are answered before the file server looks, so a folder such as pricing/ never
  // reaches it; whatever the file server does not find falls through to handle() below.
  app.addHook('onRequest', async (request, reply) => {
    if (!isPageRequest(request)) return;
    const route = routeOf(request.url);
    if (route === null) return;
    const page = prerendered.get(route);
    if (page) return send(reply, 200, page);
    if (appRoutes.some((matches) => matches(route))) return send(reply, 200, appShell);
  });

  await app.register(fastifyStatic, {
    root: siteDist,
    wildcard: true,
    index: false,
    redirect: false,
    // The build writes .br and .gz copies (apps/site/precompress.ts); they are sent when accepted.
    preCompressed: true,
    // The build keeps source maps and its manifests for the bundle check; they are not served.
    allowedPath: (pathName) => isPublicFile(pathName),
    setHeaders: (reply, filePath) => {
      const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
      reply.header(
        'cache-control',
        immutable ? 'public, max-age=31536000, immutable' : 'public, max-age=300',
      );
    },
  });

  return {
    handle(request, reply) {
      if (!isPageRequest(request)) return false;
      return send(reply, 404, notFoundPage);
    },
  };
}
