// The To-grade queue's SQL: submissions with grading_pending, oldest first,
// through the partial index submissions_grading_queue_idx (tenant_id, submitted_at, id).
import { type SQL, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import { rowsOf } from '../../db/rows.js';

/** Whose queue: a tenant's (optionally only the courses one teacher created), or every tenant's. */
export interface QueueScope {
  tenantId: number | null;
  /** Only the courses this user created (teachers); null for admins. */
  ownerId: number | null;
}

function where(scope: QueueScope): SQL {
  const parts: SQL[] = [sql`s.grading_pending`];
  if (scope.tenantId !== null) parts.push(sql`s.tenant_id = ${scope.tenantId}`);
  if (scope.ownerId !== null) parts.push(sql`c.created_by = ${scope.ownerId}`);
  return sql.join(parts, sql` and `);
}

const FROM = sql`from submissions s
  join assessments a on a.tenant_id = s.tenant_id and a.id = s.assessment_id
  join courses c on c.tenant_id = a.tenant_id and c.id = a.course_id`;

interface QueueRow {
  submission_id: number;
  assessment_id: number;
  assessment_title: string;
  course_id: number;
  course_title: string;
  student_id: number;
  first_name: string;
  last_name: string;
  submitted_at: Date | string;
}

export async function listQueue(
  tx: Tx,
  scope: QueueScope,
  skip: number,
  limit: number,
): Promise<QueueRow[]> {
  const result = await tx.execute(sql`select s.id as submission_id, s.assessment_id,
      a.title as assessment_title, c.id as course_id, c.title as course_title,
      u.id as student_id, u.first_name, u.last_name, s.submitted_at
    ${FROM}
    join users u on u.id = s.user_id
    where ${where(scope)}
    order by s.submitted_at, s.id
    offset ${skip} limit ${limit}`);
  return rowsOf<QueueRow>(result);
}

export async function countQueue(tx: Tx, scope: QueueScope): Promise<number> {
  const result = await tx.execute(sql`select count(*)::int as n ${FROM} where ${where(scope)}`);
  return rowsOf<{ n: number }>(result)[0]?.n ?? 0;
}
