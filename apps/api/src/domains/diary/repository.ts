// SQL of the diary domain. Every query names the caller's tenant explicitly (the leading column of
// every index) on top of row-level security. The attachment's bytes are read only by
// `attachmentOf`: lists carry its name, type and size.
import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import { rows } from '../../db/rows.js';

const num = (v: unknown) => Number(v);

interface SectionRow {
  id: number;
  class_id: number;
  class_name: string;
  section_name: string;
  class_teacher_id: number | null;
}

export interface PostRow {
  id: number;
  section_id: number;
  day: string;
  subject_id: number;
  subject_name: string;
  author_id: number;
  author_name: string;
  body: string;
  due_date: string | null;
  attachment_name: string | null;
  attachment_type: string | null;
  attachment_bytes: number | null;
  created_at: Date;
  updated_at: Date;
}

function toPost(r: PostRow): PostRow {
  return {
    ...r,
    id: num(r.id),
    section_id: num(r.section_id),
    subject_id: num(r.subject_id),
    author_id: num(r.author_id),
    attachment_bytes: r.attachment_bytes === null ? null : num(r.attachment_bytes),
    created_at: new Date(r.created_at),
    updated_at: new Date(r.updated_at),
  };
}

const POST_SELECT = sql`select p.id, p.section_id, p.day::text as day, p.subject_id,
    sub.name as subject_name, p.author_id,
    trim(coalesce(u.first_name, '') || ' ' || coalesce(u.last_name, '')) as author_name,
    p.body, p.due_date::text as due_date, p.attachment_name, p.attachment_type,
    octet_length(p.attachment) as attachment_bytes, p.created_at, p.updated_at
  from diary_posts p
  join subjects sub on sub.tenant_id = p.tenant_id and sub.id = p.subject_id
  join users u on u.id = p.author_id`;

export async function findSection(
  tx: Tx,
  tenantId: number,
  sectionId: number,
): Promise<SectionRow | undefined> {
  const [row] = await rows<SectionRow>(
    tx,
    sql`select s.id, s.class_id, c.name as class_name, s.name as section_name, s.class_teacher_id
        from sections s join classes c on c.tenant_id = s.tenant_id and c.id = s.class_id
        where s.tenant_id = ${tenantId} and s.id = ${sectionId}`,
  );
  return row
    ? {
        ...row,
        id: num(row.id),
        class_id: num(row.class_id),
        class_teacher_id: row.class_teacher_id === null ? null : num(row.class_teacher_id),
      }
    : undefined;
}

interface OptionRow {
  section_id: number;
  class_name: string;
  section_name: string;
  subject_id: number;
  subject_name: string;
}

/**
 * The section × subject pairs a user may post to: every pair for an administrator (`userId`
 * null); else every subject of the sections they are class teacher of, the subjects they are
 * the subject teacher of, and what the timetable gives them to teach.
 */
export async function postingOptions(
  tx: Tx,
  tenantId: number,
  userId: number | null,
): Promise<OptionRow[]> {
  const mine =
    userId === null
      ? sql``
      : sql` and (s.class_teacher_id = ${userId}
          or exists (select 1 from subject_teachers st where st.tenant_id = s.tenant_id
                     and st.section_id = s.id and st.subject_id = sub.id and st.teacher_id = ${userId})
          or exists (select 1 from timetable_entries te where te.tenant_id = s.tenant_id
                     and te.section_id = s.id and te.subject_id = sub.id and te.teacher_id = ${userId}))`;
  const list = await rows<OptionRow>(
    tx,
    sql`select s.id as section_id, c.name as class_name, s.name as section_name,
               sub.id as subject_id, sub.name as subject_name
        from sections s
        join classes c on c.tenant_id = s.tenant_id and c.id = s.class_id
        join subjects sub on sub.tenant_id = s.tenant_id and sub.class_id = s.class_id
        where s.tenant_id = ${tenantId}${mine}
        order by c.order_index, c.id, s.name, s.id, sub.name, sub.id
        limit 5000`,
  );
  return list.map((r) => ({ ...r, section_id: num(r.section_id), subject_id: num(r.subject_id) }));
}

