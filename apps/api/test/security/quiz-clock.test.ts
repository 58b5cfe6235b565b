// A timed quiz cannot be read without its clock running. The attack: read
// every question with GET /assessments/{id}, prepare the answers at leisure, then POST /start
// and submit with the full time still on the clock.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/app.js';
import { createTimedQuiz } from '../learning/helpers.js';

let t: TestApp;
let quizId: number;
let teacher: string;

beforeAll(async () => {
  t = await createTestApp();
  teacher = await t.tokenFor('teacher@iqbal.edu.pk');
  const quiz = await createTimedQuiz(t, teacher, 'Timed attack quiz');
  quizId = quiz.quizId;
  // The student must be enrolled (approved) in the course.
  const student = await t.tokenFor('student@iqbal.edu.pk');
  const view = await t.request({
    method: 'GET',
    url: `/api/assessments/${quizId}`,
    token: student,
  });
  if (view.statusCode === 403) {
    await t.request({
      method: 'POST',
      url: `/api/courses/${quiz.courseId}/enroll`,
      token: student,
    });
  }
});
afterAll(async () => t?.close());

describe('the clock of a timed quiz starts when its questions are first shown', () => {
  it('starts the attempt with the first view; a later start gets no fresh time', async () => {
    const student = (await t.login('student@iqbal.edu.pk')).access_token;
    const before = Date.now();
    const view = await t.request({
      method: 'GET',
      url: `/api/assessments/${quizId}`,
      token: student,
    });
    expect(view.statusCode, view.body).toBe(200);
    const body = view.json();
    expect(body.questions.length).toBeGreaterThan(0);
    expect(body.attempt).toBeTruthy();
    const startedAt = Date.parse(body.attempt.started_at);
    expect(startedAt).toBeGreaterThanOrEqual(before - 1000);
    expect(Date.parse(body.attempt.expires_at) - startedAt).toBe(10 * 60_000);

    // Reading again resumes the same attempt; starting "later" returns it too.
    const again = await t.request({
      method: 'GET',
      url: `/api/assessments/${quizId}`,
      token: student,
    });
    expect(again.json().attempt).toEqual(body.attempt);
    const start = await t.request({
      method: 'POST',
      url: `/api/assessments/${quizId}/start`,
      token: student,
    });
    expect(start.statusCode).toBe(200);
    expect(start.json()).toEqual(body.attempt);
  });

  it('leaves the staff preview without an attempt', async () => {
    const view = await t.request({
      method: 'GET',
      url: `/api/assessments/${quizId}`,
      token: teacher,
    });
    expect(view.statusCode).toBe(200);
    expect(view.json().attempt).toBeUndefined();
  });
});
