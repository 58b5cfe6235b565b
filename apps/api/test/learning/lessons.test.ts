import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lessonProgress, lessons } from '../../src/db/schema/learning.js';
import { createTestApp, DEMO_PASSWORD, type TestApp } from '../helpers/app.js';
import {
  caller,
  courseId,
  expectStatus,
  IQBAL,
  IQBAL_ADMIN,
  IQBAL_STUDENT,
  IQBAL_STUDENT2,
  IQBAL_STUDENT3,
  IQBAL_TEACHER,
} from './helpers.js';

let t: TestApp;
let call: ReturnType<typeof caller>;
let python: number; // the teacher's; student: approved, student2: pending
let physics: number; // the teacher's; student3: rejected
let olevel: number; // no author
let draftCourse: number;
beforeAll(async () => {
  t = await createTestApp();
  call = caller(t);
  python = await courseId(t, IQBAL, 'Python for Beginners');
  physics = await courseId(t, IQBAL, 'Matric Physics Crash Course');
  olevel = await courseId(t, IQBAL, 'O Level Computer Science (2210)');
  draftCourse = await courseId(t, IQBAL, 'MDCAT Entry Test Preparation');
});
afterAll(() => t.close());

interface LessonBody {
  id: number;
  course_id: number;
  title: string;
  content_type: string;
  content_url: string | null;
  content_body: string | null;
  order_index: number;
  is_published: boolean;
  is_mandatory: boolean;
}

const list = async (email: string | null, courseIdValue: number, query = '') => {
  const response = await call(email, 'GET', `/lessons/course/${courseIdValue}${query}`);
  expectStatus(response, 200);
  return (response.json() as { items: LessonBody[] }).items;
};

async function newStudent(email: string): Promise<void> {
  const response = await call(IQBAL_ADMIN, 'POST', '/users/', {
    email,
    username: email.split('@')[0]!.replace(/[^a-z0-9]/g, '_'),
    password: DEMO_PASSWORD,
    first_name: 'Maryam',
    last_name: 'Nadeem',
  });
  expectStatus(response, 201);
}

describe('lesson lists', () => {
  it('gives a visitor the outline of a published course: published lessons, no content, in order', async () => {
    const items = await list(null, python, '?published_only=false');
    expect(items.length).toBe(5);
    expect(items.every((lesson) => lesson.is_published)).toBe(true);
    expect(
      items.every((lesson) => lesson.content_url === null && lesson.content_body === null),
    ).toBe(true);
    expect(items.map((lesson) => lesson.order_index)).toEqual([0, 1, 2, 3, 4]);
    expect(new Set(items.map((lesson) => lesson.content_type))).toEqual(
      new Set(['text', 'video', 'document', 'quiz']),
    );
    expectStatus(
      await call(null, 'GET', `/lessons/course/${draftCourse}`),
      404,
      'Course not found.',
    );
  });

  it('gives an approved learner the published lessons with their content; drafts stay hidden', async () => {
    const items = await list(IQBAL_STUDENT, python, '?published_only=false');
    expect(items.length).toBe(5);
    const video = items.find((lesson) => lesson.content_type === 'video')!;
    expect(video.content_url).toBe('https://www.youtube-nocookie.com/embed/rfscVS0vtbw');
    const document = items.find((lesson) => lesson.content_type === 'document')!;
    expect(document.content_url).toMatch(/^https:\/\/.+\.pdf$/);
    expect(
      items.find((lesson) => lesson.title === 'Variables and data types')!.content_body,
    ).toContain('<h2>');
  });

  it('gives a pending learner the outline only', async () => {
    const items = await list(IQBAL_STUDENT2, python);
    expect(items.length).toBe(5);
    expect(
      items.every((lesson) => lesson.content_body === null && lesson.content_url === null),
    ).toBe(true);
  });

  it('gives staff the drafts when published_only is false', async () => {
    const published = await list(IQBAL_TEACHER, python);
    const all = await list(IQBAL_TEACHER, python, '?published_only=false');
    expect(all.length).toBe(published.length + 1);
    expect(all.some((lesson) => !lesson.is_published)).toBe(true);
    expect((await list(IQBAL_ADMIN, draftCourse)).length).toBeGreaterThan(0);
    expectStatus(await call(IQBAL_STUDENT, 'GET', `/lessons/course/${draftCourse}`), 404);
  });
});

