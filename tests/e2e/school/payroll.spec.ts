import { type APIRequestContext, expect, type Page, test } from '@playwright/test';

// Payroll on a 375 px phone. The two staff salaries come from HR: set on screen in hr.spec.ts,
// and here the demo seed's records (seed/hr.ts). The office gives an advance, runs last month,
// sees the advance's instalment taken; an unpaid leave day is marked in the staff register
// (the register's own journey is attendance's) and the draft month, run again, counts one more
// unpaid day; the office approves (confirm dialog), prints the payslips in Urdu (bulk job with
// progress) and downloads the bank sheet; the teacher then sees the payslip.
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

  // The month before this one, whose pay the office runs.
  const now = new Date(Date.now() + 5 * 3_600_000);
  now.setUTCDate(1);
  now.setUTCMonth(now.getUTCMonth() - 1);
  const month = now.toISOString().slice(0, 7);
  // The office: an advance for the first staff member.
  await signIn(page, request, 'admin@iqbal.edu.pk');
  await page.goto('/school/payroll');
  await expect(page.getByRole('heading', { level: 1, name: 'Payroll' })).toBeVisible();
  await page.getByRole('combobox', { name: 'Staff member' }).click();
  await page.getByRole('option', { name: staff[0]!.name }).click();
  await page.getByLabel('Amount (PKR)').fill('10000');
  await page.getByLabel('Monthly instalment (PKR)').fill('4000');
  await page.getByLabel('Given on').fill(`${month}-01`);
  await page.getByTestId('advance-give').click();
  await expect(page.getByTestId('advance-row').first()).toBeVisible();

  await page.getByLabel('Month', { exact: true }).fill(month);
  await page.getByTestId('payroll-run').click();
  await expect(page.getByTestId('payroll-run-detail')).toBeVisible();
  await expect(page.getByTestId('payslip-row')).toHaveCount(staff.length);
  // The teacher's unpaid days so far; then one more, an unpaid leave day marked in the staff
  // register on a school day the teacher was present, and the draft month run again.
  const teacherToken = (await tokenFor(request, TEACHER)).access_token;
  const teacher = (await (
    await request.get('/api/auth/me', { headers: { authorization: `Bearer ${teacherToken}` } })
  ).json()) as { id: number };
  const teacherName = staff.find((member) => member.user_id === teacher.id)?.name;
  expect(teacherName, 'the teacher has a salary record').toBeTruthy();
  const unpaidCell = page
    .getByTestId('payslip-row')
    .filter({ hasText: teacherName! })
    .locator('td')
    .nth(2);
  const before = Number(await unpaidCell.textContent());
  type Entry = {
    user_id: number;
    status: string | null;
    note: string | null;
    leave_type_id: number | null;
  };
  let marked = false;
  for (let d = 1; d <= 28 && !marked; d += 1) {
    const day = `${month}-${String(d).padStart(2, '0')}`;
    const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
    if (weekday === 0 || weekday > 4) continue;
    const register = (await (
      await request.get(`/api/attendance/staff/${day}`, { headers: admin })
    ).json()) as {
      editable: boolean;
      entries: Entry[];
      leave_types: { id: number; name: string }[];
    };
    const own = register.entries.find((entry) => entry.user_id === teacher.id);
    const unpaid = register.leave_types.find((type) => type.name === 'Unpaid');
    if (!register.editable || !unpaid || (own?.status && own.status !== 'present')) continue;
    const entries = register.entries
      .filter((entry) => entry.status && entry.user_id !== teacher.id)
      .map(({ user_id, status, note, leave_type_id }) => ({
        user_id,
        status,
        note,
        leave_type_id,
      }));
    entries.push({ user_id: teacher.id, status: 'leave', note: null, leave_type_id: unpaid.id });
    const saved = await request.put(`/api/attendance/staff/${day}`, {
      headers: admin,
      data: { entries },
    });
    expect(saved.ok(), await saved.text()).toBe(true);
    marked = true;
  }
  expect(marked, 'a school day of that month to mark').toBe(true);
  await page.getByTestId('payroll-run').click();
  await expect(unpaidCell).toHaveText(String(before + 1));
  // The advance's first instalment is taken from that staff member's pay.
  await expect(
    page.getByTestId('payslip-row').filter({ hasText: staff[0]!.name }).locator('td').nth(4),
  ).toHaveText('PKR 4,000');
  await page.getByTestId('payroll-approve').click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Approve month' }).click();
  await expect(
    page.getByTestId('payroll-run-detail').getByText('Approved', { exact: true }),
  ).toBeVisible();

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
