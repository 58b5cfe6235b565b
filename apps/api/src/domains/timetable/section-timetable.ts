// A section's timetable: one entry per period with a subject of the section's class, a teacher of
// the school and an optional room; a teacher or a room in two places in one period is refused
// (409), saying where. A lesson in a break is impossible too: the database's unique keys and the
// break foreign key decide, also under concurrent saves. Every change audited.
import type { Tx } from '../../db/client.js';
import type { AppDeps } from '../../deps.js';
import type { AuthContext } from '../../http/context.js';
import { conflict, forbidden, HttpError, invalidField, notFound } from '../../http/errors.js';
import type { Body, Schemas } from '../../http/types.js';
import { audit } from '../audit/service.js';
import { schoolTenantId } from '../school/policy.js';
import { inSchool } from '../school/transaction.js';
import { MESSAGES } from './messages.js';
import { cleanRoom, sectionTitle, WEEKDAYS, weekOf } from './office.js';
import {
  isParent,
  isStaff,
  isTimetableAdmin,
  POLICY_MESSAGES,
  requireTimetableAdmin,
} from './policy.js';
import * as repo from './repository.js';

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
    if (!slot) throw invalidField('period', MESSAGES.noSuchPeriod({ period, day: dayName }));
    if (slot.is_break) throw invalidField('period', MESSAGES.isBreak({ period, day: dayName }));
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
        return MESSAGES.teacherClash({
          teacher: teacher.teacher_name,
          section: sectionTitle(teacher),
          period,
          day: dayName,
        });
      const inRoom = others.find(
        (e) => inUse !== null && e.room_in_use?.toLowerCase() === inUse.toLowerCase(),
      );
      if (inRoom)
        return MESSAGES.roomClash({
          room: inRoom.room_in_use ?? inUse ?? '',
          section: sectionTitle(inRoom),
          period,
          day: dayName,
        });
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
          ? MESSAGES.sectionClash({
              section: sectionTitle(same),
              subject: same.subject_name,
              period,
              day: dayName,
            })
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
