import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../src/db/schema/identity.js';
import { enrollments } from '../../src/db/schema/learning.js';
import { createTestApp, DEMO_PASSWORD, SUPERUSER_EMAIL, type TestApp } from '../helpers/app.js';
import {
  auditActions,
  caller,
  courseId,
  expectStatus,
  IQBAL,
  IQBAL_ADMIN,
  IQBAL_STUDENT,
  IQBAL_STUDENT2,
  IQBAL_STUDENT3,
  IQBAL_TEACHER,
  QUAID,
  QUAID_STUDENT,
  setSettings,
  userId,
} from './helpers.js';

let t: TestApp;
let call: ReturnType<typeof caller>;
let urdu: number; // free, no author
let olevel: number; // USD 20, no author (admin's)
let physics: number; // PKR 3000, the teacher's
let python: number; // PKR 2500, the teacher's
beforeAll(async () => {
  t = await createTestApp();
  call = caller(t);
  urdu = await courseId(t, IQBAL, 'Urdu Adab: Poetry of Allama Iqbal');
  olevel = await courseId(t, IQBAL, 'O Level Computer Science (2210)');
  physics = await courseId(t, IQBAL, 'Matric Physics Crash Course');
  python = await courseId(t, IQBAL, 'Python for Beginners');
});
afterAll(() => t.close());

interface EnrollmentBody {
  id: number;
  user_id: number;
  course_id: number;
  course: { id: number; title: string; price: number; currency: string };
  user: { id: number; email: string };
  payment_status: string;
  admin_approved: boolean;
  admin_notes: string | null;
  status: string;
  created_at: string;
}

async function enrollmentRows(courseIdValue: number, email: string) {
  const user = await userId(t, email);
  return t.query((tx) =>
    tx
      .select()
      .from(enrollments)
      .where(and(eq(enrollments.course_id, courseIdValue), eq(enrollments.user_id, user))),
  );
}

async function newStudent(email: string): Promise<number> {
  const response = await call(IQBAL_ADMIN, 'POST', '/users/', {
    email,
    username: email.split('@')[0]!.replace(/[^a-z0-9]/g, '_'),
    password: DEMO_PASSWORD,
    first_name: 'Ahmed',
    last_name: 'Nawaz',
  });
  expectStatus(response, 201);
  return (response.json() as { id: number }).id;
}

