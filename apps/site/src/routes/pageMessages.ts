import {
  consoleCatalogue,
  learnerCatalogue,
  publicCataloguesFor,
  routeCatalogue,
} from '@watni/screens';
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
  // Any other page: the route titles', and the sign-in, dashboard and console's messages (each
  // other signed-in area's load with its screen's chunk).
  const signedIn = page ? [] : [routeCatalogue, learnerCatalogue, consoleCatalogue];
  await Promise.all(
    [uiLabels, ...publicCataloguesFor(page), ...signedIn].map((c) => c.load(locale)),
  );
}
