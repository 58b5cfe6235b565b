// Build step 3 of `npm run build -w @watni/site` (after the client and the server bundles):
// renders every public route to dist/<path>/index.html, the not-found page to dist/404.html and
// the empty SPA shell to dist/app.html, then writes sitemap.xml, robots.txt and site-routes.json
// (the serving contract: which file answers which path, with which status).
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type * as ServerEntry from './src/entry-server';

const here = dirname(fileURLToPath(import.meta.url));
const dist = join(here, 'dist');
const serverEntry = join(here, 'node_modules/.cache/ssr/entry-server.js');
const siteUrl = (process.env.SITE_URL ?? 'https://watni.pk').replace(/\/+$/, '');

function fail(message: string): never {
  console.error(`prerender: ${message}`);
  process.exit(1);
}

if (!existsSync(join(dist, 'index.html')))
  fail('dist/index.html is missing: run `vite build` first.');
if (!existsSync(serverEntry)) fail(`${serverEntry} is missing: run the SSR build first.`);

const template = readFileSync(join(dist, 'index.html'), 'utf8');
for (const marker of ['<!--app-head-->', '<!--app-html-->']) {
  if (!template.includes(marker)) fail(`dist/index.html has no ${marker} (already prerendered?)`);
}

const server = (await import(pathToFileURL(serverEntry).href)) as typeof ServerEntry;

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}
const manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8')) as Record<
  string,
  ManifestChunk
>;

/**
 * Preload tags for a lazy page's chunk, its static imports and their CSS (those the template
 * does not already load), so the browser fetches them in parallel with the entry.
 */
function preloadTags(source: string, scripts = true): string {
  if (!manifest[source]) fail(`no chunk for ${source} in the Vite manifest.`);
  const files = new Set<string>();
  const css = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || files.has(chunk.file) || css.has(chunk.file)) return;
    // A module that only imports CSS (the Urdu typeface) is a stylesheet, not a script.
    if (chunk.file.endsWith('.css')) css.add(chunk.file);
    else files.add(chunk.file);
    for (const sheet of chunk.css ?? []) css.add(sheet);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  visit(source);
  const missing = (file: string) => !template.includes(`/${file}"`);
  return [
    ...[...css].filter(missing).map((f) => `<link rel="stylesheet" crossorigin href="/${f}">`),
    ...(scripts ? [...files] : [])
      .filter(missing)
      .map((f) => `<link rel="modulepreload" crossorigin href="/${f}">`),
  ].join('\n    ');
}

/**
 * The head of a public page loads the small public entry (src/public-entry.ts) instead of the
 * app's (main.tsx) and none of the app's modules: the same stylesheets, no React.
 */
const publicManifest = JSON.parse(
  readFileSync(join(dist, '.vite/public-manifest.json'), 'utf8'),
) as Record<string, ManifestChunk>;
const publicEntry = publicManifest['src/public-entry.ts'];
if (!publicEntry?.isEntry) fail('no src/public-entry.ts in .vite/public-manifest.json.');
const appScript = /\s*<script type="module" crossorigin src="\/[^"]+"><\/script>/;
if (!appScript.test(template)) fail('dist/index.html has no module script (the app entry).');
const publicImports = new Set<string>();
const collect = (key: string) => {
  for (const imported of publicManifest[key]?.imports ?? []) {
    const file = publicManifest[imported]?.file;
    if (file && !publicImports.has(file)) {
      publicImports.add(file);
      collect(imported);
    }
  }
};
collect('src/public-entry.ts');
const lightTemplate = template
  .replace(/\s*<link rel="modulepreload" crossorigin href="\/[^"]+">/g, '')
  .replace(
    appScript,
    [
      `\n    <script type="module" crossorigin src="/${publicEntry.file}"></script>`,
      ...[...publicImports].map((f) => `<link rel="modulepreload" crossorigin href="/${f}">`),
      ...(publicEntry.css ?? []).map((f) => `<link rel="stylesheet" crossorigin href="/${f}">`),
    ].join('\n    '),
  );

/**
 * On an Urdu page, links to a public page go to its Urdu twin ('/pricing' -> '/ur/pricing'),
 * not through the English page and the language boot script's redirect.
 */
