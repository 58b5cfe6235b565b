import type { RouteMetaKey } from '@watni/screens';
import type { PageMeta, PublicPageKey } from '@watni/screens/public';
import type { Locale } from '@watni/ui/locales';

/** What a route tells the shell and the prerenderer (react-router `handle`). */
export interface RouteHandle {
  /** A public page: its title and description come from the public messages of `locale`. */
  page?: PublicPageKey;
  /** The language of a public page's path ('/ur/...' is Urdu). */
  locale?: Locale;
  /** Title and description of a page that is not a public page (document head, Open Graph). */
  meta?: PageMeta;
  /** The same title and description in the user's language (the route titles' catalogue). */
  metaKey?: RouteMetaKey;
  /** Rendered to static HTML at build time, at this exact path. */
  prerender?: string;
  /**
   * An app page (sign-in, registration) also rendered to static HTML at build time, at this exact
   * path, and then hydrated by the app: its text and form show on a slow phone before the app's
   * scripts have arrived. Unlike `prerender`, the page keeps the app's script (not the light one).
   */
  prerenderApp?: string;
  /** The prerendered app page's container (repo-relative), whose chunk its HTML preloads. */
  pageSource?: string;
}

export function routeHandle(value: unknown): RouteHandle {
  return typeof value === 'object' && value !== null ? (value as RouteHandle) : {};
}
