// SQL of the calendar feed. Every query names the tenant explicitly on top of row-level security;
// only findFeedByHash runs before a tenant is known (platform scope, one indexed row).
import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import { rows } from '../../db/rows.js';

const num = (v: unknown) => Number(v);
const ints = (ids: readonly number[]) => `{${ids.map((id) => Math.trunc(id)).join(',')}}`;

// ------------------------------------------------------------------ the link

export async function feedOf(
  tx: Tx,
  tenantId: number,
  userId: number,
): Promise<{ created_at: Date } | undefined> {
  const [row] = await rows<{ created_at: Date | string }>(
    tx,
    sql`select created_at from calendar_feeds where tenant_id = ${tenantId} and user_id = ${userId}`,
  );
  return row ? { created_at: new Date(row.created_at) } : undefined;
}

export async function saveFeed(
  tx: Tx,
  tenantId: number,
  userId: number,
  tokenHash: string,
): Promise<Date> {
  const [row] = await rows<{ created_at: Date | string }>(
    tx,
    sql`insert into calendar_feeds (tenant_id, user_id, token_hash)
        values (${tenantId}, ${userId}, ${tokenHash})
        on conflict (tenant_id, user_id)
        do update set token_hash = excluded.token_hash, created_at = now()
        returning created_at`,
  );
  return new Date((row as { created_at: Date | string }).created_at);
}

export async function deleteFeed(tx: Tx, tenantId: number, userId: number): Promise<boolean> {
  const gone = await rows<{ user_id: number }>(
    tx,
    sql`delete from calendar_feeds where tenant_id = ${tenantId} and user_id = ${userId}
        returning user_id`,
  );
  return gone.length > 0;
}

/** The feed's owner, if the token hash is current and the user still active in that school. */
interface FeedOwner {
  tenant_id: number;
  user_id: number;
  school_name: string;
  /** The user's language: the feed's own words are written in it. */
  language: 'en' | 'ur';
}

export async function findFeedByHash(tx: Tx, tokenHash: string): Promise<FeedOwner | undefined> {
  const [row] = await rows<FeedOwner>(
    tx,
    sql`select f.tenant_id, f.user_id, t.name as school_name, u.preferred_language as language
        from calendar_feeds f
        join users u on u.id = f.user_id and u.tenant_id = f.tenant_id and u.is_active
        join tenants t on t.id = f.tenant_id and t.is_active
        where f.token_hash = ${tokenHash}`,
  );
  return row
    ? {
        tenant_id: num(row.tenant_id),
        user_id: num(row.user_id),
        school_name: row.school_name,
        language: row.language === 'ur' ? 'ur' : 'en',
      }
    : undefined;
}

// ------------------------------------------------------------------ what the user sees

/** Sections of the user as a student, and of their children as a parent (current year). */
export async function familySections(
  tx: Tx,
  tenantId: number,
  userId: number,
): Promise<{ section_id: number; class_id: number; student_name: string }[]> {
  const list = await rows<{ section_id: number; class_id: number; student_name: string }>(
    tx,
    sql`select distinct se.section_id, sec.class_id,
               trim(st.first_name || ' ' || st.last_name) as student_name
        from students st
        join academic_years y on y.tenant_id = st.tenant_id and y.is_current
        join student_enrolments se on se.tenant_id = st.tenant_id and se.student_id = st.id
          and se.academic_year_id = y.id
        join sections sec on sec.tenant_id = se.tenant_id and sec.id = se.section_id
        where st.tenant_id = ${tenantId} and st.status = 'active'
          and (st.user_id = ${userId}
               or exists (select 1 from guardians g
                          join student_guardians sg on sg.tenant_id = g.tenant_id
                            and sg.guardian_id = g.id
                          where g.tenant_id = st.tenant_id and g.user_id = ${userId}
                            and sg.student_id = st.id))
        order by student_name`,
  );
  return list.map((r) => ({
    section_id: num(r.section_id),
    class_id: num(r.class_id),
    student_name: r.student_name,
  }));
}

/** Sections a teacher teaches in: class teacher, subject teacher or on the timetable. */
export async function teacherSections(tx: Tx, tenantId: number, userId: number): Promise<number[]> {
  const list = await rows<{ id: number }>(
    tx,
    sql`select id from sections where tenant_id = ${tenantId} and class_teacher_id = ${userId}
        union
        select section_id from subject_teachers where tenant_id = ${tenantId}
          and teacher_id = ${userId}
        union
        select section_id from timetable_entries where tenant_id = ${tenantId}
          and teacher_id = ${userId}`,
  );
  return list.map((r) => num(r.id));
}

interface TermRow {
  id: number;
  name: string;
  starts_on: string;
  ends_on: string;
}

