import { type APIRequestContext, expect, type Page, test } from '@playwright/test';

// The dashboards journeys, at 1280 and 375 px: a student submits the Python checkpoint
// (its essay waits for grading); the teacher's "To grade (N)" leads to the queue and the queue to
// the grading screen of that submission; once graded, the student's dashboard shows the score
// and links to the attempt's result page, and Continue leads to the next lesson. The admin's and
// the superuser's figures are the service's own. The API only to prepare and to check.
const SUPERUSER = 'admin@watni.pk';
const SUPERUSER_PASSWORD = process.env.SEED_ADMIN_PASSWORD ?? 'WatniAdmin#2026';
const DEMO_PASSWORD = 'Demo#2026';
const STUDENT = 'student@iqbal.edu.pk';
const TEACHER = 'teacher@iqbal.edu.pk';
const ADMIN = 'admin@iqbal.edu.pk';

const widths = [1280, 375] as const;

async function tokenFor(request: APIRequestContext, email: string, password = DEMO_PASSWORD) {
  const res = await request.post('/api/auth/login', { data: { email, password } });
  expect(res.ok()).toBe(true);
  return (await res.json()) as { access_token: string; refresh_token: string };
}

async function signIn(page: Page, request: APIRequestContext, email: string, password?: string) {
  const tokens = await tokenFor(request, email, password);
  await page.goto('/');
  await page.evaluate((t) => {
    localStorage.setItem('access_token', t.access_token);
    localStorage.setItem('refresh_token', t.refresh_token);
  }, tokens);
  return tokens.access_token;
}

async function api(request: APIRequestContext, token: string, path: string) {
  const res = await request.get(`/api${path}`, { headers: { authorization: `Bearer ${token}` } });
  expect(res.ok(), await res.text()).toBe(true);
  return res.json();
}

test.describe.configure({ mode: 'serial' });

let quizId = 0;
let submissionId = 0;

test('a student submits the checkpoint: it waits in the teacher’s queue', async ({ request }) => {
  const token = (await tokenFor(request, STUDENT)).access_token;
  const headers = { authorization: `Bearer ${token}` };
  const dashboard = await api(request, token, '/dashboard/');
  const quiz = dashboard.student.upcoming_quizzes.find(
    (q: { title: string }) => q.title === 'Python Basics Checkpoint',
  );
  expect(quiz).toBeTruthy();
  quizId = quiz.assessment_id;
  const assessment = await api(request, token, `/assessments/${quizId}`);
  const attempt = await request.post(`/api/assessments/${quizId}/start`, { headers });
  expect(attempt.ok(), await attempt.text()).toBe(true);
  const answers: Record<string, string> = {};
  for (const q of assessment.questions as { id: number; question_type: string }[]) {
    answers[String(q.id)] =
      q.question_type === 'essay'
        ? 'Python reads like plain English.'
        : q.question_type === 'true_false'
          ? 'false'
          : 'B';
  }
  const submitted = await request.post(`/api/assessments/${quizId}/submit`, {
    headers,
    data: { answers, attempt_id: (await attempt.json()).id },
  });
  expect(submitted.ok(), await submitted.text()).toBe(true);
  const body = await submitted.json();
  expect(body.grading_pending).toBe(true);
  submissionId = body.id;
});

