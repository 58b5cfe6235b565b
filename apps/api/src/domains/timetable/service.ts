// Timetable rules: a bell schedule per weekday (breaks included, Friday may be
// shorter); one entry per section and period with a subject of the section's class, a teacher
// of the school and an optional room. A teacher or a room in two places in one period, or a
// lesson in a break, is impossible: the database's unique keys and the break foreign key decide,
// also under concurrent saves, and the service names the clash in the 409. Every change audited.
import type { Tx } from '../../db/client.js';
import type { AppDeps } from '../../deps.js';
import type { AuthContext } from '../../http/context.js';
import { conflict, forbidden, HttpError, invalidField, notFound } from '../../http/errors.js';
import type { Body, Schemas } from '../../http/types.js';
import { pakistanClock } from '../_shared/pakistanTime.js';
import { audit } from '../audit/service.js';
import { schoolTenantId } from '../school/policy.js';
import { inSchool } from '../school/transaction.js';
import {
  isParent,
  isStaff,
  isTimetableAdmin,
  POLICY_MESSAGES,
  requireTeacherWeek,
  requireTimetableAdmin,
} from './policy.js';
import * as repo from './repository.js';

const WEEKDAYS = [
  'Sunday',
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
] as const;

const MESSAGES = {
  sectionNotFound: 'Section not found.',
  teacherNotFound: 'Teacher not found.',
  teacherClash: (teacher: string, section: string, period: number, day: string) =>
    `${teacher} already teaches ${section} in period ${period} on ${day}.`,
  roomClash: (room: string, section: string, period: number, day: string) =>
    `Room ${room} is already taken by ${section} in period ${period} on ${day}.`,
  sectionClash: (section: string, subject: string, period: number, day: string) =>
    `${section} already has ${subject} in period ${period} on ${day}.`,
  savedMeanwhile: 'Another change to this period was saved at the same time; reload and try again.',
  isBreak: (period: number, day: string) =>
    `Period ${period} on ${day} is a break; it cannot hold a lesson.`,
  noSuchPeriod: (period: number, day: string) =>
    `${day} has no period ${period}; add it to the bell schedule first.`,
  subjectNotOfClass: 'This subject is not taught in this class.',
  notStaff: 'This user is not a teacher of this school.',
  periodInUse: (period: number, day: string, count: number) =>
    `Period ${period} on ${day} holds ${count} lessons; move or clear them first.`,
  endsBeforeStart: (period: number) => `Period ${period} must end after it starts.`,
  overlaps: (period: number) =>
    `Period ${period} must start at or after the end of the one before.`,
  noStudentRecord: 'Your account is not linked to a student record.',
} as const;

/** The clock, replaceable in tests through deps (`deps.now`) when present. */
function now(deps: AppDeps): Date {
  const clock = (deps as { now?: () => Date }).now;
  return clock ? clock() : new Date();
}

const sectionTitle = (r: { class_name: string; section_name: string }) =>
  `${r.class_name} ${r.section_name}`;

function weekOf(periods: repo.PeriodRow[]): Schemas['BellScheduleDay'][] {
  return WEEKDAYS.map((_, weekday) => ({
    weekday,
    periods: periods.filter((p) => p.weekday === weekday).map(({ weekday: _w, ...p }) => p),
  }));
}

const cleanRoom = (room: string | null | undefined): string | null => {
  const trimmed = room?.trim().replace(/\s+/g, ' ');
  return trimmed ? trimmed : null;
};

// ------------------------------------------------------------------ bell schedule

export async function getBellSchedule(
  deps: AppDeps,
  auth: AuthContext,
): Promise<Schemas['BellSchedule']> {
  const tenantId = schoolTenantId(auth);
  return inSchool(deps, auth, async (tx) => ({ days: weekOf(await repo.periods(tx, tenantId)) }));
}

