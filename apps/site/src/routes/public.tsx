// The public marketing routes (issue 6): prerendered at build time, statically imported (they are
// the first paint of most visits) and never importing the learner or staff areas.
import { publicMessages } from '@watni/screens';
import {
  AboutPage,
  CertificationsPage,
  ContactPage,
  DehydratorPage,
  HomePage,
  PricingPage,
  ProductsPage,
  publicPageMeta,
  ServicesPage,
  WatniNexusPage,
} from '@watni/screens/public';
import type { RouteObject } from 'react-router-dom';
import type { RouteHandle } from './handle';

const meta = publicPageMeta(publicMessages);

const page = (path: string, key: keyof typeof meta): RouteHandle => ({
  meta: meta[key],
  prerender: path,
});

export const publicRoutes: RouteObject[] = [
  { index: true, element: <HomePage />, handle: page('/', 'home') },
  { path: '/watni-nexus', element: <WatniNexusPage />, handle: page('/watni-nexus', 'nexus') },
  { path: '/services', element: <ServicesPage />, handle: page('/services', 'services') },
  { path: '/products', element: <ProductsPage />, handle: page('/products', 'products') },
  {
    path: '/products/dehydrator',
    element: <DehydratorPage />,
    handle: page('/products/dehydrator', 'dehydrator'),
  },
  {
    path: '/certifications',
    element: <CertificationsPage />,
    handle: page('/certifications', 'certifications'),
  },
  { path: '/pricing', element: <PricingPage />, handle: page('/pricing', 'pricing') },
  { path: '/about', element: <AboutPage />, handle: page('/about', 'about') },
  { path: '/contact', element: <ContactPage />, handle: page('/contact', 'contact') },
  // The legal pages are long and rarely the first page of a visit: lazy chunks (still prerendered;
  // the prerendered HTML preloads the chunk and the client loads it before hydrating).
  { path: '/terms', lazy: () => import('./pages/terms'), handle: page('/terms', 'terms') },
  { path: '/privacy', lazy: () => import('./pages/privacy'), handle: page('/privacy', 'privacy') },
];

/** Source of each lazy prerendered page's module (its chunk is found in the Vite manifest). */
export const lazyPageSources: Record<string, string> = {
  '/terms': 'src/routes/pages/terms.tsx',
  '/privacy': 'src/routes/pages/privacy.tsx',
};

/** The not-found page's head. */
export const notFoundMeta = meta.notFound;
