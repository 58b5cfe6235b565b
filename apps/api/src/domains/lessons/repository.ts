import { and, asc, eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import { hotQuery } from '../../db/hot.js';
import { lessons } from '../../db/schema/learning.js';
import { inCallersTenant } from '../../db/scope.js';

export type LessonRecord = typeof lessons.$inferSelect;
export type NewLesson = typeof lessons.$inferInsert;
export type LessonChanges = Partial<
  Pick<
    NewLesson,
    | 'title'
    | 'description'
    | 'content_type'
    | 'content_url'
    | 'content_body'
    | 'order_index'
    | 'assessment_id'
    | 'duration_minutes'
    | 'is_published'
    | 'is_mandatory'
  >
>;

type CourseKey = { tenant_id: number; id: number };

const courseLessons = hotQuery<LessonRecord[]>('course_lessons', (tx) =>
  tx
    .select()
    .from(lessons)
    .where(
      and(
        eq(lessons.tenant_id, sql.placeholder('tenant')),
        eq(lessons.course_id, sql.placeholder('course')),
      ),
    )
    .orderBy(asc(lessons.order_index), asc(lessons.id)),
);

/**
 * The lessons of a course by order_index, then id (built once; the published filter in memory:
 * a course has tens of lessons).
 */
export async function listCourseLessons(tx: Tx, course: CourseKey, publishedOnly: boolean) {
  const rows = await courseLessons(tx, { tenant: course.tenant_id, course: course.id });
  return publishedOnly ? rows.filter((row) => row.is_published) : rows;
}

export async function findLesson(tx: Tx, id: number): Promise<LessonRecord | undefined> {
  const [row] = await tx
    .select()
    .from(lessons)
    .where(and(eq(lessons.id, id), inCallersTenant(tx, lessons.tenant_id)));
  return row;
}

export async function insertLesson(tx: Tx, values: NewLesson): Promise<LessonRecord> {
  const [row] = await tx.insert(lessons).values(values).returning();
  return row!;
}

export async function updateLesson(
  tx: Tx,
  lesson: Pick<LessonRecord, 'tenant_id' | 'id'>,
  changes: LessonChanges,
): Promise<LessonRecord> {
  const [row] = await tx
    .update(lessons)
    .set({ ...changes, updated_at: new Date() })
    .where(and(eq(lessons.tenant_id, lesson.tenant_id), eq(lessons.id, lesson.id)))
    .returning();
  return row!;
}

export async function deleteLesson(tx: Tx, lesson: Pick<LessonRecord, 'tenant_id' | 'id'>) {
  await tx
    .delete(lessons)
    .where(and(eq(lessons.tenant_id, lesson.tenant_id), eq(lessons.id, lesson.id)));
}

/** Locks the lessons of a course (a reorder must not interleave with another). */
export async function lockCourseLessons(tx: Tx, course: CourseKey): Promise<number[]> {
  const rows = await tx
    .select({ id: lessons.id })
    .from(lessons)
    .where(and(eq(lessons.tenant_id, course.tenant_id), eq(lessons.course_id, course.id)))
    .for('update');
  return rows.map((row) => row.id);
}

/** Sets order_index 0, 1, 2… in the order given (one statement). */
export async function setOrder(tx: Tx, course: CourseKey, ids: readonly number[]): Promise<void> {
  await tx.execute(sql`
    update ${lessons} set order_index = ordering.position - 1, updated_at = now()
    from unnest(${`{${ids.join(',')}}`}::int[]) with ordinality as ordering(id, position)
    where ${lessons.tenant_id} = ${course.tenant_id} and ${lessons.course_id} = ${course.id}
      and ${lessons.id} = ordering.id`);
}
