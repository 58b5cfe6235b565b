import { isPlayableVideoUrl } from '@watni/policy';
import type { Tx } from '../../db/client.js';
import { callersTenantId, finalReads, PLATFORM, withScope } from '../../db/scope.js';
import type { AppDeps } from '../../deps.js';
import type { AuthContext, AuthUser } from '../../http/context.js';
import { invalidField, notFound } from '../../http/errors.js';
import { defineMessages } from '../../http/i18n/messages.js';
import type { Body, Schemas } from '../../http/types.js';
import { findAssessment } from '../assessments/repository.js';
import { audit, diff } from '../audit/service.js';
import {
  ACCESS_MESSAGES,
  type CourseRole,
  courseRole,
  enrollmentState,
  isStaffRole,
  loadCourse,
  loadVisibleCourse,
  requireContentAccess,
  requireStaff,
} from '../courses/access.js';
import type { CourseRecord } from '../courses/repository.js';
import { findPublicCourse } from '../courses/repository.js';
import { optionalText, requiredText } from '../courses/service.js';
import * as repo from './repository.js';
import { sanitizeHtml } from './sanitize.js';

const LESSON_MESSAGES = defineMessages('lessons', {
  notFound: { en: 'Lesson not found.', ur: 'سبق نہیں ملا۔' },
  urlRequired: {
    en: 'content_url is required for {type} lessons (an http or https URL).',
    ur: '{type} اسباق کے لیے content_url ضروری ہے (http یا https URL)۔',
  },
  urlInvalid: {
    en: 'content_url must be an http or https URL.',
    ur: 'content_url کوئی http یا https URL ہونا چاہیے۔',
  },
  videoUnplayable: {
    en: 'This video link cannot be played in the lesson. Use a YouTube or Vimeo link, or a direct https link to an .mp4, .webm or .ogg file (Google Drive and other file-sharing pages cannot be embedded).',
    ur: 'یہ ویڈیو لنک سبق میں نہیں چل سکتا۔ YouTube یا Vimeo کا لنک دیں، یا کسی .mp4، .webm یا .ogg فائل کا سیدھا https لنک (Google Drive اور فائل شیئر کرنے والے دوسرے صفحات سبق میں نہیں لگائے جا سکتے)۔',
  },
  reorderSet: {
    en: 'lesson_ids must list every lesson of the course exactly once.',
    ur: 'lesson_ids میں کورس کا ہر سبق ٹھیک ایک بار ہونا چاہیے۔',
  },
  quizOfCourse: {
    en: 'assessment_id must be a quiz of this course.',
    ur: 'assessment_id اسی کورس کا کوئز ہونا چاہیے۔',
  },
  quizOnlyForQuizLessons: {
    en: 'Only a lesson of type quiz opens a quiz.',
    ur: 'کوئز صرف quiz قسم کے سبق سے کھلتا ہے۔',
  },
});

/** A lesson row → the contract's Lesson; the outline (no content access) hides the content. */
function toLesson(row: repo.LessonRecord, withContent = true): Schemas['Lesson'] {
  return {
    id: row.id,
    course_id: row.course_id,
    title: row.title,
    description: row.description,
    content_type: row.content_type,
    content_url: withContent ? row.content_url : null,
    content_body: withContent ? row.content_body : null,
    order_index: row.order_index,
    duration_minutes: row.duration_minutes,
    is_published: row.is_published,
    is_mandatory: row.is_mandatory,
    created_at: row.created_at.toISOString(),
    assessment_id: row.assessment_id,
  };
}

/** An http(s) URL, trimmed; null when empty. */
function contentUrl(value: string | null | undefined): string | null {
  const trimmed = value?.trim();
  if (!trimmed) return null;
  let url: URL;
  try {
    url = new URL(trimmed);
  } catch {
    throw invalidField('content_url', LESSON_MESSAGES.urlInvalid);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw invalidField('content_url', LESSON_MESSAGES.urlInvalid);
  }
  return trimmed;
}

function contentBody(value: string | null | undefined): string | null {
  if (value === null || value === undefined) return null;
  const clean = sanitizeHtml(value);
  return clean ? clean : null;
}

/**
 * A video or document lesson needs a URL; a video's must be playable (YouTube, Vimeo or an https
 * video file: @watni/policy's parseVideoUrl, which the lesson form and player use too). Checked
 * when the URL or the type is written, so an older lesson with another link can still be renamed.
 */
function checkUrlForType(
  type: repo.LessonRecord['content_type'],
  url: string | null,
  urlOrTypeWritten = true,
): void {
  if ((type === 'video' || type === 'document') && !url) {
    throw invalidField('content_url', LESSON_MESSAGES.urlRequired({ type }));
  }
  if (type === 'video' && urlOrTypeWritten && !isPlayableVideoUrl(url)) {
    throw invalidField('content_url', LESSON_MESSAGES.videoUnplayable);
  }
}

