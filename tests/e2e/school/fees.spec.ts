import { readFileSync } from 'node:fs';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';

// The office fees journey on a phone (375 px): the office sets a class's fee structure, runs
// March's vouchers (the job queue, progress on screen), downloads one voucher PDF, records a
// partial cash payment whose receipt downloads, and the defaulters report and the student's
// ledger agree with what the service holds. (The parent's online payment has journeys of its own.)
const ADMIN = 'admin@iqbal.edu.pk';
const PARENT = 'parent@iqbal.edu.pk';
const PASSWORD = 'Demo#2026';

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
  return tokens.access_token;
}

test.use({ viewport: { width: 375, height: 812 } });

test('the office: structure, March vouchers, a PDF, a partial cash payment, defaulters, ledger', async ({
  page,
  request,
  browser,
}) => {
  test.setTimeout(240_000);
  const token = await signIn(page, request, ADMIN);
  const api = async (url: string) => {
    const res = await request.get(`/api${url}`, { headers: { authorization: `Bearer ${token}` } });
    expect(res.ok(), `${url}: ${res.status()}`).toBe(true);
    return res.json();
  };
  const years = (await api('/school/years/')).items as { is_current: boolean; ends_on: string }[];
  const year = years.find((y) => y.is_current)!;
  const march = `${year.ends_on.slice(0, 4)}-03`;

  // 1. Fee setup: Class 5's tuition becomes PKR 4,200.
  await page.goto('/school/fees?tab=setup');
  await expect(page.getByRole('heading', { name: 'Fee structure' })).toBeVisible();
  const tuition = page.getByLabel('Tuition fee for Class 5');
  await tuition.fill('4200');
  await page.getByRole('button', { name: 'Save Class 5' }).click();
  await expect(page.getByText('Saved.', { exact: true })).toBeVisible();
  const structure = await api(
    `/fees/structure/${(await api('/school/years/')).items.find((y: { is_current: boolean }) => y.is_current).id}`,
  );
  const class5 = structure.classes.find((c: { class_name: string }) => c.class_name === 'Class 5');
  const tuitionHead = structure.heads.find((h: { name: string }) => h.name === 'Tuition fee');
  expect(
    class5.amounts.find((a: { fee_head_id: number }) => a.fee_head_id === tuitionHead.id).amount,
  ).toBe(4200);

  // 2. March's vouchers, generated in the job queue; the progress ends "Done". Another journey
  //    may have issued some of March's vouchers already (the run skips those students).
  const issuedBefore = ((await api(`/fees/vouchers?month=${march}&limit=500`)).items as unknown[])
    .length;
  await page.getByRole('tab', { name: 'Generate vouchers' }).click();
  await page.getByLabel('Month', { exact: true }).fill(march);
  await page.getByRole('button', { name: 'Generate vouchers' }).click();
  await expect(page.getByText('Started. Progress shows below.')).toBeVisible();
  const runRow = page.getByRole('row').filter({ hasText: 'March' }).first();
  await expect(runRow.getByText('Done')).toBeVisible({ timeout: 60_000 });
  const runs = (await api('/fees/runs')).items as {
    month: string;
    vouchers_created: number;
    vouchers_skipped: number;
    students_total: number;
  }[];
  const run = runs.find((r) => r.month === march)!;
  expect(run.vouchers_skipped).toBe(issuedBefore);
  expect(run.vouchers_created).toBe(run.students_total - issuedBefore);

  // 3. One voucher's PDF: Ali Raza's (Class 5), PKR 4,200 tuition on it.
  await page.getByRole('tab', { name: 'Vouchers', exact: true }).click();
  await page.getByLabel('Month', { exact: true }).fill(march);
  await page.getByLabel('Search by voucher no., admission no. or name').fill('Ali Raza');
  const row = page.getByRole('row').filter({ hasText: 'Ali Raza' }).first();
  await expect(row).toBeVisible();
  const [pdf] = await Promise.all([
    page.waitForEvent('download'),
    row.getByRole('button', { name: /Voucher PDF of Ali Raza/ }).click(),
  ]);
  const pdfBytes = readFileSync((await pdf.path())!);
  expect(pdfBytes.subarray(0, 5).toString()).toBe('%PDF-');
  const list = await api(`/fees/vouchers?month=${march}&q=Ali%20Raza`);
  const voucher = list.items[0] as { id: number; total: number; student_id: number };
  const detail = await api(`/fees/vouchers/${voucher.id}`);
  expect(detail.lines.find((l: { label: string }) => l.label === 'Tuition fee').amount).toBe(4200);

  // 4. A partial cash payment of PKR 1,000; its receipt downloads.
  await row.getByRole('button', { name: /Record payment for Ali Raza/ }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Amount').fill('1000');
  await dialog.getByRole('button', { name: 'Record payment' }).click();
  await expect(page.getByText(/Payment recorded\. Receipt R-\d{6}\./)).toBeVisible();
  const details = page.getByRole('dialog');
  const [receipt] = await Promise.all([
    page.waitForEvent('download'),
    details
      .getByRole('button', { name: /Receipt R-\d{6}/ })
      .first()
      .click(),
  ]);
  expect(
    readFileSync((await receipt.path())!)
      .subarray(0, 5)
      .toString(),
  ).toBe('%PDF-');
  await details.getByRole('button', { name: 'Close' }).first().click();
  const paid = await api(`/fees/vouchers/${voucher.id}`);
  expect(paid).toMatchObject({ status: 'partially_paid', paid_amount: 1000 });
  expect(paid.balance).toBe(voucher.total - 1000);

  // 5. Defaulters: the report's total is the service's overdue balance.
  await page.getByRole('tab', { name: 'Defaulters' }).click();
  const defaulters = await api('/fees/defaulters?limit=500');
  if (defaulters.total > 0) {
    await expect(
      page.getByText(
        `Overdue in all: PKR ${new Intl.NumberFormat('en-PK').format(defaulters.total_overdue)}`,
      ),
    ).toBeVisible();
  } else {
    await expect(page.getByText('No overdue fees. Everyone has paid on time.')).toBeVisible();
  }

  // 6. The ledger on Ali Raza's profile: the same balance as the service's ledger.
  const ledger = await api(`/fees/students/${voucher.student_id}/ledger`);
  await page.goto(`/school/students/${voucher.student_id}`);
  await expect(page.getByRole('heading', { name: 'Fee ledger' })).toBeVisible();
  const fmt = (n: number) => new Intl.NumberFormat('en-PK').format(n);
  await expect(
    page.getByText(
      `Charged PKR ${fmt(ledger.charged)}, paid PKR ${fmt(ledger.paid)}, balance PKR ${fmt(ledger.balance)}`,
    ),
  ).toBeVisible();
  expect(ledger.entries.some((e: { receipt_no: string | null }) => e.receipt_no)).toBe(true);

  // 7. The parent sees the March voucher with its receipt.
  const parentContext = await browser.newContext({ viewport: { width: 375, height: 812 } });
  const parentPage = await parentContext.newPage();
  await signIn(parentPage, request, PARENT);
  await parentPage.goto('/fees');
  await expect(parentPage.getByRole('heading', { name: 'Fees', level: 1 })).toBeVisible();
  await expect(parentPage.getByText(detail.voucher_no).first()).toBeVisible();

  // 8. The parent pays the rest online through the sandbox checkout: the
  // provider's page, "Pay", back to "Payment received", the receipt downloads, the voucher is Paid.
  const card = parentPage.getByRole('listitem').filter({ hasText: detail.voucher_no });
  await card.getByRole('button', { name: /with Sandbox/ }).click();
  await expect(parentPage.getByRole('heading', { name: 'Watni sandbox checkout' })).toBeVisible();
  await parentPage.getByRole('button', { name: 'Pay', exact: true }).click();
  await expect(parentPage.getByText('Payment received')).toBeVisible();
  const [onlineReceipt] = await Promise.all([
    parentPage.waitForEvent('download'),
    parentPage.getByRole('button', { name: 'Download receipt' }).click(),
  ]);
  expect(
    readFileSync((await onlineReceipt.path())!)
      .subarray(0, 5)
      .toString(),
  ).toBe('%PDF-');
  const settled = await api(`/fees/vouchers/${detail.id}`);
  expect(settled.status).toBe('paid');
  expect(settled.balance).toBe(0);
  await parentPage.goto('/fees');
  await expect(
    parentPage
      .getByRole('listitem')
      .filter({ hasText: detail.voucher_no })
      .locator('[data-slot="badge"]'),
  ).toHaveText('Paid');
  await parentContext.close();
});
