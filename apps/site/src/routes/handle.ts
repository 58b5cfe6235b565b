import type { PageMeta } from '@watni/screens/public';

/** What a route tells the shell and the prerenderer (react-router `handle`). */
export interface RouteHandle {
  /** Title and description of the page (document head, Open Graph). */
  meta?: PageMeta;
  /** Rendered to static HTML at build time, at this exact path. */
  prerender?: string;
}

export function routeHandle(value: unknown): RouteHandle {
  return typeof value === 'object' && value !== null ? (value as RouteHandle) : {};
}