export async function saveBellScheduleDay(
  deps: AppDeps,
  auth: AuthContext,
  weekday: number,
  body: Body<'saveBellScheduleDay'>,
): Promise<Schemas['BellScheduleDay']> {
  requireTimetableAdmin(auth);
  const tenantId = schoolTenantId(auth);
  const next = body.periods.map((p, i) => ({
    number: i + 1,
    starts_at: p.starts_at,
    ends_at: p.ends_at,
    is_break: p.is_break ?? false,
    label: p.label?.trim() ? p.label.trim() : null,
  }));
  next.forEach((p, i) => {
    if (p.ends_at <= p.starts_at)
      throw invalidField(`periods.${i}.ends_at`, MESSAGES.endsBeforeStart(p.number));
    const before = next[i - 1];
    if (before && p.starts_at < before.ends_at)
      throw invalidField(`periods.${i}.starts_at`, MESSAGES.overlaps(p.number));
  });
  const dayName = WEEKDAYS[weekday] ?? String(weekday);
  return inSchool(deps, auth, async (tx) => {
    await repo.lockSchedule(tx, tenantId);
    const before = await repo.periods(tx, tenantId, weekday);
    const used = await repo.entriesPerPeriod(tx, tenantId, weekday);
    for (const [number, count] of used) {
      const kept = next.find((p) => p.number === number);
      if (!kept || kept.is_break) throw conflict(MESSAGES.periodInUse(number, dayName, count));
    }
    await repo.replaceDay(tx, tenantId, weekday, next);
    await audit(tx, {
      tenantId,
      actorId: auth.user.id,
      action: 'timetable.bell_schedule_updated',
      entityType: 'weekday',
      entityId: weekday,
      changes: {
        weekday: dayName,
        from: before.map(({ weekday: _w, ...p }) => p),
        to: next,
      },
    });
    return {
      weekday,
      periods: (await repo.periods(tx, tenantId, weekday)).map(({ weekday: _w, ...p }) => p),
    };
  });
}

// ------------------------------------------------------------------ section week

async function sectionFor(tx: Tx, tenantId: number, sectionId: number) {
  const section = await repo.findSection(tx, tenantId, sectionId);
  if (!section) throw notFound(MESSAGES.sectionNotFound);
  return section;
}

/** Staff any section; a student their own; a parent their children's. Others: 403. */
async function requireSectionReader(
  tx: Tx,
  auth: AuthContext,
  tenantId: number,
  sectionId: number,
) {
  if (isStaff(auth)) return;
  if (isParent(auth)) {
    const children = await repo.childrenWithSections(tx, tenantId, auth.user.id);
    if (children.some((c) => c.section_id === sectionId)) return;
  } else {
    const mine = await repo.sectionOfStudentUser(tx, tenantId, auth.user.id);
    if (mine?.section_id === sectionId) return;
  }
  throw forbidden(POLICY_MESSAGES.ownSectionOnly);
}

export async function getSectionTimetable(
  deps: AppDeps,
  auth: AuthContext,
  sectionId: number,
): Promise<Schemas['SectionTimetable']> {
  const tenantId = schoolTenantId(auth);
  return inSchool(deps, auth, async (tx) => {
    await requireSectionReader(tx, auth, tenantId, sectionId);
    const section = await sectionFor(tx, tenantId, sectionId);
    const options = isTimetableAdmin(auth)
      ? {
          subjects: await repo.subjectsOfClass(tx, tenantId, section.class_id, section.id),
          teachers: await repo.staff(tx, tenantId),
        }
      : null;
    return {
      section_id: section.id,
      class_name: section.class_name,
      section_name: section.section_name,
      room: section.room,
      days: weekOf(await repo.periods(tx, tenantId)),
      entries: await repo.entriesOfSection(tx, tenantId, section.id),
      options,
    };
  });
}

