// The "done when": the whole learning loop through the screens. A new student enrols in a
// new course of the teacher's, is approved, completes the lessons, takes a timed quiz with an
// essay and sees "awaiting grading"; the teacher finds it in To grade and grades it with feedback;
// the student sees the score on the lesson list and the score and feedback on the result page,
// the quiz lesson ticks, the course completes, the certificate downloads (a real PDF) and
// verifies at /verify/{code}. Everything used is created here (course, lessons, quiz, student).
import { readFileSync } from 'node:fs';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { apiToken, newStudent, PASSWORD, toast } from '../learner/helpers';

const TEACHER = 'teacher@iqbal.edu.pk';
const ADMIN = 'admin@iqbal.edu.pk';
const stamp = Date.now() % 100000;
const COURSE = `Matric Biology ${stamp}`;
const QUIZ = `Cells checkpoint ${stamp}`;

async function api(
  request: APIRequestContext,
  token: string,
  method: 'post' | 'put' | 'get',
  url: string,
  data?: unknown,
) {
  const res = await request[method](`/api${url}`, {
    ...(data === undefined ? {} : { data }),
    headers: { authorization: `Bearer ${token}` },
  });
  expect(res.ok(), `${method} ${url}: ${res.status()} ${await res.text()}`).toBe(true);
  return res.json();
}

