import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '../client';
import { unwrap } from '../errors';
import { useApiClient } from '../provider';

export const tenantKeys = {
  all: ['tenants'] as const,
  list: () => [...tenantKeys.all, 'list'] as const,
};

export const tenantsQuery = (client: ApiClient) =>
  queryOptions({
    queryKey: tenantKeys.list(),
    queryFn: async ({ signal }) => unwrap(await client.GET('/tenants/list', { signal })),
    staleTime: 5 * 60_000,
  });

/** Organisations a visitor may register into (public). */
export function useTenants() {
  return useQuery(tenantsQuery(useApiClient()));
}
