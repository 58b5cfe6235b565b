// Question banks (docs/question-banks.md): a course's bank of tagged questions,
// quizzes drawing N random questions from a tag, shuffled order, and each attempt's own
// questions used to show, grade and review it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DEMO_PASSWORD, type TestApp } from '../helpers/app.js';
import {
  auditActions,
  caller,
  expectNoAnswers,
  expectStatus,
  IQBAL,
  IQBAL_ADMIN,
  IQBAL_TEACHER,
  QUAID_TEACHER,
} from './helpers.js';

let t: TestApp;
let call: ReturnType<typeof caller>;
let courseId: number;
const LEARNER = 'bank.learner@iqbal.edu.pk';
const OTHER = 'bank.other@iqbal.edu.pk';

interface BankQuestion {
  id: number;
  question_text: string;
  options: Record<string, string>;
  correct_answer: string | null;
  tags: string[];
}
interface QuizView {
  id: number;
  question_count: number;
  questions: { id: number; question_text: string; options: Record<string, string> }[];
  attempt?: { id: number };
}
interface Submission {
  id: number;
  attempt_id: number;
  score: number;
  max_score: number;
  results: { question_id: number; points_awarded: number }[];
  questions?: { id: number; question_text: string; correct_answer: string | null }[];
}

/** Right answers by question text: "Bank n" is right with "yes n". */
const RIGHT = (n: number) => `yes ${n}`;

async function addBank(n: number, tags: string[]): Promise<BankQuestion> {
  const response = await call(IQBAL_TEACHER, 'POST', `/courses/${courseId}/question-bank`, {
    question_text: `Bank ${n}`,
    question_type: 'multiple_choice',
    options: { A: RIGHT(n), B: `no ${n}`, C: `maybe ${n}` },
    correct_answer: 'A',
    points: 2,
    tags,
  });
  expectStatus(response, 201);
  return response.json() as BankQuestion;
}

async function createQuiz(extra: Record<string, unknown>) {
  const response = await call(IQBAL_TEACHER, 'POST', '/assessments/', {
    course_id: courseId,
    title: 'Drawn quiz',
    passing_score: 50,
    is_published: true,
    questions: [
      {
        question_text: 'Fixed 0',
        question_type: 'multiple_choice',
        options: { A: RIGHT(0), B: 'no 0' },
        correct_answer: 'A',
        points: 2,
      },
    ],
    ...extra,
  });
  return response;
}

/** Opens (or resumes) the learner's attempt by viewing the quiz. */
async function open(email: string, quizId: number): Promise<QuizView> {
  const response = await call(email, 'GET', `/assessments/${quizId}`);
  expectStatus(response, 200);
  return response.json() as QuizView;
}

/** Every answer right: the letter whose option reads "yes n" (wherever shuffling put it). */
function rightAnswers(view: QuizView): Record<string, string> {
  const answers: Record<string, string> = {};
  for (const question of view.questions) {
    const n = Number(question.question_text.split(' ')[1]);
    const letter = Object.entries(question.options).find(([, text]) => text === RIGHT(n))?.[0];
    answers[String(question.id)] = letter!;
  }
  return answers;
}

async function submit(email: string, view: QuizView, answers: Record<string, string>) {
  const response = await call(email, 'POST', `/assessments/${view.id}/submit`, {
    answers,
    attempt_id: view.attempt!.id,
  });
  expectStatus(response, 201);
  return response.json() as Submission;
}

const ids = (view: QuizView) => view.questions.map((question) => question.id);

const algebra: BankQuestion[] = [];

beforeAll(async () => {
  t = await createTestApp();
  call = caller(t);
  for (const [email, first] of [
    [LEARNER, 'Hina'],
    [OTHER, 'Bilal'],
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
    title: 'Question bank course',
    description: 'A course with a bank.',
    price: 0,
    currency: 'PKR',
    level: 'beginner',
  });
  expectStatus(created, 201);
  courseId = (created.json() as { id: number }).id;
  expectStatus(await call(IQBAL_ADMIN, 'PUT', `/courses/${courseId}`, { is_published: true }), 200);
  for (const email of [LEARNER, OTHER]) {
    expectStatus(await call(email, 'POST', `/courses/${courseId}/enroll`, {}), 201);
  }
  for (let n = 1; n <= 10; n += 1) algebra.push(await addBank(n, ['Algebra ', 'core']));
  for (let n = 11; n <= 13; n += 1) await addBank(n, ['geometry']);
});
afterAll(() => t.close());

