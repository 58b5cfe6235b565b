// Dashboards per role, the To-grade queue and the enrolment states, over
// HTTP on data this test creates: fresh users (so every figure is exact), a course of a fresh
// teacher with lessons, quizzes, enrolments and submissions.
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tenants } from '../../src/db/schema/identity.js';
import {
  assessmentAttempts,
  assessments,
  courses,
  enrollments,
  lessonProgress,
  lessons,
  questions,
  submissions,
} from '../../src/db/schema/learning.js';
import { createTestApp, DEMO_PASSWORD, SUPERUSER_EMAIL, type TestApp } from '../helpers/app.js';
import { expectStatus, IQBAL, IQBAL_ADMIN, QUAID_ADMIN, setSettings } from '../learning/helpers.js';

let t: TestApp;
const stamp = Date.now() % 1_000_000;
const ids: Record<string, number> = {};
let courseA: number;
let courseB: number;
let lessonIds: number[];
let quiz1: number;
let quiz2: number;
let quizB: number;
let attempt1: number;
let pendingSubmission: number;
let otherPendingSubmission: number;

const IQBAL_PARENT = 'parent@iqbal.edu.pk';

async function createUser(key: string, role: 'student' | 'teacher') {
  const response = await t.request({
    method: 'POST',
    url: '/api/users/',
    token: await t.tokenFor(IQBAL_ADMIN),
    payload: {
      email: `dash.${key}.${stamp}@iqbal.edu.pk`,
      username: `dash_${key}_${stamp}`,
      password: DEMO_PASSWORD,
      first_name: `Dash${key}`,
      last_name: 'Tester',
      user_role: role,
    },
  });
  expectStatus(response, 201);
  ids[key] = response.json().id;
}

const emailOf = (key: string) => `dash.${key}.${stamp}@iqbal.edu.pk`;

async function get(key: string | null, url: string, token?: string) {
  return t.request({
    method: 'GET',
    url: `/api${url}`,
    token: token ?? (key ? await t.tokenFor(key.includes('@') ? key : emailOf(key)) : undefined),
  });
}

