// Accept-Language on every call: the service answers its `detail` sentences in the reader's
// language. The chosen language is the one on <html lang> (set before first paint by the site's
// boot script and kept by the language provider), so the client needs no link to the ui.
import type { QueryClient } from '@tanstack/react-query';
import type { Middleware } from 'openapi-fetch';
import { moduleKeys } from './queries/modules';
import { subscriptionKeys } from './queries/subscriptions';

/** The page's language, or none outside a browser (prerender, tests). */
export function documentLanguage(): string | undefined {
  const lang = globalThis.document?.documentElement?.lang;
  return lang ? lang : undefined;
}

export function createLanguageMiddleware(language: () => string | undefined): Middleware {
  return {
    onRequest({ request }) {
      const lang = language();
      if (lang && !request.headers.has('accept-language')) {
        request.headers.set('accept-language', lang);
      }
      return request;
    },
  };
}

/**
 * The queries whose answers the service words in the reader's language (module and plan names and
 * descriptions, http/i18n/catalogue.ts on the service): refetched when the language changes, so the
 * screens never mix the new language's labels with the old language's data.
 */
export const languageDependentKeys = [moduleKeys.all, subscriptionKeys.all] as const;

export async function refetchLanguageData(queryClient: QueryClient): Promise<void> {
  await Promise.all(
    languageDependentKeys.map((queryKey) => queryClient.invalidateQueries({ queryKey })),
  );
}