describe('the bank', () => {
  it('keeps tagged questions of every type, paged, filtered by tag, staff only', async () => {
    expect(algebra[0]!.tags).toEqual(['algebra', 'core']);
    for (const body of [
      { question_text: 'Essay 1', question_type: 'essay', tags: ['writing'] },
      {
        question_text: 'Short 1',
        question_type: 'short_answer',
        accepted_answers: ['Lahore'],
        tags: ['writing'],
      },
      {
        question_text: 'TF 1',
        question_type: 'true_false',
        correct_answer: 'True',
        tags: ['writing'],
      },
    ]) {
      expectStatus(
        await call(IQBAL_TEACHER, 'POST', `/courses/${courseId}/question-bank`, body),
        201,
      );
    }
    const page = await call(
      IQBAL_TEACHER,
      'GET',
      `/courses/${courseId}/question-bank?tag=ALGEBRA&limit=4&skip=4`,
    );
    expectStatus(page, 200);
    const body = page.json() as {
      items: BankQuestion[];
      total: number;
      tags: { tag: string; count: number }[];
    };
    expect(body.total).toBe(10);
    expect(body.items.map((item) => item.question_text)).toEqual([
      'Bank 6',
      'Bank 5',
      'Bank 4',
      'Bank 3',
    ]);
    expect(body.tags).toEqual([
      { tag: 'algebra', count: 10 },
      { tag: 'core', count: 10 },
      { tag: 'geometry', count: 3 },
      { tag: 'writing', count: 3 },
    ]);
    const search = await call(IQBAL_TEACHER, 'GET', `/courses/${courseId}/question-bank?q=short`);
    expect((search.json() as { total: number }).total).toBe(1);

    expectStatus(await call(LEARNER, 'GET', `/courses/${courseId}/question-bank`), 403);
    expectStatus(await call(QUAID_TEACHER, 'GET', `/courses/${courseId}/question-bank`), 404);
    expectStatus(
      await call(LEARNER, 'POST', `/courses/${courseId}/question-bank`, {
        question_text: 'Mine',
        question_type: 'essay',
      }),
      403,
    );
  });

  it('refuses a bad question with the field named, and audits edits and deletes', async () => {
    const bad = await call(IQBAL_TEACHER, 'POST', `/courses/${courseId}/question-bank`, {
      question_text: 'One option',
      question_type: 'multiple_choice',
      options: { A: 'only' },
      correct_answer: 'A',
    });
    expectStatus(bad, 422, 'A multiple-choice question needs at least two options.');
    const long = await call(IQBAL_TEACHER, 'POST', `/courses/${courseId}/question-bank`, {
      question_text: 'Long tag',
      question_type: 'essay',
      tags: [`${'x'.repeat(39)}  y`],
    });
    expectStatus(long, 422);
    const urdu = await t.request({
      method: 'POST',
      url: '/api/assessments/',
      token: await t.tokenFor(IQBAL_TEACHER),
      headers: { 'accept-language': 'ur' },
      payload: {
        course_id: courseId,
        title: 'Too many',
        random_draws: [{ tag: 'geometry', count: 9 }],
      },
    });
    expect(urdu.statusCode).toBe(422);
    expect((urdu.json() as { detail: string }).detail).toBe(
      'سوالات کے بینک میں "geometry" ٹیگ والے صرف 3 سوال ہیں، جبکہ یہ کوئز 9 سوال نکالتا ہے۔',
    );
    const extra = await addBank(99, ['spare']);
    const edited = await call(IQBAL_TEACHER, 'PUT', `/question-bank/${extra.id}`, {
      question_text: 'Bank 99 edited',
      tags: ['Spare', 'more'],
    });
    expectStatus(edited, 200);
    expect((edited.json() as BankQuestion).tags).toEqual(['spare', 'more']);
    expectStatus(await call(QUAID_TEACHER, 'DELETE', `/question-bank/${extra.id}`), 404);
    expectStatus(await call(IQBAL_TEACHER, 'DELETE', `/question-bank/${extra.id}`), 204);
    expectStatus(await call(IQBAL_TEACHER, 'DELETE', `/question-bank/${extra.id}`), 404);
    const actions = await auditActions(t, IQBAL);
    expect(actions).toEqual(
      expect.arrayContaining([
        'bank_question.created',
        'bank_question.updated',
        'bank_question.deleted',
      ]),
    );
  });
});

