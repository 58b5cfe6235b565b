// A section's register: one per section and date, saved whole and idempotently in one transaction;
// no future dates, weekly off days or holidays; a teacher marks only the sections they are class
// teacher of and only within 7 days; every change audited with before and after.
import type { Tx } from '../../db/client.js';
import type { AppDeps } from '../../deps.js';
import type { AuthContext } from '../../http/context.js';
import { invalidField } from '../../http/errors.js';
import type { Body, Schemas } from '../../http/types.js';
import { audit } from '../audit/service.js';
import { schoolTenantId } from '../school/policy.js';
import { inSchool } from '../school/transaction.js';
import { alertGuardians } from './alerts.js';
import { markRefusal, type SchoolCalendar, todayInPakistan, totalsOf } from './calendar.js';
import { MESSAGES } from './messages.js';
import { calendarAround, cleanNote, now, refuse, requireDay, sectionFor } from './office.js';
import { isAttendanceAdmin, requireMarker, requireSectionMarker } from './policy.js';
import * as repo from './repository.js';

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
    : { status: 422 as const, detail: MESSAGES.noYear.en };
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
        throw invalidField('entries', MESSAGES.notInSection({ id: entry.student_id }));
      if (sent.has(entry.student_id))
        throw invalidField('entries', MESSAGES.listedTwice({ id: entry.student_id }));
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
