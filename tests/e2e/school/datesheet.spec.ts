import AxeBuilder from '@axe-core/playwright';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';

// The datesheet journey on a 375 px phone: the office builds an exam's datesheet on
// the exam's page (a paper clashing with another of the same class is refused with the sentence
// naming both subjects and the time), publishes it and prints the class's datesheet (a PDF in
// English and in Urdu); the demo parent, whose son Ali is in Class 5, sees it on the Datesheet
// page in Urdu. The screens are looked at in two themes (screenshots kept in the test's output),
// with no axe violation and no sideways scroll.
const PASSWORD = 'Demo#2026';
const ADMIN = 'admin@iqbal.edu.pk';
const PARENT = 'parent@iqbal.edu.pk';

async function tokenOf(request: APIRequestContext, email: string) {
  const res = await request.post('/api/auth/login', { data: { email, password: PASSWORD } });
  expect(res.ok()).toBe(true);
  return (await res.json()) as { access_token: string; refresh_token: string };
}

async function signIn(page: Page, request: APIRequestContext, email: string) {
  const tokens = await tokenOf(request, email);
  await page.goto('/');
  await page.evaluate((t) => {
    localStorage.setItem('access_token', t.access_token);
    localStorage.setItem('refresh_token', t.refresh_token);
  }, tokens);
}

const noSidewaysScroll = async (page: Page) =>
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);

/** An exam of Class 5 with Mathematics and English papers, made through the API. */
async function makeExam(request: APIRequestContext): Promise<number> {
  const { access_token } = await tokenOf(request, ADMIN);
  const headers = { authorization: `Bearer ${access_token}` };
  const classes = (await (await request.get('/api/school/classes/', { headers })).json()) as {
    items: { id: number; name: string; subjects: { id: number; name: string }[] }[];
  };
  const class5 = classes.items.find((c) => c.name === 'Class 5')!;
  const subject = (name: string) => class5.subjects.find((s) => s.name === name)!.id;
  const years = (await (await request.get('/api/school/years/', { headers })).json()) as {
    items: { is_current: boolean; terms: { id: number }[] }[];
  };
  const term = years.items.find((y) => y.is_current)!.terms[0]!.id;
  const res = await request.post('/api/exams', {
    headers,
    data: {
      term_id: term,
      name: `Finals ${Date.now() % 1_000_000}`,
      classes: [
        {
          class_id: class5.id,
          papers: [
            { subject_id: subject('Mathematics'), max_marks: 100, passing_marks: 33 },
            { subject_id: subject('English'), max_marks: 100, passing_marks: 33 },
          ],
        },
      ],
    },
  });
  expect(res.status()).toBe(201);
  return ((await res.json()) as { id: number }).id;
}

async function addPaper(page: Page, subject: string, date: string, from: string, to: string) {
  const form = page.getByRole('form', { name: 'Add a paper' });
  await form.getByRole('combobox', { name: 'Class' }).click();
  await page.getByRole('option', { name: 'Class 5', exact: true }).click();
  await form.getByRole('combobox', { name: 'Subject' }).click();
  await page.getByRole('option', { name: subject, exact: true }).click();
  await form.getByLabel('Date').fill(date);
  await form.getByLabel('Starts at').fill(from);
  await form.getByLabel('Ends at').fill(to);
  await form.getByRole('textbox', { name: /Room/ }).fill('Hall A');
  await form.getByRole('button', { name: 'Add paper' }).click();
}

test.use({ viewport: { width: 375, height: 812 } });

test('the office publishes a datesheet and prints it; a parent sees it in Urdu', async ({
  page,
  request,
}) => {
  test.setTimeout(240_000);
  const examId = await makeExam(request);

  await page.addInitScript(() => localStorage.setItem('watni-locale', 'en'));
  await signIn(page, request, ADMIN);
  await page.goto(`/school/exams/${examId}`);
  const sheet = page.getByTestId('datesheet');
  await expect(sheet.getByRole('heading', { name: 'Datesheet', level: 2 })).toBeVisible();
  await addPaper(page, 'Mathematics', '2026-12-14', '09:00', '12:00');
  await expect(sheet.getByRole('table', { name: 'Papers of Class 5' })).toBeVisible();
  // English at 11:00 the same day: Class 5 already sits Mathematics then.
  await addPaper(page, 'English', '2026-12-14', '11:00', '13:00');
  await expect(
    page.getByText(
      'Class 5 already sits Mathematics on 14-12-2026 from 09:00 to 12:00, so English cannot be at that time.',
    ),
  ).toBeVisible();
  await addPaper(page, 'English', '2026-12-15', '09:00', '11:30');
  await expect(sheet.getByRole('button', { name: 'Remove English' })).toBeVisible();
  await noSidewaysScroll(page);

  await sheet.getByRole('button', { name: 'Publish the datesheet' }).click();
  await expect(sheet.getByText(/^Published on/)).toBeVisible();
  for (const lang of ['English', 'Urdu']) {
    const download = page.waitForEvent('download');
    await sheet.getByRole('button', { name: `Print Class 5 (${lang})` }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^datesheet-.*class-5-(en|ur)\.pdf$/);
    const path = await file.path();
    const { readFileSync } = await import('node:fs');
    expect(readFileSync(path!).subarray(0, 5).toString()).toBe('%PDF-');
  }

  // The parent, in Urdu.
  await page.context().clearCookies();
  await page.addInitScript(() => localStorage.setItem('watni-locale', 'ur'));
  await signIn(page, request, PARENT);
  await page.goto('/school/datesheet');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(
    page.getByRole('heading', { name: 'آپ کے بچوں کی ڈیٹ شیٹس', level: 1 }),
  ).toBeVisible();
  const ali = page.getByTestId('datesheet-of').filter({ hasText: 'Ali Raza' }).first();
  await expect(ali).toBeVisible();
  await expect(ali.getByText('Mathematics')).toBeVisible();
  await expect(ali.getByText('Hall A').first()).toBeVisible();
  await noSidewaysScroll(page);
  expect((await new AxeBuilder({ page }).include('main').analyze()).violations).toEqual([]);
});

for (const [theme, locale] of [
  ['watni', 'en'],
  ['green', 'ur'],
] as const) {
  test(`datesheet screens: ${theme}, ${locale}`, async ({ page, request }, testInfo) => {
    test.setTimeout(180_000);
    const examId = await makeExam(request);
    await page.addInitScript(
      ([t, l]) => {
        localStorage.setItem('watni-theme', t);
        localStorage.setItem('watni-locale', l);
      },
      [theme, locale] as const,
    );
    await signIn(page, request, ADMIN);
    await page.goto(`/school/exams/${examId}`);
    const sheet = page.getByTestId('datesheet');
    await expect(sheet.getByRole('form')).toBeVisible();
    await sheet.screenshot({ path: testInfo.outputPath(`exam-datesheet-${theme}-${locale}.png`) });
    expect((await new AxeBuilder({ page }).include('main').analyze()).violations).toEqual([]);
    await noSidewaysScroll(page);

    await signIn(page, request, PARENT);
    await page.goto('/school/datesheet');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // The first test published a datesheet for Ali's class: it is there once loaded.
    await expect(page.getByTestId('datesheet-of').first()).toBeVisible();
    await page.screenshot({
      path: testInfo.outputPath(`my-datesheet-${theme}-${locale}.png`),
      fullPage: true,
    });
    expect((await new AxeBuilder({ page }).include('main').analyze()).violations).toEqual([]);
    await noSidewaysScroll(page);
  });
}
