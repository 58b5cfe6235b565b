// Parents who have a mobile number and no e-mail address: invited by SMS through the school's
// gateway (a local stand-in speaking the HTTP gateway protocol of fake-providers.ts), they set a
// password and sign in by mobile number; a forgotten password is reset with a code by SMS. The
// production rate limits are on: 30 parents at one meeting, on one network, all get in.
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_RATE_LIMITS } from '../../src/config.js';
import { auditLog, passwordResetTokens, users } from '../../src/db/schema/identity.js';
import { notifications } from '../../src/db/schema/notifications.js';
import { guardians } from '../../src/db/schema/school.js';
import { tenantScope } from '../../src/db/scope.js';
import { createTestApp, type TestApp } from '../helpers/app.js';
import { type FakeProvider, fakeSmsGateway } from '../helpers/fake-providers.js';
import { until } from '../helpers/until.js';

const IQBAL = 2;
const ADMIN = 'admin@iqbal.edu.pk';
const MEETING_IP = '10.77.0.1';
const PARENTS = 30;
const PASSWORD = 'Baagh#Bahar2026';

let t: TestApp;
let sms: FakeProvider;
let admin: string;
const guardianIds: number[] = [];
/** +923xx… → 03xx-xxxxxxx, as a parent types it. */
const typed = (mobile: string) => `0${mobile.slice(3, 6)}-${mobile.slice(6)}`;
const mobileOf = (i: number) => `+92345${String(7000000 + i).padStart(7, '0')}`;
const URDU = '۰۱۲۳۴۵۶۷۸۹';
const inUrdu = (latin: string) => latin.replace(/\d/g, (d) => URDU[Number(d)]!);

/** The newest SMS the gateway accepted for this number. */
function lastSmsTo(mobile: string): string | undefined {
  const mine = sms.accepted.filter((m) => m.to === mobile);
  return mine.length ? String(mine[mine.length - 1]!.text) : undefined;
}

beforeAll(async () => {
  sms = await fakeSmsGateway('parent-sms-key');
  t = await createTestApp(
    { rateLimits: DEFAULT_RATE_LIMITS },
    { queue: { pollingIntervalSeconds: 0.5, retryDelay: 1 } },
  );
  admin = await t.tokenFor(ADMIN);
  const saved = await t.request({
    method: 'PUT',
    url: '/api/notifications/channels',
    token: admin,
    payload: {
      channels: [
        {
          channel: 'sms',
          enabled: true,
          provider: 'http',
          settings: { url: sms.url, sender: 'IQBAL' },
          secret: 'parent-sms-key',
        },
      ],
      quiet_hours: null,
    },
  });
  expect(saved.statusCode, saved.body).toBe(200);
  // Guardians as a school records most of them: a name and a mobile, no e-mail, no SMS consent.
  await t.query(async (tx) => {
    for (let i = 0; i < PARENTS; i++) {
      const [row] = await tx
        .insert(guardians)
        .values({
          tenant_id: IQBAL,
          name: `Meeting Parent ${i}`,
          relation: 'mother',
          mobile: mobileOf(i),
        })
        .returning({ id: guardians.id });
      guardianIds.push(row!.id);
    }
  }, tenantScope(IQBAL));
  // A fresh database copy and the queue's start: slow on a loaded machine, not a timing check.
}, 600_000);
afterAll(async () => {
  await t?.close();
  await sms?.close();
});

