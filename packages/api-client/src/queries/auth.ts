// Sign-in, registration, the current user, tokens and password reset.
import {
  type QueryClient,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { useEffect, useSyncExternalStore } from 'react';
import type { ApiClient } from '../client';
import { ApiError, unwrap } from '../errors';
import { shouldRetry, useApiClient } from '../provider';
import type { RegisterResponse, Tokens, User } from '../types';
import type { Body } from './shared';

export const authKeys = {
  all: ['auth'] as const,
  me: () => [...authKeys.all, 'me'] as const,
};

export const meQuery = (client: ApiClient) =>
  queryOptions({
    queryKey: authKeys.me(),
    queryFn: async ({ signal }) => unwrap(await client.GET('/auth/me', { signal })),
    retry: shouldRetry,
    staleTime: 5 * 60_000,
  });

/** The stored access token, re-rendering when it changes (also from another tab). */
export function useAccessToken(): string | null {
  const { tokens } = useApiClient();
  return useSyncExternalStore(tokens.subscribe, tokens.getAccessToken, () => null);
}

/** The signed-in user; idle while there is no token. */
export function useMe() {
  const client = useApiClient();
  const token = useAccessToken();
  return useQuery({ ...meQuery(client), enabled: token !== null });
}

export type SessionStatus = 'loading' | 'authenticated' | 'anonymous';

export interface Session {
  status: SessionStatus;
  user: User | null;
}

/**
 * Authentication state for guards and the navigation bar. With a stored token the current user
 * is fetched (`loading` meanwhile); when that fails, the tokens are cleared (spec section 4).
 */
export function useSession(): Session {
  const client = useApiClient();
  const token = useAccessToken();
  const me = useMe();
  useEffect(() => {
    if (token !== null && me.isError) client.tokens.clear();
  }, [client, token, me.isError]);
  if (token === null) return { status: 'anonymous', user: null };
  if (me.data) return { status: 'authenticated', user: me.data };
  if (me.isError) return { status: 'anonymous', user: null };
  return { status: 'loading', user: null };
}

/** Answers cached while signed out (e.g. a lesson outline without content) are stale now. */
function refetchAsSignedIn(queryClient: QueryClient) {
  return queryClient.invalidateQueries({
    predicate: (query) => query.queryKey[0] !== authKeys.all[0],
  });
}

function storeTokens(client: ApiClient, tokens: Tokens) {
  client.tokens.set({ access_token: tokens.access_token, refresh_token: tokens.refresh_token });
}

/**
 * Signs in: stores the tokens, then fetches the current user, which the mutation resolves to.
 * If the user cannot be fetched the tokens are cleared again and the mutation fails.
 */
export function useLogin() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: Body<'login'>): Promise<User> => {
      const tokens = unwrap(await client.POST('/auth/login', { body }));
      storeTokens(client, tokens);
      try {
        return await queryClient.fetchQuery({ ...meQuery(client), staleTime: 0 });
      } catch (error) {
        client.tokens.clear();
        throw error;
      }
    },
    onSuccess: () => refetchAsSignedIn(queryClient),
  });
}

/**
 * An LMS launch's sign-in: the one-time code from `/lti/continue#code=` is exchanged for the same
 * tokens a sign-in gives; resolves to the site path the launch asked for (the quiz or course).
 */
export function useLtiSignIn() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (code: string): Promise<string> => {
      const answer = unwrap(await client.POST('/lti/sign-in', { body: { code } }));
      storeTokens(client, answer.tokens);
      try {
        await queryClient.fetchQuery({ ...meQuery(client), staleTime: 0 });
      } catch (error) {
        client.tokens.clear();
        throw error;
      }
      return answer.target;
    },
    onSuccess: () => refetchAsSignedIn(queryClient),
  });
}

/**
 * Registers. Joining an existing organisation answers with tokens: they are stored and the user
 * is signed in. Requesting a new organisation answers `tokens: null` (review first).
 */
export function useRegister() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: Body<'register'>): Promise<RegisterResponse> =>
      unwrap(await client.POST('/auth/register', { body })),
    onSuccess: (result) => {
      if (result.tokens) {
        storeTokens(client, result.tokens);
        queryClient.setQueryData(authKeys.me(), result.user);
        void refetchAsSignedIn(queryClient);
      }
    },
  });
}

/** Signs out: forgets the tokens and every cached answer, then revokes the refresh token. */
export function useLogout() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (): Promise<void> => {
      const refreshToken = client.tokens.getRefreshToken();
      client.tokens.clear();
      queryClient.clear();
      if (!refreshToken) return;
      // Best effort: the session is over locally whatever the service answers.
      await client.POST('/auth/logout', { body: { refresh_token: refreshToken } }).catch(() => {});
    },
  });
}

/** Exchanges the stored refresh token for a new pair (the middleware does this on a 401 by itself). */
export function useRefreshTokens() {
  const client = useApiClient();
  return useMutation({
    mutationFn: async (): Promise<Tokens> => {
      const refreshToken = client.tokens.getRefreshToken();
      if (!refreshToken) throw new ApiError(401, { detail: 'Not signed in.' });
      const tokens = unwrap(
        await client.POST('/auth/refresh', { body: { refresh_token: refreshToken } }),
      );
      storeTokens(client, tokens);
      return tokens;
    },
  });
}

/** Asks for a reset link; the answer never says whether the email exists. */
export function useForgotPassword() {
  const client = useApiClient();
  return useMutation({
    mutationFn: async (body: Body<'forgotPassword'>) =>
      unwrap(await client.POST('/auth/forgot-password', { body })),
  });
}

/** Sets a new password with the one-time code sent by SMS (accounts that sign in by mobile). */
export function useResetPasswordWithCode() {
  const client = useApiClient();
  return useMutation({
    mutationFn: async (body: Body<'resetPasswordWithCode'>) =>
      unwrap(await client.POST('/auth/reset-password-code', { body })),
  });
}

/** Sets a new password with the token from the emailed link. */
export function useResetPassword() {
  const client = useApiClient();
  return useMutation({
    mutationFn: async (body: Body<'resetPassword'>) =>
      unwrap(await client.POST('/auth/reset-password', { body })),
  });
}
