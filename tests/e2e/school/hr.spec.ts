import AxeBuilder from '@axe-core/playwright';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';

// HR on a 375 px phone: the office opens HR, sets a teacher's record and salary structure (basic
// salary, one allowance, one deduction) and reads the totals; marks a day of the staff register
// as Casual leave for the teacher and sees the teacher's Casual balance go down by one; the
// teacher then reads "My leave" in Urdu with the same balance.
const PASSWORD = 'Demo#2026';
const ADMIN = 'admin@iqbal.edu.pk';
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

interface Balance {
  name: string;
  remaining: number;
}

test.use({ viewport: { width: 375, height: 812 } });

test('the office sets a record and salary, marks a leave day, the teacher reads My leave in Urdu', async ({
  page,
  request,
}) => {
  test.setTimeout(240_000);
  const admin = { authorization: `Bearer ${(await tokenFor(request, ADMIN)).access_token}` };
  const teacherAuth = {
    authorization: `Bearer ${(await tokenFor(request, TEACHER)).access_token}`,
  };
  const me = await (await request.get('/api/auth/me', { headers: teacherAuth })).json();
  const teacherId = me.id as number;
  const name = `${me.first_name} ${me.last_name}`;
  // A clean structure to start from: the demo seed gives every staff member three components.
  const before = await (await request.get(`/api/hr/staff/${teacherId}`, { headers: admin })).json();
  for (const c of before.components as { id: number }[])
    await request.delete(`/api/hr/salary-components/${c.id}`, { headers: admin });
  const casualBefore = (
    (await (await request.get('/api/hr/my-leave', { headers: teacherAuth })).json())
      .items as Balance[]
  ).find((b) => b.name === 'Casual')!.remaining;
  // A day the register can be marked on, and the teacher is not on leave yet.
  let day = '';
  for (let back = 0; back < 10 && !day; back += 1) {
    const candidate = new Date(Date.now() + 5 * 3_600_000 - back * 86_400_000)
      .toISOString()
      .slice(0, 10);
    const register = await (
      await request.get(`/api/attendance/staff/${candidate}`, { headers: admin })
    ).json();
    const entry = register.entries?.find((e: { user_id: number }) => e.user_id === teacherId);
    if (register.editable && entry && entry.status !== 'leave') day = candidate;
  }
  expect(day).not.toBe('');

  // The office: HR, the teacher's page, the record and the structure.
  await page.addInitScript(() => localStorage.setItem('watni-locale', 'en'));
  await signIn(page, request, ADMIN);
  await page.goto('/school/hr');
  await expect(page.getByRole('heading', { level: 1, name: 'HR' })).toBeVisible();
  await page.getByRole('link', { name: `Open the HR page of ${name}` }).click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  const record = page.getByRole('form', { name: 'Record' });
  await record.getByLabel('Designation').fill('Senior Teacher');
  await record.getByLabel('CNIC').fill('35202-7654321-3');
  await record.getByLabel('Account number or IBAN').fill('PK36 SCBL 0000 0011 2345 6702');
  await record.getByLabel('Basic salary (PKR a month)').fill('10000');
  await record.getByRole('button', { name: 'Save record' }).click();
  await expect(record.getByText('Record saved.')).toBeVisible();
  const add = page.getByRole('form', { name: 'Add an allowance or deduction' });
  await add.getByLabel('Name').fill('House rent');
  await add.getByLabel('Amount (PKR a month)').fill('3000');
  await add.getByRole('button', { name: 'Add' }).click();
  await expect(page.getByText('House rent: PKR 3,000')).toBeVisible();
  await add.getByRole('combobox', { name: 'Kind' }).click();
  await page.getByRole('option', { name: 'Deduction' }).click();
  await add.getByLabel('Name').fill('Provident fund');
  await add.getByLabel('Amount (PKR a month)').fill('500');
  await add.getByRole('button', { name: 'Add' }).click();
  await expect(page.getByText('Provident fund: PKR 500')).toBeVisible();
  await expect(page.getByTestId('salary-gross')).toHaveText('PKR 13,000');
  await expect(page.getByTestId('salary-net')).toHaveText('PKR 12,500');
  const casual = page.getByTestId('leave-Casual').getByTestId('leave-remaining');
  await expect(casual).toHaveText(String(casualBefore));

  // The staff register: the teacher on Casual leave for the day.
  await page.goto(`/school/attendance/staff?day=${day}`);
  const row = page.getByRole('group', { name: `Attendance of ${name}` });
  await row.getByRole('radio', { name: 'Leave' }).check();
  await page.getByRole('combobox', { name: `Leave type of ${name}` }).click();
  await page.getByRole('option', { name: 'Casual' }).click();
  await page.getByRole('button', { name: 'Save staff register' }).click();
  await expect(page.getByText('Saved.')).toBeVisible();

  // Back on the HR page the balance went down by one.
  await page.goto(`/school/hr/staff/${teacherId}`);
  await expect(page.getByTestId('leave-Casual').getByTestId('leave-remaining')).toHaveText(
    String(casualBefore - 1),
  );

  // The teacher reads their own leave in Urdu.
  const teacherPage = await page
    .context()
    .browser()!
    .newPage({
      viewport: { width: 375, height: 812 },
    });
  await teacherPage.addInitScript(() => localStorage.setItem('watni-locale', 'ur'));
  await signIn(teacherPage, request, TEACHER);
  await teacherPage.goto('/school/my-leave');
  await expect(teacherPage.getByRole('heading', { level: 1, name: 'میری چھٹیاں' })).toBeVisible();
  const mine = teacherPage.getByTestId('leave-Casual');
  await expect(mine).toContainText('اتفاقی چھٹی');
  await expect(mine.getByTestId('leave-remaining')).toHaveText(String(casualBefore - 1));
  await teacherPage.close();
});

const noSidewaysScroll = async (page: Page) =>
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);

for (const [theme, locale] of [
  ['watni', 'en'],
  ['green', 'ur'],
] as const) {
  test(`HR screens: ${theme}, ${locale}, axe clean at 375 px`, async ({
    page,
    request,
  }, testInfo) => {
    test.setTimeout(180_000);
    const teacherAuth = {
      authorization: `Bearer ${(await tokenFor(request, TEACHER)).access_token}`,
    };
    const teacherId = (await (await request.get('/api/auth/me', { headers: teacherAuth })).json())
      .id as number;
    await page.addInitScript(
      ([t, l]) => {
        localStorage.setItem('watni-theme', t);
        localStorage.setItem('watni-locale', l);
      },
      [theme, locale] as const,
    );
    await signIn(page, request, ADMIN);
    for (const [shot, path] of [
      ['hr-staff', '/school/hr'],
      ['hr-member', `/school/hr/staff/${teacherId}`],
      ['hr-leave-types', '/school/hr/leave-types'],
      ['hr-my-leave', '/school/my-leave'],
    ] as const) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByRole('status', { name: /Loading|لوڈ/ })).toHaveCount(0);
      await page.waitForTimeout(300);
      await page.screenshot({
        path: testInfo.outputPath(`${shot}-${theme}-${locale}.png`),
        fullPage: true,
      });
      expect((await new AxeBuilder({ page }).include('main').analyze()).violations).toEqual([]);
      await noSidewaysScroll(page);
    }
  });
}
