// SQL of the attendance domain. Every query names the caller's tenant explicitly (the leading
// column of every index) on top of row-level security.
import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import { hotSql } from '../../db/hot.js';
import { intArray, rows } from '../../db/rows.js';
import type { SchoolCalendar } from './calendar.js';

export type Status = 'present' | 'absent' | 'late' | 'leave';
export type StaffStatus = 'present' | 'absent' | 'leave';

/** `{1,2,3}`: an int[] parameter. */
/** A text[] parameter (values quoted for the array literal). */
const textArray = (values: readonly (string | null)[]) =>
  `{${values.map((v) => (v === null ? 'NULL' : `"${v.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`)).join(',')}}`;

// ------------------------------------------------------------------ settings and calendar

export async function weeklyOffDays(tx: Tx, tenantId: number): Promise<number[]> {
  const [row] = await rows<{ weekly_off_days: number[] | string }>(
    tx,
    sql`select weekly_off_days from attendance_settings where tenant_id = ${tenantId}`,
  );
  if (!row) return [0];
  return parseIntArray(row.weekly_off_days);
}

/** node-postgres parses int[]; PGlite too, but a string is accepted to be safe. */
function parseIntArray(value: number[] | string): number[] {
  if (Array.isArray(value)) return value.map(Number);
  return value.replace(/[{}]/g, '').split(',').filter(Boolean).map(Number);
}

export interface HolidayRow {
  day: string;
  name: string;
}

export async function holidays(
  tx: Tx,
  tenantId: number,
  range?: { from: string; to: string },
): Promise<HolidayRow[]> {
  return rows<HolidayRow>(
    tx,
    range
      ? sql`select day::text as day, name from school_holidays
            where tenant_id = ${tenantId} and day between ${range.from}::date and ${range.to}::date
            order by day`
      : sql`select day::text as day, name from school_holidays where tenant_id = ${tenantId}
            order by day`,
  );
}

export async function calendarOf(
  tx: Tx,
  tenantId: number,
  range: { from: string; to: string },
): Promise<SchoolCalendar> {
  const [off, list] = [await weeklyOffDays(tx, tenantId), await holidays(tx, tenantId, range)];
  return { weeklyOffDays: off, holidays: new Map(list.map((h) => [h.day, h.name])) };
}

export async function lockSettings(tx: Tx, tenantId: number): Promise<void> {
  await tx.execute(
    sql`select pg_advisory_xact_lock(hashtext('attendance_settings'), ${tenantId}::int)`,
  );
}

export async function saveSettings(
  tx: Tx,
  tenantId: number,
  offDays: number[],
  list: HolidayRow[],
): Promise<void> {
  await tx.execute(sql`
    insert into attendance_settings (tenant_id, weekly_off_days)
    values (${tenantId}, ${intArray(offDays)}::int[])
    on conflict (tenant_id) do update
      set weekly_off_days = excluded.weekly_off_days, updated_at = now()`);
  await tx.execute(sql`delete from school_holidays where tenant_id = ${tenantId}`);
  if (list.length) {
    await tx.execute(sql`
      insert into school_holidays (tenant_id, day, name)
      select ${tenantId}, d, n
      from unnest(${textArray(list.map((h) => h.day))}::date[],
                  ${textArray(list.map((h) => h.name))}::text[]) as t(d, n)`);
  }
}

// ------------------------------------------------------------------ sections and rosters

export interface SectionInfo {
  id: number;
  class_id: number;
  class_name: string;
  section_name: string;
  class_teacher_id: number | null;
}

export async function findSection(
  tx: Tx,
  tenantId: number,
  sectionId: number,
): Promise<SectionInfo | undefined> {
  const [row] = await rows<SectionInfo>(
    tx,
    sql`select s.id, s.class_id, c.name as class_name, s.name as section_name, s.class_teacher_id
        from sections s join classes c on c.tenant_id = s.tenant_id and c.id = s.class_id
        where s.tenant_id = ${tenantId} and s.id = ${sectionId}`,
  );
  return row;
}

/** The academic year whose dates include `day` (the current one when several or none do). */
export async function yearOf(tx: Tx, tenantId: number, day: string): Promise<number | undefined> {
  const [row] = await rows<{ id: number }>(
    tx,
    sql`select id from academic_years
        where tenant_id = ${tenantId} and starts_on <= ${day}::date and ends_on >= ${day}::date
        order by is_current desc, starts_on desc limit 1`,
  );
  return row?.id;
}