describe('lesson content access', () => {
  it('opens a lesson to staff and approved learners, and says why to the others (403)', async () => {
    const [first] = await list(IQBAL_TEACHER, python);
    const approved = await call(IQBAL_STUDENT, 'GET', `/lessons/${first!.id}`);
    expectStatus(approved, 200);
    expect((approved.json() as LessonBody).content_body).toContain('Welcome');
    expectStatus(await call(IQBAL_TEACHER, 'GET', `/lessons/${first!.id}`), 200);
    expectStatus(await call(IQBAL_ADMIN, 'GET', `/lessons/${first!.id}`), 200);

    expectStatus(
      await call(IQBAL_STUDENT2, 'GET', `/lessons/${first!.id}`),
      403,
      /pending approval/,
    );
    await newStudent('no.enrollment@iqbal.edu.pk');
    expectStatus(
      await call('no.enrollment@iqbal.edu.pk', 'GET', `/lessons/${first!.id}`),
      403,
      /not enrolled in this course/,
    );
    const [physicsLesson] = await list(IQBAL_TEACHER, physics);
    expectStatus(
      await call(IQBAL_STUDENT3, 'GET', `/lessons/${physicsLesson!.id}`),
      403,
      /was rejected/,
    );
  });

  it('hides a draft lesson from learners (404) but shows it to staff', async () => {
    const draft = (await list(IQBAL_TEACHER, python, '?published_only=false')).find(
      (lesson) => !lesson.is_published,
    )!;
    expectStatus(
      await call(IQBAL_STUDENT, 'GET', `/lessons/${draft.id}`),
      404,
      'Lesson not found.',
    );
    expectStatus(await call(IQBAL_TEACHER, 'GET', `/lessons/${draft.id}`), 200);
  });
});

