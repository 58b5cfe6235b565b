import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { courses, lessons } from '../../src/db/schema/learning.js';
import { createTestApp, SUPERUSER_EMAIL, type TestApp } from '../helpers/app.js';
import {
  auditActions,
  caller,
  courseId,
  expectStatus,
  IQBAL,
  IQBAL_ADMIN,
  IQBAL_STUDENT,
  IQBAL_TEACHER,
  LIMIT_MESSAGE,
  QUAID,
  setSettings,
  userId,
} from './helpers.js';

let t: TestApp;
let call: ReturnType<typeof caller>;
beforeAll(async () => {
  t = await createTestApp();
  call = caller(t);
});
afterAll(() => t.close());

interface CourseBody {
  id: number;
  tenant_id: number;
  title: string;
  is_published: boolean;
  price: number;
  currency: string;
  level: string;
  created_by: number | null;
  tags: string[];
}

const newCourse = (title: string, extra: Record<string, unknown> = {}) => ({
  title,
  description: `${title}: a course created by the tests.`,
  ...extra,
});

async function createdByTeacher(): Promise<number> {
  const teacher = await userId(t, IQBAL_TEACHER);
  const [row] = await t.query((tx) =>
    tx
      .select({ n: count() })
      .from(courses)
      .where(and(eq(courses.tenant_id, IQBAL), eq(courses.created_by, teacher))),
  );
  return row!.n;
}

describe('public catalogue', () => {
  it('lists the platform tenant’s published courses without a token, newest first, with filters', async () => {
    const response = await call(null, 'GET', '/courses/public');
    expectStatus(response, 200);
    const body = response.json() as { items: CourseBody[]; total: number };
    expect(body.total).toBe(body.items.length);
    expect(body.items.length).toBeGreaterThanOrEqual(4);
    expect(body.items.every((course) => course.tenant_id === 1 && course.is_published)).toBe(true);
    expect(body.items.map((course) => course.title)).not.toContain('Cloud Computing Essentials');
    expect(new Set(body.items.map((course) => course.currency))).toEqual(new Set(['PKR', 'USD']));
    expect(new Set(body.items.map((course) => course.level))).toEqual(
      new Set(['beginner', 'intermediate', 'advanced']),
    );
    expect(body.items.some((course) => course.price === 0)).toBe(true);
    const python = body.items.find((course) => course.title === 'Python for Beginners')!;
    expect(python).toMatchObject({
      price: 2500,
      currency: 'PKR',
      level: 'beginner',
      created_by: null,
    });

    const search = await call(null, 'GET', '/courses/public?search=ARDUINO');
    expect((search.json() as { items: CourseBody[] }).items.map((course) => course.title)).toEqual([
      'Robotics with Arduino',
    ]);
    const advanced = await call(null, 'GET', '/courses/public?level=advanced');
    expect(
      (advanced.json() as { items: CourseBody[] }).items.every(
        (course) => course.level === 'advanced',
      ),
    ).toBe(true);
    const page = await call(null, 'GET', '/courses/public?skip=1&limit=2');
    expect(page.json()).toMatchObject({ total: body.total });
    expect((page.json() as { items: CourseBody[] }).items.map((course) => course.id)).toEqual(
      body.items.slice(1, 3).map((course) => course.id),
    );
  });

  it('lists a school’s own public catalogue with tenant_id', async () => {
    const response = await call(null, 'GET', `/courses/public?tenant_id=${IQBAL}`);
    const body = response.json() as { items: CourseBody[] };
    expect(body.items.length).toBeGreaterThanOrEqual(4);
    expect(body.items.every((course) => course.tenant_id === IQBAL && course.is_published)).toBe(
      true,
    );
    expect(body.items.map((course) => course.title)).toContain('Matric Physics Crash Course');
  });

  it('shows a published course to a visitor and hides a draft (404)', async () => {
    const published = await courseId(t, IQBAL, 'Matric Physics Crash Course');
    const draft = await courseId(t, IQBAL, 'MDCAT Entry Test Preparation');
    expectStatus(await call(null, 'GET', `/courses/${published}`), 200);
    expectStatus(await call(null, 'GET', `/courses/${draft}`), 404, 'Course not found.');
    // A failing token is treated as a visitor on this optional-auth call.
    const response = await t.request({
      method: 'GET',
      url: `/api/courses/${published}`,
      headers: { authorization: 'Bearer not-a-token' },
    });
    expectStatus(response, 200);
  });
});

