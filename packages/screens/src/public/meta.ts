// Title and description of every public page (for <title>, meta description and Open Graph).
// Computed from the messages and the price data, so a price in a description is formatted by the
// same helper as on the page.
import type { PublicMessages } from '../messages/public';
import {
  addonPricesUsd,
  liveTrainingPkr,
  lowestPlanUsd,
  pkr,
  planPricesUsd,
  programme,
  usdWithPkr,
} from './_data/prices';

export interface PageMeta {
  title: string;
  description: string;
}

export type PublicPageKey =
  | 'home'
  | 'nexus'
  | 'services'
  | 'products'
  | 'dehydrator'
  | 'certifications'
  | 'pricing'
  | 'about'
  | 'contact'
  | 'terms'
  | 'privacy'
  | 'notFound';

export function publicPageMeta(m: PublicMessages): Record<PublicPageKey, PageMeta> {
  const starter = usdWithPkr(planPricesUsd.starter ?? 0);
  const professional = usdWithPkr(planPricesUsd.professional ?? 0);
  const addonFrom = usdWithPkr(Math.min(...Object.values(addonPricesUsd)));
  return {
    home: m.home.meta,
    nexus: m.nexus.meta,
    services: m.services.meta,
    products: m.products.meta,
    dehydrator: m.dehydrator.meta,
    certifications: {
      title: m.certifications.meta.title,
      description: m.certifications.meta.description({
        monthly: pkr(programme.monthlyPkr),
        months: programme.months,
        hourly: pkr(liveTrainingPkr.hourly),
      }),
    },
    pricing: {
      title: m.pricing.meta.title(usdWithPkr(lowestPlanUsd).usd),
      description: m.pricing.meta.description({
        starter: starter.usd,
        starterPkr: starter.pkr,
        professional: professional.usd,
        professionalPkr: professional.pkr,
        addonFrom: addonFrom.usd,
      }),
    },
    about: m.about.meta,
    contact: m.contact.meta,
    terms: m.terms.meta,
    privacy: m.privacy.meta,
    notFound: m.notFound.meta,
  };
}
