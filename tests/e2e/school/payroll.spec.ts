import { type APIRequestContext, expect, type Page, test } from '@playwright/test';

// Payroll on a 375 px phone. The HR screens that set up salaries are another module's: the two
// staff salaries (the principal's and the teacher's) come from the demo seed (seed/payroll.ts,
// which skips staff HR has already given a record). The office gives an advance, runs last
// month, approves it (confirm dialog), prints the payslips (bulk job progress) and downloads the
// bank sheet; the teacher then sees the payslip.
const PASSWORD = 'Demo#2026';
const TEACHER = 'teacher@iqbal.edu.pk';

async function tokenFor(request: APIRequestContext, email: string) {
  const res = await request.post('/api/auth/login', { data: { email, password: PASSWORD } });
  expect(res.ok()).toBe(true);
  return (await res.json()) as { access_token: string; refresh_token: string };
}

async function signIn(page: Page, request: APIRequestContext, email: string) {
  const tokens = await tokenFor(request, email);
  await page.goto('/');
  await page.evaluate((t) => {
    localStorage.setItem('access_token', t.access_token);
    localStorage.setItem('refresh_token', t.refresh_token);
  }, tokens);
}

test.use({ viewport: { width: 375, height: 812 } });

test('the office runs, approves and prints a month; a teacher sees their payslip', async ({
  page,
  request,
}) => {
  test.setTimeout(240_000);
  const admin = {
    authorization: `Bearer ${(await tokenFor(request, 'admin@iqbal.edu.pk')).access_token}`,
  };
  const staff = (await (await request.get('/api/payroll/staff', { headers: admin })).json())
    .items as { user_id: number; name: string }[];
  test.skip(staff.length < 2, 'needs two staff salary records (HR seed or setup)');

  // The office: an advance for the first staff member.
  await signIn(page, request, 'admin@iqbal.edu.pk');
  await page.goto('/school/payroll');
  await expect(page.getByRole('heading', { level: 1, name: 'Payroll' })).toBeVisible();
  await page.getByRole('combobox', { name: 'Staff member' }).click();
  await page.getByRole('option', { name: staff[0]!.name }).click();
  await page.getByLabel('Amount (PKR)').fill('10000');
  await page.getByLabel('Monthly instalment (PKR)').fill('4000');
  await page.getByTestId('advance-give').click();
  await expect(page.getByTestId('advance-row').first()).toBeVisible();

  // The month before this one: run, review, approve.
  const now = new Date(Date.now() + 5 * 3_600_000);
  now.setUTCDate(1);
  now.setUTCMonth(now.getUTCMonth() - 1);
  const month = now.toISOString().slice(0, 7);
  await page.getByLabel('Month').fill(month);
  await page.getByTestId('payroll-run').click();
  await expect(page.getByTestId('payroll-run-detail')).toBeVisible();
  await expect(page.getByTestId('payslip-row')).toHaveCount(staff.length);
  await page.getByTestId('payroll-approve').click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Approve month' }).click();
  await expect(page.getByTestId('payroll-run-detail').getByText('Approved')).toBeVisible();

  // Print (bulk job with progress) and the bank sheet.
  await page.getByRole('button', { name: 'Print payslips (Urdu)' }).click();
  await expect(page.getByText('The payslips are ready.')).toBeVisible({ timeout: 120_000 });
  const pdf = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download payslips' }).click();
  expect((await pdf).suggestedFilename()).toMatch(/^payslips-.*-ur\.pdf$/);
  await page.getByRole('button', { name: /^Export/ }).click();
  const sheet = page.waitForEvent('download');
  await page.getByRole('button', { name: /CSV/ }).click();
  expect((await sheet).suggestedFilename()).toMatch(/^bank-transfers-/);

  // The teacher's own payslip.
  await signIn(page, request, TEACHER);
  await page.goto('/school/my-payslips');
  await expect(page.getByRole('heading', { level: 1, name: 'My payslips' })).toBeVisible();
  await expect(page.getByTestId('my-payslip').first()).toBeVisible();
});