/** Whether a user teaches in a section: class teacher, subject teacher or on its timetable. */
export async function teachesInSection(
  tx: Tx,
  tenantId: number,
  userId: number,
  sectionId: number,
): Promise<boolean> {
  const found = await rows<{ one: number }>(
    tx,
    sql`select 1 as one from sections where tenant_id = ${tenantId} and id = ${sectionId}
          and class_teacher_id = ${userId}
        union all
        select 1 from subject_teachers where tenant_id = ${tenantId} and section_id = ${sectionId}
          and teacher_id = ${userId}
        union all
        select 1 from timetable_entries where tenant_id = ${tenantId} and section_id = ${sectionId}
          and teacher_id = ${userId}
        limit 1`,
  );
  return found.length > 0;
}

/** Whether the subject is one of the class's (a section's subjects are its class's). */
export async function subjectOfClass(
  tx: Tx,
  tenantId: number,
  classId: number,
  subjectId: number,
): Promise<boolean> {
  const found = await rows<{ one: number }>(
    tx,
    sql`select 1 as one from subjects where tenant_id = ${tenantId} and id = ${subjectId}
          and class_id = ${classId}`,
  );
  return found.length > 0;
}

export async function postsOfSectionDay(
  tx: Tx,
  tenantId: number,
  sectionId: number,
  day: string,
): Promise<PostRow[]> {
  const list = await rows<PostRow>(
    tx,
    sql`${POST_SELECT} where p.tenant_id = ${tenantId} and p.section_id = ${sectionId}
          and p.day = ${day}::date
        order by sub.name, p.created_at, p.id limit 500`,
  );
  return list.map(toPost);
}

export async function findPost(
  tx: Tx,
  tenantId: number,
  postId: number,
): Promise<PostRow | undefined> {
  const [row] = await rows<PostRow>(
    tx,
    sql`${POST_SELECT} where p.tenant_id = ${tenantId} and p.id = ${postId}`,
  );
  return row ? toPost(row) : undefined;
}

export interface AttachmentValues {
  file_name: string;
  content_type: string;
  bytes: Buffer;
}

export async function insertPost(
  tx: Tx,
  tenantId: number,
  values: {
    section_id: number;
    subject_id: number;
    author_id: number;
    day: string;
    body: string;
    due_date: string | null;
    attachment: AttachmentValues | null;
  },
): Promise<number> {
  const a = values.attachment;
  const [row] = await rows<{ id: number }>(
    tx,
    sql`insert into diary_posts (tenant_id, section_id, subject_id, author_id, day, body, due_date,
          attachment, attachment_name, attachment_type)
        values (${tenantId}, ${values.section_id}, ${values.subject_id}, ${values.author_id},
          ${values.day}::date, ${values.body}, ${values.due_date}::date, ${a?.bytes ?? null}::bytea,
          ${a?.file_name ?? null}, ${a?.content_type ?? null})
        returning id`,
  );
  return num(row?.id);
}

/** Changes the given fields; `attachment` undefined keeps the file, null removes it. */
export async function updatePost(
  tx: Tx,
  tenantId: number,
  postId: number,
  changes: { body?: string; due_date?: string | null; attachment?: AttachmentValues | null },
): Promise<void> {
  const sets = [sql`updated_at = now()`];
  if (changes.body !== undefined) sets.push(sql`body = ${changes.body}`);
  if (changes.due_date !== undefined) sets.push(sql`due_date = ${changes.due_date}::date`);
  if (changes.attachment !== undefined) {
    const a = changes.attachment;
    sets.push(sql`attachment = ${a?.bytes ?? null}::bytea`);
    sets.push(sql`attachment_name = ${a?.file_name ?? null}`);
    sets.push(sql`attachment_type = ${a?.content_type ?? null}`);
  }
  await tx.execute(
    sql`update diary_posts set ${sql.join(sets, sql`, `)}
        where tenant_id = ${tenantId} and id = ${postId}`,
  );
}

