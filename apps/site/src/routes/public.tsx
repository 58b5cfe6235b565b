// The public marketing routes: prerendered at build time and never importing the learner or staff
// areas. Each page is its own chunk: the prerendered HTML preloads it with the entry, so a visit
// downloads one page's code, not every page's. Each page exists in
// English at its path and in Urdu under /ur.
import { localizedPath } from '@watni/screens';
import type { PublicPageKey } from '@watni/screens/public';
import type { Locale } from '@watni/ui/locales';
import type { RouteObject } from 'react-router-dom';
import type { RouteHandle } from './handle';

interface PublicPage {
  path: string;
  page: PublicPageKey;
  /** File name under ./pages (the prerenderer finds its chunk in the Vite manifest). */
  module: string;
  lazy: NonNullable<RouteObject['lazy']>;
}

const pages: PublicPage[] = [
  { path: '/', page: 'home', module: 'home', lazy: () => import('./pages/home') },
  {
    path: '/watni-nexus',
    page: 'nexus',
    module: 'watni-nexus',
    lazy: () => import('./pages/watni-nexus'),
  },
  {
    path: '/services',
    page: 'services',
    module: 'services',
    lazy: () => import('./pages/services'),
  },
  {
    path: '/products',
    page: 'products',
    module: 'products',
    lazy: () => import('./pages/products'),
  },
  {
    path: '/products/dehydrator',
    page: 'dehydrator',
    module: 'dehydrator',
    lazy: () => import('./pages/dehydrator'),
  },
  {
    path: '/certifications',
    page: 'certifications',
    module: 'certifications',
    lazy: () => import('./pages/certifications'),
  },
  { path: '/pricing', page: 'pricing', module: 'pricing', lazy: () => import('./pages/pricing') },
  { path: '/about', page: 'about', module: 'about', lazy: () => import('./pages/about') },
  { path: '/contact', page: 'contact', module: 'contact', lazy: () => import('./pages/contact') },
  { path: '/terms', page: 'terms', module: 'terms', lazy: () => import('./pages/terms') },
  { path: '/privacy', page: 'privacy', module: 'privacy', lazy: () => import('./pages/privacy') },
];

function pageRoute({ path, page, lazy }: PublicPage, locale: Locale): RouteObject {
  const at = localizedPath(path, locale);
  const handle: RouteHandle = { page, locale, prerender: at };
  const route = { lazy, handle };
  return path === '/' && locale === 'en' ? { index: true, ...route } : { path: at, ...route };
}

export const publicRoutes: RouteObject[] = [
  ...pages.map((page) => pageRoute(page, 'en')),
  ...pages.map((page) => pageRoute(page, 'ur')),
];

/** Source of each prerendered page's module (its chunk is found in the Vite manifest). */
export const lazyPageSources: Record<string, string> = Object.fromEntries(
  pages.flatMap(({ path, module }) =>
    (['en', 'ur'] as const).map((locale) => [
      localizedPath(path, locale),
      `src/routes/pages/${module}.tsx`,
    ]),
  ),
);
