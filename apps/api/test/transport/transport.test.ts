// Transport over HTTP: routes and stops (validation, names unique, seats never below riders),
// assigning a student (a full route refused with 409 and its detail, moving within a route keeps
// the seat), the stop's fee as its own line of the next voucher, the parent's and the student's
// view, the roles, every change audited, and the module gate (off: 403, data kept).
import { and, count, eq, like, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../src/db/schema/identity.js';
import { createTestApp, type TestApp } from '../helpers/app.js';
import {
  caller,
  expectStatus,
  IQBAL,
  IQBAL_ADMIN,
  IQBAL_STUDENT,
  IQBAL_TEACHER,
  QUAID_ADMIN,
} from '../learning/helpers.js';
import { moduleId } from '../platform/helpers.js';

const PARENT = 'parent@iqbal.edu.pk';
let t: TestApp;
let call: ReturnType<typeof caller>;
/** The parent's children and the signed-in student's own record. */
let child: number;
let ownStudent: number;
let others: number[];

const rows = async <T>(query: ReturnType<typeof sql>) =>
  t.query(async (tx) => ((await tx.execute(query)) as unknown as { rows: T[] }).rows);

const auditCount = (action: string) =>
  t.query(
    async (tx) =>
      (
        await tx
          .select({ n: count() })
          .from(auditLog)
          .where(and(eq(auditLog.tenant_id, IQBAL), like(auditLog.action, action)))
      )[0]!.n,
  );

const ROUTE = {
  name: 'Route 1 - Model Town',
  vehicle_no: 'les-4521',
  driver_name: 'Muhammad Aslam',
  driver_mobile: '0300-1234567',
  capacity: 2,
};

beforeAll(async () => {
  t = await createTestApp({}, { queue: { pollingIntervalSeconds: 0.5 } });
  call = caller(t);
  const [mine] = await rows<{ id: number }>(
    sql`select s.id from students s join student_guardians sg
          on sg.tenant_id = s.tenant_id and sg.student_id = s.id
        join guardians g on g.tenant_id = sg.tenant_id and g.id = sg.guardian_id
        join users u on u.id = g.user_id
        where s.tenant_id = ${IQBAL} and u.email = ${PARENT} and s.status = 'active'
        order by s.id limit 1`,
  );
  child = Number(mine!.id);
  const [own] = await rows<{ id: number }>(
    sql`select s.id from students s join users u on u.id = s.user_id
        where s.tenant_id = ${IQBAL} and u.email = ${IQBAL_STUDENT}`,
  );
  ownStudent = Number(own!.id);
  others = (
    await rows<{ id: number }>(
      sql`select id from students where tenant_id = ${IQBAL} and status = 'active'
            and id not in (${child}, ${ownStudent}) order by id limit 4`,
    )
  ).map((r) => Number(r.id));
});
afterAll(() => t.close());

let routeId: number;
let stopA: number;
let stopB: number;

describe('routes and stops', () => {
  it('creates a route with a stored mobile and an upper-case vehicle number; audited', async () => {
    const before = await auditCount('transport.%');
    const created = await call(IQBAL_ADMIN, 'POST', '/transport/routes', ROUTE);
    expectStatus(created, 201);
    expect(created.json()).toMatchObject({
      name: 'Route 1 - Model Town',
      vehicle_no: 'LES-4521',
      driver_mobile: '+923001234567',
      capacity: 2,
      riders: 0,
      stops: [],
    });
    routeId = created.json().id;
    expect(await auditCount('transport.route_created')).toBeGreaterThan(0);
    expect(await auditCount('transport.%')).toBe(before + 1);
  });

  it('refuses a bad mobile, a blank name, a taken name and a float fee', async () => {
    const bad = await call(IQBAL_ADMIN, 'POST', '/transport/routes', {
      ...ROUTE,
      name: 'Other',
      driver_mobile: '12345',
    });
    expectStatus(
      bad,
      422,
      'Enter a Pakistani mobile number such as 0300 1234567 or +92 300 1234567.',
    );
    const blank = await call(IQBAL_ADMIN, 'POST', '/transport/routes', { ...ROUTE, name: '   ' });
    expectStatus(blank, 422, "Enter the route's name.");
    const taken = await call(IQBAL_ADMIN, 'POST', '/transport/routes', {
      ...ROUTE,
      name: 'route 1 - model town',
    });
    expectStatus(taken, 409, 'The school already has a route with this name.');
    const float = await call(IQBAL_ADMIN, 'POST', `/transport/routes/${routeId}/stops`, {
      name: 'Kalma Chowk',
      stop_order: 1,
      monthly_fee: 2500.5,
    });
    expect(float.statusCode).toBe(422);
  });

  it('adds stops in order with a monthly fee in rupees', async () => {
    const a = await call(IQBAL_ADMIN, 'POST', `/transport/routes/${routeId}/stops`, {
      name: 'Kalma Chowk',
      stop_order: 2,
      monthly_fee: 3000,
    });
    expectStatus(a, 201);
    const b = await call(IQBAL_ADMIN, 'POST', `/transport/routes/${routeId}/stops`, {
      name: 'Model Town Link Road',
      stop_order: 1,
      monthly_fee: 2500,
    });
    expectStatus(b, 201);
    const stops = b.json().stops as { id: number; name: string; stop_order: number }[];
    expect(stops.map((s) => s.name)).toEqual(['Model Town Link Road', 'Kalma Chowk']);
    stopA = stops[1]!.id;
    stopB = stops[0]!.id;
    const dup = await call(IQBAL_ADMIN, 'POST', `/transport/routes/${routeId}/stops`, {
      name: 'kalma chowk',
      stop_order: 3,
      monthly_fee: 1,
    });
    expectStatus(dup, 409, 'This route already has a stop with this name.');
  });

  it('is the office’s: teachers, students and parents are refused', async () => {
    for (const who of [IQBAL_TEACHER, IQBAL_STUDENT, PARENT]) {
      const list = await call(who, 'GET', '/transport/routes');
      expectStatus(list, 403, 'Only the school office (administrators) can manage transport.');
      const assign = await call(who, 'PUT', `/transport/students/${child}`, { stop_id: stopA });
      expect(assign.statusCode).toBe(403);
    }
    expect((await call(null, 'GET', '/transport/routes')).statusCode).toBe(401);
  });
});

describe('assignments', () => {
  it('assigns up to the seats, then refuses with 409 naming the route', async () => {
    const first = await call(IQBAL_ADMIN, 'PUT', `/transport/students/${child}`, {
      stop_id: stopA,
    });
    expectStatus(first, 200);
    expect(first.json()).toMatchObject({
      student_id: child,
      route_id: routeId,
      stop_id: stopA,
      stop_name: 'Kalma Chowk',
      monthly_fee: 3000,
    });
    expectStatus(
      await call(IQBAL_ADMIN, 'PUT', `/transport/students/${others[0]}`, { stop_id: stopB }),
      200,
    );
    const full = await call(IQBAL_ADMIN, 'PUT', `/transport/students/${others[1]}`, {
      stop_id: stopB,
    });
    expectStatus(
      full,
      409,
      'Route 1 - Model Town is full: all 2 seats are taken. Choose another route or add seats.',
    );
    // Moving within the route keeps the seat.
    expectStatus(
      await call(IQBAL_ADMIN, 'PUT', `/transport/students/${others[0]}`, { stop_id: stopA }),
      200,
    );
    expectStatus(
      await call(IQBAL_ADMIN, 'PUT', `/transport/students/${others[0]}`, { stop_id: stopB }),
      200,
    );
    expect(await auditCount('transport.student_moved')).toBe(2);
  });

  it('never overfills under assignments at the same time', async () => {
    const big = await call(IQBAL_ADMIN, 'POST', '/transport/routes', {
      ...ROUTE,
      name: 'Route 2 - Johar Town',
      capacity: 1,
    });
    const route2 = big.json().id as number;
    const stop = (
      await call(IQBAL_ADMIN, 'POST', `/transport/routes/${route2}/stops`, {
        name: 'Expo Centre',
        stop_order: 1,
        monthly_fee: 2000,
      })
    ).json().stops[0].id as number;
    const answers = await Promise.all(
      others
        .slice(1, 4)
        .map((id) => call(IQBAL_ADMIN, 'PUT', `/transport/students/${id}`, { stop_id: stop })),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409, 409]);
    const [riders] = await rows<{ n: number }>(
      sql`select count(*)::int as n from transport_assignments
          where tenant_id = ${IQBAL} and route_id = ${route2}`,
    );
    expect(riders!.n).toBe(1);
  });

  it('refuses fewer seats than riders, and deleting a stop or route with riders', async () => {
    const fewer = await call(IQBAL_ADMIN, 'PUT', `/transport/routes/${routeId}`, {
      ...ROUTE,
      capacity: 1,
    });
    expectStatus(
      fewer,
      409,
      'Route 1 - Model Town already carries 2 students; it needs at least 2 seats.',
    );
    expectStatus(
      await call(IQBAL_ADMIN, 'DELETE', `/transport/stops/${stopA}`),
      409,
      '1 students ride from Kalma Chowk; move them to another stop first.',
    );
    expect((await call(IQBAL_ADMIN, 'DELETE', `/transport/routes/${routeId}`)).statusCode).toBe(
      409,
    );
  });

  it('lists the route’s riders by stop with the guardian’s mobile', async () => {
    const list = await call(IQBAL_ADMIN, 'GET', `/transport/routes/${routeId}/students`);
    expectStatus(list, 200);
    expect(list.json().total).toBe(2);
    expect(list.json().items.map((r: { stop_name: string }) => r.stop_name)).toEqual([
      'Model Town Link Road',
      'Kalma Chowk',
    ]);
    expect(list.json().route).toMatchObject({ riders: 2, capacity: 2 });
  });

  it('answers 404 for a student or stop of no school of the caller', async () => {
    expectStatus(
      await call(IQBAL_ADMIN, 'PUT', '/transport/students/999999', { stop_id: stopA }),
      404,
      'Student not found.',
    );
    expectStatus(
      await call(IQBAL_ADMIN, 'PUT', `/transport/students/${child}`, { stop_id: 999999 }),
      422,
      'There is no such stop in this school.',
    );
    expectStatus(await call(QUAID_ADMIN, 'GET', `/transport/routes/${routeId}/students`), 403);
  });
});

