// Which student rides where: one stop per student, on a route with a seat for them. The seats are
// counted under a lock of the route's row, so two assignments at the same moment cannot both take
// the last seat. The stop's monthly fee is charged by the next voucher run (fees/runs.ts).
import type { AppDeps } from '../../deps.js';
import type { AuthContext } from '../../http/context.js';
import { conflict, invalidField, notFound } from '../../http/errors.js';
import { defineMessages } from '../../http/i18n/messages.js';
import type { Body, Schemas } from '../../http/types.js';
import { audit } from '../audit/service.js';
import { schoolTenantId } from '../school/policy.js';
import { requireTransportAdmin } from './policy.js';
import * as repo from './repository.js';
import { loadRoute, MESSAGES as ROUTE_MESSAGES } from './routes.js';
import { inTransport } from './transaction.js';

const MESSAGES = defineMessages('transport.assignments', {
  studentNotFound: { en: 'Student not found.', ur: 'طالب علم نہیں ملا۔' },
  stopNotFound: {
    en: 'There is no such stop in this school.',
    ur: 'اس اسکول میں ایسا کوئی اسٹاپ نہیں۔',
  },
  full: {
    en: '{route} is full: all {capacity} seats are taken. Choose another route or add seats.',
    ur: '{route} بھر چکا ہے: تمام {capacity} نشستیں لی جا چکی ہیں۔ کوئی اور روٹ چنیں یا نشستیں بڑھائیں۔',
  },
});

export async function assignTransport(
  deps: AppDeps,
  auth: AuthContext,
  studentId: number,
  body: Body<'assignTransport'>,
): Promise<Schemas['TransportAssignment']> {
  requireTransportAdmin(auth);
  const tenantId = schoolTenantId(auth);
  return inTransport(deps, auth, async (tx) => {
    const name = await repo.studentName(tx, tenantId, studentId);
    if (name === undefined) throw notFound(MESSAGES.studentNotFound);
    const stop = await repo.findStop(tx, tenantId, body.stop_id);
    if (!stop) throw invalidField('stop_id', MESSAGES.stopNotFound);
    const route = await repo.lockRoute(tx, tenantId, stop.route_id);
    if (!route) throw notFound(ROUTE_MESSAGES.routeNotFound);
    const before = await repo.findAssignment(tx, tenantId, studentId);
    const result = {
      student_id: studentId,
      student_name: name,
      route_id: route.id,
      route_name: route.name,
      stop_id: stop.id,
      stop_name: stop.name,
      monthly_fee: stop.monthly_fee,
    };
    if (before?.stop_id === stop.id) return result;
    // A student moving between stops of the same route keeps their seat.
    if ((await repo.ridersExcept(tx, tenantId, route.id, studentId)) >= route.capacity) {
      throw conflict(MESSAGES.full({ route: route.name, capacity: route.capacity }));
    }
    await repo.saveAssignment(tx, tenantId, studentId, route.id, stop.id, auth.user.id);
    await audit(tx, {
      tenantId,
      actorId: auth.user.id,
      action: before ? 'transport.student_moved' : 'transport.student_assigned',
      entityType: 'student',
      entityId: studentId,
      changes: {
        route_id: { from: before?.route_id ?? null, to: route.id },
        stop_id: { from: before?.stop_id ?? null, to: stop.id },
        monthly_fee: stop.monthly_fee,
      },
    });
    return result;
  });
}

export async function unassignTransport(
  deps: AppDeps,
  auth: AuthContext,
  studentId: number,
): Promise<void> {
  requireTransportAdmin(auth);
  const tenantId = schoolTenantId(auth);
  await inTransport(deps, auth, async (tx) => {
    if ((await repo.studentName(tx, tenantId, studentId)) === undefined) {
      throw notFound(MESSAGES.studentNotFound);
    }
    const gone = await repo.deleteAssignment(tx, tenantId, studentId);
    if (!gone) return;
    await audit(tx, {
      tenantId,
      actorId: auth.user.id,
      action: 'transport.student_unassigned',
      entityType: 'student',
      entityId: studentId,
      changes: { route_id: Number(gone.route_id), stop_id: Number(gone.stop_id) },
    });
  });
}

export async function listTransportRouteStudents(
  deps: AppDeps,
  auth: AuthContext,
  routeId: number,
): Promise<Schemas['TransportRiderList']> {
  requireTransportAdmin(auth);
  const tenantId = schoolTenantId(auth);
  return inTransport(deps, auth, async (tx) => {
    const route = await loadRoute(tx, tenantId, routeId);
    const items = await repo.riders(tx, tenantId, routeId);
    return { route, items, total: items.length };
  });
}
