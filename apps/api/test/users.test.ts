import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, users } from '../src/db/schema/identity.js';
import { createTestApp, SUPERUSER_EMAIL, type TestApp } from './helpers/app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const IQBAL = 2;
const QUAID = 3;

async function idOf(email: string): Promise<number> {
  const [row] = await t.query((tx) =>
    tx.select({ id: users.id }).from(users).where(eq(users.email, email)),
  );
  return row!.id;
}

let counter = 0;
function newUser(overrides: Record<string, unknown> = {}) {
  counter += 1;
  return {
    email: `staff${counter}@example.pk`,
    username: `staff_${counter}`,
    password: 'Secret#123',
    first_name: 'Nadia',
    last_name: 'Baig',
    ...overrides,
  };
}

describe('superuser', () => {
  it('lists every user with total, paging and filters', async () => {
    const token = await t.tokenFor(SUPERUSER_EMAIL);
    const all = await t.request({ method: 'GET', url: '/api/users/', token });
    expect(all.statusCode).toBe(200);
    const body = all.json();
    expect(body.total).toBeGreaterThanOrEqual(12);
    expect(body.items.map((user: { id: number }) => user.id)).toEqual(
      [...body.items.map((user: { id: number }) => user.id)].sort((a, b) => a - b),
    );
    expect(new Set(body.items.map((user: { tenant_id: number | null }) => user.tenant_id))).toEqual(
      new Set([1, IQBAL, QUAID, null]),
    );

    const page = await t.request({ method: 'GET', url: '/api/users/?skip=2&limit=3', token });
    expect(page.json().items).toHaveLength(3);
    expect(page.json().items[0].id).toBe(body.items[2].id);
    expect(page.json().total).toBe(body.total);

    const search = await t.request({ method: 'GET', url: '/api/users/?search=SIDDIQ', token });
    expect(search.json().items.map((user: { email: string }) => user.email)).toEqual([
      'admin@iqbal.edu.pk',
    ]);

    const admins = await t.request({ method: 'GET', url: '/api/users/?role=admin', token });
    expect(
      admins
        .json()
        .items.every(
          (user: { is_tenant_admin: boolean; is_superuser: boolean }) =>
            user.is_tenant_admin || user.is_superuser,
        ),
    ).toBe(true);
    expect(admins.json().total).toBe(3);
  });

  it('creates a user in tenant 1 by default and honours tenant_id', async () => {
    const token = await t.tokenFor(SUPERUSER_EMAIL);
    const first = await t.request({
      method: 'POST',
      url: '/api/users/',
      token,
      payload: newUser(),
    });
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({
      tenant_id: 1,
      tenant_name: 'Watni',
      user_role: 'student',
      is_active: true,
      is_tenant_admin: false,
    });

    const second = await t.request({
      method: 'POST',
      url: '/api/users/',
      token,
      payload: newUser({ tenant_id: QUAID, user_role: 'teacher' }),
    });
    expect(second.statusCode).toBe(201);
    expect(second.json()).toMatchObject({ tenant_id: QUAID, user_role: 'teacher' });

    const unknown = await t.request({
      method: 'POST',
      url: '/api/users/',
      token,
      payload: newUser({ tenant_id: 4242 }),
    });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().errors[0].field).toBe('tenant_id');

    // The new user can sign in.
    await t.login(second.json().email, 'Secret#123');
    // And the creation was audited.
    const entries = await t.query((tx) =>
      tx.select().from(auditLog).where(eq(auditLog.entity_id, second.json().id)),
    );
    expect(entries.map((entry) => entry.action)).toContain('user.created');
    expect(JSON.stringify(entries)).not.toContain('password');
  });
});

