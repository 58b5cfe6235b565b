// The school's part of the role dashboards: the office's day (fees collected today, defaulters,
// today's attendance) and a teacher's day (today's periods, the registers they keep). Each figure
// is read from the same rows and rules as the screen it opens (`/fees/defaulters`,
// `/attendance/today`, `/timetable/today`), so the tile and the page never disagree; a module
// that is off leaves its part null or empty, so no tile leads to a refusal.
import type { Tx } from '../../db/client.js';
import type { Schemas } from '../../http/types.js';
import { pakistanClock } from '../_shared/pakistanTime.js';
import { dayKind } from '../attendance/calendar.js';
import * as attendance from '../attendance/repository.js';
import * as fees from '../fees/repository.js';
import { voucherOut } from '../fees/vouchers.js';
import * as timetable from '../timetable/repository.js';
import * as repo from './by-role.repository.js';

/** Module slugs of the school half (packages/policy MODULES_WITH_SCREENS). */
const FEES_MODULE = 'fee-management';
const ATTENDANCE_MODULE = 'attendance';
const TIMETABLE_MODULE = 'timetable';

async function isSchoolDay(tx: Tx, tenantId: number, day: string): Promise<boolean> {
  const calendar = await attendance.calendarOf(tx, tenantId, { from: day, to: day });
  return dayKind(calendar, day, day) === 'school';
}

async function yearOf(tx: Tx, tenantId: number, day: string): Promise<number | undefined> {
  return (
    (await attendance.yearOf(tx, tenantId, day)) ?? (await attendance.currentYearId(tx, tenantId))
  );
}

async function officeFees(
  tx: Tx,
  tenantId: number,
  day: string,
): Promise<Schemas['SchoolOfficeFees']> {
  const collected = await repo.feesCollectedOn(tx, tenantId, day);
  // The defaulters list's own rule: overdue vouchers whose balance (late fee included) is owed.
  const owed = (await fees.overdue(tx, tenantId, day, {}))
    .map((voucher) => voucherOut(voucher, day).balance)
    .filter((balance) => balance > 0);
  return {
    collected_today: collected.amount,
    payments_today: collected.payments,
    defaulters: owed.length,
    overdue_total: owed.reduce((sum, balance) => sum + balance, 0),
  };
}

async function officeAttendance(
  tx: Tx,
  tenantId: number,
  day: string,
): Promise<Schemas['SchoolOfficeAttendance']> {
  const yearId = await yearOf(tx, tenantId, day);
  const sections = yearId ? await attendance.todaySections(tx, tenantId, yearId, day, null) : [];
  const sum = (pick: (row: attendance.TodayRow) => number) =>
    sections.reduce((total, row) => total + Number(pick(row)), 0);
  return {
    is_school_day: await isSchoolDay(tx, tenantId, day),
    sections: sections.length,
    marked: sections.filter((row) => row.saved).length,
    students: sum((row) => row.students),
    present: sum((row) => row.present),
    absent: sum((row) => row.absent),
    late: sum((row) => row.late),
    leave: sum((row) => row.leave),
  };
}

/** The office's day; null when neither the fee nor the attendance module is on. */
export async function schoolOfficeDay(
  tx: Tx,
  tenantId: number,
  enabled: ReadonlySet<string>,
  now: Date,
): Promise<Schemas['SchoolOfficeDay'] | null> {
  const withFees = enabled.has(FEES_MODULE);
  const withAttendance = enabled.has(ATTENDANCE_MODULE);
  if (!withFees && !withAttendance) return null;
  const { day } = pakistanClock(now);
  return {
    day,
    fees: withFees ? await officeFees(tx, tenantId, day) : null,
    attendance: withAttendance ? await officeAttendance(tx, tenantId, day) : null,
  };
}

/** A teacher's day; null when neither the timetable nor the attendance module is on. */
export async function teacherDay(
  tx: Tx,
  tenantId: number,
  teacherId: number,
  enabled: ReadonlySet<string>,
  now: Date,
): Promise<Schemas['TeacherDay'] | null> {
  const withTimetable = enabled.has(TIMETABLE_MODULE);
  const withAttendance = enabled.has(ATTENDANCE_MODULE);
  if (!withTimetable && !withAttendance) return null;
  const { day, weekday } = pakistanClock(now);
  const yearId = withAttendance || withTimetable ? await yearOf(tx, tenantId, day) : undefined;
  // Every section's register state today (a period may be in a section the teacher does not keep).
  const allSections = yearId ? await attendance.todaySections(tx, tenantId, yearId, day, null) : [];
  const saved = new Set(allSections.filter((r) => r.saved).map((r) => Number(r.section_id)));
  const own =
    withAttendance && yearId
      ? await attendance.todaySections(tx, tenantId, yearId, day, teacherId)
      : [];
  let periods: Schemas['TeacherDayPeriod'][] = [];
  if (withTimetable) {
    const bells = await timetable.periods(tx, tenantId, weekday);
    const entries = await timetable.entriesOfTeacher(tx, tenantId, teacherId, weekday);
    periods = bells.flatMap((bell) => {
      const entry = entries.find((e) => e.period === bell.number);
      if (!entry || bell.is_break) return [];
      return [
        {
          number: bell.number,
          starts_at: bell.starts_at,
          ends_at: bell.ends_at,
          section_id: Number(entry.section_id),
          class_name: entry.class_name,
          section_name: entry.section_name,
          subject_name: entry.subject_name,
          room: entry.room,
          register_saved: saved.has(Number(entry.section_id)),
        },
      ];
    });
  }
  return {
    day,
    is_school_day: await isSchoolDay(tx, tenantId, day),
    periods,
    registers: own.map((row) => ({
      section_id: Number(row.section_id),
      class_name: row.class_name,
      section_name: row.section_name,
      students: Number(row.students),
      saved: Boolean(row.saved),
    })),
  };
}
