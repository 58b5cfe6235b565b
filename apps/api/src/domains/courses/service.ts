import type { Tx } from '../../db/client.js';
import { sqlState } from '../../db/errors.js';
import { afterCommit, PLATFORM, withScope } from '../../db/scope.js';
import type { AppDeps } from '../../deps.js';
import { type AuthContext, type AuthUser, isAdmin } from '../../http/context.js';
import { conflict, forbidden, invalidField, notFound } from '../../http/errors.js';
import { defineMessages } from '../../http/i18n/messages.js';
import type { Body, Query, Schemas } from '../../http/types.js';
import { can } from '../_shared/policy.js';
import { audit, diff } from '../audit/service.js';
import { getTenantSettings } from '../settings/repository.js';
import {
  ACCESS_MESSAGES,
  courseRole,
  isTeacher,
  loadCourse,
  loadVisibleCourse,
  lockKey,
} from './access.js';
import { CATALOGUE_CHANNEL, type CachedPage } from './catalogue-cache.js';
import * as repo from './repository.js';

const COURSE_MESSAGES = defineMessages('courses.service', {
  blank: { en: '{field} must not be blank.', ur: '{field} خالی نہیں ہو سکتا۔' },
  limitReached: {
    en: 'Course limit reached. Contact your admin to increase your limit.',
    ur: 'کورسز کی حد پوری ہو گئی۔ حد بڑھانے کے لیے اپنے ایڈمن سے رابطہ کریں۔',
  },
  creationOff: {
    en: 'Your organization does not allow teachers to create courses. Contact your admin.',
    ur: 'آپ کا ادارہ اساتذہ کو کورس بنانے کی اجازت نہیں دیتا۔ اپنے ایڈمن سے رابطہ کریں۔',
  },
  createRoles: {
    en: 'Only teachers and administrators can create courses.',
    ur: 'کورس صرف اساتذہ اور ایڈمن بنا سکتے ہیں۔',
  },
  publishAdminsOnly: {
    en: 'Only administrators can publish or unpublish courses.',
    ur: 'کورس کی اشاعت صرف ایڈمن کر یا واپس لے سکتے ہیں۔',
  },
  editRoles: {
    en: 'Only the course teacher or an administrator can edit this course.',
    ur: 'اس کورس میں ترمیم صرف اس کے استاد یا ایڈمن کر سکتے ہیں۔',
  },
  editOwnOnly: {
    en: 'You can only edit courses you created.',
    ur: 'آپ صرف اپنے بنائے ہوئے کورسز میں ترمیم کر سکتے ہیں۔',
  },
  deleteOff: {
    en: 'Your organization does not allow teachers to delete courses. Contact your admin.',
    ur: 'آپ کا ادارہ اساتذہ کو کورس حذف کرنے کی اجازت نہیں دیتا۔ اپنے ایڈمن سے رابطہ کریں۔',
  },
  deleteOwnOnly: {
    en: 'You can only delete courses you created.',
    ur: 'آپ صرف اپنے بنائے ہوئے کورس حذف کر سکتے ہیں۔',
  },
  deleteRoles: {
    en: 'Only administrators and teachers can delete courses.',
    ur: 'کورس صرف ایڈمن اور اساتذہ حذف کر سکتے ہیں۔',
  },
  hasEnrollments: {
    en: 'This course has enrollments, so it cannot be deleted: learners keep their records. Unpublish it instead to hide it from the catalogue.',
    ur: 'اس کورس میں داخلے موجود ہیں، اس لیے اسے حذف نہیں کیا جا سکتا: طلبہ کا ریکارڈ محفوظ رہتا ہے۔ فہرست سے چھپانے کے لیے اس کی اشاعت واپس لے لیں۔',
  },
  hasRecords: {
    en: 'This course has enrollments or quiz submissions, so it cannot be deleted: learners keep their records. Unpublish it instead.',
    ur: 'اس کورس میں داخلے یا کوئز کے جوابات موجود ہیں، اس لیے اسے حذف نہیں کیا جا سکتا: طلبہ کا ریکارڈ محفوظ رہتا ہے۔ اس کے بجائے اس کی اشاعت واپس لے لیں۔',
  },
});

/** A course row → the contract's Course. */
function toCourse(row: repo.CourseRecord): Schemas['Course'] {
  return {
    id: row.id,
    tenant_id: row.tenant_id,
    title: row.title,
    description: row.description,
    price: Number(row.price),
    currency: row.currency,
    level: row.level,
    duration_hours: row.duration_hours,
    category: row.category,
    tags: row.tags,
    is_published: row.is_published,
    created_by: row.created_by,
    created_at: row.created_at.toISOString(),
  };
}

/** Trims a required text; blank is a 422 naming the field. */
export function requiredText(field: string, value: string): string {
  const trimmed = value.trim();
  if (!trimmed) throw invalidField(field, COURSE_MESSAGES.blank({ field }));
  return trimmed;
}

