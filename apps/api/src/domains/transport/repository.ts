// SQL of the transport domain. Every query names the caller's tenant explicitly (the leading
// column of every index) on top of row-level security.
import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import { intArray, rows } from '../../db/rows.js';

interface RouteRow {
  id: number;
  name: string;
  vehicle_no: string;
  driver_name: string;
  driver_mobile: string;
  capacity: number;
  riders: number;
}

interface StopRow {
  id: number;
  route_id: number;
  name: string;
  stop_order: number;
  monthly_fee: number;
  /** `HH:MM`, Pakistan time, or null when the school has not set it. */
  pickup_time: string | null;
  riders: number;
}

export interface RouteFields {
  name: string;
  vehicle_no: string;
  driver_name: string;
  driver_mobile: string;
  capacity: number;
}

export interface StopFields {
  name: string;
  stop_order: number;
  monthly_fee: number;
  pickup_time: string | null;
}

const toRoute = (r: RouteRow): RouteRow => ({
  ...r,
  id: Number(r.id),
  capacity: Number(r.capacity),
  riders: Number(r.riders),
});
const toStop = (r: StopRow): StopRow => ({
  ...r,
  id: Number(r.id),
  route_id: Number(r.route_id),
  stop_order: Number(r.stop_order),
  monthly_fee: Number(r.monthly_fee),
  riders: Number(r.riders),
});

/** Routes (all, or one by id) with how many students ride each. */
export async function routes(tx: Tx, tenantId: number, routeId?: number): Promise<RouteRow[]> {
  const one = routeId === undefined ? sql`` : sql`and r.id = ${routeId}`;
  const list = await rows<RouteRow>(
    tx,
    sql`select r.id, r.name, r.vehicle_no, r.driver_name, r.driver_mobile, r.capacity,
               (select count(*) from transport_assignments a
                where a.tenant_id = r.tenant_id and a.route_id = r.id)::int as riders
        from transport_routes r
        where r.tenant_id = ${tenantId} ${one}
        order by lower(r.name), r.id`,
  );
  return list.map(toRoute);
}

/** Stops of the given routes (or of every route), in order, with their riders. */
export async function stops(tx: Tx, tenantId: number, routeId?: number): Promise<StopRow[]> {
  const one = routeId === undefined ? sql`` : sql`and s.route_id = ${routeId}`;
  const list = await rows<StopRow>(
    tx,
    sql`select s.id, s.route_id, s.name, s.stop_order, s.monthly_fee,
               to_char(s.pickup_time, 'HH24:MI') as pickup_time,
               (select count(*) from transport_assignments a
                where a.tenant_id = s.tenant_id and a.stop_id = s.id)::int as riders
        from transport_stops s
        where s.tenant_id = ${tenantId} ${one}
        order by s.route_id, s.stop_order, lower(s.name), s.id`,
  );
  return list.map(toStop);
}

export async function findStop(tx: Tx, tenantId: number, stopId: number) {
  const [row] = await rows<StopRow>(
    tx,
    sql`select s.id, s.route_id, s.name, s.stop_order, s.monthly_fee,
               to_char(s.pickup_time, 'HH24:MI') as pickup_time, 0 as riders
        from transport_stops s where s.tenant_id = ${tenantId} and s.id = ${stopId}`,
  );
  return row ? toStop(row) : undefined;
}

/** The route's row, locked: assignments to it and changes of its seats wait for each other. */
export async function lockRoute(tx: Tx, tenantId: number, routeId: number) {
  const [row] = await rows<{ id: number; name: string; capacity: number }>(
    tx,
    sql`select id, name, capacity from transport_routes
        where tenant_id = ${tenantId} and id = ${routeId} for update`,
  );
  return row ? { id: Number(row.id), name: row.name, capacity: Number(row.capacity) } : undefined;
}

/** Students on the route other than this one (the seats taken if they join or stay). */
export async function ridersExcept(
  tx: Tx,
  tenantId: number,
  routeId: number,
  studentId: number,
): Promise<number> {
  const [row] = await rows<{ n: number }>(
    tx,
    sql`select count(*)::int as n from transport_assignments
        where tenant_id = ${tenantId} and route_id = ${routeId} and student_id <> ${studentId}`,
  );
  return Number(row?.n ?? 0);
}

export async function insertRoute(
  tx: Tx,
  tenantId: number,
  f: RouteFields,
  userId: number,
): Promise<number> {
  const [row] = await rows<{ id: number }>(
    tx,
    sql`insert into transport_routes
          (tenant_id, name, vehicle_no, driver_name, driver_mobile, capacity, created_by)
        values (${tenantId}, ${f.name}, ${f.vehicle_no}, ${f.driver_name}, ${f.driver_mobile},
                ${f.capacity}, ${userId})
        returning id`,
  );
  return Number(row!.id);
}

