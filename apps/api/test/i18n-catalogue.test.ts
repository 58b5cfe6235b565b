// What the service sends that people read is in their language too — the
// module catalogue and the plans in the request's Accept-Language — and "Language for e-mails and
// messages" is a choice kept in the profile (users.preferred_language, 0290).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CATALOGUE_MODULES, CATALOGUE_PLANS } from '../src/db/seed/platform-catalogue.js';
import { createTestApp, DEMO_PASSWORD, type TestApp } from './helpers/app.js';

const URDU = 'ur-PK,ur;q=0.9,en;q=0.8';
const latinWord = /[A-Za-z]{3,}/;
/** Names and codes an Urdu sentence keeps in Latin letters. */
const keptLatin = /\b(?:SMS|WhatsApp|JazzCash|Easypaisa|EOBI|Excel|PDF|API|SLA)\b/g;

describe('the platform catalogue in Urdu', () => {
  it('has Urdu for every module and plan, with no English left but names', () => {
    for (const module of CATALOGUE_MODULES) {
      for (const text of [module.ur.name, module.ur.description]) {
        expect(text, module.slug).not.toBe('');
        expect(text.replace(keptLatin, ''), module.slug).not.toMatch(latinWord);
      }
    }
    for (const plan of CATALOGUE_PLANS) {
      expect(plan.ur.features, plan.slug).toHaveLength(plan.features.length);
      expect(plan.ur.highlight_text === null, plan.slug).toBe(plan.highlight_text === null);
      for (const text of [plan.ur.name, plan.ur.description, ...plan.ur.features]) {
        expect(text.replace(keptLatin, ''), plan.slug).not.toMatch(latinWord);
      }
    }
  });
});

