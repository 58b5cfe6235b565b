import { readFileSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';

// The exams journey on a 375 px phone: the admin creates a Mid-Term of the First Term for
// Class 5 (Mathematics and English), the two subject teachers type their marks from the keyboard
// (Enter to the next student, A for absent, saved as typed; a mark above the maximum is refused
// in its cell), the admin tries to send the results for approval and is stopped by the missing
// marks of Class 5 B, marks them absent or exempt; the teacher submits the results, the head
// approves and publishes them, and a parent sees the result of their child and downloads the
// Urdu report card.
const PASSWORD = 'Demo#2026';

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

async function typeMarks(page: Page, marks: string[]) {
  const first = page.getByRole('textbox', { name: /^Marks of / }).first();
  await first.click();
  for (const value of marks) {
    await page.keyboard.type(value);
    await page.keyboard.press('Enter');
  }
  await expect(page.getByTestId('save-state')).toHaveText('Saved');
}

test.use({ viewport: { width: 375, height: 812 } });

test('an exam from creation to a parent’s Urdu report card', async ({ page, request }) => {
  test.setTimeout(240_000);
  page.on('dialog', (dialog) => void dialog.accept());

  // The admin creates the exam for Class 5 with two papers.
  await signIn(page, request, 'admin@iqbal.edu.pk');
  await page.goto('/school/exams');
  await expect(page.getByRole('heading', { name: 'Exams', level: 1 })).toBeVisible();
  // The seeded exams of the Second Term are listed.
  await expect(page.getByRole('link', { name: 'Open Final Term' })).toBeVisible();
  await page.getByLabel(/^Name/).fill('Mid-Term');
  await page.getByRole('checkbox', { name: 'Class 5' }).click();
  for (const subject of ['Urdu', 'General Science', 'Islamiat'])
    await page.getByRole('checkbox', { name: `Include ${subject}` }).click();
  await page.getByRole('button', { name: 'Create exam' }).click();
  await expect(page).toHaveURL(/\/school\/exams\/\d+$/);
  await expect(page.getByRole('heading', { name: 'Mid-Term', level: 1 })).toBeVisible();
  const examUrl = new URL(page.url()).pathname;

  // Teacher one: Mathematics of Class 5 A, from the keyboard (one mark above 100 first).
  await signIn(page, request, 'teacher@iqbal.edu.pk');
  await page.goto(examUrl);
  await page.getByRole('link', { name: 'Enter marks: Mathematics, Class 5 A' }).click();
  await expect(page.getByRole('heading', { name: 'Marks: Mathematics' })).toBeVisible();
  const firstMaths = page.getByRole('textbox', { name: /^Marks of / }).first();
  await firstMaths.fill('140');
  await firstMaths.blur();
  await expect(firstMaths).toHaveAccessibleDescription('Above the maximum (100).');
  await expect(page.getByTestId('save-state')).toHaveText('1 entry not saved');
  await typeMarks(page, ['78', '91', 'A', '64', '55', '30', '88']);
  expect(
    (await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze()).violations,
  ).toEqual([]);

  // Teacher two: English of Class 5 A.
  await signIn(page, request, 'teacher2@iqbal.edu.pk');
  await page.goto(examUrl);
  await page.getByRole('link', { name: 'Enter marks: English, Class 5 A' }).click();
  await typeMarks(page, ['70', '85', '60', '72', '49', '41', '66']);

  // The admin sees the results of Class 5 A and tries to send them for approval: Class 5 B has
  // no marks yet, so the server refuses and names the gaps; nothing is submitted.
  await signIn(page, request, 'admin@iqbal.edu.pk');
  await page.goto(examUrl);
  await page.getByRole('link', { name: 'Results of Class 5 A' }).click();
  await expect(page.getByText(/5 passed, 2 failed, 0 incomplete of 7/)).toBeVisible();
  await page.goto(examUrl);
  await page.getByRole('button', { name: 'Submit for approval' }).click();
  await expect(
    page
      .getByText(
        'Marks are missing, so the results cannot be published: English of Class 5 B (6 students); Mathematics of Class 5 B (6 students).',
        { exact: false },
      )
      .first(),
  ).toBeVisible();
  await expect(page.getByText(/^Awaiting the head’s approval/)).toHaveCount(0);
  // The gaps are listed; the head marks 5 B's maths absent (the section sat no paper) and its
  // English exempt.
  const gaps = page.getByRole('list', { name: 'Missing marks by subject and section' });
  await expect(gaps).toContainText('Mathematics, Class 5 B: 6 missing');
  await expect(gaps).toContainText('English, Class 5 B: 6 missing');
  expect(
    (await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze()).violations,
  ).toEqual([]);
  await page.getByRole('button', { name: 'Mark the rest absent: Mathematics, Class 5 B' }).click();
  await expect(gaps).not.toContainText('Mathematics, Class 5 B');
  await page.getByRole('button', { name: 'Mark the rest exempt: English, Class 5 B' }).click();
  await expect(
    page.getByText('Every mark is entered: the results can be published.'),
  ).toBeVisible();
  // The teacher hands the complete results to the head, who approves and publishes them.
  await signIn(page, request, 'teacher@iqbal.edu.pk');
  await page.goto(examUrl);
  await page.getByRole('button', { name: 'Submit for approval' }).click();
  await expect(page.getByText(/^Awaiting the head’s approval/)).toBeVisible();
  await signIn(page, request, 'admin@iqbal.edu.pk');
  await page.goto(examUrl);
  await page.getByRole('button', { name: 'Approve and publish' }).click();
  await expect(page.getByText(/^Published on /)).toBeVisible();
  // The whole class's report cards, prepared in the job queue, one file per section.
  await page.goto(examUrl);
  await page.getByRole('button', { name: 'Class 5: prepare in English' }).click();
  await expect(page.getByText('Class 5: 13 report cards ready')).toBeVisible({ timeout: 60_000 });
  const [sectionFile] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download Class 5 A (PDF)' }).click(),
  ]);
  const sectionPath = test.info().outputPath('report-cards-5a.pdf');
  await sectionFile.saveAs(sectionPath);
  expect(readFileSync(sectionPath).subarray(0, 5).toString()).toBe('%PDF-');

  // The parent sees the child's result and downloads the Urdu report card.
  await signIn(page, request, 'parent@iqbal.edu.pk');
  await page.goto('/school/results');
  const card = page.getByRole('listitem').filter({ hasText: 'Mid-Term · First Term, 2026-27' });
  await expect(card).toBeVisible();
  await expect(card).toContainText('154 / 200');
  await card.getByRole('button', { name: 'Show details' }).click();
  await expect(card.getByRole('table')).toContainText('Mathematics');
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    card.getByRole('button', { name: 'Report card (Urdu)' }).click(),
  ]);
  const path = test.info().outputPath('report-card-ur.pdf');
  await download.saveAs(path);
  expect(readFileSync(path).subarray(0, 5).toString()).toBe('%PDF-');
  expect(
    (await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze()).violations,
  ).toEqual([]);
});
