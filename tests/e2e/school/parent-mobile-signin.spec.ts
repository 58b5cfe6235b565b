import { type APIRequestContext, expect, test } from '@playwright/test';
import { type FakeProvider, fakeSmsGateway } from '../../../apps/api/test/helpers/fake-providers';

// A guardian the school knows only by a mobile number: the admin records the number (typed in
// Urdu digits) and invites by SMS; a local server speaking the HTTP SMS gateway protocol (the
// stand-in of apps/api/test/helpers/fake-providers.ts, as in announcements.spec.ts) receives the
// text; the guardian opens its link on a 375 px phone in Urdu, sets a password without any
// e-mail address, and signs in with the mobile number as typed (03xx-xxxxxxx, Urdu digits).
// The school's messaging settings are restored afterwards.
const PASSWORD = 'Demo#2026';
const SMS_PORT = Number(process.env.E2E_SMS_PORT ?? 3271);
const SMS_KEY = 'journey-parent-sms-3271';
const MOBILE = '+923456661234';
const TYPED_URDU = '۰۳۴۵-۶۶۶۱۲۳۴';
const NEW_PASSWORD = 'Sabz#Baagh2026';

let sms: FakeProvider;
test.beforeAll(async () => {
  sms = await fakeSmsGateway(SMS_KEY, { port: SMS_PORT });
});
test.afterAll(async () => {
  await sms?.close();
});

async function adminToken(request: APIRequestContext) {
  const res = await request.post('/api/auth/login', {
    data: { email: 'admin@iqbal.edu.pk', password: PASSWORD },
  });
  expect(res.ok()).toBe(true);
  return ((await res.json()) as { access_token: string }).access_token;
}

test('a guardian with only a mobile number is invited by SMS and signs in by number, in Urdu at 375 px', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const headers = { authorization: `Bearer ${await adminToken(request)}` };
  const before = await (await request.get('/api/notifications/channels', { headers })).json();
  try {
    const saved = await request.put('/api/notifications/channels', {
      headers,
      data: {
        channels: [
          {
            channel: 'sms',
            enabled: true,
            provider: 'http',
            settings: { url: sms.url, sender: 'IQBAL' },
            secret: SMS_KEY,
          },
        ],
        quiet_hours: null,
      },
    });
    expect(saved.ok(), await saved.text()).toBe(true);

    // The admin records a mother with a mobile number only, typed on an Urdu keyboard.
    const list = (await (await request.get('/api/students/?limit=1', { headers })).json()) as {
      items: { id: number }[];
    };
    const studentId = list.items[0]!.id;
    const linked = await request.post(`/api/students/${studentId}/guardians`, {
      headers,
      data: { guardian: { name: 'Rukhsana Bibi', relation: 'mother', mobile: TYPED_URDU } },
    });
    expect(linked.ok(), await linked.text()).toBe(true);
    const profile = (await linked.json()) as {
      guardians: { guardian: { id: number; mobile: string | null; email: string | null } }[];
    };
    const guardian = profile.guardians.find((g) => g.guardian.mobile === MOBILE)?.guardian;
    expect(guardian, 'stored as +92… in Latin digits').toBeDefined();
    expect(guardian!.email).toBeNull();

    const invite = await request.post(`/api/guardians/${guardian!.id}/invite`, {
      headers,
      data: { delivery: 'sms' },
    });
    expect(invite.status(), await invite.text()).toBe(201);

    // The SMS reaches the gateway, addressed to the guardian's number, with the code and link.
    await expect
      .poll(() => sms.accepted.filter((m) => m.to === MOBILE).length, { timeout: 60_000 })
      .toBe(1);
    const text = String(sms.accepted.find((m) => m.to === MOBILE)!.text);
    const link = /(\/parent-invite\?code=[A-Z2-9-]+)/.exec(text)?.[1];
    expect(link, text).toBeDefined();

    // The guardian, on a phone, in Urdu.
    await page.setViewportSize({ width: 375, height: 800 });
    await page.addInitScript(() => localStorage.setItem('watni-locale', 'ur'));
    await page.goto(link!);
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByRole('heading', { level: 1, name: 'والدین کا اکاؤنٹ' })).toBeVisible();
    await expect(page.getByLabel('دعوتی کوڈ')).not.toHaveValue('');
    await page.getByLabel('پاس ورڈ', { exact: true }).fill(NEW_PASSWORD);
    await page.getByLabel('پاس ورڈ دوبارہ').fill(NEW_PASSWORD);
    await page.getByRole('button', { name: 'میرا اکاؤنٹ بنائیں' }).click();

    // Signing in is by mobile number: the sign-in page, told so.
    await expect(page).toHaveURL(/\/login$/);
    await expect(
      page.getByText('اپنے موبائل نمبر اور پاس ورڈ سے سائن اِن کریں۔').first(),
    ).toBeVisible();
    await page.getByLabel('ای میل یا موبائل نمبر').fill(TYPED_URDU);
    await page.getByLabel('پاس ورڈ', { exact: true }).fill(NEW_PASSWORD);
    await page.getByRole('button', { name: 'سائن اِن', exact: true }).click();
    await expect(page).toHaveURL(/\/dashboard/);
    const heading = page.locator('#main h1').first();
    await expect(heading).toBeVisible();
    // Focus on the page's heading after sign-in, not lost on <body>.
    await expect(heading).toBeFocused();
    // Nothing scrolls sideways on the phone.
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
  } finally {
    // Restore the demo's settings (the credentials the demo had: none), as announcements.spec.ts.
    type Channel = {
      channel: string;
      enabled: boolean;
      provider: string;
      settings: Record<string, string>;
      has_secret: boolean;
      available: boolean;
    };
    const restore = await request.put('/api/notifications/channels', {
      headers,
      data: {
        channels: (before.channels as Channel[])
          .filter((c) => c.available)
          .map((c) => ({
            channel: c.channel,
            enabled: c.enabled,
            provider: c.provider,
            settings: c.settings,
            ...(c.has_secret ? {} : { clear_secret: true }),
          })),
        quiet_hours: before.quiet_hours,
      },
    });
    expect(restore.ok(), await restore.text()).toBe(true);
  }
});