function localizeLinks(html: string, englishPages: Set<string>): string {
  return html.replace(/<a\b[^>]*>/g, (tag) =>
    // The language switcher's link (hreflang) goes to the English page on purpose.
    /\shreflang=/i.test(tag)
      ? tag
      : tag.replace(/\shref="(\/[^"#?]*)([#?][^"]*)?"/, (whole, path: string, rest = '') =>
          englishPages.has(path) ? ` href="${path === '/' ? '/ur' : `/ur${path}`}${rest}"` : whole,
        ),
  );
}

/** dist-relative file of a page path: '/' -> index.html, '/pricing' -> pricing/index.html. */
const fileFor = (path: string) => (path === '/' ? 'index.html' : `${path.slice(1)}/index.html`);

const htmlTag = '<html lang="en" dir="ltr">';
if (!template.includes(htmlTag)) fail(`dist/index.html does not open with ${htmlTag}.`);

function page(
  head: string,
  body: string,
  marker: string | null,
  locale = 'en',
  light = false,
): string {
  const root =
    marker === null
      ? '<div id="root">'
      : `<div id="root" data-prerendered="${marker}" data-locale="${locale}">`;
  const html = locale === 'ur' ? '<html lang="ur" dir="rtl">' : htmlTag;
  // An Urdu page installs the app under its Urdu name, right to left.
  const manifest = locale === 'ur' ? '/manifest.ur.webmanifest' : '/manifest.webmanifest';
  return (light ? lightTemplate : template)
    .replace(htmlTag, html)
    .replace('href="/manifest.webmanifest"', `href="${manifest}"`)
    .replace('<!--app-head-->', head)
    .replace('<div id="root"><!--app-html--></div>', `${root}${body}</div>`);
}

/** Manifest key of a source file (keys are relative to apps/site: '../../packages/...'). */
function manifestKey(sourceSuffix: string): string {
  const key = optionalKey(sourceSuffix);
  if (!key) fail(`no chunk for ${sourceSuffix} in the Vite manifest.`);
  return key;
}

/**
 * The manifest's key of the chunk holding a source: its own key when it is a chunk's entry, else
 * the chunk whose source map lists it (a module merged into a group, see chunkGroups.ts).
 */
function optionalKey(sourceSuffix: string): string | null {
  const own = Object.keys(manifest).find((k) => k.endsWith(sourceSuffix));
  if (own) return own;
  return (
    Object.keys(manifest).find((k) => {
      const map = join(dist, `${manifest[k]?.file}.map`);
      if (!existsSync(map)) return false;
      const sources: string[] = JSON.parse(readFileSync(map, 'utf8')).sources ?? [];
      return sources.some((source) => source.endsWith(`/${sourceSuffix}`));
    }) ?? null
  );
}

/** The Urdu typeface and labels, needed at once by every Urdu page. */
const urduSources = ['packages/ui/src/i18n/labels.ur.ts', 'packages/ui/src/i18n/urduFont.ts'];

/** Visible text and the words of labels (alt, aria-label, title, placeholder) of a page's HTML. */
function pageText(html: string): string {
  const attributes = [...html.matchAll(/\s(?:alt|aria-label|title|placeholder)="([^"]*)"/g)].map(
    (m) => m[1] ?? '',
  );
  const text = html
    .replace(/<(script|style)[^>]*>[\s\S]*?<\/\1>/g, ' ')
    // A name in its own language (the switcher's 'English') is not English left behind.
    .replace(/<(\w+)[^>]*\slang="en"[^>]*>[^<]*<\/\1>/g, ' ')
    .replace(/<[^>]+>/g, ' ');
  return [text, ...attributes]
    .join(' ')
    .replace(/&amp;/g, '&')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&nbsp;/g, ' ');
}

function write(file: string, content: string) {
  const target = join(dist, file);
  mkdirSync(dirname(target), { recursive: true });
  writeFileSync(target, content);
}

// 1. The SPA shell for app routes: no content, generic head.
const shellMeta = { title: 'Watni', description: 'Watni learning portal and Watni Nexus.' };
write('app.html', page(server.headHtml({ ...shellMeta, siteUrl }), '', null));

