// A route's printable list over HTTP: the stops' pickup times (saved, shown, refused when not a
// clock time), and the PDF in English and Urdu read back as text: the route, vehicle, driver,
// the stops in order with their times, each student with class, stop and the guardian's mobile;
// Urdu labels read right to left. Only the office may print it; another school's route is 404.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { and, eq, like, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications } from '../../src/db/schema/notifications.js';
import { unreadable, wordsOf } from '../documents/reading.js';
import { createTestApp, type TestApp } from '../helpers/app.js';
import {
  caller,
  expectStatus,
  IQBAL,
  IQBAL_ADMIN,
  IQBAL_TEACHER,
  QUAID_ADMIN,
} from '../learning/helpers.js';

const PARENT = 'parent@iqbal.edu.pk';
let t: TestApp;
let call: ReturnType<typeof caller>;
let child: { id: number; name: string; admission_no: string };
let routeId: number;

const rows = async <T>(query: ReturnType<typeof sql>) =>
  t.query(async (tx) => ((await tx.execute(query)) as unknown as { rows: T[] }).rows);

function textOf(pdf: Buffer): string {
  const dir = mkdtempSync(join(tmpdir(), 'route-list-'));
  try {
    const file = join(dir, 'list.pdf');
    writeFileSync(file, pdf);
    return execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

beforeAll(async () => {
  t = await createTestApp();
  call = caller(t);
  const [mine] = await rows<{ id: number; name: string; admission_no: string }>(
    sql`select s.id, s.first_name || ' ' || s.last_name as name, s.admission_no
        from students s join student_guardians sg
          on sg.tenant_id = s.tenant_id and sg.student_id = s.id
        join guardians g on g.tenant_id = sg.tenant_id and g.id = sg.guardian_id
        join users u on u.id = g.user_id
        where s.tenant_id = ${IQBAL} and u.email = ${PARENT} and s.status = 'active'
        order by s.id limit 1`,
  );
  child = { ...mine!, id: Number(mine!.id) };
  const route = await call(IQBAL_ADMIN, 'POST', '/transport/routes', {
    name: 'Route 7 - Johar Town',
    vehicle_no: 'lec-7788',
    driver_name: 'Ghulam Rasool',
    driver_mobile: '0321 7654321',
    capacity: 12,
  });
  expectStatus(route, 201);
  routeId = route.json().id;
});
afterAll(() => t.close());

describe('pickup times', () => {
  it('saves a stop’s pickup time, changes it, and refuses what is not a clock time', async () => {
    const first = await call(IQBAL_ADMIN, 'POST', `/transport/routes/${routeId}/stops`, {
      name: 'Akbar Chowk',
      stop_order: 1,
      monthly_fee: 2800,
      pickup_time: '06:50',
    });
    expectStatus(first, 201);
    const second = await call(IQBAL_ADMIN, 'POST', `/transport/routes/${routeId}/stops`, {
      name: 'Emporium Mall',
      stop_order: 2,
      monthly_fee: 2500,
    });
    expectStatus(second, 201);
    const stops = second.json().stops as { id: number; name: string; pickup_time: string | null }[];
    expect(stops.map((s) => [s.name, s.pickup_time])).toEqual([
      ['Akbar Chowk', '06:50'],
      ['Emporium Mall', null],
    ]);
    const changed = await call(IQBAL_ADMIN, 'PUT', `/transport/stops/${stops[1]!.id}`, {
      name: 'Emporium Mall',
      stop_order: 2,
      monthly_fee: 2500,
      pickup_time: '07:05',
    });
    expectStatus(changed, 200);
    expect(changed.json().stops[1].pickup_time).toBe('07:05');
    const bad = await call(IQBAL_ADMIN, 'PUT', `/transport/stops/${stops[1]!.id}`, {
      name: 'Emporium Mall',
      stop_order: 2,
      monthly_fee: 2500,
      pickup_time: '25:00',
    });
    expect(bad.statusCode).toBeGreaterThanOrEqual(400);
    expect(bad.statusCode).toBeLessThan(500);
    expect(bad.json().detail).toEqual(expect.any(String));

    expectStatus(
      await call(IQBAL_ADMIN, 'PUT', `/transport/students/${child.id}`, {
        stop_id: stops[1]!.id,
      }),
      200,
    );
  });
});

describe('a changed pickup time', () => {
  const sent = () =>
    t.query((tx) =>
      tx
        .select()
        .from(notifications)
        .where(
          and(
            eq(notifications.tenant_id, IQBAL),
            like(notifications.idempotency_key, 'transport-time:%'),
          ),
        ),
    );

  it('tells the guardians of the students riding from the stop, once per change', async () => {
    const route = (await call(IQBAL_ADMIN, 'GET', '/transport/routes'))
      .json()
      .items.find((r: { id: number }) => r.id === routeId) as {
      stops: { id: number; name: string; stop_order: number; monthly_fee: number }[];
    };
    const [akbar, emporium] = route.stops;
    // Adding the first stop's time (no one rides from it) and renaming the child's stop with its
    // time unchanged tell nobody.
    const before = (await sent()).length;
    expectStatus(
      await call(IQBAL_ADMIN, 'PUT', `/transport/stops/${akbar!.id}`, {
        name: akbar!.name,
        stop_order: 1,
        monthly_fee: 2800,
        pickup_time: '06:45',
      }),
      200,
    );
    expectStatus(
      await call(IQBAL_ADMIN, 'PUT', `/transport/stops/${emporium!.id}`, {
        name: 'Emporium Mall',
        stop_order: 2,
        monthly_fee: 2600,
        pickup_time: '07:05',
      }),
      200,
    );
    expect((await sent()).length).toBe(before);

    // The child's stop gets a new time: the parent is told, in the inbox, with the new time.
    expectStatus(
      await call(IQBAL_ADMIN, 'PUT', `/transport/stops/${emporium!.id}`, {
        name: 'Emporium Mall',
        stop_order: 2,
        monthly_fee: 2600,
        pickup_time: '07:15',
      }),
      200,
    );
    const notes = (await sent()).slice(before);
    expect(notes.length).toBeGreaterThan(0);
    expect(notes.every((n) => n.event === 'transport_time_changed')).toBe(true);
    const parentId = (await call(PARENT, 'GET', '/auth/me')).json().id as number;
    const toParent = notes.find((n) => n.user_id === parentId);
    expect(toParent?.body).toContain('07:15');
    expect(toParent?.body).toContain(child.name);
    expect(toParent?.body).toContain('Emporium Mall');
    const inbox = await call(PARENT, 'GET', '/notifications/');
    expect(JSON.stringify(inbox.json())).toContain('07:15');

    // Back to the earlier time: a change of its own, told again.
    expectStatus(
      await call(IQBAL_ADMIN, 'PUT', `/transport/stops/${emporium!.id}`, {
        name: 'Emporium Mall',
        stop_order: 2,
        monthly_fee: 2600,
        pickup_time: '07:05',
      }),
      200,
    );
    expect((await sent()).length).toBe(before + notes.length * 2);
  });
});

describe('the printable route list', () => {
  it('prints the route, the stops with their times and the riders in English', async () => {
    const res = await call(IQBAL_ADMIN, 'GET', `/transport/routes/${routeId}/list/pdf`);
    expectStatus(res, 200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toContain('route-list-route-7-johar-town-en.pdf');
    const text = textOf(res.rawPayload);
    for (const expected of [
      'Route list',
      'Route 7 - Johar Town',
      'LEC-7788',
      'Ghulam Rasool',
      '0321 7654321',
      'Stops and pickup times',
      'Akbar Chowk',
      '06:45',
      'Emporium Mall',
      '07:05',
      'Students on this route',
      child.name,
    ]) {
      expect(text).toContain(expected);
    }
    // The stops in their order on the route.
    expect(text.indexOf('Akbar Chowk')).toBeLessThan(text.indexOf('Emporium Mall'));
    // The rider's row: the guardian's mobile is printed the Pakistani way.
    expect(text).toMatch(/03\d\d \d{7}/);
  });

  it('prints it in Urdu, the labels reading right to left', async () => {
    const res = await call(IQBAL_ADMIN, 'GET', `/transport/routes/${routeId}/list/pdf?lang=ur`);
    expectStatus(res, 200);
    const words = wordsOf(res.rawPayload);
    // The headings' words are on the page (poppler's boxes of large Nastaliq words are too
    // uneven to group them into a line; their order was checked on the rendered page).
    const present = new Set(words.map((w) => w.text));
    for (const heading of ['روٹ کی فہرست', 'اسٹاپ اور آنے کے اوقات', 'اس روٹ کے طلبہ']) {
      for (const word of heading.split(' ')) expect(present, heading).toContain(word);
    }
    expect(
      unreadable(words, [
        'ڈرائیور کا موبائل',
        'آنے کا وقت',
        'سرپرست کا موبائل',
        'Route 7 - Johar Town',
        'Ghulam Rasool',
        'Akbar Chowk',
        '06:45',
        '07:05',
        child.name,
      ]),
    ).toEqual([]);
  });

  it('is the office’s alone; another school’s route is not found', async () => {
    expectStatus(
      await call(IQBAL_TEACHER, 'GET', `/transport/routes/${routeId}/list/pdf`),
      403,
      'Only the school office (administrators) can manage transport.',
    );
    expect(
      (await call(QUAID_ADMIN, 'GET', `/transport/routes/${routeId}/list/pdf`)).statusCode,
    ).toBe(403);
    expectStatus(
      await call(IQBAL_ADMIN, 'GET', '/transport/routes/999999/list/pdf'),
      404,
      'Route not found.',
    );
    expect(
      (await call(IQBAL_ADMIN, 'GET', `/transport/routes/${routeId}/list/pdf?lang=fr`)).statusCode,
    ).toBeGreaterThanOrEqual(400);
  });
});
