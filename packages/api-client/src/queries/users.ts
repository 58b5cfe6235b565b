import {
  keepPreviousData,
  type QueryClient,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import type { ApiClient } from '../client';
import { unwrap } from '../errors';
import { useApiClient } from '../provider';
import type { User } from '../types';
import { authKeys } from './auth';
import type { Body, IdAndBody, Query } from './shared';

export type UserListQuery = Query<'listUsers'>;

export const userKeys = {
  all: ['users'] as const,
  lists: () => [...userKeys.all, 'list'] as const,
  list: (query: UserListQuery) => [...userKeys.lists(), query] as const,
  detail: (id: number) => [...userKeys.all, 'detail', id] as const,
  stats: () => [...userKeys.all, 'stats'] as const,
};

export const usersQuery = (client: ApiClient, query: UserListQuery = {}) =>
  queryOptions({
    queryKey: userKeys.list(query),
    queryFn: async ({ signal }) =>
      unwrap(await client.GET('/users/', { params: { query }, signal })),
    placeholderData: keepPreviousData,
  });

export const userQuery = (client: ApiClient, id: number) =>
  queryOptions({
    queryKey: userKeys.detail(id),
    queryFn: async ({ signal }) =>
      unwrap(await client.GET('/users/{id}', { params: { path: { id } }, signal })),
  });

export const userStatsQuery = (client: ApiClient) =>
  queryOptions({
    queryKey: userKeys.stats(),
    queryFn: async ({ signal }) => unwrap(await client.GET('/users/stats', { signal })),
  });

/** Refetches every user list, detail and the stats (after any change of a user). */
export function invalidateUsers(queryClient: QueryClient) {
  return queryClient.invalidateQueries({ queryKey: userKeys.all });
}

/** A page of users; `search`, `status`, `role`, `skip`, `limit` are applied by the server. */
export function useUsers(query: UserListQuery = {}) {
  return useQuery(usersQuery(useApiClient(), query));
}

export function useUser(id: number) {
  return useQuery(userQuery(useApiClient(), id));
}

export function useUserStats() {
  return useQuery(userStatsQuery(useApiClient()));
}

function useUserChanged() {
  const queryClient = useQueryClient();
  return (user: User) => {
    queryClient.setQueryData(userKeys.detail(user.id), user);
    const me = queryClient.getQueryData<User>(authKeys.me());
    if (me?.id === user.id) queryClient.setQueryData(authKeys.me(), user);
    return invalidateUsers(queryClient);
  };
}

export function useCreateUser() {
  const client = useApiClient();
  const changed = useUserChanged();
  return useMutation({
    mutationFn: async (body: Body<'createUser'>) => unwrap(await client.POST('/users/', { body })),
    onSuccess: changed,
  });
}

export function useUpdateUser() {
  const client = useApiClient();
  const changed = useUserChanged();
  return useMutation({
    mutationFn: async ({ id, body }: IdAndBody<Body<'updateUser'>>) =>
      unwrap(await client.PUT('/users/{id}', { params: { path: { id } }, body })),
    onSuccess: changed,
  });
}

/** Deactivates a user (the spec's delete); reactivation is `useUpdateUser` with `is_active: true`. */
export function useDeactivateUser() {
  const client = useApiClient();
  const changed = useUserChanged();
  return useMutation({
    mutationFn: async (id: number) =>
      unwrap(await client.DELETE('/users/{id}', { params: { path: { id } } })),
    onSuccess: changed,
  });
}