describe('tenant admin', () => {
  it('creates users in their own tenant only', async () => {
    const token = await t.tokenFor('admin@iqbal.edu.pk');
    const created = await t.request({
      method: 'POST',
      url: '/api/users/',
      token,
      payload: newUser(),
    });
    expect(created.statusCode).toBe(201);
    expect(created.json().tenant_id).toBe(IQBAL);
    const own = await t.request({
      method: 'POST',
      url: '/api/users/',
      token,
      payload: newUser({ tenant_id: IQBAL }),
    });
    expect(own.statusCode).toBe(201);
    const before = await t.query((tx) => tx.select({ n: sql<number>`count(*)::int` }).from(users));
    const foreign = await t.request({
      method: 'POST',
      url: '/api/users/',
      token,
      payload: newUser({ tenant_id: QUAID }),
    });
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json().detail).toBeTruthy();
    const after = await t.query((tx) => tx.select({ n: sql<number>`count(*)::int` }).from(users));
    expect(after).toEqual(before);
  });

  it("gets 404 for another tenant's user on GET, PUT and DELETE, and changes nothing", async () => {
    const token = await t.tokenFor('admin@iqbal.edu.pk');
    const foreignId = await idOf('teacher@quaid.edu.pk');
    const get = await t.request({ method: 'GET', url: `/api/users/${foreignId}`, token });
    expect(get.statusCode).toBe(404);
    expect(get.json().detail).toBeTruthy();
    const put = await t.request({
      method: 'PUT',
      url: `/api/users/${foreignId}`,
      token,
      payload: { first_name: 'Hacked' },
    });
    expect(put.statusCode).toBe(404);
    const del = await t.request({ method: 'DELETE', url: `/api/users/${foreignId}`, token });
    expect(del.statusCode).toBe(404);
    const [row] = await t.query((tx) => tx.select().from(users).where(eq(users.id, foreignId)));
    expect(row).toMatchObject({ first_name: 'Sana', is_active: true });
    // The pending new-organisation user and the superuser are invisible too.
    for (const email of ['sara@lahorehub.pk', SUPERUSER_EMAIL]) {
      const response = await t.request({
        method: 'GET',
        url: `/api/users/${await idOf(email)}`,
        token,
      });
      expect(response.statusCode).toBe(404);
    }
  });

  it('sees no foreign users in lists and stats', async () => {
    const token = await t.tokenFor('admin@quaid.edu.pk');
    const list = await t.request({ method: 'GET', url: '/api/users/?limit=500', token });
    expect(list.statusCode).toBe(200);
    const items = list.json().items as { tenant_id: number }[];
    expect(items.length).toBeGreaterThan(0);
    expect(items.every((user) => user.tenant_id === QUAID)).toBe(true);
    expect(list.json().total).toBe(items.length);
    // The plain list (a prepared statement without ORM mapping) answers each user exactly as the
    // single-user read (Drizzle) does, and pages in id order.
    const page = await t.request({ method: 'GET', url: '/api/users/?skip=1&limit=2', token });
    expect(page.json().items).toEqual(list.json().items.slice(1, 3));
    for (const user of page.json().items as { id: number }[]) {
      const one = await t.request({ method: 'GET', url: `/api/users/${user.id}`, token });
      expect(one.json()).toEqual(user);
    }
    const search = await t.request({ method: 'GET', url: '/api/users/?search=iqbal', token });
    expect(search.json()).toEqual({ items: [], total: 0 });

    const stats = await t.request({ method: 'GET', url: '/api/users/stats', token });
    expect(stats.statusCode).toBe(200);
    const quaidRows = await t.query((tx) =>
      tx.select().from(users).where(eq(users.tenant_id, QUAID)),
    );
    expect(stats.json()).toEqual({
      total_users: quaidRows.length,
      active_users: quaidRows.filter((row) => row.is_active).length,
      inactive_users: quaidRows.filter((row) => !row.is_active).length,
      admin_users: quaidRows.filter((row) => row.is_tenant_admin || row.is_superuser).length,
    });
  });

  it('updates a user of the tenant (partial) and may reactivate them', async () => {
    const token = await t.tokenFor('admin@iqbal.edu.pk');
    const id = await idOf('student2@iqbal.edu.pk');
    const updated = await t.request({
      method: 'PUT',
      url: `/api/users/${id}`,
      token,
      payload: { last_name: 'Malik-Awan', is_active: false },
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toMatchObject({
      first_name: 'Fatima',
      last_name: 'Malik-Awan',
      is_active: false,
    });
    const reactivated = await t.request({
      method: 'PUT',
      url: `/api/users/${id}`,
      token,
      payload: { is_active: true },
    });
    expect(reactivated.json().is_active).toBe(true);
  });

  it('cannot edit a superuser', async () => {
    // A superuser placed in the tenant (visible to its admin) is still out of reach.
    const superToken = await t.tokenFor(SUPERUSER_EMAIL);
    const created = await t.request({
      method: 'POST',
      url: '/api/users/',
      token: superToken,
      payload: newUser({ tenant_id: IQBAL }),
    });
    const id = created.json().id as number;
    await t.query((tx) => tx.update(users).set({ is_superuser: true }).where(eq(users.id, id)));
    const token = await t.tokenFor('admin@iqbal.edu.pk');
    const put = await t.request({
      method: 'PUT',
      url: `/api/users/${id}`,
      token,
      payload: { first_name: 'X' },
    });
    expect(put.statusCode).toBe(403);
    const del = await t.request({ method: 'DELETE', url: `/api/users/${id}`, token });
    expect(del.statusCode).toBe(403);
  });
});

describe('teachers and students', () => {
  it('get 403 on every admin call', async () => {
    for (const email of ['teacher@iqbal.edu.pk', 'student@iqbal.edu.pk']) {
      const token = await t.tokenFor(email);
      const other = await idOf('student3@iqbal.edu.pk');
      const calls = [
        { method: 'GET', url: '/api/users/' },
        { method: 'GET', url: '/api/users/stats' },
        { method: 'POST', url: '/api/users/', payload: newUser() },
        { method: 'GET', url: `/api/users/${other}` },
        { method: 'PUT', url: `/api/users/${other}`, payload: { first_name: 'X' } },
        { method: 'DELETE', url: `/api/users/${other}` },
      ] as const;
      for (const call of calls) {
        const response = await t.request({ ...call, token });
        expect(response.statusCode, `${email} ${call.method} ${call.url}`).toBe(403);
        expect(response.json().detail).toBeTruthy();
      }
    }
  });

  it('may read and edit their own record, but not their role, flags or status', async () => {
    const email = 'student@quaid.edu.pk';
    const token = await t.tokenFor(email);
    const id = await idOf(email);
    const get = await t.request({ method: 'GET', url: `/api/users/${id}`, token });
    expect(get.statusCode).toBe(200);
    const put = await t.request({
      method: 'PUT',
      url: `/api/users/${id}`,
      token,
      payload: { phone: '+92 311 1234567', first_name: 'Usman ' },
    });
    expect(put.statusCode).toBe(200);
    expect(put.json()).toMatchObject({ phone: '+92 311 1234567', first_name: 'Usman' });
    for (const payload of [
      { user_role: 'admin' },
      { is_tenant_admin: true },
      { is_active: false },
    ]) {
      const response = await t.request({ method: 'PUT', url: `/api/users/${id}`, token, payload });
      expect(response.statusCode, JSON.stringify(payload)).toBe(403);
    }
    const [row] = await t.query((tx) => tx.select().from(users).where(eq(users.id, id)));
    expect(row).toMatchObject({ user_role: 'student', is_tenant_admin: false, is_active: true });
  });
});

describe('conflicts and deactivation', () => {
  it('answers 409 for a duplicate email or username, also across tenants', async () => {
    const token = await t.tokenFor('admin@iqbal.edu.pk');
    const email = await t.request({
      method: 'POST',
      url: '/api/users/',
      token,
      payload: newUser({ email: 'Teacher@Quaid.edu.pk' }),
    });
    expect(email.statusCode).toBe(409);
    expect(email.json().detail).toMatch(/email/i);
    const username = await t.request({
      method: 'POST',
      url: '/api/users/',
      token,
      payload: newUser({ username: 'SANA.JAVED' }),
    });
    expect(username.statusCode).toBe(409);
    expect(username.json().detail).toMatch(/username/i);
    const id = await idOf('student3@iqbal.edu.pk');
    const update = await t.request({
      method: 'PUT',
      url: `/api/users/${id}`,
      token,
      payload: { username: 'ali.raza' },
    });
    expect(update.statusCode).toBe(409);
  });

  it('refuses self-deactivation with 409', async () => {
    const email = 'admin@quaid.edu.pk';
    const token = await t.tokenFor(email);
    const id = await idOf(email);
    const response = await t.request({ method: 'DELETE', url: `/api/users/${id}`, token });
    expect(response.statusCode).toBe(409);
    expect(response.json().detail).toBe('You cannot deactivate your own account.');
    const viaPut = await t.request({
      method: 'PUT',
      url: `/api/users/${id}`,
      token,
      payload: { is_active: false },
    });
    expect(viaPut.statusCode).toBe(409);
  });

  it("deactivates: the user's access token and refresh token stop working", async () => {
    const email = 'student@iqbal.edu.pk';
    const victim = await t.login(email);
    const me = await t.request({ method: 'GET', url: '/api/auth/me', token: victim.access_token });
    expect(me.statusCode).toBe(200);
    const token = await t.tokenFor('admin@iqbal.edu.pk');
    const id = await idOf(email);
    const response = await t.request({ method: 'DELETE', url: `/api/users/${id}`, token });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ id, is_active: false });
    const after = await t.request({
      method: 'GET',
      url: '/api/auth/me',
      token: victim.access_token,
    });
    expect(after.statusCode).toBe(401);
    const refresh = await t.request({
      method: 'POST',
      url: '/api/auth/refresh',
      payload: { refresh_token: victim.refresh_token },
    });
    expect(refresh.statusCode).toBe(401);
    const entries = await t.query((tx) =>
      tx.select().from(auditLog).where(eq(auditLog.entity_id, id)),
    );
    expect(entries.map((entry) => entry.action)).toContain('user.deactivated');
  });
});