export async function currentYearId(tx: Tx, tenantId: number): Promise<number | undefined> {
  const [row] = await rows<{ id: number }>(
    tx,
    sql`select id from academic_years where tenant_id = ${tenantId} and is_current`,
  );
  return row?.id;
}

interface RosterRow {
  student_id: number;
  roll_no: number;
  first_name: string;
  last_name: string;
  admission_no: string;
}

/** The active students placed in a section in a year, by roll number. */
export async function roster(
  tx: Tx,
  tenantId: number,
  yearId: number,
  sectionId: number,
): Promise<RosterRow[]> {
  return rows<RosterRow>(
    tx,
    sql`select e.student_id, e.roll_no, s.first_name, s.last_name, s.admission_no
        from student_enrolments e
        join students s on s.tenant_id = e.tenant_id and s.id = e.student_id
        where e.tenant_id = ${tenantId} and e.academic_year_id = ${yearId}
          and e.section_id = ${sectionId} and s.status = 'active'
        order by e.roll_no, e.student_id`,
  );
}

const registerSection = hotSql<SectionInfo>(
  'register_section',
  sql`select s.id, s.class_id, c.name as class_name, s.name as section_name, s.class_teacher_id
      from sections s join classes c on c.tenant_id = s.tenant_id and c.id = s.class_id
      where s.tenant_id = ${sql.placeholder('tenant')} and s.id = ${sql.placeholder('section')}`,
);
const registerOffDays = hotSql<{ weekly_off_days: number[] | string }>(
  'register_off_days',
  sql`select weekly_off_days from attendance_settings where tenant_id = ${sql.placeholder('tenant')}`,
);
const registerHolidays = hotSql<HolidayRow>(
  'register_holidays',
  sql`select day::text as day, name from school_holidays
      where tenant_id = ${sql.placeholder('tenant')} and day between ${sql.placeholder('from')}::date and ${sql.placeholder('to')}::date
      order by day`,
);
const registerSavedDays = hotSql<{ day: string }>(
  'register_saved_days',
  sql`select day::text as day from attendance_registers
      where tenant_id = ${sql.placeholder('tenant')} and section_id = ${sql.placeholder('section')} and day between ${sql.placeholder('from')}::date and ${sql.placeholder('to')}::date`,
);
const registerMarks = hotSql<MarkRow>(
  'register_marks',
  sql`select student_id, day::text as day, status, note from attendance_entries
      where tenant_id = ${sql.placeholder('tenant')} and section_id = ${sql.placeholder('section')} and day between ${sql.placeholder('from')}::date and ${sql.placeholder('to')}::date`,
);
const registerRoll = hotSql<RosterRow & { roll_no: number | null; on_roll: boolean }>(
  'register_roll',
  sql`
      with y as (
        select coalesce(
          (select id from academic_years
            where tenant_id = ${sql.placeholder('tenant')} and starts_on <= ${sql.placeholder('midMonth')}::date and ends_on >= ${sql.placeholder('midMonth')}::date
            order by is_current desc, starts_on desc limit 1),
          (select id from academic_years where tenant_id = ${sql.placeholder('tenant')} and is_current limit 1)
        ) as id
      ),
      roll as (
        select e.student_id, e.roll_no, s.first_name, s.last_name, s.admission_no
        from y
        join student_enrolments e on e.tenant_id = ${sql.placeholder('tenant')} and e.academic_year_id = y.id
          and e.section_id = ${sql.placeholder('section')}
        join students s on s.tenant_id = e.tenant_id and s.id = e.student_id
        where s.status = 'active'
      )
      select student_id, roll_no, first_name, last_name, admission_no, true as on_roll from roll
      union all
      select s.id, e.roll_no, s.first_name, s.last_name, s.admission_no, false
      from students s
      cross join y
      left join student_enrolments e on e.tenant_id = s.tenant_id and e.student_id = s.id
        and e.academic_year_id = coalesce(y.id, 0)
      where s.tenant_id = ${sql.placeholder('tenant')}
        and s.id in (select student_id from attendance_entries
                     where tenant_id = ${sql.placeholder('tenant')} and section_id = ${sql.placeholder('section')}
                       and day between ${sql.placeholder('from')}::date and ${sql.placeholder('to')}::date)
        and s.id not in (select student_id from roll)`,
);

/**
 * Everything a section's month register shows, as six statements built once that need nothing
 * from each other, so they travel together (with the request's commit, under finalReads): the
 * section, the weekly off days, the month's holidays, the days with a saved register, the marks,
 * and the students: those on the roll in the year of `midMonth` (else the current year), then
 * those marked in the section that month but no longer on its roll (roll number of that year or
 * null).
 */