beforeAll(async () => {
  t = await createTestApp();
  for (const key of ['teacher', 'student', 'student2', 'student3', 'applicant']) {
    await createUser(key, key === 'teacher' ? 'teacher' : 'student');
  }
  const at = (minutes: number) => new Date(Date.UTC(2026, 10, 20, 8, minutes));
  await t.query(async (tx) => {
    const [a] = await tx
      .insert(courses)
      .values({
        tenant_id: IQBAL,
        title: `Dash course A ${stamp}`,
        description: 'A course of the dashboard test.',
        is_published: true,
        created_by: ids.teacher,
      })
      .returning({ id: courses.id });
    const [b] = await tx
      .insert(courses)
      .values({
        tenant_id: IQBAL,
        title: `Dash course B ${stamp}`,
        description: 'Another teacher’s course.',
        is_published: true,
      })
      .returning({ id: courses.id });
    courseA = a!.id;
    courseB = b!.id;
    const lessonRows = await tx
      .insert(lessons)
      .values(
        [1, 2, 3, 4].map((n) => ({
          tenant_id: IQBAL,
          course_id: courseA,
          title: `Lesson ${n}`,
          order_index: n,
          is_published: n !== 4,
        })),
      )
      .returning({ id: lessons.id });
    lessonIds = lessonRows.map((row) => row.id);
    const quizRows = await tx
      .insert(assessments)
      .values([
        {
          tenant_id: IQBAL,
          course_id: courseA,
          title: 'Quiz one',
          is_published: true,
          time_limit_minutes: 20,
        },
        { tenant_id: IQBAL, course_id: courseA, title: 'Quiz two', is_published: true },
        { tenant_id: IQBAL, course_id: courseA, title: 'Draft quiz', is_published: false },
        { tenant_id: IQBAL, course_id: courseB, title: 'Quiz B', is_published: true },
      ])
      .returning({ id: assessments.id });
    [quiz1, quiz2, , quizB] = quizRows.map((row) => row.id) as [number, number, number, number];
    const questionRows = await tx
      .insert(questions)
      .values([
        {
          tenant_id: IQBAL,
          assessment_id: quiz2,
          question_text: 'Why?',
          question_type: 'essay',
          points: 5,
        },
        {
          tenant_id: IQBAL,
          assessment_id: quiz2,
          question_text: 'True?',
          question_type: 'true_false',
          points: 1,
          correct_answer: 'true',
        },
      ])
      .returning({ id: questions.id });
    const essayId = questionRows[0]!.id;
    const trueFalseId = questionRows[1]!.id;
    const pendingResults = [
      {
        question_id: essayId,
        question_type: 'essay' as const,
        points_awarded: 0,
        max_points: 5,
        is_correct: null,
        feedback: null,
        needs_review: true,
      },
      {
        question_id: trueFalseId,
        question_type: 'true_false' as const,
        points_awarded: 1,
        max_points: 1,
        is_correct: true,
        feedback: null,
        needs_review: false,
      },
    ];
    await tx.insert(enrollments).values([
      {
        tenant_id: IQBAL,
        course_id: courseA,
        user_id: ids.student!,
        payment_status: 'paid',
        admin_approved: true,
      },
      {
        tenant_id: IQBAL,
        course_id: courseA,
        user_id: ids.student2!,
        payment_status: 'paid',
        admin_approved: true,
      },
      { tenant_id: IQBAL, course_id: courseA, user_id: ids.applicant!, payment_status: 'pending' },
      {
        tenant_id: IQBAL,
        course_id: courseB,
        user_id: ids.student3!,
        payment_status: 'paid',
        admin_approved: true,
      },
      {
        tenant_id: IQBAL,
        course_id: courseB,
        user_id: ids.student!,
        payment_status: 'rejected',
        status: 'dropped',
      },
    ]);
    await tx.insert(lessonProgress).values({
      tenant_id: IQBAL,
      lesson_id: lessonIds[0]!,
      user_id: ids.student!,
      completed: true,
      progress_percentage: 100,
      completed_at: at(1),
    });
    const attempts = await tx
      .insert(assessmentAttempts)
      .values([
        {
          tenant_id: IQBAL,
          assessment_id: quiz1,
          user_id: ids.student!,
          status: 'submitted',
          closed_at: at(5),
        },
        {
          tenant_id: IQBAL,
          assessment_id: quiz2,
          user_id: ids.student2!,
          status: 'submitted',
          closed_at: at(10),
        },
        {
          tenant_id: IQBAL,
          assessment_id: quizB,
          user_id: ids.student3!,
          status: 'submitted',
          closed_at: at(3),
        },
      ])
      .returning({ id: assessmentAttempts.id });
    attempt1 = attempts[0]!.id;
    const subs = await tx
      .insert(submissions)
      .values([
        {
          tenant_id: IQBAL,
          assessment_id: quiz1,
          attempt_id: attempt1,
          user_id: ids.student!,
          score: 8,
          max_score: 10,
          percentage: 80,
          passed: true,
          submitted_at: at(5),
          graded_at: at(5),
        },
        {
          tenant_id: IQBAL,
          assessment_id: quiz2,
          attempt_id: attempts[1]!.id,
          user_id: ids.student2!,
          score: 1,
          max_score: 6,
          percentage: 16.67,
          results: pendingResults,
          grading_pending: true,
          submitted_at: at(10),
        },
        {
          tenant_id: IQBAL,
          assessment_id: quizB,
          attempt_id: attempts[2]!.id,
          user_id: ids.student3!,
          score: 0,
          max_score: 5,
          grading_pending: true,
          submitted_at: at(3),
        },
      ])
      .returning({ id: submissions.id });
    pendingSubmission = subs[1]!.id;
    otherPendingSubmission = subs[2]!.id;
  });
});
afterAll(() => t?.close());

