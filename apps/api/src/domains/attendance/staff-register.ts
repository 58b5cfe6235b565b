// The staff register: teachers and administrators marked present, absent or on leave (a leave type
// from the HR module while it is on).
import type { Tx } from '../../db/client.js';
import type { AppDeps } from '../../deps.js';
import type { AuthContext } from '../../http/context.js';
import { invalidField } from '../../http/errors.js';
import { tenantHasModule } from '../../http/module-gate.js';
import type { Body, Schemas } from '../../http/types.js';
import { audit } from '../audit/service.js';
import { schoolTenantId } from '../school/policy.js';
import { inSchool } from '../school/transaction.js';
import { markRefusal, todayInPakistan } from './calendar.js';
import { MESSAGES } from './messages.js';
import { calendarAround, cleanNote, now, refuse, requireDay } from './office.js';
import { requireAttendanceAdmin } from './policy.js';
import * as repo from './repository.js';

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
      throw invalidField('entries', MESSAGES.leaveTypeNotLeave({ id: entry.user_id }));
    return null;
  }
  if (entry.leave_type_id === undefined) return stored.status === 'leave' ? storedType : null;
  if (entry.leave_type_id === null || entry.leave_type_id === storedType)
    return entry.leave_type_id;
  const type = types.find((t) => t.id === entry.leave_type_id);
  if (!type || type.archived)
    throw invalidField('entries', MESSAGES.unknownLeaveType({ id: entry.leave_type_id }));
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
        throw invalidField('entries', MESSAGES.notStaff({ id: entry.user_id }));
      if (sent.has(entry.user_id))
        throw invalidField('entries', MESSAGES.staffTwice({ id: entry.user_id }));
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
