// Results, attempts, quiz lessons, certificates (docs/learning-loop.md).
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DEMO_PASSWORD, type TestApp } from '../helpers/app.js';
import {
  CAPITAL_QUESTION,
  caller,
  expectStatus,
  IQBAL_ADMIN,
  IQBAL_STUDENT,
  IQBAL_TEACHER,
  QUAID_STUDENT,
} from './helpers.js';

let t: TestApp;
let call: ReturnType<typeof caller>;
let courseId: number;
const LEARNER = 'loop.learner@iqbal.edu.pk';
const OTHER = 'loop.other@iqbal.edu.pk';

interface Quiz {
  id: number;
  questions: { id: number; question_type: string }[];
  max_attempts: number | null;
  attempts_policy: string;
  review_after_submit: boolean;
}
interface Submission {
  id: number;
  attempt_id: number;
  score: number;
  passed: boolean;
  grading_pending: boolean;
  results: { question_id: number; is_correct: boolean | null }[];
}
interface MyAttempts {
  state: {
    status: string;
    attempts_used: number;
    attempts_left: number | null;
    counted: { attempt_id: number; score: number; percentage: number; passed: boolean } | null;
  };
  items: { id: number; number: number; counts: boolean; status: string }[];
}

async function approve(email: string) {
  expectStatus(await call(email, 'POST', `/courses/${courseId}/enroll`, {}), 201);
  const pending = (
    await call(IQBAL_ADMIN, 'GET', `/courses/${courseId}/enrollments?status_filter=pending`)
  ).json() as { items: { id: number; user: { email: string } }[] };
  const id = pending.items.find((item) => item.user.email === email)?.id;
  if (id === undefined) return; // a free course approves at once
  expectStatus(
    await call(IQBAL_ADMIN, 'PUT', `/courses/enrollments/${id}`, {
      payment_status: 'paid',
      admin_approved: true,
      status: 'active',
    }),
    200,
  );
}

async function createQuiz(extra: Record<string, unknown>): Promise<Quiz> {
  const response = await call(IQBAL_TEACHER, 'POST', '/assessments/', {
    course_id: courseId,
    title: 'Quiz',
    passing_score: 50,
    is_published: true,
    questions: [
      { ...CAPITAL_QUESTION, points: 2 },
      {
        question_text: 'Explain Khudi.',
        question_type: 'essay',
        points: 2,
      },
    ],
    ...extra,
  });
  expectStatus(response, 201);
  return response.json() as Quiz;
}

const answers = (quiz: Quiz, mcq: string, essay = 'Selfhood') => ({
  [String(quiz.questions[0]!.id)]: mcq,
  [String(quiz.questions[1]!.id)]: essay,
});

async function submit(email: string, quiz: Quiz, body: Record<string, string>) {
  const start = await call(email, 'POST', `/assessments/${quiz.id}/start`);
  expectStatus(start, 200);
  const attempt = start.json() as { id: number };
  const response = await call(email, 'POST', `/assessments/${quiz.id}/submit`, {
    answers: body,
    attempt_id: attempt.id,
  });
  expectStatus(response, 201);
  return response.json() as Submission;
}

async function grade(submission: Submission, quiz: Quiz, points: number, feedback = 'Good') {
  const response = await call(IQBAL_TEACHER, 'PUT', `/assessments/submissions/${submission.id}`, {
    grades: [{ question_id: quiz.questions[1]!.id, points, feedback }],
    feedback: 'Well argued overall.',
  });
  expectStatus(response, 200);
  return response.json() as Submission;
}

const mine = async (email: string, quiz: Quiz) =>
  (await call(email, 'GET', `/assessments/${quiz.id}/attempts/my`)).json() as MyAttempts;

beforeAll(async () => {
  t = await createTestApp();
  call = caller(t);
  for (const [email, first] of [
    [LEARNER, 'Sadia'],
    [OTHER, 'Omer'],
  ] as const) {
    expectStatus(
      await call(IQBAL_ADMIN, 'POST', '/users/', {
        email,
        username: email.split('@')[0]!.replace('.', '_'),
        password: DEMO_PASSWORD,
        first_name: first,
        last_name: 'Learner',
      }),
      201,
    );
  }
  const created = await call(IQBAL_TEACHER, 'POST', '/courses/', {
    title: 'Learning loop course',
    description: 'A course to close the loop.',
    price: 0,
    currency: 'PKR',
    level: 'beginner',
  });
  expectStatus(created, 201);
  courseId = (created.json() as { id: number }).id;
  expectStatus(await call(IQBAL_ADMIN, 'PUT', `/courses/${courseId}`, { is_published: true }), 200);
  await approve(LEARNER);
  await approve(OTHER);
});
afterAll(() => t.close());

