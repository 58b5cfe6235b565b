// The public marketing routes (issue 6): prerendered at build time, statically imported (they are
// the first paint of most visits) and never importing the learner or staff areas. Each page exists
// in English at its path and in Urdu under /ur (issue 14).
import { localizedPath } from '@watni/screens';
import {
  AboutPage,
  CertificationsPage,
  ContactPage,
  DehydratorPage,
  HomePage,
  PricingPage,
  ProductsPage,
  type PublicPageKey,
  ServicesPage,
  WatniNexusPage,
} from '@watni/screens/public';
import type { Locale } from '@watni/ui/locales';
import type { ReactNode } from 'react';
import type { RouteObject } from 'react-router-dom';
import type { RouteHandle } from './handle';

interface PublicPage {
  path: string;
  page: PublicPageKey;
  element?: ReactNode;
  lazy?: RouteObject['lazy'];
}

const pages: PublicPage[] = [
  { path: '/', page: 'home', element: <HomePage /> },
  { path: '/watni-nexus', page: 'nexus', element: <WatniNexusPage /> },
  { path: '/services', page: 'services', element: <ServicesPage /> },
  { path: '/products', page: 'products', element: <ProductsPage /> },
  { path: '/products/dehydrator', page: 'dehydrator', element: <DehydratorPage /> },
  { path: '/certifications', page: 'certifications', element: <CertificationsPage /> },
  { path: '/pricing', page: 'pricing', element: <PricingPage /> },
  { path: '/about', page: 'about', element: <AboutPage /> },
  { path: '/contact', page: 'contact', element: <ContactPage /> },
  // The legal pages are long and rarely the first page of a visit: lazy chunks (still prerendered;
  // the prerendered HTML preloads the chunk and the client loads it before hydrating).
  { path: '/terms', page: 'terms', lazy: () => import('./pages/terms') },
  { path: '/privacy', page: 'privacy', lazy: () => import('./pages/privacy') },
];

function pageRoute({ path, page, element, lazy }: PublicPage, locale: Locale): RouteObject {
  const at = localizedPath(path, locale);
  const handle: RouteHandle = { page, locale, prerender: at };
  const route = lazy ? { lazy, handle } : { element, handle };
  return path === '/' && locale === 'en' ? { index: true, ...route } : { path: at, ...route };
}

export const publicRoutes: RouteObject[] = [
  ...pages.map((page) => pageRoute(page, 'en')),
  ...pages.map((page) => pageRoute(page, 'ur')),
];

/** Source of each lazy prerendered page's module (its chunk is found in the Vite manifest). */
export const lazyPageSources: Record<string, string> = {
  '/terms': 'src/routes/pages/terms.tsx',
  '/privacy': 'src/routes/pages/privacy.tsx',
  '/ur/terms': 'src/routes/pages/terms.tsx',
  '/ur/privacy': 'src/routes/pages/privacy.tsx',
};
