// Leave balances for the current calendar year (Pakistan time): for each leave type, the days
// allowed, the days taken (staff register days marked "leave" with that type) and what remains.
// Archived types are listed only when days of them were taken this year. The office sees any
// staff member's; every staff member sees their own ("My leave").
import type { Tx } from '../../db/client.js';
import type { AppDeps } from '../../deps.js';
import type { AuthContext } from '../../http/context.js';
import type { Schemas } from '../../http/types.js';
import { pakistanYear } from '../_shared/pakistanTime.js';
import { schoolTenantId } from '../school/policy.js';
import { requireOwnLeave } from './policy.js';
import * as repo from './repository.js';
import { inHr } from './transaction.js';

/** The clock, replaceable in tests through deps (`deps.now`) when present. */
export function clock(deps: AppDeps): Date {
  const now = (deps as { now?: () => Date }).now;
  return now ? now() : new Date();
}

export async function leaveBalances(
  tx: Tx,
  tenantId: number,
  userId: number,
  year: number,
): Promise<Schemas['LeaveBalances']> {
  const [types, taken] = await Promise.all([
    repo.leaveTypes(tx, tenantId),
    repo.leaveTaken(tx, tenantId, userId, `${year}-01-01`, `${year}-12-31`),
  ]);
  const items = types
    .filter((t) => !t.archived || (taken.get(t.id) ?? 0) > 0)
    .map((t) => {
      const used = Math.min(taken.get(t.id) ?? 0, 366);
      return {
        leave_type_id: t.id,
        name: t.name,
        name_ur: t.name_ur,
        paid: t.paid,
        allowed: t.days_per_year,
        taken: used,
        remaining: Math.max(0, t.days_per_year - used),
      };
    });
  return { year, items };
}

export async function getMyLeave(
  deps: AppDeps,
  auth: AuthContext,
): Promise<Schemas['LeaveBalances']> {
  requireOwnLeave(auth);
  const tenantId = schoolTenantId(auth);
  const year = pakistanYear(clock(deps));
  return inHr(deps, auth, (tx) => leaveBalances(tx, tenantId, auth.user.id, year));
}
