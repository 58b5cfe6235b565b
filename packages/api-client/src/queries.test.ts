import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { createApiClient } from './client';
import { ApiError } from './errors';
import { coursesQuery } from './queries/courses';
import { healthQuery } from './queries/health';
import { myLessonProgressQuery } from './queries/progress';
import { allSubmissionsQuery } from './queries/submissions';
import { userKeys, usersQuery } from './queries/users';
import { BASE, fakeFetch, json, MemoryStorage, type SeenRequest } from './test-helpers';
import { createTokenStore } from './tokens';

function setup(handler: (req: SeenRequest) => Response) {
  const tokenStore = createTokenStore({ storage: new MemoryStorage() });
  tokenStore.set({ access_token: 'a', refresh_token: 'r' });
  const { fetch, seen } = fakeFetch(handler);
  const client = createApiClient({ baseUrl: BASE, tokenStore, fetch, onUnauthorized: () => {} });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return { client, queryClient, seen };
}

describe('query options', () => {
  it('send list filters as query parameters on the spec path (trailing slash kept)', async () => {
    const page = { items: [], total: 0 };
    const { client, queryClient, seen } = setup(() => json(200, page));
    const query = {
      skip: 100,
      limit: 50,
      search: 'sara',
      status: 'active',
      role: 'admin',
    } as const;
    await expect(queryClient.fetchQuery(usersQuery(client, query))).resolves.toEqual(page);
    expect(seen[0]?.path).toBe('/users/?skip=100&limit=50&search=sara&status=active&role=admin');
    expect(queryClient.getQueryData(userKeys.list(query))).toEqual(page);
    await queryClient.fetchQuery(coursesQuery(client, { is_published: true, level: 'beginner' }));
    expect(seen[1]?.path).toBe('/courses/?is_published=true&level=beginner');
  });

  it('reject with an ApiError carrying status and detail', async () => {
    const { client, queryClient } = setup(() => json(403, { detail: 'Not allowed.' }));
    const error = await queryClient.fetchQuery(usersQuery(client)).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 403, detail: 'Not allowed.' });
  });

  it('treat a missing lesson progress record as null, not an error', async () => {
    const { client, queryClient } = setup(() => json(404, { detail: 'No progress yet.' }));
    await expect(queryClient.fetchQuery(myLessonProgressQuery(client, 5))).resolves.toBeNull();
  });

  it('show the health body of a 503', async () => {
    const degraded = { status: 'degraded', database: 'unavailable', version: '0.1.0' };
    const { client, queryClient, seen } = setup(() => json(503, degraded));
    await expect(queryClient.fetchQuery(healthQuery(client))).resolves.toEqual(degraded);
    expect(seen[0]?.authorization).toBeNull();
  });

  it("fetch every page of an exam's submissions, however many there are", async () => {
    const total = 1203;
    const { client, queryClient, seen } = setup((req) => {
      const url = new URL(req.path, 'http://x');
      const skip = Number(url.searchParams.get('skip'));
      const limit = Number(url.searchParams.get('limit'));
      const count = Math.max(0, Math.min(limit, total - skip));
      const items = Array.from({ length: count }, (_, i) => ({ id: total - skip - i }));
      return json(200, { items, total });
    });
    const all = await queryClient.fetchQuery(allSubmissionsQuery(client, 7));
    expect(all.total).toBe(total);
    expect(all.items).toHaveLength(total);
    expect(new Set(all.items.map((s) => s.id)).size).toBe(total);
    expect(seen.map((r) => r.path)).toEqual([
      '/assessments/7/submissions?skip=0&limit=500',
      '/assessments/7/submissions?skip=500&limit=500',
      '/assessments/7/submissions?skip=1000&limit=500',
    ]);
  });
});
