import { withScope } from '../../db/scope.js';
import type { AppDeps } from '../../deps.js';
import type { AuthContext } from '../../http/context.js';
import { conflict } from '../../http/errors.js';
import { defineMessages } from '../../http/i18n/messages.js';
import type { Body, Schemas } from '../../http/types.js';
import { issueIfComplete } from '../certificates/completion.js';
import { loadVisibleCourse } from '../courses/access.js';
import { loadLesson, loadLessonForContent } from '../lessons/service.js';
import * as repo from './repository.js';

const PROGRESS_MESSAGES = defineMessages('progress', {
  quizLesson: {
    en: 'This lesson is completed by passing its quiz; it ticks itself when you do.',
    ur: 'یہ سبق اپنا کوئز پاس کرنے سے مکمل ہوتا ہے؛ کوئز پاس ہوتے ہی یہ خود نشان زد ہو جائے گا۔',
  },
});

function toLessonProgress(row: repo.ProgressRecord): Schemas['LessonProgress'] {
  return {
    lesson_id: row.lesson_id,
    user_id: row.user_id,
    completed: row.completed,
    time_spent_seconds: row.time_spent_seconds,
    progress_percentage: row.progress_percentage,
    completed_at: row.completed_at ? row.completed_at.toISOString() : null,
    updated_at: row.updated_at.toISOString(),
  };
}

/** Upserts the caller's progress; needs access to the lesson's content (else 403). */
export async function recordLessonProgress(
  deps: AppDeps,
  auth: AuthContext,
  lessonId: number,
  body: Body<'recordLessonProgress'>,
): Promise<Schemas['LessonProgress']> {
  const completed = body.completed === true;
  const percentage = completed
    ? 100
    : Math.round(Math.min(100, Math.max(0, body.progress_percentage ?? 0)) * 100) / 100;
  return withScope(deps.db, auth.scope, async (tx) => {
    const { lesson } = await loadLessonForContent(tx, auth.user, lessonId);
    // A quiz lesson is completed by the server when its quiz is passed.
    if (completed && lesson.content_type === 'quiz' && lesson.assessment_id !== null) {
      throw conflict(PROGRESS_MESSAGES.quizLesson);
    }
    const row = await repo.recordProgress(tx, lesson, auth.user.id, {
      completed,
      timeSpentSeconds: body.time_spent_seconds ?? 0,
      percentage,
    });
    if (completed)
      await issueIfComplete(
        tx,
        { tenant_id: lesson.tenant_id, id: lesson.course_id },
        auth.user.id,
      );
    return toLessonProgress(row);
  });
}

/**
 * The caller's progress on a lesson they can see. Before anything is recorded the answer is the
 * not-started state, not a 404: opening a lesson the first time is the normal case (the product
 * spec: "A missing progress record is silently ignored.").
 */
export async function getMyLessonProgress(
  deps: AppDeps,
  auth: AuthContext,
  lessonId: number,
): Promise<Schemas['LessonProgress']> {
  return withScope(deps.db, auth.scope, async (tx) => {
    const { lesson } = await loadLesson(tx, auth.user, lessonId);
    const row = await repo.findProgress(tx, lesson, auth.user.id);
    if (!row)
      return {
        lesson_id: lesson.id,
        user_id: auth.user.id,
        completed: false,
        time_spent_seconds: 0,
        progress_percentage: 0,
        completed_at: null,
        updated_at: null,
      };
    return toLessonProgress(row);
  });
}

export async function getMyCourseProgress(
  deps: AppDeps,
  auth: AuthContext,
  courseId: number,
): Promise<Schemas['CourseProgress']> {
  return withScope(deps.db, auth.scope, async (tx) => {
    const { course } = await loadVisibleCourse(tx, auth.user, courseId);
    const row = (await repo.courseProgress(tx, [course.id], auth.user.id)).get(course.id);
    return {
      course_id: course.id,
      total_lessons: row?.total_lessons ?? 0,
      required_lessons: row?.required_lessons ?? 0,
      completed_lessons: row?.completed_lessons ?? 0,
      completed_required_lessons: row?.completed_required_lessons ?? 0,
      percentage: repo.progressPercentage(row),
      completed_lesson_ids: (row?.completed_lesson_ids ?? []).map(Number),
    };
  });
}