export function optionalText(value: string | null | undefined): string | null {
  const trimmed = value?.trim();
  return trimmed ? trimmed : null;
}

/** Two decimals, as text for the numeric column. */
function roundPrice(price: number): string {
  return (Math.round(price * 100) / 100).toFixed(2);
}

function normalizeTags(tags: readonly string[]): string[] {
  const result: string[] = [];
  for (const tag of tags) {
    const trimmed = tag.trim();
    if (trimmed && !result.includes(trimmed)) result.push(trimmed);
  }
  return result;
}

export async function listCourses(deps: AppDeps, auth: AuthContext, query: Query<'listCourses'>) {
  const { user } = auth;
  const visibility: repo.CourseVisibility = isAdmin(user)
    ? { kind: 'all' }
    : isTeacher(user)
      ? { kind: 'publishedOrOwn', userId: user.id }
      : { kind: 'published' };
  return withScope(deps.db, auth.scope, async (tx) => {
    const { items, total } = await repo.listCourses(
      tx,
      {
        visibility,
        tenantId: can(user, 'platform.administer')
          ? query.tenant_id
          : (user.tenant_id ?? undefined),
        isPublished: query.is_published,
        level: query.level,
        category: query.category,
        search: query.search,
        createdBy: query.created_by,
      },
      query.skip ?? 0,
      query.limit ?? 100,
    );
    return { items: items.map(toCourse), total } satisfies Schemas['CourseList'];
  });
}

/**
 * A page of the public catalogue as JSON with its ETag, from the catalogue cache when it holds
 * the page (deps.catalogue; dropped on any change of the tenant's courses).
 */
export async function listPublicCourses(
  deps: AppDeps,
  query: Query<'listPublicCourses'>,
): Promise<CachedPage> {
  const tenantId = query.tenant_id ?? 1;
  const skip = query.skip ?? 0;
  const limit = query.limit ?? 100;
  const filter = { level: query.level, category: query.category, search: query.search };
  const key = JSON.stringify([skip, limit, filter.level, filter.category, filter.search]);
  const cached = deps.catalogue.get(tenantId, key);
  if (cached) return cached;
  const mark = deps.catalogue.mark;
  const list = await withScope(deps.db, PLATFORM, async (tx) => {
    const { items, total } = await repo.listPublicCourses(tx, tenantId, filter, skip, limit);
    return { items: items.map(toCourse), total } satisfies Schemas['CourseList'];
  });
  return deps.catalogue.set(tenantId, key, list, mark);
}

/** The public catalogue of the tenant changes when tx commits (other processes: migration 0100). */
function catalogueChanged(deps: AppDeps, tx: Tx, tenantId: number): void {
  afterCommit(tx, () => deps.catalogue.invalidate(tenantId));
}

/** Keeps deps.catalogue in step with course changes made by any process. */
export async function listenForCatalogueChanges(deps: AppDeps): Promise<void> {
  await deps.database.listen(CATALOGUE_CHANNEL, {
    onNotice: (payload) => deps.catalogue.onNotice(payload),
    onState: (listening) => deps.catalogue.setListening(listening),
  });
}

/** Optional authentication: visitors see published courses; signed-in callers their tenant's. */
export async function getCourse(deps: AppDeps, auth: AuthContext | null, id: number) {
  if (!auth) {
    const course = await withScope(deps.db, PLATFORM, (tx) => repo.findPublicCourse(tx, id));
    if (!course) throw notFound(ACCESS_MESSAGES.courseNotFound);
    return toCourse(course);
  }
  return withScope(deps.db, auth.scope, async (tx) =>
    toCourse((await loadVisibleCourse(tx, auth.user, id)).course),
  );
}

/** Whether a teacher may create one more course (403 with the spec's sentence if not). */
async function checkTeacherMayCreate(tx: Tx, user: AuthUser, tenantId: number): Promise<void> {
  const settings = await getTenantSettings(tx, tenantId);
  if (!can(user, 'courses.create', { settings })) throw forbidden(COURSE_MESSAGES.creationOff);
  if (settings.teacher_course_limit > 0) {
    // Two creates at once must not both pass the count: serialize per teacher.
    await lockKey(tx, `learning:course-limit:${user.id}`);
    const created = await repo.countCreatedBy(tx, tenantId, user.id);
    if (created >= settings.teacher_course_limit) throw forbidden(COURSE_MESSAGES.limitReached);
  }
}

