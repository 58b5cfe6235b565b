import AxeBuilder from '@axe-core/playwright';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';

// Results reach families only after the head approves them, on a 375 px phone: the office creates
// a maths paper for Class 5, the maths teacher enters Class 5 A and the head marks 5 B absent; the
// teacher submits the results and cannot approve them; the head sends them back with a reason, the
// teacher reads it, corrects a mark and submits again; only then does the head approve, which
// publishes them, and the parent sees the result (before, nothing).
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

test.use({ viewport: { width: 375, height: 812 } });

test('results go to the head for approval before any family sees them', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  page.on('dialog', (dialog) => void dialog.accept());
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });

  await signIn(page, request, 'admin@iqbal.edu.pk');
  await page.goto('/school/exams');
  await page.getByLabel(/^Name/).fill('Approval Check');
  await page.getByRole('checkbox', { name: 'Class 5' }).click();
  for (const subject of ['Urdu', 'General Science', 'Islamiat', 'English'])
    await page.getByRole('checkbox', { name: `Include ${subject}` }).click();
  await page.getByRole('button', { name: 'Create exam' }).click();
  await expect(page).toHaveURL(/\/school\/exams\/\d+$/);
  const examUrl = new URL(page.url()).pathname;
  await page.getByRole('button', { name: 'Mark the rest absent: Mathematics, Class 5 B' }).click();
  await expect(
    page.getByRole('list', { name: 'Missing marks by subject and section' }),
  ).not.toContainText('Class 5 B');

  // The maths teacher enters Class 5 A and hands the results to the head.
  await signIn(page, request, 'teacher@iqbal.edu.pk');
  await page.goto(examUrl);
  await page.getByRole('link', { name: 'Enter marks: Mathematics, Class 5 A' }).click();
  await page
    .getByRole('textbox', { name: /^Marks of / })
    .first()
    .click();
  for (const value of ['78', '91', '45', '64', '55', '30', '88']) {
    await page.keyboard.type(value);
    await page.keyboard.press('Enter');
  }
  await expect(page.getByTestId('save-state')).toHaveText('Saved');
  await page.goto(examUrl);
  await expect(
    page.getByText('Every mark is entered: the results can be published.'),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Submit for approval' }).click();
  await expect(page.getByText(/^Awaiting the head’s approval: submitted by /)).toBeVisible();
  // Whoever submits cannot approve, and the marks are locked while the head decides.
  await expect(page.getByRole('button', { name: 'Approve and publish' })).toHaveCount(0);
  await page.getByRole('link', { name: 'Enter marks: Mathematics, Class 5 A' }).click();
  await expect(page.getByText(/awaiting the head’s approval: marks are locked/)).toBeVisible();

  // The parent sees nothing yet.
  await signIn(page, request, 'parent@iqbal.edu.pk');
  await page.goto('/school/results');
  await expect(page.getByText('Approval Check', { exact: false })).toHaveCount(0);

  // The head sends the results back with a reason.
  await signIn(page, request, 'admin@iqbal.edu.pk');
  await page.goto(examUrl);
  await page.getByRole('button', { name: 'Send back' }).click();
  await page.getByLabel('Why are the results sent back?').fill('Roll 3 looks low: check the sheet');
  expect(
    (await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze()).violations,
  ).toEqual([]);
  await page.getByRole('button', { name: 'Send back with this reason' }).click();
  await expect(page.getByText(/Roll 3 looks low: check the sheet/)).toBeVisible();

  // The teacher reads the reason, corrects the mark and submits again.
  await signIn(page, request, 'teacher@iqbal.edu.pk');
  await page.goto(examUrl);
  await expect(page.getByText(/^Sent back on .*Roll 3 looks low: check the sheet/)).toBeVisible();
  await page.getByRole('link', { name: 'Enter marks: Mathematics, Class 5 A' }).click();
  const third = page.getByRole('textbox', { name: /^Marks of / }).nth(2);
  await third.fill('54');
  await third.blur();
  await expect(page.getByTestId('save-state')).toHaveText('Saved');
  await page.goto(examUrl);
  await page.getByRole('button', { name: 'Submit for approval' }).click();
  await expect(page.getByText(/^Awaiting the head’s approval/)).toBeVisible();

  // The head approves: the results are published and the parent sees them.
  await signIn(page, request, 'admin@iqbal.edu.pk');
  await page.goto(examUrl);
  await page.getByRole('button', { name: 'Approve and publish' }).click();
  await expect(page.getByText(/^Published on /)).toBeVisible();
  await signIn(page, request, 'parent@iqbal.edu.pk');
  await page.goto('/school/results');
  await expect(
    page.getByRole('listitem').filter({ hasText: 'Approval Check · First Term, 2026-27' }),
  ).toBeVisible();
  expect(errors).toEqual([]);
});