describe('parents by mobile number', () => {
  it('invites 30 guardians by SMS; all accept from one network and sign in by mobile', async () => {
    for (const [i, id] of guardianIds.entries()) {
      const invite = await t.request({
        method: 'POST',
        url: `/api/guardians/${id}/invite`,
        token: admin,
        payload: { delivery: 'sms' },
      });
      expect(invite.statusCode, invite.body).toBe(201);
      expect(invite.json()).toMatchObject({ delivery: 'sms', code: null, sent_to: mobileOf(i) });
    }
    await until('every invitation SMS accepted', async () =>
      guardianIds.every((_, i) => lastSmsTo(mobileOf(i)) !== undefined),
    );
    for (const [i] of guardianIds.entries()) {
      const text = lastSmsTo(mobileOf(i))!;
      const code = /Code: ([A-Z2-9]{5}-[A-Z2-9]{5})/.exec(text)?.[1];
      expect(code, text).toBeDefined();
      expect(text).toContain(`/parent-invite?code=${code}`);
      const accepted = await t.request({
        method: 'POST',
        url: '/api/parents/accept-invite',
        remoteAddress: MEETING_IP,
        payload: { code, password: PASSWORD },
      });
      expect(accepted.statusCode, `parent ${i}: ${accepted.body}`).toBe(201);
      expect(accepted.json().message).toMatch(/mobile number/);
    }
    // Every parent signs in with the number as typed: 03xx-xxxxxxx, +92 …, or in Urdu digits.
    for (const [i] of guardianIds.entries()) {
      const name =
        i % 3 === 0 ? typed(mobileOf(i)) : i % 3 === 1 ? mobileOf(i) : inUrdu(typed(mobileOf(i)));
      const login = await t.request({
        method: 'POST',
        url: '/api/auth/login',
        remoteAddress: MEETING_IP,
        payload: { email: name, password: PASSWORD },
      });
      expect(login.statusCode, `${name}: ${login.body}`).toBe(200);
    }
    const me = await t.request({
      method: 'GET',
      url: '/api/auth/me',
      token: (
        await t.request({
          method: 'POST',
          url: '/api/auth/login',
          payload: { email: typed(mobileOf(0)), password: PASSWORD },
        })
      ).json().access_token,
    });
    expect(me.json()).toMatchObject({ email: null, mobile: mobileOf(0), user_role: 'parent' });
    const audited = await t.query((tx) =>
      tx
        .select({ action: auditLog.action, n: sql<number>`count(*)::int` })
        .from(auditLog)
        .where(
          and(
            inArray(auditLog.action, ['guardian.invited', 'parent.account_created']),
            inArray(auditLog.entity_id, guardianIds),
          ),
        )
        .groupBy(auditLog.action),
    );
    expect(audited.sort((a, b) => a.action.localeCompare(b.action))).toEqual([
      { action: 'guardian.invited', n: PARENTS },
      { action: 'parent.account_created', n: PARENTS },
    ]);
    // 30 password hashes and 60 sign-ins on a shared machine: not a timing assertion.
  }, 300_000);

  it('refuses a wrong password by mobile with a sentence naming the mobile number', async () => {
    const login = await t.request({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: typed(mobileOf(1)), password: 'Not the password 1' },
    });
    expect(login.statusCode).toBe(401);
    expect(login.json().detail).toBe('Incorrect e-mail address, mobile number or password.');
  });

  it('resets a forgotten password with a one-time SMS code: hashed, 5 tries, used once', async () => {
    const mobile = mobileOf(2);
    const before = sms.accepted.length;
    const forgot = await t.request({
      method: 'POST',
      url: '/api/auth/forgot-password',
      payload: { email: typed(mobile) },
    });
    expect(forgot.statusCode, forgot.body).toBe(202);
    await until('the code SMS', async () => sms.accepted.length > before);
    const code = /Watni code (\d{6})/.exec(lastSmsTo(mobile)!)?.[1];
    expect(code).toBeDefined();
    // Only its hash is stored.
    const [stored] = await t.query((tx) =>
      tx
        .select({ hash: passwordResetTokens.token_hash })
        .from(passwordResetTokens)
        .innerJoin(users, eq(users.id, passwordResetTokens.user_id))
        .where(eq(users.mobile, mobile))
        .orderBy(desc(passwordResetTokens.id))
        .limit(1),
    );
    expect(stored!.hash).toMatch(/^[0-9a-f]{64}$/);
    expect(stored!.hash).not.toContain(code);
    // The stored notification (the inbox, a backup, the platform's views) shows it masked; the
    // SMS above left with it, opened from the sealed copy.
    const [notice] = await t.query((tx) =>
      tx
        .select({ title: notifications.title, body: notifications.body, data: notifications.data })
        .from(notifications)
        .innerJoin(users, eq(users.id, notifications.user_id))
        .where(and(eq(users.mobile, mobile), eq(notifications.event, 'password_reset_code')))
        .orderBy(desc(notifications.id))
        .limit(1),
    );
    expect(notice!.body).toContain('••••••');
    expect(JSON.stringify(notice)).not.toContain(code);
    expect(String(notice!.data.sealed)).toMatch(/^v1:/);
    const reset = (c: string, password = 'Naya#Password2026') =>
      t.request({
        method: 'POST',
        url: '/api/auth/reset-password-code',
        payload: { mobile: inUrdu(typed(mobile)), code: c, password },
      });
    const wrong = code === '000000' ? '111111' : '000000';
    const refused = await reset(wrong);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().detail).toMatch(/not correct or has expired/);
    // The right code, typed in Urdu digits.
    const done = await reset(inUrdu(code!));
    expect(done.statusCode, done.body).toBe(200);
    expect((await reset(code!)).statusCode).toBe(400);
    const login = await t.request({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: mobile, password: 'Naya#Password2026' },
    });
    expect(login.statusCode).toBe(200);
  });

  it('stops a code after 5 wrong tries, even the right one after them', async () => {
    const mobile = mobileOf(3);
    const before = sms.accepted.length;
    await t.request({
      method: 'POST',
      url: '/api/auth/forgot-password',
      payload: { email: mobile },
    });
    await until('the code SMS', async () => sms.accepted.length > before);
    const code = /Watni code (\d{6})/.exec(lastSmsTo(mobile)!)![1]!;
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i++) {
      const r = await t.request({
        method: 'POST',
        url: '/api/auth/reset-password-code',
        remoteAddress: `10.78.0.${i + 1}`,
        payload: { mobile, code: wrong, password: 'Naya#Password2026' },
      });
      expect([400, 429]).toContain(r.statusCode);
    }
    const late = await t.request({
      method: 'POST',
      url: '/api/auth/reset-password-code',
      remoteAddress: '10.78.0.9',
      payload: { mobile, code, password: 'Naya#Password2026' },
    });
    expect([400, 429]).toContain(late.statusCode);
    const old = await t.request({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: mobile, password: PASSWORD },
    });
    expect(old.statusCode).toBe(200);
  });

  it('says the same for an unknown number and sends nothing', async () => {
    const before = sms.requests.length;
    const forgot = await t.request({
      method: 'POST',
      url: '/api/auth/forgot-password',
      payload: { email: '0399-0000001' },
    });
    expect(forgot.statusCode).toBe(202);
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(sms.requests.length).toBe(before);
  });
});
