import { defineMessages } from '../../http/i18n/messages.js';
// Routes and their stops: the school office's list of vans and buses. A route has a vehicle,
// a driver with a mobile number (stored as +923001234567, as guardians' numbers are) and seats;
// a stop has its place in the route's order and a monthly fee in whole rupees. Seats are never
// fewer than the students already riding. Every change audited.

import { normaliseMobile } from '@watni/policy';
import type { Tx } from '../../db/client.js';
import type { AppDeps } from '../../deps.js';
import type { AuthContext } from '../../http/context.js';
import { conflict, invalidField, notFound } from '../../http/errors.js';
import type { Detail } from '../../http/i18n/messages.js';
import type { Body, Schemas } from '../../http/types.js';
import { audit, diff } from '../audit/service.js';
import { schoolTenantId } from '../school/policy.js';
import { FORMAT_MESSAGES } from '../students/normalise.js';
import { requireTransportAdmin } from './policy.js';
import * as repo from './repository.js';
import { tellRidersOfNewTime } from './stop-time-notice.js';
import { inTransport } from './transaction.js';

export const MESSAGES = defineMessages('transport.routes', {
  routeNotFound: { en: 'Route not found.', ur: 'روٹ نہیں ملا۔' },
  stopNotFound: { en: 'Stop not found.', ur: 'اسٹاپ نہیں ملا۔' },
  blankRouteName: { en: "Enter the route's name.", ur: 'روٹ کا نام لکھیں۔' },
  blankVehicleNo: { en: 'Enter the vehicle number.', ur: 'گاڑی کا نمبر لکھیں۔' },
  blankDriverName: { en: "Enter the driver's name.", ur: 'ڈرائیور کا نام لکھیں۔' },
  blankStopName: { en: "Enter the stop's name.", ur: 'اسٹاپ کا نام لکھیں۔' },
  seatsBelowRiders: {
    en: '{route} already carries {riders} students; it needs at least {riders} seats.',
    ur: '{route} پر پہلے ہی {riders} طلبہ سفر کرتے ہیں؛ اس میں کم از کم {riders} نشستیں ہونی چاہییں۔',
  },
  routeHasRiders: {
    en: '{route} still carries {riders} students; take them off the route first.',
    ur: '{route} پر اب بھی {riders} طلبہ سفر کرتے ہیں؛ پہلے انہیں روٹ سے ہٹائیں۔',
  },
  stopHasRiders: {
    en: '{riders} students ride from {stop}; move them to another stop first.',
    ur: '{riders} طلبہ {stop} سے سوار ہوتے ہیں؛ پہلے انہیں کسی اور اسٹاپ پر منتقل کریں۔',
  },
});

type RouteSchema = Schemas['TransportRoute'];

function text(field: string, value: string, blank: Detail): string {
  const trimmed = value.replace(/\s+/g, ' ').trim();
  if (!trimmed) throw invalidField(field, blank);
  return trimmed;
}

function routeFields(body: Body<'createTransportRoute'>): repo.RouteFields {
  const mobile = normaliseMobile(body.driver_mobile);
  if (!mobile) throw invalidField('driver_mobile', FORMAT_MESSAGES.mobile);
  return {
    name: text('name', body.name, MESSAGES.blankRouteName),
    vehicle_no: text('vehicle_no', body.vehicle_no, MESSAGES.blankVehicleNo).toUpperCase(),
    driver_name: text('driver_name', body.driver_name, MESSAGES.blankDriverName),
    driver_mobile: mobile,
    capacity: body.capacity,
  };
}

function stopFields(body: Body<'createTransportStop'>): repo.StopFields {
  return {
    name: text('name', body.name, MESSAGES.blankStopName),
    stop_order: body.stop_order,
    monthly_fee: body.monthly_fee,
    pickup_time: body.pickup_time ?? null,
  };
}

/** The route as the contract shows it, with its stops; 404 when it is not the school's. */
export async function loadRoute(tx: Tx, tenantId: number, routeId: number): Promise<RouteSchema> {
  const [route] = await repo.routes(tx, tenantId, routeId);
  if (!route) throw notFound(MESSAGES.routeNotFound);
  const stops = await repo.stops(tx, tenantId, routeId);
  return { ...route, stops };
}

export async function listTransportRoutes(
  deps: AppDeps,
  auth: AuthContext,
): Promise<Schemas['TransportRouteList']> {
  requireTransportAdmin(auth);
  const tenantId = schoolTenantId(auth);
  return inTransport(deps, auth, async (tx) => {
    const [routes, stops] = await Promise.all([
      repo.routes(tx, tenantId),
      repo.stops(tx, tenantId),
    ]);
    const items = routes.map((r) => ({ ...r, stops: stops.filter((s) => s.route_id === r.id) }));
    return { items, total: items.length };
  });
}

export async function createTransportRoute(
  deps: AppDeps,
  auth: AuthContext,
  body: Body<'createTransportRoute'>,
): Promise<RouteSchema> {
  requireTransportAdmin(auth);
  const tenantId = schoolTenantId(auth);
  const fields = routeFields(body);
  return inTransport(deps, auth, async (tx) => {
    const id = await repo.insertRoute(tx, tenantId, fields, auth.user.id);
    await audit(tx, {
      tenantId,
      actorId: auth.user.id,
      action: 'transport.route_created',
      entityType: 'transport_route',
      entityId: id,
      changes: { ...fields },
    });
    return loadRoute(tx, tenantId, id);
  });
}

