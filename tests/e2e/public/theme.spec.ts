// The theme choice survives a reload without a flash of the default theme: the class on <html>
// is already right when the body is parsed, before any script of the app has run.
import { expect, test } from '@playwright/test';

declare global {
  interface Window {
    __classAtBody?: string;
    __hydratedAtBody?: boolean;
  }
}

test('the chosen theme is restored before the first paint after a reload', async ({ page }) => {
  await page.goto('/pricing');
  await page.getByRole('button', { name: 'Choose theme' }).click();
  await page.getByRole('radio', { name: /Purple/ }).click();
  await expect(page.locator('html')).toHaveClass(/theme-purple/);
  expect(await page.evaluate(() => localStorage.getItem('watni-theme'))).toBe('purple');

  // Record <html>'s class at the moment <body> is parsed (the boot script in <head> has run, no
  // module script has yet: the page's script marks the Menu button ready when it runs).
  await page.addInitScript(() => {
    new MutationObserver((_, observer) => {
      if (!document.body) return;
      window.__classAtBody = document.documentElement.className;
      window.__hydratedAtBody =
        document.querySelector('[data-slot="navbar-toggle"][data-ready]') !== null;
      observer.disconnect();
    }).observe(document, { childList: true, subtree: true });
  });
  await page.reload();
  expect(await page.evaluate(() => window.__hydratedAtBody)).toBe(false);
  expect(await page.evaluate(() => window.__classAtBody)).toContain('theme-purple');
  expect(await page.evaluate(() => window.__classAtBody)).not.toContain('theme-watni');
  await expect(page.locator('html')).toHaveClass(/theme-purple/);
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'purple');

  // And on another page, once its script runs, the picker shows the choice.
  await page.goto('/');
  await expect(page.locator('html')).toHaveClass(/theme-purple/);
  await page.getByRole('button', { name: 'Choose theme' }).click();
  await expect(page.getByRole('radio', { name: /Purple/ })).toBeChecked();
});

test('without a stored choice the watni theme applies', async ({ page }) => {
  await page.goto('/');
  await expect(page.locator('html')).toHaveClass(/theme-watni/);
});
