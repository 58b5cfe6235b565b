// Who may do what with a course and its content: shared by every learning domain
// (courses, enrollments, lessons, progress, assessments, submissions).
import { and, eq } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import { enrollments } from '../../db/schema/learning.js';
import { type AuthUser, isAdmin } from '../../http/context.js';
import { forbidden, notFound } from '../../http/errors.js';
import { defineMessages } from '../../http/i18n/messages.js';
import { can } from '../_shared/policy.js';
import { getTenantSettings, type TenantSettingsValues } from '../settings/repository.js';
import {
  advisoryXactLock,
  type CourseRecord,
  findCourse,
  findCourseWithEnrollment,
} from './repository.js';

export const ACCESS_MESSAGES = defineMessages('courses.access', {
  courseNotFound: { en: 'Course not found.', ur: 'کورس نہیں ملا۔' },
  staffOnly: {
    en: 'Only the course teacher or an administrator can do this.',
    ur: 'یہ کام صرف کورس کے استاد یا ایڈمن کر سکتے ہیں۔',
  },
  ownCoursesOnly: {
    en: 'You can only manage courses you created.',
    ur: 'آپ صرف اپنے بنائے ہوئے کورسز کا انتظام کر سکتے ہیں۔',
  },
  enrollmentPending: {
    en: 'Your enrollment in this course is pending approval. You can open its lessons and quizzes once an administrator approves it.',
    ur: 'اس کورس میں آپ کا داخلہ منظوری کا منتظر ہے۔ ایڈمن کی منظوری کے بعد آپ اس کے اسباق اور کوئز کھول سکیں گے۔',
  },
  enrollmentRejected: {
    en: 'Your enrollment in this course was rejected, so its lessons and quizzes are not available to you.',
    ur: 'اس کورس میں آپ کا داخلہ مسترد ہو گیا تھا، اس لیے اس کے اسباق اور کوئز آپ کے لیے دستیاب نہیں۔',
  },
  enrollmentMissing: {
    en: 'You are not enrolled in this course. Enroll to open its lessons and quizzes.',
    ur: 'اس کورس میں آپ کا داخلہ نہیں۔ اس کے اسباق اور کوئز کھولنے کے لیے داخلہ لیں۔',
  },
  manageEnrollmentsOff: {
    en: 'Your organization does not allow teachers to manage enrollments. Contact your admin.',
    ur: 'آپ کا ادارہ اساتذہ کو داخلوں کے انتظام کی اجازت نہیں دیتا۔ اپنے ایڈمن سے رابطہ کریں۔',
  },
});

/**
 * The caller's relation to a course: `admin` (superuser or tenant admin of the course's tenant:
 * row-level security already limits what a tenant admin can load), `owner` (the teacher who
 * created it) or `learner` (everyone else, including other teachers).
 */
export type CourseRole = 'admin' | 'owner' | 'learner';

/** Teaching staff (the policy's `courses.teach`: teachers, `user_role: admin`, and admins). */
export function isTeacher(user: AuthUser): boolean {
  return can(user, 'courses.teach');
}

export function courseRole(user: AuthUser, course: Pick<CourseRecord, 'created_by'>): CourseRole {
  if (isAdmin(user)) return 'admin';
  if (isTeacher(user) && course.created_by === user.id) return 'owner';
  return 'learner';
}

export const isStaffRole = (role: CourseRole) => role !== 'learner';

/** Loads a course visible in the caller's scope (another tenant's answers 404). */
export async function loadCourse(tx: Tx, id: number): Promise<CourseRecord> {
  const course = await findCourse(tx, id);
  if (!course) throw notFound(ACCESS_MESSAGES.courseNotFound);
  return course;
}

/** The caller's enrollment state, loaded with the course by loadCourseFor (one statement). */
const loadedEnrollment = new WeakMap<CourseRecord, { userId: number; state: EnrollmentState }>();

/** loadCourse, with the user's enrollment in the same statement (enrollmentState reuses it). */
export async function loadCourseFor(tx: Tx, user: AuthUser, id: number): Promise<CourseRecord> {
  return courseFor(user, await findCourseWithEnrollment(tx, id, user.id));
}

/** A course read with the user's enrollment (by any statement): 404 when absent. */
export function courseFor(
  user: AuthUser,
  row: { course: CourseRecord; enrollment: Parameters<typeof stateOf>[0] } | undefined,
): CourseRecord {
  if (!row) throw notFound(ACCESS_MESSAGES.courseNotFound);
  loadedEnrollment.set(row.course, { userId: user.id, state: stateOf(row.enrollment) });
  return row.course;
}

