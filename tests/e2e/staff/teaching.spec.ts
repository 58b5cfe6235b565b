import { readFileSync } from 'node:fs';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';

// The teacher's part: a student sees how to pay for a paid course; the teacher bulk-approves
// two pending enrolments, opens the roster and downloads it as CSV; the lesson form refuses a
// Google Drive video link with a sentence that says what works.

const PASSWORD = 'Demo#2026';
const TEACHER = 'teacher@iqbal.edu.pk';
const ADMIN = 'admin@iqbal.edu.pk';
const DRIVE = 'https://drive.google.com/file/d/1AbCdEfGhIjKlMnOp/view?usp=sharing';

async function tokenOf(request: APIRequestContext, email: string): Promise<string> {
  const res = await request.post('/api/auth/login', { data: { email, password: PASSWORD } });
  expect(res.ok()).toBe(true);
  return ((await res.json()) as { access_token: string }).access_token;
}

async function signIn(page: Page, request: APIRequestContext, email: string) {
  const res = await request.post('/api/auth/login', { data: { email, password: PASSWORD } });
  expect(res.ok()).toBe(true);
  const tokens = (await res.json()) as { access_token: string; refresh_token: string };
  await page.goto('/');
  await page.evaluate((t) => {
    localStorage.setItem('access_token', t.access_token);
    localStorage.setItem('refresh_token', t.refresh_token);
  }, tokens);
}

async function api(
  request: APIRequestContext,
  token: string,
  method: 'post' | 'put',
  url: string,
  data: unknown,
) {
  const res = await request[method](`/api${url}`, {
    data,
    headers: { authorization: `Bearer ${token}` },
  });
  expect(res.ok(), `${method} ${url}: ${res.status()} ${await res.text()}`).toBe(true);
  return res.json();
}

test.describe.configure({ mode: 'serial' });

const courseTitle = `Matric Chemistry ${Date.now() % 100000}`;
let courseId = 0;

test.beforeAll(async ({ request }) => {
  const teacher = await tokenOf(request, TEACHER);
  const admin = await tokenOf(request, ADMIN);
  const course = await api(request, teacher, 'post', '/courses/', {
    title: courseTitle,
    description: 'Chemistry for the Matric board exams.',
    price: 2500,
    currency: 'PKR',
  });
  courseId = course.id;
  await api(request, admin, 'put', `/courses/${courseId}`, { is_published: true });
  await api(request, teacher, 'post', '/lessons/', {
    course_id: courseId,
    title: 'Atoms and molecules',
    content_type: 'text',
    content_body: '<p>Everything is made of atoms.</p>',
    is_published: true,
  });
});

test('a student on a paid course’s enrolment page sees the school’s bank details', async ({
  page,
  request,
}) => {
  await signIn(page, request, 'student@iqbal.edu.pk');
  await page.goto(`/courses/${courseId}/enroll`);
  const pay = page.getByTestId('payment-details');
  await expect(pay.getByRole('heading', { name: 'How to pay' })).toBeVisible();
  await expect(pay).toContainText('Meezan Bank');
  await expect(pay).toContainText('Iqbal Public School');
  await expect(pay).toContainText('PK60 MEZN 0001 0901 0234 5678');
  await expect(pay).toContainText('approves your enrollment once the payment is received');
  await page.getByRole('button', { name: 'Enroll Now' }).click();
  await expect(page.getByTestId('enrollment-status')).toBeVisible();
  // Still on the page while the payment waits to be confirmed.
  await expect(pay).toContainText('waits for the school to confirm your payment of PKR 2,500');
});

test('the teacher bulk-approves two pending enrolments, then opens and downloads the roster', async ({
  page,
  request,
}) => {
  for (const email of ['student2@iqbal.edu.pk', 'student3@iqbal.edu.pk']) {
    await api(request, await tokenOf(request, email), 'post', `/courses/${courseId}/enroll`, {});
  }
  await signIn(page, request, TEACHER);
  await page.goto('/admin/enrollments');
  await page.getByRole('tab', { name: /Pending/ }).click();
  const rows = page.getByRole('row').filter({ hasText: courseTitle });
  await expect(rows).toHaveCount(3);
  for (const email of ['student@iqbal.edu.pk', 'student2@iqbal.edu.pk']) {
    await rows.filter({ hasText: email }).getByRole('checkbox').check();
  }
  const bar = page.getByTestId('bulk-toolbar');
  await expect(bar).toContainText('2 selected');
  await bar.getByRole('button', { name: 'Approve selected' }).click();
  const confirm = page.getByRole('alertdialog');
  await expect(confirm).toContainText('Approve 2 enrollments?');
  await confirm.getByRole('button', { name: 'Approve' }).click();
  await expect(page.getByText('2 enrollments approved.').first()).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: courseTitle })).toHaveCount(1);

  // The roster, from the course's card.
  await page.goto('/dashboard/courses');
  await page.getByRole('link', { name: `Roster of ${courseTitle}` }).click();
  await expect(page.getByRole('heading', { name: `Roster: ${courseTitle}` })).toBeVisible();
  const table = page.getByRole('table', { name: `Students of ${courseTitle}` });
  await expect(table.getByRole('row')).toHaveCount(3); // header + two students
  await expect(table).toContainText('student@iqbal.edu.pk');
  await expect(table).toContainText('student2@iqbal.edu.pk');
  await expect(table).toContainText('0 of 1');

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download CSV' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(
    /^roster-matric-chemistry-\d+-\d{4}-\d{2}-\d{2}\.csv$/,
  );
  const bytes = readFileSync((await download.path()) as string);
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const lines = bytes.subarray(3).toString('utf8').trimEnd().split('\r\n');
  expect(lines[0]).toMatch(/^Student,Email,Enrolled on \(PKT\)/);
  expect(lines).toHaveLength(3);
});

test('the lesson form refuses a Google Drive video link and says what works', async ({
  page,
  request,
}) => {
  await signIn(page, request, TEACHER);
  await page.goto(`/dashboard/courses/${courseId}/lessons`);
  await page.getByRole('button', { name: 'Add Lesson' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Add Lesson' });
  await dialog.getByLabel('Title').fill('Recorded class');
  await dialog.getByRole('combobox', { name: /Content type/ }).click();
  await page.getByRole('option', { name: 'Video', exact: true }).click();
  await expect(dialog.getByText(/YouTube or Vimeo link, or a direct https link/)).toBeVisible();
  await dialog.getByLabel('Content URL').fill(DRIVE);
  await dialog.getByRole('button', { name: 'Add Lesson' }).click();
  await expect(
    dialog
      .getByText(/This link cannot be played in the lesson\. Use a YouTube or Vimeo link/)
      .first(),
  ).toBeVisible();
  await expect(
    dialog.getByText(/Google Drive and other file-sharing links do not work/).first(),
  ).toBeVisible();
  // A YouTube link is taken.
  await dialog.getByLabel('Content URL').fill('https://youtu.be/rfscVS0vtbw');
  await dialog.getByRole('button', { name: 'Add Lesson' }).click();
  await expect(dialog).toBeHidden();
});
