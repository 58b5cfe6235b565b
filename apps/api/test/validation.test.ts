import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, SUPERUSER_EMAIL, type TestApp } from './helpers/app.js';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.tokenFor(SUPERUSER_EMAIL);
});
afterAll(() => t.close());

/** Row counts of the tables a refused request must not touch. */
async function counts() {
  return t.query(async (tx) => {
    const result = await tx.execute(sql`
      select (select count(*) from users)::int as users,
             (select count(*) from tenants)::int as tenants,
             (select count(*) from refresh_tokens)::int as refresh_tokens,
             (select count(*) from password_reset_tokens)::int as reset_tokens,
             (select count(*) from audit_log)::int as audit,
             (select count(*) from email_outbox)::int as outbox,
             (select max(updated_at) from users) as users_updated`);
    return (result as unknown as { rows: unknown[] }).rows[0];
  });
}

const validUser = {
  email: 'valid.user@example.pk',
  username: 'valid_user',
  password: 'Secret#123',
  first_name: 'Kamran',
  last_name: 'Akmal',
};
const validRegistration = { ...validUser, tenant_id: 2, accept_terms: true };

interface Case {
  name: string;
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  url: string;
  payload?: unknown;
  auth?: boolean;
  field: string;
  detail?: string;
}

const cases: Case[] = [
  {
    name: 'missing field',
    method: 'POST',
    url: '/api/auth/register',
    payload: { ...validRegistration, first_name: undefined },
    field: 'first_name',
    detail: 'first_name is required.',
  },
  {
    name: 'unknown field',
    method: 'POST',
    url: '/api/auth/register',
    payload: { ...validRegistration, is_superuser: true },
    field: 'is_superuser',
    detail: 'is_superuser is not an allowed field.',
  },
  {
    name: 'string for integer',
    method: 'POST',
    url: '/api/auth/register',
    payload: { ...validRegistration, tenant_id: '2' },
    field: 'tenant_id',
  },
  {
    name: 'number for string',
    method: 'POST',
    url: '/api/auth/login',
    payload: { email: 'a@b.pk', password: 123456 },
    field: 'password',
    detail: 'password must be a string.',
  },
  {
    name: 'bad email',
    method: 'POST',
    url: '/api/auth/login',
    payload: { email: 'not-an-email', password: 'x' },
    field: 'email',
    detail: 'email must be a valid email address or a mobile number such as 0300-1234567.',
  },
  {
    name: 'boolean as string',
    method: 'POST',
    url: '/api/auth/login',
    payload: { email: 'a@b.pk', password: 'x', remember_me: 'yes' },
    field: 'remember_me',
  },
  {
    name: 'short password',
    method: 'POST',
    url: '/api/auth/register',
    payload: { ...validRegistration, password: '12345' },
    field: 'password',
    detail: 'password must be at least 6 characters long.',
  },
  {
    name: 'oversize string',
    method: 'POST',
    url: '/api/auth/register',
    payload: { ...validRegistration, first_name: 'x'.repeat(101) },
    field: 'first_name',
    detail: 'first_name must be at most 100 characters long.',
  },
  {
    name: 'oversize password',
    method: 'POST',
    url: '/api/auth/reset-password',
    payload: { token: 'abc', password: 'x'.repeat(129) },
    field: 'password',
  },
  {
    name: 'bad username characters',
    method: 'POST',
    url: '/api/auth/register',
    payload: { ...validRegistration, username: 'bad name!' },
    field: 'username',
  },
  {
    name: 'terms not accepted',
    method: 'POST',
    url: '/api/auth/register',
    payload: { ...validRegistration, accept_terms: false },
    field: 'accept_terms',
  },
  {
    name: 'bad enum',
    method: 'POST',
    url: '/api/users/',
    auth: true,
    payload: { ...validUser, user_role: 'principal' },
    field: 'user_role',
    detail: 'user_role must be one of: student, teacher, admin.',
  },
  {
    name: 'null for required string',
    method: 'POST',
    url: '/api/users/',
    auth: true,
    payload: { ...validUser, last_name: null },
    field: 'last_name',
  },
  {
    name: 'blank name',
    method: 'POST',
    url: '/api/users/',
    auth: true,
    payload: { ...validUser, first_name: '   ' },
    field: 'first_name',
    detail: 'first_name must not be blank.',
  },
  {
    name: 'tenant id zero',
    method: 'POST',
    url: '/api/users/',
    auth: true,
    payload: { ...validUser, tenant_id: 0 },
    field: 'tenant_id',
  },
  {
    name: 'fractional tenant id',
    method: 'POST',
    url: '/api/users/',
    auth: true,
    payload: { ...validUser, tenant_id: 1.5 },
    field: 'tenant_id',
  },
  {
    name: 'body is a list',
    method: 'POST',
    url: '/api/users/',
    auth: true,
    payload: [validUser],
    field: 'body',
  },
  {
    name: 'update unknown field',
    method: 'PUT',
    url: '/api/users/2',
    auth: true,
    payload: { password: 'NewSecret#1' },
    field: 'password',
  },
  {
    name: 'update wrong type',
    method: 'PUT',
    url: '/api/users/2',
    auth: true,
    payload: { is_active: 'false' },
    field: 'is_active',
  },
  {
    name: 'id not a number',
    method: 'GET',
    url: '/api/users/abc',
    auth: true,
    field: 'id',
    detail: 'id must be an integer.',
  },
  { name: 'id fractional', method: 'GET', url: '/api/users/1.5', auth: true, field: 'id' },
  {
    name: 'id zero',
    method: 'DELETE',
    url: '/api/users/0',
    auth: true,
    field: 'id',
    detail: 'id must be at least 1.',
  },
  {
    name: 'id too large',
    method: 'PUT',
    url: '/api/users/99999999999',
    auth: true,
    payload: { first_name: 'X' },
    field: 'id',
  },
  {
    name: 'limit too large',
    method: 'GET',
    url: '/api/users/?limit=501',
    auth: true,
    field: 'limit',
    detail: 'limit must be at most 500.',
  },
  { name: 'negative skip', method: 'GET', url: '/api/users/?skip=-1', auth: true, field: 'skip' },
  {
    name: 'bad status filter',
    method: 'GET',
    url: '/api/users/?status=sleeping',
    auth: true,
    field: 'status',
  },
  {
    name: 'oversize search',
    method: 'GET',
    url: `/api/users/?search=${'a'.repeat(101)}`,
    auth: true,
    field: 'search',
  },
];

