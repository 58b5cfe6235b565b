// A visitor on a phone, keyboard only: the menu opens, Tab goes into it, Pricing
// opens, and no stop on the way, forwards or back, is hidden under the sticky header or the
// floating theme picker. The menu also works before the app's script has loaded.
import { expect, test } from '@playwright/test';
import { expectFocusVisible, focusState, hydrated, tabTo } from './helpers';

test.use({ viewport: { width: 375, height: 740 } });

test('keyboard only: the mobile menu to Pricing, every stop visible', async ({ page }) => {
  await page.goto('/');
  await hydrated(page);
  const toggle = page.getByRole('button', { name: 'Menu' });
  await tabTo(page, /^Menu$/);
  await page.keyboard.press('Enter');
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  const menu = page.locator(`#${await toggle.getAttribute('aria-controls')}`);

  // The panel follows its button: the next stop is inside the menu, not a link under it.
  await page.keyboard.press('Tab');
  await expectFocusVisible(page);
  expect(await menu.evaluate((el) => el.contains(document.activeElement))).toBe(true);
  await tabTo(page, /^Pricing$/);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/pricing$/);
  await hydrated(page);
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  // A public page is a page of its own (a full load, no client-side router): the keyboard
  // starts at the top of the document, where the skip link is the first stop.
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'Skip to main content' })).toBeFocused();

  // Through the page to its end and back up: nothing focused under the sticky bar or the
  // theme picker (the Pricing FAQ was 99 % under the bar on Shift+Tab).
  let stops = 1;
  for (; stops < 120; stops++) {
    await page.keyboard.press('Tab');
    if ((await focusState(page)).tag === 'body') break; // past the footer's last link
    await expectFocusVisible(page, `(Tab ${stops + 1})`);
  }
  expect(stops).toBeGreaterThan(10);
  for (let i = 0; i < stops - 1; i++) {
    await page.keyboard.press('Shift+Tab');
    await expectFocusVisible(page, `(Shift+Tab ${i + 1})`);
  }
});

test('the Menu button works before the app has loaded', async ({ page }) => {
  // The app's scripts never arrive: only the prerendered page and its inline boot scripts.
  await page.route('**/assets/*.js', (route) => route.abort());
  await page.goto('/');
  const toggle = page.getByRole('button', { name: 'Menu' });
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await expect(
    page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Pricing' }),
  ).toBeVisible();
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
});
