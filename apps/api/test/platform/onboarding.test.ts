import { eq, notInArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, emailOutbox, tenants, users } from '../../src/db/schema/identity.js';
import { tenantModules, tenantSettings } from '../../src/db/schema/platform.js';
import { SECURITY_EVENTS } from '../../src/domains/audit/service.js';
import { createTestApp, SUPERUSER_EMAIL, type TestApp } from '../helpers/app.js';
import {
  IQBAL,
  IQBAL_ADMIN,
  IQBAL_STUDENT,
  IQBAL_TEACHER,
  QUAID,
  QUAID_STUDENT,
  tenantSnapshot,
  userId,
} from './helpers.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

let counter = 0;
async function registerNewOrganisation(organization_name: string) {
  counter += 1;
  const body = {
    email: `founder${counter}@neworg.pk`,
    username: `founder_${counter}`,
    password: 'Founder#2026',
    first_name: 'Mariam',
    last_name: 'Nawaz',
    phone: '+92 300 1112223',
    tenant_id: null,
    organization_name,
    accept_terms: true,
  };
  const response = await t.request({ method: 'POST', url: '/api/auth/register', payload: body });
  expect(response.statusCode).toBe(201);
  return { ...body, id: response.json().user.id as number };
}

const pending = (token: string) =>
  t.request({ method: 'GET', url: '/api/admin/pending-users', token });
const createTenant = (token: string, payload: Record<string, unknown>) =>
  t.request({ method: 'POST', url: '/api/admin/create-tenant-for-user', token, payload });

async function countRows() {
  return t.query(async (tx) => ({
    tenants: (await tx.select({ id: tenants.id }).from(tenants)).length,
    // Refusals are audited as security events, which are not changes.
    audit: (
      await tx
        .select({ id: auditLog.id })
        .from(auditLog)
        .where(notInArray(auditLog.action, SECURITY_EVENTS))
    ).length,
    outbox: (await tx.select({ id: emailOutbox.id }).from(emailOutbox)).length,
  }));
}

describe('pending users', () => {
  it('lists the seeded request and a new registration, oldest first, as {users}', async () => {
    const founder = await registerNewOrganisation('Faisalabad Grammar School');
    const token = await t.tokenFor(SUPERUSER_EMAIL);
    const response = await pending(token);
    expect(response.statusCode).toBe(200);
    const list = response.json().users as {
      id: number;
      email: string;
      organization_name: string;
    }[];
    expect(Object.keys(response.json())).toEqual(['users']);
    expect(list.map((user) => user.email)).toEqual(['sara@lahorehub.pk', founder.email]);
    expect(list[1]).toEqual({
      id: founder.id,
      first_name: 'Mariam',
      last_name: 'Nawaz',
      email: founder.email,
      phone: '+92 300 1112223',
      is_tenant_admin: false,
      organization_name: 'Faisalabad Grammar School',
      created_at: expect.any(String),
      has_tenant: false,
    });
  });
});