// 2. Every public page.
const englishPages = new Set(
  server.pagesToPrerender.filter((p) => server.localeOfPath(p) === 'en'),
);
const prerendered: Record<string, string> = {};
const sitemap: string[] = [];
for (const path of server.pagesToPrerender) {
  const result = await server.render(path);
  if (result.status !== 200) fail(`${path} rendered with status ${result.status}.`);
  if (result.prerender !== path)
    fail(`${path} matched the route of ${result.prerender ?? 'none'}.`);
  if (!result.meta) fail(`${path} has no meta (title and description).`);
  if (!result.html.includes('<h1')) fail(`${path} rendered no <h1>.`);
  if (/>\s*(undefined|null|\[object Object\])\s*</.test(result.html))
    fail(`${path} renders a missing message (undefined, null or an object).`);
  const locale = result.locale;
  if (locale === 'ur') {
    // No English on an Urdu page but names and data (the catalogue test checks the messages;
    // this checks what the screens actually render).
    const english = server.englishWords(pageText(result.html), server.urduAllowedWords);
    if (english.length > 0)
      fail(`${path} shows English words on the Urdu page: ${[...new Set(english)].join(', ')}`);
  }
  const lazySource = server.lazyPageSources[path];
  // The stylesheets of its language (the Urdu typeface); its messages are already in the HTML.
  const language = [
    ...(locale === 'ur' ? urduSources : []),
    ...server.messageSources(path, locale),
  ].map((source) => preloadTags(manifestKey(source), false));
  const extra = [
    server.localeOfPath(path) === 'en' && path === '/' ? server.organizationJsonLd(siteUrl) : '',
    // The page's stylesheets only: its script is the public entry, not the page's React chunk.
    lazySource ? preloadTags(lazySource, false) : '',
    ...language,
  ]
    .filter(Boolean)
    .join('\n    ');
  const alternates = server.alternatePaths(path);
  const head = server.headHtml({
    ...result.meta,
    path,
    siteUrl,
    locale,
    alternates,
    extra: extra || undefined,
  });
  const file = fileFor(path);
  const body = locale === 'ur' ? localizeLinks(result.html, englishPages) : result.html;
  write(file, page(head, body, path, locale, true));
  prerendered[path] = file;
  sitemap.push(path);
}

// 2b. Sign-in and registration in each language: the app's template (React hydrates them), with
// the form in the HTML and the page's chunk, stylesheets and messages preloaded, so a slow phone
// shows the form before the scripts have run. Not in the sitemap (robots may still fetch them).
const prerenderedAppPages: string[] = [];
/** Manifest key of a source, or null when the bundler put it in another chunk. */
for (const path of server.appPagesToPrerender) {
  const result = await server.render(path);
  if (result.status !== 200) fail(`${path} rendered with status ${result.status}.`);
  if (result.prerenderApp !== path)
    fail(`${path} matched the route of ${result.prerenderApp ?? 'none'}.`);
  if (!result.meta) fail(`${path} has no meta (title and description).`);
  if (!/<form\b/.test(result.html) || !result.html.includes('<h1'))
    fail(`${path} rendered no form or no <h1> (did the page suspend?).`);
  if (/>\s*(undefined|null|\[object Object\])\s*</.test(result.html))
    fail(`${path} renders a missing message (undefined, null or an object).`);
  const locale = result.locale;
  if (locale === 'ur') {
    const english = server.englishWords(pageText(result.html), server.urduAllowedWords);
    if (english.length > 0)
      fail(`${path} shows English words on the Urdu page: ${[...new Set(english)].join(', ')}`);
  }
  const messages = ['learner', 'routes', 'console'].map((area) =>
    locale === 'en'
      ? `packages/screens/src/messages/${area}.ts`
      : `packages/screens/src/messages/${area}.${locale}.ts`,
  );
  messages.push(`packages/screens/src/messages/platform.${locale}.ts`);
  const tags = [
    preloadTags(manifestKey(result.pageSource ?? fail(`${path} names no handle.pageSource.`))),
    ...[...(locale === 'ur' ? urduSources : []), ...messages]
      .map(optionalKey)
      .filter((key): key is string => key !== null)
      .map((key) => preloadTags(key)),
  ].flatMap((block) => block.split('\n    ').filter(Boolean));
  const extra = [...new Set(tags)].join('\n    ');
  const head = server.headHtml({
    ...result.meta,
    path,
    siteUrl,
    locale,
    alternates: server.alternatePaths(path),
    extra: extra || undefined,
  });
  write(fileFor(path), page(head, result.html, path, locale));
  prerendered[path] = fileFor(path);
  prerenderedAppPages.push(path);
}

