import { expect, test } from '@playwright/test';
import { api, startAs } from './role-helpers';

// The school office starts at the dashboard: today's collection, the defaulters and today's
// attendance are the service's own figures; the defaulters tile opens the defaulters list and
// the collection tile the vouchers, where a fee is collected. No console error on the way.
const ADMIN = 'admin@iqbal.edu.pk';

test('office: from the dashboard to the defaulters and back to collect a fee', async ({
  page,
  request,
}) => {
  const { problems, token } = await startAs(page, request, ADMIN);
  const office = (
    await api<{
      tenant_admin: {
        school_office: { fees: { defaulters: number; collected_today: number } };
      };
    }>(request, token, '/dashboard/')
  ).tenant_admin.school_office;
  const defaulters = await api<{ total: number }>(request, token, '/fees/defaulters?limit=1');
  expect(office.fees.defaulters).toBe(defaulters.total);

  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { name: 'Today at school' })).toBeVisible();
  await expect(page.getByTestId('office-defaulters')).toContainText(String(defaulters.total));
  await expect(page.getByTestId('office-collected')).toContainText('PKR');
  await expect(page.getByTestId('office-attendance')).toContainText(/registers marked|No school/);
  await expect(page.getByText('Shop Products')).toHaveCount(0);

  await page.getByTestId('office-defaulters').click();
  await expect(page).toHaveURL(/\/school\/fees\?tab=defaulters$/);
  await expect(page.getByText('Students with an overdue balance')).toBeVisible();

  await page.goto('/dashboard');
  await page.getByTestId('office-collected').click();
  await expect(page).toHaveURL(/\/school\/fees\?tab=vouchers$/);
  await expect(page.getByRole('tab', { name: 'Vouchers', selected: true })).toBeVisible();
  expect(problems).toEqual([]);
});
