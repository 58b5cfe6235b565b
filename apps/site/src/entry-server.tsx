// Server entry, used only at build time by prerender.ts: renders one URL of the route table to
// HTML with react-router's static handler, and reports its status and head.
import { createApiClient, createQueryClient, createTokenStore } from '@watni/api-client';
import { RouteStatusProvider, type RouteStatusRecorder } from '@watni/screens';
import type { PageMeta } from '@watni/screens/public';
import { renderToString } from 'react-dom/server';
import {
  createStaticHandler,
  createStaticRouter,
  type RouteObject,
  StaticRouterProvider,
} from 'react-router-dom';
import { AppProviders } from './providers/AppProviders';
import { createRoutes, prerenderPaths } from './routes';
import { appRoutePatterns } from './routes/appRoutes';
import { routeHandle } from './routes/handle';

export { lazyPageSources } from './routes/public';
export { headHtml, organizationJsonLd } from './seo/head';
export { appRoutePatterns };

export interface RenderResult {
  html: string;
  status: number;
  meta: PageMeta | null;
  /** The route's `handle.prerender` path, when it is a prerendered page. */
  prerender: string | null;
}

const routes = createRoutes();

/** Paths of the public pages to write as static HTML. */
export const pagesToPrerender: string[] = prerenderPaths(routes);

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

export async function render(url: string): Promise<RenderResult> {
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(new URL(url, 'http://prerender.local')));
  if (context instanceof Response) {
    throw new Error(`Prerender of ${url} answered a redirect or response (${context.status}).`);
  }
  const router = createStaticRouter(handler.dataRoutes, context);
  const recorder: RouteStatusRecorder = { status: context.statusCode };
  // The prerender never calls the API: a client with no storage and an unused absolute base.
  const client = createApiClient({
    baseUrl: 'http://prerender.local/api',
    tokenStore: createTokenStore({ storage: null }),
    onUnauthorized: () => {},
  });
  const html = renderToString(
    <RouteStatusProvider recorder={recorder}>
      <AppProviders client={client} queryClient={createQueryClient()}>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </AppProviders>
    </RouteStatusProvider>,
  );
  const handle = routeHandle(context.matches.at(-1)?.route.handle);
  return {
    html,
    status: recorder.status,
    meta: handle.meta ?? null,
    prerender: handle.prerender ?? null,
  };
}
