import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '../client';
import { unwrap } from '../errors';
import { useApiClient } from '../provider';

export const healthKeys = {
  all: ['health'] as const,
};

export const healthQuery = (client: ApiClient) =>
  queryOptions({
    queryKey: healthKeys.all,
    // A 503 still carries the Health body: show it rather than an error.
    queryFn: async ({ signal }) => {
      const result = await client.GET('/health', { signal });
      if (result.response.status === 503 && result.error) return result.error;
      return unwrap(result);
    },
  });

/** Service health: `status` ok or degraded, `database` ok or unavailable. */
export function useHealth() {
  return useQuery(healthQuery(useApiClient()));
}
