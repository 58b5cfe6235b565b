// SQL of the timetable domain. Every query names the caller's tenant explicitly (the leading
// column of every index) on top of row-level security.
import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import { rows } from '../../db/rows.js';

export interface PeriodRow {
  weekday: number;
  number: number;
  starts_at: string;
  ends_at: string;
  is_break: boolean;
  label: string | null;
}

interface EntryRow {
  id: number;
  section_id: number;
  class_name: string;
  section_name: string;
  weekday: number;
  period: number;
  subject_id: number;
  subject_name: string;
  teacher_id: number;
  teacher_name: string;
  room: string | null;
}

interface SectionRow {
  id: number;
  class_id: number;
  class_name: string;
  section_name: string;
  room: string | null;
}

const num = (v: unknown) => Number(v);

function toPeriod(r: PeriodRow): PeriodRow {
  return {
    weekday: num(r.weekday),
    number: num(r.number),
    starts_at: String(r.starts_at).slice(0, 5),
    ends_at: String(r.ends_at).slice(0, 5),
    is_break: Boolean(r.is_break),
    label: r.label ?? null,
  };
}

function toEntry(r: EntryRow): EntryRow {
  return {
    ...r,
    id: num(r.id),
    section_id: num(r.section_id),
    weekday: num(r.weekday),
    period: num(r.period),
    subject_id: num(r.subject_id),
    teacher_id: num(r.teacher_id),
    room: r.room ?? null,
  };
}

// ------------------------------------------------------------------ bell schedule

export async function periods(tx: Tx, tenantId: number, weekday?: number): Promise<PeriodRow[]> {
  const list = await rows<PeriodRow>(
    tx,
    weekday === undefined
      ? sql`select weekday, number, starts_at::text as starts_at, ends_at::text as ends_at,
                   is_break, label
            from timetable_periods where tenant_id = ${tenantId} order by weekday, number`
      : sql`select weekday, number, starts_at::text as starts_at, ends_at::text as ends_at,
                   is_break, label
            from timetable_periods where tenant_id = ${tenantId} and weekday = ${weekday}
            order by number`,
  );
  return list.map(toPeriod);
}

/** Serialises changes of one school's bell schedule (two admins saving one day at once). */
export async function lockSchedule(tx: Tx, tenantId: number): Promise<void> {
  await tx.execute(
    sql`select pg_advisory_xact_lock(hashtext('timetable_periods'), ${tenantId}::int)`,
  );
}

/** Entries per period of a weekday. */
export async function entriesPerPeriod(
  tx: Tx,
  tenantId: number,
  weekday: number,
): Promise<Map<number, number>> {
  const list = await rows<{ period: number; n: number }>(
    tx,
    sql`select period, count(*)::int as n from timetable_entries
        where tenant_id = ${tenantId} and weekday = ${weekday} group by period`,
  );
  return new Map(list.map((r) => [num(r.period), num(r.n)]));
}

/**
 * Sets a weekday's periods: updates the numbers kept, inserts the new ones, deletes the ones
 * beyond the new count. The entries' foreign key refuses removing (or making a break of) a period
 * that holds an entry; the service checks first to name it.
 */
export async function replaceDay(
  tx: Tx,
  tenantId: number,
  weekday: number,
  list: Omit<PeriodRow, 'weekday'>[],
): Promise<void> {
  await tx.execute(sql`delete from timetable_periods
    where tenant_id = ${tenantId} and weekday = ${weekday} and number > ${list.length}`);
  for (const p of list) {
    await tx.execute(sql`insert into timetable_periods
        (tenant_id, weekday, number, starts_at, ends_at, is_break, label)
      values (${tenantId}, ${weekday}, ${p.number}, ${p.starts_at}::time, ${p.ends_at}::time,
              ${p.is_break}, ${p.label})
      on conflict (tenant_id, weekday, number) do update
        set starts_at = excluded.starts_at, ends_at = excluded.ends_at,
            is_break = excluded.is_break, label = excluded.label`);
  }
}

export async function findPeriod(
  tx: Tx,
  tenantId: number,
  weekday: number,
  number: number,
): Promise<PeriodRow | undefined> {
  const [row] = await rows<PeriodRow>(
    tx,
    sql`select weekday, number, starts_at::text as starts_at, ends_at::text as ends_at,
               is_break, label
        from timetable_periods
        where tenant_id = ${tenantId} and weekday = ${weekday} and number = ${number}`,
  );
  return row ? toPeriod(row) : undefined;
}

// ------------------------------------------------------------------ structure

export async function findSection(
  tx: Tx,
  tenantId: number,
  sectionId: number,
): Promise<SectionRow | undefined> {
  const [row] = await rows<SectionRow>(
    tx,
    sql`select s.id, s.class_id, c.name as class_name, s.name as section_name, s.room
        from sections s join classes c on c.tenant_id = s.tenant_id and c.id = s.class_id
        where s.tenant_id = ${tenantId} and s.id = ${sectionId}`,
  );
  return row ? { ...row, id: num(row.id), class_id: num(row.class_id) } : undefined;
}

