// Shared steps of the learner journeys: demo accounts, sign-in through the form, API shortcuts.
import { type APIRequestContext, expect, type Page } from '@playwright/test';

export const PASSWORD = 'Demo#2026';

export const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

export async function signIn(page: Page, email: string, password = PASSWORD) {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

export async function apiToken(request: APIRequestContext, email: string, password = PASSWORD) {
  const response = await request.post('/api/auth/login', { data: { email, password } });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { access_token: string }).access_token;
}

export async function tenantId(request: APIRequestContext, name: string): Promise<number> {
  const response = await request.get('/api/tenants/list');
  const body = (await response.json()) as { items: { id: number; name: string }[] };
  const tenant = body.items.find((item) => item.name === name);
  if (!tenant) throw new Error(`No tenant named ${name}`);
  return tenant.id;
}

/** A fresh student of a seeded school, registered through the API. */
export async function newStudent(request: APIRequestContext, school: string) {
  const id = unique();
  const email = `e2e.${id}@example.com`;
  const response = await request.post('/api/auth/register', {
    data: {
      email,
      username: `e2e_${id}`,
      password: PASSWORD,
      first_name: 'Zara',
      last_name: 'Test',
      tenant_id: await tenantId(request, school),
      organization_name: null,
      accept_terms: true,
    },
  });
  expect(response.ok()).toBe(true);
  return email;
}

/** A toast's text (inside the notifications region, not its live-region echo). */
export const toast = (page: Page, text: string | RegExp) =>
  page.getByRole('region', { name: /Notifications/ }).getByText(text);
