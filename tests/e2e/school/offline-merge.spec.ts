import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { createClass5MathsPaper } from './class5-maths-paper';

// Cheap phones on dropping connections: the teacher of Class 5 A has opened the app once (the
// service worker installs and keeps the register and the marks grid); the network is cut; the
// app opens again with no connection, says so ("You are offline — showing what was saved at"),
// shows the marks grid and the register from the copy on the phone; the teacher marks two
// absences and saves (queued on the phone). Meanwhile an admin corrects one of the two students
// (leave, with a note) over the API. The connection returns: the queued changes go as
// per-student changes; the teacher's other absence is applied, the admin's correction is kept
// and the register names the conflict.
const PASSWORD = 'Demo#2026';

async function tokensFor(request: APIRequestContext, email: string) {
  const res = await request.post('/api/auth/login', { data: { email, password: PASSWORD } });
  expect(res.ok()).toBe(true);
  return (await res.json()) as { access_token: string; refresh_token: string };
}

async function signIn(page: Page, request: APIRequestContext, email: string) {
  const tokens = await tokensFor(request, email);
  await page.goto('/');
  await page.evaluate((t) => {
    localStorage.clear();
    localStorage.setItem('access_token', t.access_token);
    localStorage.setItem('refresh_token', t.refresh_token);
  }, tokens);
}

const pakistanToday = () =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Karachi' }).format(new Date());

test.use({ viewport: { width: 375, height: 812 } });

test('offline: the installed app opens, the register is marked, and merges with an admin correction', async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(180_000);
  const today = pakistanToday();
  const admin = (await tokensFor(request, 'admin@iqbal.edu.pk')).access_token;
  const auth = { authorization: `Bearer ${admin}` };
  const settings = await (await request.get('/api/attendance/settings', { headers: auth })).json();
  await request.put('/api/attendance/settings', {
    headers: auth,
    data: {
      weekly_off_days: [],
      holidays: settings.holidays.filter((h: { day: string }) => h.day !== today),
    },
  });
  // A Mathematics paper for Class 5, so the marks grid has something to open.
  const {
    examId,
    sectionId: c5a,
    subjectId: maths,
  } = await createClass5MathsPaper(request, admin, 'Offline Test');
  const marksPath = `/school/exams/${examId}/marks/${c5a}/${maths}`;
  const registerPath = `/school/attendance/${c5a}`;

  // Installed: the manifest is linked and the service worker controls the page.
  await signIn(page, request, 'teacher@iqbal.edu.pk');
  const manifestHref = await page.locator('link[rel="manifest"]').getAttribute('href');
  const manifest = await (await request.get(manifestHref!)).json();
  expect(manifest).toMatchObject({ display: 'standalone', start_url: '/dashboard' });
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.reload();
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null))
    .toBe(true);

  // Online once: the marks grid and the register are seen (and saved by the worker).
  await page.goto(marksPath);
  await expect(page.getByRole('heading', { name: 'Marks: Mathematics' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: /^Marks of / })).toHaveCount(7);
  await page.goto(registerPath);
  await expect(page.getByRole('heading', { name: 'Register: Class 5 A' })).toBeVisible();
  const groups = page.getByRole('group', { name: /^Attendance of / });
  await expect(groups).toHaveCount(7);
  const names = (await groups.locator('legend').allTextContents()).map((t) =>
    t.replace(/^Attendance of /, '').trim(),
  );
  const [corrected, other] = [names[1]!, names[3]!];

  // The network is cut: the app opens from the phone, and says it is offline.
  await context.setOffline(true);
  await page.goto(marksPath);
  await expect(page.getByRole('heading', { name: 'Marks: Mathematics' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: /^Marks of / })).toHaveCount(7);
  await expect(page.getByText(/You are offline — showing what was saved at \d/)).toBeVisible();
  await page.goto(registerPath);
  await expect(page.getByRole('heading', { name: 'Register: Class 5 A' })).toBeVisible();
  await expect(page.getByText(/You are offline — showing what was saved at \d/)).toBeVisible();

  // The teacher marks two absences and saves: queued on the phone.
  await page
    .getByRole('group', { name: `Attendance of ${corrected}` })
    .getByRole('radio', { name: 'Absent' })
    .check();
  await page
    .getByRole('group', { name: `Attendance of ${other}` })
    .getByRole('radio', { name: 'Absent' })
    .check();
  await page.getByRole('button', { name: 'Save register' }).click();
  await expect(page.getByRole('status')).toContainText('Waiting for connection');

  // Meanwhile the admin corrects one of them: on leave, with a note.
  const registerUrl = `/api/attendance/sections/${c5a}/registers/${today}`;
  const current = await (await request.get(registerUrl, { headers: auth })).json();
  const correctedId = current.entries.find(
    (e: { first_name: string; last_name: string }) =>
      `${e.first_name} ${e.last_name}` === corrected,
  ).student_id as number;
  const correction = await request.put(registerUrl, {
    headers: auth,
    data: {
      entries: [{ student_id: correctedId, status: 'leave', note: 'Wedding in the family' }],
    },
  });
  expect(correction.ok()).toBe(true);

  // The connection returns: the queue is sent as per-student changes.
  await context.setOffline(false);
  await expect(page.getByRole('status')).toContainText('Saved at', { timeout: 30_000 });
  const conflicts = page.locator('[data-register-conflicts]');
  await expect(conflicts).toContainText(
    'Someone else changed these students while you were offline',
  );
  await expect(conflicts).toContainText(corrected);
  await expect(conflicts).toContainText('Leave (Wedding in the family)');
  await expect(page.getByText(/You are offline/)).toHaveCount(0);

  // Both changes survive: the admin's correction and the teacher's other absence.
  const after = await (await request.get(registerUrl, { headers: auth })).json();
  const byName = (name: string) =>
    after.entries.find(
      (e: { first_name: string; last_name: string }) => `${e.first_name} ${e.last_name}` === name,
    );
  expect(byName(corrected)).toMatchObject({ status: 'leave', note: 'Wedding in the family' });
  expect(byName(other)).toMatchObject({ status: 'absent' });
  await expect(
    page.getByRole('group', { name: `Attendance of ${corrected}` }).getByRole('radio', {
      name: 'Leave',
    }),
  ).toBeChecked();
});