describe('enrolling', () => {
  it('approves a free course at once and carries the course and user summaries', async () => {
    const response = await call(IQBAL_STUDENT3, 'POST', `/courses/${urdu}/enroll`, {});
    expectStatus(response, 201);
    const body = response.json() as EnrollmentBody;
    expect(body).toMatchObject({
      course_id: urdu,
      user_id: await userId(t, IQBAL_STUDENT3),
      payment_status: 'paid',
      admin_approved: true,
      status: 'active',
      admin_notes: null,
      course: { id: urdu, title: 'Urdu Adab: Poetry of Allama Iqbal', price: 0, currency: 'PKR' },
      user: { email: IQBAL_STUDENT3, first_name: 'Hamza' },
    });
  });

  it('starts a paid course pending (user_id may be the caller’s own id)', async () => {
    const me = await userId(t, IQBAL_STUDENT2);
    const response = await call(IQBAL_STUDENT2, 'POST', `/courses/${olevel}/enroll`, {
      user_id: me,
    });
    expectStatus(response, 201);
    expect(response.json()).toMatchObject({
      payment_status: 'pending',
      admin_approved: false,
      status: 'active',
      course: { title: 'O Level Computer Science (2210)', price: 20, currency: 'USD' },
    });
  });

  it('answers 409 to a second enrollment, even two at once (the database decides)', async () => {
    expectStatus(
      await call(IQBAL_STUDENT2, 'POST', `/courses/${olevel}/enroll`, {}),
      409,
      'You are already enrolled in this course.',
    );
    const email = 'double.click@iqbal.edu.pk';
    await newStudent(email);
    const responses = await Promise.all([
      call(email, 'POST', `/courses/${physics}/enroll`, {}),
      call(email, 'POST', `/courses/${physics}/enroll`, {}),
    ]);
    expect(responses.map((response) => response.statusCode).sort()).toEqual([201, 409]);
    expect(await enrollmentRows(physics, email)).toHaveLength(1);
  });

  it('lets a student enroll only themself', async () => {
    const other = await userId(t, IQBAL_STUDENT3);
    expectStatus(
      await call(IQBAL_STUDENT, 'POST', `/courses/${olevel}/enroll`, { user_id: other }),
      403,
      'You can only enroll yourself.',
    );
    expect(await enrollmentRows(olevel, IQBAL_STUDENT3)).toHaveLength(0);
  });

  it('lets an admin enroll another user of the tenant, and audits it', async () => {
    const student = await userId(t, IQBAL_STUDENT3);
    const response = await call(IQBAL_ADMIN, 'POST', `/courses/${olevel}/enroll`, {
      user_id: student,
    });
    expectStatus(response, 201);
    expect(response.json()).toMatchObject({ user_id: student, payment_status: 'pending' });
    expect(await auditActions(t, IQBAL)).toContain('enrollment.created');

    expectStatus(
      await call(IQBAL_ADMIN, 'POST', `/courses/${olevel}/enroll`, { user_id: student }),
      409,
      'This user is already enrolled in this course.',
    );
    expectStatus(
      await call(IQBAL_ADMIN, 'POST', `/courses/${olevel}/enroll`, { user_id: 999999 }),
      404,
      'User not found.',
    );
    // Another school's user is invisible in this tenant's scope.
    const foreign = await userId(t, QUAID_STUDENT);
    expectStatus(
      await call(IQBAL_ADMIN, 'POST', `/courses/${olevel}/enroll`, { user_id: foreign }),
      404,
    );
    expect(await enrollmentRows(olevel, QUAID_STUDENT)).toHaveLength(0);
    // The superuser sees every tenant, so the tenant rule is checked explicitly.
    expectStatus(
      await call(SUPERUSER_EMAIL, 'POST', `/courses/${olevel}/enroll`, { user_id: foreign }),
      422,
    );

    const inactive = await newStudent('left.school@iqbal.edu.pk');
    await t.query((tx) => tx.update(users).set({ is_active: false }).where(eq(users.id, inactive)));
    expectStatus(
      await call(IQBAL_ADMIN, 'POST', `/courses/${olevel}/enroll`, { user_id: inactive }),
      422,
    );
  });

  it('refuses a draft course (403)', async () => {
    const draft = await courseId(t, IQBAL, 'MDCAT Entry Test Preparation');
    expectStatus(
      await call(IQBAL_STUDENT, 'POST', `/courses/${draft}/enroll`, {}),
      403,
      'This course is not open for enrollment yet.',
    );
  });

  it('lets a teacher enroll others in their own course only when allowed', async () => {
    const email = 'teacher.enrolls@iqbal.edu.pk';
    const student = await newStudent(email);
    await setSettings(t, IQBAL, { teachers_can_manage_enrollments: false });
    try {
      expectStatus(
        await call(IQBAL_TEACHER, 'POST', `/courses/${physics}/enroll`, { user_id: student }),
        403,
        'Your organization does not allow teachers to manage enrollments. Contact your admin.',
      );
    } finally {
      await setSettings(t, IQBAL, { teachers_can_manage_enrollments: true });
    }
    expectStatus(
      await call(IQBAL_TEACHER, 'POST', `/courses/${olevel}/enroll`, { user_id: student }),
      403,
    );
    expectStatus(
      await call(IQBAL_TEACHER, 'POST', `/courses/${physics}/enroll`, { user_id: student }),
      201,
    );
  });
});

