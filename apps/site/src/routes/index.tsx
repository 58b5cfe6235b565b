import { ErrorPage, NotFound } from '@watni/screens';
import type { RouteObject } from 'react-router-dom';
import type { RouteHandle } from './handle';
import { learnerRoutes } from './learner';
import { publicRoutes } from './public';
import { RootLayout } from './RootLayout';
import { schoolRoutes } from './school';
import { staffRoutes } from './staff';

/** Id of the catch-all route: any unknown path renders the NotFound page (status 404). */
export const NOT_FOUND_ROUTE_ID = 'not-found';

/**
 * The whole route table: every area under the one shell. Public routes are static and
 * prerendered; learner and staff routes are lazy chunks; anything else is 'Page not found'.
 */
export function createRoutes(): RouteObject[] {
  const notFoundHandle: RouteHandle = { page: 'notFound' };
  return [
    {
      id: 'root',
      path: '/',
      element: <RootLayout />,
      errorElement: <ErrorPage />,
      // Only seen while a lazy app route loads on a cold start (never for prerendered pages).
      hydrateFallbackElement: <span />,
      children: [
        ...publicRoutes,
        ...learnerRoutes,
        ...staffRoutes,
        ...schoolRoutes,
        { id: NOT_FOUND_ROUTE_ID, path: '*', element: <NotFound />, handle: notFoundHandle },
      ],
    },
  ];
}

/**
 * The paths rendered to static HTML at build time: the public pages (the routes'
 * `handle.prerender`), or with `'app'` the app pages hydrated by React (`handle.prerenderApp`).
 */
export function prerenderPaths(routes: RouteObject[], kind: 'public' | 'app' = 'public'): string[] {
  const paths: string[] = [];
  const walk = (list: RouteObject[]) => {
    for (const route of list) {
      const handle = route.handle as RouteHandle | undefined;
      const path = kind === 'public' ? handle?.prerender : handle?.prerenderApp;
      if (path) paths.push(path);
      if (route.children) walk(route.children);
    }
  };
  walk(routes);
  return paths;
}
