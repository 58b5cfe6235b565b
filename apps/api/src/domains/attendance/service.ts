// Attendance rules: one register per section and date, saved whole and idempotently in one
// transaction; no future dates, weekly off days or holidays; a teacher marks only the sections
// they are class teacher of and only within 7 days; every change audited with before and after;
// the guardians of a student marked absent today alerted once per student and day.
import type { Tx } from '../../db/client.js';
import { finalReads } from '../../db/scope.js';
import type { AppDeps } from '../../deps.js';
import type { AuthContext } from '../../http/context.js';
import { forbidden, HttpError, invalidField, notFound } from '../../http/errors.js';
import { tenantHasModule } from '../../http/module-gate.js';
import type { Body, Schemas } from '../../http/types.js';
import { can } from '../_shared/policy.js';
import { audit } from '../audit/service.js';
import { notify } from '../notifications/notify.js';
import { schoolTenantId } from '../school/policy.js';
import * as schoolRepo from '../school/repository.js';
import { inSchool } from '../school/transaction.js';
import { childrenOfParent, placementsOf } from '../students/repository.js';
import {
  addDays,
  addTotals,
  dayKind,
  daysOfMonth,
  isCalendarDay,
  markRefusal,
  type SchoolCalendar,
  todayInPakistan,
  totalsOf,
} from './calendar.js';
import {
  isAttendanceAdmin,
  requireAttendanceAdmin,
  requireMarker,
  requireParent,
  requireSectionMarker,
} from './policy.js';
import * as repo from './repository.js';

export const MESSAGES = {
  sectionNotFound: 'Section not found.',
  studentNotFound: 'Student not found.',
  noStudentRecord: 'Your account is not linked to a student record.',
  notADate: 'Not a calendar date.',
  noYear: 'No academic year covers this date; add the year in School setup first.',
  notInSection: (id: number) => `Student ${id} is not in this section on this date.`,
  listedTwice: (id: number) => `Student ${id} is listed twice.`,
  opTwice: (opId: string) => `Change ${opId} is listed twice.`,
  notStaff: (id: number) => `User ${id} is not a teacher or administrator of this school.`,
  staffTwice: (id: number) => `User ${id} is listed twice.`,
  leaveTypeNotLeave: (id: number) => `User ${id}: a leave type goes only with a day marked leave.`,
  unknownLeaveType: (id: number) => `Leave type ${id} is not one of the school's leave types.`,
  allDaysOff: 'At least one weekday must be a school day.',
  holidayTwice: (day: string) => `${day} is listed twice.`,
  weekly: 'Weekly off day',
} as const;

/** The clock, replaceable in tests through deps (`deps.now`) when present. */
export function now(deps: AppDeps): Date {
  const clock = (deps as { now?: () => Date }).now;
  return clock ? clock() : new Date();
}

export function requireDay(day: string): void {
  if (!isCalendarDay(day)) throw invalidField('day', MESSAGES.notADate);
}

function refuse(refusal: NonNullable<ReturnType<typeof markRefusal>>): HttpError {
  return refusal.status === 403
    ? forbidden(refusal.detail)
    : new HttpError(422, refusal.detail, [{ field: 'day', message: refusal.detail }]);
}

export const cleanNote = (note: string | null | undefined): string | null => {
  const trimmed = note?.trim();
  return trimmed ? trimmed : null;
};

async function calendarAround(tx: Tx, tenantId: number, from: string, to: string) {
  return repo.calendarOf(tx, tenantId, { from, to });
}

async function sectionFor(tx: Tx, tenantId: number, sectionId: number) {
  const section = await repo.findSection(tx, tenantId, sectionId);
  if (!section) throw notFound(MESSAGES.sectionNotFound);
  return section;
}

// ------------------------------------------------------------------ registers

