// Title and description of every public page (for <title>, meta description and Open Graph).
// Computed from the messages and the price data, so a price in a description is formatted by the
// same helper as on the page.
import type { PublicMessages } from '../messages/MessagesProvider';
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

/** Formats an ICU message of the page's language (`useI18n().format`, or `formatMessage` bound). */
export type FormatMessage = (message: string, values?: Record<string, string | number>) => string;

/** Title and description of one public page in the messages' language. */
export function publicPageMeta(
  m: PublicMessages,
  format: FormatMessage,
  page: PublicPageKey,
): PageMeta {
  switch (page) {
    case 'certifications':
      return {
        title: m.certifications.meta.title,
        description: format(m.certifications.meta.description, {
          monthly: pkr(programme.monthlyPkr),
          months: programme.months,
          hourly: pkr(liveTrainingPkr.hourly),
        }),
      };
    case 'pricing': {
      const starter = usdWithPkr(planPricesUsd.starter ?? 0);
      const professional = usdWithPkr(planPricesUsd.professional ?? 0);
      const addonFrom = usdWithPkr(Math.min(...Object.values(addonPricesUsd)));
      return {
        title: format(m.pricing.meta.title, { from: usdWithPkr(lowestPlanUsd).usd }),
        description: format(m.pricing.meta.description, {
          starter: starter.usd,
          starterPkr: starter.pkr,
          professional: professional.usd,
          professionalPkr: professional.pkr,
          addonFrom: addonFrom.usd,
        }),
      };
    }
    default:
      // The other pages' heads are plain sentences.
      return m[page].meta;
  }
}
