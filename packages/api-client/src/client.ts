// The client factory: an openapi-fetch client typed by the contract, with the auth middleware.
import createClient, { type Client } from 'openapi-fetch';
import { createLanguageMiddleware, documentLanguage } from './language';
import { createAuthMiddleware, type FetchLike, redirectToLogin } from './middleware';
import type { paths } from './schema';
import { createTokenStore, type TokenStore } from './tokens';

export interface ApiClientOptions {
  /**
   * Where the API lives. Defaults to `/api` (same origin). Outside a browser (prerender, tests)
   * give an absolute URL, since `Request` cannot resolve a relative one there.
   */
  baseUrl?: string;
  /** Defaults to a store over localStorage (`access_token`, `refresh_token`). */
  tokenStore?: TokenStore;
  /** Runs when the session is over (refresh refused). Defaults to going to /login. */
  onUnauthorized?: () => void;
  /** Defaults to the global fetch, looked up at call time. */
  fetch?: FetchLike;
  /** The reader's language, sent as Accept-Language. Defaults to `<html lang>`. */
  language?: () => string | undefined;
}

export type ApiClient = Client<paths, 'application/json'> & {
  /** The token store the client reads and the auth hooks write. */
  readonly tokens: TokenStore;
  readonly baseUrl: string;
};

export function createApiClient(options: ApiClientOptions = {}): ApiClient {
  const baseUrl = (options.baseUrl ?? '/api').replace(/\/+$/, '');
  const tokens = options.tokenStore ?? createTokenStore();
  const customFetch = options.fetch;
  // Never call a stored `fetch` as a method: browsers throw "Illegal invocation".
  const fetch: FetchLike = customFetch
    ? (request) => customFetch(request)
    : (request) => globalThis.fetch(request);
  const client = createClient<paths, 'application/json'>({ baseUrl, fetch });
  client.use(createLanguageMiddleware(options.language ?? documentLanguage));
  client.use(
    createAuthMiddleware({
      tokenStore: tokens,
      onUnauthorized: options.onUnauthorized ?? redirectToLogin,
      baseUrl,
      fetch,
    }),
  );
  return Object.assign(client, { tokens, baseUrl });
}