describe('approving and rejecting', () => {
  it('approves a pending enrollment, audits it, emails the learner, then refuses to change it (409)', async () => {
    const [pending] = await enrollmentRows(olevel, IQBAL_STUDENT2);
    const since = t.mailer.messages.length;
    const response = await call(IQBAL_ADMIN, 'PUT', `/courses/enrollments/${pending!.id}`, {
      payment_status: 'paid',
      admin_approved: true,
      status: 'active',
    });
    expectStatus(response, 200);
    expect(response.json()).toMatchObject({
      payment_status: 'paid',
      admin_approved: true,
      status: 'active',
    });
    expect(await auditActions(t, IQBAL)).toContain('enrollment.approved');
    const mail = await t.mailer.waitFor(IQBAL_STUDENT2, since);
    expect(mail.subject).toContain('approved');

    for (const body of [
      { payment_status: 'rejected' },
      { payment_status: 'paid' },
      { admin_notes: 'x' },
    ]) {
      expectStatus(
        await call(IQBAL_ADMIN, 'PUT', `/courses/enrollments/${pending!.id}`, body),
        409,
        'Only a pending enrollment can be approved or rejected; this one has already been decided.',
      );
    }
  });

  it('rejects with the optional reason: payment rejected, not approved, dropped', async () => {
    const [pending] = await enrollmentRows(olevel, IQBAL_STUDENT3);
    const response = await call(IQBAL_ADMIN, 'PUT', `/courses/enrollments/${pending!.id}`, {
      payment_status: 'rejected',
      admin_approved: false,
      status: 'dropped',
      admin_notes: '  Receipt unreadable  ',
    });
    expectStatus(response, 200);
    expect(response.json()).toMatchObject({
      payment_status: 'rejected',
      admin_approved: false,
      status: 'dropped',
      admin_notes: 'Receipt unreadable',
    });
    expect(await auditActions(t, IQBAL)).toContain('enrollment.rejected');
    expectStatus(
      await call(IQBAL_ADMIN, 'PUT', `/courses/enrollments/${pending!.id}`, {
        payment_status: 'paid',
      }),
      409,
    );
  });

  it('refuses contradictory updates (422) and keeps a note on a pending enrollment', async () => {
    const email = 'notes@iqbal.edu.pk';
    await newStudent(email);
    const enrolled = (
      await call(email, 'POST', `/courses/${olevel}/enroll`, {})
    ).json() as EnrollmentBody;
    expectStatus(
      await call(IQBAL_ADMIN, 'PUT', `/courses/enrollments/${enrolled.id}`, {
        payment_status: 'paid',
        admin_approved: false,
      }),
      422,
    );
    expectStatus(
      await call(IQBAL_ADMIN, 'PUT', `/courses/enrollments/${enrolled.id}`, {
        payment_status: 'rejected',
        status: 'active',
      }),
      422,
    );
    expectStatus(await call(IQBAL_ADMIN, 'PUT', `/courses/enrollments/${enrolled.id}`, {}), 422);
    expectStatus(
      await call(IQBAL_ADMIN, 'PUT', `/courses/enrollments/${enrolled.id}`, {
        payment_status: 'refunded',
      }),
      422,
    );
    const noted = await call(IQBAL_ADMIN, 'PUT', `/courses/enrollments/${enrolled.id}`, {
      admin_notes: 'Called the parents',
    });
    expectStatus(noted, 200);
    expect(noted.json()).toMatchObject({
      payment_status: 'pending',
      admin_notes: 'Called the parents',
    });
  });

  it('lets two simultaneous decisions apply only once', async () => {
    const email = 'race.decide@iqbal.edu.pk';
    await newStudent(email);
    const enrolled = (
      await call(email, 'POST', `/courses/${olevel}/enroll`, {})
    ).json() as EnrollmentBody;
    const responses = await Promise.all([
      call(IQBAL_ADMIN, 'PUT', `/courses/enrollments/${enrolled.id}`, { payment_status: 'paid' }),
      call(IQBAL_ADMIN, 'PUT', `/courses/enrollments/${enrolled.id}`, {
        payment_status: 'rejected',
      }),
    ]);
    expect(responses.map((response) => response.statusCode).sort()).toEqual([200, 409]);
  });

  it('lets a teacher decide on their own course only while the setting allows; students never', async () => {
    const email = 'teacher.decides@iqbal.edu.pk';
    await newStudent(email);
    const onPhysics = (
      await call(email, 'POST', `/courses/${physics}/enroll`, {})
    ).json() as EnrollmentBody;
    const onOlevel = (
      await call(email, 'POST', `/courses/${olevel}/enroll`, {})
    ).json() as EnrollmentBody;

    expectStatus(
      await call(IQBAL_STUDENT, 'PUT', `/courses/enrollments/${onPhysics.id}`, {
        payment_status: 'paid',
      }),
      403,
    );
    expectStatus(
      await call(email, 'PUT', `/courses/enrollments/${onPhysics.id}`, { payment_status: 'paid' }),
      403,
    );
    expectStatus(
      await call(IQBAL_TEACHER, 'PUT', `/courses/enrollments/${onOlevel.id}`, {
        payment_status: 'paid',
      }),
      403,
    );

    await setSettings(t, IQBAL, { teachers_can_manage_enrollments: false });
    try {
      expectStatus(
        await call(IQBAL_TEACHER, 'PUT', `/courses/enrollments/${onPhysics.id}`, {
          payment_status: 'paid',
        }),
        403,
        'Your organization does not allow teachers to manage enrollments. Contact your admin.',
      );
      expectStatus(await call(IQBAL_TEACHER, 'GET', `/courses/${physics}/enrollments`), 403);
      expectStatus(await call(IQBAL_TEACHER, 'GET', '/enrollments/'), 403);
    } finally {
      await setSettings(t, IQBAL, { teachers_can_manage_enrollments: true });
    }
    const approved = await call(IQBAL_TEACHER, 'PUT', `/courses/enrollments/${onPhysics.id}`, {
      payment_status: 'paid',
    });
    expectStatus(approved, 200);
    expect(approved.json()).toMatchObject({
      payment_status: 'paid',
      admin_approved: true,
      status: 'active',
    });
  });
});

