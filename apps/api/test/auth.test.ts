import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { passwordResetTokens, refreshTokens, users } from '../src/db/schema/identity.js';
import { createTestApp, DEMO_PASSWORD, type TestApp } from './helpers/app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const PENDING_DETAIL =
  'Your organization is awaiting approval. You will receive an email once your account is approved by the admin.';

let counter = 0;
function newUser(overrides: Record<string, unknown> = {}) {
  counter += 1;
  return {
    email: `Learner${counter}@Example.pk`,
    username: `learner_${counter}`,
    password: 'Secret#123',
    first_name: 'Ahmed',
    last_name: 'Nawaz',
    phone: '+92 300 0000000',
    tenant_id: 2,
    accept_terms: true,
    ...overrides,
  };
}

async function familyOf(refreshToken: string) {
  const { hashOpaqueToken } = await import('../src/domains/auth/tokens.js');
  return t.query(async (tx) => {
    const [row] = await tx
      .select()
      .from(refreshTokens)
      .where(eq(refreshTokens.token_hash, hashOpaqueToken(refreshToken)));
    const family = await tx
      .select()
      .from(refreshTokens)
      .where(eq(refreshTokens.family_id, row!.family_id));
    return { row: row!, family };
  });
}

describe('registration into an existing organisation, then the whole session', () => {
  it('registers, reads /auth/me, refreshes with rotation, detects reuse and logs out', async () => {
    const body = newUser();
    const registered = await t.request({
      method: 'POST',
      url: '/api/auth/register',
      payload: body,
    });
    expect(registered.statusCode).toBe(201);
    const { user, tokens, message } = registered.json();
    expect(message).toBeTruthy();
    expect(user).toMatchObject({
      email: body.email.toLowerCase(),
      username: body.username,
      user_role: 'student',
      is_active: true,
      is_tenant_admin: false,
      is_superuser: false,
      tenant_id: 2,
      tenant_name: 'Iqbal Public School',
    });
    expect(user).not.toHaveProperty('password_hash');
    expect(tokens).toMatchObject({ token_type: 'bearer', expires_in: 900 });

    const me = await t.request({ method: 'GET', url: '/api/auth/me', token: tokens.access_token });
    expect(me.statusCode).toBe(200);
    expect(me.json().id).toBe(user.id);

    // Rotation: a new pair; the old refresh token is spent.
    const refreshed = await t.request({
      method: 'POST',
      url: '/api/auth/refresh',
      payload: { refresh_token: tokens.refresh_token },
    });
    expect(refreshed.statusCode).toBe(200);
    const second = refreshed.json();
    expect(second.refresh_token).not.toBe(tokens.refresh_token);
    const meAgain = await t.request({
      method: 'GET',
      url: '/api/auth/me',
      token: second.access_token,
    });
    expect(meAgain.statusCode).toBe(200);

    // Reuse of the rotated token: 401 and the whole family (the new token too) is revoked.
    const reuse = await t.request({
      method: 'POST',
      url: '/api/auth/refresh',
      payload: { refresh_token: tokens.refresh_token },
    });
    expect(reuse.statusCode).toBe(401);
    expect(reuse.json().detail).toBeTruthy();
    const { family } = await familyOf(second.refresh_token);
    expect(family).toHaveLength(2);
    expect(family.every((row) => row.revoked_at !== null)).toBe(true);
    const afterReuse = await t.request({
      method: 'POST',
      url: '/api/auth/refresh',
      payload: { refresh_token: second.refresh_token },
    });
    expect(afterReuse.statusCode).toBe(401);

    // A fresh session: logout revokes it.
    const session = await t.login(body.email, body.password);
    const logout = await t.request({
      method: 'POST',
      url: '/api/auth/logout',
      payload: { refresh_token: session.refresh_token },
    });
    expect(logout.statusCode).toBe(204);
    const afterLogout = await t.request({
      method: 'POST',
      url: '/api/auth/refresh',
      payload: { refresh_token: session.refresh_token },
    });
    expect(afterLogout.statusCode).toBe(401);
    // Logout is idempotent, also for unknown tokens.
    const again = await t.request({
      method: 'POST',
      url: '/api/auth/logout',
      payload: { refresh_token: 'not-a-token' },
    });
    expect(again.statusCode).toBe(204);
  });

  it('refuses registration into an unknown or inactive organisation (422 on tenant_id)', async () => {
    const unknown = await t.request({
      method: 'POST',
      url: '/api/auth/register',
      payload: newUser({ tenant_id: 9999 }),
    });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().errors[0].field).toBe('tenant_id');
  });

  it('refuses a duplicate email or username (case-insensitive) with 409 naming which', async () => {
    const taken = newUser({ email: 'STUDENT@iqbal.edu.pk' });
    const email = await t.request({ method: 'POST', url: '/api/auth/register', payload: taken });
    expect(email.statusCode).toBe(409);
    expect(email.json().detail).toMatch(/email/i);
    const username = await t.request({
      method: 'POST',
      url: '/api/auth/register',
      payload: newUser({ username: 'ALI.RAZA' }),
    });
    expect(username.statusCode).toBe(409);
    expect(username.json().detail).toMatch(/username/i);
  });

  it('requires accepting the terms and choosing exactly one organisation', async () => {
    const terms = await t.request({
      method: 'POST',
      url: '/api/auth/register',
      payload: newUser({ accept_terms: false }),
    });
    expect(terms.statusCode).toBe(422);
    expect(terms.json().errors[0].field).toBe('accept_terms');
    const neither = await t.request({
      method: 'POST',
      url: '/api/auth/register',
      payload: newUser({ tenant_id: null, organization_name: '   ' }),
    });
    expect(neither.statusCode).toBe(422);
    expect(neither.json().errors[0].field).toBe('organization_name');
    const none = await t.request({
      method: 'POST',
      url: '/api/auth/register',
      payload: newUser({ tenant_id: null }),
    });
    expect(none.statusCode).toBe(422);
    expect(none.json().errors[0].field).toBe('tenant_id');
  });
});

