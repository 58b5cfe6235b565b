import { and, count, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import { users } from '../../db/schema/identity.js';
import { courses, enrollments } from '../../db/schema/learning.js';
import { inCallersTenant } from '../../db/scope.js';

export type EnrollmentRecord = typeof enrollments.$inferSelect;
type NewEnrollment = typeof enrollments.$inferInsert;
export type PaymentStatus = EnrollmentRecord['payment_status'];

/** The constraint that makes a second enrollment in one course impossible. */
export const UNIQUE_ENROLLMENT = 'enrollments_course_user_key';

export interface EnrollmentFilter {
  tenantId?: number | undefined;
  courseId?: number | undefined;
  userId?: number | undefined;
  /** Only enrollments of courses this user created (a teacher's own courses). */
  courseCreatedBy?: number | undefined;
  paymentStatus?: PaymentStatus | undefined;
}

const listColumns = {
  enrollment: enrollments,
  course: {
    id: courses.id,
    title: courses.title,
    price: courses.price,
    currency: courses.currency,
  },
  user: {
    id: users.id,
    first_name: users.first_name,
    last_name: users.last_name,
    email: users.email,
  },
  // a confirmed online payment of the enrolment (the admin sees "Paid online").
  paid_online: sql<{ amount: number; provider: 'sandbox' | 'jazzcash' | 'easypaisa' } | null>`(
    select json_build_object('amount', p.amount, 'provider', p.provider)
    from online_payments p
    where p.tenant_id = ${enrollments.tenant_id} and p.enrollment_id = ${enrollments.id}
      and p.status = 'confirmed'
    limit 1)`,
};

export type EnrollmentListRow = {
  enrollment: EnrollmentRecord;
  course: { id: number; title: string; price: string; currency: 'PKR' | 'USD' };
  user: { id: number; first_name: string; last_name: string; email: string };
  paid_online?: { amount: number; provider: 'sandbox' | 'jazzcash' | 'easypaisa' } | null;
};

function selectEnrollments(tx: Tx) {
  return tx
    .select(listColumns)
    .from(enrollments)
    .innerJoin(
      courses,
      and(eq(courses.tenant_id, enrollments.tenant_id), eq(courses.id, enrollments.course_id)),
    )
    .innerJoin(users, eq(users.id, enrollments.user_id));
}

function filterWhere(filter: EnrollmentFilter): SQL | undefined {
  const conditions: SQL[] = [];
  if (filter.tenantId !== undefined) conditions.push(eq(enrollments.tenant_id, filter.tenantId));
  if (filter.courseId !== undefined) conditions.push(eq(enrollments.course_id, filter.courseId));
  if (filter.userId !== undefined) conditions.push(eq(enrollments.user_id, filter.userId));
  if (filter.paymentStatus !== undefined) {
    conditions.push(eq(enrollments.payment_status, filter.paymentStatus));
  }
  if (filter.courseCreatedBy !== undefined) {
    conditions.push(eq(courses.created_by, filter.courseCreatedBy));
  }
  return conditions.length ? and(...conditions) : undefined;
}

export async function listEnrollments(
  tx: Tx,
  filter: EnrollmentFilter,
  skip: number,
  limit: number,
) {
  const where = filterWhere(filter);
  const items = await selectEnrollments(tx)
    .where(where)
    .orderBy(desc(enrollments.created_at), desc(enrollments.id))
    .offset(skip)
    .limit(limit);
  const [total] = await tx
    .select({ value: count() })
    .from(enrollments)
    .innerJoin(
      courses,
      and(eq(courses.tenant_id, enrollments.tenant_id), eq(courses.id, enrollments.course_id)),
    )
    .where(where);
  return { items: items as EnrollmentListRow[], total: total?.value ?? 0 };
}

export async function countByStatus(tx: Tx, filter: Omit<EnrollmentFilter, 'paymentStatus'>) {
  const [row] = await tx
    .select({
      all: count(),
      pending:
        sql<number>`count(*) filter (where ${enrollments.payment_status} = 'pending')`.mapWith(
          Number,
        ),
      paid: sql<number>`count(*) filter (where ${enrollments.payment_status} = 'paid')`.mapWith(
        Number,
      ),
      rejected:
        sql<number>`count(*) filter (where ${enrollments.payment_status} = 'rejected')`.mapWith(
          Number,
        ),
    })
    .from(enrollments)
    .innerJoin(
      courses,
      and(eq(courses.tenant_id, enrollments.tenant_id), eq(courses.id, enrollments.course_id)),
    )
    .where(filterWhere(filter));
  return row ?? { all: 0, pending: 0, paid: 0, rejected: 0 };
}

export async function findEnrollmentView(
  tx: Tx,
  id: number,
): Promise<EnrollmentListRow | undefined> {
  const [row] = await selectEnrollments(tx).where(
    and(eq(enrollments.id, id), inCallersTenant(tx, enrollments.tenant_id)),
  );
  return row as EnrollmentListRow | undefined;
}

export async function findEnrollment(tx: Tx, id: number): Promise<EnrollmentRecord | undefined> {
  const [row] = await tx
    .select()
    .from(enrollments)
    .where(and(eq(enrollments.id, id), inCallersTenant(tx, enrollments.tenant_id)));
  return row;
}

export async function insertEnrollment(tx: Tx, values: NewEnrollment): Promise<EnrollmentRecord> {
  const [row] = await tx.insert(enrollments).values(values).returning();
  return row!;
}

/** Changes a still-pending enrollment; undefined when it is no longer pending (a race lost). */
export async function decidePending(
  tx: Tx,
  enrollment: Pick<EnrollmentRecord, 'tenant_id' | 'id'>,
  changes: Partial<NewEnrollment>,
): Promise<EnrollmentRecord | undefined> {
  const [row] = await tx
    .update(enrollments)
    .set({ ...changes, updated_at: new Date() })
    .where(
      and(
        eq(enrollments.tenant_id, enrollment.tenant_id),
        eq(enrollments.id, enrollment.id),
        eq(enrollments.payment_status, 'pending'),
      ),
    )
    .returning();
  return row;
}

/** Deletes an enrollment (only while pending when onlyPending); returns whether it did. */
export async function deleteEnrollment(
  tx: Tx,
  enrollment: Pick<EnrollmentRecord, 'tenant_id' | 'id'>,
  onlyPending: boolean,
): Promise<boolean> {
  const rows = await tx
    .delete(enrollments)
    .where(
      and(
        eq(enrollments.tenant_id, enrollment.tenant_id),
        eq(enrollments.id, enrollment.id),
        onlyPending ? eq(enrollments.payment_status, 'pending') : undefined,
      ),
    )
    .returning({ id: enrollments.id });
  return rows.length > 0;
}

/** A user as the enrolling scope sees it (row-level security hides other tenants' users). */
export async function findUser(tx: Tx, id: number) {
  const [row] = await tx
    .select({
      id: users.id,
      tenant_id: users.tenant_id,
      is_active: users.is_active,
      email: users.email,
      first_name: users.first_name,
      preferred_language: users.preferred_language,
    })
    .from(users)
    .where(eq(users.id, id));
  return row;
}

/** Enrollments by id with their course's owner and title (the caller's scope decides which show). */
export async function findEnrollmentsWithCourses(tx: Tx, ids: readonly number[]) {
  if (ids.length === 0) return [];
  return tx
    .select({
      enrollment: enrollments,
      course: {
        id: courses.id,
        tenant_id: courses.tenant_id,
        title: courses.title,
        created_by: courses.created_by,
      },
    })
    .from(enrollments)
    .innerJoin(
      courses,
      and(eq(courses.tenant_id, enrollments.tenant_id), eq(courses.id, enrollments.course_id)),
    )
    .where(and(inArray(enrollments.id, [...ids]), inCallersTenant(tx, enrollments.tenant_id)));
}
