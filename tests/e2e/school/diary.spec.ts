import AxeBuilder from '@axe-core/playwright';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';

// The diary journey on a 375 px phone: the class teacher of Class 5 A posts English homework with
// a due date and a PDF (a text file is refused before any upload); the demo parent, whose son Ali
// is in Class 5 A, reads it in Urdu (right to left) on today's page, finds nothing on the day
// before, and comes back to today; the teacher then sees that a family has read it, and who. The screens are then looked at in two themes and both
// languages (screenshots kept in the test's output), with no axe violation.
const PASSWORD = 'Demo#2026';
const TEACHER = 'teacher@iqbal.edu.pk';
const PARENT = 'parent@iqbal.edu.pk';

async function signIn(page: Page, request: APIRequestContext, email: string) {
  const res = await request.post('/api/auth/login', { data: { email, password: PASSWORD } });
  expect(res.ok()).toBe(true);
  const tokens = (await res.json()) as { access_token: string; refresh_token: string };
  await page.goto('/');
  await page.evaluate((t) => {
    localStorage.removeItem('access_token');
    localStorage.setItem('access_token', t.access_token);
    localStorage.setItem('refresh_token', t.refresh_token);
  }, tokens);
}

const noSidewaysScroll = async (page: Page) =>
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);

test.use({ viewport: { width: 375, height: 812 } });

test('a teacher posts homework and a parent reads it in Urdu at 375 px', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const marker = `Learn the poem on page ${Date.now() % 100000}.`;

  // The teacher, in English.
  await page.addInitScript(() => localStorage.setItem('watni-locale', 'en'));
  await signIn(page, request, TEACHER);
  await page.goto('/school/diary');
  await expect(page.getByRole('heading', { name: 'Diary', level: 1 })).toBeVisible();
  await page.getByRole('combobox', { name: 'Section' }).click();
  await page.getByRole('option', { name: 'Class 5 A' }).click();
  await expect(page.getByTestId('diary-day')).toBeVisible();
  const form = page.getByRole('form', { name: 'New entry' });
  await form.getByRole('combobox', { name: 'Subject' }).click();
  await page.getByRole('option', { name: 'English', exact: true }).click();
  await form.getByRole('textbox', { name: /What to do/ }).fill(marker);
  const due = await page.evaluate(() => {
    const d = new Date(Date.now() + 2 * 86_400_000);
    return new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Karachi' }).format(d);
  });
  await form.getByLabel(/Due date/).fill(due);
  // A text file is refused before anything is sent.
  const file = form.getByLabel(/Attachment/);
  await file.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('x') });
  await expect(form.getByText('Choose a PDF, PNG or JPEG file.')).toBeVisible();
  await file.setInputFiles({
    name: 'poem.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from('%PDF-1.4\n% a poem\n%%EOF\n', 'latin1'),
  });
  await expect(form.getByText('Chosen: poem.pdf')).toBeVisible();
  await form.getByRole('button', { name: 'Post' }).click();
  await expect(page.getByText('Posted.')).toBeVisible();
  const posted = page.getByTestId('diary-post').filter({ hasText: marker });
  await expect(posted).toBeVisible();
  await expect(posted.getByRole('button', { name: 'Open poem.pdf' })).toBeVisible();
  await noSidewaysScroll(page);

  // The parent, in Urdu: the dashboard's card, then the day.
  await page.context().clearCookies();
  await page.addInitScript(() => localStorage.setItem('watni-locale', 'ur'));
  await signIn(page, request, PARENT);
  await page.goto('/dashboard');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  const card = page.getByTestId('diary-today').filter({ hasText: 'Ali Raza' });
  await expect(card).toBeVisible();
  await card.getByRole('link', { name: 'ڈائری کھولیں' }).click();
  await expect(page).toHaveURL(/\/school\/my-diary$/);
  await expect(page.getByRole('heading', { name: 'بچوں کی ڈائری', level: 1 })).toBeVisible();
  const ali = page.getByRole('region', { name: 'Ali Raza' });
  await expect(ali.getByText(marker)).toBeVisible();
  await expect(page.getByText('آج', { exact: true })).toBeVisible();
  await noSidewaysScroll(page);
  const results = await new AxeBuilder({ page }).include('main').analyze();
  expect(results.violations).toEqual([]);

  // The day before holds nothing of it; back to today.
  await page.getByRole('button', { name: 'پچھلا دن' }).click();
  await expect(page).toHaveURL(/day=\d{4}-\d{2}-\d{2}/);
  await expect(page.getByText(marker)).toHaveCount(0);
  await page.getByRole('button', { name: 'آج پر واپس' }).click();
  await expect(page.getByText(marker)).toBeVisible();

  // The teacher sees that the parent has read it: "Read by N of M families", then who and when.
  await page.context().clearCookies();
  await page.addInitScript(() => localStorage.setItem('watni-locale', 'en'));
  await signIn(page, request, TEACHER);
  await page.goto('/school/diary');
  await page.getByRole('combobox', { name: 'Section' }).click();
  await page.getByRole('option', { name: 'Class 5 A' }).click();
  const read = page.getByTestId('diary-post').filter({ hasText: marker });
  const receipts = read.getByTestId('diary-reads');
  await expect(receipts.getByText(/^Read by [1-9]\d* of \d+ famil/)).toBeVisible();
  await receipts.getByText(/^Read by/).click();
  await expect(receipts.getByText(/, guardian of Ali Raza, /)).toBeVisible();
  await noSidewaysScroll(page);
  expect((await new AxeBuilder({ page }).include('main').analyze()).violations).toEqual([]);
});

