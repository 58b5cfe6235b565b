import AxeBuilder from '@axe-core/playwright';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { bankClient, rupeesOf, type Wire } from '../../../apps/api/test/helpers/bank-biller-client';

// Paying a challan from any bank app: the office switches Kuickpay on (its prefix and the
// credentials the aggregator sends) and sees a voucher's consumer number; a bank, speaking the
// biller protocol as the public integrations show (apps/api/test/helpers/bank-biller-client.ts
// cites them), asks BillInquiry for a voucher still before its due date and for one past it (the
// late fee in `amount_after_dueDate`), pays the late one with BillPayment, and a repeat is refused
// 03; the office sees the voucher paid and the parent's inbox says the fee was received.
const ADMIN = 'admin@iqbal.edu.pk';
const PARENT = 'parent@iqbal.edu.pk';
const PASSWORD = 'Demo#2026';
const KUICKPAY = { prefix: '24680', digits: 7, username: 'kp-e2e', password: 'Kp#e2e-secret' };

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

/** Pakistan's date `offset` days from today (yyyy-mm-dd). */
const day = (offset: number) =>
  new Date(Date.now() + 5 * 3_600_000 + offset * 86_400_000).toISOString().slice(0, 10);

test.use({ viewport: { width: 375, height: 812 } });

test('a challan paid from a bank app through its consumer number', async ({ page, request }) => {
  test.setTimeout(240_000);
  const token = await signIn(page, request, ADMIN);
  const headers = { authorization: `Bearer ${token}` };
  const api = async (method: 'GET' | 'POST' | 'PUT', url: string, data?: unknown) => {
    const res = await request.fetch(`/api${url}`, { method, headers, data });
    expect(res.ok(), `${method} ${url}: ${res.status()} ${await res.text()}`).toBe(true);
    return res.json();
  };

  // 1. The office's settings on the fee setup: Kuickpay's 5-digit prefix, 7 digits of voucher,
  //    the credentials Kuickpay will send.
  await page.goto('/school/fees?tab=setup');
  const form = page.getByRole('form', { name: 'Kuickpay' });
  await form.getByLabel('Kuickpay prefix').fill(KUICKPAY.prefix);
  await form.getByLabel('Digits after the prefix').fill(String(KUICKPAY.digits));
  await form.getByLabel('Username the aggregator sends').fill(KUICKPAY.username);
  await form.getByLabel('Password the aggregator sends').fill(KUICKPAY.password);
  await form.getByRole('switch', { name: 'Offer Kuickpay' }).click();
  await form.getByRole('button', { name: 'Save Kuickpay' }).click();
  await expect(form.getByText(`First voucher: ${KUICKPAY.prefix}0000001`)).toBeVisible();
  const settings = (await api('GET', '/fees/biller/settings')).items[1];
  expect(settings).toMatchObject({ enabled: true, password_configured: true, prefix: '24680' });

  // 2. Two classes' vouchers for the year's last month: the parent's child's class already past
  //    its due date (10 days: the school's PKR 50 a day reaches its cap of 500), another class
  //    not yet due.
  const mine = (await (
    await request.get('/api/fees/mine', {
      headers: { authorization: `Bearer ${(await tokenFor(request, PARENT)).access_token}` },
    })
  ).json()) as { items: { student_id: number; class_name: string }[] };
  const childClass = mine.items[0]!.class_name;
  const classes = (await api('GET', '/school/classes/')).items as { id: number; name: string }[];
  const late = classes.find((c) => c.name === childClass)!;
  // Another class with students (one the seed's vouchers were issued to).
  const seeded = (await api('GET', '/fees/vouchers?limit=500')).items as { class_name: string }[];
  const early = classes.find(
    (c) => c.name !== childClass && seeded.some((v) => v.class_name === c.name),
  )!;
  const years = (await api('GET', '/school/years/')).items as {
    is_current: boolean;
    ends_on: string;
  }[];
  const month = years.find((y) => y.is_current)!.ends_on.slice(0, 7);
  const runTo = async (classId: number, issue: string, due: string) => {
    const run = await api('POST', '/fees/runs', {
      month,
      class_ids: [classId],
      issue_date: issue,
      due_date: due,
    });
    await expect
      .poll(async () => (await api('GET', `/fees/runs/${run.id}`)).status, { timeout: 60_000 })
      .toBe('done');
  };
  await runTo(late.id, day(-20), day(-10));
  await runTo(early.id, day(0), day(10));
  const vouchers = (await api('GET', `/fees/vouchers?month=${month}&limit=500`)).items as {
    id: number;
    voucher_no: string;
    student_id: number;
    class_name: string;
    total: number;
  }[];
  const childVoucher = vouchers.find((v) => v.student_id === mine.items[0]!.student_id)!;
  const notYetDue = vouchers.find((v) => v.class_name === early.name)!;
  const numberOf = async (id: number) =>
    ((await api('GET', `/fees/vouchers/${id}`)).consumer_numbers as { number: string }[])[0]!
      .number;
  const lateNumber = await numberOf(childVoucher.id);
  const earlyNumber = await numberOf(notYetDue.id);
  expect(lateNumber).toMatch(/^24680\d{7}$/);

  // 3. The office sees the consumer number on the voucher screen.
  await page.goto(`/school/fees?tab=vouchers`);
  await page.getByLabel('Month', { exact: true }).fill(month);
  await page
    .getByLabel('Search by voucher no., admission no. or name')
    .fill(childVoucher.voucher_no);
  await page.getByRole('button', { name: `Details of voucher ${childVoucher.voucher_no}` }).click();
  await expect(page.getByRole('dialog').getByTestId('consumer-number')).toHaveText(
    `Kuickpay consumer number: ${lateNumber}`,
  );
  await page.getByRole('dialog').getByRole('button', { name: 'Close' }).first().click();

  // 4. A bank asks and pays.
  const wire: Wire = async (path, wireHeaders, body) => {
    const res = await request.post(path, { headers: wireHeaders, data: body });
    return { status: res.status(), json: await res.json() };
  };
  const bank = bankClient(wire, { aggregator: 'kuickpay', ...KUICKPAY, bank: 'MEEZAN' });
  const before = await bank.inquiry(earlyNumber);
  expect(before.json).toMatchObject({ response_Code: '00', bill_status: 'U' });
  expect(before.json.due_date).toBe(day(10).replaceAll('-', ''));
  expect(rupeesOf(before.json.amount_within_dueDate!)).toBe(notYetDue.total);
  expect(rupeesOf(before.json.amount_after_dueDate!)).toBe(notYetDue.total + 50);

  const after = await bank.inquiry(lateNumber);
  expect(after.json).toMatchObject({ response_Code: '00', bill_status: 'U' });
  expect(rupeesOf(after.json.amount_within_dueDate!)).toBe(childVoucher.total);
  const owed = rupeesOf(after.json.amount_after_dueDate!);
  expect(owed).toBe(childVoucher.total + 500);

  const today = day(0).replaceAll('-', '');
  const paid = await bank.pay(lateNumber, owed, today, '909090');
  expect(paid.json).toMatchObject({ response_Code: '00' });
  const receiptNo = paid.json.Identification_parameter!;
  const repeat = await bank.pay(lateNumber, owed, today, '909090');
  expect(repeat.json.response_Code).toBe('03');
  expect((await bank.inquiry(lateNumber)).json).toMatchObject({
    bill_status: 'P',
    tran_auth_Id: '909090',
  });

  // 5. The office sees it paid, with the receipt of the bank's payment.
  await page.reload();
  await page.getByLabel('Month', { exact: true }).fill(month);
  await page
    .getByLabel('Search by voucher no., admission no. or name')
    .fill(childVoucher.voucher_no);
  await page.getByRole('button', { name: `Details of voucher ${childVoucher.voucher_no}` }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText('Paid', { exact: true }).first()).toBeVisible();
  await expect(dialog.getByText(new RegExp(`${receiptNo}.*Kuickpay \\(bank app\\)`))).toBeVisible();

  // 6. The parent's inbox says the fee was received.
  await signIn(page, request, PARENT);
  await page.goto('/inbox');
  await expect(page.getByText(/Fee received for/).first()).toBeVisible();
  await expect(page.getByText(new RegExp(`Receipt ${receiptNo}`)).first()).toBeVisible();
});

