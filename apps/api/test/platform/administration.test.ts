// Platform administration and who may join: suspending and
// reactivating an organisation (sign-in, refresh and bearer refused), declining a request,
// the pending list, and each registration mode.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, tenants, users } from '../../src/db/schema/identity.js';
import { tenantScope } from '../../src/db/scope.js';
import { createTestApp, DEMO_PASSWORD, SUPERUSER_EMAIL, type TestApp } from '../helpers/app.js';
import {
  IQBAL,
  IQBAL_ADMIN,
  IQBAL_STUDENT,
  PLATFORM_TENANT,
  QUAID,
  QUAID_ADMIN,
  userId,
} from './helpers.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const SUSPENDED_DETAIL =
  'Your organization, Quaid Academy, has been suspended, so you cannot sign in. Please contact your organization or Watni support.';

async function signIn(email: string, password = DEMO_PASSWORD) {
  return t.request({ method: 'POST', url: '/api/auth/login', payload: { email, password } });
}

async function auditOf(action: string, entityId: number) {
  return t.query((tx) =>
    tx
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, action), eq(auditLog.entity_id, entityId))),
  );
}

let counter = 0;
function applicant(extra: Record<string, unknown>) {
  counter += 1;
  return {
    email: `applicant${counter}@example.pk`,
    username: `applicant_${counter}`,
    password: 'Applicant#2026',
    first_name: 'Hina',
    last_name: `Applicant${counter}`,
    accept_terms: true,
    ...extra,
  };
}

async function register(body: Record<string, unknown>, headers: Record<string, string> = {}) {
  return t.request({ method: 'POST', url: '/api/auth/register', payload: body, headers });
}

async function setMode(adminEmail: string, registration_mode: string) {
  const response = await t.request({
    method: 'PUT',
    url: '/api/tenant-settings/',
    token: await t.tokenFor(adminEmail),
    payload: { registration_mode },
  });
  expect(response.statusCode).toBe(200);
  return response.json() as { registration_mode: string; join_code: string | null };
}

describe('organisations list (superusers)', () => {
  it('lists organisations with type, plan, status and users, searched and paged on the server', async () => {
    const token = await t.tokenFor(SUPERUSER_EMAIL);
    const all = await t.request({ method: 'GET', url: '/api/admin/tenants/', token });
    expect(all.statusCode).toBe(200);
    const body = all.json();
    expect(body.total).toBeGreaterThanOrEqual(3);
    const iqbal = body.items.find((o: { id: number }) => o.id === IQBAL);
    expect(iqbal).toMatchObject({
      name: 'Iqbal Public School',
      tenant_type: expect.any(String),
      status: 'active',
      is_platform: false,
      suspended_at: null,
    });
    expect(iqbal.users_count).toBeGreaterThan(3);
    expect(body.items.find((o: { id: number }) => o.id === PLATFORM_TENANT).is_platform).toBe(true);

    const search = await t.request({
      method: 'GET',
      url: '/api/admin/tenants/?search=QUAID',
      token,
    });
    expect(search.json()).toMatchObject({ total: 1, items: [{ id: QUAID }] });
    const page = await t.request({
      method: 'GET',
      url: '/api/admin/tenants/?limit=1&skip=1',
      token,
    });
    expect(page.json().items).toHaveLength(1);
    expect(page.json().total).toBe(body.total);
    const like = await t.request({ method: 'GET', url: '/api/admin/tenants/?search=%25_', token });
    expect(like.json().total).toBe(0);
  });

  it('is refused to everyone but superusers', async () => {
    const response = await t.request({
      method: 'GET',
      url: '/api/admin/tenants/',
      token: await t.tokenFor(IQBAL_ADMIN),
    });
    expect(response.statusCode).toBe(403);
    expect(response.json().detail).toBe('Only platform superusers can do this.');
  });
});

