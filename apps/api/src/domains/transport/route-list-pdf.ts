// A route's list as a PDF (English or Urdu) for the driver and the office: the route, vehicle and
// driver, the stops in order with pickup times, and every student with class, stop and the
// primary guardian's mobile (the same riders the route's students page shows).
import type { AppDeps } from '../../deps.js';
import { renderRouteListPdf } from '../../documents/route-list.js';
import type { AuthContext } from '../../http/context.js';
import { schoolTenantId } from '../school/policy.js';
import { logoImageOf } from '../settings/repository.js';
import { requireTransportAdmin } from './policy.js';
import * as repo from './repository.js';
import { loadRoute } from './routes.js';
import { inTransport } from './transaction.js';

const fileName = (...parts: string[]) =>
  `${
    parts
      .join('-')
      .replace(/[^A-Za-z0-9]+/g, '-')
      .replace(/^-|-$/g, '')
      .toLowerCase() || 'route-list'
  }.pdf`;

export async function downloadTransportRouteList(
  deps: AppDeps,
  auth: AuthContext,
  routeId: number,
  language: 'en' | 'ur',
): Promise<{ filename: string; pdf: Buffer }> {
  requireTransportAdmin(auth);
  const tenantId = schoolTenantId(auth);
  const facts = await inTransport(deps, auth, async (tx) => {
    const route = await loadRoute(tx, tenantId, routeId);
    return {
      school_name: await repo.schoolName(tx, tenantId),
      route_name: route.name,
      vehicle_no: route.vehicle_no,
      driver_name: route.driver_name,
      driver_mobile: route.driver_mobile,
      capacity: route.capacity,
      stops: route.stops,
      riders: await repo.riders(tx, tenantId, routeId),
      logo: await logoImageOf(tx, tenantId),
    };
  });
  return {
    filename: fileName('route-list', facts.route_name, language),
    pdf: await renderRouteListPdf(facts, language, { logo: facts.logo }),
  };
}