export async function deletePost(tx: Tx, tenantId: number, postId: number): Promise<void> {
  await tx.execute(sql`delete from diary_posts where tenant_id = ${tenantId} and id = ${postId}`);
}

export async function attachmentOf(
  tx: Tx,
  tenantId: number,
  postId: number,
): Promise<{ section_id: number; name: string; type: string; bytes: Buffer } | undefined> {
  const [row] = await rows<{
    section_id: number;
    attachment_name: string;
    attachment_type: string;
    attachment: Buffer | Uint8Array;
  }>(
    tx,
    sql`select section_id, attachment_name, attachment_type, attachment from diary_posts
        where tenant_id = ${tenantId} and id = ${postId} and attachment is not null`,
  );
  return row
    ? {
        section_id: num(row.section_id),
        name: row.attachment_name,
        type: row.attachment_type,
        bytes: Buffer.from(row.attachment),
      }
    : undefined;
}

// Whose diary a student or parent reads is whose week they read: the same two lookups.
export { childrenWithSections, sectionOfStudentUser } from '../timetable/repository.js';

/**
 * Records that a reader opened these posts, counted for one student. The first read is kept: a
 * second opening changes nothing.
 */
export async function recordReads(
  tx: Tx,
  tenantId: number,
  postIds: number[],
  read: { student_id: number; reader_id: number; reader_kind: 'student' | 'guardian' },
): Promise<void> {
  if (postIds.length === 0) return;
  const values = postIds.map(
    (postId) =>
      sql`(${tenantId}, ${postId}, ${read.student_id}, ${read.reader_id}, ${read.reader_kind})`,
  );
  await tx.execute(
    sql`insert into diary_reads (tenant_id, post_id, student_id, reader_id, reader_kind)
        values ${sql.join(values, sql`, `)}
        on conflict do nothing`,
  );
}

/** The section's active students this year: the families a post can reach. */
export async function familiesOfSection(
  tx: Tx,
  tenantId: number,
  sectionId: number,
): Promise<number> {
  const [row] = await rows<{ n: number }>(
    tx,
    sql`select count(*)::int as n
        from student_enrolments se
        join academic_years y on y.tenant_id = se.tenant_id and y.id = se.academic_year_id
          and y.is_current
        join students st on st.tenant_id = se.tenant_id and st.id = se.student_id
          and st.status = 'active'
        where se.tenant_id = ${tenantId} and se.section_id = ${sectionId}`,
  );
  return num(row?.n ?? 0);
}

interface ReadRow {
  post_id: number;
  student_id: number;
  student_name: string;
  reader_name: string;
  reader_kind: 'student' | 'guardian';
  read_at: Date;
}

/** Every read of these posts, by post, student name, then time (bounded). */
export async function readsOfPosts(
  tx: Tx,
  tenantId: number,
  postIds: number[],
): Promise<ReadRow[]> {
  if (postIds.length === 0) return [];
  const list = await rows<ReadRow>(
    tx,
    sql`select r.post_id, r.student_id,
               trim(st.first_name || ' ' || st.last_name) as student_name,
               coalesce(g.name,
                 trim(coalesce(u.first_name, '') || ' ' || coalesce(u.last_name, ''))) as reader_name,
               r.reader_kind, r.read_at
        from diary_reads r
        join students st on st.tenant_id = r.tenant_id and st.id = r.student_id
        join users u on u.id = r.reader_id
        left join guardians g on g.tenant_id = r.tenant_id and g.user_id = r.reader_id
          and r.reader_kind = 'guardian'
        where r.tenant_id = ${tenantId}
          and r.post_id in (${sql.join(
            postIds.map((id) => sql`${id}`),
            sql`, `,
          )})
        order by r.post_id, student_name, r.student_id, r.read_at, r.reader_id
        limit 20000`,
  );
  return list.map((r) => ({
    ...r,
    post_id: num(r.post_id),
    student_id: num(r.student_id),
    read_at: new Date(r.read_at),
  }));
}

