// Accept-Language on every call: the service answers its `detail` sentences in the reader's
// language. The chosen language is the one on <html lang> (set before first paint by the site's
// boot script and kept by the language provider), so the client needs no link to the ui.
import type { Middleware } from 'openapi-fetch';

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
