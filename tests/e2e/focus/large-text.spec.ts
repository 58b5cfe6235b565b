// Large text on phones: at 200 % text on a 375 px phone, and at normal size on a
// 320 px one, no page scrolls sideways: the dashboards, the staff tables, the tab strip.
import { expect, type Page, test } from '@playwright/test';
import { largeText, overflowCulprits, sidewaysOverflow, signInWithTokens } from './helpers';

const staffPages = [
  { path: '/dashboard', ready: /Welcome back/ },
  { path: '/admin/users', ready: /User Management/ },
  { path: '/admin/enrollments', ready: /Manage Enrollments/ },
];

async function open(page: Page, path: string, ready: RegExp) {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1, name: ready })).toBeVisible();
  // The tables and tiles have their data before we measure.
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
}

for (const size of [
  { name: '200 % text at 375 px', width: 375, large: true },
  { name: 'normal text at 320 px', width: 320, large: false },
]) {
  test.describe(size.name, () => {
    test.use({ viewport: { width: size.width, height: 740 } });

    test('the school admin’s pages do not scroll sideways', async ({ page, request }) => {
      await signInWithTokens(page, request, 'admin@iqbal.edu.pk');
      for (const { path, ready } of staffPages) {
        await open(page, path, ready);
        if (size.large) await largeText(page);
        expect(
          await sidewaysOverflow(page),
          `${path} scrolls sideways: ${await overflowCulprits(page)}`,
        ).toBe(0);
      }
    });

    test('the student’s dashboard does not scroll sideways', async ({ page, request }) => {
      await signInWithTokens(page, request, 'student@iqbal.edu.pk');
      await open(page, '/dashboard', /Welcome back/);
      if (size.large) await largeText(page);
      expect(await sidewaysOverflow(page), await overflowCulprits(page)).toBe(0);
    });

    test('the public pages do not scroll sideways', async ({ page }) => {
      for (const path of [
        '/',
        '/login',
        '/pricing',
        '/contact',
        '/services',
        '/watni-nexus',
        '/products',
        '/about',
        '/certifications',
      ]) {
        await page.goto(path);
        if (size.large) await largeText(page);
        expect(
          await sidewaysOverflow(page),
          `${path} scrolls sideways: ${await overflowCulprits(page)}`,
        ).toBe(0);
      }
    });
  });
}
