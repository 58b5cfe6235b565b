// Manage Assessments and grading: a school admin sets up a quiz with an essay and a
// short answer through the API, a student submits it through the API, then the admin toggles
// publishing, grades the submission in the UI and deletes a quiz that has no submissions.
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { apiToken, newStudent, toast, unique } from '../learner/helpers';

const ADMIN = 'admin@iqbal.edu.pk';

/** Signs in through the API and stores the tokens where the site's token store reads them. */
async function signInAs(page: Page, request: APIRequestContext, email: string) {
  const res = await request.post('/api/auth/login', { data: { email, password: 'Demo#2026' } });
  expect(res.ok()).toBe(true);
  const tokens = (await res.json()) as { access_token: string; refresh_token: string };
  await page.goto('/');
  await page.evaluate((t) => {
    localStorage.setItem('access_token', t.access_token);
    localStorage.setItem('refresh_token', t.refresh_token);
  }, tokens);
}

const auth = (token: string) => ({ Authorization: `Bearer ${token}` });

interface Setup {
  courseId: number;
  courseTitle: string;
  quiz: { id: number; title: string };
  spare: { id: number; title: string };
  essayId: number;
  shortId: number;
}

/** A free published course with a graded quiz (essay + short answer) and a spare draft quiz. */
async function setUp(request: APIRequestContext): Promise<Setup> {
  const admin = await apiToken(request, ADMIN);
  const id = unique();
  const courseTitle = `Plant Biology ${id}`;
  const course = await request.post('/api/courses/', {
    headers: auth(admin),
    data: {
      title: courseTitle,
      description: 'Leaves, light and growth.',
      price: 0,
      is_published: true,
    },
  });
  expect(course.status()).toBe(201);
  const courseId = ((await course.json()) as { id: number }).id;

  const quizTitle = `Photosynthesis check ${id}`;
  const created = await request.post('/api/assessments/', {
    headers: auth(admin),
    data: {
      course_id: courseId,
      title: quizTitle,
      passing_score: 50,
      is_published: true,
      questions: [
        {
          question_text: 'Explain why crops grow slower in winter.',
          question_type: 'essay',
          points: 5,
        },
        {
          question_text: 'Name the green pigment of leaves.',
          question_type: 'short_answer',
          points: 2,
          correct_answer: 'chlorophyll',
        },
      ],
    },
  });
  expect(created.status()).toBe(201);
  const quiz = (await created.json()) as {
    id: number;
    questions: { id: number; question_type: string }[];
  };
  const essayId = quiz.questions.find((q) => q.question_type === 'essay')?.id ?? 0;
  const shortId = quiz.questions.find((q) => q.question_type === 'short_answer')?.id ?? 0;

  const spareTitle = `Spare quiz ${id}`;
  const spare = await request.post('/api/assessments/', {
    headers: auth(admin),
    data: {
      course_id: courseId,
      title: spareTitle,
      questions: [
        {
          question_text: 'Is the sun a star?',
          question_type: 'true_false',
          correct_answer: 'true',
        },
      ],
    },
  });
  expect(spare.status()).toBe(201);
  const spareId = ((await spare.json()) as { id: number }).id;

  // A new student of the school enrolls (free: approved at once) and submits.
  const email = await newStudent(request, 'Iqbal Public School');
  const student = await apiToken(request, email);
  const enrolled = await request.post(`/api/courses/${courseId}/enroll`, {
    headers: auth(student),
    data: {},
  });
  expect(enrolled.status()).toBe(201);
  const submitted = await request.post(`/api/assessments/${quiz.id}/submit`, {
    headers: auth(student),
    data: {
      answers: {
        [String(essayId)]: 'Less sunlight and the cold slow the plants down.',
        [String(shortId)]: 'leaf green',
      },
    },
  });
  expect(submitted.status()).toBe(201);
  const submission = (await submitted.json()) as { grading_pending: boolean; score: number };
  expect(submission.grading_pending).toBe(true);
  expect(submission.score).toBe(0);

  return {
    courseId,
    courseTitle,
    quiz: { id: quiz.id, title: quizTitle },
    spare: { id: spareId, title: spareTitle },
    essayId,
    shortId,
  };
}

