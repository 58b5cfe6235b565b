import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enrollments, lessons, questions } from '../../src/db/schema/learning.js';
import { createTestApp, type TestApp } from '../helpers/app.js';
import {
  caller,
  courseId,
  expectStatus,
  IQBAL,
  IQBAL_ADMIN,
  IQBAL_STUDENT,
  IQBAL_TEACHER,
  learningSnapshot,
  QUAID,
  QUAID_ADMIN,
  QUAID_STUDENT,
  userId,
} from './helpers.js';

// Every learning operation that takes an id refuses another school's id with 404, for the
// other school's admin (the most privileged tenant user), teacher and student, and leaves the
// other school's rows exactly as they were.
let t: TestApp;
let call: ReturnType<typeof caller>;
const ids = {
  course: 0,
  lesson: 0,
  enrollment: 0,
  assessment: 0,
  question: 0,
  submission: 0,
  attempt: 0,
};
let iqbalCourse = 0;
let before: Awaited<ReturnType<typeof learningSnapshot>>;

beforeAll(async () => {
  t = await createTestApp();
  call = caller(t);
  // Quaid Academy's rows, including a submission by its student.
  ids.course = await courseId(t, QUAID, 'Python for Beginners');
  iqbalCourse = await courseId(t, IQBAL, 'Urdu Adab: Poetry of Allama Iqbal');
  const [lesson] = await t.query((tx) =>
    tx.select().from(lessons).where(eq(lessons.course_id, ids.course)),
  );
  ids.lesson = lesson!.id;
  const [enrollment] = await t.query((tx) =>
    tx
      .select()
      .from(enrollments)
      .where(and(eq(enrollments.tenant_id, QUAID), eq(enrollments.course_id, ids.course))),
  );
  ids.enrollment = enrollment!.id;
  const list = (await call(QUAID_ADMIN, 'GET', `/assessments/course/${ids.course}`)).json() as {
    items: { id: number }[];
  };
  ids.assessment = list.items[0]!.id;
  const [question] = await t.query((tx) =>
    tx.select().from(questions).where(eq(questions.assessment_id, ids.assessment)),
  );
  ids.question = question!.id;
  const attempt = await call(QUAID_STUDENT, 'POST', `/assessments/${ids.assessment}/start`);
  expectStatus(attempt, 200);
  ids.attempt = (attempt.json() as { id: number }).id;
  const submitted = await call(QUAID_STUDENT, 'POST', `/assessments/${ids.assessment}/submit`, {
    answers: { [String(ids.question)]: 'B' },
  });
  expectStatus(submitted, 201);
  ids.submission = (submitted.json() as { id: number }).id;
  await call(QUAID_STUDENT, 'POST', `/assessments/${ids.assessment}/start`); // an open attempt too
  await call(QUAID_STUDENT, 'POST', `/lessons/${ids.lesson}/progress`, { time_spent_seconds: 60 });
  before = await learningSnapshot(t, QUAID);
});
afterAll(() => t.close());

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const operations: [string, Method, () => string, () => unknown][] = [
  ['getCourse', 'GET', () => `/courses/${ids.course}`, () => undefined],
  ['updateCourse', 'PUT', () => `/courses/${ids.course}`, () => ({ title: 'Taken over' })],
  ['deleteCourse', 'DELETE', () => `/courses/${ids.course}`, () => undefined],
  ['enrollInCourse', 'POST', () => `/courses/${ids.course}/enroll`, () => ({})],
  ['listCourseEnrollments', 'GET', () => `/courses/${ids.course}/enrollments`, () => undefined],
  [
    'updateEnrollment',
    'PUT',
    () => `/courses/enrollments/${ids.enrollment}`,
    () => ({ payment_status: 'rejected' }),
  ],
  ['deleteEnrollment', 'DELETE', () => `/courses/enrollments/${ids.enrollment}`, () => undefined],
  ['getMyCourseProgress', 'GET', () => `/courses/${ids.course}/progress/my`, () => undefined],
  [
    'listCourseLessons',
    'GET',
    () => `/lessons/course/${ids.course}?published_only=false`,
    () => undefined,
  ],
  [
    'reorderLessons',
    'POST',
    () => `/lessons/course/${ids.course}/reorder`,
    () => ({ lesson_ids: [ids.lesson] }),
  ],
  ['createLesson', 'POST', () => '/lessons/', () => ({ course_id: ids.course, title: 'Planted' })],
  ['getLesson', 'GET', () => `/lessons/${ids.lesson}`, () => undefined],
  ['updateLesson', 'PUT', () => `/lessons/${ids.lesson}`, () => ({ title: 'Changed' })],
  ['deleteLesson', 'DELETE', () => `/lessons/${ids.lesson}`, () => undefined],
  [
    'recordLessonProgress',
    'POST',
    () => `/lessons/${ids.lesson}/progress`,
    () => ({ completed: true }),
  ],
  ['getMyLessonProgress', 'GET', () => `/lessons/${ids.lesson}/progress/my`, () => undefined],
  [
    'listCourseAssessments',
    'GET',
    () => `/assessments/course/${ids.course}?published_only=false`,
    () => undefined,
  ],
  [
    'createAssessment',
    'POST',
    () => '/assessments/',
    () => ({ course_id: ids.course, title: 'Planted' }),
  ],
  ['getAssessment', 'GET', () => `/assessments/${ids.assessment}`, () => undefined],
  ['getAssessmentAdmin', 'GET', () => `/assessments/${ids.assessment}/admin`, () => undefined],
  [
    'updateAssessment',
    'PUT',
    () => `/assessments/${ids.assessment}`,
    () => ({ is_published: false }),
  ],
  ['deleteAssessment', 'DELETE', () => `/assessments/${ids.assessment}`, () => undefined],
  [
    'createQuestion',
    'POST',
    () => `/assessments/${ids.assessment}/questions`,
    () => ({ question_text: 'Q', question_type: 'essay' }),
  ],
  [
    'updateQuestion',
    'PUT',
    () => `/assessments/questions/${ids.question}`,
    () => ({ points: 100 }),
  ],
  ['deleteQuestion', 'DELETE', () => `/assessments/questions/${ids.question}`, () => undefined],
  ['startAttempt', 'POST', () => `/assessments/${ids.assessment}/start`, () => undefined],
  [
    'submitAssessment',
    'POST',
    () => `/assessments/${ids.assessment}/submit`,
    () => ({ answers: {} }),
  ],
  [
    'listMySubmissions',
    'GET',
    () => `/assessments/${ids.assessment}/submissions/my`,
    () => undefined,
  ],
  ['listSubmissions', 'GET', () => `/assessments/${ids.assessment}/submissions`, () => undefined],
  [
    'gradeSubmission',
    'PUT',
    () => `/assessments/submissions/${ids.submission}`,
    () => ({ grades: [{ question_id: ids.question, points: 0 }] }),
  ],
];

