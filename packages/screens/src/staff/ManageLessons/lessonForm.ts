import {
  type ContentType,
  isPlayableVideoUrl,
  type Lesson,
  type LessonCreate,
  type LessonUpdate,
} from '@watni/api-client';
import { type StaffLessonsMessages, staffLessonsMessages } from '../../messages/staff-lessons';

export const contentTypes = ['text', 'video', 'document', 'quiz'] as const satisfies ContentType[];

export interface LessonFormValues {
  title: string;
  description: string;
  content_type: ContentType;
  content_url: string;
  /** HTML from the rich-text editor ('' when empty). */
  content_body: string;
  order_index: string;
  duration_minutes: string;
  is_published: boolean;
  is_mandatory: boolean;
  /** The quiz a quiz lesson opens ('' none yet). */
  assessment_id?: string;
}

type LessonFormErrors = Partial<Record<keyof LessonFormValues, string>>;

/** Spec section 5: a URL only for video and document lessons, a body only for text lessons. */
export const hasUrl = (type: ContentType) => type === 'video' || type === 'document';
export const hasBody = (type: ContentType) => type === 'text';

/**
 * Add Lesson defaults (spec section 5): type text, duration 0, draft, required. The order is the
 * contract's default 0 for a course's first lesson and otherwise the next free position, so a new
 * lesson lands at the end of the list.
 */
export function emptyLessonForm(nextOrder = 0): LessonFormValues {
  return {
    title: '',
    description: '',
    content_type: 'text',
    content_url: '',
    content_body: '',
    order_index: String(nextOrder),
    duration_minutes: '0',
    is_published: false,
    is_mandatory: true,
  };
}

/** The position after the last lesson (0 for none). */
export function nextOrderIndex(lessons: readonly Pick<Lesson, 'order_index'>[]): number {
  return lessons.reduce((max, l) => Math.max(max, l.order_index + 1), 0);
}

export function lessonToForm(lesson: Lesson): LessonFormValues {
  return {
    title: lesson.title,
    description: lesson.description ?? '',
    content_type: lesson.content_type,
    content_url: lesson.content_url ?? '',
    content_body: lesson.content_body ?? '',
    order_index: String(lesson.order_index),
    duration_minutes: String(lesson.duration_minutes),
    is_published: lesson.is_published,
    is_mandatory: lesson.is_mandatory,
    assessment_id: lesson.assessment_id ? String(lesson.assessment_id) : '',
  };
}

const MAX_INT = 100000;

function wholeNumber(value: string): number | null {
  const trimmed = value.trim();
  if (trimmed === '') return 0;
  if (!/^\d+$/.test(trimmed)) return null;
  const n = Number(trimmed);
  return n <= MAX_INT ? n : null;
}

export function isHttpUrl(value: string): boolean {
  const trimmed = value.trim();
  if (!/^https?:\/\//i.test(trimmed)) return false;
  try {
    new URL(trimmed);
    return true;
  } catch {
    return false;
  }
}

/**
 * The form's errors. A video's address must be playable (YouTube, Vimeo or an https video file:
 * the service's rule, from @watni/policy); `videoUnplayable` is that sentence in the reader's
 * language.
 */
export function validateLessonForm(
  values: LessonFormValues,
  words: { videoUnplayable?: string } = {},
  f: StaffLessonsMessages['form'] = staffLessonsMessages.form,
): LessonFormErrors {
  const errors: LessonFormErrors = {};
  if (!values.title.trim()) errors.title = f.required;
  if (hasUrl(values.content_type)) {
    if (!values.content_url.trim()) errors.content_url = f.urlRequired;
    else if (!isHttpUrl(values.content_url)) errors.content_url = f.urlInvalid;
    else if (values.content_type === 'video' && !isPlayableVideoUrl(values.content_url))
      errors.content_url = words.videoUnplayable ?? f.urlInvalid;
  }
  if (wholeNumber(values.order_index) === null) errors.order_index = f.wholeNumber;
  if (wholeNumber(values.duration_minutes) === null) errors.duration_minutes = f.wholeNumber;
  return errors;
}

/** True when the editor holds no text (e.g. '<p></p>'). */
function isBlankHtml(html: string): boolean {
  return (
    html
      .replace(/<[^>]*>/g, '')
      .replace(/&nbsp;/g, ' ')
      .trim() === '' && !/<img\b/i.test(html)
  );
}

/** The fields both create and update send; URL and body are null for the types without them. */
export function toLessonFields(values: LessonFormValues): LessonUpdate {
  const type = values.content_type;
  return {
    title: values.title.trim(),
    description: values.description.trim() || null,
    content_type: type,
    content_url: hasUrl(type) ? values.content_url.trim() : null,
    content_body: hasBody(type) && !isBlankHtml(values.content_body) ? values.content_body : null,
    order_index: wholeNumber(values.order_index) ?? 0,
    duration_minutes: wholeNumber(values.duration_minutes) ?? 0,
    is_published: values.is_published,
    is_mandatory: values.is_mandatory,
    // A quiz lesson's quiz (other types let go of theirs on the server).
    ...(type === 'quiz' && values.assessment_id !== undefined
      ? { assessment_id: values.assessment_id ? Number(values.assessment_id) : null }
      : {}),
  };
}

/** The create body: course_id as an integer (spec section 5) plus the form's fields. */
export function toLessonCreate(courseId: number, values: LessonFormValues): LessonCreate {
  return { course_id: courseId, ...toLessonFields(values), title: values.title.trim() };
}

/** The lesson ids in their new order after moving one up (-1) or down (+1); null at an edge. */
export function moveLesson(ids: readonly number[], id: number, step: -1 | 1): number[] | null {
  const from = ids.indexOf(id);
  const to = from + step;
  if (from < 0 || to < 0 || to >= ids.length) return null;
  const next = [...ids];
  next[from] = ids[to] as number;
  next[to] = id;
  return next;
}
