import { readFileSync } from 'node:fs';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';

// Transport on a 375 px phone: the office adds a route and a stop on the Transport screen,
// prints the route's list, assigns the parent's child to the stop on the route's students page, runs the month's vouchers
// (through the API: the fees journey covers the run screen) and finds the transport line on the
// child's voucher; the parent then sees the route, the stop and the driver's number in Urdu.
const PASSWORD = 'Demo#2026';
const PARENT = 'parent@iqbal.edu.pk';

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

test('the office sets up a route, assigns a child, the voucher carries the fee, the parent sees it in Urdu', async ({
  page,
  request,
}) => {
  test.setTimeout(240_000);
  const stamp = Date.now() % 100000;
  const routeName = `Route ${stamp} - Model Town`;
  const admin = {
    authorization: `Bearer ${(await tokenFor(request, 'admin@iqbal.edu.pk')).access_token}`,
  };
  const parent = {
    authorization: `Bearer ${(await tokenFor(request, PARENT)).access_token}`,
  };
  const children = (await (await request.get('/api/transport/mine', { headers: parent })).json())
    .items as { student_id: number; student_name: string }[];
  const child = children[0]!;

  // The office: a route and a stop.
  await signIn(page, request, 'admin@iqbal.edu.pk');
  await page.goto('/school/transport');
  await expect(page.getByRole('heading', { level: 1, name: 'Transport' })).toBeVisible();
  const routeForm = page.getByRole('region', { name: 'Add a route' });
  await routeForm.getByLabel('Route name').fill(routeName);
  await routeForm.getByLabel('Vehicle number').fill('LES-4521');
  await routeForm.getByLabel('Driver’s name').fill('Muhammad Aslam');
  await routeForm.getByLabel('Driver’s mobile').fill('0300 1234567');
  await routeForm.getByLabel('Seats').fill('14');
  await routeForm.getByRole('button', { name: 'Add route' }).click();
  const card = page.getByTestId('transport-route').filter({ hasText: routeName });
  await expect(card).toBeVisible();
  const stopForm = card.getByRole('form', { name: `Add a stop: ${routeName}` });
  await stopForm.getByLabel('Stop name').fill('Kalma Chowk');
  await stopForm.getByLabel('Monthly fee').fill('3000');
  await stopForm.getByRole('button', { name: 'Add stop' }).click();
  await expect(card.getByText('PKR 3,000')).toBeVisible();

  // The stops with their new columns and forms still fit the phone's width.
  expect(
    await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    ),
  ).toBeLessThanOrEqual(0);
  if (process.env.SHOTS) {
    await page.screenshot({
      path: `${process.env.SHOTS}/transport-office-375.png`,
      fullPage: true,
    });
  }

  // The route's printable list, in Urdu, downloads as a PDF.
  const [printed] = await Promise.all([
    page.waitForEvent('download'),
    card.getByRole('button', { name: `Print route list (Urdu): ${routeName}` }).click(),
  ]);
  expect(
    readFileSync((await printed.path())!)
      .subarray(0, 5)
      .toString(),
  ).toBe('%PDF-');

  // The route's students: assign the child.
  await card.getByRole('link', { name: 'Students on this route' }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: `${routeName}: students` }),
  ).toBeVisible();
  await page.getByLabel('Search students').fill(child.student_name.split(' ')[0]!);
  await page.getByRole('combobox', { name: 'Student' }).click();
  await page
    .getByRole('option', { name: new RegExp(`^${child.student_name}`) })
    .first()
    .click();
  await page.getByRole('combobox', { name: 'Stop' }).click();
  await page.getByRole('option', { name: '1. Kalma Chowk' }).click();
  await page.getByRole('button', { name: 'Assign', exact: true }).click();
  await expect(page.getByText(`${child.student_name} now rides from Kalma Chowk.`)).toBeVisible();
  await expect(page.getByRole('table')).toContainText(child.student_name);

  // The next voucher run, for the child's class only: the first month of the current year that
  // has no voucher of the child yet. Other journeys issue some months before this one in a full
  // run, so the journey walks the year instead of assuming a month is free.
  const years = (await (await request.get('/api/school/years/', { headers: admin })).json())
    .items as { is_current: boolean; starts_on: string; ends_on: string }[];
  const year = years.find((y) => y.is_current)!;
  const profile = await (
    await request.get(`/api/students/${child.student_id}`, { headers: admin })
  ).json();
  const classId = profile.placement.class_id as number;
  const monthIndex = (date: string) => {
    const [y, m] = date.split('-').map(Number) as [number, number];
    return y * 12 + m - 1;
  };
  const months: string[] = [];
  for (let i = monthIndex(year.starts_on); i <= monthIndex(year.ends_on); i += 1) {
    months.push(`${Math.floor(i / 12)}-${String((i % 12) + 1).padStart(2, '0')}`);
  }
  let month: string | undefined;
  for (const candidate of months) {
    const existing = await (
      await request.get(`/api/fees/vouchers?month=${candidate}&student_id=${child.student_id}`, {
        headers: admin,
      })
    ).json();
    if (existing.total === 0) {
      month = candidate;
      break;
    }
  }
  expect(month, "a month of the current year without the child's voucher").toBeDefined();
  const run = await request.post('/api/fees/runs', {
    headers: admin,
    data: { month, class_ids: [classId] },
  });
  expect(run.status()).toBe(202);
  const runId = (await run.json()).id as number;
  await expect
    .poll(
      async () =>
        (await (await request.get(`/api/fees/runs/${runId}`, { headers: admin })).json()).status,
      { timeout: 120_000 },
    )
    .toBe('done');
  const list = await (
    await request.get(`/api/fees/vouchers?month=${month}&student_id=${child.student_id}`, {
      headers: admin,
    })
  ).json();
  const voucher = await (
    await request.get(`/api/fees/vouchers/${list.items[0].id}`, { headers: admin })
  ).json();
  expect(voucher.lines).toContainEqual({
    label: `Transport: ${routeName}, Kalma Chowk`,
    kind: 'transport',
    detail: `${routeName}, Kalma Chowk`,
    amount: 3000,
    concession: 0,
    net: 3000,
  });

  // The parent, in Urdu, right to left.
  await page.addInitScript(() => localStorage.setItem('watni-locale', 'ur'));
  await signIn(page, request, PARENT);
  await page.goto('/school/my-transport');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(
    page.getByRole('heading', { level: 1, name: 'آپ کے بچوں کی ٹرانسپورٹ' }),
  ).toBeVisible();
  const mine = page.getByTestId('transport-of').filter({ hasText: child.student_name });
  await expect(mine).toContainText(routeName);
  await expect(mine).toContainText('Kalma Chowk');
  await expect(mine.getByRole('link', { name: /^Muhammad Aslam کو فون کریں/ })).toHaveAttribute(
    'href',
    'tel:+923001234567',
  );
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
  if (process.env.SHOTS) {
    await page.screenshot({
      path: `${process.env.SHOTS}/transport-parent-ur-375.png`,
      fullPage: true,
    });
  }
});
