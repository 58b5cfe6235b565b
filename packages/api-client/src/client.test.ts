import { afterEach, describe, expect, it, vi } from 'vitest';
import { createApiClient } from './client';
import { redirectToLogin } from './middleware';
import { BASE, fakeFetch, json, MemoryStorage, type SeenRequest } from './test-helpers';
import { createTokenStore } from './tokens';

const me = { id: 7, email: 'sara@example.com' };
const tokensA = { access_token: 'old', refresh_token: 'r-old' };
const fresh = {
  access_token: 'new',
  refresh_token: 'r-new',
  token_type: 'bearer',
  expires_in: 900,
};

function setup(handler: (req: SeenRequest) => Response | Promise<Response>, signedIn = true) {
  const storage = new MemoryStorage();
  const tokenStore = createTokenStore({ storage });
  if (signedIn) tokenStore.set(tokensA);
  const onUnauthorized = vi.fn();
  const { fetch, seen } = fakeFetch(handler);
  const client = createApiClient({ baseUrl: BASE, tokenStore, onUnauthorized, fetch });
  return { client, tokenStore, storage, onUnauthorized, seen };
}

/** A service where only `new` is a valid access token and `r-old` refreshes to `new`. */
function service(req: SeenRequest): Response | Promise<Response> {
  if (req.path === '/auth/refresh') {
    return JSON.parse(req.body).refresh_token === 'r-old'
      ? json(200, fresh)
      : json(401, { detail: 'Session expired' });
  }
  if (req.authorization === 'Bearer new') {
    if (req.method === 'POST') return json(201, { echoed: JSON.parse(req.body) });
    return json(200, me);
  }
  if (req.path.startsWith('/auth/login'))
    return json(401, { detail: 'Incorrect email or password' });
  if (req.path.startsWith('/courses/public') || req.path.startsWith('/health')) {
    return json(200, { items: [], total: 0 });
  }
  return json(401, { detail: 'Not authenticated' });
}

describe('bearer header', () => {
  it('is sent on protected calls and not on public ones', async () => {
    const { client, seen } = setup(() => json(200, {}));
    await client.GET('/auth/me');
    await client.GET('/users/', { params: { query: { limit: 10 } } });
    await client.POST('/auth/login', { body: { email: 'a@b.co', password: 'x' } });
    await client.GET('/courses/public');
    await client.GET('/health');
    await client.GET('/tenants/list');
    await client.POST('/contact', { body: { name: 'A', email: 'a@b.co', message: 'Hi' } });
    expect(seen.map((r) => [r.method, r.path.split('?')[0], r.authorization])).toEqual([
      ['GET', '/auth/me', 'Bearer old'],
      ['GET', '/users/', 'Bearer old'],
      ['POST', '/auth/login', null],
      ['GET', '/courses/public', null],
      ['GET', '/health', null],
      ['GET', '/tenants/list', null],
      ['POST', '/contact', null],
    ]);
  });

  it('is sent on optional-auth calls only when signed in', async () => {
    const signedIn = setup(() => json(200, {}));
    await signedIn.client.GET('/courses/{id}', { params: { path: { id: 3 } } });
    const visitor = setup(() => json(200, {}), false);
    await visitor.client.GET('/lessons/course/{courseId}', { params: { path: { courseId: 3 } } });
    expect(signedIn.seen[0]?.authorization).toBe('Bearer old');
    expect(visitor.seen[0]?.authorization).toBeNull();
  });

  it('reads the current token on every call', async () => {
    const { client, seen, tokenStore } = setup(() => json(200, me));
    await client.GET('/auth/me');
    tokenStore.set({ access_token: 'other', refresh_token: 'r' });
    await client.GET('/auth/me');
    expect(seen.map((r) => r.authorization)).toEqual(['Bearer old', 'Bearer other']);
  });
});

