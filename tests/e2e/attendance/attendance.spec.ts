import { type APIRequestContext, expect, type Page, test } from '@playwright/test';

// The attendance journey on a 375 px phone: the class teacher of Class 5 A marks today's register
// with two absences while the network is cut for part of it; the register waits ("Waiting for
// connection") and saves by itself once the network returns; the parent of an absent child sees
// the absence alert and the month calendar; the month register shows the right totals. The API
// is used only to make today a school day (the demo closes on Sundays) and to check what was
// (not) written.
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
    localStorage.clear();
    localStorage.setItem('access_token', t.access_token);
    localStorage.setItem('refresh_token', t.refresh_token);
  }, tokens);
  return tokens.access_token;
}

const pakistanToday = () =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Karachi' }).format(new Date());

test.use({ viewport: { width: 375, height: 812 } });

test('a teacher marks a register through a network cut; the parent is told; the month adds up', async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(180_000);
  const today = pakistanToday();
  const admin = (await tokenFor(request, 'admin@iqbal.edu.pk')).access_token;
  const auth = { authorization: `Bearer ${admin}` };
  // Today must be a school day whatever day the suite runs on.
  const settings = await (await request.get('/api/attendance/settings', { headers: auth })).json();
  await request.put('/api/attendance/settings', {
    headers: auth,
    data: {
      weekly_off_days: [],
      holidays: settings.holidays.filter((h: { day: string }) => h.day !== today),
    },
  });

  // The teacher's "Today": Class 5 A, not yet marked.
  await signIn(page, request, 'teacher@iqbal.edu.pk');
  await page.goto('/school/attendance');
  await expect(page.getByRole('heading', { name: 'Attendance', level: 1 })).toBeVisible();
  await page.getByRole('link', { name: 'Mark Class 5 A' }).click();
  await expect(page.getByRole('heading', { name: 'Register: Class 5 A' })).toBeVisible();
  const groups = page.getByRole('group', { name: /^Attendance of / });
  await expect(groups).toHaveCount(7);
  const ali = page.getByRole('group', { name: 'Attendance of Ali Raza' });
  await expect(ali.getByRole('radio', { name: 'Present' })).toBeChecked();
  const first = groups.first();

  // The network drops: two absences and a note are tapped and saved on the phone.
  await context.setOffline(true);
  await ali.getByRole('radio', { name: 'Absent' }).check();
  await first.getByRole('radio', { name: 'Absent' }).check();
  await page
    .getByRole('listitem')
    .filter({ has: ali })
    .getByRole('button', { name: 'Add note' })
    .click();
  await page.getByLabel('Note for Ali Raza').fill('Fever');
  await page.getByRole('button', { name: 'Save register' }).click();
  await expect(page.getByRole('status')).toContainText('Waiting for connection');
  await expect(page.getByText('5 present, 2 absent, 0 late, 0 on leave')).toBeVisible();

  const sectionId = Number(new URL(page.url()).pathname.split('/').at(-1));
  const registerUrl = `/api/attendance/sections/${sectionId}/registers/${today}`;
  const before = await (await request.get(registerUrl, { headers: auth })).json();
  expect(before.saved).toBe(false);

  // The network returns: the queued save goes by itself.
  await context.setOffline(false);
  await expect(page.getByRole('status')).toContainText('Saved at', { timeout: 30_000 });
  const after = await (await request.get(registerUrl, { headers: auth })).json();
  expect(after.saved).toBe(true);
  expect(after.totals).toMatchObject({ present: 5, absent: 2, late: 0, leave: 0, days: 7 });
  const aliEntry = after.entries.find(
    (e: { first_name: string; last_name: string }) =>
      e.first_name === 'Ali' && e.last_name === 'Raza',
  );
  expect(aliEntry).toMatchObject({ status: 'absent', note: 'Fever' });

  // Today's list shows the section marked.
  await page.goto('/school/attendance');
  await expect(page.getByText('Marked', { exact: true })).toBeVisible();

  // The month register: today's column holds A for Ali; his totals match the server's.
  await page.goto(`/school/attendance/${sectionId}/month?month=${today.slice(0, 7)}`);
  const month = await (
    await request.get(`/api/attendance/sections/${sectionId}/months/${today.slice(0, 7)}`, {
      headers: auth,
    })
  ).json();
  const aliRow = month.rows.find((r: { first_name: string }) => r.first_name === 'Ali');
  const row = page.getByRole('row', { name: /Ali Raza/ });
  const cells = row.getByRole('cell');
  const dayIndex = Number(today.slice(8)) - 1;
  await expect(cells.nth(dayIndex)).toHaveText('A');
  await expect(cells.nth(month.days.length)).toHaveText(String(aliRow.totals.present));
  await expect(cells.nth(month.days.length + 1)).toHaveText(String(aliRow.totals.absent));
  await expect(cells.nth(month.days.length + 4)).toHaveText(
    aliRow.totals.percentage === null ? '—' : `${aliRow.totals.percentage}%`,
  );
  expect(aliRow.totals.absent).toBeGreaterThanOrEqual(1);

  // The parent: the alert of today's absence, and Ali's month with today marked absent.
  await signIn(page, request, 'parent@iqbal.edu.pk');
  await page.goto('/dashboard');
  const alert = page.getByRole('alert').filter({ hasText: 'Ali Raza was marked absent' });
  await expect(alert).toBeVisible();
  await expect(alert).toContainText('Fever');
  await expect(
    page.getByRole('heading', { name: 'Ali Raza', exact: true, level: 3 }),
  ).toBeVisible();
  await expect(page.getByRole('list', { name: /Attendance calendar of/ }).first()).toBeVisible();
});