describe('another school’s ids answer 404', () => {
  for (const [operation, method, url, payload] of operations) {
    it(`${operation}`, async () => {
      for (const email of [IQBAL_ADMIN, IQBAL_TEACHER, IQBAL_STUDENT]) {
        const response = await call(email, method, url(), payload());
        expect(response.statusCode, `${operation} as ${email}: ${response.body}`).toBe(404);
        expect((response.json() as { detail: string }).detail).toMatch(/not found/i);
      }
    });
  }

  it('submitAssessment with another school’s attempt id, on an own quiz: 404', async () => {
    const own = (
      await call(
        IQBAL_TEACHER,
        'GET',
        `/assessments/course/${await courseId(t, IQBAL, 'Python for Beginners')}`,
      )
    ).json() as { items: { id: number }[] };
    const response = await call(IQBAL_STUDENT, 'POST', `/assessments/${own.items[0]!.id}/submit`, {
      answers: {},
      attempt_id: ids.attempt,
    });
    expectStatus(response, 404);
  });

  it('enrolling another school’s user in an own course: 404', async () => {
    const response = await call(IQBAL_ADMIN, 'POST', `/courses/${iqbalCourse}/enroll`, {
      user_id: await userId(t, QUAID_STUDENT),
    });
    expectStatus(response, 404, 'User not found.');
  });

  it('lists and counts never include the other school', async () => {
    const courses = (await call(IQBAL_ADMIN, 'GET', '/courses/?limit=500')).json() as {
      items: { tenant_id: number }[];
    };
    expect(courses.items.every((course) => course.tenant_id === IQBAL)).toBe(true);
    const filtered = (
      await call(IQBAL_ADMIN, 'GET', `/enrollments/?course_id=${ids.course}`)
    ).json() as { total: number };
    expect(filtered.total).toBe(0);
    const counts = (
      await call(IQBAL_ADMIN, 'GET', `/enrollments/counts?course_id=${ids.course}`)
    ).json() as { all: number };
    expect(counts.all).toBe(0);
    // tenant_id is a superuser's filter: ignored for a tenant admin.
    const ignored = (await call(IQBAL_ADMIN, 'GET', `/enrollments/?tenant_id=${QUAID}`)).json() as {
      items: { course_id: number }[];
    };
    expect(ignored.items.some((item) => item.course_id === ids.course)).toBe(false);
    const mine = (await call(IQBAL_ADMIN, 'GET', '/dashboard/summary')).json() as {
      tenant: { courses: number };
    };
    const iqbalCourses = (await call(IQBAL_ADMIN, 'GET', '/courses/')).json() as { total: number };
    expect(mine.tenant.courses).toBe(iqbalCourses.total);
  });

  it('left the other school’s rows unchanged', async () => {
    expect(await learningSnapshot(t, QUAID)).toEqual(before);
  });
});