describe('lists and counts', () => {
  it('lists a course’s enrollments for staff with status_filter, newest first', async () => {
    const all = await call(IQBAL_ADMIN, 'GET', `/courses/${python}/enrollments`);
    expectStatus(all, 200);
    const body = all.json() as { items: EnrollmentBody[]; total: number };
    expect(body.total).toBe(body.items.length);
    expect(
      body.items.every(
        (item) => item.course_id === python && item.course.title === 'Python for Beginners',
      ),
    ).toBe(true);
    const times = body.items.map((item) => item.created_at);
    expect([...times].sort().reverse()).toEqual(times);
    const pending = (
      await call(IQBAL_ADMIN, 'GET', `/courses/${python}/enrollments?status_filter=pending`)
    ).json() as { items: EnrollmentBody[] };
    expect(pending.items.length).toBeGreaterThan(0);
    expect(pending.items.every((item) => item.payment_status === 'pending')).toBe(true);
    expectStatus(await call(IQBAL_STUDENT, 'GET', `/courses/${python}/enrollments`), 403);
    expectStatus(await call(IQBAL_TEACHER, 'GET', `/courses/${olevel}/enrollments`), 403);
    expectStatus(await call(IQBAL_TEACHER, 'GET', `/courses/${python}/enrollments`), 200);
  });

  it('lists the caller’s own enrollments', async () => {
    const response = await call(IQBAL_STUDENT, 'GET', '/courses/enrollments/my');
    const body = response.json() as { items: EnrollmentBody[] };
    const me = await userId(t, IQBAL_STUDENT);
    expect(body.items.length).toBeGreaterThanOrEqual(2);
    expect(body.items.every((item) => item.user_id === me)).toBe(true);
    const paid = (
      await call(IQBAL_STUDENT, 'GET', '/courses/enrollments/my?status_filter=paid')
    ).json() as { items: EnrollmentBody[] };
    expect(paid.items.map((item) => item.course.title)).toContain('Python for Beginners');
    expect(paid.items.every((item) => item.payment_status === 'paid')).toBe(true);
  });

  it('lists and counts what the caller manages: admins the tenant, teachers their courses', async () => {
    const admin = (await call(IQBAL_ADMIN, 'GET', '/enrollments/')).json() as {
      items: EnrollmentBody[];
      total: number;
    };
    const [inTenant] = await t.query((tx) =>
      tx.select({ n: count() }).from(enrollments).where(eq(enrollments.tenant_id, IQBAL)),
    );
    expect(admin.total).toBe(inTenant!.n);
    const counts = (await call(IQBAL_ADMIN, 'GET', '/enrollments/counts')).json() as Record<
      string,
      number
    >;
    expect(counts.all).toBe(inTenant!.n);
    expect(counts.pending! + counts.paid! + counts.rejected!).toBe(counts.all);

    const teacher = (await call(IQBAL_TEACHER, 'GET', '/enrollments/')).json() as {
      items: EnrollmentBody[];
    };
    expect(teacher.items.length).toBeGreaterThan(0);
    expect(
      teacher.items.every((item) => item.course_id === physics || item.course_id === python),
    ).toBe(true);
    const teacherCounts = (
      await call(IQBAL_TEACHER, 'GET', `/enrollments/counts?course_id=${python}`)
    ).json() as Record<string, number>;
    const [inPython] = await t.query((tx) =>
      tx.select({ n: count() }).from(enrollments).where(eq(enrollments.course_id, python)),
    );
    expect(teacherCounts.all).toBe(inPython!.n);

    const filtered = (
      await call(IQBAL_ADMIN, 'GET', `/enrollments/?status_filter=rejected&course_id=${physics}`)
    ).json() as { items: EnrollmentBody[] };
    expect(
      filtered.items.every(
        (item) => item.payment_status === 'rejected' && item.course_id === physics,
      ),
    ).toBe(true);

    expectStatus(
      await call(IQBAL_STUDENT, 'GET', '/enrollments/'),
      403,
      'Only administrators and teachers can manage enrollments.',
    );
    expectStatus(await call(IQBAL_STUDENT, 'GET', '/enrollments/counts'), 403);

    const superuser = (
      await call(SUPERUSER_EMAIL, 'GET', `/enrollments/?tenant_id=${QUAID}`)
    ).json() as { items: EnrollmentBody[] };
    expect(superuser.items.length).toBeGreaterThan(0);
    const quaidCourses = new Set(superuser.items.map((item) => item.course_id));
    expect(quaidCourses.has(python)).toBe(false);
  });
});