export function monthRegisterReads(
  tx: Tx,
  tenantId: number,
  sectionId: number,
  range: { from: string; to: string; midMonth: string },
) {
  const values = { tenant: tenantId, section: sectionId, ...range };
  return Promise.all([
    registerSection(tx, values).then((list) => list[0]),
    registerOffDays(tx, values).then(([row]) => (row ? parseIntArray(row.weekly_off_days) : [0])),
    registerHolidays(tx, values),
    registerSavedDays(tx, values).then((list) => list.map((r) => r.day)),
    registerMarks(tx, values),
    registerRoll(tx, values),
  ]);
}

// ------------------------------------------------------------------ registers

interface RegisterRow {
  section_id: number;
  day: string;
  marked_by: number | null;
  updated_at: Date;
}

export async function findRegister(
  tx: Tx,
  tenantId: number,
  sectionId: number,
  day: string,
): Promise<RegisterRow | undefined> {
  const [row] = await rows<RegisterRow>(
    tx,
    sql`select section_id, day::text as day, marked_by, updated_at from attendance_registers
        where tenant_id = ${tenantId} and section_id = ${sectionId} and day = ${day}::date`,
  );
  return row;
}

/**
 * Creates the register row if absent and locks it either way, so two saves of one section and
 * date (two phones, or a retried queued save) run one after the other. True when it was created.
 */
export async function claimRegister(
  tx: Tx,
  tenantId: number,
  sectionId: number,
  day: string,
  yearId: number,
  userId: number,
): Promise<boolean> {
  const [row] = await rows<{ created: boolean }>(
    tx,
    sql`insert into attendance_registers (tenant_id, section_id, day, academic_year_id, marked_by)
        values (${tenantId}, ${sectionId}, ${day}::date, ${yearId}, ${userId})
        on conflict (tenant_id, section_id, day)
          do update set marked_by = attendance_registers.marked_by
        returning (xmax = 0) as created`,
  );
  return row!.created;
}

export async function touchRegister(
  tx: Tx,
  tenantId: number,
  sectionId: number,
  day: string,
  userId: number,
): Promise<void> {
  await tx.execute(sql`
    update attendance_registers set marked_by = ${userId}, updated_at = now()
    where tenant_id = ${tenantId} and section_id = ${sectionId} and day = ${day}::date`);
}

export interface EntryRow {
  student_id: number;
  status: Status;
  note: string | null;
}

/** A saved mark with its version and who last changed it (for merging offline changes). */
export interface VersionedEntry extends EntryRow {
  version: number;
  changed_by: string | null;
}

export async function entries(
  tx: Tx,
  tenantId: number,
  sectionId: number,
  day: string,
): Promise<VersionedEntry[]> {
  return rows<VersionedEntry>(
    tx,
    sql`select e.student_id, e.status, e.note, e.version,
               nullif(trim(concat(u.first_name, ' ', u.last_name)), '') as changed_by
        from attendance_entries e
        left join users u on u.id = e.updated_by
        where e.tenant_id = ${tenantId} and e.section_id = ${sectionId} and e.day = ${day}::date`,
  );
}

/** Sets the register's entries to exactly `next` (one upsert and one delete). */
export async function replaceEntries(
  tx: Tx,
  tenantId: number,
  sectionId: number,
  day: string,
  next: EntryRow[],
  userId: number,
): Promise<void> {
  await tx.execute(sql`
    delete from attendance_entries
    where tenant_id = ${tenantId} and section_id = ${sectionId} and day = ${day}::date
      and not (student_id = any(${intArray(next.map((e) => e.student_id))}::int[]))`);
  if (!next.length) return;
  await tx.execute(sql`
    insert into attendance_entries (tenant_id, section_id, day, student_id, status, note, updated_by)
    select ${tenantId}, ${sectionId}, ${day}::date, s, st, n, ${userId}
    from unnest(${intArray(next.map((e) => e.student_id))}::int[],
                ${textArray(next.map((e) => e.status))}::text[],
                ${textArray(next.map((e) => e.note))}::text[]) as t(s, st, n)
    on conflict (tenant_id, section_id, day, student_id) do update
      set status = excluded.status, note = excluded.note,
          version = attendance_entries.version + 1, updated_by = excluded.updated_by,
          updated_at = now()
      where attendance_entries.status is distinct from excluded.status
         or attendance_entries.note is distinct from excluded.note`);
}