describe('remember me', () => {
  it('chooses a 30-day refresh token, else 12 hours, and keeps the choice on rotation', async () => {
    const hours = (date: Date) => (date.getTime() - Date.now()) / 3_600_000;
    const long = await t.request({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'student2@iqbal.edu.pk', password: DEMO_PASSWORD, remember_me: true },
    });
    expect(long.statusCode).toBe(200);
    const longRow = (await familyOf(long.json().refresh_token)).row;
    expect(longRow.remember_me).toBe(true);
    expect(hours(longRow.expires_at)).toBeGreaterThan(30 * 24 - 1);
    expect(hours(longRow.expires_at)).toBeLessThanOrEqual(30 * 24);

    const short = await t.login('student2@iqbal.edu.pk');
    const shortRow = (await familyOf(short.refresh_token)).row;
    expect(shortRow.remember_me).toBe(false);
    expect(hours(shortRow.expires_at)).toBeGreaterThan(11.9);
    expect(hours(shortRow.expires_at)).toBeLessThanOrEqual(12);

    const rotated = await t.request({
      method: 'POST',
      url: '/api/auth/refresh',
      payload: { refresh_token: long.json().refresh_token },
    });
    const rotatedRow = (await familyOf(rotated.json().refresh_token)).row;
    expect(rotatedRow.remember_me).toBe(true);
    expect(hours(rotatedRow.expires_at)).toBeGreaterThan(30 * 24 - 1);
  });

  it('refuses an expired refresh token', async () => {
    const session = await t.login('student3@iqbal.edu.pk');
    const { row } = await familyOf(session.refresh_token);
    await t.query((tx) =>
      tx
        .update(refreshTokens)
        .set({ expires_at: new Date(Date.now() - 1000) })
        .where(eq(refreshTokens.id, row.id)),
    );
    const response = await t.request({
      method: 'POST',
      url: '/api/auth/refresh',
      payload: { refresh_token: session.refresh_token },
    });
    expect(response.statusCode).toBe(401);
  });
});

describe('login failures', () => {
  it('answers 401 with one sentence for a wrong password and for an unknown email', async () => {
    for (const payload of [
      { email: 'student@iqbal.edu.pk', password: 'wrong-password' },
      { email: 'nobody@nowhere.pk', password: 'wrong-password' },
    ]) {
      const response = await t.request({ method: 'POST', url: '/api/auth/login', payload });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ detail: 'Incorrect email or password.' });
    }
  });

  it('accepts the email in any case', async () => {
    const response = await t.request({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'Student@IQBAL.edu.pk', password: DEMO_PASSWORD },
    });
    expect(response.statusCode).toBe(200);
  });

  it('answers 403 with a detail for an inactive account', async () => {
    await t.query((tx) =>
      tx.update(users).set({ is_active: false }).where(eq(users.email, 'student3@quaid.edu.pk')),
    );
    const response = await t.request({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'student3@quaid.edu.pk', password: DEMO_PASSWORD },
    });
    expect(response.statusCode).toBe(403);
    expect(response.json().detail).toMatch(/deactivated/);
  });

  it('answers 403 with the awaiting-approval sentence for a pending organisation', async () => {
    const response = await t.request({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'sara@lahorehub.pk', password: DEMO_PASSWORD },
    });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ detail: PENDING_DETAIL });
  });

  it('answers 401 for a missing, malformed, forged or expired access token', async () => {
    const { AccessTokens } = await import('../src/domains/auth/tokens.js');
    const forged = await new AccessTokens('another-secret-entirely-0123456789', 900).issue({
      id: 2,
      tenant_id: 2,
      token_version: 0,
    });
    const expired = await new AccessTokens(t.config.jwtSecret!, -10).issue({
      id: 2,
      tenant_id: 2,
      token_version: 0,
    });
    for (const authorization of [
      undefined,
      'Bearer',
      'Basic abc',
      'Bearer abc.def.ghi',
      `Bearer ${forged}`,
      `Bearer ${expired}`,
    ]) {
      const response = await t.request({
        method: 'GET',
        url: '/api/auth/me',
        headers: authorization ? { authorization } : {},
      });
      expect(response.statusCode, String(authorization)).toBe(401);
      expect(response.json().detail).toBeTruthy();
    }
  });
});

