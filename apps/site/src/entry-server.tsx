// Server entry, used only at build time by prerender.ts: renders one URL of the route table to
// HTML with react-router's static handler, and reports its status and head.
import { createApiClient, createQueryClient, createTokenStore } from '@watni/api-client';
import {
  LightPageProvider,
  localeOfPath,
  type PublicMessages,
  publicCataloguesFor,
  publicPageCatalogues,
  publicShellCatalogue,
  RouteStatusProvider,
  type RouteStatusRecorder,
  routeCatalogue,
} from '@watni/screens';
import { type PageMeta, publicPageMeta } from '@watni/screens/public';
import { formatMessage, type Locale } from '@watni/ui';
import { renderToString } from 'react-dom/server';
import {
  createStaticHandler,
  createStaticRouter,
  matchRoutes,
  type RouteObject,
  StaticRouterProvider,
} from 'react-router-dom';
import { AppProviders } from './providers/AppProviders';
import { createRoutes, prerenderPaths } from './routes';
import { appRoutePatterns } from './routes/appRoutes';
import { routeHandle } from './routes/handle';
import { loadPageMessages } from './routes/pageMessages';

export { alternatePaths, localeOfPath, urduAllowedWords } from '@watni/screens';
export { englishWords } from '@watni/ui/i18n-testing';
export { lazyPageSources } from './routes/public';
export { headHtml, organizationJsonLd } from './seo/head';
export { appRoutePatterns };

export interface RenderResult {
  html: string;
  status: number;
  meta: PageMeta | null;
  /** The route's `handle.prerender` path, when it is a prerendered page. */
  prerender: string | null;
  /** The route's `handle.prerenderApp` path, when it is a prerendered app page (sign-in…). */
  prerenderApp: string | null;
  /** The route's `handle.pageSource`: the container chunk a prerendered app page preloads. */
  pageSource: string | null;
  /** The language the page was rendered in. */
  locale: Locale;
}

const routes = createRoutes();

/** Paths of the public pages to write as static HTML. */
export const pagesToPrerender: string[] = prerenderPaths(routes);

/** Paths of the app pages (sign-in, registration) written as static HTML that React hydrates. */
export const appPagesToPrerender: string[] = prerenderPaths(routes, 'app');

/** Every path pattern of the route table (for checking the serving contract covers them). */
export function routePatterns(list: RouteObject[] = routes, prefix = ''): string[] {
  const out: string[] = [];
  for (const route of list) {
    const path = route.path ?? '';
    const full = path.startsWith('/') ? path : `${prefix.replace(/\/$/, '')}/${path}`;
    if (route.path !== undefined) out.push(full === '' ? '/' : full);
    if (route.children) out.push(...routePatterns(route.children, full));
  }
  return out;
}

/** Source file of a catalogue's chunk in a language (for the page's preload tags). */
function catalogueSource(id: string, locale: Locale): string {
  const dir = 'packages/screens/src/messages';
  if (id.startsWith('public.')) return `${dir}/public/${id.slice('public.'.length)}.${locale}.ts`;
  return locale === 'en' ? `${dir}/${id}.ts` : `${dir}/${id}.${locale}.ts`;
}

/** The message chunks the page at `path` renders with in `locale` (its shell's and its own). */
export function messageSources(path: string, locale: Locale): string[] {
  const leaf = matchRoutes(routes, path)?.at(-1);
  const page = routeHandle(leaf?.route.handle).page;
  return publicCataloguesFor(page).map((catalogue) => catalogueSource(catalogue.id, locale));
}

export async function render(url: string): Promise<RenderResult> {
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(new URL(url, 'http://prerender.local')));
  if (context instanceof Response) {
    throw new Error(`Prerender of ${url} answered a redirect or response (${context.status}).`);
  }
  const router = createStaticRouter(handler.dataRoutes, context);
  // The page's messages in its language (the page is in it: '/ur/...' is Urdu).
  const locale = localeOfPath(new URL(url, 'http://prerender.local').pathname);
  await loadPageMessages(routes, url, locale);
  const recorder: RouteStatusRecorder = { status: context.statusCode };
  // A public page's HTML loads public-entry.ts, not React: the screens add what that script
  // drives (theme picker, templates). The 404 page stays a React page (main.tsx).
  const light = Boolean(routeHandle(context.matches.at(-1)?.route.handle).prerender);
  // The prerender never calls the API: a client with no storage and an unused absolute base.
  const client = createApiClient({
    baseUrl: 'http://prerender.local/api',
    tokenStore: createTokenStore({ storage: null }),
    onUnauthorized: () => {},
  });
  const page = (
    <AppProviders client={client} queryClient={createQueryClient()} locale={locale}>
      <StaticRouterProvider router={router} context={context} hydrate={false} />
    </AppProviders>
  );
  const html = renderToString(
    <RouteStatusProvider recorder={recorder}>
      {light ? <LightPageProvider>{page}</LightPageProvider> : page}
    </RouteStatusProvider>,
  );
  const handle = routeHandle(context.matches.at(-1)?.route.handle);
  const format = (message: string, values?: Record<string, string | number>) =>
    formatMessage(locale, message, values);
  let meta: PageMeta | null = handle.meta ?? null;
  if (handle.page) {
    const own =
      handle.page === 'notFound'
        ? {}
        : { [handle.page]: await publicPageCatalogues[handle.page].load(locale) };
    const messages = { ...(await publicShellCatalogue.load(locale)), ...own } as PublicMessages;
    meta = publicPageMeta(messages, format, handle.page);
  } else if (handle.prerenderApp && handle.metaKey) {
    // A prerendered app page's title in its language (the shell sets the same one after hydration).
    meta = (await routeCatalogue.load(locale))[handle.metaKey];
  }
  return {
    html,
    status: recorder.status,
    meta,
    prerender: handle.prerender ?? null,
    prerenderApp: handle.prerenderApp ?? null,
    pageSource: handle.pageSource ?? null,
    locale,
  };
}
