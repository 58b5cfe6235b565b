/// <reference lib="webworker" />
// The service worker (built by apps/site/buildServiceWorker.ts with Workbox's injectManifest):
// - precaches the app shell (app.html), the scripts and stylesheets of the build and the fonts,
//   so a signed-in teacher or parent opens the app with no connection;
// - answers page navigations from the network, and with no network from the saved page or the
//   app shell;
// - answers the API reads a teacher or parent needs network-first: the network's answer is saved
//   (successful, authorised reads only), and with no network the saved copy is given, marked with
//   the time it was saved (the console's offline banner shows it). Writes are never touched: the
//   screens queue them on the device.
// The saved reads are one user's: the page deletes the cache when the user changes (sign-out).
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { ExpirationPlugin } from 'workbox-expiration';
import {
  cleanupOutdatedCaches,
  createHandlerBoundToURL,
  precacheAndRoute,
} from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { NetworkFirst } from 'workbox-strategies';
import { API_CACHE_NAME, isSavedApiRead, OFFLINE_COPY_HEADER } from './apiReads';

declare const self: ServiceWorkerGlobalScope & {
  __WB_MANIFEST: Array<{ url: string; revision: string | null }>;
};

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

const PAGES_CACHE = 'watni-pages-v1';
const appShell = createHandlerBoundToURL('/app.html');

// Pages: the network first (a deploy or a sign-in is seen at once); offline, the page saved the
// last time it was opened, else the app shell (the client router renders the route).
const pages = new NetworkFirst({
  cacheName: PAGES_CACHE,
  networkTimeoutSeconds: 5,
  plugins: [
    new CacheableResponsePlugin({ statuses: [200] }),
    new ExpirationPlugin({ maxEntries: 60 }),
  ],
});
registerRoute(
  new NavigationRoute(
    async (options) => {
      try {
        return await pages.handle(options);
      } catch {
        return appShell(options);
      }
    },
    { denylist: [/^\/api(?:\/|$)/] },
  ),
);

/** Marks a saved copy with the time it was saved (its HTTP Date), for the offline banner. */
function markedCopy(response: Response): Response {
  const headers = new Headers(response.headers);
  headers.set(OFFLINE_COPY_HEADER, response.headers.get('date') ?? new Date(0).toUTCString());
  return new Response(response.body, {
    status: response.status,
    statusText: response.statusText,
    headers,
  });
}

registerRoute(
  ({ url, request, sameOrigin }) =>
    sameOrigin &&
    request.method === 'GET' &&
    // Only a signed-in user's reads: a saved copy is never given to a request without a token.
    request.headers.has('authorization') &&
    isSavedApiRead(url.pathname),
  new NetworkFirst({
    cacheName: API_CACHE_NAME,
    // A slow 2G answer still beats a copy; only a dead connection falls back.
    networkTimeoutSeconds: 15,
    plugins: [
      new CacheableResponsePlugin({ statuses: [200] }),
      new ExpirationPlugin({ maxEntries: 200, maxAgeSeconds: 14 * 24 * 60 * 60 }),
      {
        cachedResponseWillBeUsed: async ({ cachedResponse }) =>
          cachedResponse && markedCopy(cachedResponse),
      },
    ],
  }),
);

// A new version takes over at once, so the shell and the chunks it names are always the same
// build's (both come from the one precache of the active worker).
self.addEventListener('install', () => {
  void self.skipWaiting();
});
self.addEventListener('activate', (event) => {
  event.waitUntil(self.clients.claim());
});

// The page asks for the saved reads to be dropped (sign-out) even when Cache Storage is not
// reachable from the page itself.
self.addEventListener('message', (event) => {
  if ((event.data as { type?: string } | null)?.type === 'forget-saved-reads') {
    event.waitUntil(caches.delete(API_CACHE_NAME));
  }
});
