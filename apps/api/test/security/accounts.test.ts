// Account takeover and weak passwords.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONFLICTS_PER_HOUR } from '../../src/domains/users/service.js';
import { createTestApp, DEMO_PASSWORD, type TestApp } from '../helpers/app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

async function me(token: string) {
  return (await t.request({ method: 'GET', url: '/api/auth/me', token })).json() as {
    id: number;
    email: string;
  };
}

describe('item 2: changing one’s email needs the current password and tells the old address', () => {
  it('refuses a stolen access token moving the email (no password, wrong password)', async () => {
    const token = (await t.login('student@quaid.edu.pk')).access_token;
    const { id } = await me(token);
    const move = (payload: object) =>
      t.request({ method: 'PUT', url: `/api/users/${id}`, token, payload });
    const missing = await move({ email: 'attacker@evil.example' });
    expect(missing.statusCode).toBe(422);
    expect(missing.json().detail).toBe('Enter your current password to change your email address.');
    const wrong = await move({ email: 'attacker@evil.example', current_password: 'Guess#2026' });
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json().detail).toBe('Your current password is not correct.');
    expect((await me(token)).email).toBe('student@quaid.edu.pk');
    // Other fields still change without it.
    expect((await move({ first_name: 'Sana' })).statusCode).toBe(200);
  });

  it('changes it with the password and emails the old address', async () => {
    const token = (await t.login('teacher@quaid.edu.pk')).access_token;
    const { id } = await me(token);
    const since = t.mailer.messages.length;
    const moved = await t.request({
      method: 'PUT',
      url: `/api/users/${id}`,
      token,
      payload: { email: 'teacher.new@quaid.edu.pk', current_password: DEMO_PASSWORD },
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json().email).toBe('teacher.new@quaid.edu.pk');
    const notice = await t.mailer.waitFor('teacher@quaid.edu.pk', since);
    expect(notice.subject).toBe('Your Watni email address was changed');
    expect(notice.text).toContain('teacher.new@quaid.edu.pk');
  });

  it('tells the old address when an admin changes someone’s email too', async () => {
    const admin = await t.tokenFor('admin@quaid.edu.pk');
    const [student] = await t.query(
      async (tx) =>
        (
          (await tx.execute(
            sql`select id from users where email = 'student2@quaid.edu.pk' or (tenant_id = 3 and user_role = 'student' and email <> 'student@quaid.edu.pk') order by id limit 1`,
          )) as unknown as { rows: { id: number }[] }
        ).rows,
    );
    const before = (
      await t.request({ method: 'GET', url: `/api/users/${student!.id}`, token: admin })
    ).json().email as string;
    const since = t.mailer.messages.length;
    const moved = await t.request({
      method: 'PUT',
      url: `/api/users/${student!.id}`,
      token: admin,
      payload: { email: `moved.${student!.id}@quaid.edu.pk` },
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect((await t.mailer.waitFor(before, since)).subject).toBe(
      'Your Watni email address was changed',
    );
  });
});

describe('item 3: common and weak passwords are refused wherever a password is set', () => {
  const weak = ['123456', 'password', 'aaaaaa', 'qwerty12', 'pakistan'];

  it('on registration, with a detail that says why', async () => {
    for (const [i, password] of weak.entries()) {
      const response = await t.request({
        method: 'POST',
        url: '/api/auth/register',
        payload: {
          email: `weak${i}@example.pk`,
          username: `weak_${i}`,
          password,
          first_name: 'Weak',
          last_name: 'Password',
          tenant_id: 2,
          accept_terms: true,
        },
      });
      expect(response.statusCode, password).toBe(422);
      expect(response.json().detail, password).toMatch(/^This password is too easy to guess\. /);
      expect(response.json().errors[0].field).toBe('password');
    }
    expect(
      (
        await t.request({
          method: 'POST',
          url: '/api/auth/register',
          payload: {
            email: 'strong@example.pk',
            username: 'strong_one',
            password: 'Kite#Lamp2026',
            first_name: 'Strong',
            last_name: 'Password',
            tenant_id: 2,
            accept_terms: true,
          },
        })
      ).statusCode,
    ).toBe(201);
  });

  it('refuses the user’s own name as a password', async () => {
    const response = await t.request({
      method: 'POST',
      url: '/api/auth/register',
      payload: {
        email: 'zainab.qureshi@example.pk',
        username: 'zqureshi',
        password: 'zainabqureshi',
        first_name: 'Zainab',
        last_name: 'Qureshi',
        tenant_id: 2,
        accept_terms: true,
      },
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().detail).toContain('your name, username or email');
  });

  it('on user creation by an admin and on password reset', async () => {
    const admin = await t.tokenFor('admin@iqbal.edu.pk');
    const created = await t.request({
      method: 'POST',
      url: '/api/users/',
      token: admin,
      payload: {
        email: 'weak.created@iqbal.edu.pk',
        username: 'weak_created',
        password: 'password1',
        first_name: 'W',
        last_name: 'C',
      },
    });
    expect(created.statusCode).toBe(422);
    expect(created.json().detail).toMatch(/too easy to guess/);

    const email = 'student@iqbal.edu.pk';
    const since = t.mailer.messages.length;
    await t.request({ method: 'POST', url: '/api/auth/forgot-password', payload: { email } });
    const mail = await t.mailer.waitFor(email, since);
    const token = decodeURIComponent(/token=([^\s"&<]+)/.exec(mail.text)![1]!);
    const reset = await t.request({
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { token, password: '111111' },
    });
    expect(reset.statusCode).toBe(422);
    expect(reset.json().detail).toMatch(/too easy to guess/);
    // The link was not used up by the refusal.
    const again = await t.request({
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { token, password: 'Mango#River2026' },
    });
    expect(again.statusCode).toBe(200);
  });
});

describe('item 9: POST /users/ cannot be used to map other schools’ addresses', () => {
  it('audits each refusal and stops an admin after the hourly allowance', async () => {
    const admin = await t.tokenFor('admin@iqbal.edu.pk');
    const probe = (i: number) =>
      t.request({
        method: 'POST',
        url: '/api/users/',
        token: admin,
        payload: {
          email: i % 2 ? 'admin@quaid.edu.pk' : `student${i}@quaid.edu.pk`,
          username: `probe_${i}`,
          password: 'Kite#Lamp2026',
          first_name: 'P',
          last_name: 'Q',
        },
      });
    const first = await probe(1);
    expect(first.statusCode).toBe(409);
    const audited = await t.query(
      async (tx) =>
        (
          (await tx.execute(
            sql`select tenant_id, changes->>'email' as email from audit_log where action = 'user.create_conflict'`,
          )) as unknown as { rows: { tenant_id: number; email: string }[] }
        ).rows,
    );
    expect(audited).toEqual([{ tenant_id: 2, email: 'admin@quaid.edu.pk' }]);
    for (let i = 1; i < CONFLICTS_PER_HOUR; i += 1) {
      expect((await probe(1)).statusCode).toBe(409);
    }
    const stopped = await probe(1);
    expect(stopped.statusCode).toBe(429);
    expect(stopped.headers['retry-after']).toBe('3600');
    expect(stopped.json().detail).toMatch(/try again in an hour/);
  });
});
