import type { QueryClient } from '@tanstack/react-query';
import { type ApiClient, ApiProvider, refetchLanguageData } from '@watni/api-client';
import { DialogProvider, I18nProvider, type Locale, ThemeProvider, ToastProvider } from '@watni/ui';
import type { ReactNode } from 'react';

interface AppProvidersProps {
  /** One client for the whole app (createApiClient), created once outside render. */
  client: ApiClient;
  /** One QueryClient (createQueryClient), created once outside render. */
  queryClient: QueryClient;
  /** The language of the first render (the page's on the server, `<html lang>` in the browser). */
  locale: Locale;
  children: ReactNode;
}

/**
 * Everything a screen may rely on: language (lang and dir on <html>, persisted), theme (class on
 * <html>, persisted), the API client and
 * TanStack Query, toasts and confirm/prompt dialogs. The same tree on the server (prerender) and in
 * the browser, so hydration matches.
 */
export function AppProviders({ client, queryClient, locale, children }: AppProvidersProps) {
  return (
    <I18nProvider
      initialLocale={locale}
      // Module and plan names come from the service in the reader's language: fetched again.
      onLocaleChange={() => void refetchLanguageData(queryClient)}
    >
      <ThemeProvider>
        <ApiProvider client={client} queryClient={queryClient}>
          <ToastProvider>
            <DialogProvider>{children}</DialogProvider>
          </ToastProvider>
        </ApiProvider>
      </ThemeProvider>
    </I18nProvider>
  );
}