/**
 * The quiz a lesson opens: only a lesson of type quiz links one, and it must be a quiz
 * of the lesson's own course (the composite key already keeps the tenant). A quiz lesson may
 * be saved before its quiz exists; learners then see that the quiz is not ready yet.
 */
async function checkLinkedQuiz(
  tx: Tx,
  course: { tenant_id: number; id: number },
  type: repo.LessonRecord['content_type'],
  assessmentId: number | null,
): Promise<void> {
  if (type !== 'quiz') {
    if (assessmentId !== null) {
      throw invalidField('assessment_id', LESSON_MESSAGES.quizOnlyForQuizLessons);
    }
    return;
  }
  if (assessmentId === null) return;
  const quiz = await findAssessment(tx, assessmentId);
  if (!quiz || quiz.course_id !== course.id || quiz.tenant_id !== course.tenant_id) {
    throw invalidField('assessment_id', LESSON_MESSAGES.quizOfCourse);
  }
}

/** Loads a lesson and its course; learners see only published lessons of published courses. */
export async function loadLesson(
  tx: Tx,
  user: AuthUser,
  id: number,
): Promise<{ lesson: repo.LessonRecord; course: CourseRecord; role: CourseRole }> {
  const lesson = await repo.findLesson(tx, id);
  if (!lesson) throw notFound(LESSON_MESSAGES.notFound);
  const course = await loadCourse(tx, lesson.course_id);
  const role = courseRole(user, course);
  if (!isStaffRole(role) && (!course.is_published || !lesson.is_published)) {
    throw notFound(LESSON_MESSAGES.notFound);
  }
  return { lesson, course, role };
}

/** A lesson with content access checked (staff, or a learner with an approved enrollment). */
export async function loadLessonForContent(tx: Tx, user: AuthUser, id: number) {
  const loaded = await loadLesson(tx, user, id);
  await requireContentAccess(tx, user, loaded.course, loaded.role);
  return loaded;
}

/** Staff of the lesson's course only. */
async function loadLessonForStaff(tx: Tx, user: AuthUser, id: number) {
  const lesson = await repo.findLesson(tx, id);
  if (!lesson) throw notFound(LESSON_MESSAGES.notFound);
  const course = await loadCourse(tx, lesson.course_id);
  requireStaff(courseRole(user, course));
  return { lesson, course };
}

/**
 * Optional authentication. Visitors get the outline of a published course; learners the
 * published lessons (with content once their enrollment is approved); staff every lesson when
 * `published_only` is false.
 */
export async function listCourseLessons(
  deps: AppDeps,
  auth: AuthContext | null,
  courseId: number,
  publishedOnly: boolean,
): Promise<Schemas['LessonList']> {
  if (!auth) {
    return withScope(deps.db, PLATFORM, async (tx) => {
      const course = await findPublicCourse(tx, courseId);
      if (!course) throw notFound(ACCESS_MESSAGES.courseNotFound);
      const items = await repo.listCourseLessons(tx, course, true);
      return { items: items.map((row) => toLesson(row, false)), total: items.length };
    });
  }
  return withScope(deps.db, auth.scope, async (tx) => {
    // In a tenant the lessons are read with the course, in the same round trip, and dropped
    // unless the course is the caller's to see (the course's tenant is the caller's).
    // Nothing else is read then: the request's commit travels with them (finalReads).
    const tenantId = callersTenantId(tx);
    const [{ course, role }, read] =
      tenantId === null
        ? [await loadVisibleCourse(tx, auth.user, courseId), null]
        : await finalReads(tx, () =>
            Promise.all([
              loadVisibleCourse(tx, auth.user, courseId),
              repo.listCourseLessons(tx, { tenant_id: tenantId, id: courseId }, false),
            ]),
          );
    const staff = isStaffRole(role);
    const withContent = staff || (await enrollmentState(tx, course, auth.user.id)) === 'approved';
    const published = !staff || publishedOnly;
    const items = read
      ? read.filter((lesson) => !published || lesson.is_published)
      : await repo.listCourseLessons(tx, course, published);
    return { items: items.map((row) => toLesson(row, withContent)), total: items.length };
  });
}

export async function getLesson(deps: AppDeps, auth: AuthContext, id: number) {
  return withScope(deps.db, auth.scope, async (tx) =>
    toLesson((await loadLessonForContent(tx, auth.user, id)).lesson),
  );
}

export async function createLesson(
  deps: AppDeps,
  auth: AuthContext,
  body: Body<'createLesson'>,
): Promise<Schemas['Lesson']> {
  const type = body.content_type ?? 'text';
  const url = contentUrl(body.content_url);
  checkUrlForType(type, url);
  const values = {
    title: requiredText('title', body.title),
    description: optionalText(body.description),
    content_type: type,
    content_url: url,
    content_body: contentBody(body.content_body),
    order_index: body.order_index ?? 0,
    duration_minutes: body.duration_minutes ?? 0,
    is_published: body.is_published ?? false,
    is_mandatory: body.is_mandatory ?? true,
    assessment_id: body.assessment_id ?? null,
  };
  return withScope(deps.db, auth.scope, async (tx) => {
    const course = await loadCourse(tx, body.course_id);
    requireStaff(courseRole(auth.user, course));
    await checkLinkedQuiz(tx, course, type, values.assessment_id);
    const lesson = await repo.insertLesson(tx, {
      ...values,
      tenant_id: course.tenant_id,
      course_id: course.id,
    });
    const { content_body: _body, ...recorded } = values;
    await audit(tx, {
      tenantId: course.tenant_id,
      actorId: auth.user.id,
      action: 'lesson.created',
      entityType: 'lesson',
      entityId: lesson.id,
      changes: { ...recorded, course_id: course.id },
    });
    return toLesson(lesson);
  });
}

