import AxeBuilder from '@axe-core/playwright';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';

// Leaving certificate on a 375 px phone: the office opens a student's profile, issues
// a school leaving certificate from the "Issue certificate" dialog, finds it in the student's
// certificates with its number and verification code, the public /verify/{code} page (signed
// out) confirms it, and the student shows as left. Then the screens in two themes, English and
// Urdu, with no axe violation.
const PASSWORD = 'Demo#2026';
const ADMIN = 'admin@iqbal.edu.pk';

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

async function activeStudents(request: APIRequestContext) {
  const admin = { authorization: `Bearer ${(await tokenFor(request, ADMIN)).access_token}` };
  const res = await request.get('/api/students/?status=active&limit=20', { headers: admin });
  expect(res.ok()).toBe(true);
  return {
    admin,
    items: (await res.json()).items as { id: number; first_name: string; last_name: string }[],
  };
}

test.use({ viewport: { width: 375, height: 812 } });

test('the office issues a leaving certificate, /verify confirms it, the student is left', async ({
  page,
  request,
  browser,
}) => {
  test.setTimeout(180_000);
  const { admin, items } = await activeStudents(request);
  const student = items.at(-1)!;
  const name = `${student.first_name} ${student.last_name}`;

  await signIn(page, request, ADMIN);
  await page.goto(`/school/students/${student.id}`);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  const card = page.getByTestId('student-certificates');
  await expect(card.getByText('No certificates issued yet.')).toBeVisible();
  await card.getByRole('button', { name: 'Issue certificate' }).click();
  const dialog = page.getByRole('dialog', { name: `Issue a certificate to ${name}` });
  await expect(dialog).toBeVisible();
  await dialog.getByLabel(/Reason for leaving/).fill('Family moved to Karachi');
  await dialog.getByRole('button', { name: 'Issue', exact: true }).click();
  await expect(dialog).toBeHidden();
  const row = card.getByTestId('school-certificate');
  await expect(row).toHaveCount(1);
  await expect(card.getByText(/^Certificate SLC-\d{4}-\d{4} issued\.$/)).toBeVisible();
  await expect(row).toContainText('School leaving certificate');
  await expect(row).toContainText('Valid');
  const text = (await row.textContent()) ?? '';
  const number = /SLC-\d{4}-\d{4}/.exec(text)![0];
  const code = /[0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4}/.exec(text)![0];

  // The student shows as left on the profile (and through the API).
  await page.reload();
  await expect(page.getByText('Left', { exact: true })).toBeVisible();
  const profile = await request.get(`/api/students/${student.id}`, { headers: admin });
  expect((await profile.json()).status).toBe('left');

  // A visitor (signed out) checks the code on the public page.
  const visitor = await browser.newPage({ viewport: { width: 375, height: 812 } });
  await visitor.goto(`/verify/${code}`);
  const result = visitor.getByTestId('verify-result');
  await expect(result).toHaveAttribute('data-valid', 'true');
  await expect(result).toHaveAttribute('data-kind', 'leaving');
  await expect(result).toContainText(name);
  await expect(result).toContainText(number);
  await expect(result).toContainText('School leaving certificate');
  await expect(result).not.toContainText('Karachi');
  await visitor.close();
});

for (const [theme, locale] of [
  ['watni', 'en'],
  ['green', 'ur'],
] as const) {
  test(`certificate screens: ${theme}, ${locale}`, async ({ page, request }, testInfo) => {
    const { admin, items } = await activeStudents(request);
    const student = items.at(locale === 'en' ? -2 : -3)!;
    const created = await request.post(`/api/students/${student.id}/certificates`, {
      headers: admin,
      data: { kind: 'character', remarks: 'Well behaved and diligent.' },
    });
    expect(created.status()).toBe(201);
    const { code } = (await created.json()) as { code: string };
    await page.addInitScript(
      ([t, l]) => {
        localStorage.setItem('watni-theme', t);
        localStorage.setItem('watni-locale', l);
      },
      [theme, locale] as const,
    );
    await signIn(page, request, ADMIN);
    await page.goto(`/school/students/${student.id}`);
    const card = page.getByTestId('student-certificates');
    await expect(card.getByTestId('school-certificate')).toHaveCount(1);
    await card.scrollIntoViewIfNeeded();
    await page.screenshot({
      path: testInfo.outputPath(`certificates-${theme}-${locale}.png`),
      fullPage: true,
    });
    expect((await new AxeBuilder({ page }).include('main').analyze()).violations).toEqual([]);
    await card.getByRole('button').first().click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await page.screenshot({ path: testInfo.outputPath(`issue-dialog-${theme}-${locale}.png`) });
    expect(
      (await new AxeBuilder({ page }).include('[role="dialog"]').analyze()).violations,
    ).toEqual([]);
    await page.goto(`/verify/${code}`);
    await expect(page.getByTestId('verify-result')).toHaveAttribute('data-kind', 'character');
    await page.screenshot({
      path: testInfo.outputPath(`verify-${theme}-${locale}.png`),
      fullPage: true,
    });
    expect((await new AxeBuilder({ page }).include('main').analyze()).violations).toEqual([]);
  });
}