describe('attempt limits', () => {
  it('defaults to one attempt for a timed quiz and unlimited otherwise', async () => {
    expect((await createQuiz({ time_limit_minutes: 10, is_published: false })).max_attempts).toBe(
      1,
    );
    expect((await createQuiz({ is_published: false })).max_attempts).toBeNull();
  });

  it('refuses a start past the limit, and two starts at once open one attempt', async () => {
    const quiz = await createQuiz({ max_attempts: 2 });
    const [a, b] = await Promise.all([
      call(LEARNER, 'POST', `/assessments/${quiz.id}/start`),
      call(LEARNER, 'POST', `/assessments/${quiz.id}/start`),
    ]);
    expectStatus(a, 200);
    expectStatus(b, 200);
    expect((a.json() as { id: number }).id).toBe((b.json() as { id: number }).id);
    await call(LEARNER, 'POST', `/assessments/${quiz.id}/submit`, {
      answers: answers(quiz, 'A'),
      attempt_id: (a.json() as { id: number }).id,
    });
    await submit(LEARNER, quiz, answers(quiz, 'B'));
    expectStatus(
      await call(LEARNER, 'POST', `/assessments/${quiz.id}/start`),
      409,
      'You have used all 2 attempts at this quiz.',
    );
    const state = await mine(LEARNER, quiz);
    expect(state.state).toMatchObject({ attempts_used: 2, attempts_left: 0 });
    expect(state.items.map((item) => item.number)).toEqual([2, 1]);
  });

  it('lets two concurrent retakes at the last attempt open exactly one', async () => {
    const quiz = await createQuiz({ max_attempts: 2 });
    await submit(OTHER, quiz, answers(quiz, 'A'));
    const responses = await Promise.all(
      Array.from({ length: 4 }, () => call(OTHER, 'POST', `/assessments/${quiz.id}/start`)),
    );
    const ids = new Set(
      responses.filter((r) => r.statusCode === 200).map((r) => (r.json() as { id: number }).id),
    );
    expect(ids.size).toBe(1);
    expect((await mine(OTHER, quiz)).state.attempts_used).toBe(2);
  });
});

describe('best or last attempt, review', () => {
  it('counts the best attempt by default and the last when the quiz says so', async () => {
    for (const policy of ['best', 'last'] as const) {
      const quiz = await createQuiz({ attempts_policy: policy });
      const first = await submit(LEARNER, quiz, answers(quiz, 'B'));
      await grade(first, quiz, 2); // 4/4
      const second = await submit(LEARNER, quiz, answers(quiz, 'A'));
      await grade(second, quiz, 0); // 0/4
      const { state, items } = await mine(LEARNER, quiz);
      expect(state.status).toBe('graded');
      const counted = policy === 'best' ? first.attempt_id : second.attempt_id;
      expect(state.counted!.attempt_id).toBe(counted);
      expect(state.counted!.passed).toBe(policy === 'best');
      expect(items.find((item) => item.counts)!.id).toBe(counted);
    }
  });

  it('shows correctness and correct answers only when review is allowed', async () => {
    for (const review of [false, true]) {
      const quiz = await createQuiz({ review_after_submit: review });
      const submitted = await submit(LEARNER, quiz, answers(quiz, 'A'));
      expect(submitted.results[0]!.is_correct).toBe(review ? false : null);
      expect(submitted.grading_pending).toBe(true);
      expect((await mine(LEARNER, quiz)).state.status).toBe('awaiting_grading');
      await grade(submitted, quiz, 1, 'Think about the self.');
      const result = await call(
        LEARNER,
        'GET',
        `/assessments/${quiz.id}/attempts/${submitted.attempt_id}`,
      );
      expectStatus(result, 200);
      const body = result.json() as {
        review_allowed: boolean;
        feedback: string;
        questions: {
          answer: string;
          correct_answer: string | null;
          is_correct: boolean | null;
          feedback: string | null;
          points_awarded: number;
        }[];
      };
      expect(body.review_allowed).toBe(review);
      expect(body.feedback).toBe('Well argued overall.');
      expect(body.questions[0]).toMatchObject({
        answer: 'A',
        correct_answer: review ? 'B' : null,
        is_correct: review ? false : null,
      });
      expect(body.questions[1]).toMatchObject({
        points_awarded: 1,
        feedback: 'Think about the self.',
      });
      if (!review) expect(result.body).not.toContain('"correct_answer":"B"');
      // Another learner's attempt is not found; staff may read it.
      expectStatus(
        await call(OTHER, 'GET', `/assessments/${quiz.id}/attempts/${submitted.attempt_id}`),
        404,
      );
      expectStatus(
        await call(
          IQBAL_TEACHER,
          'GET',
          `/assessments/${quiz.id}/attempts/${submitted.attempt_id}`,
        ),
        200,
      );
    }
  });
});