describe('modules and plans answer in the request language', () => {
  let t: TestApp;
  let admin: string;
  beforeAll(async () => {
    t = await createTestApp();
    admin = await t.tokenFor('admin@iqbal.edu.pk');
  });
  afterAll(() => t.close());

  const get = (url: string, language?: string) =>
    t.request({
      method: 'GET',
      url,
      token: admin,
      ...(language ? { headers: { 'accept-language': language } } : {}),
    });

  it('Module Management: names and descriptions, English by default', async () => {
    const english = await get('/api/modules/tenant/access');
    expect(english.statusCode).toBe(200);
    const attendance = (r: typeof english) =>
      (r.json().items as { module_slug: string; module_name: string }[]).find(
        (item) => item.module_slug === 'attendance',
      );
    expect(attendance(english)?.module_name).toBe('Attendance');
    const urdu = await get('/api/modules/tenant/access', URDU);
    expect(attendance(urdu)?.module_name).toBe('حاضری');
    expect(urdu.headers.vary).toMatch(/accept-language/i);

    const list = (await get('/api/modules/', URDU)).json().items as {
      slug: string;
      name: string;
      description: string;
    }[];
    expect(list).toHaveLength(CATALOGUE_MODULES.length);
    for (const module of list) {
      const source = CATALOGUE_MODULES.find((m) => m.slug === module.slug)!;
      expect(module.name).toBe(source.ur.name);
      expect(module.description).toBe(source.ur.description);
    }
  });

  it('Subscription Plans: plans, the comparison and the current subscription', async () => {
    const plans = (await get('/api/subscriptions/plans', URDU)).json().items as {
      slug: string;
      name: string;
      features: string[];
      highlight_text: string | null;
    }[];
    const professional = plans.find((p) => p.slug === 'professional')!;
    expect(professional.name).toBe('پروفیشنل');
    expect(professional.highlight_text).toBe('سب سے مقبول');
    expect(professional.features).toEqual(
      CATALOGUE_PLANS.find((p) => p.slug === 'professional')!.ur.features,
    );
    const english = (await get('/api/subscriptions/plans')).json().items as { name: string }[];
    expect(english.map((p) => p.name)).toEqual(['Starter', 'Professional', 'Enterprise']);

    const comparison = (await get('/api/subscriptions/compare', URDU)).json().items as {
      name: string;
      modules: { slug: string; name: string }[];
    }[];
    for (const plan of comparison) {
      expect(plan.name).not.toMatch(latinWord);
      for (const module of plan.modules) {
        expect(module.name.replace(keptLatin, ''), module.slug).not.toMatch(latinWord);
      }
    }

    const current = (await get('/api/subscriptions/current', URDU)).json();
    expect(current.subscription_plan.name).toBe('پروفیشنل');
    for (const addon of current.addons as { name: string }[]) {
      expect(addon.name.replace(keptLatin, '')).not.toMatch(latinWord);
    }
  });

  it('the module sentences name the module in Urdu', async () => {
    const modules = (await get('/api/modules/')).json().items as { id: number; slug: string }[];
    const library = modules.find((m) => m.slug === 'library')!;
    const response = await t.request({
      method: 'POST',
      url: `/api/modules/tenant/enable/${library.id}`,
      token: admin,
      headers: { 'accept-language': URDU },
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().detail).toBe(
      'لائبریری ماڈیول جلد آ رہا ہے، ابھی اسے فعال نہیں کیا جا سکتا۔',
    );
  });
});

describe('Language for e-mails and messages', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const email = 'student3@iqbal.edu.pk';
  const signIn = async (language: string) => {
    const response = await t.request({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email, password: DEMO_PASSWORD },
      headers: { 'accept-language': language },
    });
    expect(response.statusCode).toBe(200);
    return response.json().access_token as string;
  };
  const me = async (token: string) =>
    (await t.request({ method: 'GET', url: '/api/auth/me', token })).json();
  const forgotSubject = async () => {
    const before = t.mailer.messages.length;
    await t.request({ method: 'POST', url: '/api/auth/forgot-password', payload: { email } });
    return (await t.mailer.waitFor(email, before)).subject;
  };

  it('follows the sign-in language until chosen in the profile, then stays', async () => {
    let token = await signIn('ur');
    const user = await me(token);
    expect(user.preferred_language).toBe('ur');

    // The person chooses English for their e-mails while reading the screens in Urdu.
    const saved = await t.request({
      method: 'PUT',
      url: `/api/users/${user.id}`,
      token,
      payload: { preferred_language: 'en' },
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().preferred_language).toBe('en');
    expect(await forgotSubject()).toBe('Reset your Watni password');

    // Signing in again in Urdu no longer changes the choice.
    token = await signIn('ur');
    expect((await me(token)).preferred_language).toBe('en');
    expect(await forgotSubject()).toBe('Reset your Watni password');

    // Choosing Urdu: the mails follow.
    const urdu = await t.request({
      method: 'PUT',
      url: `/api/users/${user.id}`,
      token,
      payload: { preferred_language: 'ur' },
    });
    expect(urdu.json().preferred_language).toBe('ur');
    expect(await forgotSubject()).toBe('اپنا Watni پاس ورڈ دوبارہ بنائیں');
    await signIn('en');
    expect(await forgotSubject()).toBe('اپنا Watni پاس ورڈ دوبارہ بنائیں');

    // The choice is audited like any change of the profile.
    const audit = await t.query(async (tx) => {
      const { auditLog } = await import('../src/db/schema/identity.js');
      const { and, eq } = await import('drizzle-orm');
      return tx
        .select({ changes: auditLog.changes })
        .from(auditLog)
        .where(and(eq(auditLog.entity_type, 'user'), eq(auditLog.entity_id, user.id)));
    });
    expect(JSON.stringify(audit)).toContain('preferred_language');
  });

  it("notifications follow the choice: a teacher who chose Urdu gets Urdu, a parent the guardian's", async () => {
    const { notify } = await import('../src/domains/notifications/notify.js');
    const { notifications } = await import('../src/db/schema/notifications.js');
    const { tenantScope } = await import('../src/db/scope.js');
    const { eq } = await import('drizzle-orm');
    const teacherToken = await t.tokenFor('teacher@iqbal.edu.pk');
    const teacher = await me(teacherToken);
    const parent = await me(await t.tokenFor('parent@iqbal.edu.pk'));
    const send = (key: string) =>
      t.query(
        (tx) =>
          notify(tx, {
            event: 'absence',
            recipients: { userIds: [teacher.id, parent.id] },
            data: { student_name: 'Ali Raza', date: '2026-03-02' },
            idempotencyKey: key,
            link: '/dashboard',
          }),
        tenantScope(teacher.tenant_id),
      );
    const titleFor = async (userId: number, key: string) => {
      const rows = await t.query(
        (tx) => tx.select().from(notifications).where(eq(notifications.user_id, userId)),
        tenantScope(teacher.tenant_id),
      );
      return rows.find((row) => row.idempotency_key?.startsWith(key))?.title;
    };
    await send('lang-choice:before');
    expect(await titleFor(teacher.id, 'lang-choice:before')).toBe('Ali Raza was absent today');
    const chose = await t.request({
      method: 'PUT',
      url: `/api/users/${teacher.id}`,
      token: teacherToken,
      payload: { preferred_language: 'ur' },
    });
    expect(chose.statusCode).toBe(200);
    await send('lang-choice:after');
    expect(await titleFor(teacher.id, 'lang-choice:after')).toContain('غیر حاضر');
    // The parent has not chosen: the language the school recorded for the guardian (English).
    expect(await titleFor(parent.id, 'lang-choice:after')).toBe('Ali Raza was absent today');
  });

  it('refuses a language the service does not speak, changing nothing', async () => {
    const token = await signIn('en');
    const user = await me(token);
    const response = await t.request({
      method: 'PUT',
      url: `/api/users/${user.id}`,
      token,
      payload: { preferred_language: 'fr' },
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().detail).toBeTruthy();
    expect((await me(token)).preferred_language).toBe(user.preferred_language);
  });
});
