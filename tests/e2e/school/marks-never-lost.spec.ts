import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { createClass5MathsPaper } from './class5-maths-paper';

// Marks are never lost: a teacher types a bad mark (105 of 100) among good ones on a 375 px
// phone; the good ones are stored, the bad one is refused in its cell by roll and name. After a
// reload every good mark is on the server and the bad one is still shown, flagged.
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

test.use({ viewport: { width: 375, height: 812 } });

test('a bad mark among good ones: the good are stored, the bad is flagged, after a reload too', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const consoleErrors: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error') consoleErrors.push(m.text());
  });
  // The admin sets up a Mathematics paper out of 100 for Class 5 (over the API: not the subject).
  const admin = (await tokensFor(request, 'admin@iqbal.edu.pk')).access_token;
  const auth = { authorization: `Bearer ${admin}` };
  const {
    examId,
    sectionId: c5a,
    subjectId: maths,
  } = await createClass5MathsPaper(request, admin, 'Weekly Test');

  await signIn(page, request, 'teacher@iqbal.edu.pk');
  await page.goto(`/school/exams/${examId}/marks/${c5a}/${maths}`);
  await expect(page.getByRole('heading', { name: 'Marks: Mathematics' })).toBeVisible();
  const cells = page.getByRole('textbox', { name: /^Marks of / });
  await expect(cells).toHaveCount(7);
  const names = await Promise.all(
    (await cells.all()).map(async (c) => (await c.getAttribute('aria-label'))!.slice(9)),
  );
  // The third student gets 105; one mark is typed in Urdu digits, one absent with the Urdu غ.
  const typed = ['78', '91', '105', '۶۴', '55', 'غ', '88'];
  const stored = ['78', '91', '', '64', '55', 'A', '88'];
  await cells.first().click();
  for (const value of typed) {
    await page.keyboard.type(value);
    await page.keyboard.press('Enter');
  }
  await cells.last().blur();
  const bad = cells.nth(2);
  await expect(bad).toHaveAttribute('aria-invalid', 'true');
  await expect(bad).toHaveAccessibleDescription('Above the maximum (100).');
  await expect(page.getByText(`Roll 3, ${names[2]}: Above the maximum (100).`)).toBeVisible();
  await expect(page.getByTestId('save-state')).toHaveText('1 entry not saved');
  await expect(page.getByTestId('entered')).toContainText('6 of 7 entered');

  // Leaving in the app asks first; staying keeps the page.
  await page.getByRole('link', { name: 'Weekly Test' }).click();
  await expect(page.getByRole('alertdialog')).toContainText('1 entry is not saved.');
  await page.getByRole('button', { name: 'Stay and fix' }).click();
  await expect(page).toHaveURL(new RegExp(`/marks/${c5a}/${maths}$`));

  // The server holds every good mark, and nothing for the third student.
  const sheet = await (
    await request.get(`/api/exams/${examId}/sections/${c5a}/subjects/${maths}/marks`, {
      headers: auth,
    })
  ).json();
  expect(
    sheet.entries.map((e: { marks: number | null; absent: boolean }) =>
      e.absent ? 'A' : e.marks === null ? '' : String(e.marks),
    ),
  ).toEqual(stored);

  // A reload (the browser asks; accepted) shows the stored marks and the bad one still flagged.
  page.on('dialog', (dialog) => void dialog.accept());
  await page.reload();
  await expect(cells).toHaveCount(7);
  for (const [i, value] of stored.entries())
    if (i !== 2) await expect(cells.nth(i)).toHaveValue(value);
  await expect(bad).toHaveValue('105');
  await expect(bad).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText('1 entry from your last visit was not saved')).toBeVisible();
  await expect(page.getByTestId('entered')).toContainText('6 of 7 entered');

  // Corrected, it saves and the counter reaches 7.
  await bad.fill('95');
  await bad.blur();
  await expect(page.getByTestId('save-state')).toHaveText('Saved');
  await expect(page.getByTestId('entered')).toContainText('7 of 7 entered');
  expect(consoleErrors).toEqual([]);
});
