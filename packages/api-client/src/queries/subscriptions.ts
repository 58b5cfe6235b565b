import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '../client';
import { unwrap } from '../errors';
import { useApiClient } from '../provider';

export const subscriptionKeys = {
  all: ['subscriptions'] as const,
  plans: () => [...subscriptionKeys.all, 'plans'] as const,
  plan: (id: number) => [...subscriptionKeys.all, 'plans', id] as const,
  planModules: (id: number) => [...subscriptionKeys.all, 'plans', id, 'modules'] as const,
  current: () => [...subscriptionKeys.all, 'current'] as const,
  compare: () => [...subscriptionKeys.all, 'compare'] as const,
};

export const plansQuery = (client: ApiClient) =>
  queryOptions({
    queryKey: subscriptionKeys.plans(),
    queryFn: async ({ signal }) => unwrap(await client.GET('/subscriptions/plans', { signal })),
    staleTime: 5 * 60_000,
  });

export const planQuery = (client: ApiClient, id: number) =>
  queryOptions({
    queryKey: subscriptionKeys.plan(id),
    queryFn: async ({ signal }) =>
      unwrap(await client.GET('/subscriptions/plans/{id}', { params: { path: { id } }, signal })),
  });

export const planModulesQuery = (client: ApiClient, id: number) =>
  queryOptions({
    queryKey: subscriptionKeys.planModules(id),
    queryFn: async ({ signal }) =>
      unwrap(
        await client.GET('/subscriptions/plans/{id}/modules', {
          params: { path: { id } },
          signal,
        }),
      ),
  });

export const currentSubscriptionQuery = (client: ApiClient) =>
  queryOptions({
    queryKey: subscriptionKeys.current(),
    queryFn: async ({ signal }) => unwrap(await client.GET('/subscriptions/current', { signal })),
  });

export const planComparisonQuery = (client: ApiClient) =>
  queryOptions({
    queryKey: subscriptionKeys.compare(),
    queryFn: async ({ signal }) => unwrap(await client.GET('/subscriptions/compare', { signal })),
    staleTime: 5 * 60_000,
  });

/** The plans (USD; monthly_price 0 means 'Contact Sales'). Also the create-tenant choices. */
export function usePlans() {
  return useQuery(plansQuery(useApiClient()));
}

export function usePlan(id: number) {
  return useQuery(planQuery(useApiClient(), id));
}

export function usePlanModules(id: number) {
  return useQuery(planModulesQuery(useApiClient(), id));
}

/** The caller's tenant's plan, status (active, trial, none), add-ons and period end. */
export function useCurrentSubscription() {
  return useQuery(currentSubscriptionQuery(useApiClient()));
}

/** Each plan with its modules, for the comparison table. */
export function usePlanComparison() {
  return useQuery(planComparisonQuery(useApiClient()));
}