describe('GET /dashboard/ by role', () => {
  it('a student: own courses with progress and the next lesson, upcoming quizzes, results', async () => {
    const response = await get('student', '/dashboard/');
    expectStatus(response, 200);
    const body = response.json();
    expect(body.kind).toBe('student');
    expect(body.teaching).toBeNull();
    expect(body.tenant_admin).toBeNull();
    expect(body.student.courses_total).toBe(1);
    expect(body.student.courses).toEqual([
      {
        course_id: courseA,
        title: `Dash course A ${stamp}`,
        total_lessons: 3,
        completed_lessons: 1,
        progress: 33.33,
        next_lesson_id: lessonIds[1],
        completed: false,
      },
    ]);
    // Quiz one is submitted; the draft is not shown; Quiz B's course is not theirs (rejected).
    expect(body.student.upcoming_quizzes).toEqual([
      expect.objectContaining({
        assessment_id: quiz2,
        question_count: 2,
        time_limit_minutes: null,
      }),
    ]);
    expect(body.student.upcoming_total).toBe(1);
    expect(body.student.recent_results).toEqual([
      expect.objectContaining({
        assessment_id: quiz1,
        attempt_id: attempt1,
        status: 'graded',
        score: 8,
        max_score: 10,
        percentage: 80,
        passed: true,
      }),
    ]);
    expect(body.summary.courses_enrolled).toBe(1);
  });

  it('another student: a submission awaiting grading shows as such', async () => {
    const body = (await get('student2', '/dashboard/')).json();
    expect(body.student.recent_results).toEqual([
      expect.objectContaining({ assessment_id: quiz2, status: 'awaiting_grading' }),
    ]);
    expect(
      body.student.upcoming_quizzes.map((q: { assessment_id: number }) => q.assessment_id),
    ).toEqual([quiz1]);
  });

  it('a course with every lesson done is Completed, with no next lesson', async () => {
    await t.query((tx) =>
      tx.insert(lessonProgress).values(
        lessonIds.slice(0, 3).map((lesson_id) => ({
          tenant_id: IQBAL,
          lesson_id,
          user_id: ids.student2!,
          completed: true,
          progress_percentage: 100,
        })),
      ),
    );
    const body = (await get('student2', '/dashboard/')).json();
    expect(body.student.courses[0]).toMatchObject({
      completed: true,
      next_lesson_id: null,
      progress: 100,
    });
  });

  it('first sign-in, then "welcome back" from the second sign-in on', async () => {
    const first = await t.login(emailOf('student3'));
    expect((await get(null, '/dashboard/', first.access_token)).json().first_sign_in).toBe(true);
    const second = await t.login(emailOf('student3'));
    expect((await get(null, '/dashboard/', second.access_token)).json().first_sign_in).toBe(false);
  });

  it('a teacher: only own courses with enrolled and pending counts, To grade, pending enrolments', async () => {
    const body = (await get('teacher', '/dashboard/')).json();
    expect(body.kind).toBe('teaching');
    expect(body.student).toBeNull();
    expect(body.teaching).toEqual({
      courses: [
        {
          id: courseA,
          title: `Dash course A ${stamp}`,
          is_published: true,
          enrolled: 2,
          pending: 1,
        },
      ],
      courses_total: 1,
      to_grade: 1,
      pending_enrollments: 1,
      // This teacher has no timetabled periods nor registers (school-day.test.ts covers "my day").
      my_day: expect.objectContaining({ periods: [], registers: [] }),
    });
  });

  it('a teacher without the enrolment setting sees no pending enrolments', async () => {
    await setSettings(t, IQBAL, { teachers_can_manage_enrollments: false });
    try {
      const body = (await get('teacher', '/dashboard/')).json();
      expect(body.teaching.pending_enrollments).toBeNull();
      expect(body.teaching.to_grade).toBe(1);
    } finally {
      await setSettings(t, IQBAL, { teachers_can_manage_enrollments: true });
    }
  });

  it('a tenant admin: figures of the whole tenant, counted independently', async () => {
    const body = (await get(IQBAL_ADMIN, '/dashboard/')).json();
    expect(body.kind).toBe('tenant_admin');
    const expected = await t.query(async (tx) => {
      const result = await tx.execute(sql`select
        (select count(*) from enrollments where tenant_id = ${IQBAL} and payment_status = 'pending')::int as pending,
        (select count(*) from submissions where tenant_id = ${IQBAL} and grading_pending)::int as to_grade,
        (select count(*) from users where tenant_id = ${IQBAL} and is_active and user_role = 'student' and not is_tenant_admin)::int as students,
        (select count(*) from users where tenant_id = ${IQBAL} and is_active and user_role = 'parent' and not is_tenant_admin)::int as parents`);
      return (result as unknown as { rows: Record<string, number>[] }).rows[0]!;
    });
    expect(body.tenant_admin.pending_enrollments).toBe(expected.pending);
    expect(body.tenant_admin.to_grade).toBe(expected.to_grade);
    expect(body.tenant_admin.to_grade).toBeGreaterThanOrEqual(2);
    expect(body.tenant_admin.users.students).toBe(expected.students);
    expect(body.tenant_admin.users.parents).toBe(expected.parents);
    expect(body.tenant_admin.plan).toMatchObject({
      name: expect.any(String),
      students: expected.students,
    });
    expect(body.tenant_admin.modules.enabled).toBe(body.tenant_admin.modules.names.length);
    expect(body.tenant_admin.modules.enabled).toBeGreaterThan(0);
  });

  it('a superuser: organisations by status and pending organisation requests', async () => {
    const before = (await get(SUPERUSER_EMAIL, '/dashboard/')).json();
    expect(before.kind).toBe('platform');
    const [row] = await t.query((tx) => tx.select({ n: sql<number>`count(*)::int` }).from(tenants));
    expect(before.platform.organisations).toBe(row!.n);
    const { trial, active, none } = before.platform.by_status;
    expect(trial + active + none).toBe(row!.n);
    const register = await t.request({
      method: 'POST',
      url: '/api/auth/register',
      payload: {
        email: `dash.org.${stamp}@example.pk`,
        username: `dash_org_${stamp}`,
        password: 'Secret#123',
        first_name: 'New',
        last_name: 'School',
        tenant_id: null,
        organization_name: `Dash School ${stamp}`,
        accept_terms: true,
      },
    });
    expect(register.statusCode, register.body).toBeLessThan(300);
    const after = (await get(SUPERUSER_EMAIL, '/dashboard/')).json();
    expect(after.platform.pending_requests).toBe(before.platform.pending_requests + 1);
  });

  it('a parent: kind parent, no section', async () => {
    const body = (await get(IQBAL_PARENT, '/dashboard/')).json();
    expect(body).toMatchObject({
      kind: 'parent',
      student: null,
      teaching: null,
      tenant_admin: null,
      platform: null,
    });
  });

  it('few statements, in one transaction', async () => {
    const token = await t.tokenFor(emailOf('student'));
    for (const [who, budget] of [
      [token, 12],
      // The teacher's "my day" (today's periods and registers) costs its own reads: 21 today.
      [await t.tokenFor(emailOf('teacher')), 21],
      // The office's "today at school" (collection, defaulters, attendance) adds its reads: 20.
      [await t.tokenFor(IQBAL_ADMIN), 20],
    ] as const) {
      const userId = (await get(null, '/auth/me', who)).json().id as number;
      const observed: { text: string; connection: number }[] = [];
      const stop = t.database.observe((text, _values, _trip, connection = 0) =>
        observed.push({ text, connection }),
      );
      try {
        expectStatus(await get(null, '/dashboard/', who), 200);
      } finally {
        stop();
      }
      const sent = requestStatements(observed, userId);
      const extra = t.database.kind === 'pglite' ? 1 : 0;
      console.log(`[statements] /dashboard/ ${t.database.kind}: ${sent.length}`);
      expect(sent.length, sent.join('\n')).toBeLessThanOrEqual(budget + extra);
      expect(sent.filter((text) => /^begin\b/i.test(text))).toHaveLength(1);
    }
  });
});

