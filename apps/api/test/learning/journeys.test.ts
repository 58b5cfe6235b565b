import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DEMO_PASSWORD, SUPERUSER_EMAIL, type TestApp } from '../helpers/app.js';
import {
  auditActions,
  caller,
  expectNoAnswers,
  expectStatus,
  IQBAL,
  IQBAL_ADMIN,
  IQBAL_STUDENT,
  IQBAL_TEACHER,
} from './helpers.js';

// The two course-building journeys end to end over HTTP: a teacher and an admin build and publish a
// course with lessons and a quiz; learners enroll, get approved or rejected, study, take the
// quiz, get graded, and see it on their dashboard.
let t: TestApp;
let call: ReturnType<typeof caller>;
beforeAll(async () => {
  t = await createTestApp();
  call = caller(t);
});
afterAll(() => t.close());

const LEARNER = 'sadia.journey@iqbal.edu.pk';
const REJECTED = 'omer.journey@iqbal.edu.pk';
const ACCEPTED_SECRET = 'analogRead-secret-alias';

let course: { id: number };
const lessonIds: number[] = [];
let draftLesson: number;
let quiz: { id: number; questions: { id: number; question_type: string }[] };

interface Summary {
  courses_enrolled: number;
  certifications: number;
  average_progress: number;
  courses_created: number;
  tenant: { users: number; courses: number; pending_enrollments: number } | null;
}

describe('the staff path', () => {
  it('creates a course, lessons of every type and a quiz, and the admin publishes', async () => {
    const created = await call(IQBAL_TEACHER, 'POST', '/courses/', {
      title: 'Robotics Club: Build a Line Follower',
      description: 'Six Saturdays in the school lab, from a blinking LED to a racing robot.',
      price: 1500,
      currency: 'PKR',
      level: 'intermediate',
      duration_hours: 12,
      category: 'Robotics',
      tags: ['robotics', 'arduino'],
    });
    expectStatus(created, 201);
    course = created.json() as { id: number };

    const lessons = [
      {
        title: 'Welcome to the club',
        content_type: 'text',
        content_body: '<h2>Welcome</h2><ol><li>Safety first</li><li>Teams of three</li></ol>',
      },
      {
        title: 'Watch: programming basics',
        content_type: 'video',
        content_url: 'https://www.youtube-nocookie.com/embed/zOjov-2OZ0E',
      },
      {
        title: 'Read: the UNO datasheet',
        content_type: 'document',
        content_url: 'https://docs.arduino.cc/resources/datasheets/A000066-datasheet.pdf',
        is_mandatory: false,
      },
      { title: 'Quiz: sensors', content_type: 'quiz' },
    ];
    for (const [index, lesson] of lessons.entries()) {
      const response = await call(IQBAL_TEACHER, 'POST', '/lessons/', {
        course_id: course.id,
        order_index: index,
        is_published: true,
        duration_minutes: 20,
        ...lesson,
      });
      expectStatus(response, 201);
      lessonIds.push((response.json() as { id: number }).id);
    }
    const draft = await call(IQBAL_TEACHER, 'POST', '/lessons/', {
      course_id: course.id,
      title: 'Coming soon: PID control',
      order_index: 9,
    });
    draftLesson = (draft.json() as { id: number }).id;

    const assessment = await call(IQBAL_TEACHER, 'POST', '/assessments/', {
      course_id: course.id,
      title: 'Sensors Quiz',
      description: 'Ten minutes.',
      passing_score: 60,
      time_limit_minutes: 10,
      questions: [
        {
          question_text: 'Which component drives the motors?',
          question_type: 'multiple_choice',
          options: { A: 'L298N', B: 'LM35', C: 'HC-05' },
          correct_answer: 'A',
          points: 2,
          hints: ['It is an H-bridge.'],
        },
        {
          question_text: 'An IR sensor can tell black from white.',
          question_type: 'true_false',
          correct_answer: 'true',
          points: 1,
        },
      ],
    });
    expectStatus(assessment, 201);
    const quizId = (assessment.json() as { id: number }).id;
    expectStatus(
      await call(IQBAL_TEACHER, 'POST', `/assessments/${quizId}/questions`, {
        question_text: 'Which function reads a sensor value on an analogue pin?',
        question_type: 'short_answer',
        accepted_answers: ['analogRead', ACCEPTED_SECRET],
        points: 2,
        hints: ['It starts with "analog".'],
      }),
      201,
    );
    expectStatus(
      await call(IQBAL_TEACHER, 'POST', `/assessments/${quizId}/questions`, {
        question_text: 'Explain how your robot follows the line.',
        question_type: 'essay',
        points: 5,
      }),
      201,
    );
    const published = await call(IQBAL_TEACHER, 'PUT', `/assessments/${quizId}`, {
      is_published: true,
    });
    expectStatus(published, 200);
    expect(published.json()).toMatchObject({
      total_points: 10,
      question_count: 4,
      is_published: true,
    });

    expectStatus(
      await call(IQBAL_TEACHER, 'PUT', `/courses/${course.id}`, { is_published: true }),
      403,
      'Only administrators can publish or unpublish courses.',
    );
    expectStatus(
      await call(IQBAL_ADMIN, 'PUT', `/courses/${course.id}`, { is_published: true }),
      200,
    );
    expect(await auditActions(t, IQBAL)).toContain('course.published');

    const teacher = (await call(IQBAL_TEACHER, 'GET', '/dashboard/summary')).json() as Summary;
    expect(teacher.courses_created).toBeGreaterThanOrEqual(4);
    expect(teacher.tenant).toBeNull();
  });
});