export async function setTimetableEntry(
  deps: AppDeps,
  auth: AuthContext,
  sectionId: number,
  weekday: number,
  period: number,
  body: Body<'setTimetableEntry'>,
): Promise<Schemas['TimetableEntry']> {
  requireTimetableAdmin(auth);
  const tenantId = schoolTenantId(auth);
  const dayName = WEEKDAYS[weekday] ?? String(weekday);
  const room = cleanRoom(body.room);
  const cell = { section_id: sectionId, weekday, period };
  return inSchool(deps, auth, async (tx) => {
    const section = await sectionFor(tx, tenantId, sectionId);
    const slot = await repo.findPeriod(tx, tenantId, weekday, period);
    if (!slot) throw invalidField('period', MESSAGES.noSuchPeriod(period, dayName));
    if (slot.is_break) throw invalidField('period', MESSAGES.isBreak(period, dayName));
    const subjects = await repo.subjectsOfClass(tx, tenantId, section.class_id, section.id);
    if (!subjects.some((s) => s.id === body.subject_id))
      throw invalidField('subject_id', MESSAGES.subjectNotOfClass);
    if (!(await repo.staff(tx, tenantId, body.teacher_id)).length)
      throw invalidField('teacher_id', MESSAGES.notStaff);

    // A lesson with no room of its own is held in the section's home room.
    const inUse = room ?? section.room ?? null;
    const clash = async () => {
      const found = await repo.clashes(tx, tenantId, cell, body.teacher_id, inUse);
      const others = found.filter((e) => e.section_id !== sectionId);
      const teacher = others.find((e) => e.teacher_id === body.teacher_id);
      if (teacher)
        return MESSAGES.teacherClash(teacher.teacher_name, sectionTitle(teacher), period, dayName);
      const inRoom = others.find(
        (e) => inUse !== null && e.room_in_use?.toLowerCase() === inUse.toLowerCase(),
      );
      if (inRoom)
        return MESSAGES.roomClash(
          inRoom.room_in_use ?? inUse ?? '',
          sectionTitle(inRoom),
          period,
          dayName,
        );
      return undefined;
    };
    await repo.lockPeriod(tx, tenantId, weekday, period);
    const before = await clash();
    if (before) throw conflict(before);

    const old = await repo.deleteEntry(tx, tenantId, cell);
    const id = await repo.insertEntry(tx, tenantId, cell, { ...body, room }, auth.user.id);
    if (id === undefined) {
      // A concurrent save won the period, the teacher or the room: name what it holds now.
      const named = await clash();
      if (named) throw conflict(named);
      const [same] = await repo
        .entriesOfSection(tx, tenantId, sectionId, weekday)
        .then((list) => list.filter((e) => e.period === period));
      throw conflict(
        same
          ? MESSAGES.sectionClash(sectionTitle(same), same.subject_name, period, dayName)
          : MESSAGES.savedMeanwhile,
      );
    }
    const entry = await repo.findEntry(tx, tenantId, id);
    if (!entry) throw new HttpError(500, 'The saved entry could not be read back.');
    await audit(tx, {
      tenantId,
      actorId: auth.user.id,
      action: old ? 'timetable.entry_updated' : 'timetable.entry_created',
      entityType: 'section',
      entityId: sectionId,
      changes: {
        weekday: dayName,
        period,
        from: old
          ? { subject_id: old.subject_id, teacher_id: old.teacher_id, room: old.room }
          : null,
        to: { subject_id: entry.subject_id, teacher_id: entry.teacher_id, room: entry.room },
      },
    });
    return entry;
  });
}

export async function deleteTimetableEntry(
  deps: AppDeps,
  auth: AuthContext,
  sectionId: number,
  weekday: number,
  period: number,
): Promise<void> {
  requireTimetableAdmin(auth);
  const tenantId = schoolTenantId(auth);
  await inSchool(deps, auth, async (tx) => {
    await sectionFor(tx, tenantId, sectionId);
    const old = await repo.deleteEntry(tx, tenantId, { section_id: sectionId, weekday, period });
    if (old)
      await audit(tx, {
        tenantId,
        actorId: auth.user.id,
        action: 'timetable.entry_deleted',
        entityType: 'section',
        entityId: sectionId,
        changes: {
          weekday: WEEKDAYS[weekday] ?? String(weekday),
          period,
          from: { subject_id: old.subject_id, teacher_id: old.teacher_id, room: old.room },
          to: null,
        },
      });
  });
}

