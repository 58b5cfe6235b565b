// E-mails go out in their recipient's language. A user's language is the one they last
// signed in or registered in (Accept-Language); Urdu mails are right to left with a text part.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailDate, renderMail } from '../src/mail/templates.js';
import { createTestApp, DEMO_PASSWORD, type TestApp } from './helpers/app.js';

describe('mail templates', () => {
  it('renders English and Urdu with the same data, escaped in HTML', () => {
    const en = renderMail('enrollmentRejected', 'en', 'a@b.pk', {
      name: 'Ayesha <b>',
      course: 'Robotics',
      reason: '',
      reasonGiven: 'no',
    });
    expect(en.subject).toBe('Your enrollment in Robotics was not approved');
    expect(en.text).toContain('Assalam-o-Alaikum Ayesha <b>,');
    expect(en.text).not.toContain('Reason');
    expect(en.html).toContain('Ayesha &#60;b&#62;');
    expect(en.html).toContain('dir="ltr"');
    const ur = renderMail('enrollmentRejected', 'ur', 'a@b.pk', {
      name: 'عائشہ',
      course: 'Robotics',
      reason: 'فیس ادا نہیں ہوئی',
      reasonGiven: 'yes',
    });
    expect(ur.subject).toBe('Robotics میں آپ کا داخلہ منظور نہیں ہوا');
    expect(ur.text).toContain('وجہ: فیس ادا نہیں ہوئی');
    expect(ur.html).toContain('<html lang="ur" dir="rtl">');
    expect(ur.text).toMatch(/Watni ٹیم$/);
  });

  it('links as anchors in HTML and as addresses in text; dates in Pakistan time', () => {
    const link = 'https://watni.pk/reset-password?token=a&b';
    const mail = renderMail('passwordReset', 'ur', 'a@b.pk', { name: 'Ali', minutes: 60, link });
    expect(mail.text).toContain(link);
    expect(mail.html).toContain('<a href="https://watni.pk/reset-password?token=a&#38;b">');
    // 23 November 2026 20:00 UTC is already 24 November in Karachi.
    expect(mailDate(new Date('2026-11-23T20:00:00Z'), 'en')).toBe('24 November 2026');
    expect(mailDate(new Date('2026-11-23T20:00:00Z'), 'ur')).toContain('2026');
  });
});

describe('each mail in its recipient stored language', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const signIn = (email: string, language?: string) =>
    t.request({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email, password: DEMO_PASSWORD },
      ...(language ? { headers: { 'accept-language': language } } : {}),
    });
  const forgot = async (email: string) => {
    const before = t.mailer.messages.length;
    const response = await t.request({
      method: 'POST',
      url: '/api/auth/forgot-password',
      payload: { email },
    });
    expect(response.statusCode).toBe(202);
    return t.mailer.waitFor(email, before);
  };

  it('English by default; Urdu once the user signs in in Urdu; unchanged by a request naming neither', async () => {
    const email = 'student2@iqbal.edu.pk';
    expect((await forgot(email)).subject).toBe('Reset your Watni password');

    expect((await signIn(email, 'ur-PK,ur;q=0.9,en;q=0.8')).statusCode).toBe(200);
    const urdu = await forgot(email);
    expect(urdu.subject).toBe('اپنا Watni پاس ورڈ دوبارہ بنائیں');
    expect(urdu.html).toContain('dir="rtl"');
    expect(urdu.text).toMatch(/reset-password\?token=\S+/);
    expect(urdu.text).not.toMatch(/Hello|Someone|password stays/);

    // A script without Accept-Language does not reset the choice; English in the header does.
    expect((await signIn(email)).statusCode).toBe(200);
    expect((await forgot(email)).subject).toBe('اپنا Watni پاس ورڈ دوبارہ بنائیں');
    expect((await signIn(email, 'en')).statusCode).toBe(200);
    expect((await forgot(email)).subject).toBe('Reset your Watni password');
  });
});
