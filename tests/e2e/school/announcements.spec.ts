import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import {
  type FakeProvider,
  fakeSmsGateway,
  fakeWhatsappCloud,
} from '../../../apps/api/test/helpers/fake-providers';

// The announcements journey through the screens. Local servers that speak the SMS gateway protocol
// and the WhatsApp Cloud API (on this branch's ports) stand in for the providers. The admin
// points the school's SMS and WhatsApp channels at them on School → Messaging and sends a test
// SMS, then posts an Urdu announcement to the parents of Class 5; a parent finds it in the inbox;
// each server received exactly one message per guardian of Class 5 who consented to that
// channel (counted from the guardians' records, not from the service's deliveries); the
// delivery status page lists them as sent. The school's messaging settings are restored.
const PASSWORD = 'Demo#2026';
const SMS_PORT = 4611;
const WHATSAPP_PORT = 4612;
const SMS_KEY = 'journey-sms-key-4611';
const WA_TOKEN = 'journey-wa-token-4612';
const PHONE_ID = '1100220033';
const TITLE = 'کل اسکول بند رہے گا';
const BODY = 'شدید بارش کی وجہ سے کل جماعت پنجم کی چھٹی ہوگی۔';

async function tokenFor(request: APIRequestContext, email: string) {
  const res = await request.post('/api/auth/login', { data: { email, password: PASSWORD } });
  expect(res.ok()).toBe(true);
  return (await res.json()) as { access_token: string; refresh_token: string };
}

async function signIn(page: Page, request: APIRequestContext, email: string) {
  const tokens = await tokenFor(request, email);
  await page.goto('/');
  await page.evaluate((t) => {
    localStorage.clear();
    localStorage.setItem('access_token', t.access_token);
    localStorage.setItem('refresh_token', t.refresh_token);
  }, tokens);
  return tokens.access_token;
}

interface GuardianRow {
  id: number;
  mobile: string | null;
  sms_consent: boolean;
  whatsapp_consent: boolean;
}

/** The guardians of Class 5's active students, from the students' records. */
async function classFiveGuardians(request: APIRequestContext, token: string) {
  const headers = { authorization: `Bearer ${token}` };
  const classes = (await (await request.get('/api/school/classes/', { headers })).json()) as {
    items: { id: number; name: string }[];
  };
  const class5 = classes.items.find((c) => c.name === 'Class 5');
  expect(class5).toBeDefined();
  const list = (await (
    await request.get(`/api/students/?class_id=${class5!.id}&status=active&limit=100`, { headers })
  ).json()) as { items: { id: number }[] };
  const guardians = new Map<number, GuardianRow>();
  for (const student of list.items) {
    const profile = (await (
      await request.get(`/api/students/${student.id}`, { headers })
    ).json()) as {
      guardians: { guardian: GuardianRow }[];
    };
    for (const { guardian } of profile.guardians) guardians.set(guardian.id, guardian);
  }
  return { classId: class5!.id, guardians: [...guardians.values()] };
}

let sms: FakeProvider;
let whatsapp: FakeProvider;

test.beforeAll(async () => {
  sms = await fakeSmsGateway(SMS_KEY, { port: SMS_PORT });
  whatsapp = await fakeWhatsappCloud(PHONE_ID, WA_TOKEN, { port: WHATSAPP_PORT });
});
test.afterAll(async () => {
  await sms?.close();
  await whatsapp?.close();
});