/**
 * The statements of the caller's own transaction (its scope names the caller's user id), without
 * the work that ran beside it on other connections (mail delivery, a notification job an
 * earlier test queued): counting those made the budget fail at random on PostgreSQL.
 */
function requestStatements(
  observed: readonly { text: string; connection: number }[],
  userId: number,
): string[] {
  const caller = `set_config('app.user_id', '${userId}'`;
  const inCaller = new Map<number, boolean>();
  const bareBegin = new Map<number, string>();
  const kept: string[] = [];
  for (const { text, connection } of observed) {
    // PGlite reports its begin on its own, just before the scope.
    if (/^begin\b/i.test(text) && !text.includes('set_config(')) {
      bareBegin.set(connection, text);
      continue;
    }
    if (text.includes("set_config('role'")) {
      const mine = text.includes(caller);
      inCaller.set(connection, mine);
      const begin = bareBegin.get(connection);
      bareBegin.delete(connection);
      if (mine) kept.push(...(begin ? [begin] : []), text);
      continue;
    }
    if (!inCaller.get(connection)) continue;
    kept.push(text);
    if (/^(commit|rollback)\b/i.test(text)) inCaller.set(connection, false);
  }
  return kept;
}

describe('GET /grading/queue', () => {
  it('a teacher sees only submissions of own courses', async () => {
    const body = (await get('teacher', '/grading/queue')).json();
    expect(body.total).toBe(1);
    expect(body.items).toEqual([
      {
        submission_id: pendingSubmission,
        assessment_id: quiz2,
        assessment_title: 'Quiz two',
        course_id: courseA,
        course_title: `Dash course A ${stamp}`,
        student: { id: ids.student2, first_name: 'Dashstudent2', last_name: 'Tester' },
        submitted_at: '2026-11-20T08:10:00.000Z',
      },
    ]);
    expect((await get('teacher', '/grading/queue/count')).json()).toEqual({ count: 1 });
  });

  it('an admin sees the tenant’s, oldest first, paged on the server', async () => {
    const all = (await get(IQBAL_ADMIN, '/grading/queue?limit=100')).json();
    const mine = all.items.map((item: { submission_id: number }) => item.submission_id);
    expect(mine.indexOf(otherPendingSubmission)).toBeLessThan(mine.indexOf(pendingSubmission));
    const times = all.items.map((item: { submitted_at: string }) => item.submitted_at);
    expect([...times].sort()).toEqual(times);
    expect((await get(IQBAL_ADMIN, '/grading/queue/count')).json().count).toBe(all.total);
    const page = (await get(IQBAL_ADMIN, '/grading/queue?skip=1&limit=1')).json();
    expect(page.items).toHaveLength(1);
    expect(page.items[0]).toEqual(all.items[1]);
    expect(page.total).toBe(all.total);
  });

  it('another tenant’s admin sees none of these', async () => {
    const body = (await get(QUAID_ADMIN, '/grading/queue?limit=100')).json();
    const subs = body.items.map((item: { submission_id: number }) => item.submission_id);
    expect(subs).not.toContain(pendingSubmission);
  });

  it('students and parents get 403; a bad limit 422', async () => {
    expectStatus(await get('student', '/grading/queue'), 403);
    expectStatus(await get(IQBAL_PARENT, '/grading/queue'), 403);
    expectStatus(await get('student', '/grading/queue/count'), 403);
    expectStatus(await get('teacher', '/grading/queue?limit=0'), 422);
  });

  it('grading a submission takes it off the queue', async () => {
    const [essay] = await t.query((tx) =>
      tx.select({ id: questions.id }).from(questions).where(eq(questions.assessment_id, quiz2)),
    );
    const graded = await t.request({
      method: 'PUT',
      url: `/api/assessments/submissions/${pendingSubmission}`,
      token: await t.tokenFor(emailOf('teacher')),
      payload: { grades: [{ question_id: essay!.id, points: 4 }] },
    });
    expect(graded.statusCode, graded.body).toBe(200);
    const count = (await get('teacher', '/grading/queue/count')).json().count;
    expect(count).toBe(graded.json().grading_pending ? 1 : 0);
  });
});

