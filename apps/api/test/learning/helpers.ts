// Shared bits of the learning tests.
import { and, asc, eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { auditLog, users } from '../../src/db/schema/identity.js';
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
import {
  saveTenantSettings,
  type TenantSettingsValues,
} from '../../src/domains/settings/repository.js';
import type { TestApp } from '../helpers/app.js';

export const PLATFORM_TENANT = 1;
export const IQBAL = 2;
export const QUAID = 3;

export const IQBAL_ADMIN = 'admin@iqbal.edu.pk';
export const IQBAL_TEACHER = 'teacher@iqbal.edu.pk';
export const IQBAL_STUDENT = 'student@iqbal.edu.pk';
export const IQBAL_STUDENT2 = 'student2@iqbal.edu.pk';
export const IQBAL_STUDENT3 = 'student3@iqbal.edu.pk';
export const QUAID_ADMIN = 'admin@quaid.edu.pk';
export const QUAID_TEACHER = 'teacher@quaid.edu.pk';
export const QUAID_STUDENT = 'student@quaid.edu.pk';
export const QUAID_STUDENT2 = 'student2@quaid.edu.pk';

export const LIMIT_MESSAGE = 'Course limit reached. Contact your admin to increase your limit.';

/** A multiple-choice question whose right answer is B. */
export const CAPITAL_QUESTION = {
  question_text: 'Capital of Pakistan?',
  question_type: 'multiple_choice',
  options: { A: 'Karachi', B: 'Islamabad' },
  correct_answer: 'B',
} as const;

/**
 * A published 10-minute quiz of one multiple-choice question (its first view starts the clock),
 * created by the teacher in their first published course.
 */
export async function createTimedQuiz(
  t: TestApp,
  teacherToken: string,
  title: string,
): Promise<{ quizId: number; courseId: number }> {
  const courses = (
    await t.request({ method: 'GET', url: '/api/courses/', token: teacherToken })
  ).json().items as { id: number; is_published: boolean }[];
  const course = courses.find((item) => item.is_published)!;
  const created = await t.request({
    method: 'POST',
    url: '/api/assessments/',
    token: teacherToken,
    payload: {
      course_id: course.id,
      title,
      assessment_type: 'quiz',
      time_limit_minutes: 10,
      passing_score: 50,
      is_published: true,
      questions: [{ ...CAPITAL_QUESTION, points: 1 }],
    },
  });
  expect(created.statusCode, created.body).toBe(201);
  return { quizId: created.json().id as number, courseId: course.id };
}

export async function userId(t: TestApp, email: string): Promise<number> {
  const [row] = await t.query((tx) =>
    tx.select({ id: users.id }).from(users).where(eq(users.email, email)),
  );
  if (!row) throw new Error(`No user ${email}`);
  return row.id;
}

export async function courseId(t: TestApp, tenantId: number, title: string): Promise<number> {
  const [row] = await t.query((tx) =>
    tx
      .select({ id: courses.id })
      .from(courses)
      .where(and(eq(courses.tenant_id, tenantId), eq(courses.title, title))),
  );
  if (!row) throw new Error(`No course ${title} in tenant ${tenantId}`);
  return row.id;
}

export async function setSettings(
  t: TestApp,
  tenantId: number,
  changes: Partial<TenantSettingsValues>,
) {
  await t.query((tx) => saveTenantSettings(tx, tenantId, changes));
}

/** A request as a demo account (token by email), or as a visitor (no email). */
export function caller(t: TestApp) {
  return async (
    email: string | null,
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    payload?: unknown,
  ): Promise<LightMyRequestResponse> =>
    t.request({
      method,
      url: `/api${url}`,
      ...(email ? { token: await t.tokenFor(email) } : {}),
      ...(payload !== undefined ? { payload: payload as Record<string, unknown> } : {}),
    });
}

/** Asserts a status (and optionally the exact detail), showing the body when it differs. */
export function expectStatus(
  response: LightMyRequestResponse,
  status: number,
  detail?: string | RegExp,
) {
  expect(response.statusCode, `${response.statusCode} ${response.body}`).toBe(status);
  if (detail !== undefined) {
    const body = response.json() as { detail: string };
    if (typeof detail === 'string') expect(body.detail).toBe(detail);
    else expect(body.detail).toMatch(detail);
  }
}

/** Every learning row a tenant owns, to show that a refused call changed nothing. */
export async function learningSnapshot(t: TestApp, tenantId: number) {
  return t.query(async (tx) => ({
    courses: await tx
      .select()
      .from(courses)
      .where(eq(courses.tenant_id, tenantId))
      .orderBy(asc(courses.id)),
    enrollments: await tx
      .select()
      .from(enrollments)
      .where(eq(enrollments.tenant_id, tenantId))
      .orderBy(asc(enrollments.id)),
    lessons: await tx
      .select()
      .from(lessons)
      .where(eq(lessons.tenant_id, tenantId))
      .orderBy(asc(lessons.id)),
    progress: await tx
      .select()
      .from(lessonProgress)
      .where(eq(lessonProgress.tenant_id, tenantId))
      .orderBy(asc(lessonProgress.lesson_id), asc(lessonProgress.user_id)),
    assessments: await tx
      .select()
      .from(assessments)
      .where(eq(assessments.tenant_id, tenantId))
      .orderBy(asc(assessments.id)),
    questions: await tx
      .select()
      .from(questions)
      .where(eq(questions.tenant_id, tenantId))
      .orderBy(asc(questions.id)),
    attempts: await tx
      .select()
      .from(assessmentAttempts)
      .where(eq(assessmentAttempts.tenant_id, tenantId))
      .orderBy(asc(assessmentAttempts.id)),
    submissions: await tx
      .select()
      .from(submissions)
      .where(eq(submissions.tenant_id, tenantId))
      .orderBy(asc(submissions.id)),
    audit: await tx
      .select()
      .from(auditLog)
      .where(eq(auditLog.tenant_id, tenantId))
      .orderBy(asc(auditLog.id)),
  }));
}

export async function auditActions(t: TestApp, tenantId: number): Promise<string[]> {
  const rows = await t.query((tx) =>
    tx
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(eq(auditLog.tenant_id, tenantId))
      .orderBy(asc(auditLog.id)),
  );
  return rows.map((row) => row.action);
}

/** Field names that must never reach a learner. */
export const ANSWER_FIELDS = ['correct_answer', 'accepted_answers'];

/** Asserts a raw JSON body contains none of the answer fields nor any of the given secrets. */
export function expectNoAnswers(response: LightMyRequestResponse, secrets: readonly string[] = []) {
  for (const field of ANSWER_FIELDS) expect(response.body).not.toContain(`"${field}"`);
  for (const secret of secrets) expect(response.body).not.toContain(secret);
}
