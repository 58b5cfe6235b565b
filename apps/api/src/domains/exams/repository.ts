// SQL of the exams domain. Every query names the caller's tenant explicitly (the
// leading column of every index) on top of row-level security.
import { type Placeholder, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import { hotSql } from '../../db/hot.js';
import { intArray, rows } from '../../db/rows.js';
import type { Band, Mark, Paper } from './results.js';

/** A statement's value: a number, or a placeholder of a statement built once. */
type Bound = number | Placeholder;

const iso = (value: Date | string | null) =>
  value === null ? null : new Date(value).toISOString();

// ------------------------------------------------------------------ exams

export interface ExamRow {
  id: number;
  term_id: number;
  term_name: string;
  term_starts_on: string;
  term_ends_on: string;
  academic_year_id: number;
  year_name: string;
  name: string;
  published_at: string | null;
  created_at: string;
  submitted_at: string | null;
  submitted_by: number | null;
  submitted_by_name: string | null;
  returned_at: string | null;
  returned_reason: string | null;
}

const EXAM_SELECT = sql`select e.id, e.tenant_id, e.term_id, t.name as term_name, t.starts_on::text as term_starts_on,
  t.ends_on::text as term_ends_on, t.academic_year_id, y.name as year_name, e.name,
  e.published_at, e.created_at, e.submitted_at, e.submitted_by,
  nullif(trim(coalesce(su.first_name, '') || ' ' || coalesce(su.last_name, '')), '') as submitted_by_name,
  e.returned_at, e.returned_reason
  from exams e
  join terms t on t.tenant_id = e.tenant_id and t.id = e.term_id
  join academic_years y on y.tenant_id = t.tenant_id and y.id = t.academic_year_id
  left join users su on su.id = e.submitted_by`;

function examOut(row: ExamRow): ExamRow {
  return {
    ...row,
    published_at: iso(row.published_at),
    created_at: iso(row.created_at)!,
    submitted_at: iso(row.submitted_at),
    submitted_by: row.submitted_by === null ? null : Number(row.submitted_by),
    returned_at: iso(row.returned_at),
  };
}

export async function findExam(
  tx: Tx,
  tenantId: number,
  examId: number,
  lock = false,
): Promise<ExamRow | undefined> {
  const [row] = await rows<ExamRow>(
    tx,
    sql`${EXAM_SELECT} where e.tenant_id = ${tenantId} and e.id = ${examId}${lock ? sql` for update of e` : sql``}`,
  );
  return row ? examOut(row) : undefined;
}

export async function listExams(
  tx: Tx,
  tenantId: number,
  termId: number | undefined,
  skip: number,
  limit: number,
): Promise<{ items: (ExamRow & { class_names: string[]; papers: number })[]; total: number }> {
  const where = termId
    ? sql`e.tenant_id = ${tenantId} and e.term_id = ${termId}`
    : sql`e.tenant_id = ${tenantId}`;
  const [count] = await rows<{ n: number }>(
    tx,
    sql`select count(*)::int as n from exams e where ${where}`,
  );
  const items = await rows<ExamRow & { class_names: string[] | null; papers: number }>(
    tx,
    sql`select x.*, coalesce((select array_agg(c.name order by c.order_index, c.id) from classes c
                     where c.tenant_id = x.tenant_id and c.id in (
                       select p.class_id from exam_subjects p
                       where p.tenant_id = x.tenant_id and p.exam_id = x.id)), '{}') as class_names,
               (select count(*)::int from exam_subjects p
                where p.tenant_id = x.tenant_id and p.exam_id = x.id) as papers
        from (${EXAM_SELECT} where ${where}
              order by t.starts_on desc, e.created_at desc, e.id desc
              limit ${limit} offset ${skip}) x
        order by x.term_starts_on desc, x.created_at desc, x.id desc`,
  );
  return {
    total: count?.n ?? 0,
    items: items.map((r) => ({
      ...examOut(r),
      papers: r.papers,
      class_names: r.class_names ?? [],
    })),
  };
}

export interface PaperRow extends Paper {
  id: number;
  class_id: number;
  class_name: string;
  exam_date: string | null;
  marks_entered: number;
}

export async function papersOf(tx: Tx, tenantId: number, examId: number): Promise<PaperRow[]> {
  return rows<PaperRow>(
    tx,
    sql`${EXAM_PAPER_SELECT} where p.tenant_id = ${tenantId} and p.exam_id = ${examId} ${PAPER_ORDER}`,
  );
}

const EXAM_PAPER_SELECT = sql`select p.id, p.class_id, c.name as class_name, p.subject_id,
    s.name as subject_name, p.exam_date::text as exam_date, p.max_marks, p.passing_marks,
    (select count(*)::int from exam_marks m
     where m.tenant_id = p.tenant_id and m.exam_subject_id = p.id) as marks_entered
  from exam_subjects p
  join classes c on c.tenant_id = p.tenant_id and c.id = p.class_id
  join subjects s on s.tenant_id = p.tenant_id and s.id = p.subject_id`;
const PAPER_ORDER = sql`order by c.order_index, c.id, s.id`;

export async function insertExam(
  tx: Tx,
  tenantId: number,
  termId: number,
  name: string,
  userId: number,
): Promise<number> {
  const [row] = await rows<{ id: number }>(
    tx,
    sql`insert into exams (tenant_id, term_id, name, created_by)
        values (${tenantId}, ${termId}, ${name}, ${userId}) returning id`,
  );
  return row!.id;
}

export async function upsertPaper(
  tx: Tx,
  tenantId: number,
  examId: number,
  paper: {
    class_id: number;
    subject_id: number;
    exam_date: string | null;
    max_marks: number;
    passing_marks: number;
  },
): Promise<void> {
  await tx.execute(sql`
    insert into exam_subjects (tenant_id, exam_id, class_id, subject_id, exam_date, max_marks, passing_marks)
    values (${tenantId}, ${examId}, ${paper.class_id}, ${paper.subject_id}, ${paper.exam_date}::date,
            ${paper.max_marks}, ${paper.passing_marks})
    on conflict (tenant_id, exam_id, subject_id) do update
      set exam_date = excluded.exam_date, max_marks = excluded.max_marks,
          passing_marks = excluded.passing_marks`);
}

export async function deletePapers(tx: Tx, tenantId: number, ids: number[]): Promise<void> {
  if (!ids.length) return;
  await tx.execute(
    sql`delete from exam_subjects where tenant_id = ${tenantId} and id = any(${intArray(ids)}::int[])`,
  );
}

/** The highest mark given in each paper (a maximum may not go below it). */
export async function highestMarks(
  tx: Tx,
  tenantId: number,
  examId: number,
): Promise<Map<number, number>> {
  const list = await rows<{ id: number; top: number | null }>(
    tx,
    sql`select p.id, max(m.marks) as top from exam_subjects p
        join exam_marks m on m.tenant_id = p.tenant_id and m.exam_subject_id = p.id
        where p.tenant_id = ${tenantId} and p.exam_id = ${examId} group by p.id`,
  );
  return new Map(list.map((r) => [Number(r.id), Number(r.top ?? 0)]));
}

/**
 * Publishes (approves) results awaiting approval, by someone other than who submitted them, or
 * withdraws published ones back to a draft. Conditional, so two heads approving at once publish once.
 */
export async function setPublished(
  tx: Tx,
  tenantId: number,
  examId: number,
  userId: number | null,
): Promise<boolean> {
  const changed = await rows<{ id: number }>(
    tx,
    userId === null
      ? sql`update exams set published_at = null, published_by = null, submitted_at = null,
              submitted_by = null, updated_at = now()
            where tenant_id = ${tenantId} and id = ${examId} and published_at is not null returning id`
      : sql`update exams set published_at = now(), published_by = ${userId}, updated_at = now()
            where tenant_id = ${tenantId} and id = ${examId} and published_at is null
              and submitted_at is not null and submitted_by is distinct from ${userId} returning id`,
  );
  return changed.length > 0;
}

/** Results to the head: awaiting approval from now, any earlier sending back cleared. */
export async function setSubmitted(
  tx: Tx,
  tenantId: number,
  examId: number,
  userId: number,
): Promise<boolean> {
  const changed = await rows<{ id: number }>(
    tx,
    sql`update exams set submitted_at = now(), submitted_by = ${userId}, returned_at = null,
          returned_by = null, returned_reason = null, updated_at = now()
        where tenant_id = ${tenantId} and id = ${examId} and published_at is null
          and submitted_at is null returning id`,
  );
  return changed.length > 0;
}

/** The head sends submitted results back with a reason; they are a draft again. */
export async function setReturned(
  tx: Tx,
  tenantId: number,
  examId: number,
  userId: number,
  reason: string,
): Promise<boolean> {
  const changed = await rows<{ id: number }>(
    tx,
    sql`update exams set submitted_at = null, submitted_by = null, returned_at = now(),
          returned_by = ${userId}, returned_reason = ${reason}, updated_at = now()
        where tenant_id = ${tenantId} and id = ${examId} and published_at is null
          and submitted_at is not null returning id`,
  );
  return changed.length > 0;
}

export async function renameExam(tx: Tx, tenantId: number, examId: number, name: string) {
  await tx.execute(
    sql`update exams set name = ${name}, updated_at = now() where tenant_id = ${tenantId} and id = ${examId}`,
  );
}

export async function touchExam(tx: Tx, tenantId: number, examId: number) {
  await tx.execute(
    sql`update exams set updated_at = now() where tenant_id = ${tenantId} and id = ${examId}`,
  );
}

// ------------------------------------------------------------------ structure

export interface TermRow {
  id: number;
  name: string;
  starts_on: string;
  ends_on: string;
  academic_year_id: number;
}

export async function findTerm(tx: Tx, tenantId: number, termId: number) {
  const [row] = await rows<TermRow>(
    tx,
    sql`select id, name, starts_on::text as starts_on, ends_on::text as ends_on, academic_year_id
        from terms where tenant_id = ${tenantId} and id = ${termId}`,
  );
  return row;
}

export async function subjectsByIds(tx: Tx, tenantId: number, ids: number[]) {
  if (!ids.length) return [];
  return rows<{ id: number; class_id: number; name: string }>(
    tx,
    sql`select id, class_id, name from subjects
        where tenant_id = ${tenantId} and id = any(${intArray(ids)}::int[])`,
  );
}

export async function classesByIds(tx: Tx, tenantId: number, ids: number[]) {
  if (!ids.length) return [];
  return rows<{ id: number; name: string }>(
    tx,
    sql`select id, name from classes where tenant_id = ${tenantId} and id = any(${intArray(ids)}::int[])`,
  );
}

export interface SectionRow {
  id: number;
  class_id: number;
  class_name: string;
  section_name: string;
  class_teacher_id: number | null;
}

const SECTION_SELECT = sql`select s.id, s.class_id, c.name as class_name, s.name as section_name,
    s.class_teacher_id
  from sections s join classes c on c.tenant_id = s.tenant_id and c.id = s.class_id`;

export async function findSection(tx: Tx, tenantId: number, sectionId: number) {
  const [row] = await rows<SectionRow>(
    tx,
    sql`${SECTION_SELECT} where s.tenant_id = ${tenantId} and s.id = ${sectionId}`,
  );
  return row;
}

export async function sectionsOfClass(tx: Tx, tenantId: number, classId: number) {
  return rows<SectionRow>(
    tx,
    sql`select s.id, s.class_id, c.name as class_name, s.name as section_name, s.class_teacher_id
        from sections s join classes c on c.tenant_id = s.tenant_id and c.id = s.class_id
        where s.tenant_id = ${tenantId} and s.class_id = ${classId} order by s.name, s.id`,
  );
}

export async function teachesSubject(
  tx: Tx,
  tenantId: number,
  userId: number,
  sectionId: number,
  subjectId: number,
): Promise<boolean> {
  const found = await rows<{ one: number }>(
    tx,
    sql`select 1 as one from subject_teachers where tenant_id = ${tenantId} and teacher_id = ${userId}
        and section_id = ${sectionId} and subject_id = ${subjectId}`,
  );
  return found.length > 0;
}

/** Whether the user teaches in the section: its class teacher or a subject teacher. */
export async function teachesInSection(
  tx: Tx,
  tenantId: number,
  userId: number,
  sectionId: number,
): Promise<boolean> {
  const found = await rows<{ one: number }>(tx, teachesSql(tenantId, userId, sectionId));
  return found.length > 0;
}

const teachesSql = (tenantId: Bound, userId: Bound, sectionId: Bound) =>
  sql`select 1 as one from sections where tenant_id = ${tenantId} and id = ${sectionId}
        and class_teacher_id = ${userId}
      union all
      select 1 from subject_teachers where tenant_id = ${tenantId} and section_id = ${sectionId}
        and teacher_id = ${userId} limit 1`;

interface SheetRow {
  section_id: number;
  class_id: number;
  class_name: string;
  section_name: string;
  subject_id: number;
  subject_name: string;
  max_marks: number;
  exam_date: string | null;
  students: number;
  entered: number;
}

/** Every section × paper of the exam (a teacher's: only where they teach the subject). */
export async function markSheets(
  tx: Tx,
  tenantId: number,
  examId: number,
  yearId: number,
  teacherId: number | null,
): Promise<SheetRow[]> {
  const mine =
    teacherId === null
      ? sql``
      : sql` and exists (select 1 from subject_teachers st where st.tenant_id = s.tenant_id
               and st.section_id = s.id and st.subject_id = p.subject_id and st.teacher_id = ${teacherId})`;
  return rows<SheetRow>(
    tx,
    sql`select s.id as section_id, c.id as class_id, c.name as class_name, s.name as section_name,
               p.subject_id, sub.name as subject_name, p.max_marks, p.exam_date::text as exam_date,
               (select count(*)::int from student_enrolments e where e.tenant_id = s.tenant_id
                  and e.section_id = s.id and e.academic_year_id = ${yearId}) as students,
               (select count(*)::int from exam_marks m join student_enrolments e
                  on e.tenant_id = m.tenant_id and e.student_id = m.student_id
                  and e.academic_year_id = ${yearId} and e.section_id = s.id
                  where m.tenant_id = p.tenant_id and m.exam_subject_id = p.id) as entered
        from exam_subjects p
        join classes c on c.tenant_id = p.tenant_id and c.id = p.class_id
        join sections s on s.tenant_id = p.tenant_id and s.class_id = p.class_id
        join subjects sub on sub.tenant_id = p.tenant_id and sub.id = p.subject_id
        where p.tenant_id = ${tenantId} and p.exam_id = ${examId}${mine}
        order by c.order_index, c.id, s.name, s.id, sub.id`,
  );
}

// ------------------------------------------------------------------ rosters and marks

export interface RosterRow {
  student_id: number;
  roll_no: number;
  first_name: string;
  last_name: string;
  admission_no: string;
  user_id: number | null;
}

export async function roster(
  tx: Tx,
  tenantId: number,
  yearId: number,
  sectionId: number,
): Promise<RosterRow[]> {
  const list = await rows<RosterRow>(
    tx,
    sql`${ROSTER_SELECT} where e.tenant_id = ${tenantId} and e.academic_year_id = ${yearId}
        and e.section_id = ${sectionId} ${ROSTER_ORDER}`,
  );
  return list.map(rosterOut);
}

const ROSTER_SELECT = sql`select s.id as student_id, e.roll_no, s.first_name, s.last_name,
    s.admission_no, s.user_id
  from student_enrolments e join students s on s.tenant_id = e.tenant_id and s.id = e.student_id`;
const ROSTER_ORDER = sql`order by e.roll_no, s.id`;
const rosterOut = (r: RosterRow): RosterRow => ({ ...r, student_id: Number(r.student_id) });

interface PlacementRow {
  section_id: number;
  roll_no: number;
}

export async function placementOf(tx: Tx, tenantId: number, studentId: number, yearId: number) {
  const [row] = await rows<PlacementRow>(
    tx,
    sql`select section_id, roll_no from student_enrolments
        where tenant_id = ${tenantId} and student_id = ${studentId} and academic_year_id = ${yearId}`,
  );
  return row;
}

export async function findPaper(tx: Tx, tenantId: number, examId: number, subjectId: number) {
  const [row] = await rows<PaperRow>(
    tx,
    sql`select p.id, p.class_id, c.name as class_name, p.subject_id, s.name as subject_name,
               p.exam_date::text as exam_date, p.max_marks, p.passing_marks, 0 as marks_entered
        from exam_subjects p
        join classes c on c.tenant_id = p.tenant_id and c.id = p.class_id
        join subjects s on s.tenant_id = p.tenant_id and s.id = p.subject_id
        where p.tenant_id = ${tenantId} and p.exam_id = ${examId} and p.subject_id = ${subjectId}`,
  );
  return row;
}

export interface MarkRow extends Mark {
  student_id: number;
  subject_id: number;
  /** Microsecond clock of the last write: the base an offline change is checked against. */
  version: number;
  changed_by: string | null;
  changed_at: string | null;
}

/** Marks of an exam's papers for some students. */
export async function marksOf(
  tx: Tx,
  tenantId: number,
  examId: number,
  studentIds: readonly number[],
  subjectId?: number,
): Promise<MarkRow[]> {
  if (!studentIds.length) return [];
  const list = await rows<MarkRow>(
    tx,
    sql`${MARK_SELECT} where m.tenant_id = ${tenantId} and p.exam_id = ${examId}
          and m.student_id = any(${intArray(studentIds)}::int[])
          ${subjectId ? sql`and p.subject_id = ${subjectId}` : sql``}`,
  );
  return list.map(markOut);
}

const MARK_SELECT = sql`select m.student_id, p.subject_id, m.marks, m.absent, m.exempt, m.version,
    nullif(trim(concat(u.first_name, ' ', u.last_name)), '') as changed_by,
    m.updated_at as changed_at
  from exam_marks m join exam_subjects p on p.tenant_id = m.tenant_id and p.id = m.exam_subject_id
  left join users u on u.id = m.entered_by`;
const markOut = (r: MarkRow): MarkRow => ({
  ...r,
  student_id: Number(r.student_id),
  subject_id: Number(r.subject_id),
  version: Number(r.version),
  changed_at: iso(r.changed_at),
});

export async function upsertMarks(
  tx: Tx,
  tenantId: number,
  paperId: number,
  userId: number,
  entries: readonly { student_id: number; marks: number | null; absent: boolean }[],
): Promise<void> {
  const keep = entries.filter((e) => e.absent || e.marks !== null);
  const clear = entries.filter((e) => !e.absent && e.marks === null).map((e) => e.student_id);
  if (keep.length) {
    await tx.execute(sql`
      insert into exam_marks (tenant_id, exam_subject_id, student_id, marks, absent, entered_by)
      select ${tenantId}, ${paperId}, s, m, a, ${userId}
      from unnest(${intArray(keep.map((e) => e.student_id))}::int[],
                  ${`{${keep.map((e) => (e.absent ? 'NULL' : String(e.marks))).join(',')}}`}::int[],
                  ${`{${keep.map((e) => (e.absent ? 'true' : 'false')).join(',')}}`}::boolean[]) as t(s, m, a)
      on conflict (tenant_id, exam_subject_id, student_id) do update
        set marks = excluded.marks, absent = excluded.absent, exempt = false,
            entered_by = excluded.entered_by, updated_at = now(),
            -- Always above the version any device saw, even when the clock stepped back.
            version = greatest(exam_marks.version + 1,
                               (floor(extract(epoch from clock_timestamp()) * 1000000))::bigint)
        where exam_marks.marks is distinct from excluded.marks
           or exam_marks.absent is distinct from excluded.absent or exam_marks.exempt`);
  }
  if (clear.length) {
    await tx.execute(sql`
      delete from exam_marks where tenant_id = ${tenantId} and exam_subject_id = ${paperId}
        and student_id = any(${intArray(clear)}::int[])`);
  }
}

export type MarkOperationOutcome = 'applied' | 'unchanged' | 'conflict';

/** The operation ids among `opIds` handled before, with their first outcome. */
export async function handledMarkOperations(
  tx: Tx,
  tenantId: number,
  opIds: readonly string[],
): Promise<Map<string, { outcome: MarkOperationOutcome; student_id: number }>> {
  if (!opIds.length) return new Map();
  const found = await rows<{ op_id: string; outcome: MarkOperationOutcome; student_id: number }>(
    tx,
    sql`select op_id::text as op_id, outcome, student_id from exam_mark_operations
        where tenant_id = ${tenantId} and op_id = any(${`{${opIds.join(',')}}`}::uuid[])`,
  );
  return new Map(
    found.map((r) => [r.op_id, { outcome: r.outcome, student_id: Number(r.student_id) }]),
  );
}

/** Records operation ids as handled (the key refuses a second record of one id). */
export async function recordMarkOperations(
  tx: Tx,
  tenantId: number,
  paperId: number,
  userId: number,
  ops: readonly { opId: string; studentId: number; outcome: MarkOperationOutcome }[],
): Promise<void> {
  if (!ops.length) return;
  await tx.execute(sql`
    insert into exam_mark_operations (tenant_id, op_id, exam_subject_id, student_id, outcome, user_id)
    select ${tenantId}, o, ${paperId}, s, r, ${userId}
    from unnest(${`{${ops.map((o) => o.opId).join(',')}}`}::uuid[],
                ${intArray(ops.map((o) => o.studentId))}::int[],
                ${`{${ops.map((o) => o.outcome).join(',')}}`}::text[]) as t(o, s, r)
    on conflict (tenant_id, op_id) do nothing`);
}

/** Serialises saves of one paper (two tabs typing into one sheet). */
export async function lockPaper(tx: Tx, tenantId: number, paperId: number): Promise<void> {
  await tx.execute(
    sql`select id from exam_subjects where tenant_id = ${tenantId} and id = ${paperId} for update`,
  );
}

export interface GapRow {
  class_name: string;
  section_id: number;
  section_name: string;
  subject_id: number;
  subject_name: string;
  paper_id: number;
  student_id: number;
  roll_no: number;
  first_name: string;
  last_name: string;
}

/**
 * Every student of every paper of an exam with nothing entered (no mark, no absence, no
 * exemption), by class, section, subject and roll number: what stands between it and publishing.
 */
export async function examGaps(
  tx: Tx,
  tenantId: number,
  examId: number,
  yearId: number,
): Promise<GapRow[]> {
  const list = await rows<GapRow>(
    tx,
    sql`select c.name as class_name, s.id as section_id, s.name as section_name,
               p.subject_id, sub.name as subject_name, p.id as paper_id,
               e.student_id, e.roll_no, st.first_name, st.last_name
        from exam_subjects p
        join classes c on c.tenant_id = p.tenant_id and c.id = p.class_id
        join sections s on s.tenant_id = p.tenant_id and s.class_id = p.class_id
        join subjects sub on sub.tenant_id = p.tenant_id and sub.id = p.subject_id
        join student_enrolments e on e.tenant_id = s.tenant_id and e.section_id = s.id
          and e.academic_year_id = ${yearId}
        join students st on st.tenant_id = e.tenant_id and st.id = e.student_id
        where p.tenant_id = ${tenantId} and p.exam_id = ${examId}
          and not exists (select 1 from exam_marks m where m.tenant_id = p.tenant_id
                            and m.exam_subject_id = p.id and m.student_id = e.student_id)
        order by c.order_index, c.id, s.name, s.id, sub.id, e.roll_no, e.student_id`,
  );
  return list.map((r) => ({
    ...r,
    section_id: Number(r.section_id),
    subject_id: Number(r.subject_id),
    paper_id: Number(r.paper_id),
    student_id: Number(r.student_id),
  }));
}

/** Marks the listed students of a paper absent or exempt where nothing is entered yet. */
export async function fillGaps(
  tx: Tx,
  tenantId: number,
  paperId: number,
  studentIds: readonly number[],
  status: 'absent' | 'exempt',
  userId: number,
): Promise<number> {
  if (!studentIds.length) return 0;
  const inserted = await rows<{ student_id: number }>(
    tx,
    sql`insert into exam_marks (tenant_id, exam_subject_id, student_id, marks, absent, exempt, entered_by)
        select ${tenantId}, ${paperId}, s, null, ${status === 'absent'}, ${status === 'exempt'}, ${userId}
        from unnest(${intArray(studentIds)}::int[]) as t(s)
        on conflict (tenant_id, exam_subject_id, student_id) do nothing
        returning student_id`,
  );
  return inserted.length;
}

// ------------------------------------------------------------------ scale and remarks

export async function scaleOf(tx: Tx, tenantId: number): Promise<Band[]> {
  return rows<Band>(tx, SCALE_SELECT(tenantId));
}

const SCALE_SELECT = (tenantId: Bound) =>
  sql`select grade, min_percent, max_percent from grading_bands where tenant_id = ${tenantId}
      order by min_percent desc`;

export async function replaceScale(tx: Tx, tenantId: number, bands: readonly Band[]) {
  await tx.execute(sql`delete from grading_bands where tenant_id = ${tenantId}`);
  for (const band of bands) {
    await tx.execute(sql`
      insert into grading_bands (tenant_id, grade, min_percent, max_percent)
      values (${tenantId}, ${band.grade}, ${band.min_percent}, ${band.max_percent})`);
  }
}

export async function remarksOf(
  tx: Tx,
  tenantId: number,
  examId: number,
  studentIds: readonly number[],
): Promise<Map<number, string>> {
  if (!studentIds.length) return new Map();
  const list = await rows<{ student_id: number; remarks: string }>(
    tx,
    sql`select student_id, remarks from report_card_remarks where tenant_id = ${tenantId}
        and exam_id = ${examId} and student_id = any(${intArray(studentIds)}::int[])`,
  );
  return new Map(list.map((r) => [Number(r.student_id), r.remarks]));
}

export async function saveRemarks(
  tx: Tx,
  tenantId: number,
  examId: number,
  studentId: number,
  remarks: string,
  userId: number,
) {
  if (!remarks) {
    await tx.execute(sql`delete from report_card_remarks where tenant_id = ${tenantId}
      and exam_id = ${examId} and student_id = ${studentId}`);
    return;
  }
  await tx.execute(sql`
    insert into report_card_remarks (tenant_id, exam_id, student_id, remarks, updated_by)
    values (${tenantId}, ${examId}, ${studentId}, ${remarks}, ${userId})
    on conflict (tenant_id, exam_id, student_id) do update
      set remarks = excluded.remarks, updated_by = excluded.updated_by, updated_at = now()`);
}

// ------------------------------------------------------------------ people

export async function findStudent(tx: Tx, tenantId: number, studentId: number) {
  const [row] = await rows<{
    id: number;
    first_name: string;
    last_name: string;
    admission_no: string;
    user_id: number | null;
  }>(
    tx,
    sql`select id, first_name, last_name, admission_no, user_id from students
        where tenant_id = ${tenantId} and id = ${studentId}`,
  );
  return row;
}

/** Students the user may see as themself (student account) or as a parent. */
export async function ownStudentIds(tx: Tx, tenantId: number, userId: number): Promise<number[]> {
  const list = await rows<{ id: number }>(
    tx,
    sql`select id from students where tenant_id = ${tenantId} and user_id = ${userId}
        union
        select sg.student_id from student_guardians sg
        join guardians g on g.tenant_id = sg.tenant_id and g.id = sg.guardian_id
        where sg.tenant_id = ${tenantId} and g.user_id = ${userId}`,
  );
  return list.map((r) => Number(r.id));
}

/** The published exams these students sat (their class had a paper), newest first, at most 50. */
export function publishedExamsOfStudents(
  tx: Tx,
  tenantId: number,
  studentIds: readonly number[],
): Promise<{ id: number }[]> {
  return rows<{ id: number }>(
    tx,
    sql`select distinct e.id, e.published_at from exams e
        join terms t on t.tenant_id = e.tenant_id and t.id = e.term_id
        join student_enrolments se on se.tenant_id = e.tenant_id
          and se.academic_year_id = t.academic_year_id
          and se.student_id = any(${`{${studentIds.join(',')}}`}::int[])
        join sections s on s.tenant_id = se.tenant_id and s.id = se.section_id
        join exam_subjects p on p.tenant_id = e.tenant_id and p.exam_id = e.id and p.class_id = s.class_id
        where e.tenant_id = ${tenantId} and e.published_at is not null
        order by e.published_at desc, e.id desc limit 50`,
  );
}

export async function guardiansOf(tx: Tx, tenantId: number, studentIds: readonly number[]) {
  if (!studentIds.length) return [];
  const list = await rows<{ student_id: number; guardian_id: number }>(
    tx,
    sql`select student_id, guardian_id from student_guardians where tenant_id = ${tenantId}
        and student_id = any(${intArray(studentIds)}::int[])`,
  );
  return list.map((r) => ({
    student_id: Number(r.student_id),
    guardian_id: Number(r.guardian_id),
  }));
}

/** The exam's students: everyone placed in a section of the exam's classes in its year. */
export async function examStudents(tx: Tx, tenantId: number, examId: number, yearId: number) {
  const list = await rows<{
    student_id: number;
    section_id: number;
    first_name: string;
    last_name: string;
    user_id: number | null;
  }>(
    tx,
    sql`select s.id as student_id, e.section_id, s.first_name, s.last_name, s.user_id
        from student_enrolments e
        join sections sec on sec.tenant_id = e.tenant_id and sec.id = e.section_id
        join students s on s.tenant_id = e.tenant_id and s.id = e.student_id
        where e.tenant_id = ${tenantId} and e.academic_year_id = ${yearId}
          and sec.class_id in (select class_id from exam_subjects
                               where tenant_id = ${tenantId} and exam_id = ${examId})
        order by e.section_id, e.roll_no`,
  );
  return list.map((r) => ({ ...r, student_id: Number(r.student_id) }));
}

/** The student's attendance over the term (present + late over marked days), or null. */
export async function termAttendance(
  tx: Tx,
  tenantId: number,
  studentId: number,
  from: string,
  to: string,
): Promise<number | null> {
  return (await termAttendanceOf(tx, tenantId, [studentId], from, to)).get(studentId) ?? null;
}

/** Each student's share of marked days attended in the term, in one read (none marked: absent). */
export async function termAttendanceOf(
  tx: Tx,
  tenantId: number,
  studentIds: number[],
  from: string,
  to: string,
): Promise<Map<number, number>> {
  const found = await rows<{ student_id: number; days: number; attended: number }>(
    tx,
    sql`select student_id, count(*)::int as days,
               count(*) filter (where status in ('present', 'late'))::int as attended
        from attendance_entries
        where tenant_id = ${tenantId} and student_id = any(${intArray(studentIds)}::int[])
          and day between ${from}::date and ${to}::date
        group by student_id`,
  );
  return new Map(
    found
      .filter((row) => row.days > 0)
      .map((row) => [Number(row.student_id), Math.round((row.attended / row.days) * 1000) / 10]),
  );
}

export async function schoolName(tx: Tx, tenantId: number): Promise<string> {
  const [row] = await rows<{ name: string }>(
    tx,
    sql`select name from tenants where id = ${tenantId}`,
  );
  return row?.name ?? '';
}

// ------------------------------------------------------------------ datesheet

export interface DatesheetPaperRow {
  id: number;
  exam_id: number;
  class_id: number;
  class_name: string;
  subject_id: number;
  subject_name: string;
  paper_date: string;
  starts_at: string;
  ends_at: string;
  room: string | null;
}

const PAPER_SELECT = sql`select p.id, p.exam_id, p.class_id, c.name as class_name, p.subject_id,
  s.name as subject_name, p.paper_date::text as paper_date, to_char(p.starts_at, 'HH24:MI') as starts_at,
  to_char(p.ends_at, 'HH24:MI') as ends_at, p.room
  from datesheet_papers p
  join classes c on c.tenant_id = p.tenant_id and c.id = p.class_id
  join subjects s on s.tenant_id = p.tenant_id and s.id = p.subject_id`;

const paperOut = (r: DatesheetPaperRow): DatesheetPaperRow => ({
  ...r,
  id: Number(r.id),
  exam_id: Number(r.exam_id),
  class_id: Number(r.class_id),
  subject_id: Number(r.subject_id),
});

/** The exam's datesheet papers in the order of the school's classes, then by day and time. */
export async function datesheetPapers(
  tx: Tx,
  tenantId: number,
  examId: number,
  classIds?: readonly number[],
): Promise<DatesheetPaperRow[]> {
  const only = classIds ? sql` and p.class_id = any(${intArray(classIds)}::int[])` : sql``;
  const list = await rows<DatesheetPaperRow>(
    tx,
    sql`${PAPER_SELECT} where p.tenant_id = ${tenantId} and p.exam_id = ${examId}${only}
        order by c.order_index, c.id, p.paper_date, p.starts_at, s.name`,
  );
  return list.map(paperOut);
}

export async function findDatesheetPaper(
  tx: Tx,
  tenantId: number,
  examId: number,
  paperId: number,
): Promise<DatesheetPaperRow | undefined> {
  const [row] = await rows<DatesheetPaperRow>(
    tx,
    sql`${PAPER_SELECT} where p.tenant_id = ${tenantId} and p.exam_id = ${examId} and p.id = ${paperId}`,
  );
  return row ? paperOut(row) : undefined;
}

/** A class's name, and the name of a subject of it (null when it is not one of the class's). */
export async function classAndSubject(
  tx: Tx,
  tenantId: number,
  classId: number,
  subjectId: number,
): Promise<{ class_name: string | null; subject_name: string | null }> {
  const [row] = await rows<{ class_name: string | null; subject_name: string | null }>(
    tx,
    sql`select (select name from classes where tenant_id = ${tenantId} and id = ${classId}) as class_name,
      (select name from subjects where tenant_id = ${tenantId} and id = ${subjectId}
         and class_id = ${classId}) as subject_name`,
  );
  return row ?? { class_name: null, subject_name: null };
}

/**
 * Another paper (any exam of the school) overlapping the day and time: of the same class, or in
 * the same room (compared without case or spaces at the ends). Locks the school's datesheet rows
 * of that day first, so two offices saving at once cannot both pass the check.
 */
export async function overlappingPaper(
  tx: Tx,
  tenantId: number,
  paper: {
    id: number | null;
    class_id: number;
    paper_date: string;
    starts_at: string;
    ends_at: string;
  },
  by: 'class' | { room: string },
): Promise<(DatesheetPaperRow & { exam_name: string }) | undefined> {
  await tx.execute(
    sql`select pg_advisory_xact_lock(hashtextextended(${`datesheet:${tenantId}:${paper.paper_date}`}, 0))`,
  );
  const which =
    by === 'class'
      ? sql`p.class_id = ${paper.class_id}`
      : sql`p.room is not null and lower(btrim(p.room)) = lower(btrim(${by.room}))`;
  const [row] = await rows<DatesheetPaperRow & { exam_name: string }>(
    tx,
    sql`select x.*, e.name as exam_name from (${PAPER_SELECT}
          where p.tenant_id = ${tenantId} and p.paper_date = ${paper.paper_date}::date
            and ${which}
            and p.id <> ${paper.id ?? 0}
            and p.starts_at < ${paper.ends_at}::time and p.ends_at > ${paper.starts_at}::time) x
        join exams e on e.tenant_id = ${tenantId} and e.id = x.exam_id
        order by x.starts_at limit 1`,
  );
  return row ? { ...paperOut(row), exam_name: row.exam_name } : undefined;
}

export interface DatesheetPaperValues {
  class_id: number;
  subject_id: number;
  paper_date: string;
  starts_at: string;
  ends_at: string;
  room: string | null;
}

/** The new paper's id, or null when the exam already has a paper of that subject. */
export async function insertDatesheetPaper(
  tx: Tx,
  tenantId: number,
  examId: number,
  values: DatesheetPaperValues,
  userId: number,
): Promise<number | null> {
  const [row] = await rows<{ id: number }>(
    tx,
    sql`insert into datesheet_papers
          (tenant_id, exam_id, class_id, subject_id, paper_date, starts_at, ends_at, room, created_by)
        values (${tenantId}, ${examId}, ${values.class_id}, ${values.subject_id}, ${values.paper_date}::date,
          ${values.starts_at}::time, ${values.ends_at}::time, ${values.room}, ${userId})
        on conflict (tenant_id, exam_id, subject_id) do nothing
        returning id`,
  );
  return row ? Number(row.id) : null;
}

/** False when another paper of the exam already has that subject. */
export async function updateDatesheetPaper(
  tx: Tx,
  tenantId: number,
  examId: number,
  paperId: number,
  values: DatesheetPaperValues,
): Promise<boolean> {
  const [taken] = await rows<{ id: number }>(
    tx,
    sql`select id from datesheet_papers where tenant_id = ${tenantId} and exam_id = ${examId}
          and subject_id = ${values.subject_id} and id <> ${paperId}`,
  );
  if (taken) return false;
  await tx.execute(
    sql`update datesheet_papers set class_id = ${values.class_id}, subject_id = ${values.subject_id},
          paper_date = ${values.paper_date}::date, starts_at = ${values.starts_at}::time,
          ends_at = ${values.ends_at}::time, room = ${values.room}, updated_at = now()
        where tenant_id = ${tenantId} and exam_id = ${examId} and id = ${paperId}`,
  );
  return true;
}

export async function deleteDatesheetPaper(
  tx: Tx,
  tenantId: number,
  examId: number,
  paperId: number,
): Promise<void> {
  await tx.execute(
    sql`delete from datesheet_papers where tenant_id = ${tenantId} and exam_id = ${examId} and id = ${paperId}`,
  );
}

export async function datesheetPublishedAt(
  tx: Tx,
  tenantId: number,
  examId: number,
): Promise<string | null> {
  const [row] = await rows<{ at: string | null }>(
    tx,
    sql`select datesheet_published_at as at from exams where tenant_id = ${tenantId} and id = ${examId}`,
  );
  return row ? iso(row.at) : null;
}

/** Marks the datesheet published; false when it already was (nobody is notified again). */
export async function setDatesheetPublished(
  tx: Tx,
  tenantId: number,
  examId: number,
  userId: number,
): Promise<boolean> {
  const changed = await rows<{ id: number }>(
    tx,
    sql`update exams set datesheet_published_at = now(), datesheet_published_by = ${userId}
        where tenant_id = ${tenantId} and id = ${examId} and datesheet_published_at is null
        returning id`,
  );
  return changed.length > 0;
}

/** The students of the classes (placed in a section in the year), with their class. */
export async function studentsOfClasses(
  tx: Tx,
  tenantId: number,
  yearId: number,
  classIds: readonly number[],
) {
  if (!classIds.length) return [];
  const list = await rows<{
    student_id: number;
    class_id: number;
    first_name: string;
    last_name: string;
    user_id: number | null;
  }>(
    tx,
    sql`select s.id as student_id, sec.class_id, s.first_name, s.last_name, s.user_id
        from student_enrolments e
        join sections sec on sec.tenant_id = e.tenant_id and sec.id = e.section_id
        join students s on s.tenant_id = e.tenant_id and s.id = e.student_id
        where e.tenant_id = ${tenantId} and e.academic_year_id = ${yearId}
          and sec.class_id = any(${intArray(classIds)}::int[])
        order by sec.class_id, e.section_id, e.roll_no`,
  );
  return list.map((r) => ({
    ...r,
    student_id: Number(r.student_id),
    class_id: Number(r.class_id),
    user_id: r.user_id === null ? null : Number(r.user_id),
  }));
}

/** The own students' (a student themself, a parent's children) classes in each exam's year. */
export async function ownStudentClasses(tx: Tx, tenantId: number, studentIds: readonly number[]) {
  if (!studentIds.length) return [];
  const list = await rows<{
    student_id: number;
    student_name: string;
    class_id: number;
    class_name: string;
    academic_year_id: number;
  }>(
    tx,
    sql`select s.id as student_id, s.first_name || ' ' || s.last_name as student_name,
          c.id as class_id, c.name as class_name, e.academic_year_id
        from student_enrolments e
        join sections sec on sec.tenant_id = e.tenant_id and sec.id = e.section_id
        join classes c on c.tenant_id = sec.tenant_id and c.id = sec.class_id
        join students s on s.tenant_id = e.tenant_id and s.id = e.student_id
        where e.tenant_id = ${tenantId} and e.student_id = any(${intArray(studentIds)}::int[])
        order by s.first_name, s.id`,
  );
  return list.map((r) => ({
    ...r,
    student_id: Number(r.student_id),
    class_id: Number(r.class_id),
    academic_year_id: Number(r.academic_year_id),
  }));
}

/** Published datesheets with papers for the classes, newest first. */
export async function publishedDatesheetsFor(
  tx: Tx,
  tenantId: number,
  classIds: readonly number[],
) {
  if (!classIds.length) return [];
  const list = await rows<{ exam_id: number; academic_year_id: number }>(
    tx,
    sql`select e.id as exam_id, t.academic_year_id from exams e
        join terms t on t.tenant_id = e.tenant_id and t.id = e.term_id
        where e.tenant_id = ${tenantId} and e.datesheet_published_at is not null
          and exists (select 1 from datesheet_papers p where p.tenant_id = e.tenant_id
                      and p.exam_id = e.id and p.class_id = any(${intArray(classIds)}::int[]))
        order by e.datesheet_published_at desc, e.id desc limit 50`,
  );
  return list.map((r) => ({
    exam_id: Number(r.exam_id),
    academic_year_id: Number(r.academic_year_id),
  }));
}

// Each statement of a section's results, built once; the exam's year and the section's students
// are found inside each statement instead of from an earlier answer.
const resultsReads = (() => {
  const tenant = sql.placeholder('tenant');
  const exam = sql.placeholder('exam');
  const section = sql.placeholder('section');
  const year = sql`(select t.academic_year_id from exams x
      join terms t on t.tenant_id = x.tenant_id and t.id = x.term_id
      where x.tenant_id = ${tenant} and x.id = ${exam})`;
  const placed = sql`(select student_id from student_enrolments
      where tenant_id = ${tenant} and academic_year_id = ${year} and section_id = ${section})`;
  return {
    exam: hotSql<ExamRow>(
      'results_exam',
      sql`${EXAM_SELECT} where e.tenant_id = ${tenant} and e.id = ${exam}`,
    ),
    section: hotSql<SectionRow>(
      'results_section',
      sql`${SECTION_SELECT} where s.tenant_id = ${tenant} and s.id = ${section}`,
    ),
    teaches: hotSql<{ one: number }>(
      'results_teaches',
      teachesSql(tenant, sql.placeholder('user'), section),
    ),
    papers: hotSql<PaperRow>(
      'results_papers',
      sql`${EXAM_PAPER_SELECT} where p.tenant_id = ${tenant} and p.exam_id = ${exam}
        and p.class_id = (select class_id from sections where tenant_id = ${tenant} and id = ${section})
        ${PAPER_ORDER}`,
    ),
    roster: hotSql<RosterRow>(
      'results_roster',
      sql`${ROSTER_SELECT} where e.tenant_id = ${tenant}
        and e.academic_year_id = ${year} and e.section_id = ${section} ${ROSTER_ORDER}`,
    ),
    marks: hotSql<MarkRow>(
      'results_marks',
      sql`${MARK_SELECT} where m.tenant_id = ${tenant} and p.exam_id = ${exam}
        and m.student_id in ${placed}`,
    ),
    remarks: hotSql<{ student_id: number; remarks: string }>(
      'results_remarks',
      sql`select student_id, remarks
        from report_card_remarks where tenant_id = ${tenant} and exam_id = ${exam}
          and student_id in ${placed}`,
    ),
    scale: hotSql<Band>('results_scale', SCALE_SELECT(tenant)),
  };
})();

/**
 * Everything a section's results show, as eight statements that need nothing from each other,
 * so they travel together (with the request's commit, under finalReads): the exam, the section,
 * whether the caller teaches in it, the papers of its class, the students placed in it in the
 * exam's year, their marks and remarks, and the school's grading scale.
 */
export function sectionResultsReads(
  tx: Tx,
  tenantId: number,
  examId: number,
  sectionId: number,
  userId: number,
) {
  const values = { tenant: tenantId, exam: examId, section: sectionId, user: userId };
  const read = resultsReads;
  return Promise.all([
    read.exam(tx, values).then(([row]) => (row ? examOut(row) : undefined)),
    read.section(tx, values).then(([row]) => row),
    read.teaches(tx, values).then((list) => list.length > 0),
    read.papers(tx, values),
    read.roster(tx, values).then((list) => list.map(rosterOut)),
    read.marks(tx, values).then((list) => list.map(markOut)),
    read
      .remarks(tx, values)
      .then((list) => new Map(list.map((r) => [Number(r.student_id), r.remarks]))),
    read.scale(tx, values),
  ]);
}