describe('creating the tenant for a pending user', () => {
  it('makes the user a tenant admin on a trial, with core modules, default settings, an email and an audit entry', async () => {
    const founder = await registerNewOrganisation('Multan Science Academy');
    const token = await t.tokenFor(SUPERUSER_EMAIL);
    const sent = t.mailer.messages.length;
    const response = await createTenant(token, {
      user_id: founder.id,
      organization_name: '  Multan Science Academy  ',
      tenant_type: 'academy',
      subscription_plan: 'professional',
    });
    expect(response.statusCode).toBe(201);
    const { message, tenant_id } = response.json();
    expect(message).toContain('Multan Science Academy');
    expect(tenant_id).toBeGreaterThan(QUAID);

    const [tenant] = await t.query((tx) =>
      tx.select().from(tenants).where(eq(tenants.id, tenant_id)),
    );
    expect(tenant).toMatchObject({
      name: 'Multan Science Academy',
      slug: 'multan-science-academy',
      tenant_type: 'academy',
      subscription_plan: 'professional',
      subscription_status: 'trial',
      is_active: true,
    });
    const trialDays = (tenant!.trial_ends_at!.getTime() - Date.now()) / 86_400_000;
    expect(trialDays).toBeGreaterThan(13.9);
    expect(trialDays).toBeLessThanOrEqual(14);

    // The approval email, through the outbox.
    const email = await t.mailer.waitFor(founder.email, sent);
    expect(email.subject).toBe('Your organization "Multan Science Academy" is approved');
    expect(email.text).toContain('/login');
    expect(email.text).toContain('14-day free trial');

    // The user signs in as the tenant admin.
    const tokens = await t.login(founder.email, founder.password);
    const me = await t.request({ method: 'GET', url: '/api/auth/me', token: tokens.access_token });
    expect(me.json()).toMatchObject({
      tenant_id,
      tenant_name: 'Multan Science Academy',
      is_tenant_admin: true,
      user_role: 'admin',
    });

    // ...and sees the trial subscription and the core modules switched on.
    const current = await t.request({
      method: 'GET',
      url: '/api/subscriptions/current',
      token: tokens.access_token,
    });
    expect(current.json()).toMatchObject({
      tenant: { id: tenant_id, name: 'Multan Science Academy' },
      subscription_plan: { slug: 'professional', monthly_price: 30 },
      subscription_status: 'trial',
      addon_modules_count: 0,
    });
    const access = await t.request({
      method: 'GET',
      url: '/api/modules/tenant/access',
      token: tokens.access_token,
    });
    const items = access.json().items as { is_core: boolean; is_enabled: boolean }[];
    expect(items.filter((item) => item.is_enabled)).toEqual(items.filter((item) => item.is_core));
    const rows = await t.query((tx) =>
      tx.select().from(tenantModules).where(eq(tenantModules.tenant_id, tenant_id)),
    );
    expect(rows.length).toBe(items.filter((item) => item.is_core).length);
    const settings = await t.request({
      method: 'GET',
      url: '/api/tenant-settings/',
      token: tokens.access_token,
    });
    expect(settings.json()).toEqual({
      teachers_can_create_courses: true,
      teachers_can_delete_courses: false,
      teachers_can_manage_enrollments: true,
      teacher_course_limit: 10,
      registration_mode: 'open',
      join_code: null,
    });
    expect(
      await t.query((tx) =>
        tx.select().from(tenantSettings).where(eq(tenantSettings.tenant_id, tenant_id)),
      ),
    ).toHaveLength(1);

    // The new admin reads the tenant.created entry in their own audit log.
    const log = await t.request({
      method: 'GET',
      url: '/api/audit-log/',
      token: tokens.access_token,
    });
    expect(log.json().items).toEqual([
      expect.objectContaining({
        tenant_id,
        action: 'tenant.created',
        entity_type: 'tenant',
        entity_id: tenant_id,
        changes: expect.objectContaining({
          name: 'Multan Science Academy',
          subscription_plan: 'professional',
          admin_user_id: founder.id,
        }),
      }),
    ]);

    // No longer pending; the new organisation is open for registration.
    const list = (await pending(token)).json().users as { id: number }[];
    expect(list.map((user) => user.id)).not.toContain(founder.id);
    const orgs = await t.request({ method: 'GET', url: '/api/tenants/list' });
    expect(orgs.json().items).toContainEqual({
      id: tenant_id,
      name: 'Multan Science Academy',
      registration_mode: 'open',
    });
  });

  it('defaults to a school on Starter and answers 409 for a user who already has a tenant', async () => {
    const founder = await registerNewOrganisation('Peshawar Model School');
    const token = await t.tokenFor(SUPERUSER_EMAIL);
    const first = await createTenant(token, {
      user_id: founder.id,
      organization_name: 'Peshawar Model School',
    });
    expect(first.statusCode).toBe(201);
    const [tenant] = await t.query((tx) =>
      tx.select().from(tenants).where(eq(tenants.id, first.json().tenant_id)),
    );
    expect(tenant).toMatchObject({
      tenant_type: 'school',
      subscription_plan: 'starter',
      subscription_status: 'trial',
    });

    const before = await countRows();
    const second = await createTenant(token, {
      user_id: founder.id,
      organization_name: 'Peshawar Model School 2',
    });
    expect(second.statusCode).toBe(409);
    expect(second.json().detail).toBe('This user already has an organization.');
    // A demo school's admin, too.
    const existing = await createTenant(token, {
      user_id: await userId(t, IQBAL_ADMIN),
      organization_name: 'Another',
    });
    expect(existing.statusCode).toBe(409);
    expect(await countRows()).toEqual(before);
  });

  it('creates one tenant when the same request is approved twice at once (double click)', async () => {
    const founder = await registerNewOrganisation('Quetta Scholars Academy');
    const token = await t.tokenFor(SUPERUSER_EMAIL);
    const before = await countRows();
    const payload = { user_id: founder.id, organization_name: 'Quetta Scholars Academy' };
    const responses = await Promise.all([
      createTenant(token, payload),
      createTenant(token, payload),
    ]);
    expect(responses.map((response) => response.statusCode).sort()).toEqual([201, 409]);
    const after = await countRows();
    expect(after.tenants).toBe(before.tenants + 1);
  });

  it('validates: blank name, unknown type or plan, unknown user, a taken name', async () => {
    const token = await t.tokenFor(SUPERUSER_EMAIL);
    const sara = await userId(t, 'sara@lahorehub.pk');
    const before = await countRows();
    const blank = await createTenant(token, { user_id: sara, organization_name: '   ' });
    expect(blank.statusCode).toBe(422);
    expect(blank.json()).toMatchObject({
      detail: 'Please enter an organization name.',
      errors: [{ field: 'organization_name' }],
    });
    const empty = await createTenant(token, { user_id: sara, organization_name: '' });
    expect(empty.statusCode).toBe(422);
    const type = await createTenant(token, {
      user_id: sara,
      organization_name: 'X',
      tenant_type: 'hospital',
    });
    expect(type.statusCode).toBe(422);
    expect(type.json().errors[0].field).toBe('tenant_type');
    const plan = await createTenant(token, {
      user_id: sara,
      organization_name: 'X',
      subscription_plan: 'gold',
    });
    expect(plan.statusCode).toBe(422);
    expect(plan.json().errors[0].field).toBe('subscription_plan');
    const extra = await createTenant(token, { user_id: sara, organization_name: 'X', price: 5 });
    expect(extra.statusCode).toBe(422);
    const unknown = await createTenant(token, {
      user_id: 999_999,
      organization_name: 'Ghost School',
    });
    expect(unknown.statusCode).toBe(404);
    const taken = await createTenant(token, {
      user_id: sara,
      organization_name: 'iqbal public school',
    });
    expect(taken.statusCode).toBe(409);
    expect(await countRows()).toEqual(before);
    const [row] = await t.query((tx) => tx.select().from(users).where(eq(users.id, sara)));
    expect(row).toMatchObject({ tenant_id: null, is_tenant_admin: false });
  });

  it('refuses non-superusers (403) and changes nothing', async () => {
    const sara = await userId(t, 'sara@lahorehub.pk');
    const student = await userId(t, IQBAL_STUDENT);
    const iqbal = await tenantSnapshot(t, IQBAL);
    const quaid = await tenantSnapshot(t, QUAID);
    const before = await countRows();
    for (const email of [IQBAL_ADMIN, IQBAL_TEACHER, QUAID_STUDENT]) {
      const token = await t.tokenFor(email);
      const calls = [
        { method: 'GET', url: '/api/admin/pending-users' },
        {
          method: 'POST',
          url: '/api/admin/create-tenant-for-user',
          payload: { user_id: sara, organization_name: 'Lahore Learning Hub' },
        },
        { method: 'POST', url: `/api/admin/users/${student}/make-tenant-admin` },
        { method: 'POST', url: `/api/admin/users/${student}/make-tenant-admin?tenant_id=${QUAID}` },
      ] as const;
      for (const call of calls) {
        const response = await t.request({ ...call, token });
        expect(response.statusCode, `${email} ${call.method} ${call.url}`).toBe(403);
        expect(response.json().detail).toBe('Only platform superusers can do this.');
      }
    }
    expect(await countRows()).toEqual(before);
    expect(await tenantSnapshot(t, IQBAL)).toEqual(iqbal);
    expect(await tenantSnapshot(t, QUAID)).toEqual(quaid);
    const anonymous = await t.request({ method: 'GET', url: '/api/admin/pending-users' });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('make tenant admin', () => {
  it('promotes a user in their own tenant, then is a no-op; audited', async () => {
    const token = await t.tokenFor(SUPERUSER_EMAIL);
    const id = await userId(t, 'student3@iqbal.edu.pk');
    const quaid = await tenantSnapshot(t, QUAID);
    const response = await t.request({
      method: 'POST',
      url: `/api/admin/users/${id}/make-tenant-admin`,
      token,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().message).toBe(
      'Hamza Sheikh is now an administrator of Iqbal Public School.',
    );
    const [row] = await t.query((tx) => tx.select().from(users).where(eq(users.id, id)));
    expect(row).toMatchObject({ tenant_id: IQBAL, is_tenant_admin: true, user_role: 'admin' });
    const again = await t.request({
      method: 'POST',
      url: `/api/admin/users/${id}/make-tenant-admin?tenant_id=${IQBAL}`,
      token,
    });
    expect(again.json().message).toBe(
      'Hamza Sheikh is already an administrator of Iqbal Public School.',
    );
    const entries = await t.query((tx) =>
      tx.select().from(auditLog).where(eq(auditLog.action, 'user.made_tenant_admin')),
    );
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      tenant_id: IQBAL,
      entity_id: id,
      changes: { is_tenant_admin: { from: false, to: true } },
    });
    // The new admin now reads the tenant's users.
    const login = await t.login('student3@iqbal.edu.pk');
    const list = await t.request({ method: 'GET', url: '/api/users/', token: login.access_token });
    expect(list.statusCode).toBe(200);
    expect(await tenantSnapshot(t, QUAID)).toEqual(quaid);
  });

  it('keeps a teacher teaching, moves a user with tenant_id (ending their sessions), and answers 404/409', async () => {
    const token = await t.tokenFor(SUPERUSER_EMAIL);
    const teacher = await userId(t, 'teacher@quaid.edu.pk');
    const teacherSession = await t.login('teacher@quaid.edu.pk');
    const promoted = await t.request({
      method: 'POST',
      url: `/api/admin/users/${teacher}/make-tenant-admin`,
      token,
    });
    expect(promoted.statusCode).toBe(200);
    const [row] = await t.query((tx) => tx.select().from(users).where(eq(users.id, teacher)));
    expect(row).toMatchObject({ tenant_id: QUAID, is_tenant_admin: true, user_role: 'teacher' });
    const stillIn = await t.request({
      method: 'GET',
      url: '/api/auth/me',
      token: teacherSession.access_token,
    });
    expect(stillIn.statusCode).toBe(200);

    // A pending user joins an existing tenant as its admin.
    const founder = await registerNewOrganisation('Hyderabad Tutors');
    const moved = await t.request({
      method: 'POST',
      url: `/api/admin/users/${founder.id}/make-tenant-admin?tenant_id=${QUAID}`,
      token,
    });
    expect(moved.statusCode).toBe(200);
    const session = await t.login(founder.email, founder.password);
    const me = await t.request({ method: 'GET', url: '/api/auth/me', token: session.access_token });
    expect(me.json()).toMatchObject({ tenant_id: QUAID, is_tenant_admin: true });

    // Moving a signed-in user ends their sessions.
    const movedAgain = await t.request({
      method: 'POST',
      url: `/api/admin/users/${founder.id}/make-tenant-admin?tenant_id=${IQBAL}`,
      token,
    });
    expect(movedAgain.statusCode).toBe(200);
    const stale = await t.request({
      method: 'GET',
      url: '/api/auth/me',
      token: session.access_token,
    });
    expect(stale.statusCode).toBe(401);
    const refresh = await t.request({
      method: 'POST',
      url: '/api/auth/refresh',
      payload: { refresh_token: session.refresh_token },
    });
    expect(refresh.statusCode).toBe(401);

    const noTenant = await t.request({
      method: 'POST',
      url: `/api/admin/users/${await userId(t, 'sara@lahorehub.pk')}/make-tenant-admin`,
      token,
    });
    expect(noTenant.statusCode).toBe(409);
    const unknownUser = await t.request({
      method: 'POST',
      url: '/api/admin/users/999999/make-tenant-admin',
      token,
    });
    expect(unknownUser.statusCode).toBe(404);
    const unknownTenant = await t.request({
      method: 'POST',
      url: `/api/admin/users/${teacher}/make-tenant-admin?tenant_id=99999`,
      token,
    });
    expect(unknownTenant.statusCode).toBe(404);
    const badTenant = await t.request({
      method: 'POST',
      url: `/api/admin/users/${teacher}/make-tenant-admin?tenant_id=-1`,
      token,
    });
    expect(badTenant.statusCode).toBe(422);
  });
});
