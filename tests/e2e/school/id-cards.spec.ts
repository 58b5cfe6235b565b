import { readFileSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { PNG } from 'pngjs';

// Student ID cards on a 375 px phone: the office uploads a student's photo on the
// profile and sees it, and prints the section's ID cards from the Print page (a PDF downloads;
// the public verification of a card is covered by apps/api/test/id-cards). Then the screens in two themes, English and Urdu, with no axe violation.
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

type Listed = {
  id: number;
  first_name: string;
  last_name: string;
  placement: { class_name: string; section_name: string; section_id: number } | null;
};

async function placedStudent(request: APIRequestContext) {
  const admin = { authorization: `Bearer ${(await tokenFor(request, ADMIN)).access_token}` };
  const res = await request.get('/api/students/?status=active&limit=20', { headers: admin });
  expect(res.ok()).toBe(true);
  const items = (await res.json()).items as Listed[];
  return { admin, student: items.find((s) => s.placement)! };
}

function photoPng(): Buffer {
  const png = new PNG({ width: 96, height: 120 });
  for (let i = 0; i < png.data.length; i += 4) {
    png.data[i] = 60;
    png.data[i + 1] = 120;
    png.data[i + 2] = 190;
    png.data[i + 3] = 255;
  }
  return PNG.sync.write(png);
}

test.use({ viewport: { width: 375, height: 812 } });

test('the office uploads a photo and prints a section’s ID cards', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(180_000);
  const { student } = await placedStudent(request);
  const name = `${student.first_name} ${student.last_name}`;
  const section = `${student.placement!.class_name} ${student.placement!.section_name}`;

  await signIn(page, request, ADMIN);
  await page.goto(`/school/students/${student.id}`);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  const card = page.getByTestId('student-photo-card');
  await card.getByLabel(/Upload photo|Replace photo/).setInputFiles({
    name: 'photo.png',
    mimeType: 'image/png',
    buffer: photoPng(),
  });
  await expect(card.getByText('Photo saved.')).toBeVisible();
  await expect(card.getByRole('img', { name: `Photo of ${name}` })).toBeVisible();

  await page.goto('/school/print');
  const print = page.getByTestId('print-id-cards');
  await print.getByRole('combobox', { name: 'Section' }).click();
  // By keyboard: the option may sit below the list's fold, and a pointer click waits for it to
  // scroll into view, which a busy machine once never saw happen.
  const option = page.getByRole('option', { name: section, exact: true });
  await option.focus();
  await option.press('Enter');
  await expect(print.getByRole('combobox', { name: 'Section' })).toHaveText(section);
  const download = page.waitForEvent('download');
  await print.getByRole('button', { name: 'Print (English)' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^id-cards-.*\.pdf$/);
  await file.saveAs(testInfo.outputPath('id-cards.pdf'));

  expect(readFileSync(testInfo.outputPath('id-cards.pdf')).subarray(0, 5).toString()).toBe('%PDF-');

  // The office removes the photo after confirming; the profile shows the placeholder again.
  await page.goto(`/school/students/${student.id}`);
  await expect(card.getByRole('img', { name: `Photo of ${name}` })).toBeVisible();
  await card.getByRole('button', { name: 'Remove photo' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Remove this photo?' });
  await confirm.getByRole('button', { name: 'Remove photo' }).click();
  await expect(card.getByText('Photo removed.')).toBeVisible();
  await expect(card.getByText('No photo yet: the ID card shows a placeholder.')).toBeVisible();
  await expect(card.getByRole('img')).toHaveCount(0);
});

for (const [theme, locale] of [
  ['watni', 'en'],
  ['green', 'ur'],
] as const) {
  test(`ID card screens: ${theme}, ${locale}`, async ({ page, request }, testInfo) => {
    const { student } = await placedStudent(request);
    await page.addInitScript(
      ([t, l]) => {
        localStorage.setItem('watni-theme', t);
        localStorage.setItem('watni-locale', l);
      },
      [theme, locale] as const,
    );
    await signIn(page, request, ADMIN);
    await page.goto(`/school/students/${student.id}`);
    const card = page.getByTestId('student-photo-card');
    await expect(card).toBeVisible();
    await card.scrollIntoViewIfNeeded();
    await page.screenshot({
      path: testInfo.outputPath(`photo-${theme}-${locale}.png`),
      fullPage: true,
    });
    expect((await new AxeBuilder({ page }).include('main').analyze()).violations).toEqual([]);
    await page.goto('/school/print');
    const print = page.getByTestId('print-id-cards');
    await expect(print).toBeVisible();
    await print.scrollIntoViewIfNeeded();
    await page.screenshot({
      path: testInfo.outputPath(`print-id-cards-${theme}-${locale}.png`),
      fullPage: true,
    });
    expect((await new AxeBuilder({ page }).include('main').analyze()).violations).toEqual([]);
  });
}
