// Staff changes, failed sign-ins and refused actions leave an audit entry
// with what changed (the append-only part is in platform-role.test.ts).
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

interface Entry {
  action: string;
  actor_id: number | null;
  entity_id: number | null;
  changes: Record<string, unknown>;
}

async function entries(action: string): Promise<Entry[]> {
  return t.query(
    async (tx) =>
      (
        (await tx.execute(
          sql`select action, actor_id, entity_id, changes from audit_log where action = ${action} order by id`,
        )) as unknown as { rows: Entry[] }
      ).rows,
  );
}

describe('the audit trail', () => {
  it('records a failed sign-in', async () => {
    const response = await t.request({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'admin@iqbal.edu.pk', password: 'Wrong#Guess2026' },
    });
    expect(response.statusCode).toBe(401);
    const [entry] = await entries('auth.login_failed');
    expect(entry?.changes).toMatchObject({ email: 'admin@iqbal.edu.pk', known_account: true });
  });

  it('records a refused (403) action of a signed-in user', async () => {
    const token = await t.tokenFor('student@iqbal.edu.pk');
    const response = await t.request({ method: 'GET', url: '/api/users/', token });
    expect(response.statusCode).toBe(403);
    await expect.poll(async () => (await entries('access.refused')).length).toBeGreaterThan(0);
    const [entry] = await entries('access.refused');
    expect(entry?.changes).toMatchObject({ method: 'GET', url: '/api/users/' });
  });

  it('records course title and price edits, lessons, questions and publishing', async () => {
    const admin = await t.tokenFor('admin@iqbal.edu.pk');
    const courses = (await t.request({ method: 'GET', url: '/api/courses/', token: admin })).json()
      .items as { id: number; title: string; price: number }[];
    const course = courses[0]!;
    const edit = await t.request({
      method: 'PUT',
      url: `/api/courses/${course.id}`,
      token: admin,
      payload: { title: `${course.title} (2026)`, price: course.price + 500 },
    });
    expect(edit.statusCode, edit.body).toBe(200);
    const [courseEntry] = await entries('course.updated');
    expect(courseEntry?.changes).toMatchObject({
      title: { from: course.title, to: `${course.title} (2026)` },
    });
    expect(courseEntry?.changes).toHaveProperty('price');

    const lesson = await t.request({
      method: 'POST',
      url: '/api/lessons/',
      token: admin,
      payload: { course_id: course.id, title: 'Audited lesson', content_body: '<p>x</p>' },
    });
    expect(lesson.statusCode, lesson.body).toBe(201);
    const lessonId = lesson.json().id;
    expect(
      (await t.request({ method: 'DELETE', url: `/api/lessons/${lessonId}`, token: admin }))
        .statusCode,
    ).toBe(204);
    expect((await entries('lesson.created'))[0]?.entity_id).toBe(lessonId);
    expect((await entries('lesson.deleted'))[0]?.changes).toMatchObject({
      title: 'Audited lesson',
    });

    const quiz = await t.request({
      method: 'POST',
      url: '/api/assessments/',
      token: admin,
      payload: {
        course_id: course.id,
        title: 'Audited quiz',
        questions: [
          {
            question_text: '2 + 2?',
            question_type: 'short_answer',
            accepted_answers: ['4'],
            points: 2,
          },
        ],
      },
    });
    expect(quiz.statusCode, quiz.body).toBe(201);
    const question = quiz.json().questions[0];
    const edited = await t.request({
      method: 'PUT',
      url: `/api/assessments/questions/${question.id}`,
      token: admin,
      payload: { points: 3 },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect((await entries('question.updated'))[0]?.changes).toMatchObject({
      points: { from: 2, to: 3 },
    });
    const published = await t.request({
      method: 'PUT',
      url: `/api/assessments/${quiz.json().id}`,
      token: admin,
      payload: { is_published: true },
    });
    expect(published.statusCode, published.body).toBe(200);
    expect((await entries('assessment.published'))[0]?.changes).toMatchObject({
      is_published: { from: false, to: true },
    });
  });
});