describe('quiz lessons and the certificate', () => {
  it('links a quiz lesson only to a quiz of the same course', async () => {
    const foreign = (
      (
        await call(IQBAL_TEACHER, 'GET', `/assessments/course/${courseId}?published_only=false`)
      ).json() as { items: { id: number }[] }
    ).items[0]!.id;
    const other = await call(IQBAL_TEACHER, 'POST', '/courses/', {
      title: 'Another course',
      description: 'x',
      price: 0,
      currency: 'PKR',
      level: 'beginner',
    });
    const otherId = (other.json() as { id: number }).id;
    expectStatus(
      await call(IQBAL_TEACHER, 'POST', '/lessons/', {
        course_id: otherId,
        title: 'Quiz lesson',
        content_type: 'quiz',
        assessment_id: foreign,
      }),
      422,
      'assessment_id must be a quiz of this course.',
    );
    expectStatus(
      await call(IQBAL_TEACHER, 'POST', '/lessons/', {
        course_id: otherId,
        title: 'Text lesson',
        content_type: 'text',
        assessment_id: foreign,
      }),
      422,
    );
  });

  it('ticks the quiz lesson on passing, completes the course and issues a verifiable certificate', async () => {
    // A fresh course: one text lesson, one quiz lesson.
    const created = await call(IQBAL_TEACHER, 'POST', '/courses/', {
      title: 'Certificate course',
      description: 'Finish me.',
      price: 0,
      currency: 'PKR',
      level: 'beginner',
    });
    const previous = courseId;
    courseId = (created.json() as { id: number }).id;
    expectStatus(
      await call(IQBAL_ADMIN, 'PUT', `/courses/${courseId}`, { is_published: true }),
      200,
    );
    const quiz = await createQuiz({ passing_score: 75 });
    const text = await call(IQBAL_TEACHER, 'POST', '/lessons/', {
      course_id: courseId,
      title: 'Read me',
      content_type: 'text',
      content_body: '<p>Hello</p>',
      is_published: true,
    });
    const quizLesson = await call(IQBAL_TEACHER, 'POST', '/lessons/', {
      course_id: courseId,
      title: 'Checkpoint',
      content_type: 'quiz',
      assessment_id: quiz.id,
      is_published: true,
      order_index: 1,
    });
    expectStatus(quizLesson, 201);
    const quizLessonId = (quizLesson.json() as { id: number; assessment_id: number }).id;
    expect((quizLesson.json() as { assessment_id: number }).assessment_id).toBe(quiz.id);
    await approve(LEARNER);

    // The client cannot tick a quiz lesson itself.
    expectStatus(
      await call(LEARNER, 'POST', `/lessons/${quizLessonId}/progress`, { completed: true }),
      409,
    );
    expectStatus(
      await call(LEARNER, 'POST', `/lessons/${(text.json() as { id: number }).id}/progress`, {
        completed: true,
      }),
      200,
    );
    const submitted = await submit(LEARNER, quiz, answers(quiz, 'B'));
    let progress = (await call(LEARNER, 'GET', `/courses/${courseId}/progress/my`)).json() as {
      completed_lesson_ids: number[];
      percentage: number;
    };
    // 2/4 awaiting grading: not passed yet.
    expect(progress.completed_lesson_ids).not.toContain(quizLessonId);
    expect(
      ((await call(LEARNER, 'GET', '/certificates/my')).json() as { total: number }).total,
    ).toBe(0);

    await grade(submitted, quiz, 2);
    progress = (
      await call(LEARNER, 'GET', `/courses/${courseId}/progress/my`)
    ).json() as typeof progress;
    expect(progress.completed_lesson_ids).toContain(quizLessonId);
    expect(progress.percentage).toBe(100);

    const certificates = (await call(LEARNER, 'GET', '/certificates/my')).json() as {
      items: {
        id: number;
        code: string;
        number: string;
        course_id: number;
        recipient_name: string;
      }[];
    };
    expect(certificates.items).toHaveLength(1);
    const certificate = certificates.items[0]!;
    expect(certificate).toMatchObject({ course_id: courseId, recipient_name: 'Sadia Learner' });
    expect(certificate.code).toMatch(/^[0-9A-Z]{4}(-[0-9A-Z]{4}){3}$/);
    // Grading told the learner in-app (the inbox), with a link to the result.
    const inbox = await t.query((tx) =>
      tx.execute(
        sql`select n.event from notifications n join users u on u.id = n.user_id
            where u.email = ${LEARNER} and n.event = 'quiz_graded'`,
      ),
    );
    expect((inbox as unknown as { rows: unknown[] }).rows.length).toBeGreaterThan(0);
    const summary = (await call(LEARNER, 'GET', '/dashboard/summary')).json() as {
      certifications: number;
    };
    expect(summary.certifications).toBe(1);

    for (const lang of ['en', 'ur']) {
      const pdf = await call(LEARNER, 'GET', `/certificates/${certificate.id}/pdf?lang=${lang}`);
      expectStatus(pdf, 200);
      expect(pdf.headers['content-type']).toContain('application/pdf');
      expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    }
    expectStatus(await call(OTHER, 'GET', `/certificates/${certificate.id}/pdf`), 404);
    expectStatus(await call(QUAID_STUDENT, 'GET', `/certificates/${certificate.id}/pdf`), 404);
    expectStatus(await call(IQBAL_STUDENT, 'GET', `/certificates/${certificate.id}/pdf`), 404);

    // Public verification: no sign-in, only what the certificate shows.
    const verified = await call(
      null,
      'GET',
      `/certificates/verify/${certificate.code.toLowerCase()}`,
    );
    expectStatus(verified, 200);
    expect(verified.json()).toEqual({
      kind: 'course',
      status: 'valid',
      number: certificate.number,
      recipient_name: 'Sadia Learner',
      course_title: 'Certificate course',
      school_name: expect.any(String),
      issued_at: expect.any(String),
    });
    expect(verified.body).not.toContain('@');
    expectStatus(
      await call(null, 'GET', '/certificates/verify/0000-0000-0000-0000'),
      404,
      'No certificate has this verification code.',
    );
    expectStatus(await call(null, 'GET', '/certificates/verify/not-a-code'), 404);

    // Grading again does not issue a second certificate.
    await grade(submitted, quiz, 2, 'Still good');
    expect(
      ((await call(LEARNER, 'GET', '/certificates/my')).json() as { total: number }).total,
    ).toBe(1);
    courseId = previous;
  });

  it('completes a quiz lesson on submit when the quiz has no passing score', async () => {
    const quiz = await createQuiz({ passing_score: 0 });
    const lesson = await call(IQBAL_TEACHER, 'POST', '/lessons/', {
      course_id: courseId,
      title: 'Survey',
      content_type: 'quiz',
      assessment_id: quiz.id,
      is_published: true,
    });
    const lessonId = (lesson.json() as { id: number }).id;
    await submit(OTHER, quiz, answers(quiz, 'A', ''));
    const progress = (await call(OTHER, 'GET', `/courses/${courseId}/progress/my`)).json() as {
      completed_lesson_ids: number[];
    };
    expect(progress.completed_lesson_ids).toContain(lessonId);
    // The learner's quiz list carries their state.
    const list = (await call(OTHER, 'GET', `/assessments/course/${courseId}`)).json() as {
      items: { id: number; my_state?: { status: string } }[];
    };
    expect(list.items.find((item) => item.id === quiz.id)!.my_state!.status).toBe('graded');
  });
});