describe('writing lessons', () => {
  it('creates a lesson with the defaults and sanitized HTML', async () => {
    const response = await call(IQBAL_TEACHER, 'POST', '/lessons/', {
      course_id: physics,
      title: '  Waves and sound ',
      content_body:
        '<h2>Waves</h2><script>alert(1)</script><img src="x.png" onerror="alert(1)"><a href="javascript:alert(1)">click</a>' +
        '<iframe src="https://evil.example.com/embed/x"></iframe><iframe src="https://www.youtube.com/embed/abc"></iframe>' +
        '<ul><li>Transverse</li><li>Longitudinal</li></ul>',
    });
    expectStatus(response, 201);
    const lesson = response.json() as LessonBody;
    expect(lesson).toMatchObject({
      title: 'Waves and sound',
      content_type: 'text',
      order_index: 0,
      is_published: false,
      is_mandatory: true,
      content_url: null,
    });
    const body = lesson.content_body!;
    expect(body).toContain('<h2>Waves</h2>');
    expect(body).toContain('<ul><li>Transverse</li><li>Longitudinal</li></ul>');
    expect(body).toContain('<iframe src="https://www.youtube.com/embed/abc"></iframe>');
    expect(body).not.toMatch(/<script|onerror|javascript:|evil\.example\.com/i);
    const [stored] = await t.query((tx) =>
      tx.select().from(lessons).where(eq(lessons.id, lesson.id)),
    );
    expect(stored!.content_body).toBe(body);
  });

  it('requires an http(s) content_url for video and document lessons', async () => {
    const base = { course_id: physics, title: 'Media' };
    expectStatus(
      await call(IQBAL_TEACHER, 'POST', '/lessons/', { ...base, content_type: 'video' }),
      422,
      'content_url is required for video lessons (an http or https URL).',
    );
    expectStatus(
      await call(IQBAL_TEACHER, 'POST', '/lessons/', {
        ...base,
        content_type: 'document',
        content_url: null,
      }),
      422,
    );
    for (const url of [
      'javascript:alert(1)',
      'ftp://files.example.com/a.pdf',
      'not a url',
      'data:text/html,hi',
    ]) {
      expectStatus(
        await call(IQBAL_TEACHER, 'POST', '/lessons/', {
          ...base,
          content_type: 'video',
          content_url: url,
        }),
        422,
      );
    }
    const video = await call(IQBAL_TEACHER, 'POST', '/lessons/', {
      ...base,
      content_type: 'video',
      content_url: 'https://player.vimeo.com/video/76979871',
      is_published: true,
      order_index: 3,
      duration_minutes: 12,
      is_mandatory: false,
    });
    expectStatus(video, 201);
    expect(video.json()).toMatchObject({
      content_type: 'video',
      order_index: 3,
      duration_minutes: 12,
      is_mandatory: false,
      is_published: true,
    });
  });

  it('lets only staff of the course write lessons', async () => {
    expectStatus(
      await call(IQBAL_STUDENT, 'POST', '/lessons/', { course_id: python, title: 'Mine' }),
      403,
    );
    expectStatus(
      await call(IQBAL_TEACHER, 'POST', '/lessons/', { course_id: olevel, title: 'Not my course' }),
      403,
    );
    expectStatus(
      await call(IQBAL_ADMIN, 'POST', '/lessons/', { course_id: olevel, title: 'Admin may' }),
      201,
    );
    expectStatus(
      await call(IQBAL_ADMIN, 'POST', '/lessons/', { course_id: 999999, title: 'No course' }),
      404,
    );
    const [first] = await list(IQBAL_TEACHER, python);
    expectStatus(
      await call(IQBAL_STUDENT, 'PUT', `/lessons/${first!.id}`, { title: 'Hacked' }),
      403,
    );
    expectStatus(await call(IQBAL_STUDENT, 'DELETE', `/lessons/${first!.id}`), 403);
  });

  it('updates partially, sanitizing again and checking the URL rule against the result', async () => {
    const created = (
      await call(IQBAL_TEACHER, 'POST', '/lessons/', { course_id: physics, title: 'Draft' })
    ).json() as LessonBody;
    const updated = await call(IQBAL_TEACHER, 'PUT', `/lessons/${created.id}`, {
      content_body: '<p onclick="steal()">Hello <b>class</b></p>',
      is_published: true,
    });
    expectStatus(updated, 200);
    expect(updated.json()).toMatchObject({
      title: 'Draft',
      content_body: '<p>Hello <b>class</b></p>',
      is_published: true,
    });
    expectStatus(
      await call(IQBAL_TEACHER, 'PUT', `/lessons/${created.id}`, { content_type: 'document' }),
      422,
    );
    const document = await call(IQBAL_TEACHER, 'PUT', `/lessons/${created.id}`, {
      content_type: 'document',
      content_url: 'https://greenteapress.com/thinkpython2/thinkpython2.pdf',
    });
    expectStatus(document, 200);
    expectStatus(
      await call(IQBAL_TEACHER, 'PUT', `/lessons/${created.id}`, { content_url: null }),
      422,
    );
    expectStatus(await call(IQBAL_TEACHER, 'PUT', `/lessons/${created.id}`, { title: '' }), 422);
    expectStatus(
      await call(IQBAL_TEACHER, 'PUT', `/lessons/${created.id}`, { order_index: -1 }),
      422,
    );
  });

  it('reorders every lesson of a course, refusing any other set of ids (422)', async () => {
    const course = (
      await call(IQBAL_ADMIN, 'POST', '/courses/', {
        title: 'Reorder me',
        description: 'Three lessons.',
      })
    ).json() as { id: number };
    const ids: number[] = [];
    for (const title of ['One', 'Two', 'Three']) {
      ids.push(
        (
          (
            await call(IQBAL_ADMIN, 'POST', '/lessons/', { course_id: course.id, title })
          ).json() as LessonBody
        ).id,
      );
    }
    const url = `/lessons/course/${course.id}/reorder`;
    expectStatus(
      await call(IQBAL_ADMIN, 'POST', url, { lesson_ids: [ids[0], ids[1]] }),
      422,
      'lesson_ids must list every lesson of the course exactly once.',
    );
    expectStatus(
      await call(IQBAL_ADMIN, 'POST', url, { lesson_ids: [ids[0], ids[1], ids[2], 999999] }),
      422,
    );
    expectStatus(
      await call(IQBAL_ADMIN, 'POST', url, { lesson_ids: [ids[0], ids[0], ids[1]] }),
      422,
    );
    expectStatus(
      await call(IQBAL_STUDENT, 'POST', url, { lesson_ids: [ids[2], ids[1], ids[0]] }),
      403,
    );
    const response = await call(IQBAL_ADMIN, 'POST', url, { lesson_ids: [ids[2], ids[0], ids[1]] });
    expectStatus(response, 200);
    const items = (response.json() as { items: LessonBody[] }).items;
    expect(items.map((lesson) => [lesson.id, lesson.order_index])).toEqual([
      [ids[2], 0],
      [ids[0], 1],
      [ids[1], 2],
    ]);
  });
});