describe('suspending an organisation', () => {
  it('refuses sign-in with a detail, ends refresh and access tokens; reactivating restores', async () => {
    // A Quaid admin signed in before the suspension.
    const before = await signIn(QUAID_ADMIN);
    expect(before.statusCode).toBe(200);
    const { access_token, refresh_token } = before.json();

    const superuser = await t.tokenFor(SUPERUSER_EMAIL);
    const blank = await t.request({
      method: 'POST',
      url: `/api/admin/tenants/${QUAID}/suspend`,
      token: superuser,
      payload: { reason: '   ' },
    });
    expect(blank.statusCode).toBe(422);
    expect(blank.json().detail).toBe('Please give a reason.');

    const suspended = await t.request({
      method: 'POST',
      url: `/api/admin/tenants/${QUAID}/suspend`,
      token: superuser,
      payload: { reason: 'Unpaid invoices since August.' },
    });
    expect(suspended.statusCode).toBe(200);
    expect(suspended.json()).toMatchObject({
      id: QUAID,
      status: 'suspended',
      suspension_reason: 'Unpaid invoices since August.',
    });
    expect(suspended.json().suspended_at).toEqual(expect.any(String));

    const again = await t.request({
      method: 'POST',
      url: `/api/admin/tenants/${QUAID}/suspend`,
      token: superuser,
      payload: { reason: 'Twice' },
    });
    expect(again.statusCode).toBe(409);

    // Sign-in: refused with a clear sentence (and in Urdu for an Urdu browser).
    const login = await signIn(QUAID_ADMIN);
    expect(login.statusCode).toBe(403);
    expect(login.json().detail).toBe(SUSPENDED_DETAIL);
    const urdu = await t.request({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: QUAID_ADMIN, password: DEMO_PASSWORD },
      headers: { 'accept-language': 'ur-PK' },
    });
    expect(urdu.json().detail).toContain('Quaid Academy');
    expect(urdu.json().detail).toContain('معطل');
    // The bearer check refuses the live access token; the refresh token is refused too.
    const me = await t.request({ method: 'GET', url: '/api/auth/me', token: access_token });
    expect(me.statusCode).toBe(401);
    expect(me.json().detail).toBe(SUSPENDED_DETAIL);
    const refreshed = await t.request({
      method: 'POST',
      url: '/api/auth/refresh',
      payload: { refresh_token },
    });
    expect(refreshed.statusCode).toBe(401);
    // Another school is untouched.
    expect((await signIn(IQBAL_STUDENT)).statusCode).toBe(200);
    // Suspended schools leave the public list.
    const list = await t.request({ method: 'GET', url: '/api/tenants/list' });
    expect(list.json().items.map((o: { id: number }) => o.id)).not.toContain(QUAID);
    // A visitor cannot register into it.
    const joining = await register(applicant({ tenant_id: QUAID }));
    expect(joining.statusCode).toBe(422);
    expect(joining.json().detail).toBe(
      'This organization is not accepting registrations at the moment.',
    );

    const [entry] = await auditOf('tenant.suspended', QUAID);
    expect(entry).toMatchObject({
      tenant_id: QUAID,
      actor_id: await userId(t, SUPERUSER_EMAIL),
      changes: expect.objectContaining({
        status: { from: 'active', to: 'suspended' },
        reason: 'Unpaid invoices since August.',
      }),
    });
    expect((entry!.changes as { sessions_ended: number }).sessions_ended).toBeGreaterThanOrEqual(1);

    const reactivated = await t.request({
      method: 'POST',
      url: `/api/admin/tenants/${QUAID}/reactivate`,
      token: superuser,
      payload: { reason: 'Paid in full.' },
    });
    expect(reactivated.statusCode).toBe(200);
    expect(reactivated.json()).toMatchObject({ status: 'active', suspension_reason: null });
    expect((await signIn(QUAID_ADMIN)).statusCode).toBe(200);
    // The sessions ended by the suspension stay ended: sign in again.
    const stale = await t.request({
      method: 'POST',
      url: '/api/auth/refresh',
      payload: { refresh_token },
    });
    expect(stale.statusCode).toBe(401);
    expect(await auditOf('tenant.reactivated', QUAID)).toHaveLength(1);
    const twice = await t.request({
      method: 'POST',
      url: `/api/admin/tenants/${QUAID}/reactivate`,
      token: superuser,
      payload: {},
    });
    expect(twice.statusCode).toBe(409);
  });

  it('never suspends the platform organisation; refuses tenant admins; 404 for an unknown one', async () => {
    const superuser = await t.tokenFor(SUPERUSER_EMAIL);
    const platform = await t.request({
      method: 'POST',
      url: `/api/admin/tenants/${PLATFORM_TENANT}/suspend`,
      token: superuser,
      payload: { reason: 'Oops' },
    });
    expect(platform.statusCode).toBe(409);
    expect(platform.json().detail).toBe('The Watni platform organization cannot be suspended.');
    const [row] = await t.query((tx) =>
      tx
        .select({ is_active: tenants.is_active })
        .from(tenants)
        .where(eq(tenants.id, PLATFORM_TENANT)),
    );
    expect(row!.is_active).toBe(true);

    const byAdmin = await t.request({
      method: 'POST',
      url: `/api/admin/tenants/${QUAID}/suspend`,
      token: await t.tokenFor(IQBAL_ADMIN),
      payload: { reason: 'Rivals' },
    });
    expect(byAdmin.statusCode).toBe(403);
    const unknown = await t.request({
      method: 'POST',
      url: '/api/admin/tenants/999999/suspend',
      token: superuser,
      payload: { reason: 'Nobody' },
    });
    expect(unknown.statusCode).toBe(404);
  });
});

