import { and, count, desc, eq, getTableColumns, ilike, or, type SQL, sql } from 'drizzle-orm';
import type { DrizzleTx, Tx } from '../../db/client.js';
import { hotQuery } from '../../db/hot.js';
import { courses, enrollments } from '../../db/schema/learning.js';
import { callersTenantId, inCallersTenant, prepared } from '../../db/scope.js';

export type CourseRecord = typeof courses.$inferSelect;
export type NewCourse = typeof courses.$inferInsert;
export type CourseChanges = Partial<
  Pick<
    NewCourse,
    | 'title'
    | 'description'
    | 'price'
    | 'currency'
    | 'level'
    | 'duration_hours'
    | 'category'
    | 'tags'
    | 'is_published'
  >
>;

/** Which courses a list shows: every one, published ones, or published ones plus the caller's. */
export type CourseVisibility =
  | { kind: 'all' }
  | { kind: 'published' }
  | { kind: 'publishedOrOwn'; userId: number };

interface CourseFilter {
  visibility: CourseVisibility;
  tenantId?: number | undefined;
  isPublished?: boolean | undefined;
  level?: string | undefined;
  category?: string | undefined;
  search?: string | undefined;
  createdBy?: number | undefined;
}

/** The course's tenant is active (written out: see assessments/repository.ts). */
const activeTenant = sql`exists (select 1 from tenants t where t.id = courses.tenant_id and t.is_active)`;

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (char) => `\\${char}`);
}

function filterWhere(filter: CourseFilter): SQL | undefined {
  const conditions: SQL[] = [];
  if (filter.tenantId !== undefined) conditions.push(eq(courses.tenant_id, filter.tenantId));
  if (filter.visibility.kind === 'published') conditions.push(eq(courses.is_published, true));
  if (filter.visibility.kind === 'publishedOrOwn') {
    conditions.push(
      or(eq(courses.is_published, true), eq(courses.created_by, filter.visibility.userId))!,
    );
  }
  if (filter.isPublished !== undefined)
    conditions.push(eq(courses.is_published, filter.isPublished));
  if (filter.level !== undefined) conditions.push(eq(courses.level, filter.level as 'beginner'));
  const category = filter.category?.trim();
  if (category) conditions.push(sql`lower(${courses.category}) = lower(${category})`);
  const search = filter.search?.trim();
  if (search) {
    const pattern = `%${escapeLike(search)}%`;
    conditions.push(
      or(
        ilike(courses.title, pattern),
        ilike(courses.description, pattern),
        ilike(courses.category, pattern),
      )!,
    );
  }
  if (filter.createdBy !== undefined) conditions.push(eq(courses.created_by, filter.createdBy));
  return conditions.length ? and(...conditions) : undefined;
}

export async function listCourses(tx: Tx, filter: CourseFilter, skip: number, limit: number) {
  const where = filterWhere(filter);
  return pageOfCourses(tx, where, skip, limit);
}

/** Published courses of one active tenant (the public catalogue; platform scope). */
export async function listPublicCourses(
  tx: Tx,
  tenantId: number,
  filter: Omit<CourseFilter, 'visibility' | 'tenantId'>,
  skip: number,
  limit: number,
) {
  const where = and(
    filterWhere({ ...filter, visibility: { kind: 'published' }, tenantId }),
    activeTenant,
  );
  return pageOfCourses(tx, where, skip, limit);
}

/**
 * A page of courses, newest first, with the total of the filter counted by the page query
 * itself (`count(*) over ()`); only a page past the end asks for the total on its own.
 */
async function pageOfCourses(tx: Tx, where: SQL | undefined, skip: number, limit: number) {
  const rows = await tx
    .select({
      ...getTableColumns(courses),
      full_count: sql<number>`count(*) over ()`.mapWith(Number),
    })
    .from(courses)
    .where(where)
    .orderBy(desc(courses.created_at), desc(courses.id))
    .offset(skip)
    .limit(limit);
  const items: CourseRecord[] = rows.map(({ full_count: _total, ...course }) => course);
  if (rows.length > 0 || skip === 0) return { items, total: rows[0]?.full_count ?? 0 };
  const [total] = await tx.select({ value: count() }).from(courses).where(where);
  return { items, total: total?.value ?? 0 };
}

/** A course by id, as row-level security lets the scope see it. */
export async function findCourse(tx: Tx, id: number): Promise<CourseRecord | undefined> {
  const [row] = await tx
    .select()
    .from(courses)
    .where(and(eq(courses.id, id), inCallersTenant(tx, courses.tenant_id)));
  return row;
}

