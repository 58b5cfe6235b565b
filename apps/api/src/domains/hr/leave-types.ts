// The school's leave types: a name (unique, case-insensitive) and its Urdu name, paid or not,
// days a year. A type no staff day names is deleted; one in use is archived instead, so the
// days already marked keep their type (and payroll still reads them). Every change audited.
import type { AppDeps } from '../../deps.js';
import type { AuthContext } from '../../http/context.js';
import { invalidField, notFound } from '../../http/errors.js';
import { defineMessages } from '../../http/i18n/messages.js';
import type { Body, Schemas } from '../../http/types.js';
import { audit, diff } from '../audit/service.js';
import { schoolTenantId } from '../school/policy.js';
import { requireHrAdmin } from './policy.js';
import * as repo from './repository.js';
import { inHr } from './transaction.js';

const LEAVE_TYPE_MESSAGES = defineMessages('hr.leave-types', {
  notFound: { en: 'Leave type not found.', ur: 'چھٹی کی قسم نہیں ملی۔' },
  name: {
    en: 'Enter the name of the leave type, for example Casual leave.',
    ur: 'چھٹی کی قسم کا نام لکھیں، مثلاً اتفاقی چھٹی۔',
  },
});

const clean = (value: string | null | undefined) => {
  const trimmed = (value ?? '').replace(/\s+/g, ' ').trim();
  return trimmed ? trimmed : null;
};

function leaveTypeFields(
  body: Body<'createLeaveType'>,
  archivedBefore: boolean,
): repo.LeaveTypeFields {
  const name = clean(body.name);
  if (!name) throw invalidField('name', LEAVE_TYPE_MESSAGES.name);
  return {
    name,
    name_ur: clean(body.name_ur),
    paid: body.paid,
    days_per_year: body.days_per_year,
    archived: body.archived ?? archivedBefore,
  };
}

export async function listLeaveTypes(
  deps: AppDeps,
  auth: AuthContext,
): Promise<Schemas['LeaveTypeList']> {
  requireHrAdmin(auth);
  const tenantId = schoolTenantId(auth);
  const items = await inHr(deps, auth, (tx) => repo.leaveTypes(tx, tenantId));
  return { items, total: items.length };
}

export async function createLeaveType(
  deps: AppDeps,
  auth: AuthContext,
  body: Body<'createLeaveType'>,
): Promise<Schemas['LeaveType']> {
  requireHrAdmin(auth);
  const tenantId = schoolTenantId(auth);
  const fields = leaveTypeFields(body, false);
  return inHr(deps, auth, async (tx) => {
    const id = await repo.insertLeaveType(tx, tenantId, fields);
    await audit(tx, {
      tenantId,
      actorId: auth.user.id,
      action: 'leave_type.created',
      entityType: 'leave_type',
      entityId: id,
      changes: { ...fields },
    });
    const [created] = await repo.leaveTypes(tx, tenantId, id);
    return created!;
  });
}

export async function updateLeaveType(
  deps: AppDeps,
  auth: AuthContext,
  leaveTypeId: number,
  body: Body<'updateLeaveType'>,
): Promise<Schemas['LeaveType']> {
  requireHrAdmin(auth);
  const tenantId = schoolTenantId(auth);
  return inHr(deps, auth, async (tx) => {
    const [before] = await repo.leaveTypes(tx, tenantId, leaveTypeId, true);
    if (!before) throw notFound(LEAVE_TYPE_MESSAGES.notFound);
    const fields = leaveTypeFields(body, before.archived);
    await repo.updateLeaveType(tx, tenantId, leaveTypeId, fields);
    const { days_taken: _taken, id: _id, ...stored } = before;
    const changes = diff(stored, fields);
    if (Object.keys(changes).length) {
      await audit(tx, {
        tenantId,
        actorId: auth.user.id,
        action: 'leave_type.updated',
        entityType: 'leave_type',
        entityId: leaveTypeId,
        changes,
      });
    }
    const [after] = await repo.leaveTypes(tx, tenantId, leaveTypeId);
    return after!;
  });
}

export async function deleteLeaveType(
  deps: AppDeps,
  auth: AuthContext,
  leaveTypeId: number,
): Promise<Schemas['LeaveTypeDeletion']> {
  requireHrAdmin(auth);
  const tenantId = schoolTenantId(auth);
  return inHr(deps, auth, async (tx) => {
    const [before] = await repo.leaveTypes(tx, tenantId, leaveTypeId, true);
    if (!before) throw notFound(LEAVE_TYPE_MESSAGES.notFound);
    const used = before.days_taken > 0;
    if (used) {
      if (!before.archived) {
        const { days_taken: _taken, id: _id, ...stored } = before;
        await repo.updateLeaveType(tx, tenantId, leaveTypeId, { ...stored, archived: true });
      }
    } else {
      await repo.deleteLeaveType(tx, tenantId, leaveTypeId);
    }
    await audit(tx, {
      tenantId,
      actorId: auth.user.id,
      action: used ? 'leave_type.archived' : 'leave_type.deleted',
      entityType: 'leave_type',
      entityId: leaveTypeId,
      changes: { name: before.name, days_taken: before.days_taken },
    });
    return { outcome: used ? 'archived' : 'deleted' };
  });
}