test('an Urdu announcement to Class 5 parents reaches the inbox and one SMS and WhatsApp per consenting guardian', async ({
  page,
  request,
}) => {
  test.setTimeout(240_000);
  const admin = (await tokenFor(request, 'admin@iqbal.edu.pk')).access_token;
  const headers = { authorization: `Bearer ${admin}` };
  const before = await (await request.get('/api/notifications/channels', { headers })).json();

  try {
    // School → Messaging: SMS through the gateway, WhatsApp through the Cloud API, no quiet hours.
    await signIn(page, request, 'admin@iqbal.edu.pk');
    await page.goto('/school/messaging');
    await expect(page.getByRole('heading', { name: 'Messaging', level: 1 })).toBeVisible();
    const smsCard = page.getByRole('region', { name: 'SMS' });
    await smsCard.getByRole('switch', { name: 'Send on this channel' }).check();
    await smsCard.getByRole('radio', { name: 'HTTP SMS gateway' }).check();
    await smsCard.getByLabel('Gateway URL').fill(sms.url);
    await smsCard.getByLabel('Sender ID').fill('IQBAL');
    await smsCard.getByLabel('API key').fill(SMS_KEY);
    const waCard = page.getByRole('region', { name: 'WhatsApp' });
    await waCard.getByRole('switch', { name: 'Send on this channel' }).check();
    await waCard.getByRole('radio', { name: 'WhatsApp Cloud API' }).check();
    await waCard.getByLabel('Phone number ID').fill(PHONE_ID);
    await waCard.getByLabel(/API address/).fill(whatsapp.url);
    await waCard.getByLabel('Access token').fill(WA_TOKEN);
    const quiet = page.getByRole('switch', { name: /quiet hours/ });
    if (await quiet.isChecked()) await quiet.uncheck();
    await page.getByRole('button', { name: 'Save settings' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Settings saved.' })).toBeVisible();
    // The key is never shown again, only its last 4 characters.
    await expect(smsCard.getByText('Stored, ending in 4611.')).toBeVisible();
    await expect(page.locator('body')).not.toContainText(SMS_KEY);

    // A test SMS goes through the saved gateway.
    await smsCard.getByLabel('Mobile number (+92…)').fill('+923001234567');
    await smsCard.getByRole('button', { name: 'Send test message' }).click();
    await expect(smsCard.getByRole('status')).toContainText('Test message sent through');
    expect(sms.accepted.filter((m) => String(m.reference).includes('-test-'))).toHaveLength(1);

    // Who should receive what, from the guardians' own records.
    const { guardians } = await classFiveGuardians(request, admin);
    const smsTo = new Set(guardians.filter((g) => g.mobile && g.sms_consent).map((g) => g.mobile));
    const waTo = new Set(
      guardians.filter((g) => g.mobile && g.whatsapp_consent).map((g) => g.mobile!.slice(1)),
    );
    expect(smsTo.size).toBeGreaterThan(0);
    expect(waTo.size).toBeGreaterThan(0);

    // The announcement, in Urdu, to the parents of Class 5.
    await page.goto('/school/announcements');
    await page.getByLabel('Title').fill(TITLE);
    await page.getByLabel('Message').fill(BODY);
    await page.getByRole('radio', { name: 'Classes' }).check();
    await page.getByRole('checkbox', { name: 'Class 5', exact: true }).check();
    await expect(page.getByRole('checkbox', { name: 'Parents' })).toBeChecked();
    await page.getByRole('button', { name: 'Post announcement' }).click();
    await expect(page.getByRole('status')).toContainText('Announcement posted.');

    const announcementMessages = () => ({
      sms: sms.accepted.filter((m) => !String(m.reference).includes('-test-')),
      whatsapp: whatsapp.accepted,
    });
    await expect
      .poll(
        () => {
          const got = announcementMessages();
          return [got.sms.length, got.whatsapp.length];
        },
        { timeout: 120_000, intervals: [500] },
      )
      .toEqual([smsTo.size, waTo.size]);
    const got = announcementMessages();
    // One message per consenting guardian, each to a different guardian.
    expect(new Set(got.sms.map((m) => m.to))).toEqual(smsTo);
    expect(new Set(got.whatsapp.map((m) => m.to))).toEqual(waTo);
    for (const message of got.sms) {
      expect(message).toMatchObject({ from: 'IQBAL', encoding: 'ucs2' });
      expect(String(message.text)).toContain(TITLE);
    }
    // Nothing else arrives later (no duplicate from a retry).
    await page.waitForTimeout(3000);
    expect(announcementMessages().sms).toHaveLength(smsTo.size);
    expect(announcementMessages().whatsapp).toHaveLength(waTo.size);

    // Staff see each recipient's status from the announcement.
    await page.reload();
    await page.getByRole('link', { name: 'Delivery status' }).first().click();
    await expect(page.getByRole('heading', { name: 'Delivery status', level: 1 })).toBeVisible();
    await expect(page.getByText(/Announcement #\d+/)).toBeVisible();
    await expect(page.getByText('Sent').first()).toBeVisible();
    await expect(page.getByText('Failed', { exact: true })).toHaveCount(0);

    // A parent of Class 5 finds it in the inbox.
    await signIn(page, request, 'parent@iqbal.edu.pk');
    await page.goto('/inbox');
    await expect(page.getByText(TITLE).first()).toBeVisible();
    await expect(page.getByText(BODY).first()).toBeVisible();
  } finally {
    // Restore the demo's settings (the credentials the demo had: none).
    const restore = await request.put('/api/notifications/channels', {
      headers,
      data: {
        channels: (
          before.channels as {
            channel: string;
            enabled: boolean;
            provider: string;
            settings: Record<string, string>;
            has_secret: boolean;
            available: boolean;
          }[]
        )
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
    expect(restore.ok()).toBe(true);
  }
});
