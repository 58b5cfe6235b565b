import {
  can,
  type Permission,
  ROLES,
  type RoleSubject,
  roleOf,
  SCREEN_PATHS,
  SCREEN_PERMISSIONS,
  type ScreenPath,
} from '@watni/policy';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, SUPERUSER_EMAIL, type TestApp } from './helpers/app.js';

// One permission table (@watni/policy) decides what the client shows: the route guard, the
// console's menu and the dashboard's tiles open the screens of SCREEN_PERMISSIONS for whom
// `can()` says yes. This test signs in as every role and calls, for every screen, the request
// the screen exists for; the service must allow it exactly when the client opens the screen
// (and answer 403 otherwise), with the tenant's settings both ways where a permission depends
// on one. `parent` arrives with the school half's user kind and joins this list then.

let t: TestApp;

interface Probe {
  method: 'GET' | 'POST' | 'PUT';
  url: string | ((t: TestApp) => Promise<string>);
  body?: (n: number) => Record<string, unknown>;
}

const courseBody = (n: number) => ({
  title: `Policy probe ${n}`,
  description: 'A course created by the permission test.',
  price: 0,
});

const PROBES: Record<ScreenPath, Probe> = {
  '/dashboard': { method: 'GET', url: '/api/dashboard/summary' },
  '/profile': { method: 'GET', url: '/api/auth/me' },
  '/dashboard/courses': { method: 'POST', url: '/api/courses/', body: courseBody },
  '/admin/courses': { method: 'POST', url: '/api/courses/', body: courseBody },
  '/admin/enrollments': { method: 'GET', url: '/api/enrollments/' },
  '/admin/users': { method: 'GET', url: '/api/users/' },
  '/admin/modules': {
    method: 'POST',
    // Enabling a core module is a no-op: the probe changes nothing.
    url: async (app) => {
      const modules = await app.request({
        method: 'GET',
        url: '/api/modules/?limit=500',
        token: await app.tokenFor(SUPERUSER_EMAIL),
      });
      const core = modules.json().items.find((m: { is_core: boolean }) => m.is_core);
      return `/api/modules/tenant/enable/${core.id}`;
    },
  },
  '/admin/subscriptions': { method: 'GET', url: '/api/subscriptions/current' },
  '/admin/settings': {
    method: 'PUT',
    url: '/api/tenant-settings/',
    body: () => ({ teacher_course_limit: 0 }),
  },
  '/admin/pending-users': { method: 'GET', url: '/api/admin/pending-users' },
  '/admin/organisations': { method: 'GET', url: '/api/admin/tenants/' },
  '/admin/awaiting-approval': { method: 'GET', url: '/api/users/awaiting-approval' },
};

// The course screens' probe creates a course, so creation stays allowed here (turning it off is
// covered by the courses tests); the enrolments screen follows its setting both ways.
const SETTINGS_CASES = [
  { teachers_can_manage_enrollments: true, teachers_can_create_courses: true },
  { teachers_can_manage_enrollments: false, teachers_can_create_courses: true },
];

// Every role of the table that has accounts today: the seed's, plus `user_role: admin`
// without the tenant-admin flag, created below.
const ACCOUNTS = [
  SUPERUSER_EMAIL,
  'admin@iqbal.edu.pk',
  'teacher@iqbal.edu.pk',
  'student@iqbal.edu.pk',
  'office@iqbal.edu.pk',
];

beforeAll(async () => {
  t = await createTestApp();
  const admin = await t.tokenFor('admin@iqbal.edu.pk');
  const created = await t.request({
    method: 'POST',
    url: '/api/users/',
    token: admin,
    payload: {
      email: 'office@iqbal.edu.pk',
      username: 'office.iqbal',
      password: 'Demo#2026',
      first_name: 'Office',
      last_name: 'Staff',
      user_role: 'admin',
      is_tenant_admin: false,
    },
  });
  expect(created.statusCode, created.body).toBe(201);
});

afterAll(() => t.close());

async function setSettings(values: Record<string, boolean>) {
  const response = await t.request({
    method: 'PUT',
    url: '/api/tenant-settings/',
    token: await t.tokenFor('admin@iqbal.edu.pk'),
    payload: values,
  });
  expect(response.statusCode).toBe(200);
}

describe.each(SETTINGS_CASES)('screens and service agree (settings %o)', (settings) => {
  beforeAll(() => setSettings(settings));

  it.each(ACCOUNTS)('for %s on every screen', async (email) => {
    const token = await t.tokenFor(email);
    const me = (
      await t.request({ method: 'GET', url: '/api/auth/me', token })
    ).json() as RoleSubject;
    let n = 0;
    for (const screen of SCREEN_PATHS) {
      const permission: Permission = SCREEN_PERMISSIONS[screen];
      const clientOpens = can(me, permission, { settings });
      const probe = PROBES[screen];
      const url = typeof probe.url === 'string' ? probe.url : await probe.url(t);
      n += 1;
      const response = await t.request({
        method: probe.method,
        url,
        token,
        ...(probe.body ? { payload: probe.body(n) } : {}),
      });
      const label = `${roleOf(me)} ${screen} → ${probe.method} ${url}: ${response.body}`;
      if (clientOpens) expect(response.statusCode, label).toBeLessThan(300);
      else expect(response.statusCode, label).toBe(403);
    }
  });
});

it('covers every role of the table but parent, and every screen', async () => {
  const roles = new Set<string>();
  for (const email of ACCOUNTS) {
    const token = await t.tokenFor(email);
    roles.add(roleOf((await t.request({ method: 'GET', url: '/api/auth/me', token })).json()));
  }
  expect([...roles].sort()).toEqual(ROLES.filter((role) => role !== 'parent').sort());
  expect(Object.keys(PROBES).sort()).toEqual([...SCREEN_PATHS].sort());
});
