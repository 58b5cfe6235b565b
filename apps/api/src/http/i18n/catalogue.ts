// The platform catalogue (modules and plans) in the request's language. The wording of each
// module and plan is written once, English and Urdu side by side, in
// db/seed/platform-catalogue.ts; the database keeps the English (what the seed wrote), and the
// handlers of the modules and subscriptions operations answer in the request's Accept-Language
// through these functions, like the `detail` sentences (docs/i18n.md "Data the service sends").

import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  CATALOGUE_MODULES,
  CATALOGUE_PLANS,
  type CatalogueModuleUrdu,
  type CataloguePlanUrdu,
} from '../../db/seed/platform-catalogue.js';
import type { Schemas } from '../types.js';
import { type ApiLocale, requestLocale } from './requestLocale.js';

const moduleUrdu = new Map<string, CatalogueModuleUrdu>(
  CATALOGUE_MODULES.map((module) => [module.slug, module.ur]),
);
const planUrdu = new Map<string, CataloguePlanUrdu>(
  CATALOGUE_PLANS.map((plan) => [plan.slug, plan.ur]),
);
/** English module name -> Urdu, for the sentences that name a module (403, 409). */
const moduleNameUrdu = new Map<string, string>(
  CATALOGUE_MODULES.map((module) => [module.name, module.ur.name]),
);

/** The request's language for an answer that depends on it (and `Vary: Accept-Language`). */
export function answerLocale(request: FastifyRequest, reply: FastifyReply): ApiLocale {
  const vary = reply.getHeader('vary');
  if (!vary) reply.header('vary', 'Accept-Language');
  else if (!/accept-language/i.test(String(vary)))
    reply.header('vary', `${String(vary)}, Accept-Language`);
  return requestLocale(request.headers['accept-language']);
}

/** A module's name in the language (the stored English when the catalogue does not know it). */
function moduleName(slug: string, english: string, locale: ApiLocale): string {
  return locale === 'ur' ? (moduleUrdu.get(slug)?.name ?? english) : english;
}

/** The Urdu of a module's English name, or null (the `detail` translator's arguments). */
export function urduModuleName(english: string): string | null {
  return moduleNameUrdu.get(english) ?? null;
}

/** A module's name as a message argument: its Urdu name in an Urdu sentence. */
export function moduleNameArg(english: string): { en: string; ur: string } {
  return { en: english, ur: urduModuleName(english) ?? english };
}

export function moduleInLocale<T extends { slug: string; name: string; description?: string }>(
  module: T,
  locale: ApiLocale,
): T {
  const ur = locale === 'ur' ? moduleUrdu.get(module.slug) : undefined;
  if (!ur) return module;
  return {
    ...module,
    name: ur.name,
    ...(module.description === undefined ? {} : { description: ur.description }),
  };
}

export function accessInLocale(
  access: Schemas['ModuleAccess'],
  locale: ApiLocale,
): Schemas['ModuleAccess'] {
  if (locale === 'en') return access;
  return { ...access, module_name: moduleName(access.module_slug, access.module_name, locale) };
}

export function planInLocale<T extends Schemas['Plan']>(plan: T, locale: ApiLocale): T {
  const ur = locale === 'ur' ? planUrdu.get(plan.slug) : undefined;
  if (!ur) return plan;
  // The features are translated as a list: a stored list the catalogue does not match (an older
  // database) stays English rather than pairing the wrong sentences.
  const english = CATALOGUE_PLANS.find((p) => p.slug === plan.slug)?.features ?? [];
  const sameFeatures =
    english.length === plan.features.length && english.every((f, i) => f === plan.features[i]);
  return {
    ...plan,
    name: ur.name,
    description: ur.description,
    highlight_text:
      plan.highlight_text === null ? null : (ur.highlight_text ?? plan.highlight_text),
    features: sameFeatures ? [...ur.features] : plan.features,
  };
}

export function comparisonInLocale(
  list: Schemas['PlanComparisonList'],
  locale: ApiLocale,
): Schemas['PlanComparisonList'] {
  if (locale === 'en') return list;
  return {
    ...list,
    items: list.items.map((plan) => ({
      ...planInLocale(plan, locale),
      modules: plan.modules.map((module) => moduleInLocale(module, locale)),
    })),
  };
}

export function subscriptionInLocale(
  current: Schemas['CurrentSubscription'],
  locale: ApiLocale,
): Schemas['CurrentSubscription'] {
  if (locale === 'en') return current;
  return {
    ...current,
    subscription_plan: current.subscription_plan
      ? planInLocale(current.subscription_plan, locale)
      : null,
    addons: current.addons.map((addon) => moduleInLocale(addon, locale)),
  };
}
