// The course roster: figures, paging, sorting, search, who may see it,
// and the CSV export.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../src/db/schema/identity.js';
import { assessments, lessons, submissions } from '../../src/db/schema/learning.js';
import { pakistanDateTime as pakistanTime } from '../../src/domains/_shared/pakistanTime.js';
import { createTestApp, type TestApp } from '../helpers/app.js';
import {
  caller,
  courseId,
  expectStatus,
  IQBAL,
  IQBAL_ADMIN,
  IQBAL_STUDENT,
  IQBAL_STUDENT3,
  IQBAL_TEACHER,
  QUAID_TEACHER,
  userId,
} from '../learning/helpers.js';

interface Roster {
  course: { id: number; title: string };
  lessons_total: number;
  quizzes: { id: number; title: string; total_points: number }[];
  items: {
    enrollment_id: number;
    user: { id: number; first_name: string; last_name: string; email: string };
    lessons_completed: number;
    last_activity_at: string | null;
    quiz_scores: {
      assessment_id: number;
      attempts: number;
      best_percentage: number | null;
      last_percentage: number | null;
      pending: boolean;
    }[];
  }[];
  total: number;
}

let t: TestApp;
let call: ReturnType<typeof caller>;
let python: number; // the teacher's: student and student3 approved, student2 pending
let olevel: number; // no author
let quiz: number;
let student: number;
let student3: number;
let publishedLessons: number;

const roster = async (email: string, query = '') => {
  const response = await call(email, 'GET', `/courses/${python}/roster${query}`);
  expectStatus(response, 200);
  return response.json() as Roster;
};

beforeAll(async () => {
  t = await createTestApp();
  call = caller(t);
  python = await courseId(t, IQBAL, 'Python for Beginners');
  olevel = await courseId(t, IQBAL, 'O Level Computer Science (2210)');
  student = await userId(t, IQBAL_STUDENT);
  student3 = await userId(t, IQBAL_STUDENT3);
  const rows = await t.query((tx) =>
    tx
      .select({ id: lessons.id, published: lessons.is_published })
      .from(lessons)
      .where(and(eq(lessons.tenant_id, IQBAL), eq(lessons.course_id, python))),
  );
  publishedLessons = rows.filter((row) => row.published).length;
  const [firstQuiz] = await t.query((tx) =>
    tx
      .select({ id: assessments.id })
      .from(assessments)
      .where(
        and(
          eq(assessments.tenant_id, IQBAL),
          eq(assessments.course_id, python),
          eq(assessments.is_published, true),
        ),
      )
      .orderBy(assessments.created_at, assessments.id)
      .limit(1),
  );
  quiz = firstQuiz!.id;
  // student: two graded submissions (80 % then 60 %); student3: one waiting for a teacher.
  const day = (n: number) => new Date(Date.UTC(2026, 10, n, 9, 30));
  await t.query((tx) =>
    tx.insert(submissions).values([
      {
        tenant_id: IQBAL,
        assessment_id: quiz,
        user_id: student,
        percentage: 80,
        submitted_at: day(10),
      },
      {
        tenant_id: IQBAL,
        assessment_id: quiz,
        user_id: student,
        percentage: 60,
        submitted_at: day(12),
      },
      {
        tenant_id: IQBAL,
        assessment_id: quiz,
        user_id: student3,
        percentage: 0,
        grading_pending: true,
        submitted_at: day(11),
      },
    ]),
  );
});
afterAll(() => t.close());