export async function updateRoute(tx: Tx, tenantId: number, id: number, f: RouteFields) {
  await tx.execute(
    sql`update transport_routes set name = ${f.name}, vehicle_no = ${f.vehicle_no},
          driver_name = ${f.driver_name}, driver_mobile = ${f.driver_mobile},
          capacity = ${f.capacity}, updated_at = now()
        where tenant_id = ${tenantId} and id = ${id}`,
  );
}

export async function deleteRoute(tx: Tx, tenantId: number, id: number) {
  await tx.execute(sql`delete from transport_routes where tenant_id = ${tenantId} and id = ${id}`);
}

export async function insertStop(
  tx: Tx,
  tenantId: number,
  routeId: number,
  f: StopFields,
): Promise<number> {
  const [row] = await rows<{ id: number }>(
    tx,
    sql`insert into transport_stops (tenant_id, route_id, name, stop_order, monthly_fee, pickup_time)
        values (${tenantId}, ${routeId}, ${f.name}, ${f.stop_order}, ${f.monthly_fee},
                ${f.pickup_time}::time)
        returning id`,
  );
  return Number(row!.id);
}

export async function updateStop(tx: Tx, tenantId: number, id: number, f: StopFields) {
  await tx.execute(
    sql`update transport_stops set name = ${f.name}, stop_order = ${f.stop_order},
          monthly_fee = ${f.monthly_fee}, pickup_time = ${f.pickup_time}::time
        where tenant_id = ${tenantId} and id = ${id}`,
  );
}

export async function deleteStop(tx: Tx, tenantId: number, id: number) {
  await tx.execute(sql`delete from transport_stops where tenant_id = ${tenantId} and id = ${id}`);
}

export async function studentName(tx: Tx, tenantId: number, studentId: number) {
  const [row] = await rows<{ name: string }>(
    tx,
    sql`select first_name || ' ' || last_name as name from students
        where tenant_id = ${tenantId} and id = ${studentId}`,
  );
  return row?.name;
}

interface AssignmentRow {
  student_id: number;
  route_id: number;
  stop_id: number;
}

export async function findAssignment(tx: Tx, tenantId: number, studentId: number) {
  const [row] = await rows<AssignmentRow>(
    tx,
    sql`select student_id, route_id, stop_id from transport_assignments
        where tenant_id = ${tenantId} and student_id = ${studentId} for update`,
  );
  return row
    ? {
        student_id: Number(row.student_id),
        route_id: Number(row.route_id),
        stop_id: Number(row.stop_id),
      }
    : undefined;
}

export async function saveAssignment(
  tx: Tx,
  tenantId: number,
  studentId: number,
  routeId: number,
  stopId: number,
  userId: number,
) {
  await tx.execute(
    sql`insert into transport_assignments (tenant_id, student_id, route_id, stop_id, assigned_by)
        values (${tenantId}, ${studentId}, ${routeId}, ${stopId}, ${userId})
        on conflict (tenant_id, student_id) do update
          set route_id = excluded.route_id, stop_id = excluded.stop_id,
              assigned_by = excluded.assigned_by, assigned_at = now()`,
  );
}

export async function deleteAssignment(tx: Tx, tenantId: number, studentId: number) {
  const gone = await rows<AssignmentRow>(
    tx,
    sql`delete from transport_assignments where tenant_id = ${tenantId} and student_id = ${studentId}
        returning student_id, route_id, stop_id`,
  );
  return gone[0];
}

interface RiderRow {
  student_id: number;
  student_name: string;
  admission_no: string;
  class_section: string | null;
  stop_id: number;
  stop_name: string;
  stop_order: number;
  guardian_mobile: string | null;
}

/** The route's riders with their class and section this year and the primary guardian's mobile. */
export async function riders(tx: Tx, tenantId: number, routeId: number): Promise<RiderRow[]> {
  const list = await rows<RiderRow>(
    tx,
    sql`select st.id as student_id, st.first_name || ' ' || st.last_name as student_name,
               st.admission_no,
               (select c.name || ' ' || sec.name from student_enrolments se
                  join academic_years y on y.tenant_id = se.tenant_id and y.id = se.academic_year_id
                   and y.is_current
                  join sections sec on sec.tenant_id = se.tenant_id and sec.id = se.section_id
                  join classes c on c.tenant_id = sec.tenant_id and c.id = sec.class_id
                 where se.tenant_id = st.tenant_id and se.student_id = st.id
                 limit 1) as class_section,
               s.id as stop_id, s.name as stop_name, s.stop_order,
               (select g.mobile from student_guardians sg
                  join guardians g on g.tenant_id = sg.tenant_id and g.id = sg.guardian_id
                 where sg.tenant_id = st.tenant_id and sg.student_id = st.id
                 order by sg.is_primary desc, g.id limit 1) as guardian_mobile
        from transport_assignments a
        join students st on st.tenant_id = a.tenant_id and st.id = a.student_id
        join transport_stops s on s.tenant_id = a.tenant_id and s.id = a.stop_id
        where a.tenant_id = ${tenantId} and a.route_id = ${routeId}
        order by s.stop_order, lower(st.first_name), lower(st.last_name), st.id`,
  );
  return list.map((r) => ({
    ...r,
    student_id: Number(r.student_id),
    stop_id: Number(r.stop_id),
    stop_order: Number(r.stop_order),
  }));
}