export async function registerView(
  tx: Tx,
  auth: AuthContext,
  tenantId: number,
  section: repo.SectionInfo,
  day: string,
  today: string,
  calendar: SchoolCalendar,
): Promise<Schemas['SectionRegister']> {
  const yearId = await repo.yearOf(tx, tenantId, day);
  const register = await repo.findRegister(tx, tenantId, section.id, day);
  const marks = new Map(
    (await repo.entries(tx, tenantId, section.id, day)).map((e) => [e.student_id, e]),
  );
  const students = yearId ? await repo.roster(tx, tenantId, yearId, section.id) : [];
  // A saved register shows its own students, also one who has since left the section.
  const missing = [...marks.keys()].filter((id) => !students.some((s) => s.student_id === id));
  const extra = (await repo.studentsByIds(tx, tenantId, missing, yearId)).map((s) => ({
    ...s,
    roll_no: s.roll_no ?? 9999,
  }));
  const all = [...students, ...extra].sort(
    (a, b) => a.roll_no - b.roll_no || a.student_id - b.student_id,
  );
  const entries = all.map((s) => {
    const mark = marks.get(s.student_id);
    return {
      student_id: Number(s.student_id),
      roll_no: s.roll_no,
      first_name: s.first_name,
      last_name: s.last_name,
      admission_no: s.admission_no,
      status: mark?.status ?? ('present' as const),
      note: mark?.note ?? null,
      version: mark ? Number(mark.version) : 0,
      changed_by: mark?.changed_by ?? null,
    };
  });
  const refusal = yearId
    ? markRefusal(calendar, day, today, isAttendanceAdmin(auth))
    : { status: 422 as const, detail: MESSAGES.noYear };
  return {
    section_id: section.id,
    class_name: section.class_name,
    section_name: section.section_name,
    day,
    saved: register !== undefined,
    editable: refusal === null,
    locked_reason: refusal?.detail ?? null,
    updated_at: register ? new Date(register.updated_at).toISOString() : null,
    entries,
    totals: totalsOf(register ? entries.map((e) => e.status) : []),
  };
}

export async function getSectionRegister(
  deps: AppDeps,
  auth: AuthContext,
  sectionId: number,
  day: string,
): Promise<Schemas['SectionRegister']> {
  requireMarker(auth);
  requireDay(day);
  const tenantId = schoolTenantId(auth);
  const today = todayInPakistan(now(deps));
  return inSchool(deps, auth, async (tx) => {
    const section = await sectionFor(tx, tenantId, sectionId);
    requireSectionMarker(auth, section);
    const calendar = await calendarAround(tx, tenantId, day, day);
    return registerView(tx, auth, tenantId, section, day, today, calendar);
  });
}

/**
 * A register opened for marking, where a whole save and an offline sync both start: the section
 * (its marker checked), the day refused when it cannot be marked (the 7-day window, off days,
 * holidays), the register claimed and locked (two saves of one section and day run one after
 * the other), its marks by student, and the roll.
 */
export async function openRegisterForMarking(
  tx: Tx,
  auth: AuthContext,
  tenantId: number,
  sectionId: number,
  day: string,
  today: string,
) {
  const section = await sectionFor(tx, tenantId, sectionId);
  requireSectionMarker(auth, section);
  const calendar = await calendarAround(tx, tenantId, day, day);
  const refusal = markRefusal(calendar, day, today, isAttendanceAdmin(auth));
  if (refusal) throw refuse(refusal);
  const yearId = await repo.yearOf(tx, tenantId, day);
  if (!yearId) throw invalidField('day', MESSAGES.noYear);
  const created = await repo.claimRegister(tx, tenantId, sectionId, day, yearId, auth.user.id);
  const marks = new Map(
    (await repo.entries(tx, tenantId, sectionId, day)).map((e) => [e.student_id, e]),
  );
  const students = await repo.roster(tx, tenantId, yearId, sectionId);
  const allowed = new Set([...students.map((s) => Number(s.student_id)), ...marks.keys()]);
  return { section, calendar, yearId, created, marks, students, allowed };
}