// ------------------------------------------------------------------ queued operations

export type DiaryOperationKind = 'create' | 'edit';

interface DiaryOperation {
  kind: DiaryOperationKind;
  post_id: number | null;
  user_id: number;
}

/**
 * Claims an operation id for this request. True when it is new; false when it was handled before
 * (or is being handled by a concurrent request, which this insert waits for on the key).
 */
export async function claimOperation(
  tx: Tx,
  tenantId: number,
  op: { opId: string; kind: DiaryOperationKind; postId: number | null; userId: number },
): Promise<boolean> {
  const claimed = await rows<{ op_id: string }>(
    tx,
    sql`insert into diary_operations (tenant_id, op_id, kind, post_id, user_id)
        values (${tenantId}, ${op.opId}::uuid, ${op.kind}, ${op.postId}, ${op.userId})
        on conflict (tenant_id, op_id) do nothing
        returning op_id::text as op_id`,
  );
  return claimed.length > 0;
}

export async function findOperation(
  tx: Tx,
  tenantId: number,
  opId: string,
): Promise<DiaryOperation | undefined> {
  const [row] = await rows<DiaryOperation>(
    tx,
    sql`select kind, post_id, user_id from diary_operations
        where tenant_id = ${tenantId} and op_id = ${opId}::uuid`,
  );
  return row
    ? {
        kind: row.kind,
        post_id: row.post_id === null ? null : num(row.post_id),
        user_id: num(row.user_id),
      }
    : undefined;
}

/** The post a claimed creation made. */
export async function setOperationPost(
  tx: Tx,
  tenantId: number,
  opId: string,
  postId: number,
): Promise<void> {
  await tx.execute(
    sql`update diary_operations set post_id = ${postId}
        where tenant_id = ${tenantId} and op_id = ${opId}::uuid`,
  );
}

// ------------------------------------------------------------------ the evening digest

interface DigestStudentRow {
  student_id: number;
  student_name: string;
  subjects: string;
  entries: number;
}

/** Each student of a section with entries that day, with the subjects (current year's placing). */
export function studentsWithEntries(
  tx: Tx,
  tenantId: number,
  day: string,
): Promise<DigestStudentRow[]> {
  return rows<DigestStudentRow>(
    tx,
    sql`
      with day_posts as (
        select p.section_id, count(*)::int as entries,
               string_agg(distinct sub.name, ', ' order by sub.name) as subjects
        from diary_posts p
        join subjects sub on sub.tenant_id = p.tenant_id and sub.id = p.subject_id
        where p.tenant_id = ${tenantId} and p.day = ${day}::date
        group by p.section_id)
      select st.id as student_id, trim(st.first_name || ' ' || st.last_name) as student_name,
             d.subjects, d.entries
      from day_posts d
      join student_enrolments e on e.tenant_id = ${tenantId} and e.section_id = d.section_id
      join academic_years y on y.tenant_id = e.tenant_id and y.id = e.academic_year_id and y.is_current
      join students st on st.tenant_id = e.tenant_id and st.id = e.student_id and st.status = 'active'
      order by st.id`,
  );
}

/** The guardians of one student. */
export async function guardiansOfStudent(
  tx: Tx,
  tenantId: number,
  studentId: number,
): Promise<number[]> {
  return (
    await rows<{ guardian_id: number }>(
      tx,
      sql`select guardian_id from student_guardians
        where tenant_id = ${tenantId} and student_id = ${studentId}`,
    )
  ).map((r) => Number(r.guardian_id));
}

/** The schools with diary entries that day (in the platform scope: every school). */
export async function schoolsWithEntries(tx: Tx, day: string): Promise<number[]> {
  return (
    await rows<{ tenant_id: number }>(
      tx,
      sql`select distinct tenant_id from diary_posts where day = ${day}::date order by tenant_id`,
    )
  ).map((r) => Number(r.tenant_id));
}