export async function updateLesson(
  deps: AppDeps,
  auth: AuthContext,
  id: number,
  body: Body<'updateLesson'>,
): Promise<Schemas['Lesson']> {
  const changes: repo.LessonChanges = {};
  if (body.title !== undefined) changes.title = requiredText('title', body.title);
  if (body.description !== undefined) changes.description = optionalText(body.description);
  if (body.content_type !== undefined) changes.content_type = body.content_type;
  if (body.content_url !== undefined) changes.content_url = contentUrl(body.content_url);
  if (body.content_body !== undefined) changes.content_body = contentBody(body.content_body);
  if (body.order_index !== undefined) changes.order_index = body.order_index;
  if (body.duration_minutes !== undefined) changes.duration_minutes = body.duration_minutes;
  if (body.is_published !== undefined) changes.is_published = body.is_published;
  if (body.is_mandatory !== undefined) changes.is_mandatory = body.is_mandatory;
  if (body.assessment_id !== undefined) changes.assessment_id = body.assessment_id;
  return withScope(deps.db, auth.scope, async (tx) => {
    const { lesson, course } = await loadLessonForStaff(tx, auth.user, id);
    const type = changes.content_type ?? lesson.content_type;
    checkUrlForType(
      type,
      changes.content_url !== undefined ? changes.content_url : lesson.content_url,
      (changes.content_url !== undefined && changes.content_url !== lesson.content_url) ||
        (changes.content_type !== undefined && changes.content_type !== lesson.content_type),
    );
    // A lesson turned into another type lets go of its quiz.
    if (type !== 'quiz' && changes.assessment_id === undefined && lesson.assessment_id !== null) {
      changes.assessment_id = null;
    }
    if (changes.assessment_id !== undefined || changes.content_type !== undefined) {
      await checkLinkedQuiz(
        tx,
        course,
        type,
        changes.assessment_id !== undefined ? changes.assessment_id : lesson.assessment_id,
      );
    }
    if (Object.keys(changes).length === 0) return toLesson(lesson);
    const updated = await repo.updateLesson(tx, lesson, changes);
    // Bodies can be long: the entry says that one changed, not what it said.
    const changed: Record<string, unknown> = diff(
      lesson as unknown as Record<string, unknown>,
      changes as Record<string, unknown>,
      ['content_body'],
    );
    if (changes.content_body !== undefined && changes.content_body !== lesson.content_body) {
      changed.content_body = 'changed';
    }
    await audit(tx, {
      tenantId: lesson.tenant_id,
      actorId: auth.user.id,
      action: 'lesson.updated',
      entityType: 'lesson',
      entityId: lesson.id,
      changes: changed,
    });
    return toLesson(updated);
  });
}

/** Deletes a lesson; the learners' progress on it goes with it (foreign key cascade). */
export async function deleteLesson(deps: AppDeps, auth: AuthContext, id: number): Promise<void> {
  await withScope(deps.db, auth.scope, async (tx) => {
    const { lesson } = await loadLessonForStaff(tx, auth.user, id);
    await repo.deleteLesson(tx, lesson);
    await audit(tx, {
      tenantId: lesson.tenant_id,
      actorId: auth.user.id,
      action: 'lesson.deleted',
      entityType: 'lesson',
      entityId: lesson.id,
      changes: { title: lesson.title, course_id: lesson.course_id },
    });
  });
}

export async function reorderLessons(
  deps: AppDeps,
  auth: AuthContext,
  courseId: number,
  body: Body<'reorderLessons'>,
): Promise<Schemas['LessonList']> {
  return withScope(deps.db, auth.scope, async (tx) => {
    const course = await loadCourse(tx, courseId);
    requireStaff(courseRole(auth.user, course));
    const current = await repo.lockCourseLessons(tx, course);
    const wanted = new Set(body.lesson_ids);
    if (
      wanted.size !== body.lesson_ids.length ||
      wanted.size !== current.length ||
      current.some((lessonId) => !wanted.has(lessonId))
    ) {
      throw invalidField('lesson_ids', LESSON_MESSAGES.reorderSet);
    }
    await repo.setOrder(tx, course, body.lesson_ids);
    const items = await repo.listCourseLessons(tx, course, false);
    return { items: items.map((row) => toLesson(row)), total: items.length };
  });
}