describe('random draws', () => {
  it('refuses a draw the bank cannot fill, with a clear detail', async () => {
    const short = await createQuiz({ random_draws: [{ tag: 'geometry', count: 4 }] });
    expectStatus(
      short,
      422,
      'The question bank has only 3 questions tagged "geometry", fewer than the 4 this quiz draws.',
    );
    const twice = await createQuiz({
      random_draws: [
        { tag: 'algebra', count: 1 },
        { tag: 'Algebra', count: 1 },
      ],
    });
    expectStatus(twice, 422);
    const fine = await createQuiz({ random_draws: [{ tag: 'geometry', count: 3 }] });
    expectStatus(fine, 201);
    const quiz = fine.json() as { id: number; question_count: number; total_points: number };
    expect(quiz.question_count).toBe(4);
    expect(quiz.total_points).toBe(8);
    const update = await call(IQBAL_TEACHER, 'PUT', `/assessments/${quiz.id}`, {
      random_draws: [{ tag: 'nothing', count: 1 }],
    });
    expectStatus(update, 422, /only 0 questions tagged "nothing"/);
  });

  it('gives two attempts different questions from the tag, and each learner their own', async () => {
    const created = await createQuiz({ random_draws: [{ tag: 'algebra', count: 5 }] });
    expectStatus(created, 201);
    const quizId = (created.json() as { id: number }).id;
    const algebraIds = new Set(algebra.map((question) => question.id));

    const first = await open(LEARNER, quizId);
    expect(first.attempt).toBeDefined();
    expect(first.questions).toHaveLength(6);
    expect(first.questions[0]!.question_text).toBe('Fixed 0');
    const drawnFirst = ids(first).slice(1);
    expect(drawnFirst.every((id) => algebraIds.has(id))).toBe(true);
    expect(new Set(drawnFirst).size).toBe(5);
    expectNoAnswers(await call(LEARNER, 'GET', `/assessments/${quizId}`));
    // Viewing again resumes the same attempt with the same questions.
    expect(ids(await open(LEARNER, quizId))).toEqual(ids(first));
    await submit(LEARNER, first, rightAnswers(first));

    // The retake draws the five not seen yet: certainly different, whatever the random source.
    const second = await open(LEARNER, quizId);
    expect(second.attempt!.id).not.toBe(first.attempt!.id);
    const drawnSecond = ids(second).slice(1);
    expect(drawnSecond.every((id) => algebraIds.has(id))).toBe(true);
    expect(drawnSecond.filter((id) => drawnFirst.includes(id))).toEqual([]);
    await submit(LEARNER, second, rightAnswers(second));

    // Another learner's attempt draws from the same tag on its own.
    const other = await open(OTHER, quizId);
    expect(
      ids(other)
        .slice(1)
        .every((id) => algebraIds.has(id)),
    ).toBe(true);
    expect(new Set(ids(other)).size).toBe(6);
  });

  it('grades each attempt against its own questions and keeps them after the bank changes', async () => {
    const created = await createQuiz({
      random_draws: [{ tag: 'algebra', count: 5 }],
      review_after_submit: true,
    });
    const quizId = (created.json() as { id: number }).id;
    const view = await open(OTHER, quizId);
    // An answer to a bank question this attempt did not draw is refused.
    const notDrawn = algebra.find((question) => !ids(view).includes(question.id))!;
    const refused = await call(OTHER, 'POST', `/assessments/${quizId}/submit`, {
      answers: { [String(notDrawn.id)]: 'A' },
      attempt_id: view.attempt!.id,
    });
    expectStatus(refused, 422, `answers.${notDrawn.id} is not a question of this assessment.`);

    const submitted = await submit(OTHER, view, rightAnswers(view));
    expect(submitted.max_score).toBe(12);
    expect(submitted.score).toBe(12);
    expect(submitted.results.map((result) => result.question_id)).toEqual(ids(view));

    // The teacher rewrites a drawn question and its answer: the attempt keeps its own copy.
    const drawn = view.questions[1]!;
    expectStatus(
      await call(IQBAL_TEACHER, 'PUT', `/question-bank/${drawn.id}`, {
        question_text: 'Rewritten',
        correct_answer: 'B',
      }),
      200,
    );
    const result = await call(
      OTHER,
      'GET',
      `/assessments/${quizId}/attempts/${submitted.attempt_id}`,
    );
    expectStatus(result, 200);
    const item = (
      result.json() as {
        questions: { question_id: number; question_text: string; correct_answer: string }[];
      }
    ).questions.find((question) => question.question_id === drawn.id)!;
    expect(item.question_text).toBe(drawn.question_text);
    expect(item.correct_answer).toBe('A');
    // Staff grading sees the attempt's own questions too.
    const list = await call(IQBAL_TEACHER, 'GET', `/assessments/${quizId}/submissions`);
    const staffCopy = (list.json() as { items: Submission[] }).items[0]!;
    expect(staffCopy.questions!.map((question) => question.id)).toEqual(ids(view));
    expect(staffCopy.questions![1]!.question_text).toBe(drawn.question_text);
    expectStatus(
      await call(IQBAL_TEACHER, 'PUT', `/question-bank/${drawn.id}`, {
        question_text: drawn.question_text,
        correct_answer: 'A',
      }),
      200,
    );
  });

  it('needs the attempt opened before submitting, and says when the bank ran short', async () => {
    const created = await createQuiz({ random_draws: [{ tag: 'geometry', count: 3 }] });
    const quizId = (created.json() as { id: number }).id;
    const blind = await call(LEARNER, 'POST', `/assessments/${quizId}/submit`, { answers: {} });
    expectStatus(
      blind,
      409,
      'This quiz gives each attempt its own questions: open it first, then submit the answers of that attempt.',
    );
    const bank = (
      await call(IQBAL_TEACHER, 'GET', `/courses/${courseId}/question-bank?tag=geometry`)
    ).json() as { items: BankQuestion[] };
    const removed = bank.items[0]!;
    expectStatus(await call(IQBAL_TEACHER, 'DELETE', `/question-bank/${removed.id}`), 204);
    expectStatus(
      await call(LEARNER, 'GET', `/assessments/${quizId}`),
      409,
      'This quiz draws 3 questions tagged "geometry" but the question bank now has only 2. Please tell your teacher.',
    );
    await addBank(13, ['geometry']);
    expectStatus(await call(LEARNER, 'GET', `/assessments/${quizId}`), 200);
  });

  it('keeps the attempt limit with draws', async () => {
    const created = await createQuiz({
      random_draws: [{ tag: 'algebra', count: 2 }],
      max_attempts: 1,
    });
    const quizId = (created.json() as { id: number }).id;
    const view = await open(LEARNER, quizId);
    await submit(LEARNER, view, rightAnswers(view));
    expectStatus(
      await call(LEARNER, 'GET', `/assessments/${quizId}`),
      409,
      'You have already used your one attempt at this quiz.',
    );
  });
});