describe('progress', () => {
  it('upserts: time accumulates, the percentage keeps its highest value, completion is sticky', async () => {
    const lesson = (await list(IQBAL_TEACHER, python))[3]!;
    const url = `/lessons/${lesson.id}/progress`;
    // Before any progress, the lesson reads as not started (not a 404 the browser would log).
    const before = await call(IQBAL_STUDENT, 'GET', `${url}/my`);
    expectStatus(before, 200);
    expect(before.json()).toMatchObject({
      lesson_id: lesson.id,
      completed: false,
      time_spent_seconds: 0,
      progress_percentage: 0,
      completed_at: null,
      updated_at: null,
    });

    const first = await call(IQBAL_STUDENT, 'POST', url, {
      time_spent_seconds: 30,
      progress_percentage: 40,
    });
    expectStatus(first, 200);
    expect(first.json()).toMatchObject({
      lesson_id: lesson.id,
      completed: false,
      time_spent_seconds: 30,
      progress_percentage: 40,
      completed_at: null,
    });
    const second = await call(IQBAL_STUDENT, 'POST', url, {
      time_spent_seconds: 20,
      progress_percentage: 10,
    });
    expect(second.json()).toMatchObject({
      completed: false,
      time_spent_seconds: 50,
      progress_percentage: 40,
    });
    const done = await call(IQBAL_STUDENT, 'POST', url, {
      completed: true,
      time_spent_seconds: 100,
      progress_percentage: 100,
    });
    expect(done.json()).toMatchObject({
      completed: true,
      time_spent_seconds: 150,
      progress_percentage: 100,
    });
    expect((done.json() as { completed_at: string }).completed_at).toBeTruthy();
    const undo = await call(IQBAL_STUDENT, 'POST', url, {
      completed: false,
      time_spent_seconds: 5,
      progress_percentage: 0,
    });
    expect(undo.json()).toMatchObject({
      completed: true,
      time_spent_seconds: 155,
      progress_percentage: 100,
    });

    const mine = await call(IQBAL_STUDENT, 'GET', `${url}/my`);
    expectStatus(mine, 200);
    expect(mine.json()).toMatchObject({ completed: true, time_spent_seconds: 155 });
  });

  it('stores two simultaneous reports without losing time', async () => {
    const lesson = (await list(IQBAL_TEACHER, python))[2]!;
    const url = `/lessons/${lesson.id}/progress`;
    await Promise.all([
      call(IQBAL_STUDENT3, 'POST', url, { time_spent_seconds: 7 }),
      call(IQBAL_STUDENT3, 'POST', url, { time_spent_seconds: 8 }),
    ]);
    expect((await call(IQBAL_STUDENT3, 'GET', `${url}/my`)).json()).toMatchObject({
      time_spent_seconds: 15,
    });
  });

  it('needs access to the content (403) and valid numbers (422)', async () => {
    const lesson = (await list(IQBAL_TEACHER, python))[0]!;
    const url = `/lessons/${lesson.id}/progress`;
    expectStatus(
      await call(IQBAL_STUDENT2, 'POST', url, { completed: true }),
      403,
      /pending approval/,
    );
    expectStatus(await call(IQBAL_STUDENT, 'POST', url, { progress_percentage: 101 }), 422);
    expectStatus(await call(IQBAL_STUDENT, 'POST', url, { progress_percentage: -1 }), 422);
    expectStatus(await call(IQBAL_STUDENT, 'POST', url, { time_spent_seconds: -5 }), 422);
    expectStatus(await call(IQBAL_STUDENT, 'POST', url, { time_spent_seconds: 1.5 }), 422);
    expectStatus(await call(IQBAL_STUDENT, 'POST', url, {}), 422);
    expectStatus(await call(IQBAL_STUDENT, 'POST', url, { completed: 'yes' }), 422);
    const [row] = await t.query((tx) =>
      tx
        .select({ n: count() })
        .from(lessonProgress)
        .where(and(eq(lessonProgress.lesson_id, lesson.id))),
    );
    expect(row!.n).toBe(1); // the seeded record only
  });

  it('reports course progress as the share of required lessons completed', async () => {
    const response = await call(IQBAL_STUDENT, 'GET', `/courses/${python}/progress/my`);
    expectStatus(response, 200);
    const body = response.json() as Record<string, unknown>;
    // 5 published lessons, all required; seeded: 2 complete, plus the one completed above.
    expect(body).toMatchObject({
      course_id: python,
      total_lessons: 5,
      required_lessons: 5,
      completed_lessons: 3,
      completed_required_lessons: 3,
      percentage: 60,
    });
    expect((body.completed_lesson_ids as number[]).length).toBe(3);
    const none = await call(IQBAL_STUDENT2, 'GET', `/courses/${python}/progress/my`);
    expect(none.json()).toMatchObject({
      completed_lessons: 0,
      percentage: 0,
      completed_lesson_ids: [],
    });
    expectStatus(await call(IQBAL_STUDENT, 'GET', `/courses/${draftCourse}/progress/my`), 404);
  });

  it('deletes the learners’ progress with the lesson', async () => {
    const lesson = (await list(IQBAL_TEACHER, python))[3]!;
    expectStatus(await call(IQBAL_TEACHER, 'DELETE', `/lessons/${lesson.id}`), 204);
    const [row] = await t.query((tx) =>
      tx.select({ n: count() }).from(lessonProgress).where(eq(lessonProgress.lesson_id, lesson.id)),
    );
    expect(row!.n).toBe(0);
    expectStatus(await call(IQBAL_TEACHER, 'GET', `/lessons/${lesson.id}`), 404);
  });
});
