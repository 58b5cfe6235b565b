// A student's own route, or each of a parent's children's: where the van stops for them, which
// vehicle, and whom to ring (the driver's mobile). A child without transport is listed with null.
import type { AppDeps } from '../../deps.js';
import type { AuthContext } from '../../http/context.js';
import type { Schemas } from '../../http/types.js';
import { schoolTenantId } from '../school/policy.js';
import { requireOwnView } from './policy.js';
import * as repo from './repository.js';
import { inTransport } from './transaction.js';

export async function getMyTransport(
  deps: AppDeps,
  auth: AuthContext,
): Promise<Schemas['MyTransport']> {
  requireOwnView(auth);
  const tenantId = schoolTenantId(auth);
  const list = await inTransport(deps, auth, (tx) => repo.ownTransport(tx, tenantId, auth.user.id));
  const items = list.map((r) => ({
    student_id: Number(r.student_id),
    student_name: r.student_name,
    transport:
      r.route_name === null
        ? null
        : {
            route_name: r.route_name,
            vehicle_no: r.vehicle_no ?? '',
            driver_name: r.driver_name ?? '',
            driver_mobile: r.driver_mobile ?? '',
            stop_name: r.stop_name ?? '',
            stop_order: Number(r.stop_order),
            monthly_fee: Number(r.monthly_fee),
            pickup_time: r.pickup_time,
          },
  }));
  return { items, total: items.length };
}