describe('validation: 422 with a detail naming the field, nothing written', () => {
  for (const item of cases) {
    it(item.name, async () => {
      const before = await counts();
      const response = await t.request({
        method: item.method,
        url: item.url,
        payload: item.payload as object,
        token: item.auth ? admin : undefined,
      });
      expect(response.statusCode, response.body).toBe(422);
      const body = response.json();
      expect(body.detail).toContain(item.field === 'body' ? 'body' : item.field);
      if (item.detail) expect(body.detail).toBe(item.detail);
      expect(body.errors.map((error: { field: string }) => error.field)).toContain(item.field);
      expect(await counts()).toEqual(before);
    });
  }
});

describe('malformed requests: 4xx with a detail', () => {
  it('answers malformed JSON with 400', async () => {
    const response = await t.request({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"email": "a@b.pk", ',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().detail).toMatch(/not valid JSON/);
  });

  it('answers an empty JSON body with 400', async () => {
    const response = await t.request({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: '',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().detail).toBeTruthy();
  });

  it('answers a missing body with 422', async () => {
    const response = await t.request({ method: 'POST', url: '/api/auth/login' });
    expect(response.statusCode).toBe(422);
    expect(response.json().detail).toBe('The request body is required.');
  });

  it('validates JSON sent with a charset parameter like any JSON', async () => {
    const response = await t.request({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json; charset=utf-8' },
      payload: JSON.stringify({ email: 'a@b.pk', password: 'x', role: 'admin' }),
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors[0].field).toBe('role');
  });

  it('answers another content type with 415', async () => {
    for (const type of ['text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data']) {
      const response = await t.request({
        method: 'POST',
        url: '/api/auth/login',
        headers: { 'content-type': type },
        payload: 'email=a@b.pk',
      });
      expect(response.statusCode, type).toBe(415);
      expect(response.json().detail).toMatch(/application\/json/);
    }
  });

  it('answers a body over 1 MiB with 413', async () => {
    const before = await counts();
    const response = await t.request({
      method: 'POST',
      url: '/api/auth/register',
      payload: { ...validRegistration, first_name: 'x'.repeat(1024 * 1024 + 10) },
    });
    expect(response.statusCode).toBe(413);
    expect(response.json().detail).toMatch(/too large/);
    expect(await counts()).toEqual(before);
  });

  it('never answers 5xx to arbitrary bodies, and always gives a detail', async () => {
    const before = await counts();
    const targets = [
      { method: 'POST', url: '/api/auth/login', auth: false },
      { method: 'POST', url: '/api/auth/register', auth: false },
      { method: 'POST', url: '/api/auth/refresh', auth: false },
      { method: 'POST', url: '/api/auth/reset-password', auth: false },
      { method: 'POST', url: '/api/users/', auth: true },
      { method: 'PUT', url: '/api/users/2', auth: true },
    ] as const;
    const jsonValue = fc.oneof(
      fc.record(
        {
          email: fc.oneof(fc.string(), fc.emailAddress(), fc.integer()),
          username: fc.oneof(fc.string(), fc.constant(null)),
          password: fc.oneof(fc.string(), fc.integer()),
          first_name: fc.oneof(fc.string(), fc.constant('')),
          tenant_id: fc.oneof(fc.integer(), fc.constant(null), fc.string(), fc.double()),
          user_role: fc.oneof(fc.constantFrom('student', 'teacher', 'admin'), fc.string()),
          accept_terms: fc.oneof(fc.boolean(), fc.string()),
          refresh_token: fc.string(),
          token: fc.string(),
        },
        { requiredKeys: [] },
      ),
      fc.anything(),
    );
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...targets), jsonValue, async (target, payload) => {
        const response = await t.request({
          method: target.method,
          url: target.url,
          headers: { 'content-type': 'application/json' },
          payload: JSON.stringify(payload) ?? 'null',
          token: target.auth ? admin : undefined,
        });
        expect(response.statusCode, `${target.url} ${response.body}`).toBeLessThan(500);
        if (response.statusCode >= 400) expect(response.json().detail).toBeTruthy();
      }),
      { numRuns: 150 },
    );
    const after = (await counts()) as Record<string, unknown>;
    const start = before as Record<string, unknown>;
    // Random bodies that happen to be valid may sign in or register; none may touch tenants.
    expect(after.tenants).toEqual(start.tenants);
  });
});
