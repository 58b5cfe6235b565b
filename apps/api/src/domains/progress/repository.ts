import { and, eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import { rowsOf } from '../../db/rows.js';
import { lessonProgress } from '../../db/schema/learning.js';

export type ProgressRecord = typeof lessonProgress.$inferSelect;

const MAX_SECONDS = 2_147_483_647;

interface ProgressReport {
  completed: boolean;
  timeSpentSeconds: number;
  /** 0-100; 100 when completed. */
  percentage: number;
}

/**
 * Upserts a user's record for a lesson in one statement (concurrent reports cannot lose time):
 * time accumulates, completion is sticky, the percentage keeps its highest value.
 */
export async function recordProgress(
  tx: Tx,
  lesson: { tenant_id: number; id: number },
  userId: number,
  report: ProgressReport,
): Promise<ProgressRecord> {
  const now = new Date();
  const [row] = await tx
    .insert(lessonProgress)
    .values({
      tenant_id: lesson.tenant_id,
      lesson_id: lesson.id,
      user_id: userId,
      completed: report.completed,
      time_spent_seconds: report.timeSpentSeconds,
      progress_percentage: report.percentage,
      completed_at: report.completed ? now : null,
      created_at: now,
      updated_at: now,
    })
    .onConflictDoUpdate({
      target: [lessonProgress.tenant_id, lessonProgress.lesson_id, lessonProgress.user_id],
      set: {
        completed: sql`${lessonProgress.completed} or excluded.completed`,
        time_spent_seconds: sql`least(${lessonProgress.time_spent_seconds}::bigint + excluded.time_spent_seconds, ${MAX_SECONDS})::int`,
        progress_percentage: sql`greatest(${lessonProgress.progress_percentage}, excluded.progress_percentage)`,
        completed_at: sql`coalesce(${lessonProgress.completed_at}, excluded.completed_at)`,
        updated_at: sql`excluded.updated_at`,
      },
    })
    .returning();
  return row!;
}

export async function findProgress(
  tx: Tx,
  lesson: { tenant_id: number; id: number },
  userId: number,
): Promise<ProgressRecord | undefined> {
  const [row] = await tx
    .select()
    .from(lessonProgress)
    .where(
      and(
        eq(lessonProgress.tenant_id, lesson.tenant_id),
        eq(lessonProgress.lesson_id, lesson.id),
        eq(lessonProgress.user_id, userId),
      ),
    );
  return row;
}

export interface CourseProgressRow {
  course_id: number;
  total_lessons: number;
  required_lessons: number;
  completed_lessons: number;
  completed_required_lessons: number;
  completed_lesson_ids: number[];
}

/** A user's progress over the published lessons of each course (courses without lessons absent). */
export async function courseProgress(
  tx: Tx,
  courseIds: readonly number[],
  userId: number,
  /** The courses' tenant: lets the lessons index (led by tenant_id) narrow the scan. */
  tenantId?: number,
): Promise<Map<number, CourseProgressRow>> {
  if (courseIds.length === 0) return new Map();
  const result = await tx.execute(sql`
    select l.course_id,
      count(*)::int as total_lessons,
      (count(*) filter (where l.is_mandatory))::int as required_lessons,
      (count(*) filter (where p.completed))::int as completed_lessons,
      (count(*) filter (where l.is_mandatory and p.completed))::int as completed_required_lessons,
      coalesce(jsonb_agg(l.id order by l.order_index, l.id) filter (where p.completed), '[]'::jsonb)
        as completed_lesson_ids
    from lessons l
    left join lesson_progress p
      on p.tenant_id = l.tenant_id and p.lesson_id = l.id and p.user_id = ${userId}
    where l.is_published and l.course_id = any(${`{${courseIds.join(',')}}`}::int[])
      ${tenantId === undefined ? sql`` : sql`and l.tenant_id = ${tenantId}`}
    group by l.course_id`);
  const rows = rowsOf<CourseProgressRow>(result);
  return new Map(rows.map((row) => [Number(row.course_id), row]));
}

/** The share of required lessons completed (of all lessons when none is required), 0-100. */
export function progressPercentage(row: CourseProgressRow | undefined): number {
  if (!row) return 0;
  const share =
    row.required_lessons > 0
      ? row.completed_required_lessons / row.required_lessons
      : row.total_lessons > 0
        ? row.completed_lessons / row.total_lessons
        : 0;
  return Math.round(share * 10000) / 100;
}