describe('course list of the tenant', () => {
  it('shows students published courses only, teachers their drafts too, admins everything', async () => {
    const draft = await courseId(t, IQBAL, 'MDCAT Entry Test Preparation');
    const list = async (email: string, query = '') =>
      ((await call(email, 'GET', `/courses/${query}`)).json() as { items: CourseBody[] }).items;

    const student = await list(IQBAL_STUDENT);
    expect(student.every((course) => course.tenant_id === IQBAL && course.is_published)).toBe(true);
    const teacher = await list(IQBAL_TEACHER);
    expect(teacher.map((course) => course.id)).toContain(draft);
    const admin = await list(IQBAL_ADMIN, '?is_published=false');
    expect(admin.map((course) => course.id)).toContain(draft);
    expect(admin.every((course) => !course.is_published && course.tenant_id === IQBAL)).toBe(true);

    const physics = await list(IQBAL_STUDENT, '?search=physics');
    expect(physics.map((course) => course.title)).toEqual(['Matric Physics Crash Course']);
    const science = await list(IQBAL_STUDENT, '?category=science');
    expect(science.map((course) => course.title)).toEqual(['Matric Physics Crash Course']);
    const mine = await list(IQBAL_TEACHER, `?created_by=${await userId(t, IQBAL_TEACHER)}`);
    expect(mine.length).toBe(await createdByTeacher());

    const superuser = await list(SUPERUSER_EMAIL, `?tenant_id=${QUAID}`);
    expect(superuser.length).toBeGreaterThan(0);
    expect(superuser.every((course) => course.tenant_id === QUAID)).toBe(true);
  });

  it('hides a draft from a student (404) but not from its teacher', async () => {
    const draft = await courseId(t, IQBAL, 'MDCAT Entry Test Preparation');
    expectStatus(await call(IQBAL_STUDENT, 'GET', `/courses/${draft}`), 404);
    expectStatus(await call(IQBAL_TEACHER, 'GET', `/courses/${draft}`), 200);
  });
});

describe('creating courses', () => {
  it('lets an admin create, publish at once, and applies the defaults', async () => {
    const response = await call(IQBAL_ADMIN, 'POST', '/courses/', {
      ...newCourse('Chemistry for FSc Part 1'),
      price: 1999.999,
      tags: [' chemistry ', 'fsc', 'chemistry'],
      is_published: true,
    });
    expectStatus(response, 201);
    const course = response.json() as CourseBody;
    expect(course).toMatchObject({
      tenant_id: IQBAL,
      price: 2000,
      currency: 'PKR',
      level: 'beginner',
      duration_hours: null,
      category: null,
      tags: ['chemistry', 'fsc'],
      is_published: true,
      created_by: await userId(t, IQBAL_ADMIN),
    });
    expect(await auditActions(t, IQBAL)).toContain('course.published');
  });

  it('lets a teacher create a draft but not publish it, and refuses students', async () => {
    const draft = await call(
      IQBAL_TEACHER,
      'POST',
      '/courses/',
      newCourse('Biology Revision', {
        price: 15,
        currency: 'USD',
        level: 'advanced',
        duration_hours: 12,
      }),
    );
    expectStatus(draft, 201);
    expect(draft.json()).toMatchObject({
      is_published: false,
      price: 15,
      currency: 'USD',
      level: 'advanced',
      duration_hours: 12,
    });

    expectStatus(
      await call(
        IQBAL_TEACHER,
        'POST',
        '/courses/',
        newCourse('Published by a teacher', { is_published: true }),
      ),
      403,
      'Only administrators can publish or unpublish courses.',
    );
    expectStatus(
      await call(IQBAL_STUDENT, 'POST', '/courses/', newCourse('A student course')),
      403,
      'Only teachers and administrators can create courses.',
    );
  });

  it('enforces teachers_can_create_courses', async () => {
    await setSettings(t, IQBAL, { teachers_can_create_courses: false });
    try {
      expectStatus(
        await call(IQBAL_TEACHER, 'POST', '/courses/', newCourse('Not allowed')),
        403,
        'Your organization does not allow teachers to create courses. Contact your admin.',
      );
      expectStatus(
        await call(IQBAL_ADMIN, 'POST', '/courses/', newCourse('Admins always may')),
        201,
      );
    } finally {
      await setSettings(t, IQBAL, { teachers_can_create_courses: true });
    }
  });

  it('enforces the teacher course limit with the spec’s sentence; 0 means unlimited', async () => {
    const created = await createdByTeacher();
    await setSettings(t, IQBAL, { teacher_course_limit: created + 1 });
    try {
      expectStatus(
        await call(IQBAL_TEACHER, 'POST', '/courses/', newCourse('Within the limit')),
        201,
      );
      expectStatus(
        await call(IQBAL_TEACHER, 'POST', '/courses/', newCourse('Beyond the limit')),
        403,
        LIMIT_MESSAGE,
      );
      expectStatus(
        await call(IQBAL_ADMIN, 'POST', '/courses/', newCourse('Admins have no limit')),
        201,
      );

      await setSettings(t, IQBAL, { teacher_course_limit: 0 });
      expectStatus(await call(IQBAL_TEACHER, 'POST', '/courses/', newCourse('Unlimited now')), 201);
    } finally {
      await setSettings(t, IQBAL, { teacher_course_limit: 10 });
    }
  });

  it('lets only one of two simultaneous creates take the last place under the limit', async () => {
    const created = await createdByTeacher();
    await setSettings(t, IQBAL, { teacher_course_limit: created + 1 });
    try {
      const responses = await Promise.all([
        call(IQBAL_TEACHER, 'POST', '/courses/', newCourse('Race one')),
        call(IQBAL_TEACHER, 'POST', '/courses/', newCourse('Race two')),
      ]);
      expect(responses.map((response) => response.statusCode).sort()).toEqual([201, 403]);
      expect(await createdByTeacher()).toBe(created + 1);
    } finally {
      await setSettings(t, IQBAL, { teacher_course_limit: 10 });
    }
  });
});

