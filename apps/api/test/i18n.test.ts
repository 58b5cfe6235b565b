// The service answers its `detail` sentences (and field messages) in the request's
// Accept-Language: Urdu for 'ur', English by default and for anything it does not speak.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localizeDetail } from '../src/http/i18n/localizeDetail.js';
import { requestLocale } from '../src/http/i18n/requestLocale.js';
import { createTestApp, type TestApp } from './helpers/app.js';

describe('Accept-Language', () => {
  it('picks the best language the service speaks', () => {
    expect(requestLocale(undefined)).toBe('en');
    expect(requestLocale('ur')).toBe('ur');
    expect(requestLocale('ur-PK,ur;q=0.9,en;q=0.8')).toBe('ur');
    expect(requestLocale('en-GB,ur;q=0.5')).toBe('en');
    expect(requestLocale('fr-FR,ur;q=0.3')).toBe('ur');
    expect(requestLocale('de, fr')).toBe('en');
    expect(requestLocale('ur;q=0')).toBe('en');
  });

  it('translates sentences and keeps their arguments', () => {
    expect(localizeDetail('Not authenticated. Please sign in.', 'ur')).toBe(
      'آپ سائن اِن نہیں ہیں۔ براہِ کرم سائن اِن کریں۔',
    );
    expect(localizeDetail('password must be at least 8 characters long.', 'ur')).toBe(
      'password کم از کم 8 حروف کا ہونا چاہیے۔',
    );
    expect(localizeDetail('score must be at least 0.', 'ur')).toBe('score کم از کم 0 ہونا چاہیے۔');
    expect(localizeDetail('The request body must be an object.', 'ur')).toBe(
      'body آبجیکٹ ہونا چاہیے۔',
    );
    // Unknown sentences stay English rather than wrong; English is never touched.
    expect(localizeDetail('Something new.', 'ur')).toBe('Something new.');
    expect(localizeDetail('Not authenticated. Please sign in.', 'en')).toBe(
      'Not authenticated. Please sign in.',
    );
  });
});

describe('error responses over HTTP', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const badLogin = { email: 'nobody@example.pk', password: 'Wrong#pass1' };

  it('answers in Urdu for Accept-Language: ur', async () => {
    const response = await t.request({
      method: 'POST',
      url: '/api/auth/login',
      payload: badLogin,
      headers: { 'accept-language': 'ur-PK,ur;q=0.9,en;q=0.8' },
    });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ detail: 'ای میل یا پاس ورڈ درست نہیں۔' });
    expect(response.headers['content-language']).toBe('ur');
    expect(String(response.headers.vary)).toContain('Accept-Language');
  });

  it('answers in English by default', async () => {
    const response = await t.request({ method: 'POST', url: '/api/auth/login', payload: badLogin });
    expect(response.json()).toEqual({ detail: 'Incorrect email or password.' });
    expect(response.headers['content-language']).toBe('en');
  });

  it('translates the validation layer’s field messages too', async () => {
    const response = await t.request({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'not-an-email' },
      headers: { 'accept-language': 'ur' },
    });
    expect(response.statusCode).toBe(422);
    const body = response.json() as {
      detail: string;
      errors: { field: string; message: string }[];
    };
    expect(body.errors.map((e) => e.message)).toContain('password لازمی ہے۔');
    expect(body.detail).toBe(body.errors[0]?.message);
    expect(body.detail).not.toMatch(/[a-z]{4,} (is|must)/);
  });
});