describe('pending new-organisation requests', () => {
  async function requestOrganisation(
    organization_name: string,
    headers: Record<string, string> = {},
  ) {
    const response = await register(applicant({ tenant_id: null, organization_name }), headers);
    expect(response.statusCode).toBe(201);
    return response.json().user as { id: number; email: string };
  }

  it('declines with a reason: e-mailed in the applicant’s language, audited, gone from the list', async () => {
    const superuser = await t.tokenFor(SUPERUSER_EMAIL);
    const english = await requestOrganisation('Sialkot Grammar');
    const urdu = await requestOrganisation('Gujranwala Academy', {
      'accept-language': 'ur-PK,ur;q=0.9',
    });

    const empty = await t.request({
      method: 'POST',
      url: `/api/admin/pending-users/${english.id}/decline`,
      token: superuser,
      payload: { reason: ' ' },
    });
    expect(empty.statusCode).toBe(422);

    const since = t.mailer.messages.length;
    const declined = await t.request({
      method: 'POST',
      url: `/api/admin/pending-users/${english.id}/decline`,
      token: superuser,
      payload: { reason: 'We could not verify the school’s registration.' },
    });
    expect(declined.statusCode).toBe(200);
    expect(declined.json().message).toContain('Sialkot Grammar');
    const mail = await t.mailer.waitFor(english.email, since);
    expect(mail.subject).toContain('Sialkot Grammar');
    expect(mail.text).toContain('We could not verify the school’s registration.');

    await t.request({
      method: 'POST',
      url: `/api/admin/pending-users/${urdu.id}/decline`,
      token: superuser,
      payload: { reason: 'Duplicate request.' },
    });
    const urduMail = await t.mailer.waitFor(urdu.email, since);
    expect(urduMail.text).toContain('وجہ: Duplicate request.');
    expect(urduMail.html).toContain('dir="rtl"');

    const list = await t.request({
      method: 'GET',
      url: '/api/admin/pending-users',
      token: superuser,
    });
    const ids = list.json().users.map((u: { id: number }) => u.id);
    expect(ids).not.toContain(english.id);
    expect(ids).not.toContain(urdu.id);

    const again = await t.request({
      method: 'POST',
      url: `/api/admin/pending-users/${english.id}/decline`,
      token: superuser,
      payload: { reason: 'Twice' },
    });
    expect(again.statusCode).toBe(409);
    // A school's user is no request: 409; an unknown id: 404.
    const member = await t.request({
      method: 'POST',
      url: `/api/admin/pending-users/${await userId(t, IQBAL_STUDENT)}/decline`,
      token: superuser,
      payload: { reason: 'No' },
    });
    expect(member.statusCode).toBe(409);

    const login = await signIn(english.email, 'Applicant#2026');
    expect(login.statusCode).toBe(403);
    expect(login.json().detail).toBe(
      'Your registration request was declined. The email we sent you gives the reason.',
    );
    const [entry] = await auditOf('user.request_declined', english.id);
    expect(entry).toMatchObject({
      actor_id: await userId(t, SUPERUSER_EMAIL),
      changes: expect.objectContaining({
        reason: 'We could not verify the school’s registration.',
      }),
    });
  });

  it('lists only requests still pending (not approved, declined or deactivated ones)', async () => {
    const superuser = await t.tokenFor(SUPERUSER_EMAIL);
    const waiting = await requestOrganisation('Still Waiting School');
    const approved = await requestOrganisation('Approved School');
    const deactivated = await requestOrganisation('Deactivated Request');
    const created = await t.request({
      method: 'POST',
      url: '/api/admin/create-tenant-for-user',
      token: superuser,
      payload: { user_id: approved.id, organization_name: 'Approved School' },
    });
    expect(created.statusCode).toBe(201);
    await t.query((tx) =>
      tx.update(users).set({ is_active: false }).where(eq(users.id, deactivated.id)),
    );
    const list = await t.request({
      method: 'GET',
      url: '/api/admin/pending-users',
      token: superuser,
    });
    const listed = list.json().users as { id: number; has_tenant: boolean }[];
    expect(listed.map((u) => u.id)).toContain(waiting.id);
    expect(listed.map((u) => u.id)).not.toContain(approved.id);
    expect(listed.map((u) => u.id)).not.toContain(deactivated.id);
    expect(listed.every((u) => !u.has_tenant)).toBe(true);
  });
});