/**
 * Sets one student's mark only if it is still at `baseVersion` (0: no mark saved yet), so a
 * newer change by someone else is never overwritten. Returns the new version, or null when the
 * mark had moved on.
 */
export async function setEntryIfVersion(
  tx: Tx,
  tenantId: number,
  sectionId: number,
  day: string,
  entry: EntryRow,
  baseVersion: number,
  userId: number,
): Promise<number | null> {
  const [row] =
    baseVersion === 0
      ? await rows<{ version: number }>(
          tx,
          sql`insert into attendance_entries
                (tenant_id, section_id, day, student_id, status, note, updated_by)
              values (${tenantId}, ${sectionId}, ${day}::date, ${entry.student_id},
                      ${entry.status}, ${entry.note}, ${userId})
              on conflict (tenant_id, section_id, day, student_id) do nothing
              returning version`,
        )
      : await rows<{ version: number }>(
          tx,
          sql`update attendance_entries
              set status = ${entry.status}, note = ${entry.note}, version = version + 1,
                  updated_by = ${userId}, updated_at = now()
              where tenant_id = ${tenantId} and section_id = ${sectionId}
                and day = ${day}::date and student_id = ${entry.student_id}
                and version = ${baseVersion}
              returning version`,
        );
  return row ? Number(row.version) : null;
}

export type OperationOutcome = 'applied' | 'unchanged' | 'conflict';

/** The operation ids among `opIds` handled before, with their first outcome. */
export async function handledOperations(
  tx: Tx,
  tenantId: number,
  opIds: readonly string[],
): Promise<Map<string, OperationOutcome>> {
  if (!opIds.length) return new Map();
  const found = await rows<{ op_id: string; outcome: OperationOutcome }>(
    tx,
    sql`select op_id::text as op_id, outcome from attendance_operations
        where tenant_id = ${tenantId} and op_id = any(${textArray(opIds)}::uuid[])`,
  );
  return new Map(found.map((r) => [r.op_id, r.outcome]));
}

/** Records an operation id as handled (the unique key refuses a second record). */
export async function recordOperation(
  tx: Tx,
  tenantId: number,
  op: { opId: string; sectionId: number; day: string; studentId: number; userId: number },
  outcome: OperationOutcome,
): Promise<void> {
  await tx.execute(sql`
    insert into attendance_operations (tenant_id, op_id, section_id, day, student_id, outcome, user_id)
    values (${tenantId}, ${op.opId}::uuid, ${op.sectionId}, ${op.day}::date, ${op.studentId},
            ${outcome}, ${op.userId})
    on conflict (tenant_id, op_id) do nothing`);
}

// ------------------------------------------------------------------ alerts

/**
 * Raises (or re-raises) the absence alert of each student for the day, and withdraws the alerts
 * of the others in the section that are no longer absent. Returns the students whose alert was
 * created now (the first time that day: the ones to send through other channels).
 */
export async function syncAlerts(
  tx: Tx,
  tenantId: number,
  sectionId: number,
  day: string,
  absent: { student_id: number; note: string | null }[],
  notAbsent: number[],
): Promise<number[]> {
  let created: number[] = [];
  if (absent.length) {
    const result = await rows<{ student_id: number; created: boolean }>(
      tx,
      sql`insert into attendance_alerts (tenant_id, student_id, day, section_id, note)
          select ${tenantId}, s, ${day}::date, ${sectionId}, n
          from unnest(${intArray(absent.map((a) => a.student_id))}::int[],
                      ${textArray(absent.map((a) => a.note))}::text[]) as t(s, n)
          on conflict (tenant_id, student_id, day) do update
            set state = 'active', note = excluded.note, updated_at = now()
            where attendance_alerts.state <> 'active'
               or attendance_alerts.note is distinct from excluded.note
          returning student_id, (xmax = 0) as created`,
    );
    created = result.filter((r) => r.created).map((r) => Number(r.student_id));
  }
  if (notAbsent.length) {
    await tx.execute(sql`
      update attendance_alerts set state = 'withdrawn', updated_at = now()
      where tenant_id = ${tenantId} and day = ${day}::date and state = 'active'
        and student_id = any(${intArray(notAbsent)}::int[])`);
  }
  return created;
}

interface AlertRow {
  student_id: number;
  first_name: string;
  last_name: string;
  day: string;
  class_name: string;
  section_name: string;
  note: string | null;
  created_at: Date;
}