describe('deleting and withdrawing', () => {
  it('lets a learner withdraw a pending enrollment but not a decided one', async () => {
    const email = 'withdraws@iqbal.edu.pk';
    await newStudent(email);
    const pending = (
      await call(email, 'POST', `/courses/${olevel}/enroll`, {})
    ).json() as EnrollmentBody;
    const free = (
      await call(email, 'POST', `/courses/${urdu}/enroll`, {})
    ).json() as EnrollmentBody;
    expectStatus(await call(IQBAL_STUDENT, 'DELETE', `/courses/enrollments/${pending.id}`), 403);
    expectStatus(
      await call(email, 'DELETE', `/courses/enrollments/${free.id}`),
      409,
      /Only a pending enrollment can be withdrawn/,
    );
    expectStatus(await call(email, 'DELETE', `/courses/enrollments/${pending.id}`), 204);
    expect(await enrollmentRows(olevel, email)).toHaveLength(0);
    expectStatus(await call(email, 'DELETE', `/courses/enrollments/${pending.id}`), 404);
  });

  it('lets staff delete any enrollment of their course, audited', async () => {
    const [rejected] = await enrollmentRows(physics, IQBAL_STUDENT3);
    expect(rejected!.payment_status).toBe('rejected');
    expectStatus(await call(IQBAL_ADMIN, 'DELETE', `/courses/enrollments/${rejected!.id}`), 204);
    expect(await auditActions(t, IQBAL)).toContain('enrollment.deleted');
    // The learner may now ask again.
    expectStatus(await call(IQBAL_STUDENT3, 'POST', `/courses/${physics}/enroll`, {}), 201);
  });
});
