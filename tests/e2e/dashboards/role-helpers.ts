import { type APIRequestContext, expect, type Page } from '@playwright/test';

// Shared by the role journeys: sign in through the API (the journeys are about the dashboard,
// not the sign-in form), choose the language before the app starts, and collect every console
// error and uncaught page error of the visit (a React render error logs one; so does a refused
// request the page made).
export const DEMO_PASSWORD = 'Demo#2026';
export const SUPERUSER = 'admin@watni.pk';
export const SUPERUSER_PASSWORD = process.env.SEED_ADMIN_PASSWORD ?? 'WatniAdmin#2026';

export async function tokensOf(
  request: APIRequestContext,
  email: string,
  password = DEMO_PASSWORD,
) {
  const res = await request.post('/api/auth/login', { data: { email, password } });
  expect(res.ok(), await res.text()).toBe(true);
  return (await res.json()) as { access_token: string; refresh_token: string };
}

/** Signs in before the first page loads; returns the problems the visit logs. */
export async function startAs(
  page: Page,
  request: APIRequestContext,
  email: string,
  options: { password?: string; locale?: 'en' | 'ur'; width?: number } = {},
): Promise<{ problems: string[]; token: string }> {
  const tokens = await tokensOf(request, email, options.password);
  await page.setViewportSize({ width: options.width ?? 1280, height: 900 });
  await page.addInitScript(
    ({ t, locale }) => {
      localStorage.setItem('access_token', t.access_token);
      localStorage.setItem('refresh_token', t.refresh_token);
      localStorage.setItem('watni-locale', locale);
    },
    { t: tokens, locale: options.locale ?? 'en' },
  );
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`console: ${message.text()} @ ${page.url()}`);
  });
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message} @ ${page.url()}`));
  return { problems, token: tokens.access_token };
}

export async function api<T>(request: APIRequestContext, token: string, path: string): Promise<T> {
  const res = await request.get(`/api${path}`, { headers: { authorization: `Bearer ${token}` } });
  expect(res.ok(), await res.text()).toBe(true);
  return (await res.json()) as T;
}
