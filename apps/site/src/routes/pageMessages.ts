import {
  consoleCatalogue,
  learnerCatalogue,
  platformCatalogue,
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
  const handle = routeHandle(leaf?.route.handle);
  const page = handle.page;
  // Any other page: the route titles', and the sign-in, dashboard and console's messages (each
  // other signed-in area's load with its screen's chunk). A prerendered app page renders with all
  // of its messages at once (registration's organisation list reads the platform's).
  const signedIn = page
    ? []
    : [
        routeCatalogue,
        learnerCatalogue,
        consoleCatalogue,
        ...(handle.prerenderApp ? [platformCatalogue] : []),
      ];
  await Promise.all(
    [uiLabels, ...publicCataloguesFor(page), ...signedIn].map((c) => c.load(locale)),
  );
}
