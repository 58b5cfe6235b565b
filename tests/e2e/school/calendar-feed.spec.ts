import AxeBuilder from '@axe-core/playwright';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import ICAL from 'ical.js';

// The calendar feed journey on a 375 px phone, in Urdu: the demo student opens their profile,
// makes a private calendar link (shown once, copied), and a calendar client — Mozilla's ical.js
// parser — reads the address without signing in: Class 5 A's weekly lessons in Pakistan time.
// Screenshots (two themes) kept in the test's output; no axe violation.

const PASSWORD = 'Demo#2026';
const STUDENT = 'student@iqbal.edu.pk';

async function signIn(page: Page, request: APIRequestContext, email: string) {
  const res = await request.post('/api/auth/login', { data: { email, password: PASSWORD } });
  expect(res.ok()).toBe(true);
  const tokens = (await res.json()) as { access_token: string; refresh_token: string };
  await page.goto('/');
  await page.evaluate((t) => {
    localStorage.setItem('access_token', t.access_token);
    localStorage.setItem('refresh_token', t.refresh_token);
  }, tokens);
}

test.use({ viewport: { width: 375, height: 812 } });

for (const theme of ['watni', 'green'] as const) {
  test(`a student makes a calendar link in Urdu and a calendar client reads it (${theme})`, async ({
    page,
    request,
  }, testInfo) => {
    await page.addInitScript((t) => {
      localStorage.setItem('watni-theme', t);
      localStorage.setItem('watni-locale', 'ur');
    }, theme);
    await signIn(page, request, STUDENT);
    await page.goto('/profile');
    const card = page.locator('[aria-labelledby="calendar-feed-title"]');
    await expect(card.getByRole('heading', { name: 'کیلنڈر فیڈ' })).toBeVisible();
    await expect(card).toBeVisible();
    await card.getByRole('button', { name: /لنک بنائیں/ }).click();
    const field = card.getByLabel(/آپ کا نیا کیلنڈر لنک/);
    await expect(field).toHaveValue(/\/api\/calendar\/feeds\/[A-Za-z0-9_-]{43}\.ics$/);
    const url = await field.inputValue();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      375,
    );
    await page.screenshot({
      path: testInfo.outputPath(`calendar-feed-${theme}-ur.png`),
      fullPage: true,
    });
    const axe = await new AxeBuilder({ page })
      .include('[aria-labelledby="calendar-feed-title"]')
      .analyze();
    expect(axe.violations).toEqual([]);

    // The calendar client: no sign-in, just the address.
    const feed = await request.get(new URL(url).pathname, { headers: { authorization: '' } });
    expect(feed.status()).toBe(200);
    expect(feed.headers()['content-type']).toBe('text/calendar; charset=utf-8');
    const root = new ICAL.Component(ICAL.parse(await feed.text()));
    for (const zone of root.getAllSubcomponents('vtimezone')) {
      ICAL.TimezoneService.register(new ICAL.Timezone(zone));
    }
    const events = root.getAllSubcomponents('vevent').map((v) => new ICAL.Event(v));
    const lessons = events.filter((e) => e.isRecurring());
    expect(lessons.length).toBeGreaterThan(0);
    for (const lesson of lessons) {
      expect(lesson.summary).toMatch(/\(Class 5 A\)$/);
      expect(lesson.startDate.zone?.tzid).toBe('Asia/Karachi');
    }
  });
}