interface OwnRow {
  student_id: number;
  student_name: string;
  route_name: string | null;
  vehicle_no: string | null;
  driver_name: string | null;
  driver_mobile: string | null;
  stop_name: string | null;
  stop_order: number | null;
  monthly_fee: number | null;
  pickup_time: string | null;
}

/** The caller's own student record (a student) or their children's (a parent), with transport. */
export async function ownTransport(tx: Tx, tenantId: number, userId: number): Promise<OwnRow[]> {
  return rows<OwnRow>(
    tx,
    sql`select st.id as student_id, st.first_name || ' ' || st.last_name as student_name,
               r.name as route_name, r.vehicle_no, r.driver_name, r.driver_mobile,
               s.name as stop_name, s.stop_order, s.monthly_fee,
               to_char(s.pickup_time, 'HH24:MI') as pickup_time
        from students st
        left join transport_assignments a on a.tenant_id = st.tenant_id and a.student_id = st.id
        left join transport_routes r on r.tenant_id = a.tenant_id and r.id = a.route_id
        left join transport_stops s on s.tenant_id = a.tenant_id and s.id = a.stop_id
        where st.tenant_id = ${tenantId} and st.status = 'active'
          and (st.user_id = ${userId} or st.id in (
                select sg.student_id from student_guardians sg
                join guardians g on g.tenant_id = sg.tenant_id and g.id = sg.guardian_id
                where sg.tenant_id = ${tenantId} and g.user_id = ${userId}))
        order by st.date_of_birth nulls last, st.id`,
  );
}

interface FeeLine {
  label: string;
  /** "Route 1, Gulberg": the route and the stop, named in the reader's language around it. */
  detail: string;
  amount: number;
}

/**
 * The transport line of each of these students' monthly voucher: the stop's fee, labelled with
 * the route and the stop. Only for a fee above zero (a free stop adds no line).
 */
export async function feeLines(
  tx: Tx,
  tenantId: number,
  studentIds: readonly number[],
): Promise<Map<number, FeeLine>> {
  if (!studentIds.length) return new Map();
  const list = await rows<{ student_id: number; route: string; stop: string; fee: number }>(
    tx,
    sql`select a.student_id, r.name as route, s.name as stop, s.monthly_fee as fee
        from transport_assignments a
        join transport_routes r on r.tenant_id = a.tenant_id and r.id = a.route_id
        join transport_stops s on s.tenant_id = a.tenant_id and s.id = a.stop_id
        where a.tenant_id = ${tenantId} and a.student_id = any(${intArray(studentIds)}::int[])
          and s.monthly_fee > 0`,
  );
  return new Map(
    list.map((r) => [
      Number(r.student_id),
      {
        label: `Transport: ${r.route}, ${r.stop}`.slice(0, 100),
        detail: `${r.route}, ${r.stop}`.slice(0, 100),
        amount: Number(r.fee),
      },
    ]),
  );
}

export async function schoolName(tx: Tx, tenantId: number): Promise<string> {
  const [row] = await rows<{ name: string }>(
    tx,
    sql`select name from tenants where id = ${tenantId}`,
  );
  return row?.name ?? '';
}

/** The students riding from a stop with their guardians (each guardian once per student). */
export async function guardiansAtStop(tx: Tx, tenantId: number, stopId: number) {
  const list = await rows<{ student_id: number; student_name: string; guardian_id: number }>(
    tx,
    sql`select st.id as student_id, st.first_name || ' ' || st.last_name as student_name,
               sg.guardian_id
        from transport_assignments a
        join students st on st.tenant_id = a.tenant_id and st.id = a.student_id
        join student_guardians sg on sg.tenant_id = a.tenant_id and sg.student_id = a.student_id
        where a.tenant_id = ${tenantId} and a.stop_id = ${stopId}
        order by st.id, sg.guardian_id`,
  );
  return list.map((r) => ({
    student_id: Number(r.student_id),
    student_name: r.student_name,
    guardian_id: Number(r.guardian_id),
  }));
}