/**
 * Loads a course the caller may see: staff see drafts; learners only published courses (a
 * draft answers 404 as if it did not exist).
 */
export async function loadVisibleCourse(
  tx: Tx,
  user: AuthUser,
  id: number,
): Promise<{ course: CourseRecord; role: CourseRole }> {
  const course = await loadCourseFor(tx, user, id);
  const role = courseRole(user, course);
  if (!course.is_published && role === 'learner') throw notFound(ACCESS_MESSAGES.courseNotFound);
  return { course, role };
}

/** 403 unless the caller is staff of the course (its teacher or an admin). */
export function requireStaff(role: CourseRole): void {
  if (role === 'learner') throw forbidden(ACCESS_MESSAGES.staffOnly);
}

type EnrollmentState = 'approved' | 'pending' | 'rejected' | 'missing';

/** The state of a user's enrollment in a course. */
export async function enrollmentState(
  tx: Tx,
  course: Pick<CourseRecord, 'id' | 'tenant_id'>,
  userId: number,
): Promise<EnrollmentState> {
  const loaded = loadedEnrollment.get(course as CourseRecord);
  if (loaded?.userId === userId) return loaded.state;
  const [row] = await tx
    .select({
      payment_status: enrollments.payment_status,
      admin_approved: enrollments.admin_approved,
      status: enrollments.status,
    })
    .from(enrollments)
    .where(
      and(
        eq(enrollments.tenant_id, course.tenant_id),
        eq(enrollments.course_id, course.id),
        eq(enrollments.user_id, userId),
      ),
    );
  return stateOf(row ?? null);
}

function stateOf(
  row: { payment_status: string; admin_approved: boolean; status: string } | null,
): EnrollmentState {
  if (!row) return 'missing';
  if (row.payment_status === 'paid' && row.admin_approved && row.status === 'active')
    return 'approved';
  if (row.payment_status === 'pending' && row.status === 'active') return 'pending';
  return 'rejected';
}

/** The 403 of a learner whose enrollment does not open the course's content. */
function enrollmentRefusal(state: Exclude<EnrollmentState, 'approved'>) {
  switch (state) {
    case 'pending':
      return forbidden(ACCESS_MESSAGES.enrollmentPending);
    case 'rejected':
      return forbidden(ACCESS_MESSAGES.enrollmentRejected);
    default:
      return forbidden(ACCESS_MESSAGES.enrollmentMissing);
  }
}

/**
 * Lesson content and quizzes: staff of the course always; learners with an approved enrollment
 * in a published course; otherwise 403 saying whether the enrollment is pending or missing.
 */
export async function requireContentAccess(
  tx: Tx,
  user: AuthUser,
  course: CourseRecord,
  role: CourseRole = courseRole(user, course),
): Promise<void> {
  if (isStaffRole(role)) return;
  const state = await enrollmentState(tx, course, user.id);
  if (state !== 'approved') throw enrollmentRefusal(state);
}

/**
 * Managing a course's enrollments (list, approve, reject, delete, enroll others): admins; the
 * course's teacher when the tenant's `teachers_can_manage_enrollments` is on.
 */
export async function canManageEnrollments(
  tx: Tx,
  user: AuthUser,
  course: CourseRecord,
  settings?: TenantSettingsValues,
): Promise<boolean> {
  const role = courseRole(user, course);
  if (role === 'admin') return true;
  if (role !== 'owner') return false;
  const values = settings ?? (await getTenantSettings(tx, course.tenant_id));
  return can(user, 'enrollments.manageOwn', { settings: values });
}

export async function requireManageEnrollments(tx: Tx, user: AuthUser, course: CourseRecord) {
  const role = courseRole(user, course);
  if (role === 'learner') throw forbidden(ACCESS_MESSAGES.staffOnly);
  if (!(await canManageEnrollments(tx, user, course))) {
    throw forbidden(ACCESS_MESSAGES.manageEnrollmentsOff);
  }
}

/**
 * Serializes work for one key within the transaction (released at commit or rollback), for the
 * few rules a constraint cannot express (a teacher's course limit).
 */
export async function lockKey(tx: Tx, key: string): Promise<void> {
  await advisoryXactLock(tx, key);
}

/** Escapes % _ and \ for a LIKE pattern. */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (char) => `\\${char}`);
}
