import { publicCataloguesFor } from '@watni/screens';
import { type Locale, uiLabels } from '@watni/ui';
import { matchRoutes, type RouteObject } from 'react-router-dom';
import { routeHandle } from './handle';

/**
 * Loads, in a language, the messages the page at `location` renders with (the ui labels, the
 * shell's, a public page's own), so the first render, or the hydration, does not suspend.
 */
export async function loadPageMessages(
  routes: RouteObject[],
  location: string | { pathname: string },
  locale: Locale,
): Promise<void> {
  const leaf = matchRoutes(routes, location)?.at(-1);
  const page = routeHandle(leaf?.route.handle).page;
  await Promise.all([uiLabels, ...publicCataloguesFor(page)].map((c) => c.load(locale)));
}