/**
 * A course by id together with one user's enrollment in it (null when there is none): the
 * lesson list and opening a quiz check both, in one statement.
 */
/** The course with the caller's enrollment in it, built once (db/hot.ts); values as placeholders. */
export function courseWithEnrollment(tx: DrizzleTx, courseId: SQL, inTenant: boolean) {
  return tx
    .select({
      course: courses,
      enrollment: {
        payment_status: enrollments.payment_status,
        admin_approved: enrollments.admin_approved,
        status: enrollments.status,
      },
    })
    .from(courses)
    .leftJoin(
      enrollments,
      and(
        eq(enrollments.tenant_id, courses.tenant_id),
        eq(enrollments.course_id, courses.id),
        eq(enrollments.user_id, sql.placeholder('user')),
      ),
    )
    .where(
      and(
        eq(courses.id, courseId),
        inTenant ? eq(courses.tenant_id, sql.placeholder('tenant')) : undefined,
      ),
    );
}

type CourseWithEnrollment = Awaited<ReturnType<ReturnType<typeof courseWithEnrollment>['execute']>>;

const courseWithEnrollmentInTenant = hotQuery<CourseWithEnrollment>(
  'course_with_enrollment_in_tenant',
  (tx) => courseWithEnrollment(tx, sql`${sql.placeholder('id')}`, true),
);
const courseWithEnrollmentAnywhere = hotQuery<CourseWithEnrollment>(
  'course_with_enrollment',
  (tx) => courseWithEnrollment(tx, sql`${sql.placeholder('id')}`, false),
);

/** The course and the user's enrollment in it, in one statement (the caller's tenant only). */
export async function findCourseWithEnrollment(tx: Tx, id: number, userId: number) {
  const tenantId = callersTenantId(tx);
  const [row] =
    tenantId === null
      ? await courseWithEnrollmentAnywhere(tx, { id, user: userId })
      : await courseWithEnrollmentInTenant(tx, { id, user: userId, tenant: tenantId });
  return row;
}

/** For visitors (platform scope): a published course of an active tenant. */
export async function findPublicCourse(tx: Tx, id: number): Promise<CourseRecord | undefined> {
  const [row] = await tx
    .select()
    .from(courses)
    .where(and(eq(courses.id, id), eq(courses.is_published, true), activeTenant));
  return row;
}

export async function insertCourse(tx: Tx, values: NewCourse): Promise<CourseRecord> {
  const [row] = await tx.insert(courses).values(values).returning();
  return row!;
}

export async function updateCourse(
  tx: Tx,
  course: Pick<CourseRecord, 'tenant_id' | 'id'>,
  changes: CourseChanges,
): Promise<CourseRecord> {
  const [row] = await tx
    .update(courses)
    .set({ ...changes, updated_at: new Date() })
    .where(and(eq(courses.tenant_id, course.tenant_id), eq(courses.id, course.id)))
    .returning();
  return row!;
}

export async function deleteCourse(tx: Tx, course: Pick<CourseRecord, 'tenant_id' | 'id'>) {
  await tx
    .delete(courses)
    .where(and(eq(courses.tenant_id, course.tenant_id), eq(courses.id, course.id)));
}

/** How many courses a user created in a tenant (the teacher course limit). */
export async function countCreatedBy(tx: Tx, tenantId: number, userId: number): Promise<number> {
  const [row] = await tx
    .select({ value: count() })
    .from(courses)
    .where(and(eq(courses.tenant_id, tenantId), eq(courses.created_by, userId)));
  return row?.value ?? 0;
}

export async function countEnrollments(tx: Tx, course: Pick<CourseRecord, 'tenant_id' | 'id'>) {
  const [row] = await tx
    .select({ value: count() })
    .from(enrollments)
    .where(and(eq(enrollments.tenant_id, course.tenant_id), eq(enrollments.course_id, course.id)));
  return row?.value ?? 0;
}

/**
 * A transaction-level advisory lock on a key (released at commit or rollback). A prepared
 * statement: sent at once, so it can travel with the reads that need the lock.
 */
export async function advisoryXactLock(tx: Tx, key: string): Promise<void> {
  await prepared(
    tx,
    'advisory_xact_lock',
    'select pg_advisory_xact_lock(hashtextextended($1, 0))',
    [key],
  );
}