export async function saveSectionRegister(
  deps: AppDeps,
  auth: AuthContext,
  sectionId: number,
  day: string,
  body: Body<'saveSectionRegister'>,
): Promise<Schemas['SectionRegister']> {
  requireMarker(auth);
  requireDay(day);
  const tenantId = schoolTenantId(auth);
  const today = todayInPakistan(now(deps));
  return inSchool(deps, auth, async (tx) => {
    const {
      section,
      calendar,
      created,
      marks: before,
      students,
      allowed,
    } = await openRegisterForMarking(tx, auth, tenantId, sectionId, day, today);
    const sent = new Map<number, repo.EntryRow>();
    for (const entry of body.entries) {
      if (!allowed.has(entry.student_id))
        throw invalidField('entries', MESSAGES.notInSection(entry.student_id));
      if (sent.has(entry.student_id))
        throw invalidField('entries', MESSAGES.listedTwice(entry.student_id));
      sent.set(entry.student_id, {
        student_id: entry.student_id,
        status: entry.status,
        note: cleanNote(entry.note),
      });
    }
    // The whole register: everyone on the roll (and anyone the register already had), present
    // unless the save says otherwise.
    const next: repo.EntryRow[] = [...allowed].map(
      (id) => sent.get(id) ?? { student_id: id, status: 'present', note: null },
    );
    const changes: Record<string, { from: unknown; to: unknown }> = {};
    for (const entry of next) {
      const old = before.get(entry.student_id);
      const from = old ? { status: old.status, note: old.note } : null;
      const to = { status: entry.status, note: entry.note };
      if (!from || from.status !== to.status || from.note !== to.note)
        changes[String(entry.student_id)] = { from, to };
    }
    if (created || Object.keys(changes).length) {
      await repo.replaceEntries(tx, tenantId, sectionId, day, next, auth.user.id);
      await repo.touchRegister(tx, tenantId, sectionId, day, auth.user.id);
      await audit(tx, {
        tenantId,
        actorId: auth.user.id,
        action: created ? 'attendance.register_created' : 'attendance.register_updated',
        entityType: 'section',
        entityId: sectionId,
        changes: {
          day,
          // A new register: only the students not present, to keep the trail readable.
          students: created
            ? Object.fromEntries(
                Object.entries(changes).filter(
                  ([, c]) => (c.to as { status: string }).status !== 'present',
                ),
              )
            : changes,
        },
      });
      if (day === today) {
        const names = new Map(
          students.map((st) => [Number(st.student_id), `${st.first_name} ${st.last_name}`]),
        );
        await alertGuardians(tx, tenantId, sectionId, day, next, names);
      }
    }
    return registerView(tx, auth, tenantId, section, day, today, calendar);
  });
}

/**
 * The absence alert of today's register: raised for every absent student (once per student and
 * day: a re-save changes nothing), withdrawn for a student set back to present, late or leave.
 * The parent sees active alerts in the app (listAttendanceAlerts). A student's FIRST absence of
 * the day also goes to their guardians through the notifications service (the inbox,
 * e-mail, and SMS / WhatsApp where the guardian consented), in this same transaction, under the
 * key `absence:<studentId>:<day>` so that no retry or re-save sends it twice. A student set back
 * to present and then absent again the same day is not notified again.
 */
export async function alertGuardians(
  tx: Tx,
  tenantId: number,
  sectionId: number,
  day: string,
  next: repo.EntryRow[],
  names: ReadonlyMap<number, string>,
): Promise<void> {
  const absent = next
    .filter((e) => e.status === 'absent')
    .map((e) => ({ student_id: e.student_id, note: e.note }));
  const others = next.filter((e) => e.status !== 'absent').map((e) => e.student_id);
  const first = await repo.syncAlerts(tx, tenantId, sectionId, day, absent, others);
  if (!first.length) return;
  const guardians = await repo.guardiansOfStudents(tx, tenantId, first);
  for (const studentId of first) {
    const guardianIds = guardians
      .filter((g) => Number(g.student_id) === studentId)
      .map((g) => Number(g.guardian_id));
    if (!guardianIds.length) continue;
    await notify(tx, {
      event: 'absence',
      recipients: { guardianIds },
      data: { student_name: names.get(studentId) ?? '', date: readableDay(day) },
      idempotencyKey: `absence:${studentId}:${day}`,
      link: '/dashboard',
    });
  }
}

