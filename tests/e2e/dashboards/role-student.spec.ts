import { type APIRequestContext, expect, test } from '@playwright/test';
import { api, DEMO_PASSWORD, startAs, tokensOf } from './role-helpers';

// The student starts at the dashboard, opens a waiting quiz from it, submits, and lands on the
// attempt's result (not back on the dashboard); the week and the certificates are in the menu.
const STUDENT = 'student@iqbal.edu.pk';

test('student: a quiz from the dashboard, submitted, shows its result', async ({
  page,
  request,
}) => {
  const { problems, token } = await startAs(page, request, STUDENT);
  // A quiz of its own in one of the student's courses: earlier journeys of the same run may have
  // submitted the seeded ones.
  const quiz = await newQuizFor(request, STUDENT);
  const upcoming = (
    await api<{ student: { upcoming_quizzes: { assessment_id: number; title: string }[] } }>(
      request,
      token,
      '/dashboard/',
    )
  ).student.upcoming_quizzes;
  expect(upcoming.map((q) => q.title)).toContain(quiz.title);

  await page.goto('/dashboard');
  await expect(page.getByRole('link', { name: 'My week' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'My certificates' })).toBeVisible();
  await page.getByRole('link', { name: `Take quiz: ${quiz.title}` }).click();
  await expect(page).toHaveURL(new RegExp(`/assessments/${quiz.id}/take$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(quiz.title);
  // Every question answered with its first choice or a short text.
  for (const group of await page.getByRole('radiogroup').all()) {
    await group.getByRole('radio').first().click();
  }
  for (const box of await page.getByRole('textbox').all()) await box.fill('An answer');
  await page.getByRole('button', { name: 'Submit Quiz' }).click();
  await page.getByRole('button', { name: 'Submit', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/assessments/${quiz.id}/attempts/\\d+$`));
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  await page.getByRole('link', { name: 'My week' }).click();
  await expect(page).toHaveURL(/\/school\/week$/);
  await expect(page.getByRole('heading', { level: 1, name: 'My week' })).toBeVisible();
  await expect(page.getByRole('table')).toBeVisible();
  expect(problems).toEqual([]);
});

/** The school admin publishes a one-question quiz in a course the student is enrolled in. */
async function newQuizFor(request: APIRequestContext, email: string) {
  const admin = (await tokensOf(request, 'admin@iqbal.edu.pk', DEMO_PASSWORD)).access_token;
  const headers = { authorization: `Bearer ${admin}` };
  type Row = {
    course_id: number;
    user: { email: string };
    payment_status: string;
    admin_approved: boolean;
    status: string;
  };
  const enrollments = await api<{ items: Row[] }>(request, admin, '/enrollments/?limit=500');
  // The dashboard lists the quizzes of courses the student is paid, approved and active in.
  const mine = enrollments.items.find(
    (e) =>
      e.user.email === email &&
      e.payment_status === 'paid' &&
      e.admin_approved &&
      e.status === 'active',
  );
  expect(mine, `${email} has an approved enrollment`).toBeTruthy();
  const title = `Quick check ${Date.now().toString(36)}`;
  const created = await request.post('/api/assessments/', {
    headers,
    data: {
      course_id: mine?.course_id,
      title,
      passing_score: 50,
      is_published: true,
      questions: [
        {
          question_text: 'Is the sun a star?',
          question_type: 'true_false',
          correct_answer: 'true',
        },
      ],
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  return { id: ((await created.json()) as { id: number }).id, title };
}
