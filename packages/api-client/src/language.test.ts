import { describe, expect, it } from 'vitest';
import { createApiClient } from './client';
import { BASE, MemoryStorage } from './test-helpers';
import { createTokenStore } from './tokens';

function client(language?: () => string | undefined) {
  const languages: (string | null)[] = [];
  const fetch = async (request: Request) => {
    languages.push(request.headers.get('accept-language'));
    return new Response(JSON.stringify([]), { headers: { 'content-type': 'application/json' } });
  };
  const api = createApiClient({
    baseUrl: BASE,
    tokenStore: createTokenStore({ storage: new MemoryStorage() }),
    fetch,
    ...(language ? { language } : {}),
  });
  return { api, languages };
}

describe('Accept-Language', () => {
  it('is sent from the chosen language on every call, and follows a switch', async () => {
    let current = 'ur';
    const { api, languages } = client(() => current);
    await api.GET('/tenants/list');
    current = 'en';
    await api.GET('/tenants/list');
    expect(languages).toEqual(['ur', 'en']);
  });

  it('is left to the platform when no language is known (no document)', async () => {
    const { api, languages } = client();
    await api.GET('/tenants/list');
    expect(languages).toEqual([null]);
  });
});