export async function alertsOfParent(
  tx: Tx,
  tenantId: number,
  userId: number,
  since: string,
): Promise<AlertRow[]> {
  return rows<AlertRow>(
    tx,
    sql`select a.student_id, s.first_name, s.last_name, a.day::text as day,
               c.name as class_name, se.name as section_name, a.note, a.created_at
        from attendance_alerts a
        join students s on s.tenant_id = a.tenant_id and s.id = a.student_id
        join sections se on se.tenant_id = a.tenant_id and se.id = a.section_id
        join classes c on c.tenant_id = se.tenant_id and c.id = se.class_id
        where a.tenant_id = ${tenantId} and a.state = 'active' and a.day >= ${since}::date
          and a.student_id in (
            select sg.student_id from student_guardians sg
            join guardians g on g.tenant_id = sg.tenant_id and g.id = sg.guardian_id
            where sg.tenant_id = ${tenantId} and g.user_id = ${userId})
        order by a.day desc, s.first_name, a.student_id
        limit 100`,
  );
}

// ------------------------------------------------------------------ months and today

interface MarkRow {
  student_id: number;
  day: string;
  status: Status;
  note: string | null;
}

/** Students by id, with their roll number in a year (null when not placed then). */
export async function studentsByIds(
  tx: Tx,
  tenantId: number,
  ids: number[],
  yearId: number | undefined,
): Promise<(RosterRow & { roll_no: number | null })[]> {
  if (!ids.length) return [];
  return rows(
    tx,
    sql`select s.id as student_id, e.roll_no, s.first_name, s.last_name, s.admission_no
        from students s
        left join student_enrolments e on e.tenant_id = s.tenant_id and e.student_id = s.id
          and e.academic_year_id = ${yearId ?? 0}
        where s.tenant_id = ${tenantId} and s.id = any(${intArray(ids)}::int[])`,
  );
}

export async function studentMarks(
  tx: Tx,
  tenantId: number,
  studentId: number,
  from: string,
  to: string,
): Promise<MarkRow[]> {
  return rows<MarkRow>(
    tx,
    sql`select student_id, day::text as day, status, note from attendance_entries
        where tenant_id = ${tenantId} and student_id = ${studentId}
          and day between ${from}::date and ${to}::date
        order by day`,
  );
}

export interface StudentRef {
  id: number;
  first_name: string;
  last_name: string;
}

export async function findStudent(
  tx: Tx,
  tenantId: number,
  studentId: number,
): Promise<StudentRef | undefined> {
  const [row] = await rows<StudentRef>(
    tx,
    sql`select id, first_name, last_name from students
        where tenant_id = ${tenantId} and id = ${studentId}`,
  );
  return row;
}

export async function studentOfUser(
  tx: Tx,
  tenantId: number,
  userId: number,
): Promise<StudentRef | undefined> {
  const [row] = await rows<StudentRef>(
    tx,
    sql`select id, first_name, last_name from students
        where tenant_id = ${tenantId} and user_id = ${userId} limit 1`,
  );
  return row;
}

export interface TodayRow {
  section_id: number;
  class_name: string;
  section_name: string;
  students: number;
  saved: boolean;
  updated_at: Date | null;
  present: number;
  absent: number;
  late: number;
  leave: number;
}

/** Sections (all, or a class teacher's) with today's register counts, in class order. */
export async function todaySections(
  tx: Tx,
  tenantId: number,
  yearId: number,
  day: string,
  classTeacherId: number | null,
): Promise<TodayRow[]> {
  // Admins: the sections that have students (or a register); a teacher: every own section.
  const visible =
    classTeacherId === null
      ? sql`and (p.n > 0 or r.section_id is not null)`
      : sql`and s.class_teacher_id = ${classTeacherId}`;
  return rows<TodayRow>(
    tx,
    sql`select s.id as section_id, c.name as class_name, s.name as section_name,
               coalesce(p.n, 0)::int as students,
               (r.section_id is not null) as saved, r.updated_at,
               coalesce(m.present, 0)::int as present, coalesce(m.absent, 0)::int as absent,
               coalesce(m.late, 0)::int as late, coalesce(m.leave, 0)::int as leave
        from sections s
        join classes c on c.tenant_id = s.tenant_id and c.id = s.class_id
        left join (
          select section_id, count(*) as n from student_enrolments e
          join students st on st.tenant_id = e.tenant_id and st.id = e.student_id
          where e.tenant_id = ${tenantId} and e.academic_year_id = ${yearId}
            and st.status = 'active'
          group by section_id) p on p.section_id = s.id
        left join attendance_registers r
          on r.tenant_id = s.tenant_id and r.section_id = s.id and r.day = ${day}::date
        left join (
          select section_id,
                 count(*) filter (where status = 'present') as present,
                 count(*) filter (where status = 'absent') as absent,
                 count(*) filter (where status = 'late') as late,
                 count(*) filter (where status = 'leave') as leave
          from attendance_entries where tenant_id = ${tenantId} and day = ${day}::date
          group by section_id) m on m.section_id = s.id
        where s.tenant_id = ${tenantId} ${visible}
        order by c.order_index, c.name, s.name, s.id`,
  );
}