// The screens as they are read on a phone: two themes, English and Urdu, no axe violation.
for (const [theme, locale] of [
  ['watni', 'en'],
  ['green', 'ur'],
] as const) {
  test(`diary screens: ${theme}, ${locale}`, async ({ page, request }, testInfo) => {
    test.setTimeout(150_000);
    await page.addInitScript(
      ([t, l]) => {
        localStorage.setItem('watni-theme', t);
        localStorage.setItem('watni-locale', l);
      },
      [theme, locale] as const,
    );
    await signIn(page, request, PARENT);
    await page.goto('/school/my-diary');
    await expect(page.getByTestId('diary-day')).toBeVisible();
    await expect(page.getByTestId('diary-of').first()).toBeVisible();
    await page.screenshot({
      path: testInfo.outputPath(`my-diary-${theme}-${locale}.png`),
      fullPage: true,
    });
    expect((await new AxeBuilder({ page }).include('main').analyze()).violations).toEqual([]);
    await page.goto('/dashboard');
    await expect(page.getByTestId('diary-today').first()).toBeVisible();
    await page.getByTestId('diary-today').first().scrollIntoViewIfNeeded();
    await page.screenshot({ path: testInfo.outputPath(`parent-card-${theme}-${locale}.png`) });

    await signIn(page, request, TEACHER);
    await page.goto('/school/diary');
    await page.getByRole('combobox').first().click();
    await page.getByRole('option').filter({ hasText: '5' }).first().click();
    await expect(page.getByRole('form')).toBeVisible();
    await page.screenshot({
      path: testInfo.outputPath(`teacher-diary-${theme}-${locale}.png`),
      fullPage: true,
    });
    expect((await new AxeBuilder({ page }).include('main').analyze()).violations).toEqual([]);
    await noSidewaysScroll(page);

    // Offline: the notice and an entry waiting to send.
    await page.context().setOffline(true);
    const form = page.getByRole('form');
    await form.getByRole('combobox').click();
    await page.getByRole('option').first().click();
    await form.getByRole('textbox').first().fill(`Offline ${theme} ${locale}`);
    await form.locator('button[type="submit"]').click();
    await expect(page.getByTestId('diary-queued')).toBeVisible();
    await page.screenshot({
      path: testInfo.outputPath(`teacher-diary-offline-${theme}-${locale}.png`),
      fullPage: true,
    });
    expect((await new AxeBuilder({ page }).include('main').analyze()).violations).toEqual([]);
    await noSidewaysScroll(page);
    await page.context().setOffline(false);
    await expect(page.getByTestId('diary-queued')).toHaveCount(0);
  });
}

// No connection on the teacher's phone: the screen says so, an entry posted is kept on the phone
// as "Waiting to send"; the connection returns and it is sent once, by itself, and shows among
// the day's entries (the server would answer a second send of its operation id as a replay).
test('a teacher posts with no connection; it is sent once when the connection returns', async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(120_000);
  const marker = `Offline homework ${Date.now() % 100000}.`;
  await page.addInitScript(() => localStorage.setItem('watni-locale', 'en'));
  await signIn(page, request, TEACHER);
  await page.goto('/school/diary');
  await page.getByRole('combobox', { name: 'Section' }).click();
  await page.getByRole('option', { name: 'Class 5 A' }).click();
  await expect(page.getByTestId('diary-day')).toBeVisible();

  await context.setOffline(true);
  // The console's banner says the connection is gone.
  await expect(page.getByText(/^You are offline/).first()).toBeVisible();
  const form = page.getByRole('form', { name: 'New entry' });
  await form.getByRole('combobox', { name: 'Subject' }).click();
  await page.getByRole('option', { name: 'English', exact: true }).click();
  await form.getByRole('textbox', { name: /What to do/ }).fill(marker);
  await form.getByRole('button', { name: 'Post' }).click();
  await expect(
    page.getByText('Kept on this device; it will be sent when the connection returns.'),
  ).toBeVisible();
  const waiting = page.getByTestId('diary-queued').filter({ hasText: marker });
  await expect(waiting.getByText('Waiting to send')).toBeVisible();
  await noSidewaysScroll(page);
  const queued = await page.evaluate(() =>
    JSON.parse(localStorage.getItem('watni.diary.queue') ?? '[]'),
  );
  expect(queued).toHaveLength(1);
  expect(queued[0].op_id).toMatch(/^[0-9a-f-]{36}$/);

  await context.setOffline(false);
  await expect(page.getByText(/^You are offline/)).toHaveCount(0);
  await expect(page.getByTestId('diary-queued')).toHaveCount(0);
  await expect(page.getByTestId('diary-post').filter({ hasText: marker })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('watni.diary.queue'))).toBeNull();

  // Sending the same operation again (a lost answer) posts nothing twice.
  const token = await page.evaluate(() => localStorage.getItem('access_token'));
  const headers = { authorization: `Bearer ${token}` };
  const section = new URL(page.url()).searchParams.get('section');
  const replay = await request.post(`/api/diary/sections/${section}/posts`, {
    headers,
    data: {
      op_id: queued[0].op_id,
      subject_id: queued[0].subjectId,
      day: queued[0].day,
      body: marker,
      due_date: null,
    },
  });
  expect(replay.status()).toBe(201);
  const day = await (
    await request.get(`/api/diary/sections/${section}/days/${queued[0].day}`, { headers })
  ).json();
  expect(day.posts.filter((p: { body: string }) => p.body === marker)).toHaveLength(1);
});
