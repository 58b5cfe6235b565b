// The auth middleware of the openapi-fetch client:
// - the bearer header on every call except the public ones;
// - on a 401 from a call that requires a token: one refresh through POST /auth/refresh (shared
//   by every call that fails at the same time), then the original request once more with the new
//   token; when the refresh is refused, the tokens are cleared and `onUnauthorized()` runs.
// openapi-fetch's `onError` never sees 4xx/5xx, so the 401 is handled in `onResponse`. The
// request body is consumed by the first send, so a clone is kept for the retry.
import type { Middleware } from 'openapi-fetch';
import { authRequirement } from './operations';
import type { StoredTokens, TokenStore } from './tokens';

export type FetchLike = (input: Request) => Promise<Response>;

export interface AuthMiddlewareOptions {
  tokenStore: TokenStore;
  /** Runs once per refused refresh, after the tokens are cleared. */
  onUnauthorized: () => void;
  /** Base URL of the API (as given to the client), used for the refresh call. */
  baseUrl: string;
  fetch: FetchLike;
}

/** Pages where a 401 must not send the browser to /login again. */
export const AUTH_PAGES = ['/login', '/register', '/forgot-password', '/reset-password'] as const;

export function isAuthPage(pathname: string): boolean {
  // The Urdu sign-in and registration pages (/ur/login, /ur/register) are the same pages.
  const path = pathname.replace(/^\/ur(?=\/)/, '');
  if (path.startsWith('/login')) return true;
  return AUTH_PAGES.some((page) => path === page || path.startsWith(`${page}/`));
}

/** The default `onUnauthorized`: go to /login unless already on a sign-in page (or not in a browser). */
export function redirectToLogin(): void {
  const location = (globalThis as { location?: Pick<Location, 'pathname' | 'assign'> }).location;
  if (!location || typeof location.assign !== 'function') return;
  if (isAuthPage(location.pathname)) return;
  location.assign('/login');
}

type RefreshOutcome =
  | { kind: 'refreshed'; accessToken: string }
  /** The server refused the refresh token (or there was none): the session is over. */
  | { kind: 'refused' }
  /** The refresh could not be carried out (network, 5xx): keep the tokens, report the 401. */
  | { kind: 'failed' };

function isTokens(value: unknown): value is StoredTokens {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as StoredTokens).access_token === 'string' &&
    typeof (value as StoredTokens).refresh_token === 'string'
  );
}

export function createAuthMiddleware(options: AuthMiddlewareOptions): Middleware {
  const { tokenStore, onUnauthorized, fetch } = options;
  const refreshUrl = `${options.baseUrl.replace(/\/+$/, '')}/auth/refresh`;
  const pending = new Map<string, Request>();
  let inflight: Promise<RefreshOutcome> | null = null;

  const endSession = () => {
    tokenStore.clear();
    onUnauthorized();
  };

  const doRefresh = async (): Promise<RefreshOutcome> => {
    const refreshToken = tokenStore.getRefreshToken();
    if (!refreshToken) {
      endSession();
      return { kind: 'refused' };
    }
    let response: Response;
    try {
      response = await fetch(
        new Request(refreshUrl, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({ refresh_token: refreshToken }),
        }),
      );
    } catch {
      return { kind: 'failed' };
    }
    if (response.ok) {
      const body: unknown = await response.json().catch(() => null);
      if (isTokens(body)) {
        tokenStore.set({ access_token: body.access_token, refresh_token: body.refresh_token });
        return { kind: 'refreshed', accessToken: body.access_token };
      }
      return { kind: 'failed' };
    }
    if (response.status >= 500 || response.status === 429) return { kind: 'failed' };
    endSession();
    return { kind: 'refused' };
  };

  /** One refresh at a time: calls failing together share it. */
  const refresh = (): Promise<RefreshOutcome> => {
    if (!inflight) {
      inflight = doRefresh().finally(() => {
        inflight = null;
      });
    }
    return inflight;
  };

  const withToken = (request: Request, token: string): Request => {
    const next = new Request(request);
    next.headers.set('Authorization', `Bearer ${token}`);
    return next;
  };

  return {
    onRequest({ request, schemaPath, id }) {
      const auth = authRequirement(request.method, schemaPath);
      if (auth === 'none') {
        request.headers.delete('Authorization');
        return request;
      }
      const token = tokenStore.getAccessToken();
      if (token) request.headers.set('Authorization', `Bearer ${token}`);
      if (auth === 'required') pending.set(id, request.clone());
      return request;
    },

    async onResponse({ request, response, id }) {
      const original = pending.get(id);
      pending.delete(id);
      if (response.status !== 401 || !original) return undefined;

      // Another call may already have refreshed while this one was in flight.
      const sentWith = request.headers.get('Authorization');
      const current = tokenStore.getAccessToken();
      let token: string | null = null;
      if (current && sentWith !== `Bearer ${current}`) {
        token = current;
      } else {
        const outcome = await refresh();
        if (outcome.kind !== 'refreshed') return response;
        token = outcome.accessToken;
      }

      const retried = await fetch(withToken(original, token));
      if (retried.status === 401) {
        // The new token was refused too: the session is over. Only end it once.
        if (tokenStore.getAccessToken() === token) endSession();
      }
      return retried;
    },

    onError({ id }) {
      pending.delete(id);
      return undefined;
    },
  };
}
