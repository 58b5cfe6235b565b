import type { QueryClient } from '@tanstack/react-query';
import { type ApiClient, ApiProvider } from '@watni/api-client';
import { DialogProvider, ThemeProvider, ToastProvider } from '@watni/ui';
import type { ReactNode } from 'react';

export interface AppProvidersProps {
  /** One client for the whole app (createApiClient), created once outside render. */
  client: ApiClient;
  /** One QueryClient (createQueryClient), created once outside render. */
  queryClient: QueryClient;
  children: ReactNode;
}

/**
 * Everything a screen may rely on: theme (class on <html>, persisted), the API client and
 * TanStack Query, toasts and confirm/prompt dialogs. The same tree on the server (prerender) and in
 * the browser, so hydration matches.
 */
export function AppProviders({ client, queryClient, children }: AppProvidersProps) {
  return (
    <ThemeProvider>
      <ApiProvider client={client} queryClient={queryClient}>
        <ToastProvider>
          <DialogProvider>{children}</DialogProvider>
        </ToastProvider>
      </ApiProvider>
    </ThemeProvider>
  );
}