export async function subjectsOfClass(
  tx: Tx,
  tenantId: number,
  classId: number,
  sectionId: number,
): Promise<{ id: number; name: string; teacher_id: number | null }[]> {
  const list = await rows<{ id: number; name: string; teacher_id: number | null }>(
    tx,
    sql`select sb.id, sb.name, st.teacher_id
        from subjects sb
        left join subject_teachers st on st.tenant_id = sb.tenant_id and st.subject_id = sb.id
          and st.section_id = ${sectionId}
        where sb.tenant_id = ${tenantId} and sb.class_id = ${classId}
        order by sb.name, sb.id`,
  );
  return list.map((r) => ({
    id: num(r.id),
    name: r.name,
    teacher_id: r.teacher_id === null ? null : num(r.teacher_id),
  }));
}

/** The school's active teachers and administrators (who can be given a period). */
export async function staff(
  tx: Tx,
  tenantId: number,
  userId?: number,
): Promise<{ id: number; name: string }[]> {
  const list = await rows<{ id: number; name: string }>(
    tx,
    sql`select id, trim(first_name || ' ' || last_name) as name from users
        where tenant_id = ${tenantId} and is_active
          and (user_role in ('teacher', 'admin') or is_tenant_admin)
          ${userId === undefined ? sql`` : sql`and id = ${userId}`}
        order by first_name, last_name, id`,
  );
  return list.map((r) => ({ id: num(r.id), name: r.name }));
}

// ------------------------------------------------------------------ entries

const ENTRY_SELECT = sql`select e.id, e.section_id, c.name as class_name, s.name as section_name,
    e.weekday, e.period, e.subject_id, sb.name as subject_name, e.teacher_id,
    trim(u.first_name || ' ' || u.last_name) as teacher_name, e.room
  from timetable_entries e
  join sections s on s.tenant_id = e.tenant_id and s.id = e.section_id
  join classes c on c.tenant_id = s.tenant_id and c.id = s.class_id
  join subjects sb on sb.tenant_id = e.tenant_id and sb.id = e.subject_id
  join users u on u.id = e.teacher_id`;

const ENTRY_SELECT_IN_USE = sql`select e.id, e.tenant_id, e.section_id, c.name as class_name,
    s.name as section_name, e.weekday, e.period, e.subject_id, sb.name as subject_name, e.teacher_id,
    trim(u.first_name || ' ' || u.last_name) as teacher_name, e.room,
    coalesce(e.room, s.room) as room_in_use
  from timetable_entries e
  join sections s on s.tenant_id = e.tenant_id and s.id = e.section_id
  join classes c on c.tenant_id = s.tenant_id and c.id = s.class_id
  join subjects sb on sb.tenant_id = e.tenant_id and sb.id = e.subject_id
  join users u on u.id = e.teacher_id`;

export async function entriesOfSection(
  tx: Tx,
  tenantId: number,
  sectionId: number,
  weekday?: number,
): Promise<EntryRow[]> {
  const list = await rows<EntryRow>(
    tx,
    sql`${ENTRY_SELECT} where e.tenant_id = ${tenantId} and e.section_id = ${sectionId}
        ${weekday === undefined ? sql`` : sql`and e.weekday = ${weekday}`}
        order by e.weekday, e.period`,
  );
  return list.map(toEntry);
}

export async function entriesOfTeacher(
  tx: Tx,
  tenantId: number,
  teacherId: number,
  weekday?: number,
): Promise<EntryRow[]> {
  const list = await rows<EntryRow>(
    tx,
    sql`${ENTRY_SELECT} where e.tenant_id = ${tenantId} and e.teacher_id = ${teacherId}
        ${weekday === undefined ? sql`` : sql`and e.weekday = ${weekday}`}
        order by e.weekday, e.period`,
  );
  return list.map(toEntry);
}

/**
 * What another section has in this period with this teacher or in this room. The room in use is
 * the entry's own, or else the section's home room: a lesson with no room given is held there.
 */
export async function clashes(
  tx: Tx,
  tenantId: number,
  cell: { section_id: number; weekday: number; period: number },
  teacherId: number,
  room: string | null,
): Promise<(EntryRow & { room_in_use: string | null })[]> {
  const list = await rows<EntryRow & { room_in_use: string | null }>(
    tx,
    sql`select x.* from (${ENTRY_SELECT_IN_USE}) x
        where x.tenant_id = ${tenantId} and x.weekday = ${cell.weekday} and x.period = ${cell.period}
          and (x.section_id = ${cell.section_id} or x.teacher_id = ${teacherId}
               ${room === null ? sql`` : sql`or lower(x.room_in_use) = lower(${room})`})
        order by x.id`,
  );
  return list.map((r) => ({ ...toEntry(r), room_in_use: r.room_in_use ?? null }));
}

