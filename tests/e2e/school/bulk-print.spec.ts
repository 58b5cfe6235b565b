import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import pixelmatch from 'pixelmatch';
import { PNG } from 'pngjs';

// Bulk printing on a 375 px phone, in Urdu: the office prints Class 5 A's Mid-Term report cards
// in Urdu as one job, follows its progress to the end and downloads the PDF; page 1, drawn by
// pdftoppm as the document baselines are, matches the kept baseline. Then a class's vouchers
// in English as one job, downloaded, with one page per voucher of the month.
const PASSWORD = 'Demo#2026';
const BASELINE = join(
  process.cwd(),
  'apps/api/test/documents/baselines/bulk-report-cards-ur-page1.png',
);

async function signIn(page: Page, request: APIRequestContext, email: string) {
  const res = await request.post('/api/auth/login', { data: { email, password: PASSWORD } });
  expect(res.ok()).toBe(true);
  const tokens = (await res.json()) as { access_token: string; refresh_token: string };
  await page.goto('/');
  await page.evaluate((t) => {
    localStorage.clear();
    localStorage.setItem('access_token', t.access_token);
    localStorage.setItem('refresh_token', t.refresh_token);
  }, tokens);
}

/** Page 1 at 60 dpi, as test/documents/visual-baselines.test.ts draws its pictures. */
function pageOne(pdf: Buffer): Buffer {
  const dir = mkdtempSync(join(tmpdir(), 'bulk-print-'));
  try {
    writeFileSync(join(dir, 'f.pdf'), pdf);
    execFileSync('pdftoppm', [
      '-png',
      '-r',
      '60',
      '-f',
      '1',
      '-l',
      '1',
      '-singlefile',
      join(dir, 'f.pdf'),
      join(dir, 'p'),
    ]);
    return readFileSync(join(dir, 'p.png'));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const pagesOf = (pdf: Buffer) => (pdf.toString('latin1').match(/\/Type \/Page\b/g) ?? []).length;

async function chooseOption(page: Page, label: string | RegExp, option: string) {
  // The print form's own fields (the ID cards' card below it has a section picker too).
  await page.locator('form').getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).first().click();
}

test.use({ viewport: { width: 375, height: 812 } });

test('the office prints a section’s Urdu report cards and a class’s vouchers as one job each', async ({
  page,
  request,
}) => {
  test.setTimeout(300_000);
  await signIn(page, request, 'admin@iqbal.edu.pk');
  await page.evaluate(() => localStorage.setItem('watni-locale', 'ur'));
  await page.goto('/school/print');
  await expect(page.getByRole('heading', { name: 'پرنٹ', level: 1 })).toBeVisible();
  expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);

  // Report cards (the default), one section, in Urdu (the page's language).
  await chooseOption(page, 'امتحان', 'Mid-Term');
  await chooseOption(page, 'جماعت', 'Class 5');
  await chooseOption(page, 'سیکشن', 'A');
  await page.getByRole('button', { name: 'پرنٹ کریں', exact: true }).click();
  const progress = page.getByRole('progressbar', { name: 'پرنٹ شدہ صفحات' });
  await expect(progress).toBeVisible();
  const download = page.getByRole('button', { name: /^ڈاؤن لوڈ \(PDF\)$/ }).first();
  await expect(download).toBeVisible({ timeout: 120_000 });
  await expect(page.getByText(/^تیار: \d+ صفحات۔$/)).toBeVisible();
  expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
  const [cards] = await Promise.all([page.waitForEvent('download'), download.click()]);
  const pdf = readFileSync((await cards.path())!);
  expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
  expect(cards.suggestedFilename()).toMatch(/-ur\.pdf$/);
  const picture = pageOne(pdf);
  if (!existsSync(BASELINE)) {
    writeFileSync(BASELINE, picture);
    throw new Error(`${BASELINE} was missing and has been written: look at it, commit it`);
  }
  const actual = PNG.sync.read(picture);
  const expected = PNG.sync.read(readFileSync(BASELINE));
  expect([actual.width, actual.height]).toEqual([expected.width, expected.height]);
  const differing = pixelmatch(actual.data, expected.data, null, actual.width, actual.height, {
    threshold: 0.2,
  });
  expect(differing / (actual.width * actual.height)).toBeLessThan(0.005);

  // The vouchers of Class 5 for this month, in English, as one job.
  await page.getByRole('radio', { name: 'فیس واؤچر' }).click();
  await page.getByRole('radio', { name: 'ایک جماعت' }).click();
  await page.getByRole('radio', { name: 'انگریزی' }).click();
  await page.getByRole('button', { name: 'پرنٹ کریں', exact: true }).click();
  // The report cards' job stays "ready" on the page meanwhile: the vouchers' own row is read.
  const voucherRow = page
    .getByRole('row')
    .filter({ has: page.getByRole('cell', { name: /فیس واؤچر · ایک جماعت · انگریزی/ }) });
  const voucherDownload = voucherRow.getByRole('button', { name: /^ڈاؤن لوڈ \(PDF\)$/ });
  await expect(voucherDownload).toBeVisible({ timeout: 120_000 });
  // Its progress cell: "{total} میں سے {done} صفحات", every page done.
  const progressText = (await voucherRow.getByRole('cell').nth(2).textContent()) ?? '';
  const [total, done] = progressText.match(/\d+/g)!.map(Number);
  expect(done).toBe(total);
  const pages = total!;
  const [vouchers] = await Promise.all([page.waitForEvent('download'), voucherDownload.click()]);
  const voucherPdf = readFileSync((await vouchers.path())!);
  expect(vouchers.suggestedFilename()).toMatch(/^vouchers-\d{4}-\d{2}-class-\d+-en\.pdf$/);
  expect(pagesOf(voucherPdf)).toBe(pages);
  // Both jobs are listed among the recent ones.
  await expect(page.getByRole('cell', { name: /رپورٹ کارڈ · ایک سیکشن · اردو/ })).toBeVisible();
  await expect(page.getByRole('cell', { name: /فیس واؤچر · ایک جماعت · انگریزی/ })).toBeVisible();
});