// 3. The not-found page, for any other path, served with status 404.
const missing = await server.render('/this-page-does-not-exist');
if (missing.status !== 404)
  fail(`an unknown path rendered with status ${missing.status}, not 404.`);
if (!missing.meta) fail('the not-found page has no meta.');
write(
  '404.html',
  page(server.headHtml({ ...missing.meta, siteUrl, noindex: true }), missing.html, '404'),
);

// 4. Every route of the table is prerendered, the catch-all, or listed as an app route.
const appPatterns = [...server.appRoutePatterns];
/** The contract's pattern semantics: `:name` is one non-empty segment; a final `/*` the prefix and below. */
function toRegExp(pattern: string): RegExp {
  const wildcard = pattern.endsWith('/*');
  const base = wildcard ? pattern.slice(0, -2) : pattern;
  const body = base
    .split('/')
    .map((segment) =>
      segment.startsWith(':') ? '[^/]+' : segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'),
    )
    .join('/');
  return new RegExp(`^${body}${wildcard ? '(?:/.*)?' : ''}/?$`);
}
const appMatchers = appPatterns.map(toRegExp);
for (const pattern of server.routePatterns()) {
  if (pattern === '/' || pattern.endsWith('*') || pattern in prerendered) continue;
  const sample = pattern.replace(/:[A-Za-z_]\w*/g, '1');
  if (!appMatchers.some((re) => re.test(sample))) {
    fail(`route ${pattern} is neither prerendered nor in src/routes/appRoutes.ts.`);
  }
}

// 5. Serving contract, sitemap, robots.
const inlineScripts = [...template.matchAll(/<script>([\s\S]*?)<\/script>/g)].map(
  (m) => m[1] ?? '',
);
const inlineScriptHashes = inlineScripts.map(
  (code) => `'sha256-${createHash('sha256').update(code).digest('base64')}'`,
);
const contract = {
  prerendered,
  // Those of `prerendered` that are app pages (React hydrates them): not under the public budget.
  appPages: prerenderedAppPages,
  app: appPatterns,
  notFound: '404.html',
  appShell: 'app.html',
  immutableAssets: 'assets/',
  inlineScriptHashes,
};
write('site-routes.json', `${JSON.stringify(contract, null, 2)}\n`);

const today = new Date().toISOString().slice(0, 10);
write(
  'sitemap.xml',
  [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...sitemap.map((path) => {
      const base = path.replace(/^\/ur(?=\/|$)/, '') || '/';
      const priority =
        base === '/' ? '1.0' : base === '/terms' || base === '/privacy' ? '0.3' : '0.8';
      const links = server
        .alternatePaths(path)
        .map(
          (a) =>
            `<xhtml:link rel="alternate" hreflang="${a.locale}" href="${siteUrl}${a.path === '/' ? '/' : a.path}"/>`,
        )
        .join('');
      return `  <url><loc>${siteUrl}${path === '/' ? '/' : path}</loc>${links}<lastmod>${today}</lastmod><priority>${priority}</priority></url>`;
    }),
    '</urlset>',
    '',
  ].join('\n'),
);
write(
  'robots.txt',
  [
    'User-agent: *',
    'Allow: /',
    'Disallow: /api/',
    'Disallow: /dashboard',
    'Disallow: /admin',
    'Disallow: /assessments/',
    '',
    `Sitemap: ${siteUrl}/sitemap.xml`,
    '',
  ].join('\n'),
);

console.log(
  `prerender: ${sitemap.length} pages, 404.html, app.html, sitemap.xml, robots.txt, site-routes.json (${siteUrl})`,
);