/**
 * One save at a time per weekday and period of a school: the unique index covers rooms given on
 * entries, but not a section's home room used by default, so the check and the insert are
 * serialised instead.
 */
export async function lockPeriod(tx: Tx, tenantId: number, weekday: number, period: number) {
  await tx.execute(
    sql`select pg_advisory_xact_lock(hashtextextended(${`timetable:${tenantId}:${weekday}:${period}`}, 0))`,
  );
}

export async function deleteEntry(
  tx: Tx,
  tenantId: number,
  cell: { section_id: number; weekday: number; period: number },
): Promise<
  { id: number; subject_id: number; teacher_id: number; room: string | null } | undefined
> {
  const [row] = await rows<{
    id: number;
    subject_id: number;
    teacher_id: number;
    room: string | null;
  }>(
    tx,
    sql`delete from timetable_entries
        where tenant_id = ${tenantId} and section_id = ${cell.section_id}
          and weekday = ${cell.weekday} and period = ${cell.period}
        returning id, subject_id, teacher_id, room`,
  );
  return row
    ? {
        id: num(row.id),
        subject_id: num(row.subject_id),
        teacher_id: num(row.teacher_id),
        room: row.room,
      }
    : undefined;
}

/**
 * Inserts the entry unless a unique rule (section, teacher or room in this period) already holds
 * a row — also one a concurrent transaction has just committed: then nothing is written and
 * undefined comes back, and the caller names the clash.
 */
export async function insertEntry(
  tx: Tx,
  tenantId: number,
  cell: { section_id: number; weekday: number; period: number },
  value: { subject_id: number; teacher_id: number; room: string | null },
  userId: number,
): Promise<number | undefined> {
  const [row] = await rows<{ id: number }>(
    tx,
    sql`insert into timetable_entries
          (tenant_id, section_id, weekday, period, subject_id, teacher_id, room, updated_by)
        values (${tenantId}, ${cell.section_id}, ${cell.weekday}, ${cell.period},
                ${value.subject_id}, ${value.teacher_id}, ${value.room}, ${userId})
        on conflict do nothing
        returning id`,
  );
  return row ? num(row.id) : undefined;
}

export async function findEntry(
  tx: Tx,
  tenantId: number,
  id: number,
): Promise<EntryRow | undefined> {
  const [row] = await rows<EntryRow>(
    tx,
    sql`${ENTRY_SELECT} where e.tenant_id = ${tenantId} and e.id = ${id}`,
  );
  return row ? toEntry(row) : undefined;
}

// ------------------------------------------------------------------ who sees what

/** The section a student user is placed in this (current) academic year. */
export async function sectionOfStudentUser(
  tx: Tx,
  tenantId: number,
  userId: number,
): Promise<{ student_id: number; name: string; section_id: number } | undefined> {
  const [row] = await rows<{ student_id: number; name: string; section_id: number }>(
    tx,
    sql`select st.id as student_id, trim(st.first_name || ' ' || st.last_name) as name,
               se.section_id
        from students st
        join student_enrolments se on se.tenant_id = st.tenant_id and se.student_id = st.id
        join academic_years y on y.tenant_id = se.tenant_id and y.id = se.academic_year_id
          and y.is_current
        where st.tenant_id = ${tenantId} and st.user_id = ${userId}
        limit 1`,
  );
  return row
    ? { student_id: num(row.student_id), name: row.name, section_id: num(row.section_id) }
    : undefined;
}

/** A parent's children with their section this year (a child not placed has none). */
export async function childrenWithSections(
  tx: Tx,
  tenantId: number,
  userId: number,
): Promise<{ student_id: number; name: string; section_id: number | null }[]> {
  const list = await rows<{ student_id: number; name: string; section_id: number | null }>(
    tx,
    sql`select distinct st.id as student_id,
               trim(st.first_name || ' ' || st.last_name) as name, se.section_id
        from guardians g
        join student_guardians sg on sg.tenant_id = g.tenant_id and sg.guardian_id = g.id
        join students st on st.tenant_id = sg.tenant_id and st.id = sg.student_id
          and st.status = 'active'
        left join academic_years y on y.tenant_id = st.tenant_id and y.is_current
        left join student_enrolments se on se.tenant_id = st.tenant_id
          and se.student_id = st.id and se.academic_year_id = y.id
        where g.tenant_id = ${tenantId} and g.user_id = ${userId}
        order by name, student_id`,
  );
  return list.map((r) => ({
    student_id: num(r.student_id),
    name: r.name,
    section_id: r.section_id === null ? null : num(r.section_id),
  }));
}
