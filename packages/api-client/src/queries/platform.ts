// Platform administration and who may join: the superuser's
// organisations (suspend, reactivate), declining a request, the tenant admin's "Awaiting
// approval" list, and the school's join code.
import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import type { ApiClient } from '../client';
import { unwrap } from '../errors';
import { useApiClient } from '../provider';
import { adminKeys } from './admin';
import { settingsKeys } from './settings';
import type { Body, Query } from './shared';
import { tenantKeys } from './tenants';
import { userKeys } from './users';

export type OrganisationListQuery = Query<'listOrganisations'>;
export type ApplicantListQuery = Query<'listAwaitingApproval'>;

export const platformKeys = {
  organisations: (query: OrganisationListQuery = {}) =>
    [...adminKeys.all, 'organisations', query] as const,
  awaiting: (query: ApplicantListQuery = {}) =>
    [...userKeys.all, 'awaiting-approval', query] as const,
};

export const organisationsQuery = (client: ApiClient, query: OrganisationListQuery = {}) =>
  queryOptions({
    queryKey: platformKeys.organisations(query),
    queryFn: async ({ signal }) =>
      unwrap(await client.GET('/admin/tenants/', { params: { query }, signal })),
  });

/** A page of organisations (superusers), searched on the server; keeps the last page while typing. */
export function useOrganisations(
  query: OrganisationListQuery = {},
  options: { enabled?: boolean } = {},
) {
  return useQuery({
    ...organisationsQuery(useApiClient(), query),
    placeholderData: keepPreviousData,
    enabled: options.enabled ?? true,
  });
}

function useOrganisationMutation<V>(run: (client: ApiClient, variables: V) => Promise<unknown>) {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (variables: V) => run(client, variables),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: tenantKeys.all });
      return queryClient.invalidateQueries({ queryKey: adminKeys.all });
    },
  });
}

export function useSuspendOrganisation() {
  return useOrganisationMutation(
    async (client, { tenantId, reason }: { tenantId: number; reason: string }) =>
      unwrap(
        await client.POST('/admin/tenants/{tenantId}/suspend', {
          params: { path: { tenantId } },
          body: { reason },
        }),
      ),
  );
}

export function useReactivateOrganisation() {
  return useOrganisationMutation(
    async (client, { tenantId, reason }: { tenantId: number; reason?: string | null }) =>
      unwrap(
        await client.POST('/admin/tenants/{tenantId}/reactivate', {
          params: { path: { tenantId } },
          body: { reason: reason ?? null },
        }),
      ),
  );
}

/** Declines a new-organisation request with a reason (e-mailed to the applicant). */
export function useDeclinePendingUser() {
  return useOrganisationMutation(
    async (client, { userId, reason }: { userId: number; reason: string }) =>
      unwrap(
        await client.POST('/admin/pending-users/{id}/decline', {
          params: { path: { id: userId } },
          body: { reason } satisfies Body<'declinePendingUser'>,
        }),
      ),
  );
}

export const awaitingApprovalQuery = (client: ApiClient, query: ApplicantListQuery = {}) =>
  queryOptions({
    queryKey: platformKeys.awaiting(query),
    queryFn: async ({ signal }) =>
      unwrap(await client.GET('/users/awaiting-approval', { params: { query }, signal })),
  });

/** The school's registrations waiting for approval (tenant admins). */
export function useAwaitingApproval(query: ApplicantListQuery = {}) {
  return useQuery({
    ...awaitingApprovalQuery(useApiClient(), query),
    placeholderData: keepPreviousData,
  });
}

function useApplicantMutation<V>(run: (client: ApiClient, variables: V) => Promise<unknown>) {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (variables: V) => run(client, variables),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: userKeys.all }),
  });
}

export function useApproveRegistration() {
  return useApplicantMutation(async (client, userId: number) =>
    unwrap(await client.POST('/users/{id}/approve', { params: { path: { id: userId } } })),
  );
}

export function useRejectRegistration() {
  return useApplicantMutation(
    async (client, { userId, reason }: { userId: number; reason: string | null }) =>
      unwrap(
        await client.POST('/users/{id}/reject', {
          params: { path: { id: userId } },
          body: { reason },
        }),
      ),
  );
}

/** A new join code for the caller's school; the settings come back with it. */
export function useRegenerateJoinCode() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => unwrap(await client.POST('/tenant-settings/join-code')),
    onSuccess: (settings) => queryClient.setQueryData(settingsKeys.all, settings),
  });
}