for (const width of widths) {
  test(`teacher at ${width}px: To grade (N) leads to the queue and to grading`, async ({
    page,
    request,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    const token = await signIn(page, request, TEACHER);
    const { count } = await api(request, token, '/grading/queue/count');
    expect(count).toBeGreaterThanOrEqual(1);
    await page.goto('/dashboard');
    const toGrade = page.getByTestId('to-grade-link');
    await expect(toGrade).toHaveText(`To grade (${count})`);
    await toGrade.click();
    await expect(page).toHaveURL(/\/dashboard\/grading$/);
    await expect(page.getByRole('heading', { level: 1, name: 'To grade' })).toBeVisible();
    await expect(page.getByTestId('queue-count')).toContainText(String(count));
    await page
      .getByRole('link', { name: /^Grade Ali Raza: Python Basics Checkpoint$/ })
      .first()
      .click();
    await expect(page).toHaveURL(
      new RegExp(`submissions\\?tab=pending&submission=${submissionId}$`),
    );
  });
}

test('the teacher grades the essay: the queue and the menu count go down', async ({ request }) => {
  const token = (await tokenFor(request, TEACHER)).access_token;
  const before = (await api(request, token, '/grading/queue/count')).count;
  const submissions = await api(
    request,
    token,
    `/assessments/${quizId}/submissions?grading_pending=true`,
  );
  const mine = submissions.items.find((s: { id: number }) => s.id === submissionId);
  // The essay and any short answer the key did not match wait for a teacher's points.
  const open = mine.results.filter((r: { is_correct: boolean | null }) => r.is_correct === null);
  const res = await request.put(`/api/assessments/submissions/${submissionId}`, {
    headers: { authorization: `Bearer ${token}` },
    data: {
      grades: open.map((r: { question_id: number; max_points: number }) => ({
        question_id: r.question_id,
        points: r.max_points,
      })),
    },
  });
  expect(res.ok(), await res.text()).toBe(true);
  expect((await api(request, token, '/grading/queue/count')).count).toBe(before - 1);
});

for (const width of widths) {
  test(`student at ${width}px: Continue and a graded result`, async ({ page, request }) => {
    await page.setViewportSize({ width, height: 900 });
    const token = await signIn(page, request, STUDENT);
    const dashboard = await api(request, token, '/dashboard/');
    const python = dashboard.student.courses.find((c: { title: string }) => /Python/.test(c.title));
    await page.goto('/dashboard');
    await expect(page.getByTestId('greeting')).toContainText('Ali');
    const cont = page.getByRole('link', { name: `Continue ${python.title}` });
    await expect(cont).toHaveAttribute(
      'href',
      `/courses/${python.course_id}/lessons/${python.next_lesson_id}`,
    );
    const result = page
      .getByTestId('recent-result')
      .filter({ hasText: 'Python Basics Checkpoint' });
    await expect(result.getByText(/Passed|Not passed/)).toBeVisible();
    await expect(result.getByRole('link', { name: /View result/ })).toHaveAttribute(
      'href',
      new RegExp(`^/assessments/${quizId}/attempts/\\d+$`),
    );
    await cont.click();
    await expect(page).toHaveURL(
      new RegExp(`/courses/${python.course_id}/lessons/${python.next_lesson_id}$`),
    );
  });
}

for (const width of widths) {
  test(`tenant admin at ${width}px: the organisation's figures`, async ({ page, request }) => {
    await page.setViewportSize({ width, height: 900 });
    const token = await signIn(page, request, ADMIN);
    const figures = (await api(request, token, '/dashboard/')).tenant_admin;
    const counts = await api(request, token, '/enrollments/counts');
    expect(figures.pending_enrollments).toBe(counts.pending);
    await page.goto('/dashboard');
    await expect(page.getByTestId('users-students')).toHaveText(String(figures.users.students));
    await expect(page.getByTestId('admin-pending')).toContainText(String(counts.pending));
    await expect(page.getByText('Admin Controls')).toBeVisible();
  });

  test(`superuser at ${width}px: organisations and pending requests`, async ({ page, request }) => {
    await page.setViewportSize({ width, height: 900 });
    const token = await signIn(page, request, SUPERUSER, SUPERUSER_PASSWORD);
    const platform = (await api(request, token, '/dashboard/')).platform;
    const pending = await api(request, token, '/admin/pending-users');
    expect(platform.pending_requests).toBe(pending.users.length);
    await page.goto('/dashboard');
    await expect(page.getByTestId('organisations-count')).toHaveText(
      String(platform.organisations),
    );
    await expect(page.getByTestId('pending-requests-count')).toHaveText(
      String(platform.pending_requests),
    );
  });
}
