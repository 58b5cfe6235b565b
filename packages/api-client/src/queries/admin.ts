import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ApiClient } from '../client';
import { unwrap } from '../errors';
import { useApiClient } from '../provider';
import type { Body } from './shared';
import { tenantKeys } from './tenants';
import { userKeys } from './users';

export const adminKeys = {
  all: ['admin'] as const,
  pendingUsers: () => [...adminKeys.all, 'pending-users'] as const,
};

export const pendingUsersQuery = (client: ApiClient) =>
  queryOptions({
    queryKey: adminKeys.pendingUsers(),
    queryFn: async ({ signal }) => unwrap(await client.GET('/admin/pending-users', { signal })),
  });

/** Users waiting for their requested organisation (superusers); answers `{ users }`. */
export function usePendingUsers() {
  return useQuery(pendingUsersQuery(useApiClient()));
}

/** Creates the requested organisation and makes the user its admin; resolves to `{ message, tenant_id }`. */
export function useCreateTenantForUser() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: Body<'createTenantForUser'>) =>
      unwrap(await client.POST('/admin/create-tenant-for-user', { body })),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: tenantKeys.all });
      void queryClient.invalidateQueries({ queryKey: userKeys.all });
      return queryClient.invalidateQueries({ queryKey: adminKeys.all });
    },
  });
}

export interface MakeTenantAdminVariables {
  userId: number;
  /** Move the user into this tenant; their own tenant when omitted. */
  tenantId?: number;
}

export function useMakeTenantAdmin() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ userId, tenantId }: MakeTenantAdminVariables) =>
      unwrap(
        await client.POST('/admin/users/{id}/make-tenant-admin', {
          params: {
            path: { id: userId },
            query: tenantId === undefined ? {} : { tenant_id: tenantId },
          },
        }),
      ),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: userKeys.all });
      return queryClient.invalidateQueries({ queryKey: adminKeys.all });
    },
  });
}