test('a school admin manages a course quiz and grades a submission', async ({ page, request }) => {
  test.setTimeout(120_000);
  const setup = await setUp(request);
  await signInAs(page, request, ADMIN);

  // The list: both quizzes with their facts, the course in the header, the back link.
  await page.goto(`/dashboard/courses/${setup.courseId}/assessments`);
  await expect(page.getByRole('heading', { level: 1, name: 'Manage Assessments' })).toBeVisible();
  await expect(page.getByText(setup.courseTitle)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back to courses' })).toHaveAttribute(
    'href',
    '/dashboard/courses',
  );
  await expect(page.getByRole('link', { name: 'Create Assessment' })).toHaveAttribute(
    'href',
    `/dashboard/courses/${setup.courseId}/assessments/create`,
  );
  await expect(page.getByRole('link', { name: `Edit ${setup.quiz.title}` })).toHaveAttribute(
    'href',
    `/dashboard/courses/${setup.courseId}/assessments/${setup.quiz.id}/edit`,
  );
  await expect(page.getByText('2 questions, 7 points')).toBeVisible();

  // Publish toggle: unpublish, then publish again; the switch follows without a reload.
  const toggle = page.getByRole('switch', { name: `Published: ${setup.quiz.title}` });
  await expect(toggle).toBeChecked();
  await toggle.click();
  await expect(toast(page, `${setup.quiz.title} is now a draft`)).toBeVisible();
  await expect(toggle).not.toBeChecked();
  await toggle.click();
  await expect(toast(page, `${setup.quiz.title} is published`)).toBeVisible();
  await expect(toggle).toBeChecked();

  // A quiz with submissions is kept: the service's 409 detail is shown.
  await page.getByRole('button', { name: `Delete ${setup.quiz.title}` }).click();
  const confirm = page.getByRole('alertdialog');
  await expect(confirm.getByText('Delete this assessment?')).toBeVisible();
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(toast(page, 'Failed to delete')).toBeVisible();
  await expect(toast(page, /already has submissions/)).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: setup.quiz.title })).toBeVisible();

  // The submissions: the student's needs grading.
  await page.getByRole('link', { name: `Submissions of ${setup.quiz.title}` }).click();
  await expect(page).toHaveURL(
    new RegExp(`/dashboard/courses/${setup.courseId}/assessments/${setup.quiz.id}/submissions$`),
  );
  await expect(page.getByRole('heading', { level: 1, name: 'Submissions' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Needs grading (1)' })).toBeVisible();
  await expect(page.getByText('0 / 7 (0%)')).toBeVisible();
  await page.getByRole('button', { name: 'Grade the submission of Zara Test' }).click();

  // The answers with the model answer, then the grades.
  await expect(
    page.getByRole('heading', { level: 2, name: 'Submission of Zara Test' }),
  ).toBeVisible();
  await expect(page.getByText('Less sunlight and the cold slow the plants down.')).toBeVisible();
  await expect(page.getByText('leaf green')).toBeVisible();
  await expect(page.getByText('chlorophyll', { exact: true })).toBeVisible();
  await page.getByLabel('Points for question 1 (0 to 5)').fill('4');
  await page.getByLabel(/Feedback on question 1/).fill('Good, mention temperature too.');
  await page.getByLabel('Points for question 2 (0 to 2)').fill('2');
  await page.getByLabel(/Overall feedback/).fill('Well done.');
  await page.getByRole('button', { name: 'Save grades' }).click();
  await expect(toast(page, 'Grades saved')).toBeVisible();
  await expect(page.getByTestId('submission-score')).toHaveText('6 / 7 (85.71%)');
  await expect(page.getByText('Graded', { exact: true }).first()).toBeVisible();

  // The list follows: nothing left to grade, the student passed.
  await page.getByRole('button', { name: 'Back to submissions' }).click();
  await expect(page.getByRole('tab', { name: 'Needs grading (0)' })).toBeVisible();
  await expect(page.getByText('6 / 7 (85.71%)')).toBeVisible();
  await expect(page.getByText('Passed', { exact: true })).toBeVisible();

  // The feedback is stored.
  const admin = await apiToken(request, ADMIN);
  const stored = await request.get(`/api/assessments/${setup.quiz.id}/submissions`, {
    headers: auth(admin),
  });
  const item = (
    (await stored.json()) as {
      items: {
        feedback: string | null;
        results: { question_id: number; feedback: string | null }[];
      }[];
    }
  ).items[0];
  expect(item?.feedback).toBe('Well done.');
  expect(item?.results.find((r) => r.question_id === setup.essayId)?.feedback).toBe(
    'Good, mention temperature too.',
  );

  // Back to the list; the spare quiz (no submissions) is deleted after the confirm.
  await page.getByRole('link', { name: 'Back to assessments' }).click();
  await page.getByRole('button', { name: `Delete ${setup.spare.title}` }).click();
  const again = page.getByRole('alertdialog');
  await expect(again.getByText('Delete this assessment?')).toBeVisible();
  await again.getByRole('button', { name: 'Delete' }).click();
  await expect(toast(page, 'Assessment deleted')).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: setup.spare.title })).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 2, name: setup.quiz.title })).toBeVisible();
});

test('a course with no quizzes shows the empty state', async ({ page, request }) => {
  const admin = await apiToken(request, ADMIN);
  const course = await request.post('/api/courses/', {
    headers: auth(admin),
    data: { title: `Empty course ${unique()}`, description: 'Nothing here yet.' },
  });
  expect(course.status()).toBe(201);
  const courseId = ((await course.json()) as { id: number }).id;
  await signInAs(page, request, ADMIN);
  await page.goto(`/dashboard/courses/${courseId}/assessments`);
  await expect(page.getByText('No assessments yet. Create your first quiz!')).toBeVisible();
});
