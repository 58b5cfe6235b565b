// Month views: a section's register for a month, and a student's month (the student, their parents,
// staff).
import type { Tx } from '../../db/client.js';
import { finalReads } from '../../db/scope.js';
import type { AppDeps } from '../../deps.js';
import type { AuthContext } from '../../http/context.js';
import { notFound } from '../../http/errors.js';
import type { Schemas } from '../../http/types.js';
import { can } from '../_shared/policy.js';
import { schoolTenantId } from '../school/policy.js';
import * as schoolRepo from '../school/repository.js';
import { inSchool } from '../school/transaction.js';
import { childrenOfParent, placementsOf } from '../students/repository.js';
import {
  addTotals,
  dayKind,
  daysOfMonth,
  type SchoolCalendar,
  todayInPakistan,
  totalsOf,
} from './calendar.js';
import { MESSAGES } from './messages.js';
import { calendarAround, now } from './office.js';
import { isAttendanceAdmin, requireMarker, requireSectionMarker } from './policy.js';
import * as repo from './repository.js';

function monthRange(month: string): { days: string[]; from: string; to: string } {
  const days = daysOfMonth(month);
  return { days, from: days[0]!, to: days[days.length - 1]! };
}

function monthDays(
  calendar: SchoolCalendar,
  days: string[],
  today: string,
  saved: (day: string) => boolean,
) {
  return days.map((day) => {
    const kind = dayKind(calendar, day, today);
    return {
      day,
      kind,
      label: kind === 'holiday' ? (calendar.holidays.get(day) ?? null) : null,
      saved: saved(day),
    };
  });
}

export async function getSectionMonth(
  deps: AppDeps,
  auth: AuthContext,
  sectionId: number,
  month: string,
): Promise<Schemas['SectionMonth']> {
  requireMarker(auth);
  const tenantId = schoolTenantId(auth);
  const today = todayInPakistan(now(deps));
  const { days, from, to } = monthRange(month);
  return inSchool(deps, auth, async (tx) => {
    // One round trip with the commit: nothing here writes, so the checks can follow the reads.
    const [section, weeklyOffDays, holidays, savedDays, marks, people] = await finalReads(tx, () =>
      repo.monthRegisterReads(tx, tenantId, sectionId, { from, to, midMonth: days[14] ?? from }),
    );
    if (!section) throw notFound(MESSAGES.sectionNotFound);
    requireSectionMarker(auth, section);
    const calendar: SchoolCalendar = {
      weeklyOffDays,
      holidays: new Map(holidays.map((h) => [h.day, h.name])),
    };
    const registerDays = new Set(savedDays);
    const students = people
      .map((s) => ({ ...s, roll_no: s.roll_no ?? 9999 }))
      .sort((a, b) => a.roll_no - b.roll_no || a.student_id - b.student_id);
    const byStudent = new Map<number, Map<string, repo.Status>>();
    for (const mark of marks) {
      const id = Number(mark.student_id);
      if (!byStudent.has(id)) byStudent.set(id, new Map());
      byStudent.get(id)!.set(mark.day, mark.status);
    }
    const total = totalsOf([]);
    const rows = students.map((s) => {
      const own = byStudent.get(Number(s.student_id));
      const row = days.map((day) => own?.get(day) ?? null);
      const totals = totalsOf(row);
      addTotals(total, totals);
      return {
        student_id: Number(s.student_id),
        roll_no: s.roll_no,
        first_name: s.first_name,
        last_name: s.last_name,
        marks: row,
        totals,
      };
    });
    return {
      section_id: section.id,
      class_name: section.class_name,
      section_name: section.section_name,
      month,
      days: monthDays(calendar, days, today, (day) => registerDays.has(day)),
      rows,
      totals: total,
    };
  });
}

async function studentMonth(
  tx: Tx,
  tenantId: number,
  student: repo.StudentRef,
  month: string,
  today: string,
): Promise<Schemas['StudentMonth']> {
  const { days, from, to } = monthRange(month);
  const calendar = await calendarAround(tx, tenantId, from, to);
  const marks = new Map(
    (await repo.studentMarks(tx, tenantId, student.id, from, to)).map((m) => [m.day, m]),
  );
  return {
    student_id: Number(student.id),
    first_name: student.first_name,
    last_name: student.last_name,
    month,
    days: monthDays(calendar, days, today, (day) => marks.has(day)).map(({ saved: _, ...d }) => ({
      ...d,
      status: marks.get(d.day)?.status ?? null,
      note: marks.get(d.day)?.note ?? null,
    })),
    totals: totalsOf([...marks.values()].map((m) => m.status)),
  };
}

/** Admins; the student's class or subject teachers (current year); the student's parents. */
async function canSeeStudent(tx: Tx, auth: AuthContext, studentId: number): Promise<boolean> {
  if (isAttendanceAdmin(auth)) return true;
  const tenantId = schoolTenantId(auth);
  if (can(auth.user, 'children.view')) {
    return (await childrenOfParent(tx, auth.user.id)).includes(studentId);
  }
  if (can(auth.user, 'attendance.mark')) {
    const yearId = await repo.currentYearId(tx, tenantId);
    if (!yearId) return false;
    const mine = await schoolRepo.sectionsOfTeacher(tx, auth.user.id);
    if (!mine.length) return false;
    const [placement] = await placementsOf(tx, [studentId], yearId);
    return placement !== undefined && mine.includes(placement.section_id);
  }
  const own = await repo.studentOfUser(tx, tenantId, auth.user.id);
  return own?.id === studentId;
}

export async function getStudentMonth(
  deps: AppDeps,
  auth: AuthContext,
  studentId: number,
  month: string,
): Promise<Schemas['StudentMonth']> {
  const tenantId = schoolTenantId(auth);
  const today = todayInPakistan(now(deps));
  return inSchool(deps, auth, async (tx) => {
    const student = await repo.findStudent(tx, tenantId, studentId);
    if (!student || !(await canSeeStudent(tx, auth, studentId)))
      throw notFound(MESSAGES.studentNotFound);
    return studentMonth(tx, tenantId, student, month, today);
  });
}

export async function getMyAttendanceMonth(
  deps: AppDeps,
  auth: AuthContext,
  month: string,
): Promise<Schemas['StudentMonth']> {
  const tenantId = schoolTenantId(auth);
  const today = todayInPakistan(now(deps));
  return inSchool(deps, auth, async (tx) => {
    const student = await repo.studentOfUser(tx, tenantId, auth.user.id);
    if (!student) throw notFound(MESSAGES.noStudentRecord);
    return studentMonth(tx, tenantId, student, month, today);
  });
}