export async function updateTransportRoute(
  deps: AppDeps,
  auth: AuthContext,
  routeId: number,
  body: Body<'updateTransportRoute'>,
): Promise<RouteSchema> {
  requireTransportAdmin(auth);
  const tenantId = schoolTenantId(auth);
  const fields = routeFields(body);
  return inTransport(deps, auth, async (tx) => {
    // Locked first: an assignment at the same time waits, then counts the new seats.
    if (!(await repo.lockRoute(tx, tenantId, routeId))) throw notFound(MESSAGES.routeNotFound);
    const before = await loadRoute(tx, tenantId, routeId);
    if (fields.capacity < before.riders) {
      throw conflict(MESSAGES.seatsBelowRiders({ route: before.name, riders: before.riders }));
    }
    await repo.updateRoute(tx, tenantId, routeId, fields);
    const changes = diff(
      {
        name: before.name,
        vehicle_no: before.vehicle_no,
        driver_name: before.driver_name,
        driver_mobile: before.driver_mobile,
        capacity: before.capacity,
      },
      fields,
    );
    if (Object.keys(changes).length) {
      await audit(tx, {
        tenantId,
        actorId: auth.user.id,
        action: 'transport.route_updated',
        entityType: 'transport_route',
        entityId: routeId,
        changes,
      });
    }
    return loadRoute(tx, tenantId, routeId);
  });
}

export async function deleteTransportRoute(
  deps: AppDeps,
  auth: AuthContext,
  routeId: number,
): Promise<void> {
  requireTransportAdmin(auth);
  const tenantId = schoolTenantId(auth);
  await inTransport(deps, auth, async (tx) => {
    if (!(await repo.lockRoute(tx, tenantId, routeId))) throw notFound(MESSAGES.routeNotFound);
    const route = await loadRoute(tx, tenantId, routeId);
    if (route.riders > 0)
      throw conflict(MESSAGES.routeHasRiders({ route: route.name, riders: route.riders }));
    await repo.deleteRoute(tx, tenantId, routeId);
    await audit(tx, {
      tenantId,
      actorId: auth.user.id,
      action: 'transport.route_deleted',
      entityType: 'transport_route',
      entityId: routeId,
      changes: { name: route.name, vehicle_no: route.vehicle_no, stops: route.stops.length },
    });
  });
}

export async function createTransportStop(
  deps: AppDeps,
  auth: AuthContext,
  routeId: number,
  body: Body<'createTransportStop'>,
): Promise<RouteSchema> {
  requireTransportAdmin(auth);
  const tenantId = schoolTenantId(auth);
  const fields = stopFields(body);
  return inTransport(deps, auth, async (tx) => {
    if (!(await repo.lockRoute(tx, tenantId, routeId))) throw notFound(MESSAGES.routeNotFound);
    const id = await repo.insertStop(tx, tenantId, routeId, fields);
    await audit(tx, {
      tenantId,
      actorId: auth.user.id,
      action: 'transport.stop_created',
      entityType: 'transport_stop',
      entityId: id,
      changes: { route_id: routeId, ...fields },
    });
    return loadRoute(tx, tenantId, routeId);
  });
}

export async function updateTransportStop(
  deps: AppDeps,
  auth: AuthContext,
  stopId: number,
  body: Body<'updateTransportStop'>,
): Promise<RouteSchema> {
  requireTransportAdmin(auth);
  const tenantId = schoolTenantId(auth);
  const fields = stopFields(body);
  return inTransport(deps, auth, async (tx) => {
    const before = await repo.findStop(tx, tenantId, stopId);
    if (!before) throw notFound(MESSAGES.stopNotFound);
    await repo.updateStop(tx, tenantId, stopId, fields);
    const changes = diff(
      {
        name: before.name,
        stop_order: before.stop_order,
        monthly_fee: before.monthly_fee,
        pickup_time: before.pickup_time,
      },
      fields,
    );
    if (Object.keys(changes).length) {
      await audit(tx, {
        tenantId,
        actorId: auth.user.id,
        action: 'transport.stop_updated',
        entityType: 'transport_stop',
        entityId: stopId,
        changes: { route_id: before.route_id, ...changes },
      });
    }
    if (fields.pickup_time && fields.pickup_time !== before.pickup_time) {
      const route = await repo.lockRoute(tx, tenantId, before.route_id);
      await tellRidersOfNewTime(
        tx,
        tenantId,
        {
          id: stopId,
          name: fields.name,
          route_name: route?.name ?? '',
          pickup_time: fields.pickup_time,
        },
        String(Date.now()),
      );
    }
    return loadRoute(tx, tenantId, before.route_id);
  });
}

export async function deleteTransportStop(
  deps: AppDeps,
  auth: AuthContext,
  stopId: number,
): Promise<void> {
  requireTransportAdmin(auth);
  const tenantId = schoolTenantId(auth);
  await inTransport(deps, auth, async (tx) => {
    const stop = await repo.findStop(tx, tenantId, stopId);
    if (!stop) throw notFound(MESSAGES.stopNotFound);
    await repo.lockRoute(tx, tenantId, stop.route_id);
    const riders = (await repo.stops(tx, tenantId, stop.route_id)).find((s) => s.id === stopId);
    if (riders && riders.riders > 0)
      throw conflict(MESSAGES.stopHasRiders({ stop: stop.name, riders: riders.riders }));
    await repo.deleteStop(tx, tenantId, stopId);
    await audit(tx, {
      tenantId,
      actorId: auth.user.id,
      action: 'transport.stop_deleted',
      entityType: 'transport_stop',
      entityId: stopId,
      changes: { route_id: stop.route_id, name: stop.name, monthly_fee: stop.monthly_fee },
    });
  });
}