describe('editing and publishing', () => {
  it('lets a teacher edit their own course only, and only admins publish', async () => {
    const own = (
      await call(IQBAL_TEACHER, 'POST', '/courses/', newCourse('Teacher’s own course'))
    ).json() as CourseBody;
    const edited = await call(IQBAL_TEACHER, 'PUT', `/courses/${own.id}`, {
      title: '  Renamed course ',
      price: 10.555,
      tags: ['x'],
    });
    expectStatus(edited, 200);
    expect(edited.json()).toMatchObject({ title: 'Renamed course', price: 10.56, tags: ['x'] });

    expectStatus(
      await call(IQBAL_TEACHER, 'PUT', `/courses/${own.id}`, { is_published: true }),
      403,
      'Only administrators can publish or unpublish courses.',
    );
    // Sending the current value is not a change.
    expectStatus(
      await call(IQBAL_TEACHER, 'PUT', `/courses/${own.id}`, { is_published: false }),
      200,
    );

    const adminCourse = await courseId(t, IQBAL, 'O Level Computer Science (2210)');
    expectStatus(
      await call(IQBAL_TEACHER, 'PUT', `/courses/${adminCourse}`, { title: 'Mine now' }),
      403,
      'You can only edit courses you created.',
    );
    expectStatus(await call(IQBAL_STUDENT, 'PUT', `/courses/${own.id}`, { title: 'Hacked' }), 403);

    const published = await call(IQBAL_ADMIN, 'PUT', `/courses/${own.id}`, { is_published: true });
    expect(published.json()).toMatchObject({ is_published: true });
    const unpublished = await call(IQBAL_ADMIN, 'PUT', `/courses/${own.id}`, {
      is_published: false,
    });
    expect(unpublished.json()).toMatchObject({ is_published: false });
    const actions = await auditActions(t, IQBAL);
    expect(actions).toContain('course.published');
    expect(actions).toContain('course.unpublished');

    expectStatus(
      await call(IQBAL_ADMIN, 'PUT', `/courses/${own.id}`, { title: '   ' }),
      422,
      'title must not be blank.',
    );
  });
});

