// Browser entry of the app. The app shell (dist/app.html, used for /dashboard...) has an empty
// root and is rendered fresh; the prerendered sign-in and registration pages and the not-found
// page (their root carries data-prerendered) are hydrated. The public pages load public-entry.ts
// instead (no React).
import { createApiClient, createQueryClient, createTokenStore } from '@watni/api-client';
import { isLocale, type Locale } from '@watni/ui';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, matchRoutes, RouterProvider } from 'react-router-dom';
import { AppProviders } from './providers/AppProviders';
import { createRoutes, NOT_FOUND_ROUTE_ID } from './routes';
import { loadPageMessages } from './routes/pageMessages';
import { registerServiceWorker } from './serviceWorker/register';
import { prefetchFirstPage } from './startupPrefetch';

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element.');

const routes = createRoutes();
const client = createApiClient();
const queryClient = createQueryClient();

// The language the boot script settled on (a /ur page, or the stored choice on an app page).
const htmlLang = document.documentElement.lang;
const locale: Locale = isLocale(htmlLang) ? htmlLang : 'en';

if (createTokenStore().getAccessToken() !== null) {
  prefetchFirstPage(queryClient, client, window.location, locale);
}

const app = (router: ReturnType<typeof createBrowserRouter>) => (
  <StrictMode>
    <AppProviders client={client} queryClient={queryClient} locale={locale}>
      <RouterProvider router={router} />
    </AppProviders>
  </StrictMode>
);

/**
 * Hydrate only HTML that was rendered for this URL: the page's own path, or the 404 page when
 * the router also lands on not-found. Anything else (a server falling back to another page's
 * HTML) is replaced by a fresh render instead of a mismatched hydration.
 */
function prerenderedForThisUrl(root: HTMLElement): boolean {
  const rendered = root.dataset.prerendered;
  if (!rendered || root.firstElementChild === null) return false;
  // English HTML (the 404 page) under an Urdu choice is rendered afresh in Urdu.
  if ((root.dataset.locale ?? 'en') !== locale) return false;
  const path = window.location.pathname.replace(/\/+$/, '') || '/';
  if (rendered === path) return signedOutAsRendered();

  const leaf = matchRoutes(routes, window.location)?.at(-1);
  return rendered === '404' && leaf?.route.id === NOT_FOUND_ROUTE_ID;
}

/**
 * The sign-in and registration HTML is rendered signed out and without a query: a stored session
 * (the bar shows Dashboard, not Login) or a `?next=` (the Register link keeps it) renders afresh.
 */
function signedOutAsRendered(): boolean {
  return window.location.search === '' && createTokenStore().getAccessToken() === null;
}

/**
 * Before hydrating, load the code of the matched lazy routes (e.g. /terms), so the first client
 * render produces the prerendered markup instead of a loading state. The prerendered page already
 * preloads that chunk, so this costs no extra round trip.
 */
async function loadLazyMatches() {
  const matches = matchRoutes(routes, window.location) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      // A chunk that cannot be fetched (a deploy replaced it, the network dropped) is left to the
      // router, which asks again and shows its error page instead of nothing.
      const loaded = await route.lazy().catch(() => null);
      if (loaded) Object.assign(route, { ...loaded, lazy: undefined });
    }),
  );
}

/**
 * React recovers from an error thrown during a concurrent render by rendering again, and reports
 * only its own wrapper (minified #520) by default: the console gets the error that caused it too.
 */
const rootOptions = {
  onRecoverableError(error: unknown, info: { componentStack?: string }) {
    const cause = error instanceof Error ? error.cause : undefined;
    console.error(error, cause ?? '', info.componentStack ?? '');
  },
};

async function start(root: HTMLElement) {
  if (prerenderedForThisUrl(root)) {
    // The page's code and its messages in its language, before the first render: hydration
    // matches the HTML.
    await Promise.all([loadLazyMatches(), loadPageMessages(routes, window.location, locale)]);
    const router = createBrowserRouter(routes);
    // As a transition, hydration yields to the browser every few milliseconds instead of
    // blocking the main thread for the whole page (the approach of React Router's own entry).
    startTransition(() => {
      hydrateRoot(root, app(router), rootOptions);
    });
  } else if (root.dataset.prerendered === (window.location.pathname.replace(/\/+$/, '') || '/')) {
    // This page's HTML that cannot be hydrated as it is (see signedOutAsRendered): it stays on
    // screen until React's first commit replaces it, with the page's code loaded first so that
    // commit is the page, not a loading state (no blank, no jump).
    await Promise.all([loadLazyMatches(), loadPageMessages(routes, window.location, locale)]);
    createRoot(root, rootOptions).render(app(createBrowserRouter(routes)));
  } else {
    // The page's code travels beside its messages (the router would ask for it only after).
    await Promise.all([loadLazyMatches(), loadPageMessages(routes, window.location, locale)]);
    root.replaceChildren();
    createRoot(root, rootOptions).render(app(createBrowserRouter(routes)));
  }
}

void start(container);
registerServiceWorker();
