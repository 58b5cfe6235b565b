// The offline register's sync: a device's queued per-student changes, each with the version of
// the student's mark it was made on and a client operation id. Applied per student; a mark that
// someone else changed meanwhile is kept and reported as a conflict (who set what) instead of
// being overwritten; an operation id handled before is not applied again.
import type { AppDeps } from '../../deps.js';
import type { AuthContext } from '../../http/context.js';
import { invalidField } from '../../http/errors.js';
import type { Body, Schemas } from '../../http/types.js';
import { audit } from '../audit/service.js';
import { schoolTenantId } from '../school/policy.js';
import { inSchool } from '../school/transaction.js';
import { alertGuardians } from './alerts.js';
import { todayInPakistan } from './calendar.js';
import { MESSAGES } from './messages.js';
import { cleanNote, now, requireDay } from './office.js';
import { requireMarker } from './policy.js';
import * as repo from './repository.js';
import { openRegisterForMarking, registerView } from './section-register.js';

type Outcome = Schemas['RegisterChangeOutcome'];

/**
 * Whether a change made on `baseVersion` may be applied over the current mark: the mark is still
 * at that version, or the device saw no mark (version 0: present by default) and the mark is
 * still plain present (the rest of the roll filled in when someone else first saved the day).
 */
function sameBase(current: repo.VersionedEntry | undefined, baseVersion: number): boolean {
  if (!current) return baseVersion === 0;
  if (current.version === baseVersion) return true;
  return baseVersion === 0 && current.status === 'present' && current.note === null;
}

export async function mergeRegisterChanges(
  deps: AppDeps,
  auth: AuthContext,
  sectionId: number,
  day: string,
  body: Body<'mergeRegisterChanges'>,
): Promise<Schemas['RegisterMerge']> {
  requireMarker(auth);
  requireDay(day);
  const tenantId = schoolTenantId(auth);
  const today = todayInPakistan(now(deps));
  return inSchool(deps, auth, async (tx) => {
    // Refused as a whole save is (the 7-day window, off days, holidays); locks the register, so
    // two devices' syncs of one section and date run one after the other.
    const { section, calendar, created, marks, students, allowed } = await openRegisterForMarking(
      tx,
      auth,
      tenantId,
      sectionId,
      day,
      today,
    );
    const seen = new Set<string>();
    for (const change of body.changes) {
      if (!allowed.has(change.student_id))
        throw invalidField('changes', MESSAGES.notInSection({ id: change.student_id }));
      if (seen.has(change.op_id))
        throw invalidField('changes', MESSAGES.opTwice({ opId: change.op_id }));
      seen.add(change.op_id);
    }
    if (created) {
      // A new register holds the whole roll, as a whole save makes it: present unless changed.
      const changed = new Set(body.changes.map((c) => c.student_id));
      const rest = [...allowed]
        .filter((id) => !changed.has(id))
        .map((id) => ({ student_id: id, status: 'present' as const, note: null }));
      if (rest.length) await repo.replaceEntries(tx, tenantId, sectionId, day, rest, auth.user.id);
    }

    const handled = await repo.handledOperations(
      tx,
      tenantId,
      body.changes.map((c) => c.op_id),
    );
    const results: Outcome[] = [];
    const audited: Record<string, { from: unknown; to: unknown }> = {};
    const conflicts: Record<string, unknown> = {};
    for (const change of body.changes) {
      const wanted = { status: change.status, note: cleanNote(change.note) };
      const before = marks.get(change.student_id);
      const replay = handled.get(change.op_id);
      let outcome: repo.OperationOutcome;
      let current = before;
      if (replay) {
        outcome = replay;
      } else if (before && before.status === wanted.status && before.note === wanted.note) {
        outcome = 'unchanged';
      } else if (sameBase(before, change.base_version)) {
        const version = await repo.setEntryIfVersion(
          tx,
          tenantId,
          sectionId,
          day,
          { student_id: change.student_id, ...wanted },
          before ? before.version : 0,
          auth.user.id,
        );
        if (version === null) {
          // Cannot happen under the register's lock; kept as a conflict rather than a write.
          outcome = 'conflict';
        } else {
          outcome = 'applied';
          current = {
            student_id: change.student_id,
            ...wanted,
            version,
            changed_by: `${auth.record.first_name} ${auth.record.last_name}`.trim() || null,
          };
          marks.set(change.student_id, current);
          audited[String(change.student_id)] = {
            from: before ? { status: before.status, note: before.note } : null,
            to: wanted,
          };
        }
      } else {
        outcome = 'conflict';
        conflicts[String(change.student_id)] = {
          kept: before ? { status: before.status, note: before.note } : null,
          refused: wanted,
          base_version: change.base_version,
        };
      }
      if (!replay) {
        await repo.recordOperation(
          tx,
          tenantId,
          {
            opId: change.op_id,
            sectionId,
            day,
            studentId: change.student_id,
            userId: auth.user.id,
          },
          outcome,
        );
      }
      results.push({
        op_id: change.op_id,
        student_id: change.student_id,
        outcome,
        replayed: replay !== undefined,
        current: {
          status: current?.status ?? 'present',
          note: current?.note ?? null,
          version: current ? Number(current.version) : 0,
          changed_by: current?.changed_by ?? null,
        },
      });
    }

    if (created || Object.keys(audited).length || Object.keys(conflicts).length) {
      await repo.touchRegister(tx, tenantId, sectionId, day, auth.user.id);
      await audit(tx, {
        tenantId,
        actorId: auth.user.id,
        action: created ? 'attendance.register_created' : 'attendance.register_merged',
        entityType: 'section',
        entityId: sectionId,
        changes: { day, students: audited, conflicts },
      });
      if (day === today && Object.keys(audited).length) {
        const names = new Map(
          students.map((st) => [Number(st.student_id), `${st.first_name} ${st.last_name}`]),
        );
        const next = [...marks.values()].map((m) => ({
          student_id: m.student_id,
          status: m.status,
          note: m.note,
        }));
        await alertGuardians(tx, tenantId, sectionId, day, next, names);
      }
    }
    const register = await registerView(tx, auth, tenantId, section, day, today, calendar);
    return { results, register };
  });
}