describe('the learner path', () => {
  it('finds the course, enrolls (pending) and is told the content waits for approval', async () => {
    for (const [email, first] of [
      [LEARNER, 'Sadia'],
      [REJECTED, 'Omer'],
    ] as const) {
      const response = await call(IQBAL_ADMIN, 'POST', '/users/', {
        email,
        username: email.split('@')[0]!.replace('.', '_'),
        password: DEMO_PASSWORD,
        first_name: first,
        last_name: 'Learner',
      });
      expectStatus(response, 201);
    }
    const catalogue = (await call(LEARNER, 'GET', '/courses/?search=line%20follower')).json() as {
      items: { id: number }[];
    };
    expect(catalogue.items.map((item) => item.id)).toEqual([course.id]);
    const outline = (await call(null, 'GET', `/lessons/course/${course.id}`)).json() as {
      items: { id: number; content_url: null }[];
    };
    expect(outline.items.map((item) => item.id)).toEqual(lessonIds);

    const enrolled = await call(LEARNER, 'POST', `/courses/${course.id}/enroll`, {});
    expectStatus(enrolled, 201);
    expect(enrolled.json()).toMatchObject({
      payment_status: 'pending',
      admin_approved: false,
      course: { price: 1500, currency: 'PKR' },
    });
    expectStatus(await call(LEARNER, 'GET', `/lessons/${lessonIds[0]}`), 403, /pending approval/);
    expectStatus(await call(REJECTED, 'POST', `/courses/${course.id}/enroll`, {}), 201);

    const summary = (await call(LEARNER, 'GET', '/dashboard/summary')).json() as Summary;
    expect(summary).toMatchObject({
      courses_enrolled: 0,
      certifications: 0,
      average_progress: 0,
      tenant: null,
    });
    const admin = (await call(IQBAL_ADMIN, 'GET', '/dashboard/summary')).json() as Summary;
    expect(admin.tenant!.pending_enrollments).toBeGreaterThanOrEqual(2);
  });

  it('is approved by the admin (the other learner rejected) and then opens the lessons', async () => {
    const pending = (
      await call(IQBAL_ADMIN, 'GET', `/courses/${course.id}/enrollments?status_filter=pending`)
    ).json() as {
      items: { id: number; user: { email: string } }[];
    };
    expect(pending.items).toHaveLength(2);
    const byEmail = new Map(pending.items.map((item) => [item.user.email, item.id]));
    expectStatus(
      await call(IQBAL_ADMIN, 'PUT', `/courses/enrollments/${byEmail.get(LEARNER)}`, {
        payment_status: 'paid',
        admin_approved: true,
        status: 'active',
      }),
      200,
    );
    expectStatus(
      await call(IQBAL_ADMIN, 'PUT', `/courses/enrollments/${byEmail.get(REJECTED)}`, {
        payment_status: 'rejected',
        admin_approved: false,
        status: 'dropped',
        admin_notes: 'Class is full.',
      }),
      200,
    );
    const actions = await auditActions(t, IQBAL);
    expect(actions).toContain('enrollment.approved');
    expect(actions).toContain('enrollment.rejected');
    expectStatus(await call(REJECTED, 'GET', `/lessons/${lessonIds[0]}`), 403, /was rejected/);

    const lessons = (
      await call(LEARNER, 'GET', `/lessons/course/${course.id}?published_only=false`)
    ).json() as {
      items: {
        id: number;
        content_type: string;
        content_url: string | null;
        content_body: string | null;
      }[];
    };
    expect(lessons.items.map((item) => item.id)).toEqual(lessonIds);
    expect(lessons.items.find((item) => item.content_type === 'video')!.content_url).toContain(
      'youtube-nocookie.com/embed/',
    );
    const first = await call(LEARNER, 'GET', `/lessons/${lessonIds[0]}`);
    expectStatus(first, 200);
    expect((first.json() as { content_body: string }).content_body).toContain(
      '<li>Safety first</li>',
    );
    expectStatus(await call(LEARNER, 'GET', `/lessons/${draftLesson}`), 404);
  });

  it('records progress on the required lessons and reaches 100%', async () => {
    // The first open of a lesson is its not-started state, not a 404.
    const first = await call(LEARNER, 'GET', `/lessons/${lessonIds[0]}/progress/my`);
    expectStatus(first, 200);
    expect(first.json()).toMatchObject({
      lesson_id: lessonIds[0],
      completed: false,
      time_spent_seconds: 0,
      progress_percentage: 0,
      completed_at: null,
      updated_at: null,
    });
    for (const id of [lessonIds[0], lessonIds[1], lessonIds[3]]) {
      const response = await call(LEARNER, 'POST', `/lessons/${id}/progress`, {
        completed: true,
        time_spent_seconds: 300,
        progress_percentage: 100,
      });
      expectStatus(response, 200);
    }
    const progress = (
      await call(LEARNER, 'GET', `/courses/${course.id}/progress/my`)
    ).json() as Record<string, unknown>;
    // The datasheet is optional: three of three required lessons done.
    expect(progress).toMatchObject({
      total_lessons: 4,
      required_lessons: 3,
      completed_required_lessons: 3,
      completed_lessons: 3,
      percentage: 100,
    });
    const summary = (await call(LEARNER, 'GET', '/dashboard/summary')).json() as Summary;
    expect(summary).toMatchObject({
      courses_enrolled: 1,
      average_progress: 100,
      certifications: 0,
    });
  });

  it('takes the quiz (no answers in sight), gets a score, is graded and certified', async () => {
    const list = await call(LEARNER, 'GET', `/assessments/course/${course.id}`);
    expectNoAnswers(list, [ACCEPTED_SECRET]);
    const quizId = (list.json() as { items: { id: number }[] }).items[0]!.id;
    const start = await call(LEARNER, 'POST', `/assessments/${quizId}/start`);
    expectStatus(start, 200);
    const view = await call(LEARNER, 'GET', `/assessments/${quizId}`);
    expectStatus(view, 200);
    expectNoAnswers(view, [ACCEPTED_SECRET, 'analogRead"']);
    quiz = view.json() as typeof quiz;
    const [mc, tf, short, essay] = quiz.questions;

    const submitted = await call(LEARNER, 'POST', `/assessments/${quizId}/submit`, {
      answers: {
        [mc!.id]: 'A',
        [tf!.id]: 'true',
        [short!.id]: ' ANALOGREAD ',
        [essay!.id]: 'Two IR sensors steer the motors.',
      },
      time_taken_minutes: 3,
    });
    expectStatus(submitted, 201);
    expectNoAnswers(submitted, [ACCEPTED_SECRET]);
    const submission = submitted.json() as {
      id: number;
      score: number;
      percentage: number;
      passed: boolean;
      grading_pending: boolean;
    };
    expect(submission).toMatchObject({
      score: 5,
      max_score: 10,
      percentage: 50,
      passed: false,
      grading_pending: true,
    });

    const pending = (
      await call(IQBAL_TEACHER, 'GET', `/assessments/${quizId}/submissions?grading_pending=true`)
    ).json() as { items: { id: number }[] };
    expect(pending.items.map((item) => item.id)).toContain(submission.id);
    const graded = await call(IQBAL_TEACHER, 'PUT', `/assessments/submissions/${submission.id}`, {
      grades: [{ question_id: essay!.id, points: 4, feedback: 'Clear explanation.' }],
      feedback: 'Well done, Sadia.',
    });
    expectStatus(graded, 200);
    expect(graded.json()).toMatchObject({
      score: 9,
      percentage: 90,
      passed: true,
      grading_pending: false,
    });

    const mine = await call(LEARNER, 'GET', `/assessments/${quizId}/submissions/my`);
    expectNoAnswers(mine, [ACCEPTED_SECRET]);
    expect((mine.json() as { items: { passed: boolean }[] }).items[0]!.passed).toBe(true);

    const summary = (await call(LEARNER, 'GET', '/dashboard/summary')).json() as Summary;
    expect(summary).toMatchObject({
      courses_enrolled: 1,
      certifications: 1,
      average_progress: 100,
      courses_created: 0,
      tenant: null,
    });
  });

  it('shows the seeded student’s real figures, and tenant figures to admins', async () => {
    const student = (await call(IQBAL_STUDENT, 'GET', '/dashboard/summary')).json() as Summary;
    // Seed: approved in Python for Beginners with two of five lessons done.
    expect(student).toMatchObject({ courses_enrolled: 1, certifications: 0, average_progress: 40 });
    const admin = (await call(IQBAL_ADMIN, 'GET', '/dashboard/summary')).json() as Summary;
    const users = (await call(IQBAL_ADMIN, 'GET', '/users/stats')).json() as {
      total_users: number;
    };
    const courses = (await call(IQBAL_ADMIN, 'GET', '/courses/')).json() as { total: number };
    const counts = (await call(IQBAL_ADMIN, 'GET', '/enrollments/counts')).json() as {
      pending: number;
    };
    expect(admin.tenant).toEqual({
      users: users.total_users,
      courses: courses.total,
      pending_enrollments: counts.pending,
    });
    const superuser = (await call(SUPERUSER_EMAIL, 'GET', '/dashboard/summary')).json() as Summary;
    expect(superuser.tenant!.courses).toBeGreaterThan(admin.tenant!.courses);
  });
});
