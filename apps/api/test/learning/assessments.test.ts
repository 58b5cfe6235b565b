import { and, asc, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../src/db/schema/identity.js';
import { assessmentAttempts, submissions } from '../../src/db/schema/learning.js';
import { createTestApp, type TestApp } from '../helpers/app.js';
import {
  caller,
  courseId,
  expectNoAnswers,
  expectStatus,
  IQBAL,
  IQBAL_ADMIN,
  IQBAL_STUDENT,
  IQBAL_STUDENT2,
  IQBAL_STUDENT3,
  IQBAL_TEACHER,
  userId,
} from './helpers.js';

let t: TestApp;
let call: ReturnType<typeof caller>;
let python: number; // the teacher's; student & student3 approved, student2 pending
let olevel: number; // no author
beforeAll(async () => {
  t = await createTestApp();
  call = caller(t);
  python = await courseId(t, IQBAL, 'Python for Beginners');
  olevel = await courseId(t, IQBAL, 'O Level Computer Science (2210)');
});
afterAll(() => t.close());

interface QuestionAdminBody {
  id: number;
  question_type: string;
  points: number;
  correct_answer: string | null;
  accepted_answers: string[];
  options: Record<string, string>;
  hints: string[];
  order_index: number;
}
interface AssessmentBody {
  id: number;
  course_id: number;
  total_points: number;
  question_count: number;
  is_published: boolean;
  passing_score: number;
  time_limit_minutes: number | null;
  questions: QuestionAdminBody[];
}
interface SubmissionBody {
  id: number;
  attempt_id: number;
  score: number;
  max_score: number;
  percentage: number;
  passed: boolean;
  grading_pending: boolean;
  results: {
    question_id: number;
    points_awarded: number;
    max_points: number;
    is_correct: boolean | null;
    feedback: string | null;
  }[];
  feedback: string | null;
  graded_at: string | null;
  time_taken_minutes: number;
}

// Accepted answers the learners below never type, so they must never appear in their responses.
const SECRET_ALTERNATIVE = 'Zarb-e-Kaleem-secret';
const quiz = (extra: Record<string, unknown> = {}) => ({
  course_id: python,
  title: 'Iqbal and Pakistan',
  description: 'Four kinds of question.',
  passing_score: 50,
  questions: [
    {
      question_text: 'Which city is the capital of Pakistan?',
      question_type: 'multiple_choice',
      options: { A: 'Karachi', B: 'Islamabad', C: 'Lahore' },
      correct_answer: 'b',
      points: 2,
      hints: ['It was purpose-built in the 1960s.'],
    },
    {
      question_text: 'Allama Iqbal was born in Sialkot.',
      question_type: 'true_false',
      correct_answer: 'TRUE',
      points: 1,
      hints: [],
    },
    {
      question_text: 'Name the poet known as the Poet of the East.',
      question_type: 'short_answer',
      accepted_answers: ['Allama Iqbal', 'Muhammad Iqbal', SECRET_ALTERNATIVE],
      points: 3,
      hints: ['He wrote Bang-e-Dra.'],
    },
    {
      question_text: 'Describe what Khudi means in Iqbal’s poetry.',
      question_type: 'essay',
      points: 4,
      hints: ['Selfhood.'],
    },
  ],
  ...extra,
});

async function createQuiz(extra: Record<string, unknown> = {}): Promise<AssessmentBody> {
  const response = await call(IQBAL_TEACHER, 'POST', '/assessments/', quiz(extra));
  expectStatus(response, 201);
  return response.json() as AssessmentBody;
}

const answersFor = (assessment: AssessmentBody, values: string[]) =>
  Object.fromEntries(
    assessment.questions.map((question, index) => [String(question.id), values[index] ?? '']),
  );

describe('staff: quizzes and questions', () => {
  it('creates a quiz with its questions; total_points is the sum of the points', async () => {
    const assessment = await createQuiz();
    expect(assessment).toMatchObject({
      course_id: python,
      total_points: 10,
      question_count: 4,
      is_published: false,
      passing_score: 50,
      time_limit_minutes: null,
    });
    const [mc, tf, short, essay] = assessment.questions;
    expect(mc).toMatchObject({
      question_type: 'multiple_choice',
      correct_answer: 'B',
      options: { A: 'Karachi', B: 'Islamabad', C: 'Lahore' },
      order_index: 0,
    });
    expect(tf).toMatchObject({ correct_answer: 'true', options: {} });
    expect(short).toMatchObject({
      accepted_answers: ['Allama Iqbal', 'Muhammad Iqbal', SECRET_ALTERNATIVE],
    });
    expect(essay).toMatchObject({
      correct_answer: null,
      accepted_answers: [],
      hints: ['Selfhood.'],
    });

    const added = await call(IQBAL_TEACHER, 'POST', `/assessments/${assessment.id}/questions`, {
      question_text: 'Pakistan became independent in 1947.',
      question_type: 'true_false',
      correct_answer: 'true',
      points: 5,
    });
    expectStatus(added, 201);
    expect(added.json()).toMatchObject({ order_index: 4, points: 5 });
    const admin = (
      await call(IQBAL_TEACHER, 'GET', `/assessments/${assessment.id}/admin`)
    ).json() as AssessmentBody;
    expect(admin.total_points).toBe(15);

    const question = (added.json() as QuestionAdminBody).id;
    const updated = await call(IQBAL_TEACHER, 'PUT', `/assessments/questions/${question}`, {
      points: 2,
    });
    expectStatus(updated, 200);
    expect(
      (
        (
          await call(IQBAL_TEACHER, 'GET', `/assessments/${assessment.id}/admin`)
        ).json() as AssessmentBody
      ).total_points,
    ).toBe(12);
    expectStatus(await call(IQBAL_TEACHER, 'DELETE', `/assessments/questions/${question}`), 204);
    expect(
      (
        (
          await call(IQBAL_TEACHER, 'GET', `/assessments/${assessment.id}/admin`)
        ).json() as AssessmentBody
      ).total_points,
    ).toBe(10);
  });

  it('validates questions per type (422 naming the field)', async () => {
    const assessment = await createQuiz();
    const url = `/assessments/${assessment.id}/questions`;
    const bad: [Record<string, unknown>, string][] = [
      [
        {
          question_text: 'Q',
          question_type: 'multiple_choice',
          options: { A: 'Only one' },
          correct_answer: 'A',
        },
        'options',
      ],
      [
        {
          question_text: 'Q',
          question_type: 'multiple_choice',
          options: { A: 'x', B: 'y' },
          correct_answer: 'C',
        },
        'correct_answer',
      ],
      [
        { question_text: 'Q', question_type: 'multiple_choice', options: { A: 'x', B: 'y' } },
        'correct_answer',
      ],
      [
        {
          question_text: 'Q',
          question_type: 'multiple_choice',
          options: { a: 'x', B: 'y' },
          correct_answer: 'B',
        },
        'options',
      ],
      [
        { question_text: 'Q', question_type: 'true_false', correct_answer: 'maybe' },
        'correct_answer',
      ],
      [{ question_text: 'Q', question_type: 'matching' }, 'question_type'],
      [{ question_text: '  ', question_type: 'essay' }, 'question_text'],
      [{ question_text: 'Q', question_type: 'essay', points: -1 }, 'points'],
      [{ question_text: 'Q', question_type: 'essay', points: 1.5 }, 'points'],
    ];
    for (const [body, field] of bad) {
      const response = await call(IQBAL_TEACHER, 'POST', url, body);
      expectStatus(response, 422);
      expect(
        (response.json() as { errors: { field: string }[] }).errors
          .map((error) => error.field)
          .join(' '),
      ).toContain(field);
    }
    const inline = await call(IQBAL_TEACHER, 'POST', '/assessments/', {
      course_id: python,
      title: 'Broken',
      questions: [{ question_text: 'Q', question_type: 'true_false', correct_answer: 'yes' }],
    });
    expectStatus(inline, 422);
    expect((inline.json() as { errors: { field: string }[] }).errors[0]!.field).toBe(
      'questions[0].correct_answer',
    );
    // Changing the type re-validates the merged question.
    const mc = assessment.questions[0]!;
    expectStatus(
      await call(IQBAL_TEACHER, 'PUT', `/assessments/questions/${mc.id}`, {
        question_type: 'true_false',
      }),
      422,
    );
    const essay = await call(IQBAL_TEACHER, 'PUT', `/assessments/questions/${mc.id}`, {
      question_type: 'essay',
    });
    expect(essay.json()).toMatchObject({
      question_type: 'essay',
      options: {},
      correct_answer: null,
    });
  });

  it('lets only staff of the course write assessments; learners get 403', async () => {
    expectStatus(await call(IQBAL_STUDENT, 'POST', '/assessments/', quiz()), 403);
    expectStatus(
      await call(IQBAL_TEACHER, 'POST', '/assessments/', quiz({ course_id: olevel })),
      403,
    );
    expectStatus(
      await call(IQBAL_ADMIN, 'POST', '/assessments/', quiz({ course_id: olevel })),
      201,
    );
    const assessment = await createQuiz();
    expectStatus(
      await call(IQBAL_STUDENT, 'PUT', `/assessments/${assessment.id}`, { is_published: true }),
      403,
    );
    expectStatus(await call(IQBAL_STUDENT, 'DELETE', `/assessments/${assessment.id}`), 403);
    expectStatus(
      await call(IQBAL_STUDENT, 'GET', `/assessments/${assessment.id}/admin`),
      403,
      'Only the course teacher or an administrator can see the correct answers.',
    );
    expectStatus(
      await call(IQBAL_STUDENT, 'POST', `/assessments/${assessment.id}/questions`, {
        question_text: 'Q',
        question_type: 'essay',
      }),
      403,
    );
    expectStatus(
      await call(IQBAL_STUDENT, 'PUT', `/assessments/questions/${assessment.questions[0]!.id}`, {
        points: 9,
      }),
      403,
    );
    expectStatus(
      await call(IQBAL_STUDENT, 'DELETE', `/assessments/questions/${assessment.questions[0]!.id}`),
      403,
    );
    expectStatus(
      await call(IQBAL_STUDENT, 'GET', `/assessments/${assessment.id}/submissions`),
      403,
    );
  });

  it('publishes by update; learners see published quizzes only, staff the drafts too', async () => {
    const assessment = await createQuiz({ title: 'Draft then published' });
    const listFor = async (email: string, query = '') =>
      (
        (await call(email, 'GET', `/assessments/course/${python}${query}`)).json() as {
          items: AssessmentBody[];
        }
      ).items.map((item) => item.id);
    expect(await listFor(IQBAL_STUDENT, '?published_only=false')).not.toContain(assessment.id);
    expect(await listFor(IQBAL_TEACHER, '?published_only=false')).toContain(assessment.id);
    expect(await listFor(IQBAL_TEACHER)).not.toContain(assessment.id);
    expectStatus(await call(IQBAL_STUDENT, 'GET', `/assessments/${assessment.id}`), 404);

    const published = await call(IQBAL_TEACHER, 'PUT', `/assessments/${assessment.id}`, {
      is_published: true,
      time_limit_minutes: 15,
    });
    expectStatus(published, 200);
    expect(published.json()).toMatchObject({
      is_published: true,
      time_limit_minutes: 15,
      total_points: 10,
    });
    expect(await listFor(IQBAL_STUDENT)).toContain(assessment.id);
    const summary = (await call(IQBAL_STUDENT, 'GET', `/assessments/course/${python}`)).json() as {
      items: AssessmentBody[];
    };
    expect(summary.items.find((item) => item.id === assessment.id)).toMatchObject({
      total_points: 10,
      question_count: 4,
    });
    expectStatus(
      await call(IQBAL_STUDENT2, 'GET', `/assessments/course/${python}`),
      403,
      /pending approval/,
    );
  });
});

describe('learners never receive answers', () => {
  it('leaves correct and accepted answers out of every learner-facing response', async () => {
    const assessment = await createQuiz({ is_published: true, title: 'No peeking' });
    const secrets = [SECRET_ALTERNATIVE];
    const view = await call(IQBAL_STUDENT, 'GET', `/assessments/${assessment.id}`);
    expectStatus(view, 200);
    expectNoAnswers(view, secrets);
    const questions = (view.json() as { questions: Record<string, unknown>[] }).questions;
    expect(questions).toHaveLength(4);
    expect(Object.keys(questions[0]!).sort()).toEqual([
      'assessment_id',
      'hints',
      'id',
      'options',
      'order_index',
      'points',
      'question_text',
      'question_type',
    ]);
    expect(questions[0]!.hints).toEqual(['It was purpose-built in the 1960s.']);

    const list = await call(IQBAL_STUDENT, 'GET', `/assessments/course/${python}`);
    expectNoAnswers(list, secrets);
    const start = await call(IQBAL_STUDENT, 'POST', `/assessments/${assessment.id}/start`);
    expectStatus(start, 200);
    expectNoAnswers(start, secrets);
    const submit = await call(IQBAL_STUDENT, 'POST', `/assessments/${assessment.id}/submit`, {
      answers: answersFor(assessment, ['A', 'false', 'Ghalib', 'I am not sure.']),
    });
    expectStatus(submit, 201);
    expectNoAnswers(submit, [...secrets, 'Islamabad"', 'Muhammad Iqbal']);
    const mine = await call(IQBAL_STUDENT, 'GET', `/assessments/${assessment.id}/submissions/my`);
    expectStatus(mine, 200);
    expectNoAnswers(mine, [...secrets, 'Muhammad Iqbal']);
    // Staff do get them.
    const admin = await call(IQBAL_TEACHER, 'GET', `/assessments/${assessment.id}/admin`);
    expect(admin.body).toContain('"correct_answer"');
    expect(admin.body).toContain(SECRET_ALTERNATIVE);
  });
});

describe('taking a quiz', () => {
  it('grades automatically: choice, true/false, short answers case- and space-insensitively; essays wait', async () => {
    // Review after submission on: the submit answer then says which answers were right.
    const assessment = await createQuiz({
      is_published: true,
      title: 'Graded',
      review_after_submit: true,
    });
    const response = await call(IQBAL_STUDENT, 'POST', `/assessments/${assessment.id}/submit`, {
      answers: answersFor(assessment, ['b', ' True ', '  allama   IQBAL ', 'Khudi is the self.']),
      time_taken_minutes: 500,
    });
    expectStatus(response, 201);
    const submission = response.json() as SubmissionBody;
    expect(submission).toMatchObject({
      score: 6,
      max_score: 10,
      percentage: 60,
      passed: true,
      grading_pending: true,
      graded_at: null,
      time_taken_minutes: 0,
    });
    expect(submission.results.map((item) => [item.points_awarded, item.is_correct])).toEqual([
      [2, true],
      [1, true],
      [3, true],
      [0, null],
    ]);
  });

  it('sends an unmatched short answer to review and a blank answer to zero', async () => {
    const assessment = await createQuiz({
      is_published: true,
      title: 'Review',
      review_after_submit: true,
    });
    const response = await call(IQBAL_STUDENT3, 'POST', `/assessments/${assessment.id}/submit`, {
      answers: { [assessment.questions[0]!.id]: 'C', [assessment.questions[2]!.id]: 'Faiz' },
    });
    const submission = response.json() as SubmissionBody;
    expect(submission).toMatchObject({
      score: 0,
      percentage: 0,
      passed: false,
      grading_pending: true,
    });
    expect(submission.results.map((item) => item.is_correct)).toEqual([false, false, null, false]);
  });

  it('refuses unknown question ids (422), drafts (403) and learners without an approved enrollment (403)', async () => {
    const assessment = await createQuiz({ is_published: true, title: 'Refusals' });
    const url = `/assessments/${assessment.id}/submit`;
    const unknown = await call(IQBAL_STUDENT, 'POST', url, { answers: { '999999': 'A' } });
    expectStatus(unknown, 422, 'answers.999999 is not a question of this assessment.');
    expectStatus(await call(IQBAL_STUDENT, 'POST', url, { answers: { abc: 'A' } }), 422);
    expectStatus(await call(IQBAL_STUDENT, 'POST', url, { answers: [] }), 422);
    expectStatus(await call(IQBAL_STUDENT, 'POST', url, {}), 422);
    expectStatus(await call(IQBAL_STUDENT2, 'POST', url, { answers: {} }), 403, /pending approval/);
    expectStatus(
      await call(IQBAL_STUDENT2, 'POST', `/assessments/${assessment.id}/start`),
      403,
      /pending approval/,
    );

    const draft = await createQuiz({ title: 'Still a draft' });
    expectStatus(
      await call(IQBAL_STUDENT, 'POST', `/assessments/${draft.id}/submit`, { answers: {} }),
      403,
      'This quiz is not published, so it cannot be submitted.',
    );
    const [stored] = await t.query((tx) =>
      tx
        .select({ n: count() })
        .from(submissions)
        .where(eq(submissions.assessment_id, assessment.id)),
    );
    expect(stored!.n).toBe(0);
  });

  it('stores a double click once: two simultaneous submits of one attempt give 201 and 409', async () => {
    const assessment = await createQuiz({ is_published: true, title: 'Double click' });
    const attempt = (
      await call(IQBAL_STUDENT3, 'POST', `/assessments/${assessment.id}/start`)
    ).json() as { id: number };
    const body = { answers: answersFor(assessment, ['B', 'true', 'Iqbal', '']) };
    const responses = await Promise.all([
      call(IQBAL_STUDENT3, 'POST', `/assessments/${assessment.id}/submit`, body),
      call(IQBAL_STUDENT3, 'POST', `/assessments/${assessment.id}/submit`, body),
    ]);
    expect(responses.map((response) => response.statusCode).sort()).toEqual([201, 409]);
    const refused = responses.find((response) => response.statusCode === 409)!;
    expect(refused.json()).toMatchObject({
      detail: expect.stringMatching(/already been submitted/),
    });
    const rows = await t.query((tx) =>
      tx.select().from(submissions).where(eq(submissions.assessment_id, assessment.id)),
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]!.attempt_id).toBe(attempt.id);

    // The same with an explicit attempt_id, and without any start (an untimed quiz).
    const again = (
      await call(IQBAL_STUDENT3, 'POST', `/assessments/${assessment.id}/start`)
    ).json() as { id: number };
    expect(again.id).not.toBe(attempt.id);
    const explicit = await Promise.all([
      call(IQBAL_STUDENT3, 'POST', `/assessments/${assessment.id}/submit`, {
        ...body,
        attempt_id: again.id,
      }),
      call(IQBAL_STUDENT3, 'POST', `/assessments/${assessment.id}/submit`, {
        ...body,
        attempt_id: again.id,
      }),
    ]);
    expect(explicit.map((response) => response.statusCode).sort()).toEqual([201, 409]);

    const fresh = await createQuiz({ is_published: true, title: 'No start' });
    const implicit = await Promise.all([
      call(IQBAL_STUDENT3, 'POST', `/assessments/${fresh.id}/submit`, { answers: {} }),
      call(IQBAL_STUDENT3, 'POST', `/assessments/${fresh.id}/submit`, { answers: {} }),
    ]);
    expect(implicit.map((response) => response.statusCode).sort()).toEqual([201, 409]);
    const [count1] = await t.query((tx) =>
      tx.select({ n: count() }).from(submissions).where(eq(submissions.assessment_id, fresh.id)),
    );
    expect(count1!.n).toBe(1);
  });

  it('enforces the time limit on the server from the attempt’s start, with one grace minute', async () => {
    const assessment = await createQuiz({
      is_published: true,
      title: 'Timed',
      time_limit_minutes: 10,
      // Retakes below (a timed quiz allows one attempt unless the teacher allows more).
      max_attempts: null,
    });
    const url = `/assessments/${assessment.id}`;
    expectStatus(
      await call(IQBAL_STUDENT, 'POST', `${url}/submit`, { answers: {} }),
      409,
      /time limit: start it first/,
    );

    const start = await call(IQBAL_STUDENT, 'POST', `${url}/start`);
    expectStatus(start, 200);
    const attempt = start.json() as { id: number; started_at: string; expires_at: string };
    expect(Date.parse(attempt.expires_at) - Date.parse(attempt.started_at)).toBe(10 * 60_000);
    // Starting again returns the open attempt.
    expect(((await call(IQBAL_STUDENT, 'POST', `${url}/start`)).json() as { id: number }).id).toBe(
      attempt.id,
    );

    const shift = async (minutesAgo: number) => {
      const started = new Date(Date.now() - minutesAgo * 60_000);
      await t.query((tx) =>
        tx
          .update(assessmentAttempts)
          .set({ started_at: started, expires_at: new Date(started.getTime() + 10 * 60_000) })
          .where(eq(assessmentAttempts.id, attempt.id)),
      );
    };
    // Ten and a half minutes in: inside the grace minute (the client's number is ignored).
    await shift(10.5);
    const inGrace = await call(IQBAL_STUDENT, 'POST', `${url}/submit`, {
      answers: {},
      time_taken_minutes: 1,
    });
    expectStatus(inGrace, 201);
    expect((inGrace.json() as SubmissionBody).time_taken_minutes).toBe(11);

    const late = (await call(IQBAL_STUDENT, 'POST', `${url}/start`)).json() as { id: number };
    await t.query((tx) =>
      tx
        .update(assessmentAttempts)
        .set({
          started_at: new Date(Date.now() - 12 * 60_000),
          expires_at: new Date(Date.now() - 2 * 60_000),
        })
        .where(eq(assessmentAttempts.id, late.id)),
    );
    expectStatus(
      await call(IQBAL_STUDENT, 'POST', `${url}/submit`, { answers: {}, time_taken_minutes: 5 }),
      403,
      'The time limit for this attempt has passed, so the answers were not accepted.',
    );
    const [closed] = await t.query((tx) =>
      tx.select().from(assessmentAttempts).where(eq(assessmentAttempts.id, late.id)),
    );
    expect(closed!.status).toBe('expired');
    expectStatus(
      await call(IQBAL_STUDENT, 'POST', `${url}/submit`, { answers: {}, attempt_id: late.id }),
      403,
    );
    // A new start opens a fresh attempt.
    const next = (await call(IQBAL_STUDENT, 'POST', `${url}/start`)).json() as { id: number };
    expect(next.id).not.toBe(late.id);
    expectStatus(
      await call(IQBAL_STUDENT, 'POST', `${url}/submit`, { answers: {}, attempt_id: 999999 }),
      404,
    );
    const other = (await call(IQBAL_STUDENT3, 'POST', `${url}/start`)).json() as { id: number };
    expectStatus(
      await call(IQBAL_STUDENT, 'POST', `${url}/submit`, { answers: {}, attempt_id: other.id }),
      404,
    );
  });
});

