// Publishing an announcement is a job of the queue: sent now (publish_at ≤ now) or at its time.
// The job resolves the audience when it runs (the school as it is then), records one
// notification per recipient through notify() — inbox entries, and deliveries on the channels
// the school has on — and marks the announcement sent, all in one transaction.
import { and, eq, lte, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import { announcements } from '../../db/schema/notifications.js';
import { tenantScope, withScope } from '../../db/scope.js';
import type { JobKind } from '../../queue/queue.js';
import { notify } from '../notifications/notify.js';

export const ANNOUNCEMENT_JOB = 'announcement.publish';

type AnnouncementRow = typeof announcements.$inferSelect;

function rowsOf<T>(result: unknown): T[] {
  return ((result as { rows?: T[] }).rows ?? (result as T[])) as T[];
}

/** Sections an announcement reaches (students: their enrolment of the current year). */
function sectionFilter(row: AnnouncementRow) {
  if (row.scope === 'classes') return sql`and s.class_id = any(${sql.param(row.class_ids)}::int[])`;
  if (row.scope === 'sections') return sql`and s.id = any(${sql.param(row.section_ids)}::int[])`;
  return sql``;
}

/** The users and guardians an announcement reaches (the current year's enrolments). */
export async function audienceOf(
  tx: Tx,
  row: AnnouncementRow,
): Promise<{ userIds: number[]; guardianIds: number[] }> {
  const tenantId = row.tenant_id;
  const sections = sql`select s.id from sections s where s.tenant_id = ${tenantId} ${sectionFilter(row)}`;
  const userIds = new Set<number>();
  const guardianIds = new Set<number>();
  const students = sql`select st.id, st.user_id from students st
      join student_enrolments e on e.tenant_id = st.tenant_id and e.student_id = st.id
      join academic_years y on y.tenant_id = e.tenant_id and y.id = e.academic_year_id and y.is_current
      where st.tenant_id = ${tenantId} and st.status = 'active'
        and e.section_id in (${sections})`;
  if (row.to_students) {
    for (const r of rowsOf<{ user_id: number | null }>(
      await tx.execute(sql`select user_id from (${students}) x where user_id is not null`),
    )) {
      if (r.user_id !== null) userIds.add(r.user_id);
    }
  }
  if (row.to_parents) {
    for (const r of rowsOf<{ guardian_id: number }>(
      await tx.execute(
        sql`select distinct sg.guardian_id from student_guardians sg
            where sg.tenant_id = ${tenantId} and sg.student_id in (select id from (${students}) x)`,
      ),
    )) {
      guardianIds.add(r.guardian_id);
    }
  }
  if (row.to_staff) {
    const staff =
      row.scope === 'school'
        ? sql`select id from users where tenant_id = ${tenantId} and is_active
                and user_role in ('teacher', 'admin')`
        : sql`select class_teacher_id as id from sections where tenant_id = ${tenantId}
                and class_teacher_id is not null and id in (${sections})
              union select teacher_id from subject_teachers where tenant_id = ${tenantId}
                and section_id in (${sections})`;
    for (const r of rowsOf<{ id: number }>(await tx.execute(staff))) userIds.add(r.id);
  }
  return { userIds: [...userIds], guardianIds: [...guardianIds] };
}

/** Publishes one announcement if it is due and not published yet; returns its recipients. */
export async function publishAnnouncement(
  tx: Tx,
  tenantId: number,
  id: number,
): Promise<number | null> {
  const [row] = await tx
    .select()
    .from(announcements)
    .where(
      and(
        eq(announcements.tenant_id, tenantId),
        eq(announcements.id, id),
        eq(announcements.status, 'scheduled'),
        lte(announcements.publish_at, new Date()),
      ),
    )
    .for('update');
  if (!row) return null; // cancelled, already sent, or moved later (its own job comes then)
  const audience = await audienceOf(tx, row);
  const result = await notify(tx, {
    event: 'announcement',
    recipients: audience,
    data: { title: row.title, body: row.body },
    idempotencyKey: `announcement:${row.id}`,
    announcementId: row.id,
    link: '/inbox',
  });
  await tx
    .update(announcements)
    .set({ status: 'sent', sent_at: new Date(), recipients: result.notified })
    .where(and(eq(announcements.tenant_id, tenantId), eq(announcements.id, id)));
  return result.notified;
}

export function announcementJob(db: Db): JobKind<{ tenantId: number; announcementId: number }> {
  return {
    name: ANNOUNCEMENT_JOB,
    retryLimit: 5,
    retryDelay: 10,
    expireInSeconds: 600,
    async handler({ tenantId, announcementId }) {
      await withScope(db, tenantScope(tenantId), (tx) =>
        publishAnnouncement(tx, tenantId, announcementId),
      );
    },
  };
}
