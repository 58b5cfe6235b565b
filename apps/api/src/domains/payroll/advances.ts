// Salary advances: the office gives one with its instalment; approved runs recover it.
import type { AppDeps } from '../../deps.js';
import type { AuthContext } from '../../http/context.js';
import { invalidField, notFound } from '../../http/errors.js';
import { nowOf } from '../../http/export.js';
import type { Body, Schemas } from '../../http/types.js';
import { pakistanToday } from '../_shared/pakistanTime.js';
import { audit } from '../audit/service.js';
import { inPayroll, requirePayrollOffice, schoolTenantId } from './access.js';
import { PAYROLL_MESSAGES as M } from './messages.js';
import * as repo from './repository.js';

function advanceOut(row: repo.AdvanceListRow): Schemas['StaffAdvance'] {
  const amount = Number(row.amount);
  const recovered = Number(row.recovered);
  return {
    id: Number(row.id),
    user_id: Number(row.user_id),
    staff_name: row.staff_name,
    amount,
    instalment: Number(row.instalment),
    taken_on: row.taken_on,
    note: row.note,
    recovered,
    remaining: amount - recovered,
  };
}

export async function listStaffAdvances(
  deps: AppDeps,
  auth: AuthContext,
): Promise<Schemas['StaffAdvanceList']> {
  requirePayrollOffice(auth);
  const tenantId = schoolTenantId(auth);
  return inPayroll(deps, auth, async (tx) => {
    const items = (await repo.listAdvances(tx, tenantId)).map(advanceOut);
    return { items, total: items.length };
  });
}

export async function createStaffAdvance(
  deps: AppDeps,
  auth: AuthContext,
  body: Body<'createStaffAdvance'>,
): Promise<Schemas['StaffAdvance']> {
  requirePayrollOffice(auth);
  const tenantId = schoolTenantId(auth);
  if (body.instalment > body.amount) throw invalidField('instalment', M.instalmentOverAmount);
  if (body.taken_on > pakistanToday(nowOf(deps))) throw invalidField('taken_on', M.takenOnFuture);
  const note = body.note?.trim() || null;
  return inPayroll(deps, auth, async (tx) => {
    if (!(await repo.hasStaffRecord(tx, tenantId, body.user_id))) throw notFound(M.staffNotFound);
    const row = await repo.insertAdvance(
      tx,
      tenantId,
      {
        user_id: body.user_id,
        amount: body.amount,
        instalment: body.instalment,
        taken_on: body.taken_on,
        note,
      },
      auth.user.id,
    );
    await audit(tx, {
      tenantId,
      actorId: auth.user.id,
      action: 'payroll.advance_given',
      entityType: 'staff_advance',
      entityId: Number(row.id),
      changes: {
        user_id: body.user_id,
        amount: body.amount,
        instalment: body.instalment,
        taken_on: body.taken_on,
      },
    });
    return advanceOut(row);
  });
}
