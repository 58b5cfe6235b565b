import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/app.js';
import { caller, courseId, expectStatus, IQBAL, IQBAL_STUDENT, IQBAL_TEACHER } from './helpers.js';

// Opening a lesson for the first time asks for the learner's progress before any exists. The
// product spec: "A missing progress record is silently ignored." So the answer is the
// not-started state (200), not a 404 that shows up as a failed request on every first open.
let t: TestApp;
let call: ReturnType<typeof caller>;
let python: number;
beforeAll(async () => {
  t = await createTestApp();
  call = caller(t);
  python = await courseId(t, IQBAL, 'Python for Beginners');
});
afterAll(() => t.close());

describe('GET /lessons/{id}/progress/my', () => {
  it('answers the not-started state before any progress, then the record once there is one', async () => {
    const lessons = (
      (await call(IQBAL_STUDENT, 'GET', `/lessons/course/${python}`)).json() as {
        items: { id: number }[];
      }
    ).items;
    const done = (
      (await call(IQBAL_STUDENT, 'GET', `/courses/${python}/progress/my`)).json() as {
        completed_lesson_ids: number[];
      }
    ).completed_lesson_ids;
    const fresh = lessons.find((l) => !done.includes(l.id));
    expect(fresh).toBeDefined();
    const url = `/lessons/${fresh!.id}/progress/my`;

    const first = await call(IQBAL_STUDENT, 'GET', url);
    expectStatus(first, 200);
    const body = first.json() as Record<string, unknown>;
    expect(body).toEqual({
      lesson_id: fresh!.id,
      user_id: expect.any(Number),
      completed: false,
      time_spent_seconds: 0,
      progress_percentage: 0,
      completed_at: null,
      updated_at: null,
    });

    expectStatus(
      await call(IQBAL_STUDENT, 'POST', `/lessons/${fresh!.id}/progress`, {
        time_spent_seconds: 42,
        progress_percentage: 30,
      }),
      200,
    );
    const after = (await call(IQBAL_STUDENT, 'GET', url)).json() as Record<string, unknown>;
    expect(after).toMatchObject({
      completed: false,
      time_spent_seconds: 42,
      progress_percentage: 30,
    });
    expect(typeof after.updated_at).toBe('string');
    expect(after.user_id).toBe(body.user_id);
  });

  it('still answers 404 for a lesson the caller cannot see', async () => {
    expectStatus(await call(IQBAL_STUDENT, 'GET', '/lessons/999999/progress/my'), 404);
    expectStatus(await call(IQBAL_TEACHER, 'GET', '/lessons/999999/progress/my'), 404);
  });
});