// The voucher details with the consumer number, as the office reads them on a phone: two themes,
// English and Urdu (right to left), no axe violation; the screenshots are kept for review.
for (const [theme, locale] of [
  ['watni', 'en'],
  ['green', 'ur'],
] as const) {
  test(`voucher details with the consumer number: ${theme}, ${locale}`, async ({
    page,
    request,
  }, testInfo) => {
    await page.addInitScript(
      ([t, l]) => {
        localStorage.setItem('watni-theme', t);
        localStorage.setItem('watni-locale', l);
      },
      [theme, locale] as const,
    );
    const token = await signIn(page, request, ADMIN);
    const headers = { authorization: `Bearer ${token}` };
    // The first test switched Kuickpay on; any voucher of the school has a number now.
    const list = await (await request.get('/api/fees/vouchers?limit=1', { headers })).json();
    const voucher = list.items[0] as { id: number; voucher_no: string; month: string };
    const detail = await (
      await request.get(`/api/fees/vouchers/${voucher.id}`, { headers })
    ).json();
    const number = detail.consumer_numbers[0].number as string;
    await page.goto('/school/fees?tab=vouchers');
    await page.locator('input[type="month"]').first().fill(voucher.month);
    await page.locator('input[type="search"]').first().fill(voucher.voucher_no);
    await page
      .getByRole('row')
      .filter({ hasText: voucher.voucher_no })
      .getByRole('button', { name: new RegExp(voucher.voucher_no) })
      .click();
    const numberLine = page.getByRole('dialog').getByTestId('consumer-number');
    await expect(numberLine).toContainText(number);
    if (locale === 'ur') {
      await expect(numberLine).toContainText('کوئیک پے');
      await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    }
    await numberLine.scrollIntoViewIfNeeded();
    await page.screenshot({ path: testInfo.outputPath(`voucher-details-${theme}-${locale}.png`) });
    const results = await new AxeBuilder({ page }).include('[role="dialog"]').analyze();
    expect(results.violations).toEqual([]);

    // The settings card on the fee setup, same theme and language.
    await page.goto('/school/fees?tab=setup');
    const card = page
      .locator('form')
      .filter({ has: page.getByRole('switch') })
      .last();
    await expect(card.getByRole('button').last()).toBeVisible();
    await card.scrollIntoViewIfNeeded();
    await page.screenshot({ path: testInfo.outputPath(`biller-settings-${theme}-${locale}.png`) });
    const setup = await new AxeBuilder({ page }).include('main').analyze();
    expect(setup.violations).toEqual([]);
  });
}
