// Sign-in and registration are prerendered in both languages: on a slow phone the heading, the
// labelled fields and the button are on screen before any script has run, and React then
// hydrates the same markup (no error, no jump, the form works).
import { expect, type Page, test } from '@playwright/test';

const pages = [
  {
    path: '/login',
    lang: 'en',
    heading: 'Sign in',
    labels: ['Email or mobile number', 'Password'],
    button: 'Sign in',
  },
  {
    path: '/ur/login',
    lang: 'ur',
    heading: 'سائن اِن',
    labels: ['ای میل یا موبائل نمبر', 'پاس ورڈ'],
    button: 'سائن اِن',
  },
  {
    path: '/register',
    lang: 'en',
    heading: 'Create your account',
    labels: ['First name', 'Last name', 'Username', 'Email', 'Password'],
    button: null,
  },
  {
    path: '/ur/register',
    lang: 'ur',
    heading: 'اپنا اکاؤنٹ بنائیں',
    labels: ['پہلا نام', 'آخری نام', 'یوزر نیم', 'ای میل', 'پاس ورڈ'],
    button: null,
  },
] as const;

test.describe('with JavaScript disabled', () => {
  test.use({ javaScriptEnabled: false, viewport: { width: 375, height: 800 } });

  for (const page of pages) {
    test(`${page.path} shows its heading, labelled fields and button`, async ({
      page: browser,
    }) => {
      const response = await browser.goto(page.path);
      expect(response?.status()).toBe(200);
      await expect(browser.locator('html')).toHaveAttribute('lang', page.lang);
      await expect(browser.locator('html')).toHaveAttribute(
        'dir',
        page.lang === 'ur' ? 'rtl' : 'ltr',
      );
      await expect(browser.getByRole('heading', { level: 1, name: page.heading })).toBeVisible();
      for (const label of page.labels) {
        await expect(browser.getByLabel(label, { exact: true }).first()).toBeVisible();
      }
      if (page.button) {
        await expect(browser.getByRole('button', { name: page.button })).toBeVisible();
        // Until React has hydrated the form, nothing typed or clicked would reach its state.
        await expect(browser.getByRole('button', { name: page.button })).toBeDisabled();
      }
      await expect(
        browser.getByLabel(page.labels[0] ?? '', { exact: true }).first(),
      ).toBeDisabled();
      // Submitted before the scripts run, the form posts: the password never enters the address.
      await expect(browser.locator('form').first()).toHaveAttribute('method', 'post');
      const html = await (await browser.request.get(page.path)).text();
      expect(html).toContain(`data-prerendered="${page.path}"`);
      expect(html).toMatch(
        /<link rel="alternate" hreflang="ur" href="[^"]+\/ur\/(login|register)"/,
      );
    });
  }
});

/** Errors the page logs (a hydration mismatch is one), and requests answered 4xx or 5xx. */
function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    // A failed request is reported below with its address.
    if (message.type() === 'error' && !message.text().startsWith('Failed to load resource'))
      errors.push(message.text());
  });
  page.on('response', (response) => {
    if (response.status() >= 400) errors.push(`${response.status()} ${response.url()}`);
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

test('the prerendered sign-in page hydrates without an error and signs in', async ({ page }) => {
  const errors = collectErrors(page);
  await page.goto('/login');
  const email = page.getByLabel('Email or mobile number');
  await expect(email).toBeVisible();
  // Hydrated, the form takes input (it is disabled in the HTML until then).
  await expect(email).toBeEnabled();
  // Empty submit: the app's own validation answers (React has taken the form over).
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.locator('[data-slot="form-error-summary"]')).toBeVisible();
  await email.fill('student@iqbal.edu.pk');
  await page.getByLabel('Password', { exact: true }).fill('Demo#2026');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/dashboard/);
  expect(errors).toEqual([]);
});

test('a reader who chose Urdu is sent to the Urdu sign-in page, which hydrates', async ({
  page,
}) => {
  const errors = collectErrors(page);
  await page.goto('/robots.txt');
  await page.evaluate(() => localStorage.setItem('watni-locale', 'ur'));
  await page.goto('/login?next=%2Fprofile');
  await expect(page).toHaveURL(/\/ur\/login\?next=%2Fprofile$/);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { level: 1, name: 'سائن اِن' })).toBeVisible();
  // The Register link keeps where to go afterwards (rendered afresh for the query).
  await expect(page.getByRole('link', { name: 'رجسٹر کریں' })).toHaveAttribute(
    'href',
    '/register?next=%2Fprofile',
  );
  expect(errors).toEqual([]);
});