describe('grading', () => {
  it('lets staff grade essays and short answers; score, percentage and pass recompute', async () => {
    const assessment = await createQuiz({
      is_published: true,
      title: 'To grade',
      passing_score: 70,
    });
    const submission = (
      await call(IQBAL_STUDENT, 'POST', `/assessments/${assessment.id}/submit`, {
        answers: answersFor(assessment, ['B', 'true', 'Dr. Iqbal', 'Khudi means selfhood.']),
      })
    ).json() as SubmissionBody;
    expect(submission).toMatchObject({
      score: 3,
      percentage: 30,
      passed: false,
      grading_pending: true,
    });

    const pending = (
      await call(
        IQBAL_TEACHER,
        'GET',
        `/assessments/${assessment.id}/submissions?grading_pending=true`,
      )
    ).json() as { items: SubmissionBody[] };
    expect(pending.items.map((item) => item.id)).toEqual([submission.id]);

    const [, , short, essay] = assessment.questions;
    const url = `/assessments/submissions/${submission.id}`;
    expectStatus(
      await call(IQBAL_TEACHER, 'PUT', url, { grades: [{ question_id: essay!.id, points: 5 }] }),
      422,
      `points for question ${essay!.id} must be between 0 and 4.`,
    );
    expectStatus(
      await call(IQBAL_TEACHER, 'PUT', url, { grades: [{ question_id: 999999, points: 1 }] }),
      422,
    );
    expectStatus(
      await call(IQBAL_TEACHER, 'PUT', url, {
        grades: [
          { question_id: essay!.id, points: 1 },
          { question_id: essay!.id, points: 2 },
        ],
      }),
      422,
    );
    expectStatus(
      await call(IQBAL_STUDENT, 'PUT', url, { grades: [{ question_id: essay!.id, points: 4 }] }),
      403,
    );

    const partial = await call(IQBAL_TEACHER, 'PUT', url, {
      grades: [{ question_id: essay!.id, points: 3, feedback: 'Good, add an example.' }],
    });
    expectStatus(partial, 200);
    expect(partial.json()).toMatchObject({
      score: 6,
      percentage: 60,
      passed: false,
      grading_pending: true,
    });

    const graded = await call(IQBAL_ADMIN, 'PUT', url, {
      grades: [{ question_id: short!.id, points: 3 }],
      feedback: 'Well done.',
    });
    expectStatus(graded, 200);
    const body = graded.json() as SubmissionBody;
    expect(body).toMatchObject({
      score: 9,
      max_score: 10,
      percentage: 90,
      passed: true,
      grading_pending: false,
      feedback: 'Well done.',
    });
    expect(body.graded_at).toBeTruthy();
    expect(body.results[3]).toMatchObject({
      points_awarded: 3,
      is_correct: false,
      feedback: 'Good, add an example.',
    });
    expect(body.results[2]).toMatchObject({ points_awarded: 3, is_correct: true });
    // Each grading is audited with what it changed; refusals wrote nothing.
    const entries = await t.query((tx) =>
      tx
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.action, 'submission.graded'), eq(auditLog.entity_id, submission.id)))
        .orderBy(asc(auditLog.id)),
    );
    expect(entries.map((entry) => entry.changes)).toMatchObject([
      {
        score: { from: 3, to: 6 },
        passed: { from: false, to: false },
        grades: [{ question_id: essay!.id, to: 3 }],
      },
      {
        score: { from: 6, to: 9 },
        passed: { from: false, to: true },
        grades: [{ question_id: short!.id, to: 3 }],
      },
    ]);

    const mine = (
      await call(IQBAL_STUDENT, 'GET', `/assessments/${assessment.id}/submissions/my`)
    ).json() as { items: SubmissionBody[] };
    expect(mine.items[0]).toMatchObject({ score: 9, passed: true });
    const all = (
      await call(IQBAL_TEACHER, 'GET', `/assessments/${assessment.id}/submissions`)
    ).json() as { items: SubmissionBody[]; total: number };
    expect(all.total).toBe(1);
  });

  it('keeps an assessment that has submissions (409) and deletes one that has none', async () => {
    const used = await createQuiz({ is_published: true, title: 'Used' });
    await call(IQBAL_STUDENT, 'POST', `/assessments/${used.id}/submit`, { answers: {} });
    expectStatus(
      await call(IQBAL_TEACHER, 'DELETE', `/assessments/${used.id}`),
      409,
      /already has submissions/,
    );
    const unused = await createQuiz({ is_published: true, title: 'Unused' });
    await call(IQBAL_STUDENT, 'POST', `/assessments/${unused.id}/start`);
    expectStatus(await call(IQBAL_TEACHER, 'DELETE', `/assessments/${unused.id}`), 204);
    expectStatus(await call(IQBAL_TEACHER, 'GET', `/assessments/${unused.id}/admin`), 404);
    const me = await userId(t, IQBAL_STUDENT);
    const [attempts] = await t.query((tx) =>
      tx
        .select({ n: count() })
        .from(assessmentAttempts)
        .where(
          and(eq(assessmentAttempts.assessment_id, unused.id), eq(assessmentAttempts.user_id, me)),
        ),
    );
    expect(attempts!.n).toBe(0);
  });
});
