import type { AppDeps } from '../../deps.js';
import { authOf } from '../../http/context.js';
import {
  answerLocale,
  comparisonInLocale,
  moduleInLocale,
  planInLocale,
  subscriptionInLocale,
} from '../../http/i18n/catalogue.js';
import type { HandlerMap } from '../../http/types.js';
import * as service from './service.js';

// Plan and module wording answers in the request's Accept-Language (http/i18n/catalogue.ts).
export function subscriptionsHandlers(deps: AppDeps): HandlerMap {
  return {
    listPlans: async (request, reply) => {
      const list = await service.listPlans(deps, authOf(request));
      const locale = answerLocale(request, reply);
      return { ...list, items: list.items.map((plan) => planInLocale(plan, locale)) };
    },
    getPlan: async (request, reply) =>
      planInLocale(
        await service.getPlan(deps, authOf(request), request.params.id),
        answerLocale(request, reply),
      ),
    listPlanModules: async (request, reply) => {
      const list = await service.listPlanModules(deps, authOf(request), request.params.id);
      const locale = answerLocale(request, reply);
      return { ...list, items: list.items.map((module) => moduleInLocale(module, locale)) };
    },
    getCurrentSubscription: async (request, reply) =>
      subscriptionInLocale(
        await service.currentSubscription(deps, authOf(request)),
        answerLocale(request, reply),
      ),
    comparePlans: async (request, reply) =>
      comparisonInLocale(
        await service.comparePlans(deps, authOf(request)),
        answerLocale(request, reply),
      ),
  };
}