describe('shuffles', () => {
  it('shuffles questions and options per attempt and still grades right answers right', async () => {
    const created = await createQuiz({
      shuffle_questions: true,
      shuffle_options: true,
      random_draws: [{ tag: 'algebra', count: 4 }],
    });
    expectStatus(created, 201);
    const quizId = (created.json() as { id: number }).id;
    let reordered = 0;
    let firstPositions = 0;
    for (let attempt = 0; attempt < 4; attempt += 1) {
      const view = await open(LEARNER, quizId);
      for (const question of view.questions) {
        const n = Number(question.question_text.split(' ')[1]);
        // Every option kept once, lettered A, B... in the order shown.
        expect(Object.values(question.options).sort()).toEqual(
          (n === 0 ? [RIGHT(0), 'no 0'] : [RIGHT(n), `maybe ${n}`, `no ${n}`]).sort(),
        );
        expect(Object.keys(question.options)).toEqual(
          Object.keys(question.options).map((_, i) => String.fromCharCode(65 + i)),
        );
        if (question.options.A !== RIGHT(n)) reordered += 1;
      }
      if (view.questions[0]!.question_text !== 'Fixed 0') firstPositions += 1;
      const submitted = await submit(LEARNER, view, rightAnswers(view));
      expect(submitted.score).toBe(submitted.max_score);
    }
    // 20 questions lettered at random: that none moved its right option from A has odds of
    // about 1 in 10^12; nor did the fixed question stay first in every attempt (1 in 625).
    expect(reordered).toBeGreaterThan(0);
    expect(firstPositions).toBeGreaterThan(0);
  });

  it('grades a wrong letter wrong under the attempt’s own lettering', async () => {
    const created = await createQuiz({ shuffle_options: true });
    const quizId = (created.json() as { id: number }).id;
    const view = await open(OTHER, quizId);
    const question = view.questions[0]!;
    const wrong = Object.entries(question.options).find(([, text]) => text !== RIGHT(0))![0];
    const submitted = await submit(OTHER, view, { [String(question.id)]: wrong });
    expect(submitted.score).toBe(0);
  });
});