describe('GET /courses/enrollments/my/states', () => {
  it('each course the caller has an enrolment in, with its state', async () => {
    const body = (await get('student', '/courses/enrollments/my/states')).json();
    expect(body.items).toEqual(
      expect.arrayContaining([
        { course_id: courseA, state: 'enrolled' },
        { course_id: courseB, state: 'rejected' },
      ]),
    );
    expect(body.items).toHaveLength(2);
    expect((await get('applicant', '/courses/enrollments/my/states')).json().items).toEqual([
      { course_id: courseA, state: 'pending' },
    ]);
    expectStatus(await get(null, '/courses/enrollments/my/states'), 401);
  });
});

describe('the teacher enrolments screen (teacherEnrollments) for own courses', () => {
  it('lists only own courses’ enrolments, counts them, and approves one', async () => {
    const list = (await get('teacher', '/enrollments/?status_filter=pending')).json();
    expect(list.items.map((item: { course_id: number }) => item.course_id)).toEqual([courseA]);
    expect(list.items[0].user_id).toBe(ids.applicant);
    expect((await get('teacher', '/enrollments/counts')).json()).toMatchObject({ pending: 1 });
    const approved = await t.request({
      method: 'PUT',
      url: `/api/courses/enrollments/${list.items[0].id}`,
      token: await t.tokenFor(emailOf('teacher')),
      payload: { payment_status: 'paid', admin_approved: true, status: 'active' },
    });
    expectStatus(approved, 200);
    expect((await get('applicant', '/courses/enrollments/my/states')).json().items).toEqual([
      { course_id: courseA, state: 'enrolled' },
    ]);
    const dashboard = (await get('teacher', '/dashboard/')).json();
    expect(dashboard.teaching.pending_enrollments).toBe(0);
    expect(dashboard.teaching.courses[0]).toMatchObject({ enrolled: 3, pending: 0 });
  });
});
