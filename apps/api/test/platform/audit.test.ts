import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, SUPERUSER_EMAIL, type TestApp } from '../helpers/app.js';
import {
  IQBAL,
  IQBAL_ADMIN,
  IQBAL_STUDENT,
  IQBAL_TEACHER,
  moduleId,
  QUAID,
  QUAID_ADMIN,
  tenantSnapshot,
} from './helpers.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  // Some history in both schools.
  const iqbal = await t.tokenFor(IQBAL_ADMIN);
  const quaid = await t.tokenFor(QUAID_ADMIN);
  // An add-on with working screens (a Coming-soon one cannot be switched); the demo school has
  // it on, so it is switched off first.
  const addon = await moduleId(t, 'announcements');
  await t.request({ method: 'POST', url: `/api/modules/tenant/disable/${addon}`, token: iqbal });
  await t.request({ method: 'POST', url: `/api/modules/tenant/enable/${addon}`, token: iqbal });
  await t.request({
    method: 'PUT',
    url: '/api/tenant-settings/',
    token: iqbal,
    payload: { teacher_course_limit: 4 },
  });
  await t.request({ method: 'POST', url: `/api/modules/tenant/disable/${addon}`, token: iqbal });
  await t.request({ method: 'POST', url: `/api/modules/tenant/enable/${addon}`, token: quaid });
  await t.request({
    method: 'PUT',
    url: '/api/tenant-settings/',
    token: quaid,
    payload: { teacher_course_limit: 7 },
  });
});
afterAll(() => t.close());

interface Entry {
  id: number;
  tenant_id: number | null;
  actor_id: number | null;
  actor_email: string | null;
  action: string;
  entity_type: string;
  entity_id: number | null;
  changes: Record<string, unknown>;
  created_at: string;
}

const list = async (token: string, query = '') => {
  const response = await t.request({ method: 'GET', url: `/api/audit-log/${query}`, token });
  expect(response.statusCode).toBe(200);
  return response.json() as { items: Entry[]; total: number };
};

describe('audit log', () => {
  it("shows a tenant admin their tenant's entries only, newest first, with who and what", async () => {
    const body = await list(await t.tokenFor(IQBAL_ADMIN));
    expect(body.items.length).toBeGreaterThanOrEqual(3);
    expect(body.total).toBe(body.items.length);
    expect(body.items.every((entry) => entry.tenant_id === IQBAL)).toBe(true);
    expect(body.items.slice(0, 3).map((entry) => entry.action)).toEqual([
      'module.disabled',
      'settings.updated',
      'module.enabled',
    ]);
    const ids = body.items.map((entry) => entry.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    expect(body.items[1]).toMatchObject({
      actor_email: IQBAL_ADMIN,
      entity_type: 'tenant_settings',
      entity_id: IQBAL,
      changes: { teacher_course_limit: { from: 10, to: 4 } },
    });
    expect(JSON.stringify(body)).not.toContain('quaid');
  });

  it('filters by action and pages', async () => {
    const token = await t.tokenFor(IQBAL_ADMIN);
    const filtered = await list(token, '?action=settings.updated');
    expect(filtered.items.map((entry) => entry.action)).toEqual(['settings.updated']);
    const all = await list(token);
    const page = await list(token, '?skip=1&limit=1');
    expect(page.items).toEqual([all.items[1]]);
    expect(page.total).toBe(all.total);
    expect(
      (await t.request({ method: 'GET', url: '/api/audit-log/?limit=0', token })).statusCode,
    ).toBe(422);
    expect(
      (await t.request({ method: 'GET', url: '/api/audit-log/?skip=-1', token })).statusCode,
    ).toBe(422);
  });

  it('shows a superuser every tenant', async () => {
    const body = await list(await t.tokenFor(SUPERUSER_EMAIL), '?limit=500');
    const tenantsSeen = new Set(body.items.map((entry) => entry.tenant_id));
    expect(tenantsSeen.has(IQBAL)).toBe(true);
    expect(tenantsSeen.has(QUAID)).toBe(true);
    const quaidOnly = await list(await t.tokenFor(SUPERUSER_EMAIL), '?action=settings.updated');
    expect(quaidOnly.items.map((entry) => entry.tenant_id).sort()).toEqual([IQBAL, QUAID].sort());
  });

  it('refuses teachers and students (403) and anonymous callers (401)', async () => {
    for (const email of [IQBAL_TEACHER, IQBAL_STUDENT]) {
      const response = await t.request({
        method: 'GET',
        url: '/api/audit-log/',
        token: await t.tokenFor(email),
      });
      expect(response.statusCode, email).toBe(403);
      expect(response.json().detail).toBe('Only administrators can read the audit log.');
    }
    expect((await t.request({ method: 'GET', url: '/api/audit-log/' })).statusCode).toBe(401);
  });

  it("cross-tenant: reading one school's log leaves the other's rows unchanged and unseen", async () => {
    const before = await tenantSnapshot(t, IQBAL);
    const body = await list(await t.tokenFor(QUAID_ADMIN), '?limit=500');
    expect(body.items.every((entry) => entry.tenant_id === QUAID)).toBe(true);
    expect(body.items.length).toBeGreaterThanOrEqual(2);
    const foreign = await list(await t.tokenFor(QUAID_ADMIN), `?action=module.disabled`);
    expect(foreign).toEqual({ items: [], total: 0 });
    expect(await tenantSnapshot(t, IQBAL)).toEqual(before);
  });
});