describe('deleting courses', () => {
  it('lets a teacher delete their own course only when the setting allows', async () => {
    const own = (
      await call(IQBAL_TEACHER, 'POST', '/courses/', newCourse('To be deleted'))
    ).json() as CourseBody;
    await call(IQBAL_TEACHER, 'POST', '/lessons/', { course_id: own.id, title: 'A lesson' });
    expectStatus(
      await call(IQBAL_TEACHER, 'DELETE', `/courses/${own.id}`),
      403,
      'Your organization does not allow teachers to delete courses. Contact your admin.',
    );
    await setSettings(t, IQBAL, { teachers_can_delete_courses: true });
    try {
      const adminCourse = await courseId(t, IQBAL, 'O Level Computer Science (2210)');
      expectStatus(
        await call(IQBAL_TEACHER, 'DELETE', `/courses/${adminCourse}`),
        403,
        'You can only delete courses you created.',
      );
      expectStatus(await call(IQBAL_TEACHER, 'DELETE', `/courses/${own.id}`), 204);
    } finally {
      await setSettings(t, IQBAL, { teachers_can_delete_courses: false });
    }
    expectStatus(await call(IQBAL_ADMIN, 'GET', `/courses/${own.id}`), 404);
    const [left] = await t.query((tx) =>
      tx.select({ n: count() }).from(lessons).where(eq(lessons.course_id, own.id)),
    );
    expect(left!.n).toBe(0);
    expect(await auditActions(t, IQBAL)).toContain('course.deleted');
    expectStatus(
      await call(
        IQBAL_STUDENT,
        'DELETE',
        `/courses/${await courseId(t, IQBAL, 'Matric Physics Crash Course')}`,
      ),
      403,
    );
  });

  it('keeps a course with enrollments (409: unpublish instead)', async () => {
    const python = await courseId(t, IQBAL, 'Python for Beginners');
    const response = await call(IQBAL_ADMIN, 'DELETE', `/courses/${python}`);
    expectStatus(response, 409, /has enrollments.*Unpublish it instead/);
    expectStatus(await call(IQBAL_ADMIN, 'GET', `/courses/${python}`), 200);
  });
});

describe('validation', () => {
  const cases: [string, 'POST' | 'PUT' | 'GET', string, unknown, string][] = [
    ['negative price', 'POST', '/courses/', newCourse('X', { price: -1 }), 'price'],
    ['price as text', 'POST', '/courses/', newCourse('X', { price: '100' }), 'price'],
    ['unknown currency', 'POST', '/courses/', newCourse('X', { currency: 'EUR' }), 'currency'],
    ['unknown level', 'POST', '/courses/', newCourse('X', { level: 'expert' }), 'level'],
    ['duration 0', 'POST', '/courses/', newCourse('X', { duration_hours: 0 }), 'duration_hours'],
    [
      'fractional duration',
      'POST',
      '/courses/',
      newCourse('X', { duration_hours: 1.5 }),
      'duration_hours',
    ],
    ['tags not a list', 'POST', '/courses/', newCourse('X', { tags: 'python' }), 'tags'],
    ['missing title', 'POST', '/courses/', { description: 'no title' }, 'title'],
    ['unknown field', 'POST', '/courses/', newCourse('X', { tenant_id: 3 }), 'tenant_id'],
    ['oversize title', 'POST', '/courses/', newCourse('x'.repeat(201)), 'title'],
    ['blank description', 'POST', '/courses/', { title: 'X', description: '   ' }, 'description'],
    ['bad id', 'GET', '/courses/abc', undefined, 'id'],
    ['id 0', 'GET', '/courses/0', undefined, 'id'],
    ['oversize id', 'GET', '/courses/99999999999', undefined, 'id'],
    ['bad level filter', 'GET', '/courses/?level=expert', undefined, 'level'],
    ['limit too high', 'GET', '/courses/?limit=501', undefined, 'limit'],
  ];
  for (const [name, method, url, payload, field] of cases) {
    it(`answers 422 naming the field: ${name}`, async () => {
      const response = await call(IQBAL_ADMIN, method, url, payload);
      expectStatus(response, 422);
      const body = response.json() as { detail: string; errors: { field: string }[] };
      expect(body.detail).toBeTruthy();
      if (field !== 'body')
        expect(body.errors.map((error) => error.field).join(' ')).toContain(field);
    });
  }
});