export async function createCourse(
  deps: AppDeps,
  auth: AuthContext,
  body: Body<'createCourse'>,
): Promise<Schemas['Course']> {
  const { user } = auth;
  const admin = isAdmin(user);
  if (!admin && !isTeacher(user)) throw forbidden(COURSE_MESSAGES.createRoles);
  if (!admin && body.is_published) throw forbidden(COURSE_MESSAGES.publishAdminsOnly);
  const tenantId = user.tenant_id ?? 1;
  const values: repo.NewCourse = {
    tenant_id: tenantId,
    title: requiredText('title', body.title),
    description: requiredText('description', body.description),
    price: roundPrice(body.price ?? 0),
    currency: body.currency ?? 'PKR',
    level: body.level ?? 'beginner',
    duration_hours: body.duration_hours ?? null,
    category: optionalText(body.category),
    tags: normalizeTags(body.tags ?? []),
    is_published: admin ? (body.is_published ?? false) : false,
    created_by: user.id,
  };
  return withScope(deps.db, auth.scope, async (tx) => {
    if (!admin) await checkTeacherMayCreate(tx, user, tenantId);
    const course = await repo.insertCourse(tx, values);
    catalogueChanged(deps, tx, tenantId);
    if (course.is_published) {
      await audit(tx, {
        tenantId,
        actorId: user.id,
        action: 'course.published',
        entityType: 'course',
        entityId: course.id,
        changes: { is_published: { from: false, to: true } },
      });
    }
    return toCourse(course);
  });
}

export async function updateCourse(
  deps: AppDeps,
  auth: AuthContext,
  id: number,
  body: Body<'updateCourse'>,
): Promise<Schemas['Course']> {
  return withScope(deps.db, auth.scope, async (tx) => {
    const course = await loadCourse(tx, id);
    const role = courseRole(auth.user, course);
    if (role === 'learner') {
      throw forbidden(
        isTeacher(auth.user) ? COURSE_MESSAGES.editOwnOnly : COURSE_MESSAGES.editRoles,
      );
    }
    const toggles = body.is_published !== undefined && body.is_published !== course.is_published;
    if (toggles && role !== 'admin') throw forbidden(COURSE_MESSAGES.publishAdminsOnly);

    const changes: repo.CourseChanges = {};
    if (body.title !== undefined) changes.title = requiredText('title', body.title);
    if (body.description !== undefined) {
      changes.description = requiredText('description', body.description);
    }
    if (body.price !== undefined) changes.price = roundPrice(body.price);
    if (body.currency !== undefined) changes.currency = body.currency;
    if (body.level !== undefined) changes.level = body.level;
    if (body.duration_hours !== undefined) changes.duration_hours = body.duration_hours;
    if (body.category !== undefined) changes.category = optionalText(body.category);
    if (body.tags !== undefined) changes.tags = normalizeTags(body.tags);
    if (toggles) changes.is_published = body.is_published;
    if (Object.keys(changes).length === 0) return toCourse(course);

    const updated = await repo.updateCourse(tx, course, changes);
    catalogueChanged(deps, tx, course.tenant_id);
    const changed = diff(course as unknown as Record<string, unknown>, {
      ...(changes as Record<string, unknown>),
    });
    if (Object.keys(changed).length > 0) {
      await audit(tx, {
        tenantId: course.tenant_id,
        actorId: auth.user.id,
        action: toggles
          ? updated.is_published
            ? 'course.published'
            : 'course.unpublished'
          : 'course.updated',
        entityType: 'course',
        entityId: course.id,
        changes: changed,
      });
    }
    return toCourse(updated);
  });
}

/**
 * Deleting a course removes its lessons and assessments. A course with enrollments is kept
 * (409: unpublish instead), so learners' enrollments, progress and results survive; the foreign
 * keys (NO ACTION) make the database refuse even if an enrollment arrives concurrently.
 */
export async function deleteCourse(deps: AppDeps, auth: AuthContext, id: number): Promise<void> {
  await withScope(deps.db, auth.scope, async (tx) => {
    const course = await loadCourse(tx, id);
    const role = courseRole(auth.user, course);
    if (role === 'learner') {
      throw forbidden(
        isTeacher(auth.user) ? COURSE_MESSAGES.deleteOwnOnly : COURSE_MESSAGES.deleteRoles,
      );
    }
    if (role === 'owner') {
      const settings = await getTenantSettings(tx, course.tenant_id);
      if (!can(auth.user, 'courses.deleteOwn', { settings }))
        throw forbidden(COURSE_MESSAGES.deleteOff);
    }
    if ((await repo.countEnrollments(tx, course)) > 0)
      throw conflict(COURSE_MESSAGES.hasEnrollments);
    try {
      await repo.deleteCourse(tx, course);
      catalogueChanged(deps, tx, course.tenant_id);
    } catch (error) {
      if (sqlState(error) === '23503') throw conflict(COURSE_MESSAGES.hasRecords);
      throw error;
    }
    await audit(tx, {
      tenantId: course.tenant_id,
      actorId: auth.user.id,
      action: 'course.deleted',
      entityType: 'course',
      entityId: course.id,
      changes: { title: course.title },
    });
  });
}