describe('the voucher and the family', () => {
  it('charges the stop’s fee as its own line of the next voucher run', async () => {
    const [year] = await rows<{ ends_on: string }>(
      sql`select ends_on::text as ends_on from academic_years
          where tenant_id = ${IQBAL} and is_current`,
    );
    const month = year!.ends_on.slice(0, 7);
    const started = await call(IQBAL_ADMIN, 'POST', '/fees/runs', { month });
    expectStatus(started, 202);
    for (let i = 0; i < 300; i++) {
      const run = (await call(IQBAL_ADMIN, 'GET', `/fees/runs/${started.json().id}`)).json();
      if (run.status === 'done' || run.status === 'failed') break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const voucherOf = async (studentId: number) => {
      const list = await call(
        IQBAL_ADMIN,
        'GET',
        `/fees/vouchers?month=${month}&student_id=${studentId}`,
      );
      const id = list.json().items[0].id as number;
      return (await call(IQBAL_ADMIN, 'GET', `/fees/vouchers/${id}`)).json();
    };
    const v = await voucherOf(child);
    const line = v.lines.find((l: { label: string }) => l.label.startsWith('Transport:'));
    expect(line).toEqual({
      label: 'Transport: Route 1 - Model Town, Kalma Chowk',
      kind: 'transport',
      detail: 'Route 1 - Model Town, Kalma Chowk',
      amount: 3000,
      concession: 0,
      net: 3000,
    });
    const net = v.lines.reduce((s: number, l: { net: number }) => s + l.net, 0);
    expect(net).toBe(v.total);
    expect(
      (await voucherOf(others[0]!)).lines.find((l: { label: string }) =>
        l.label.startsWith('Transport:'),
      ).amount,
    ).toBe(2500);
    // A student who does not ride has no transport line.
    const [foot] = await rows<{ id: number }>(
      sql`select v.student_id as id from vouchers v where v.tenant_id = ${IQBAL} and v.month = ${month}
            and not exists (select 1 from transport_assignments a
                            where a.tenant_id = v.tenant_id and a.student_id = v.student_id)
          order by v.student_id limit 1`,
    );
    const walker = await voucherOf(Number(foot!.id));
    expect(walker.lines.some((l: { label: string }) => l.label.startsWith('Transport:'))).toBe(
      false,
    );
  });

  it('shows the parent the child’s route, stop and driver’s mobile', async () => {
    const mine = await call(PARENT, 'GET', '/transport/mine');
    expectStatus(mine, 200);
    const entry = mine.json().items.find((i: { student_id: number }) => i.student_id === child);
    expect(entry.transport).toEqual({
      route_name: 'Route 1 - Model Town',
      vehicle_no: 'LES-4521',
      driver_name: 'Muhammad Aslam',
      driver_mobile: '+923001234567',
      stop_name: 'Kalma Chowk',
      stop_order: 2,
      monthly_fee: 3000,
      pickup_time: null,
    });
    // Once the office sets the stop's time, the parent sees when the van comes.
    const timed = await call(IQBAL_ADMIN, 'PUT', `/transport/stops/${stopA}`, {
      name: 'Kalma Chowk',
      stop_order: 2,
      monthly_fee: 3000,
      pickup_time: '07:20',
    });
    expectStatus(timed, 200);
    const after = await call(PARENT, 'GET', '/transport/mine');
    expect(
      after.json().items.find((i: { student_id: number }) => i.student_id === child).transport
        .pickup_time,
    ).toBe('07:20');
    // The student sees only their own record (the demo's parent is that student's father).
    const own = await call(IQBAL_STUDENT, 'GET', '/transport/mine');
    expect(own.json().items).toHaveLength(1);
    expect(own.json().items[0].student_id).toBe(ownStudent);
    expect(own.json().items[0].transport?.stop_name ?? null).toBe(
      ownStudent === child ? 'Kalma Chowk' : null,
    );
    expectStatus(await call(IQBAL_TEACHER, 'GET', '/transport/mine'), 403);
  });

  it('takes a student off transport (idempotent, audited once)', async () => {
    expectStatus(await call(IQBAL_ADMIN, 'DELETE', `/transport/students/${others[0]}`), 204);
    expectStatus(await call(IQBAL_ADMIN, 'DELETE', `/transport/students/${others[0]}`), 204);
    expect(await auditCount('transport.student_unassigned')).toBe(1);
    const list = await call(IQBAL_ADMIN, 'GET', `/transport/routes/${routeId}/students`);
    expect(list.json().items.map((r: { student_id: number }) => r.student_id)).toEqual([child]);
  });
});

describe('the module gate', () => {
  it('refuses every transport operation while the module is off, and keeps the data', async () => {
    const transport = await moduleId(t, 'transport');
    const admin = await t.tokenFor(IQBAL_ADMIN);
    const off = await t.request({
      method: 'POST',
      url: `/api/modules/tenant/disable/${transport}`,
      token: admin,
    });
    expectStatus(off, 200);
    const list = await call(IQBAL_ADMIN, 'GET', '/transport/routes');
    expectStatus(list, 403, 'The Transport module is not enabled for your organisation.');
    expectStatus(await call(PARENT, 'GET', '/transport/mine'), 403);
    const on = await t.request({
      method: 'POST',
      url: `/api/modules/tenant/enable/${transport}`,
      token: admin,
    });
    expectStatus(on, 200);
    const back = await call(IQBAL_ADMIN, 'GET', '/transport/routes');
    expect(back.json().items.map((r: { name: string }) => r.name)).toContain(
      'Route 1 - Model Town',
    );
  });
});
