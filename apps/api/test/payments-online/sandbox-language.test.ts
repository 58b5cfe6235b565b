// The sandbox's hosted checkout speaks the language the parent reads the site in: the site sends
// it with the checkout, it travels signed in the form, and the page answers in Urdu (right to
// left, its own buttons) whatever the browser's Accept-Language says.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sandboxCheckoutPage, urduFontStylesheet } from '../../src/domains/payments-online/html.js';
import { createTestApp, type TestApp } from '../helpers/app.js';
import { caller, expectStatus } from '../learning/helpers.js';

const PARENT = 'parent@iqbal.edu.pk';
let t: TestApp;
let call: ReturnType<typeof caller>;
let voucherId: number;

const page = (fields: Record<string, string>, acceptLanguage = 'en-GB,en;q=0.9') =>
  t.request({
    method: 'POST',
    url: '/api/payments/online/sandbox/checkout',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      'accept-language': acceptLanguage,
    },
    payload: new URLSearchParams(fields).toString(),
  });

const checkout = async (language?: 'en' | 'ur') => {
  const response = await call(PARENT, 'POST', '/payments/online/checkouts', {
    provider: 'sandbox',
    voucher_id: voucherId,
    ...(language ? { language } : {}),
  });
  expectStatus(response, 201);
  return response.json() as { fields: Record<string, string> };
};

beforeAll(async () => {
  t = await createTestApp();
  call = caller(t);
  const mine = (await call(PARENT, 'GET', '/fees/mine')).json().items as {
    id: number;
    balance: number;
  }[];
  voucherId = mine.find((v) => v.balance > 0)!.id;
});
afterAll(() => t.close());

describe('the sandbox checkout page', () => {
  it('is in Urdu for a parent reading the site in Urdu, even from an English browser', async () => {
    const form = await checkout('ur');
    expect(form.fields.lang).toBe('ur');
    const response = await page(form.fields);
    expect(response.statusCode).toBe(200);
    const html = response.body;
    expect(html).toContain('<html lang="ur" dir="rtl">');
    expect(html).toContain('وطنی سینڈ باکس ادائیگی');
    expect(html).toContain('>ادائیگی کریں</button>');
    expect(html).toContain('>منسوخ کریں</button>');
    expect(html).not.toContain('>Pay</button>');
    // The amount and the voucher number stay left to right inside the Urdu page.
    expect(html).toMatch(/<dd [^>]*dir="ltr">PKR [\d,]+<\/dd>/);
    expect(html).toMatch(/<bdi dir="ltr">\d{6}-\d{6}<\/bdi>/);
  });

  it('is in English when the parent reads the site in English', async () => {
    const form = await checkout('en');
    const html = (await page(form.fields, 'ur-PK,ur;q=0.9')).body;
    expect(html).toContain('<html lang="en" dir="ltr">');
    expect(html).toContain('>Pay</button>');
  });

  it("takes the parent's profile language when the site sends none", async () => {
    const form = await checkout();
    expect(['en', 'ur']).toContain(form.fields.lang);
  });

  it('refuses a form whose language was changed after signing', async () => {
    const form = await checkout('en');
    const response = await page({ ...form.fields, lang: 'ur' });
    expect(response.statusCode).toBe(400);
  });
});

describe('the Urdu page’s font', () => {
  it('links the site’s own Nastaliq stylesheet (same origin) on the Urdu page only', () => {
    const dist = mkdtempSync(join(tmpdir(), 'site-dist-'));
    try {
      mkdirSync(join(dist, 'assets'));
      writeFileSync(join(dist, 'assets', 'urduFont-fRvVwmcs.css'), '@font-face{}');
      const sheet = urduFontStylesheet(dist);
      expect(sheet).toBe('/assets/urduFont-fRvVwmcs.css');
      const fields = {
        amount: '2210',
        description: 'Fee voucher',
        bill_reference: '202611-000124',
      };
      expect(sandboxCheckoutPage(fields, '/decide', 'ur', sheet)).toContain(
        '<link rel="stylesheet" href="/assets/urduFont-fRvVwmcs.css">',
      );
      expect(sandboxCheckoutPage(fields, '/decide', 'en', sheet)).not.toContain('<link');
    } finally {
      rmSync(dist, { recursive: true, force: true });
    }
  });
});