/** `2026-11-24` → `24 November 2026` (the templates put it in a sentence). */
function readableDay(day: string): string {
  return new Intl.DateTimeFormat('en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${day}T00:00:00Z`));
}

export async function listAttendanceAlerts(
  deps: AppDeps,
  auth: AuthContext,
): Promise<Schemas['AttendanceAlertList']> {
  requireParent(auth);
  const tenantId = schoolTenantId(auth);
  const since = addDays(todayInPakistan(now(deps)), -30);
  return inSchool(deps, auth, async (tx) => {
    const rows = await repo.alertsOfParent(tx, tenantId, auth.user.id, since);
    return {
      items: rows.map((r) => ({
        ...r,
        student_id: Number(r.student_id),
        created_at: new Date(r.created_at).toISOString(),
      })),
    };
  });
}

// ------------------------------------------------------------------ today

export async function getAttendanceToday(
  deps: AppDeps,
  auth: AuthContext,
): Promise<Schemas['AttendanceToday']> {
  requireMarker(auth);
  const tenantId = schoolTenantId(auth);
  const today = todayInPakistan(now(deps));
  return inSchool(deps, auth, async (tx) => {
    const calendar = await calendarAround(tx, tenantId, today, today);
    const kind = dayKind(calendar, today, today);
    const yearId =
      (await repo.yearOf(tx, tenantId, today)) ?? (await repo.currentYearId(tx, tenantId));
    const rows = yearId
      ? await repo.todaySections(
          tx,
          tenantId,
          yearId,
          today,
          isAttendanceAdmin(auth) ? null : auth.user.id,
        )
      : [];
    const summary = totalsOf([]);
    const sections = rows.map((r) => {
      const totals = totalsOf([]);
      totals.present = r.present;
      totals.absent = r.absent;
      totals.late = r.late;
      totals.leave = r.leave;
      totals.days = r.present + r.absent + r.late + r.leave;
      addTotals(totals, totalsOf([]));
      addTotals(summary, totals);
      return {
        section_id: Number(r.section_id),
        class_name: r.class_name,
        section_name: r.section_name,
        students: Number(r.students),
        saved: Boolean(r.saved),
        totals,
        updated_at: r.updated_at ? new Date(r.updated_at).toISOString() : null,
      };
    });
    return {
      day: today,
      is_school_day: kind === 'school',
      closed_reason:
        kind === 'holiday'
          ? (calendar.holidays.get(today) ?? null)
          : kind === 'off'
            ? MESSAGES.weekly
            : null,
      sections,
      summary: {
        sections: sections.length,
        sections_saved: sections.filter((s) => s.saved).length,
        totals: summary,
      },
    };
  });
}

// ------------------------------------------------------------------ months

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

// ------------------------------------------------------------------ settings

export async function getAttendanceSettings(
  deps: AppDeps,
  auth: AuthContext,
): Promise<Schemas['AttendanceSettings']> {
  const tenantId = schoolTenantId(auth);
  return inSchool(deps, auth, async (tx) => ({
    weekly_off_days: (await repo.weeklyOffDays(tx, tenantId)).sort((a, b) => a - b),
    holidays: await repo.holidays(tx, tenantId),
  }));
}

export async function updateAttendanceSettings(
  deps: AppDeps,
  auth: AuthContext,
  body: Body<'updateAttendanceSettings'>,
): Promise<Schemas['AttendanceSettings']> {
  requireAttendanceAdmin(auth);
  const tenantId = schoolTenantId(auth);
  const offDays = [...new Set(body.weekly_off_days)].sort((a, b) => a - b);
  if (offDays.length >= 7) throw invalidField('weekly_off_days', MESSAGES.allDaysOff);
  const seen = new Set<string>();
  const list: repo.HolidayRow[] = [];
  for (const holiday of body.holidays) {
    if (!isCalendarDay(holiday.day)) throw invalidField('holidays', MESSAGES.notADate);
    if (seen.has(holiday.day)) throw invalidField('holidays', MESSAGES.holidayTwice(holiday.day));
    seen.add(holiday.day);
    const name = holiday.name.trim();
    if (!name) throw invalidField('holidays', 'Every holiday needs a name.');
    list.push({ day: holiday.day, name });
  }
  list.sort((a, b) => a.day.localeCompare(b.day));
  return inSchool(deps, auth, async (tx) => {
    await repo.lockSettings(tx, tenantId);
    const beforeOff = (await repo.weeklyOffDays(tx, tenantId)).sort((a, b) => a - b);
    const beforeHolidays = await repo.holidays(tx, tenantId);
    const changes: Record<string, unknown> = {};
    if (JSON.stringify(beforeOff) !== JSON.stringify(offDays))
      changes.weekly_off_days = { from: beforeOff, to: offDays };
    const key = (h: repo.HolidayRow) => `${h.day} ${h.name}`;
    const oldKeys = new Set(beforeHolidays.map(key));
    const newKeys = new Set(list.map(key));
    const added = list.filter((h) => !oldKeys.has(key(h)));
    const removed = beforeHolidays.filter((h) => !newKeys.has(key(h)));
    if (added.length || removed.length) changes.holidays = { added, removed };
    if (Object.keys(changes).length) {
      await repo.saveSettings(tx, tenantId, offDays, list);
      await audit(tx, {
        tenantId,
        actorId: auth.user.id,
        action: 'attendance.settings_updated',
        entityType: 'attendance_settings',
        entityId: null,
        changes,
      });
    }
    return { weekly_off_days: offDays, holidays: list };
  });
}

// ------------------------------------------------------------------ staff

/**
 * The leave types a staff leave day may name: only while the HR module is on (it owns them);
 * archived ones stay readable on the days that name them but are not offered.
 */
async function leaveTypesOf(tx: Tx, tenantId: number) {
  if (!(await tenantHasModule(tx, tenantId, 'hr-management'))) return [];
  return repo.staffLeaveTypes(tx, tenantId);
}

async function staffView(
  tx: Tx,
  tenantId: number,
  day: string,
  refusal: ReturnType<typeof markRefusal>,
): Promise<Schemas['StaffRegister']> {
  const [list, types] = await Promise.all([
    repo.staffRegister(tx, tenantId, day),
    leaveTypesOf(tx, tenantId),
  ]);
  return {
    day,
    saved: list.some((r) => r.status !== null),
    editable: refusal === null,
    locked_reason: refusal?.detail ?? null,
    entries: list.map((r) => ({
      user_id: Number(r.user_id),
      first_name: r.first_name,
      last_name: r.last_name,
      role: r.role,
      status: r.status ?? 'present',
      note: r.note,
      leave_type_id: r.leave_type_id === null ? null : Number(r.leave_type_id),
    })),
    leave_types: types
      .filter((t) => !t.archived)
      .map(({ id, name, name_ur }) => ({ id, name, name_ur })),
  };
}

interface StaffEntry {
  user_id: number;
  status: repo.StaffStatus;
  note: string | null;
  leave_type_id: number | null;
}

/**
 * The leave type a staff day will name: only a leave day has one; absent keeps the stored type
 * (a screen that does not know leave types changes none), null clears it; a new choice must be
 * one of the offered types (an archived type only where the day already names it).
 */
function leaveTypeOf(
  entry: Body<'saveStaffRegister'>['entries'][number],
  stored: repo.StaffRow,
  types: { id: number; archived: boolean }[],
): number | null {
  const storedType = stored.leave_type_id === null ? null : Number(stored.leave_type_id);
  if (entry.status !== 'leave') {
    if (entry.leave_type_id != null)
      throw invalidField('entries', MESSAGES.leaveTypeNotLeave(entry.user_id));
    return null;
  }
  if (entry.leave_type_id === undefined) return stored.status === 'leave' ? storedType : null;
  if (entry.leave_type_id === null || entry.leave_type_id === storedType)
    return entry.leave_type_id;
  const type = types.find((t) => t.id === entry.leave_type_id);
  if (!type || type.archived)
    throw invalidField('entries', MESSAGES.unknownLeaveType(entry.leave_type_id));
  return type.id;
}

export async function getStaffRegister(
  deps: AppDeps,
  auth: AuthContext,
  day: string,
): Promise<Schemas['StaffRegister']> {
  requireAttendanceAdmin(auth);
  requireDay(day);
  const tenantId = schoolTenantId(auth);
  const today = todayInPakistan(now(deps));
  return inSchool(deps, auth, async (tx) => {
    const calendar = await calendarAround(tx, tenantId, day, day);
    return staffView(tx, tenantId, day, markRefusal(calendar, day, today, true));
  });
}

export async function saveStaffRegister(
  deps: AppDeps,
  auth: AuthContext,
  day: string,
  body: Body<'saveStaffRegister'>,
): Promise<Schemas['StaffRegister']> {
  requireAttendanceAdmin(auth);
  requireDay(day);
  const tenantId = schoolTenantId(auth);
  const today = todayInPakistan(now(deps));
  return inSchool(deps, auth, async (tx) => {
    const calendar = await calendarAround(tx, tenantId, day, day);
    const refusal = markRefusal(calendar, day, today, true);
    if (refusal) throw refuse(refusal);
    await repo.lockStaffDay(tx, tenantId, day);
    const before = await repo.staffRegister(tx, tenantId, day);
    const staff = new Map(before.map((r) => [Number(r.user_id), r]));
    const sent = new Map<number, StaffEntry>();
    const types = await leaveTypesOf(tx, tenantId);
    for (const entry of body.entries) {
      if (!staff.has(entry.user_id))
        throw invalidField('entries', MESSAGES.notStaff(entry.user_id));
      if (sent.has(entry.user_id))
        throw invalidField('entries', MESSAGES.staffTwice(entry.user_id));
      sent.set(entry.user_id, {
        user_id: entry.user_id,
        status: entry.status,
        note: cleanNote(entry.note),
        leave_type_id: leaveTypeOf(entry, staff.get(entry.user_id)!, types),
      });
    }
    const next = [...staff.keys()].map(
      (id) =>
        sent.get(id) ?? {
          user_id: id,
          status: 'present' as const,
          note: null,
          leave_type_id: null,
        },
    );
    const changes: Record<string, { from: unknown; to: unknown }> = {};
    for (const entry of next) {
      const old = staff.get(entry.user_id)!;
      const oldType = old.leave_type_id === null ? null : Number(old.leave_type_id);
      const from = old.status
        ? { status: old.status, note: old.note, leave_type_id: oldType }
        : null;
      if (
        !from ||
        from.status !== entry.status ||
        from.note !== entry.note ||
        from.leave_type_id !== entry.leave_type_id
      )
        changes[String(entry.user_id)] = {
          from,
          to: { status: entry.status, note: entry.note, leave_type_id: entry.leave_type_id },
        };
    }
    if (Object.keys(changes).length) {
      await repo.replaceStaff(tx, tenantId, day, next, auth.user.id);
      await audit(tx, {
        tenantId,
        actorId: auth.user.id,
        action: 'attendance.staff_saved',
        entityType: 'staff_attendance',
        entityId: null,
        changes: { day, staff: changes },
      });
    }
    return staffView(tx, tenantId, day, null);
  });
}