describe('registration requesting a new organisation', () => {
  it('creates a user without a tenant, returns no tokens, and login is refused until approval', async () => {
    const body = newUser({ tenant_id: null, organization_name: '  Multan Science Academy ' });
    const response = await t.request({ method: 'POST', url: '/api/auth/register', payload: body });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      message:
        'Registration successful! Your organization "Multan Science Academy" has been submitted for review. You will receive an email once your account is approved by the admin.',
      tokens: null,
      user: { tenant_id: null, tenant_name: null, organization_name: 'Multan Science Academy' },
    });
    const login = await t.request({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: body.email, password: body.password },
    });
    expect(login.statusCode).toBe(403);
    expect(login.json().detail).toBe(PENDING_DETAIL);
  });
});

describe('forgot and reset password', () => {
  it('answers 202 with the same message whether or not the email exists', async () => {
    const known = await t.request({
      method: 'POST',
      url: '/api/auth/forgot-password',
      payload: { email: 'teacher@quaid.edu.pk' },
    });
    const unknown = await t.request({
      method: 'POST',
      url: '/api/auth/forgot-password',
      payload: { email: 'nobody@nowhere.pk' },
    });
    expect(known.statusCode).toBe(202);
    expect(unknown.statusCode).toBe(202);
    expect(known.json()).toEqual(unknown.json());
  });

  it('emails a single-use link; the new password works and the old one and old sessions stop', async () => {
    const email = 'teacher@iqbal.edu.pk';
    const before = t.mailer.messages.length;
    const session = await t.login(email);
    const response = await t.request({
      method: 'POST',
      url: '/api/auth/forgot-password',
      payload: { email },
    });
    expect(response.statusCode).toBe(202);
    const message = await t.mailer.waitFor(email, before);
    const link = /http:\/\/\S+\/reset-password\?token=(\S+)/.exec(message.text);
    expect(link, message.text).not.toBeNull();
    const token = decodeURIComponent(link![1]!);
    expect(message.html).toContain('reset-password?token=');

    const reset = await t.request({
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { token, password: 'NewSecret#2026' },
    });
    expect(reset.statusCode).toBe(200);
    expect(reset.json().message).toBeTruthy();

    const oldPassword = await t.request({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email, password: DEMO_PASSWORD },
    });
    expect(oldPassword.statusCode).toBe(401);
    await t.login(email, 'NewSecret#2026');
    const oldSession = await t.request({
      method: 'POST',
      url: '/api/auth/refresh',
      payload: { refresh_token: session.refresh_token },
    });
    expect(oldSession.statusCode).toBe(401);

    const twice = await t.request({
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { token, password: 'Another#2026' },
    });
    expect(twice.statusCode).toBe(400);
    expect(twice.json().detail).toMatch(/invalid or has expired/);

    // The outbox row was delivered.
    const statuses = await t.query(async (tx) => {
      const result = await tx.execute(
        sql`select status from email_outbox where recipient = ${email} order by id`,
      );
      return (result as unknown as { rows: { status: string }[] }).rows.map((row) => row.status);
    });
    expect(statuses.at(-1)).toBe('sent');
  });

  it('refuses an expired reset token', async () => {
    const email = 'admin@quaid.edu.pk';
    const before = t.mailer.messages.length;
    await t.request({ method: 'POST', url: '/api/auth/forgot-password', payload: { email } });
    const message = await t.mailer.waitFor(email, before);
    const token = decodeURIComponent(/token=(\S+)/.exec(message.text)![1]!);
    await t.query((tx) =>
      tx.update(passwordResetTokens).set({ expires_at: new Date(Date.now() - 1000) }),
    );
    const reset = await t.request({
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { token, password: 'NewSecret#2026' },
    });
    expect(reset.statusCode).toBe(400);
    await t.login(email); // the password did not change
  });
});
