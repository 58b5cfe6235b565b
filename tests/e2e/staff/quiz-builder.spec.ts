// The quiz builder: a school admin builds a quiz with every question type on the create
// page, reorders, publishes and saves; the edit page shows it all back (and so does the API); a
// student of the school enrolled in the course can then open it.
import { type APIRequestContext, expect, type Locator, type Page, test } from '@playwright/test';
import { apiToken, newStudent, PASSWORD, tenantId, toast } from '../learner/helpers';

/** Signs in through the API and stores the tokens where the site's token store reads them. */
async function signInWithTokens(page: Page, request: APIRequestContext, email: string) {
  const res = await request.post('/api/auth/login', { data: { email, password: PASSWORD } });
  expect(res.ok()).toBe(true);
  const tokens = (await res.json()) as { access_token: string; refresh_token: string };
  await page.goto('/');
  await page.evaluate((t) => {
    localStorage.setItem('access_token', t.access_token);
    localStorage.setItem('refresh_token', t.refresh_token);
  }, tokens);
}

const card = (page: Page, n: number): Locator => page.getByTestId('builder-question').nth(n - 1);

async function pickSelect(page: Page, label: string | RegExp, option: string) {
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

interface AdminQuestion {
  question_text: string;
  question_type: string;
  options: Record<string, string>;
  points: number;
  hints: string[];
  order_index: number;
  correct_answer: string | null;
  accepted_answers: string[];
}

test('a school admin builds, reorders, publishes and saves a quiz; a student opens it', async ({
  page,
  request,
  browser,
}) => {
  test.setTimeout(180_000);
  const school = await tenantId(request, 'Iqbal Public School');
  const list = await request.get(`/api/courses/public?tenant_id=${school}`);
  const courses = ((await list.json()) as { items: { id: number; title: string }[] }).items;
  const course = courses.find((c) => c.title === 'Python for Beginners') ?? courses[0];
  if (!course) throw new Error('Iqbal Public School has no published course');
  const title = `Builder quiz ${Date.now().toString(36)}`;

  await signInWithTokens(page, request, 'admin@iqbal.edu.pk');
  await page.goto(`/dashboard/courses/${course.id}/assessments/create`);
  await expect(page.getByRole('heading', { level: 1, name: 'Create Quiz' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back to Manage Assessments' })).toHaveAttribute(
    'href',
    `/dashboard/courses/${course.id}/assessments`,
  );

  // Saving an empty title is refused beside the field, before anything is sent.
  await page.getByRole('button', { name: 'Save Quiz' }).click();
  await expect(page.getByText('Title is required').first()).toBeVisible();

  // The quiz's own fields.
  await page.getByLabel(/^Title/).fill(title);
  await page.getByLabel(/^Description/).fill('Built in the end-to-end test.');
  await pickSelect(page, /^Type/, 'Exam');
  await page.getByLabel(/^Passing score/).fill('70');
  await page.getByLabel(/^Time limit/).fill('15');
  await page.getByRole('switch', { name: 'Published' }).click();

  // 1. Multiple choice: three options, the second correct, 2 points, a hint.
  await page.getByRole('button', { name: 'Add multiple choice question' }).click();
  const mc = card(page, 1);
  await expect(mc.getByLabel(/^Question text/)).toBeFocused();
  await mc.getByLabel(/^Question text/).fill('Which keyword defines a function in Python?');
  await mc.getByLabel(/^Option A/).fill('func');
  await mc.getByLabel(/^Option B/).fill('def');
  await mc.getByRole('button', { name: 'Add option' }).click();
  await mc.getByLabel(/^Option C/).fill('lambda only');
  await mc.getByRole('radio', { name: 'B. def' }).click();
  await mc.getByLabel(/^Points/).fill('2');
  await mc.getByRole('button', { name: 'Add hint' }).click();
  await mc.getByLabel(/^Hint 1/).fill('It is short for define.');

  // 2. True/false: false, 1 point.
  await page.getByRole('button', { name: 'Add true/false question' }).click();
  const tf = card(page, 2);
  await tf.getByLabel(/^Question text/).fill('Python lists are immutable.');
  await tf.getByRole('radio', { name: 'False' }).click();

  // 3. Short answer: two accepted answers, 2 points.
  await page.getByRole('button', { name: 'Add short answer question' }).click();
  const sa = card(page, 3);
  await sa.getByLabel(/^Question text/).fill('Which function prints to the screen?');
  await sa.getByLabel(/^Accepted answer 1/).fill('print');
  await sa.getByRole('button', { name: 'Add accepted answer' }).click();
  await sa.getByLabel(/^Accepted answer 2/).fill('print()');
  await sa.getByLabel(/^Points/).fill('2');

  // 4. Essay: 3 points, a hint; no answer key.
  await page.getByRole('button', { name: 'Add essay question' }).click();
  const essay = card(page, 4);
  await essay.getByLabel(/^Question text/).fill('Explain what a variable is.');
  await expect(essay.getByText('Essays are graded by staff after submission')).toBeVisible();
  await essay.getByLabel(/^Points/).fill('3');
  await essay.getByRole('button', { name: 'Add hint' }).click();
  await essay.getByLabel(/^Hint 1/).fill('Think of a labelled box.');

  // The live total.
  await expect(page.getByTestId('quiz-total-points')).toHaveText('Total points: 8');

  // Reorder with the keyboard: the essay moves up above the short answer.
  await page.getByRole('button', { name: 'Move question 4 up' }).focus();
  await page.keyboard.press('Enter');
  await expect(card(page, 3).getByLabel(/^Question text/)).toHaveValue(
    'Explain what a variable is.',
  );
  await expect(page.getByRole('button', { name: 'Move question 3 up' })).toBeFocused();

  await page.getByRole('button', { name: 'Save Quiz' }).click();
  await expect(toast(page, 'Quiz saved')).toBeVisible();
  await expect(page).toHaveURL(
    new RegExp(`/dashboard/courses/${course.id}/assessments/\\d+/edit$`),
  );
  const assessmentId = Number(/assessments\/(\d+)\/edit/.exec(page.url())?.[1]);

  // Reopen the edit page: everything is back.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Edit Quiz' })).toBeVisible();
  await expect(page.getByLabel(/^Title/)).toHaveValue(title);
  await expect(page.getByLabel(/^Description/)).toHaveValue('Built in the end-to-end test.');
  await expect(page.getByRole('combobox', { name: /^Type/ })).toHaveText(/Exam/);
  await expect(page.getByLabel(/^Passing score/)).toHaveValue('70');
  await expect(page.getByLabel(/^Time limit/)).toHaveValue('15');
  await expect(page.getByRole('switch', { name: 'Published' })).toHaveAttribute(
    'aria-checked',
    'true',
  );
  await expect(page.getByTestId('builder-question')).toHaveCount(4);
  await expect(page.getByTestId('quiz-total-points')).toHaveText('Total points: 8');
  await expect(card(page, 1).getByLabel(/^Option C/)).toHaveValue('lambda only');
  await expect(card(page, 1).getByRole('radio', { name: 'B. def' })).toBeChecked();
  await expect(card(page, 1).getByLabel(/^Hint 1/)).toHaveValue('It is short for define.');
  await expect(card(page, 2).getByRole('radio', { name: 'False' })).toBeChecked();
  await expect(card(page, 3).getByLabel(/^Question text/)).toHaveValue(
    'Explain what a variable is.',
  );
  await expect(card(page, 4).getByLabel(/^Accepted answer 2/)).toHaveValue('print()');

  // The API holds the same.
  const adminToken = await apiToken(request, 'admin@iqbal.edu.pk');
  const stored = await request.get(`/api/assessments/${assessmentId}/admin`, {
    headers: { Authorization: `Bearer ${adminToken}` },
  });
  expect(stored.ok()).toBe(true);
  const body = (await stored.json()) as {
    title: string;
    assessment_type: string;
    passing_score: number;
    time_limit_minutes: number | null;
    is_published: boolean;
    total_points: number;
    questions: AdminQuestion[];
  };
  expect(body).toMatchObject({
    title,
    assessment_type: 'exam',
    passing_score: 70,
    time_limit_minutes: 15,
    is_published: true,
    total_points: 8,
  });
  const ordered = [...body.questions].sort((a, b) => a.order_index - b.order_index);
  expect(ordered.map((q) => q.question_type)).toEqual([
    'multiple_choice',
    'true_false',
    'essay',
    'short_answer',
  ]);
  expect(ordered[0]).toMatchObject({
    options: { A: 'func', B: 'def', C: 'lambda only' },
    correct_answer: 'B',
    points: 2,
    hints: ['It is short for define.'],
  });
  expect(ordered[1]).toMatchObject({ correct_answer: 'false', points: 1 });
  expect(ordered[2]).toMatchObject({ correct_answer: null, points: 3 });
  expect(ordered[3]).toMatchObject({ accepted_answers: ['print', 'print()'], points: 2 });

  // Edit: remove the true/false question (confirmed), change a point value, save.
  await page.getByRole('button', { name: 'Remove question 2' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Remove question' });
  await expect(confirm).toContainText('Remove question 2?');
  await confirm.getByRole('button', { name: 'Remove' }).click();
  await expect(page.getByTestId('builder-question')).toHaveCount(3);
  await card(page, 1)
    .getByLabel(/^Points/)
    .fill('4');
  await expect(page.getByTestId('quiz-total-points')).toHaveText('Total points: 9');
  // The builder reads the quiz back once every call has answered.
  const readBack = page.waitForResponse(
    (r) =>
      r.request().method() === 'GET' && r.url().endsWith(`/api/assessments/${assessmentId}/admin`),
  );
  await page.getByRole('button', { name: 'Save Quiz' }).click();
  await readBack;
  await expect(toast(page, 'Quiz saved').first()).toBeVisible();
  await expect(page.getByText('New', { exact: true })).toHaveCount(0);
  const edited = await request.get(`/api/assessments/${assessmentId}/admin`, {
    headers: { Authorization: `Bearer ${adminToken}` },
  });
  const after = (await edited.json()) as { total_points: number; questions: AdminQuestion[] };
  expect(after.total_points).toBe(9);
  expect(
    [...after.questions]
      .sort((a, b) => a.order_index - b.order_index)
      .map((q) => [q.question_type, q.order_index, q.points]),
  ).toEqual([
    ['multiple_choice', 0, 4],
    ['essay', 1, 3],
    ['short_answer', 2, 2],
  ]);

  // A student of the school, enrolled and approved through the API, opens the quiz.
  const email = await newStudent(request, 'Iqbal Public School');
  const studentToken = await apiToken(request, email);
  const enrolled = await request.post(`/api/courses/${course.id}/enroll`, {
    headers: { Authorization: `Bearer ${studentToken}` },
    data: {},
  });
  expect(enrolled.ok()).toBe(true);
  const enrollment = (await enrolled.json()) as { id: number; admin_approved: boolean };
  if (!enrollment.admin_approved) {
    const approved = await request.put(`/api/courses/enrollments/${enrollment.id}`, {
      headers: { Authorization: `Bearer ${adminToken}` },
      data: { payment_status: 'paid', admin_approved: true, status: 'active' },
    });
    expect(approved.ok()).toBe(true);
  }
  const student = await browser.newPage({ baseURL: new URL(page.url()).origin });
  await signInWithTokens(student, request, email);
  await student.goto(`/assessments/${assessmentId}/take`);
  await expect(student.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(student.getByTestId('quiz-question')).toHaveCount(3);
  await expect(student.getByText('Which keyword defines a function in Python?')).toBeVisible();
  await student.close();

  // Another school's admin gets the service's refusal, not the quiz.
  const other = await browser.newPage({ baseURL: new URL(page.url()).origin });
  await signInWithTokens(other, request, 'admin@quaid.edu.pk');
  await other.goto(`/dashboard/courses/${course.id}/assessments/${assessmentId}/edit`);
  await expect(other.getByText(/^Error: /)).toBeVisible();
  await expect(other.getByLabel(/^Title/)).toHaveCount(0);
  await other.close();
});