describe('GET /courses/{id}/roster', () => {
  it('lists approved learners with lessons done, last activity and quiz scores', async () => {
    const body = await roster(IQBAL_TEACHER);
    expect(body.course).toEqual({ id: python, title: 'Python for Beginners' });
    expect(body.lessons_total).toBe(publishedLessons);
    expect(body.total).toBe(2); // student2's pending enrollment is not on the roster
    expect(body.quizzes.map((q) => q.id)).toContain(quiz);
    const byUser = new Map(body.items.map((item) => [item.user.id, item]));
    const first = byUser.get(student)!;
    expect(first.lessons_completed).toBe(2);
    expect(first.last_activity_at).not.toBeNull();
    const score = first.quiz_scores.find((s) => s.assessment_id === quiz)!;
    expect(score).toEqual({
      assessment_id: quiz,
      attempts: 2,
      best_percentage: 80,
      last_percentage: 60,
      pending: false,
    });
    const third = byUser.get(student3)!;
    expect(third.lessons_completed).toBe(0);
    expect(third.last_activity_at).toBe(new Date(Date.UTC(2026, 10, 11, 9, 30)).toISOString());
    expect(third.quiz_scores.find((s) => s.assessment_id === quiz)).toMatchObject({
      attempts: 1,
      best_percentage: null,
      last_percentage: null,
      pending: true,
    });
    // Every quiz has a score entry, in the order of `quizzes`.
    expect(first.quiz_scores.map((s) => s.assessment_id)).toEqual(body.quizzes.map((q) => q.id));
  });

  it('pages and sorts on the server', async () => {
    const all = await roster(IQBAL_TEACHER, '?sort=name');
    const names = all.items.map((i) => i.user.last_name.toLowerCase());
    expect(names).toEqual([...names].sort());
    const page2 = await roster(IQBAL_TEACHER, '?sort=name&skip=1&limit=1');
    expect(page2.total).toBe(2);
    expect(page2.items.map((i) => i.enrollment_id)).toEqual([all.items[1]!.enrollment_id]);
    const byProgress = await roster(IQBAL_TEACHER, '?sort=progress&order=desc');
    expect(byProgress.items[0]!.user.id).toBe(student);
    const leastRecent = await roster(IQBAL_TEACHER, '?sort=last_activity&order=asc');
    expect(leastRecent.items[0]!.user.id).toBe(student3);
    const mostRecent = await roster(IQBAL_TEACHER, '?sort=last_activity&order=desc');
    expect(mostRecent.items[0]!.user.id).toBe(student);
    expectStatus(await call(IQBAL_TEACHER, 'GET', `/courses/${python}/roster?sort=grade`), 422);
    expectStatus(await call(IQBAL_TEACHER, 'GET', `/courses/${python}/roster?limit=501`), 422);
  });

  it('narrows by a name or email prefix', async () => {
    const [row] = await t.query((tx) =>
      tx
        .select({ email: users.email, first: users.first_name })
        .from(users)
        .where(eq(users.id, student3)),
    );
    const body = await roster(
      IQBAL_TEACHER,
      `?search=${encodeURIComponent(row!.email!.slice(0, 8))}`,
    );
    expect(body.items.map((i) => i.user.id)).toEqual([student3]);
    expect(body.total).toBe(1);
    const none = await roster(IQBAL_TEACHER, '?search=%25');
    expect(none.total).toBe(0);
  });

  it('is for admins and the course teacher only', async () => {
    expectStatus(await call(IQBAL_ADMIN, 'GET', `/courses/${python}/roster`), 200);
    expectStatus(await call(IQBAL_STUDENT, 'GET', `/courses/${python}/roster`), 403);
    expectStatus(await call('parent@iqbal.edu.pk', 'GET', `/courses/${python}/roster`), 403);
    expectStatus(await call(IQBAL_TEACHER, 'GET', `/courses/${olevel}/roster`), 403);
    expectStatus(await call(QUAID_TEACHER, 'GET', `/courses/${python}/roster`), 404);
    expectStatus(await call(null, 'GET', `/courses/${python}/roster`), 401);
  });
});

describe('GET /courses/{id}/roster/export', () => {
  it('answers a UTF-8 CSV with a byte-order mark, Pakistan times and safe cells', async () => {
    await t.query((tx) =>
      tx
        .update(users)
        .set({ first_name: '=HYPERLINK("x")', last_name: 'زینب' })
        .where(eq(users.id, student3)),
    );
    const response = await call(IQBAL_TEACHER, 'GET', `/courses/${python}/roster/export?sort=name`);
    expectStatus(response, 200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(String(response.headers['content-disposition'])).toMatch(
      /^attachment; filename="roster-python-for-beginners-\d{4}-\d{2}-\d{2}\.csv"/,
    );
    const bytes = response.rawPayload;
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = bytes.subarray(3).toString('utf8');
    const lines = text.trimEnd().split('\r\n');
    expect(lines).toHaveLength(3); // header + two learners
    expect(lines[0]).toMatch(
      /^Student,Email,Enrolled on \(PKT\),Lessons done,Lessons total,Progress %,Last activity \(PKT\)/,
    );
    const urdu = lines.find((line) => line.includes('زینب'))!;
    // The formula-looking name is neutralised with a leading apostrophe.
    expect(urdu.startsWith(`"'=HYPERLINK(""x"") زینب",`)).toBe(true);
    // 2026-11-11 09:30 UTC is 14:30 in Karachi; the pending quiz reads "pending".
    expect(urdu).toContain('2026-11-11 14:30');
    expect(urdu).toContain('pending');
    expect(pakistanTime('2026-11-23T19:30:00Z')).toBe('2026-11-24 00:30');
  });

  it('refuses the same people as the roster', async () => {
    expectStatus(await call(IQBAL_STUDENT, 'GET', `/courses/${python}/roster/export`), 403);
    expectStatus(await call(QUAID_TEACHER, 'GET', `/courses/${python}/roster/export`), 404);
  });
});