/** The term running on `today`, or else the next one to start. */
export async function currentTerm(
  tx: Tx,
  tenantId: number,
  today: string,
): Promise<TermRow | undefined> {
  const [row] = await rows<TermRow>(
    tx,
    sql`select id, name, starts_on::text as starts_on, ends_on::text as ends_on from terms
        where tenant_id = ${tenantId} and ends_on >= ${today}::date
        order by starts_on, id limit 1`,
  );
  return row ? { ...row, id: num(row.id) } : undefined;
}

interface LessonRow {
  id: number;
  weekday: number;
  class_name: string;
  section_name: string;
  subject_name: string;
  teacher_name: string;
  room: string | null;
  starts_at: string;
  ends_at: string;
}

/** Timetable lessons of sections (a student's, a parent's children's) or of a teacher. */
export async function lessons(
  tx: Tx,
  tenantId: number,
  who: { sectionIds: readonly number[]; teacherId: number },
  limit: number,
): Promise<LessonRow[]> {
  const list = await rows<LessonRow>(
    tx,
    sql`select e.id, e.weekday, c.name as class_name, s.name as section_name,
               sb.name as subject_name, trim(u.first_name || ' ' || u.last_name) as teacher_name,
               coalesce(e.room, s.room) as room,
               to_char(p.starts_at, 'HH24:MI') as starts_at, to_char(p.ends_at, 'HH24:MI') as ends_at
        from timetable_entries e
        join timetable_periods p on p.tenant_id = e.tenant_id and p.weekday = e.weekday
          and p.number = e.period
        join sections s on s.tenant_id = e.tenant_id and s.id = e.section_id
        join classes c on c.tenant_id = s.tenant_id and c.id = s.class_id
        join subjects sb on sb.tenant_id = e.tenant_id and sb.id = e.subject_id
        join users u on u.id = e.teacher_id
        where e.tenant_id = ${tenantId}
          and (e.section_id = any(${ints(who.sectionIds)}::int[]) or e.teacher_id = ${who.teacherId})
        order by e.weekday, p.starts_at, e.id
        limit ${limit}`,
  );
  return list.map((r) => ({ ...r, id: num(r.id), weekday: num(r.weekday) }));
}

interface PaperRow {
  id: number;
  exam_name: string;
  class_name: string;
  subject_name: string;
  paper_date: string;
  starts_at: string;
  ends_at: string;
  room: string | null;
}

/** Papers of published datesheets for the classes, from `from` on. */
export async function publishedPapers(
  tx: Tx,
  tenantId: number,
  classIds: readonly number[],
  from: string,
  limit: number,
): Promise<PaperRow[]> {
  if (!classIds.length) return [];
  const list = await rows<PaperRow>(
    tx,
    sql`select p.id, e.name as exam_name, c.name as class_name, s.name as subject_name,
               p.paper_date::text as paper_date, to_char(p.starts_at, 'HH24:MI') as starts_at,
               to_char(p.ends_at, 'HH24:MI') as ends_at, p.room
        from datesheet_papers p
        join exams e on e.tenant_id = p.tenant_id and e.id = p.exam_id
          and e.datesheet_published_at is not null
        join classes c on c.tenant_id = p.tenant_id and c.id = p.class_id
        join subjects s on s.tenant_id = p.tenant_id and s.id = p.subject_id
        where p.tenant_id = ${tenantId} and p.class_id = any(${ints(classIds)}::int[])
          and p.paper_date >= ${from}::date
        order by p.paper_date, p.starts_at, p.id
        limit ${limit}`,
  );
  return list.map((r) => ({ ...r, id: num(r.id) }));
}

export async function holidays(
  tx: Tx,
  tenantId: number,
  range: { from: string; to: string },
  limit: number,
): Promise<{ day: string; name: string }[]> {
  return rows<{ day: string; name: string }>(
    tx,
    sql`select day::text as day, name from school_holidays
        where tenant_id = ${tenantId} and day between ${range.from}::date and ${range.to}::date
        order by day limit ${limit}`,
  );
}

interface HomeworkRow {
  id: number;
  due_date: string;
  body: string;
  subject_name: string;
  class_name: string;
  section_name: string;
}

/** Diary posts with a due date in the sections, due from `from` on. */
export async function homeworkDue(
  tx: Tx,
  tenantId: number,
  sectionIds: readonly number[],
  from: string,
  limit: number,
): Promise<HomeworkRow[]> {
  if (!sectionIds.length) return [];
  const list = await rows<HomeworkRow>(
    tx,
    sql`select d.id, d.due_date::text as due_date, d.body, sb.name as subject_name,
               c.name as class_name, s.name as section_name
        from diary_posts d
        join sections s on s.tenant_id = d.tenant_id and s.id = d.section_id
        join classes c on c.tenant_id = s.tenant_id and c.id = s.class_id
        join subjects sb on sb.tenant_id = d.tenant_id and sb.id = d.subject_id
        where d.tenant_id = ${tenantId} and d.section_id = any(${ints(sectionIds)}::int[])
          and d.due_date >= ${from}::date
        order by d.due_date, d.id
        limit ${limit}`,
  );
  return list.map((r) => ({ ...r, id: num(r.id) }));
}
