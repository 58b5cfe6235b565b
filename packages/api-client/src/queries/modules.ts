import {
  type QueryClient,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import type { ApiClient } from '../client';
import { unwrap } from '../errors';
import { useApiClient } from '../provider';
import type { Query } from './shared';
import { subscriptionKeys } from './subscriptions';

export type ModuleListQuery = Query<'listModules'>;

export const moduleKeys = {
  all: ['modules'] as const,
  list: (query: ModuleListQuery = {}) => [...moduleKeys.all, 'list', query] as const,
  detail: (id: number) => [...moduleKeys.all, 'detail', id] as const,
  categories: () => [...moduleKeys.all, 'categories'] as const,
  access: () => [...moduleKeys.all, 'access'] as const,
  check: (id: number) => [...moduleKeys.all, 'access', 'check', id] as const,
};

export const modulesQuery = (client: ApiClient, query: ModuleListQuery = {}) =>
  queryOptions({
    queryKey: moduleKeys.list(query),
    queryFn: async ({ signal }) =>
      unwrap(await client.GET('/modules/', { params: { query }, signal })),
    staleTime: 5 * 60_000,
  });

export const moduleQuery = (client: ApiClient, id: number) =>
  queryOptions({
    queryKey: moduleKeys.detail(id),
    queryFn: async ({ signal }) =>
      unwrap(await client.GET('/modules/{id}', { params: { path: { id } }, signal })),
  });

export const moduleCategoriesQuery = (client: ApiClient) =>
  queryOptions({
    queryKey: moduleKeys.categories(),
    queryFn: async ({ signal }) => unwrap(await client.GET('/modules/categories', { signal })),
    staleTime: 5 * 60_000,
  });

export const tenantModuleAccessQuery = (client: ApiClient) =>
  queryOptions({
    queryKey: moduleKeys.access(),
    queryFn: async ({ signal }) => unwrap(await client.GET('/modules/tenant/access', { signal })),
    // Read once per session (the menu, the tiles and every module route share it); a toggle
    // invalidates it, so a switched module shows or hides at once.
    staleTime: 10 * 60_000,
  });

export const moduleAccessCheckQuery = (client: ApiClient, id: number) =>
  queryOptions({
    queryKey: moduleKeys.check(id),
    queryFn: async ({ signal }) =>
      unwrap(await client.GET('/modules/tenant/check/{id}', { params: { path: { id } }, signal })),
  });

export function invalidateModuleAccess(queryClient: QueryClient) {
  void queryClient.invalidateQueries({ queryKey: subscriptionKeys.all });
  return queryClient.invalidateQueries({ queryKey: moduleKeys.access() });
}

/** The module catalogue, optionally by category or add-on flag. */
export function useModules(query: ModuleListQuery = {}) {
  return useQuery(modulesQuery(useApiClient(), query));
}

export function useModule(id: number) {
  return useQuery(moduleQuery(useApiClient(), id));
}

/** All six categories with their module counts. */
export function useModuleCategories() {
  return useQuery(moduleCategoriesQuery(useApiClient()));
}

/** Which modules the caller's tenant has enabled (drives which features the site shows). */
export function useTenantModuleAccess(options: { enabled?: boolean } = {}) {
  return useQuery({ ...tenantModuleAccessQuery(useApiClient()), enabled: options.enabled ?? true });
}

export function useModuleAccessCheck(id: number) {
  return useQuery(moduleAccessCheckQuery(useApiClient(), id));
}

export interface ToggleModuleVariables {
  id: number;
  enable: boolean;
}

/** Enables or disables a module for the tenant; a core module refuses to be disabled (409). */
export function useToggleModule() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, enable }: ToggleModuleVariables) =>
      unwrap(
        enable
          ? await client.POST('/modules/tenant/enable/{id}', { params: { path: { id } } })
          : await client.POST('/modules/tenant/disable/{id}', { params: { path: { id } } }),
      ),
    onSuccess: () => invalidateModuleAccess(queryClient),
  });
}