// ------------------------------------------------------------------ teacher week

export async function getTeacherTimetable(
  deps: AppDeps,
  auth: AuthContext,
  teacherId: number,
): Promise<Schemas['TeacherTimetable']> {
  requireTeacherWeek(auth, teacherId);
  const tenantId = schoolTenantId(auth);
  return inSchool(deps, auth, async (tx) => {
    const [teacher] = await repo.staff(tx, tenantId, teacherId);
    if (!teacher) throw notFound(MESSAGES.teacherNotFound);
    return {
      teacher_id: teacher.id,
      teacher_name: teacher.name,
      days: weekOf(await repo.periods(tx, tenantId)),
      entries: await repo.entriesOfTeacher(tx, tenantId, teacher.id),
    };
  });
}

// ------------------------------------------------------------------ today

type TodayPeriod = Schemas['TodayPeriod'];

/** Each listed period past, current, next (the first to start after now) or later. */
export function withStates(list: Omit<TodayPeriod, 'state'>[], time: string): TodayPeriod[] {
  let nextGiven = false;
  return list.map((p) => {
    let state: TodayPeriod['state'];
    if (p.ends_at <= time) state = 'past';
    else if (p.starts_at <= time) state = 'current';
    else if (!nextGiven) {
      state = 'next';
      nextGiven = true;
    } else state = 'later';
    return { ...p, state };
  });
}

export async function getTimetableToday(
  deps: AppDeps,
  auth: AuthContext,
): Promise<Schemas['TimetableToday']> {
  const tenantId = schoolTenantId(auth);
  const clock = pakistanClock(now(deps));
  return inSchool(deps, auth, async (tx) => {
    const periods = (await repo.periods(tx, tenantId, clock.weekday)).map(
      ({ weekday: _w, ...p }) => p,
    );
    const sectionDay = async (sectionId: number) => {
      const entries = await repo.entriesOfSection(tx, tenantId, sectionId, clock.weekday);
      return withStates(
        periods.map((p) => ({ ...p, entry: entries.find((e) => e.period === p.number) ?? null })),
        clock.time,
      );
    };
    const groups: Schemas['TimetableTodayGroup'][] = [];
    if (isStaff(auth)) {
      const entries = await repo.entriesOfTeacher(tx, tenantId, auth.user.id, clock.weekday);
      const [me] = await repo.staff(tx, tenantId, auth.user.id);
      groups.push({
        kind: 'teacher',
        title: me?.name ?? '',
        student_id: null,
        section_id: null,
        periods: withStates(
          periods
            .filter((p) => entries.some((e) => e.period === p.number))
            .map((p) => ({ ...p, entry: entries.find((e) => e.period === p.number) ?? null })),
          clock.time,
        ),
      });
    } else if (isParent(auth)) {
      for (const child of await repo.childrenWithSections(tx, tenantId, auth.user.id)) {
        groups.push({
          kind: 'section',
          title: child.name,
          student_id: child.student_id,
          section_id: child.section_id,
          periods: child.section_id === null ? [] : await sectionDay(child.section_id),
        });
      }
    } else {
      const mine = await repo.sectionOfStudentUser(tx, tenantId, auth.user.id);
      if (mine)
        groups.push({
          kind: 'section',
          title: mine.name,
          student_id: mine.student_id,
          section_id: mine.section_id,
          periods: await sectionDay(mine.section_id),
        });
    }
    return { day: clock.day, weekday: clock.weekday, time: clock.time, groups };
  });
}
