// SQL of announcements: the office's list, writing and cancelling, and what the publish job reads
// (who an announcement reaches) and writes (sent, with its recipients).
import { and, count, desc, eq, inArray, lte, type SQL, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import { rows } from '../../db/rows.js';
import { users } from '../../db/schema/identity.js';
import { announcements } from '../../db/schema/notifications.js';
import { classes, sections } from '../../db/schema/school.js';

export type AnnouncementRow = typeof announcements.$inferSelect;
export type AnnouncementWithAuthor = AnnouncementRow & { created_by_name: string | null };
/** What decides an announcement's sections. */
export type AudienceScope = Pick<
  AnnouncementRow,
  'tenant_id' | 'scope' | 'class_ids' | 'section_ids'
>;

const CREATED_BY_NAME = () => sql<string | null>`${users.first_name} || ' ' || ${users.last_name}`;

export async function findAnnouncement(
  tx: Tx,
  tenantId: number,
  id: number,
): Promise<AnnouncementWithAuthor | undefined> {
  const [row] = await tx
    .select({ a: announcements, created_by_name: CREATED_BY_NAME() })
    .from(announcements)
    .leftJoin(users, eq(users.id, announcements.created_by))
    .where(and(eq(announcements.tenant_id, tenantId), eq(announcements.id, id)));
  return row ? { ...row.a, created_by_name: row.created_by_name } : undefined;
}

/** A page of the school's announcements (only `createdBy`'s when given), newest first, and the total. */
export async function announcementsPage(
  tx: Tx,
  tenantId: number,
  createdBy: number | undefined,
  skip: number,
  limit: number,
): Promise<{ items: AnnouncementWithAuthor[]; total: number }> {
  const where = and(
    eq(announcements.tenant_id, tenantId),
    createdBy === undefined ? undefined : eq(announcements.created_by, createdBy),
  );
  const page = await tx
    .select({ a: announcements, created_by_name: CREATED_BY_NAME() })
    .from(announcements)
    .leftJoin(users, eq(users.id, announcements.created_by))
    .where(where)
    .orderBy(desc(announcements.publish_at), desc(announcements.id))
    .offset(skip)
    .limit(limit);
  const [total] = await tx.select({ n: count() }).from(announcements).where(where);
  return {
    items: page.map((row) => ({ ...row.a, created_by_name: row.created_by_name })),
    total: total?.n ?? 0,
  };
}

/** How many of these ids are the school's classes. */
export async function countClasses(tx: Tx, tenantId: number, ids: number[]): Promise<number> {
  const [found] = await tx
    .select({ n: count() })
    .from(classes)
    .where(and(eq(classes.tenant_id, tenantId), inArray(classes.id, ids)));
  return found?.n ?? 0;
}

/** How many of these ids are the school's sections. */
export async function countSections(tx: Tx, tenantId: number, ids: number[]): Promise<number> {
  const [found] = await tx
    .select({ n: count() })
    .from(sections)
    .where(and(eq(sections.tenant_id, tenantId), inArray(sections.id, ids)));
  return found?.n ?? 0;
}

export async function insertAnnouncement(
  tx: Tx,
  values: typeof announcements.$inferInsert,
): Promise<AnnouncementRow> {
  const [row] = await tx.insert(announcements).values(values).returning();
  return row!;
}

/** Cancels a scheduled announcement; false when it is not scheduled (sent or cancelled). */
export async function cancelScheduled(tx: Tx, tenantId: number, id: number): Promise<boolean> {
  const [updated] = await tx
    .update(announcements)
    .set({ status: 'cancelled' })
    .where(
      and(
        eq(announcements.tenant_id, tenantId),
        eq(announcements.id, id),
        eq(announcements.status, 'scheduled'),
      ),
    )
    .returning({ id: announcements.id });
  return updated !== undefined;
}

/** The announcement if it is scheduled and due by `now`, locked until the transaction ends. */
export async function findDueForUpdate(
  tx: Tx,
  tenantId: number,
  id: number,
  now: Date,
): Promise<AnnouncementRow | undefined> {
  const [row] = await tx
    .select()
    .from(announcements)
    .where(
      and(
        eq(announcements.tenant_id, tenantId),
        eq(announcements.id, id),
        eq(announcements.status, 'scheduled'),
        lte(announcements.publish_at, now),
      ),
    )
    .for('update');
  return row;
}

export async function markSent(
  tx: Tx,
  tenantId: number,
  id: number,
  recipients: number,
): Promise<void> {
  await tx
    .update(announcements)
    .set({ status: 'sent', sent_at: new Date(), recipients })
    .where(and(eq(announcements.tenant_id, tenantId), eq(announcements.id, id)));
}

// ------------------------------------------------------------------ the audience

/** Sections an announcement reaches (students: their enrolment of the current year). */
function sectionFilter(row: AudienceScope) {
  if (row.scope === 'classes') return sql`and s.class_id = any(${sql.param(row.class_ids)}::int[])`;
  if (row.scope === 'sections') return sql`and s.id = any(${sql.param(row.section_ids)}::int[])`;
  return sql``;
}

function sectionsOf(row: AudienceScope): SQL {
  return sql`select s.id from sections s where s.tenant_id = ${row.tenant_id} ${sectionFilter(row)}`;
}

/** The active students of the announcement's sections (the current year's enrolments). */
function studentsOf(row: AudienceScope): SQL {
  return sql`select st.id, st.user_id from students st
      join student_enrolments e on e.tenant_id = st.tenant_id and e.student_id = st.id
      join academic_years y on y.tenant_id = e.tenant_id and y.id = e.academic_year_id and y.is_current
      where st.tenant_id = ${row.tenant_id} and st.status = 'active'
        and e.section_id in (${sectionsOf(row)})`;
}

/** The accounts of the students it reaches. */
export async function audienceStudentUsers(tx: Tx, row: AudienceScope): Promise<number[]> {
  const found = await rows<{ user_id: number | null }>(
    tx,
    sql`select user_id from (${studentsOf(row)}) x where user_id is not null`,
  );
  return found.flatMap((r) => (r.user_id === null ? [] : [r.user_id]));
}

/** The guardians of the students it reaches. */
export async function audienceGuardians(tx: Tx, row: AudienceScope): Promise<number[]> {
  const found = await rows<{ guardian_id: number }>(
    tx,
    sql`select distinct sg.guardian_id from student_guardians sg
            where sg.tenant_id = ${row.tenant_id} and sg.student_id in (select id from (${studentsOf(row)}) x)`,
  );
  return found.map((r) => r.guardian_id);
}

/** The staff it reaches: the whole school's, or the class and subject teachers of its sections. */
export async function audienceStaff(tx: Tx, row: AudienceScope): Promise<number[]> {
  const tenantId = row.tenant_id;
  const staff =
    row.scope === 'school'
      ? sql`select id from users where tenant_id = ${tenantId} and is_active
                and user_role in ('teacher', 'admin')`
      : sql`select class_teacher_id as id from sections where tenant_id = ${tenantId}
                and class_teacher_id is not null and id in (${sectionsOf(row)})
              union select teacher_id from subject_teachers where tenant_id = ${tenantId}
                and section_id in (${sectionsOf(row)})`;
  return (await rows<{ id: number }>(tx, staff)).map((r) => r.id);
}
