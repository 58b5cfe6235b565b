import { expect, test } from '@playwright/test';
import { startAs } from './role-helpers';

// The parent, in Urdu on a 375 px phone, starts at the dashboard (their children), opens a
// child's whole week, then the fee vouchers. No console error on the way.
const PARENT = 'parent@iqbal.edu.pk';

test('parent in Urdu at 375 px: a child’s week and a voucher', async ({ page, request }) => {
  const { problems } = await startAs(page, request, PARENT, { locale: 'ur', width: 375 });
  await page.goto('/dashboard');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  const week = page.getByTestId('open-week').first();
  await expect(week).toHaveText('پورا ہفتہ');
  await week.click();
  await expect(page).toHaveURL(/\/school\/week$/);
  await expect(page.getByRole('heading', { level: 1, name: 'اسکول کا ہفتہ' })).toBeVisible();
  await expect(page.getByTestId('week-of').first().getByRole('table')).toBeVisible();

  await page.goto('/fees');
  await expect(page.getByText('واؤچر نمبر').first()).toBeVisible();
  // Nothing wider than the phone: the page does not scroll sideways.
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
  expect(problems).toEqual([]);
});
