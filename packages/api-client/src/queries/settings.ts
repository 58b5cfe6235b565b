import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ApiClient } from '../client';
import { unwrap } from '../errors';
import { useApiClient } from '../provider';
import type { Body } from './shared';

export const settingsKeys = {
  all: ['tenant-settings'] as const,
};

export const tenantSettingsQuery = (client: ApiClient) =>
  queryOptions({
    queryKey: settingsKeys.all,
    queryFn: async ({ signal }) => unwrap(await client.GET('/tenant-settings/', { signal })),
  });

/** The four teacher settings of the caller's tenant. */
export function useTenantSettings(options: { enabled?: boolean } = {}) {
  return useQuery({ ...tenantSettingsQuery(useApiClient()), enabled: options.enabled ?? true });
}

export function useUpdateTenantSettings() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: Body<'updateTenantSettings'>) =>
      unwrap(await client.PUT('/tenant-settings/', { body })),
    onSuccess: (settings) => queryClient.setQueryData(settingsKeys.all, settings),
  });
}