// ------------------------------------------------------------------ staff

export interface StaffRow {
  user_id: number;
  first_name: string;
  last_name: string;
  role: 'teacher' | 'admin';
  status: StaffStatus | null;
  note: string | null;
  leave_type_id: number | null;
}

export async function staffRegister(tx: Tx, tenantId: number, day: string): Promise<StaffRow[]> {
  return rows<StaffRow>(
    tx,
    sql`select u.id as user_id, u.first_name, u.last_name,
               case when u.user_role = 'teacher' and not u.is_tenant_admin then 'teacher'
                    else 'admin' end as role,
               a.status, a.note, a.leave_type_id
        from users u
        left join staff_attendance a
          on a.tenant_id = ${tenantId} and a.day = ${day}::date and a.user_id = u.id
        where u.tenant_id = ${tenantId} and u.is_active
          and (u.user_role in ('teacher', 'admin') or u.is_tenant_admin)
        order by u.first_name, u.last_name, u.id`,
  );
}

export async function replaceStaff(
  tx: Tx,
  tenantId: number,
  day: string,
  next: {
    user_id: number;
    status: StaffStatus;
    note: string | null;
    leave_type_id: number | null;
  }[],
  markedBy: number,
): Promise<void> {
  await tx.execute(sql`
    delete from staff_attendance where tenant_id = ${tenantId} and day = ${day}::date
      and not (user_id = any(${intArray(next.map((e) => e.user_id))}::int[]))`);
  if (!next.length) return;
  await tx.execute(sql`
    insert into staff_attendance (tenant_id, day, user_id, status, note, leave_type_id, marked_by)
    select ${tenantId}, ${day}::date, u, st, n, lt, ${markedBy}
    from unnest(${intArray(next.map((e) => e.user_id))}::int[],
                ${textArray(next.map((e) => e.status))}::text[],
                ${textArray(next.map((e) => e.note))}::text[],
                ${textArray(next.map((e) => (e.leave_type_id === null ? null : String(e.leave_type_id))))}::int[])
      as t(u, st, n, lt)
    on conflict (tenant_id, day, user_id) do update
      set status = excluded.status, note = excluded.note, leave_type_id = excluded.leave_type_id,
          marked_by = excluded.marked_by, updated_at = now()
      where staff_attendance.status is distinct from excluded.status
         or staff_attendance.note is distinct from excluded.note
         or staff_attendance.leave_type_id is distinct from excluded.leave_type_id`);
}

/** The school's leave types a staff leave day may name (archived ones too: a day keeps its type). */
export async function staffLeaveTypes(
  tx: Tx,
  tenantId: number,
): Promise<{ id: number; name: string; name_ur: string | null; archived: boolean }[]> {
  const list = await rows<{ id: number; name: string; name_ur: string | null; archived: boolean }>(
    tx,
    sql`select id, name, name_ur, archived from leave_types
        where tenant_id = ${tenantId} order by lower(name), id`,
  );
  return list.map((r) => ({ ...r, id: Number(r.id) }));
}

export async function lockStaffDay(tx: Tx, tenantId: number, day: string): Promise<void> {
  await tx.execute(
    sql`select pg_advisory_xact_lock(hashtextextended(${`staff_attendance:${tenantId}:${day}`}, 0))`,
  );
}

/** The guardians of some students (every guardian is told, the primary one first). */
export async function guardiansOfStudents(
  tx: Tx,
  tenantId: number,
  studentIds: number[],
): Promise<{ student_id: number; guardian_id: number }[]> {
  if (!studentIds.length) return [];
  return rows(
    tx,
    sql`select student_id, guardian_id from student_guardians
        where tenant_id = ${tenantId} and student_id = any(${intArray(studentIds)}::int[])
        order by student_id, is_primary desc, guardian_id`,
  );
}