describe('401 handling', () => {
  it('refreshes once and retries the original request with the new token', async () => {
    const { client, seen, tokenStore, onUnauthorized } = setup(service);
    const { data, error } = await client.GET('/auth/me');
    expect(error).toBeUndefined();
    expect(data).toEqual(me);
    expect(seen.map((r) => `${r.method} ${r.path} ${r.authorization}`)).toEqual([
      'GET /auth/me Bearer old',
      'POST /auth/refresh null',
      'GET /auth/me Bearer new',
    ]);
    expect(JSON.parse(seen[1]?.body ?? '')).toEqual({ refresh_token: 'r-old' });
    expect(tokenStore.getAccessToken()).toBe('new');
    expect(tokenStore.getRefreshToken()).toBe('r-new');
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('retries a request with a body, sending the same body again', async () => {
    const { client, seen } = setup(service);
    const body = {
      email: 'new@example.com',
      username: 'newbie',
      password: 'secret1',
      first_name: 'New',
      last_name: 'User',
    };
    const { data, response } = await client.POST('/users/', { body });
    expect(response.status).toBe(201);
    expect(data).toEqual({ echoed: body });
    expect(seen.filter((r) => r.path === '/users/').map((r) => JSON.parse(r.body))).toEqual([
      body,
      body,
    ]);
  });

  it('clears the tokens and calls onUnauthorized when the refresh is refused', async () => {
    const { client, tokenStore, storage, onUnauthorized, seen } = setup(service);
    tokenStore.set({ access_token: 'old', refresh_token: 'revoked' });
    const { data, error, response } = await client.GET('/auth/me');
    expect(data).toBeUndefined();
    expect(response.status).toBe(401);
    expect(error).toEqual({ detail: 'Not authenticated' });
    expect(tokenStore.getAccessToken()).toBeNull();
    expect(storage.items.size).toBe(0);
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
    expect(seen.map((r) => r.path)).toEqual(['/auth/me', '/auth/refresh']);
  });

  it('tells the session-expiry listeners instead of onUnauthorized while one listens', async () => {
    const { client, tokenStore, onUnauthorized } = setup(service);
    tokenStore.set({ access_token: 'old', refresh_token: 'revoked' });
    const expired = vi.fn();
    const stop = client.onSessionExpired(expired);
    await client.GET('/auth/me');
    expect(expired).toHaveBeenCalledTimes(1);
    expect(onUnauthorized).not.toHaveBeenCalled();
    stop();
    tokenStore.set({ access_token: 'old', refresh_token: 'revoked' });
    await client.GET('/auth/me');
    expect(expired).toHaveBeenCalledTimes(1);
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });

  it('ends the session without a refresh call when there is no refresh token', async () => {
    const { client, onUnauthorized, seen } = setup(service, false);
    const { response } = await client.GET('/auth/me');
    expect(response.status).toBe(401);
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
    expect(seen.map((r) => r.path)).toEqual(['/auth/me']);
  });

  it('ends the session when the retried request is refused too', async () => {
    const { client, tokenStore, onUnauthorized } = setup((req) =>
      req.path === '/auth/refresh' ? json(200, fresh) : json(401, { detail: 'Account disabled' }),
    );
    const { response } = await client.GET('/auth/me');
    expect(response.status).toBe(401);
    expect(tokenStore.getAccessToken()).toBeNull();
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });

  it('keeps the session when the refresh call cannot reach the service', async () => {
    const { client, tokenStore, onUnauthorized } = setup((req) => {
      if (req.path === '/auth/refresh') throw new TypeError('Failed to fetch');
      return json(401, { detail: 'Not authenticated' });
    });
    const { response } = await client.GET('/auth/me');
    expect(response.status).toBe(401);
    expect(tokenStore.getAccessToken()).toBe('old');
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('does not refresh or redirect on a 401 from a public call', async () => {
    const { client, tokenStore, onUnauthorized, seen } = setup(service);
    const { error, response } = await client.POST('/auth/login', {
      body: { email: 'a@b.co', password: 'wrong' },
    });
    expect(response.status).toBe(401);
    expect(error).toEqual({ detail: 'Incorrect email or password' });
    expect(seen).toHaveLength(1);
    expect(tokenStore.getAccessToken()).toBe('old');
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('shares one refresh among concurrent 401s', async () => {
    let refreshes = 0;
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const { client, onUnauthorized } = setup(async (req) => {
      if (req.path === '/auth/refresh') {
        refreshes += 1;
        await gate;
        return json(200, fresh);
      }
      return req.authorization === 'Bearer new' ? json(200, me) : json(401, { detail: 'Expired' });
    });
    const calls = [
      client.GET('/auth/me'),
      client.GET('/users/stats'),
      client.GET('/dashboard/summary'),
      client.GET('/users/{id}', { params: { path: { id: 7 } } }),
    ];
    await new Promise((resolve) => setTimeout(resolve, 10));
    release();
    const results = await Promise.all(calls);
    expect(refreshes).toBe(1);
    expect(results.map((r) => r.response.status)).toEqual([200, 200, 200, 200]);
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('calls onUnauthorized once when concurrent 401s share a refused refresh', async () => {
    const { client, onUnauthorized, seen } = setup((req) =>
      req.path === '/auth/refresh' ? json(401, { detail: 'Revoked' }) : json(401, { detail: 'No' }),
    );
    await Promise.all([client.GET('/auth/me'), client.GET('/users/stats')]);
    expect(seen.filter((r) => r.path === '/auth/refresh')).toHaveLength(1);
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });

  it('retries with a token refreshed meanwhile instead of refreshing again', async () => {
    const { client, tokenStore, seen } = setup((req) => {
      if (req.authorization === 'Bearer old') {
        // Another tab refreshed while this request was in flight.
        tokenStore.set({ access_token: 'new', refresh_token: 'r-new' });
        return json(401, { detail: 'Expired' });
      }
      return json(200, me);
    });
    const { data } = await client.GET('/auth/me');
    expect(data).toEqual(me);
    expect(seen.map((r) => r.authorization)).toEqual(['Bearer old', 'Bearer new']);
  });
});

describe('default onUnauthorized', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  const at = (pathname: string) => {
    const assign = vi.fn();
    vi.stubGlobal('location', { pathname, assign });
    return assign;
  };

  it('goes to /login', () => {
    const assign = at('/dashboard/courses');
    redirectToLogin();
    expect(assign).toHaveBeenCalledWith('/login');
  });

  it.each([
    '/login',
    '/login/',
    '/register',
    '/forgot-password',
    '/reset-password',
    '/ur/login',
    '/ur/register',
  ])('stays on %s', (pathname) => {
    const assign = at(pathname);
    redirectToLogin();
    expect(assign).not.toHaveBeenCalled();
  });

  it('is the client default and does nothing outside a browser', async () => {
    const assign = at('/admin/users');
    const { fetch } = fakeFetch(() => json(401, { detail: 'No' }));
    const tokenStore = createTokenStore({ storage: new MemoryStorage() });
    const client = createApiClient({ baseUrl: BASE, tokenStore, fetch });
    await client.GET('/auth/me');
    expect(assign).toHaveBeenCalledWith('/login');
    vi.unstubAllGlobals();
    vi.stubGlobal('location', undefined);
    expect(() => redirectToLogin()).not.toThrow();
  });
});
