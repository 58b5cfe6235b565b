import { expect, test } from '@playwright/test';
import { SUPERUSER, SUPERUSER_PASSWORD, startAs } from './role-helpers';

// The pages where a render error or a CSP-blocked inline style was once reported: each opens,
// shows its heading, and logs no console error or uncaught page error (startAs collects both:
// a React render error logs one, so does a style the policy refuses).
const SUPERUSER_PAGES = [
  '/admin/organisations',
  '/admin/enrollments',
  '/admin/settings',
  '/admin/awaiting-approval',
];

test('the superuser’s admin pages render without an error', async ({ page, request }) => {
  const { problems } = await startAs(page, request, SUPERUSER, { password: SUPERUSER_PASSWORD });
  for (const path of SUPERUSER_PAGES) {
    await page.goto(path);
    await expect(page.locator('#main h1').first(), path).toBeVisible();
    await page.waitForLoadState('networkidle');
  }
  expect(problems).toEqual([]);
});

test('the parent’s fees page renders without an error, in English and Urdu', async ({
  page,
  request,
}) => {
  for (const locale of ['en', 'ur'] as const) {
    const { problems } = await startAs(page, request, 'parent@iqbal.edu.pk', {
      locale,
      width: 375,
    });
    await page.goto('/fees');
    await expect(page.locator('#main h1').first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(problems, locale).toEqual([]);
  }
});

test('the registration page applies no style the content policy refuses', async ({ page }) => {
  const problems: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error') problems.push(m.text());
  });
  page.on('pageerror', (e) => problems.push(e.message));
  await page.goto('/register');
  await expect(page.locator('#main h1').first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(problems).toEqual([]);
});
