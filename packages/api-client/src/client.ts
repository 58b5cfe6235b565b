// The client factory: an openapi-fetch client typed by the contract, with the auth middleware.
import createClient, { type Client } from 'openapi-fetch';
import { createLanguageMiddleware, documentLanguage } from './language';
import { createAuthMiddleware, type FetchLike, redirectToLogin } from './middleware';
import { clearSavedApiReads, noteApiResponse, noteApiUnreachable } from './offline';
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
  /**
   * Runs when the session is over (refresh refused) and nothing listens through
   * `client.onSessionExpired`. Defaults to going to /login.
   */
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
  /**
   * The one session-expiry path: the middleware calls these listeners (instead of the
   * `onUnauthorized` default) when a refresh is refused and the tokens have been cleared. The
   * site's layout listens once, says so and goes to /login. Returns the unsubscribe function.
   */
  readonly onSessionExpired: (listener: () => void) => () => void;
};

export function createApiClient(options: ApiClientOptions = {}): ApiClient {
  const baseUrl = (options.baseUrl ?? '/api').replace(/\/+$/, '');
  const tokens = options.tokenStore ?? createTokenStore();
  const customFetch = options.fetch;
  // Never call a stored `fetch` as a method: browsers throw "Illegal invocation".
  const fetch: FetchLike = customFetch
    ? (request) => customFetch(request)
    : (request) =>
        globalThis.fetch(request).then(noteApiResponse, (error: unknown) => {
          noteApiUnreachable();
          throw error;
        });
  const client = createClient<paths, 'application/json'>({ baseUrl, fetch });
  client.use(createLanguageMiddleware(options.language ?? documentLanguage));
  const expiryListeners = new Set<() => void>();
  const fallback = options.onUnauthorized ?? redirectToLogin;
  client.use(
    createAuthMiddleware({
      tokenStore: tokens,
      onUnauthorized: () => {
        if (expiryListeners.size === 0) fallback();
        for (const listener of expiryListeners) listener();
      },
      baseUrl,
      fetch,
    }),
  );
  forgetSavedReadsOnUserChange(tokens);
  const onSessionExpired = (listener: () => void) => {
    expiryListeners.add(listener);
    return () => {
      expiryListeners.delete(listener);
    };
  };
  return Object.assign(client, { tokens, baseUrl, onSessionExpired });
}

/** The user a token names (its JWT `sub`), or null: the saved API reads belong to that user. */
export function tokenSubject(token: string | null): string | null {
  if (!token) return null;
  try {
    const payload = token.split('.')[1];
    if (!payload) return token;
    const json = JSON.parse(atob(payload.replace(/-/g, '+').replace(/_/g, '/'))) as {
      sub?: unknown;
    };
    return json.sub === undefined ? token : String(json.sub);
  } catch {
    return token;
  }
}

/**
 * The saved API reads (the service worker's cache) are one user's: deleted whenever the signed-in
 * user changes, including signing out, a refused refresh and another account signing in. A
 * refresh of the same user keeps them.
 */
function forgetSavedReadsOnUserChange(tokens: TokenStore) {
  if (typeof window === 'undefined') return;
  let subject = tokenSubject(tokens.getAccessToken());
  tokens.subscribe(() => {
    const next = tokenSubject(tokens.getAccessToken());
    if (next === subject) return;
    subject = next;
    void clearSavedApiReads();
  });
}
