// The React side of the client: one ApiClient and one QueryClient, created once by the app and
// handed to every hook through context.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createContext, type ReactNode, useContext, useEffect } from 'react';
import type { ApiClient } from './client';
import { ApiError } from './errors';

const ApiClientContext = createContext<ApiClient | null>(null);

export interface ApiProviderProps {
  client: ApiClient;
  queryClient: QueryClient;
  children?: ReactNode;
}

/** Provides the API client and TanStack Query to the hooks. Create both once, outside render. */
export function ApiProvider({ client, queryClient, children }: ApiProviderProps) {
  return (
    <QueryClientProvider client={queryClient}>
      <ApiClientContext.Provider value={client}>
        <SessionSync client={client} queryClient={queryClient} />
        {children}
      </ApiClientContext.Provider>
    </QueryClientProvider>
  );
}

/** Drops every cached answer when the session ends (logout, refused refresh, another tab). */
function SessionSync({ client, queryClient }: { client: ApiClient; queryClient: QueryClient }) {
  useEffect(() => {
    let signedIn = client.tokens.getAccessToken() !== null;
    return client.tokens.subscribe(() => {
      const now = client.tokens.getAccessToken() !== null;
      if (signedIn && !now) queryClient.removeQueries();
      signedIn = now;
    });
  }, [client, queryClient]);
  return null;
}

/** The client given to ApiProvider. */
export function useApiClient(): ApiClient {
  const client = useContext(ApiClientContext);
  if (!client) throw new Error('useApiClient must be used inside <ApiProvider>.');
  return client;
}

/** Retries only what may succeed on a second try: network failures, 5xx and 429, twice. */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (failureCount >= 2) return false;
  if (error instanceof ApiError) return error.status >= 500 || error.status === 429;
  return true;
}

/** A QueryClient with the defaults the product wants. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      // offlineFirst: a read is tried once even with no connection, so the service worker can
      // answer it from the copy saved on this device; retries then wait for the connection.
      queries: { staleTime: 30_000, retry: shouldRetry, networkMode: 'offlineFirst' },
      mutations: { retry: false },
    },
  });
}
