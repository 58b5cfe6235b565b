import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { VIDEO_FRAME_ORIGINS } from '@watni/policy';
import type { FastifyInstance, FastifyReply } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';
import type { Config } from '../config.js';

/**
 * Video players lessons embed: exactly the players @watni/policy's parseVideoUrl produces
 * (YouTube's privacy-enhanced youtube-nocookie.com and Vimeo's player). The site's lesson HTML
 * renderer drops iframes from lesson bodies, so no other frame is ever shown.
 */
const FRAME_SOURCES: string[] = [...VIDEO_FRAME_ORIGINS];

/**
 * The sha256 sources of the site's inline scripts (the theme boot script), which the site build
 * writes to dist/site-routes.json as `inlineScriptHashes`. None when there is no build.
 */
function inlineScriptHashes(siteDist: string): string[] {
  const file = path.join(siteDist, 'site-routes.json');
  if (!existsSync(file)) return [];
  const routes = JSON.parse(readFileSync(file, 'utf8')) as { inlineScriptHashes?: unknown };
  const hashes = Array.isArray(routes.inlineScriptHashes) ? routes.inlineScriptHashes : [];
  return hashes.filter(
    (hash): hash is string => typeof hash === 'string' && /^'sha256-[A-Za-z0-9+/=]+'$/.test(hash),
  );
}

/**
 * The one <style> element the site shows: Radix Select's viewport renders this fixed text (it
 * hides the list's scrollbar) whenever a select opens. Allowed by its hash, so it and nothing
 * else passes; the test recomputes the hash from the installed Radix Select.
 */
export const RADIX_SELECT_VIEWPORT_CSS =
  '[data-radix-select-viewport]{scrollbar-width:none;-ms-overflow-style:none;-webkit-overflow-scrolling:touch;}[data-radix-select-viewport]::-webkit-scrollbar{display:none}';
export const INLINE_STYLE_HASHES = ["'sha256-441zG27rExd4/il+NvIqyL8zFx5XmyNQtE381kSkUJk='"];

/** The Content-Security-Policy directives of every response (docs/security.md explains each). */
function cspDirectives(scriptHashes: string[], https: boolean): Record<string, string[] | null> {
  return {
    'default-src': ["'self'"],
    'script-src': ["'self'", ...scriptHashes],
    'script-src-attr': ["'none'"],
    // Stylesheets are files (vanilla-extract), and Radix Select's one fixed <style> by its hash;
    // the prerendered HTML carries a few style attributes (layout tweaks, CSS variables), which
    // cannot run code.
    'style-src': ["'self'", ...INLINE_STYLE_HASHES],
    'style-src-attr': ["'unsafe-inline'"],
    // Lesson bodies may show images from any https address (the sanitizer allows them).
    'img-src': ["'self'", 'data:', 'https:'],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'"],
    // Lesson videos may be direct https files (.mp4, .webm, .ogg) on any host.
    'media-src': ["'self'", 'https:'],
    'frame-src': FRAME_SOURCES,
    'worker-src': ["'self'"],
    'manifest-src': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    // The hosted checkouts of JazzCash and Easypaisa (production and their test hosts) take the
    // payer's signed form.
    'form-action': [
      "'self'",
      'https://sandbox.jazzcash.com.pk',
      'https://payments.jazzcash.com.pk',
      'https://easypaystg.easypaisa.com.pk',
      'https://easypay.easypaisa.com.pk',
    ],
    'frame-ancestors': ["'none'"],
    // On plain http (localhost) upgrading would break every request.
    ...(https ? { 'upgrade-insecure-requests': [] } : {}),
  };
}

/** The helmet options of every response (docs/security.md explains each). */
function helmetOptions(config: Pick<Config, 'publicUrl' | 'siteDist'>): HelmetOptions {
  const https = config.publicUrl.startsWith('https:');
  return {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: cspDirectives(inlineScriptHashes(config.siteDist), https),
    },
    strictTransportSecurity: https ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    xFrameOptions: { action: 'deny' },
    crossOriginEmbedderPolicy: false,
    crossOriginOpenerPolicy: { policy: 'same-origin' },
    crossOriginResourcePolicy: { policy: 'same-origin' },
  };
}

/**
 * The headers helmet sets for these options, computed once: they depend on nothing in the
 * request, and building the CSP string on every answer cost 2–3 % of the CPU (docs/bench.md).
 */
function staticSecurityHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader(name: string, value: string | number) {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
  };
  let done = false;
  helmet(options)({} as never, response as never, () => {
    done = true;
  });
  if (!done) throw new Error('helmet did not finish synchronously');
  return headers;
}

/**
 * Security headers on every response, API and pages alike (helmet's, computed once): the CSP
 * above, HSTS when the public URL is https, nosniff, frame denial, a referrer policy that still
 * lets the video players see which site embeds them, and cross-origin isolation of our resources.
 * Registered before anything that can answer, so even a 404 or a 429 carries them.
 */
export async function registerSecurityHeaders(app: FastifyInstance, config: Config) {
  const all = staticSecurityHeaders(helmetOptions(config));
  const headers = Object.entries(all);
  const lean = Object.entries(all).filter(([name]) => ASSET_HEADERS.has(name));
  app.addHook('onRequest', (request, reply, done) => {
    for (const [name, value] of isBuildAsset(request.url) ? lean : headers)
      reply.header(name, value);
    done();
  });
  // A missing asset answers with the 404 page, a document: it gets the whole set back.
  app.addHook('onSend', (request, reply, payload, done) => {
    if (reply.statusCode >= 400 && isBuildAsset(request.url)) {
      for (const [name, value] of headers) reply.header(name, value);
    }
    done(null, payload);
  });
}

/**
 * A hashed script, style sheet, font or raster image of the site build. The CSP, frame, referrer
 * and opener headers govern documents (and workers), not the files a document loads, yet they are
 * about 1 kB per answer: on a phone's first visit to sign-in (80 files over HTTP/1.1) that was
 * about 80 kB of headers. Such files keep what applies to them: nosniff, the cross-origin
 * resource policy and HSTS. An SVG can run script when opened on its own, so it keeps every header.
 */
const BUILD_ASSET = /^\/assets\/[^/?#]+\.(?:js|css|woff2?|png|jpe?g|webp|avif)(?:\?|$)/;
const ASSET_HEADERS = new Set([
  'x-content-type-options',
  'cross-origin-resource-policy',
  'strict-transport-security',
]);

function isBuildAsset(url: string): boolean {
  return BUILD_ASSET.test(url);
}

/**
 * The same headers for answers Fastify gives before any hook runs (a malformed URL): applied
 * by hand, since the onRequest hook never sees those requests.
 */
export function securityHeadersApplier(
  config: Pick<Config, 'publicUrl' | 'siteDist'>,
): (reply: FastifyReply) => void {
  const headers = Object.entries(staticSecurityHeaders(helmetOptions(config)));
  return (reply) => {
    for (const [name, value] of headers) reply.raw.setHeader(name, value);
  };
}
