import { type APIRequestContext, expect, test } from '@playwright/test';
import {
  type StandInPlatform,
  startStandInPlatform,
} from '../../../apps/api/test/helpers/lti-platform';

// An LMS (the independent stand-in platform of apps/api/test/helpers/lti-platform.ts, built from
// 1EdTech's LTI 1.3 Core, Security Framework 1.0, Deep Linking 2.0 and AGS 2.0 texts) drives a
// real browser through LTI 1.3: third-party login initiation, its authorization endpoint's
// form_post answer, the tool's launch, /lti/continue's one-time code, the quiz, and the score
// back on the platform's line item; then an instructor's deep-linking launch picks a quiz on
// /lti/deep-link and the platform receives the signed response. The school admin registers the
// platform through the API, as the settings screen does.
const PASSWORD = 'Demo#2026';
let platform: StandInPlatform;
let publicId = '';
let toolLaunch = '';
let quizId = 0;
const quizTitle = `LMS quiz ${Date.now()}`;

async function tokenFor(request: APIRequestContext, email: string) {
  const res = await request.post('/api/auth/login', { data: { email, password: PASSWORD } });
  expect(res.ok()).toBe(true);
  return ((await res.json()) as { access_token: string }).access_token;
}

test.describe.configure({ mode: 'serial' });
test.use({ viewport: { width: 375, height: 812 } });

test.beforeAll(async ({ request }) => {
  platform = await startStandInPlatform();
  const admin = { authorization: `Bearer ${await tokenFor(request, 'admin@iqbal.edu.pk')}` };
  const made = await request.post('/api/school/lti/platforms', {
    headers: admin,
    data: {
      name: 'Stand-in LMS',
      issuer: platform.issuer,
      client_id: platform.clientId,
      deployment_ids: [platform.deploymentId],
      auth_login_url: platform.authUrl,
      token_url: platform.tokenUrl,
      jwks_url: platform.jwksUrl,
    },
  });
  expect(made.status(), await made.text()).toBe(201);
  const tool = ((await made.json()) as { tool: { login_url: string; launch_url: string } }).tool;
  publicId = new URL(tool.login_url).pathname.split('/')[3]!;
  toolLaunch = tool.launch_url;
  platform.trustToolKeys(await (await request.get(`/api/lti/${publicId}/jwks`)).json());

  const teacher = { authorization: `Bearer ${await tokenFor(request, 'teacher@iqbal.edu.pk')}` };
  const courses = (await (await request.get('/api/courses/', { headers: teacher })).json()) as {
    items: { id: number; is_published: boolean }[];
  };
  const course = courses.items.find((item) => item.is_published)!;
  const quiz = await request.post('/api/assessments/', {
    headers: teacher,
    data: {
      course_id: course.id,
      title: quizTitle,
      assessment_type: 'quiz',
      passing_score: 50,
      is_published: true,
      questions: [
        {
          question_text: 'Capital of Pakistan?',
          question_type: 'multiple_choice',
          options: { A: 'Karachi', B: 'Islamabad' },
          correct_answer: 'B',
          points: 1,
        },
      ],
    },
  });
  expect(quiz.status(), await quiz.text()).toBe(201);
  quizId = ((await quiz.json()) as { id: number }).id;
});

test.afterAll(async () => {
  await platform?.close();
});

/** The platform's "launch" link: the tool's login initiation URL (Security Framework §5.1.1.1). */
function loginInitiation(hint: string, sub: string, target: string) {
  return `/api/lti/${publicId}/login?${new URLSearchParams({
    iss: platform.issuer,
    login_hint: sub,
    target_link_uri: target,
    lti_message_hint: hint,
    lti_deployment_id: platform.deploymentId,
    client_id: platform.clientId,
  })}`;
}

test('a student launched from the LMS is signed in, takes the quiz, and the LMS gets the score', async ({
  page,
}) => {
  platform.expectLaunch('quiz-launch', {
    sub: 'lms-learner-9',
    name: 'Sana Ahmed',
    targetLinkUri: `${toolLaunch}?watni_quiz=${quizId}`,
  });
  await page.goto(
    loginInitiation('quiz-launch', 'lms-learner-9', `${toolLaunch}?watni_quiz=${quizId}`),
  );
  await expect(page).toHaveURL(new RegExp(`/assessments/${quizId}/take$`));
  // The one-time code never stays in the address bar or the history.
  expect(page.url()).not.toContain('code=');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(quizTitle);
  await page.getByRole('radio', { name: 'B. Islamabad' }).click();
  await page.getByRole('button', { name: 'Submit Quiz' }).click();
  await page.getByRole('button', { name: 'Submit', exact: true }).click();
  await expect(page).toHaveURL(/\/assessments\/\d+\/attempts\/\d+$/);

  await expect
    .poll(() => platform.scores.find((s) => s.score.userId === 'lms-learner-9')?.score, {
      timeout: 30_000,
    })
    .toMatchObject({ scoreGiven: 1, scoreMaximum: 1, gradingProgress: 'FullyGraded' });
  expect(platform.refusals).toEqual([]);

  // The same link again: the code is spent, and the page says what to do instead.
  await page.goto('/lti/continue#code=spent-or-unknown-code-0123456789');
  await expect(page.getByRole('heading', { name: 'This link has expired' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Sign in' })).toBeVisible();
});

test('an instructor picks a Watni quiz for the LMS course; the LMS receives the signed link', async ({
  page,
}) => {
  platform.expectLaunch('deep-link', {
    sub: 'lms-teacher-3',
    targetLinkUri: toolLaunch,
    roles: ['http://purl.imsglobal.org/vocab/lis/v2/membership#Instructor'],
    deepLinkReturnUrl: platform.deepLinkReturnUrl,
  });
  await page.goto(loginInitiation('deep-link', 'lms-teacher-3', toolLaunch));
  await expect(page.getByRole('heading', { name: 'Add a Watni quiz' })).toBeVisible();
  await expect(page.getByText('Stand-in LMS')).toBeVisible();
  await page.getByRole('button', { name: 'Add to the course' }).click();
  await expect(page.getByText('Choose a quiz.')).toBeVisible();
  await page.getByRole('radio', { name: new RegExp(quizTitle) }).click();
  await page.getByRole('button', { name: 'Add to the course' }).click();
  await expect(page.getByRole('heading', { name: 'Linked' })).toBeVisible();
  expect(platform.refusals).toEqual([]);
  expect(platform.deepLinkResponses).toHaveLength(1);
  const response = platform.deepLinkResponses[0]!;
  const [item] = response['https://purl.imsglobal.org/spec/lti-dl/claim/content_items'] as {
    type: string;
    custom: Record<string, string>;
  }[];
  expect(item).toMatchObject({ type: 'ltiResourceLink', custom: { watni_quiz: String(quizId) } });
});