/** Signs in through the API and keeps the tokens where the site reads them. */
async function signInAs(page: Page, request: APIRequestContext, email: string) {
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

test('enrol, approval, lessons, timed quiz with an essay, grading, result, certificate', async ({
  page,
  request,
}) => {
  test.setTimeout(240_000);
  // ------------------------------------------------------------------ the teacher's new course
  const teacher = await apiToken(request, TEACHER);
  const admin = await apiToken(request, ADMIN);
  const course = await api(request, teacher, 'post', '/courses/', {
    title: COURSE,
    description: 'Cells, tissues and organs for the Matric board.',
    price: 1500,
    currency: 'PKR',
  });
  await api(request, admin, 'put', `/courses/${course.id}`, { is_published: true });
  for (const title of ['The cell', 'Tissues']) {
    await api(request, teacher, 'post', '/lessons/', {
      course_id: course.id,
      title,
      content_type: 'text',
      content_body: `<p>${title}: what every Matric student should know.</p>`,
      is_published: true,
    });
  }
  const quiz = await api(request, teacher, 'post', '/assessments/', {
    course_id: course.id,
    title: QUIZ,
    passing_score: 50,
    time_limit_minutes: 10,
    is_published: true,
    review_after_submit: true,
    questions: [
      {
        question_text: 'Which organelle makes energy for the cell?',
        question_type: 'multiple_choice',
        options: { A: 'Nucleus', B: 'Mitochondrion', C: 'Ribosome' },
        correct_answer: 'B',
        points: 2,
      },
      {
        question_text: 'Explain why plant cells have a cell wall.',
        question_type: 'essay',
        points: 8,
      },
    ],
  });
  await api(request, teacher, 'post', '/lessons/', {
    course_id: course.id,
    title: 'Checkpoint quiz',
    content_type: 'quiz',
    assessment_id: quiz.id,
    is_published: true,
  });

  // ------------------------------------------------------------------ the student enrols
  const student = await newStudent(request, 'Iqbal Public School');
  await signInAs(page, request, student);
  await page.goto(`/courses/${course.id}/enroll`);
  await page.getByRole('button', { name: 'Enroll Now' }).click();
  await expect(page.getByTestId('enrollment-status')).toContainText('Pending approval');

  // The teacher's admin approves (through the API: the approval screens have their own journeys).
  const pending = await api(
    request,
    admin,
    'get',
    `/courses/${course.id}/enrollments?status_filter=pending`,
  );
  const mine = (pending as { items: { id: number; user: { email: string } }[] }).items.find(
    (item) => item.user.email === student,
  );
  if (!mine) throw new Error('The enrolment is not pending');
  await api(request, admin, 'put', `/courses/enrollments/${mine.id}`, {
    payment_status: 'paid',
    admin_approved: true,
    status: 'active',
  });

  // ------------------------------------------------------------------ lessons
  await page.goto(`/courses/${course.id}/lessons`);
  await expect(page.getByTestId('lessons-access')).toHaveCount(0);
  for (const title of ['The cell', 'Tissues']) {
    // Once in a full run the click landed while the list rendered again and the page stayed on
    // the list (CI, 28 Nov): click again until the lesson opens, within the usual time.
    await expect(async () => {
      if (!new RegExp(`/courses/${course.id}/lessons/\\d+`).test(page.url())) {
        await page.getByRole('link', { name: title, exact: true }).click();
      }
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(title, { timeout: 3000 });
    }).toPass({ timeout: 20_000 });
    await page.getByRole('button', { name: 'Mark as Complete' }).click();
    // The previous lesson's toast may still be showing on a slow machine: one of them is enough.
    await expect(toast(page, 'Lesson marked as complete!').first()).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`/courses/${course.id}/lessons$`));
  }
  await expect(page.getByTestId('certificate-card')).toHaveCount(0);

  // ------------------------------------------------------------------ the timed quiz
  await page.getByRole('link', { name: `Take quiz: ${QUIZ}` }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(QUIZ);
  await expect(page.getByTestId('quiz-timer')).toBeVisible();
  await page.getByRole('radio', { name: 'B. Mitochondrion' }).click();
  await page
    .getByTestId('quiz-question')
    .nth(1)
    .getByRole('textbox')
    .fill('The wall keeps the cell firm and stops it bursting when it takes in water.');
  await page.getByRole('button', { name: 'Submit Quiz' }).click();
  await page.getByRole('button', { name: 'Submit', exact: true }).click();
  await expect(toast(page, 'Quiz submitted successfully!')).toBeVisible();
  // Submitting lands on the attempt's result; the lesson list then shows it awaiting grading.
  await expect(page).toHaveURL(/\/assessments\/\d+\/attempts\/\d+$/);
  await page.goto(`/courses/${course.id}/lessons`);
  const state = page.getByTestId('quiz-item').filter({ hasText: QUIZ }).getByTestId('quiz-state');
  await expect(state).toContainText('awaiting grading');
  // The attempt's result page: the essay awaits the teacher.
  await page
    .getByRole('link', { name: `View result: ${QUIZ}` })
    .first()
    .click();
  // The quiz's own page: where the learner stands and the attempts, then the attempt's result.
  await expect(page.getByRole('heading', { name: 'Your attempts' })).toBeVisible();
  await page.getByRole('link', { name: 'View result', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/assessments/${quiz.id}/attempts/\\d+$`));
  const resultUrl = page.url();
  await expect(page.getByText('Awaiting your teacher’s marking')).toBeVisible();

  // ------------------------------------------------------------------ the teacher grades
  await signInAs(page, request, TEACHER);
  await page.goto('/dashboard/grading');
  const row = page.getByTestId('queue-row').filter({ hasText: QUIZ });
  await expect(row).toHaveCount(1);
  await row.getByRole('link', { name: /^Grade / }).click();
  await expect(page).toHaveURL(/\/submissions\?/);
  await page.getByLabel(/Points for question 2/).fill('7');
  await page.getByLabel('Feedback on question 2').fill('Good: mention cellulose next time.');
  await page.getByLabel('Overall feedback').fill('A careful answer, well done.');
  await page.getByRole('button', { name: 'Save grades' }).click();
  await expect(toast(page, 'Grades saved')).toBeVisible();

  // ------------------------------------------------------------------ the student's result
  await signInAs(page, request, student);
  await page.goto(`/courses/${course.id}/lessons`);
  const graded = page.getByTestId('quiz-item').filter({ hasText: QUIZ }).getByTestId('quiz-state');
  await expect(graded).toContainText('9 / 10 (90%)');
  await expect(graded).toContainText('Passed');
  await expect(graded.getByTestId('quiz-feedback')).toContainText('A careful answer, well done.');
  // The quiz lesson ticked itself, and the course is complete: its certificate is shown.
  await expect(page.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');
  const card = page.getByTestId('certificate-card');
  await expect(card).toBeVisible();
  const code = ((await card.getByTestId('certificate-code').textContent()) ?? '').trim();
  expect(code).toMatch(/^[0-9A-Z]{4}(-[0-9A-Z]{4}){3}$/);

  await page.goto(resultUrl);
  await expect(page.getByText('A careful answer, well done.')).toBeVisible();
  await expect(page.getByText('Good: mention cellulose next time.')).toBeVisible();
  await expect(page.getByText('7 / 8 points')).toBeVisible();

  // The certificate downloads as a real PDF.
  await page.goto(`/courses/${course.id}/lessons`);
  const downloading = page.waitForEvent('download');
  await page
    .getByTestId('certificate-card')
    .getByRole('button', { name: 'Download PDF (English)' })
    .click();
  const download = await downloading;
  const file = await download.path();
  const bytes = readFileSync(file);
  expect(bytes.subarray(0, 4).toString('latin1')).toBe('%PDF');

  // And verifies publicly, signed out.
  await page.evaluate(() => localStorage.clear());
  await page.goto(`/verify/${code}`);
  const verified = page.getByTestId('verify-result');
  await expect(verified).toContainText('This certificate is genuine');
  await expect(verified).toContainText(COURSE);
  await expect(verified).toContainText('Zara Test');
});