describe('who may join a school', () => {
  it('lists only organisations that accept registrations, never the platform', async () => {
    const list = await t.request({ method: 'GET', url: '/api/tenants/list' });
    const items = list.json().items as { id: number; registration_mode: string }[];
    expect(items.map((o) => o.id)).not.toContain(PLATFORM_TENANT);
    expect(items.find((o) => o.id === IQBAL)?.registration_mode).toBe('open');
    const platform = await register(applicant({ tenant_id: PLATFORM_TENANT }));
    expect(platform.statusCode).toBe(422);
  });

  it('open: the applicant is signed in at once (the spec’s behaviour)', async () => {
    const response = await register(applicant({ tenant_id: IQBAL }));
    expect(response.statusCode).toBe(201);
    expect(response.json().tokens).not.toBeNull();
  });

  it('approval: the account waits, sign-in says so, the tenant admin approves or rejects', async () => {
    await setMode(IQBAL_ADMIN, 'approval');
    const list = await t.request({ method: 'GET', url: '/api/tenants/list' });
    expect(list.json().items).toContainEqual(
      expect.objectContaining({ id: IQBAL, registration_mode: 'approval' }),
    );

    const body = applicant({ tenant_id: IQBAL, phone: '+92 300 1234567' });
    const registered = await register(body, { 'accept-language': 'ur' });
    expect(registered.statusCode).toBe(201);
    expect(registered.json().tokens).toBeNull();
    expect(registered.json().message).toBe(
      'Registration received! Iqbal Public School must approve your account before you can sign in. You will receive an email once it is approved.',
    );
    const id = registered.json().user.id as number;
    const early = await signIn(body.email, body.password);
    expect(early.statusCode).toBe(403);
    expect(early.json().detail).toBe(
      'Your account is waiting for approval by Iqbal Public School. You will receive an email once it is approved.',
    );

    const admin = await t.tokenFor(IQBAL_ADMIN);
    const waiting = await t.request({
      method: 'GET',
      url: '/api/users/awaiting-approval',
      token: admin,
    });
    expect(waiting.statusCode).toBe(200);
    expect(waiting.json().items).toContainEqual(
      expect.objectContaining({ id, email: body.email, phone: '+92 300 1234567' }),
    );
    // Another school's admin sees none of it and cannot decide it.
    const quaid = await t.tokenFor(QUAID_ADMIN);
    const other = await t.request({
      method: 'GET',
      url: '/api/users/awaiting-approval',
      token: quaid,
    });
    expect(other.json().items.map((u: { id: number }) => u.id)).not.toContain(id);
    const foreign = await t.request({
      method: 'POST',
      url: `/api/users/${id}/approve`,
      token: quaid,
    });
    expect(foreign.statusCode).toBe(404);
    const student = await t.request({
      method: 'POST',
      url: `/api/users/${id}/approve`,
      token: await t.tokenFor(IQBAL_STUDENT),
    });
    expect(student.statusCode).toBe(403);

    const since = t.mailer.messages.length;
    const approved = await t.request({
      method: 'POST',
      url: `/api/users/${id}/approve`,
      token: admin,
    });
    expect(approved.statusCode).toBe(200);
    expect(approved.json()).toMatchObject({ id, is_active: true });
    const mail = await t.mailer.waitFor(body.email, since);
    expect(mail.html).toContain('dir="rtl"'); // registered in Urdu
    expect((await signIn(body.email, body.password)).statusCode).toBe(200);
    expect(await auditOf('user.registration_approved', id)).toHaveLength(1);
    const twice = await t.request({
      method: 'POST',
      url: `/api/users/${id}/approve`,
      token: admin,
    });
    expect(twice.statusCode).toBe(409);

    // Rejected: stays out, e-mailed with the reason.
    const second = applicant({ tenant_id: IQBAL });
    const secondId = (await register(second)).json().user.id as number;
    const rejected = await t.request({
      method: 'POST',
      url: `/api/users/${secondId}/reject`,
      token: admin,
      payload: { reason: 'Not a student of ours.' },
    });
    expect(rejected.statusCode).toBe(200);
    expect((await t.mailer.waitFor(second.email, since)).text).toContain('Not a student of ours.');
    expect((await signIn(second.email, second.password)).json().detail).toBe(
      'Your registration request was declined. The email we sent you gives the reason.',
    );
    const after = await t.request({
      method: 'GET',
      url: '/api/users/awaiting-approval',
      token: admin,
    });
    expect(after.json().items.map((u: { id: number }) => u.id)).not.toContain(secondId);
    expect(await auditOf('user.registration_rejected', secondId)).toHaveLength(1);
    await setMode(IQBAL_ADMIN, 'open');
  });

  it('join code: asked after choosing the school, compared case-insensitively, wrong code refused', async () => {
    const admin = await t.tokenFor(IQBAL_ADMIN);
    const settings = await setMode(IQBAL_ADMIN, 'join_code');
    expect(settings.join_code).toMatch(/^[A-Z2-9]{8}$/);
    const code = settings.join_code!;
    // Teachers and students read the settings but never the code.
    const asStudent = await t.request({
      method: 'GET',
      url: '/api/tenant-settings/',
      token: await t.tokenFor(IQBAL_STUDENT),
    });
    expect(asStudent.json()).toMatchObject({ registration_mode: 'join_code', join_code: null });

    const missing = await register(applicant({ tenant_id: IQBAL }));
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors).toContainEqual({
      field: 'join_code',
      message: 'Enter the join code you were given by the school.',
    });
    const wrong = await register(applicant({ tenant_id: IQBAL, join_code: 'WRONG234' }));
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().detail).toBe(
      'This join code is not correct. Ask the school for its current code.',
    );
    const typed = `${code.slice(0, 4).toLowerCase()}-${code.slice(4)}`;
    const right = await register(applicant({ tenant_id: IQBAL, join_code: typed }));
    expect(right.statusCode).toBe(201);
    expect(right.json().tokens).not.toBeNull();

    const regenerated = await t.request({
      method: 'POST',
      url: '/api/tenant-settings/join-code',
      token: admin,
    });
    expect(regenerated.statusCode).toBe(200);
    expect(regenerated.json().join_code).not.toBe(code);
    const old = await register(applicant({ tenant_id: IQBAL, join_code: code }));
    expect(old.statusCode).toBe(422);
    const log = await t.query(
      (tx) =>
        tx
          .select()
          .from(auditLog)
          .where(
            and(
              eq(auditLog.action, 'settings.join_code_regenerated'),
              eq(auditLog.tenant_id, IQBAL),
            ),
          ),
      tenantScope(IQBAL, 0),
    );
    expect(log).toHaveLength(1);
    expect(JSON.stringify(log[0]!.changes)).not.toContain(regenerated.json().join_code);
    const teacherRegen = await t.request({
      method: 'POST',
      url: '/api/tenant-settings/join-code',
      token: await t.tokenFor(IQBAL_STUDENT),
    });
    expect(teacherRegen.statusCode).toBe(403);
    await setMode(IQBAL_ADMIN, 'open');
  });

  it('refuses an unknown registration mode with 422', async () => {
    const response = await t.request({
      method: 'PUT',
      url: '/api/tenant-settings/',
      token: await t.tokenFor(IQBAL_ADMIN),
      payload: { registration_mode: 'invite_only' },
    });
    expect(response.statusCode).toBe(422);
  });
});
