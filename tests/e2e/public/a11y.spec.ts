// Accessibility: axe finds no violation on any public page, in the default theme and another.
import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { publicPages } from './pages';

const pages = [...publicPages.map((p) => p.path), '/no-such-page'];

for (const theme of ['watni', 'green'] as const) {
  test.describe(`theme ${theme}`, () => {
    test.beforeEach(async ({ page }) => {
      await page.addInitScript((id) => localStorage.setItem('watni-theme', id), theme);
    });

    for (const path of pages) {
      test(`${path} has no axe violations`, async ({ page }) => {
        await page.goto(path);
        await expect(page.locator('html')).toHaveClass(new RegExp(`theme-${theme}`));
        await expect(page.getByRole('button', { name: 'Choose theme' })).toBeVisible();
        const results = await new AxeBuilder({ page }).analyze();
        const summary = results.violations.map(
          (v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`,
        );
        expect(summary).toEqual([]);
      });
    }
  });
}
