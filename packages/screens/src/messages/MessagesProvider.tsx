import { type Catalogue, defineCatalogue, type Locale, useI18n, useMessages } from '@watni/ui';
import { use, useMemo } from 'react';
import { legalCatalogue } from './LegalMessages';
import type { PublicShellMessages } from './public';
import type { AboutMessages } from './public/about.en';
import type { CertificationsMessages } from './public/certifications.en';
import type { ContactMessages } from './public/contact.en';
import type { DehydratorMessages } from './public/dehydrator.en';
import type { HomeMessages } from './public/home.en';
import type { NexusMessages } from './public/nexus.en';
import type { PricingMessages } from './public/pricing.en';
import type { PrivacyMessages } from './public/privacy.en';
import type { ProductsMessages } from './public/products.en';
import type { ServicesMessages } from './public/services.en';
import type { TermsMessages } from './public/terms.en';

// The public website's messages, one catalogue per page plus the shell's, each language a chunk
// of its own: a page downloads the shell's sentences and its own, in its language, and nothing
// else (prerendered pages preload exactly those).

export const publicShellCatalogue = defineCatalogue<PublicShellMessages>('public', {
  en: () => import('./public').then((m) => m.publicShellMessages),
  ur: () => import('./public.ur'),
});

export const publicPageCatalogues = {
  home: defineCatalogue<HomeMessages>('public.home', {
    en: () => import('./public/home.en'),
    ur: () => import('./public/home.ur'),
  }),
  nexus: defineCatalogue<NexusMessages>('public.nexus', {
    en: () => import('./public/nexus.en'),
    ur: () => import('./public/nexus.ur'),
  }),
  services: defineCatalogue<ServicesMessages>('public.services', {
    en: () => import('./public/services.en'),
    ur: () => import('./public/services.ur'),
  }),
  products: defineCatalogue<ProductsMessages>('public.products', {
    en: () => import('./public/products.en'),
    ur: () => import('./public/products.ur'),
  }),
  dehydrator: defineCatalogue<DehydratorMessages>('public.dehydrator', {
    en: () => import('./public/dehydrator.en'),
    ur: () => import('./public/dehydrator.ur'),
  }),
  certifications: defineCatalogue<CertificationsMessages>('public.certifications', {
    en: () => import('./public/certifications.en'),
    ur: () => import('./public/certifications.ur'),
  }),
  pricing: defineCatalogue<PricingMessages>('public.pricing', {
    en: () => import('./public/pricing.en'),
    ur: () => import('./public/pricing.ur'),
  }),
  about: defineCatalogue<AboutMessages>('public.about', {
    en: () => import('./public/about.en'),
    ur: () => import('./public/about.ur'),
  }),
  contact: defineCatalogue<ContactMessages>('public.contact', {
    en: () => import('./public/contact.en'),
    ur: () => import('./public/contact.ur'),
  }),
  terms: defineCatalogue<TermsMessages>('public.terms', {
    en: () => import('./public/terms.en'),
    ur: () => import('./public/terms.ur'),
  }),
  privacy: defineCatalogue<PrivacyMessages>('public.privacy', {
    en: () => import('./public/privacy.en'),
    ur: () => import('./public/privacy.ur'),
  }),
};

export type PublicPageSection = keyof typeof publicPageCatalogues;

type PageMessages = {
  [K in PublicPageSection]: (typeof publicPageCatalogues)[K] extends Catalogue<infer T> ? T : never;
};

/** Every public message: the shell's and every page's (each page's loaded when first read). */
export type PublicMessages = PublicShellMessages & PageMessages;

const isPageSection = (key: PropertyKey): key is PublicPageSection =>
  typeof key === 'string' && key in publicPageCatalogues;

/** Pages that also quote another page's sentences (the home page names the programmes). */
const alsoReads: Partial<Record<PublicPageSection, PublicPageSection[]>> = {
  home: ['certifications'],
  about: ['contact'],
};

/** The catalogues a page needs before it renders: the shell's, a public page's own, its text. */
export function publicCataloguesFor(page?: PublicPageSection | 'notFound'): Catalogue<object>[] {
  if (page === undefined || page === 'notFound') return [publicShellCatalogue];
  const sections = [page, ...(alsoReads[page] ?? [])];
  return [
    publicShellCatalogue,
    ...sections.map((section) => publicPageCatalogues[section] as Catalogue<object>),
    ...(page === 'terms' || page === 'privacy' ? [legalCatalogue as Catalogue<object>] : []),
  ];
}

function pageMessages<K extends PublicPageSection>(key: K, locale: Locale): PageMessages[K] {
  const catalogue = publicPageCatalogues[key] as Catalogue<PageMessages[K]>;
  // Read during render: a page not loaded yet suspends until its chunk arrives (use() on every
  // render, so a replay after suspending calls the same hooks).
  return use(catalogue.read(locale));
}

/**
 * The public messages of the current language. `m.shell`, `m.common`… are the shell's; `m.home`,
 * `m.pricing`… each come from that page's catalogue, loaded on first read.
 */
export function usePublicMessages(): PublicMessages {
  const { locale } = useI18n();
  const shell = useMessages(publicShellCatalogue);
  return useMemo(
    () =>
      new Proxy(shell as PublicMessages, {
        get: (target, key, receiver) =>
          isPageSection(key) ? pageMessages(key, locale) : Reflect.get(target, key, receiver),
      }),
    [shell, locale],
  );
}
