// Bulk enrolment decisions: per-item results, one already decided by
// someone else, two requests at once, the tenant setting, audit and e-mail.
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../src/db/schema/identity.js';
import { enrollments } from '../../src/db/schema/learning.js';
import { createTestApp, DEMO_PASSWORD, type TestApp } from '../helpers/app.js';
import {
  caller,
  courseId,
  expectStatus,
  IQBAL,
  IQBAL_ADMIN,
  IQBAL_STUDENT,
  IQBAL_TEACHER,
  QUAID_STUDENT2,
  QUAID_TEACHER,
  setSettings,
} from '../learning/helpers.js';

let t: TestApp;
let call: ReturnType<typeof caller>;
let python: number;
let olevel: number;
const pending: number[] = [];
let otherCourse: number; // an enrollment in a course the teacher did not create
let quaidEnrollment: number;

type Results = {
  items: { id: number; result: string; enrollment?: { payment_status: string } }[];
  decided: number;
};

async function newPending(n: number, course: number): Promise<number> {
  const email = `bulk.student${n}.${course}@iqbal.edu.pk`;
  expectStatus(
    await call(IQBAL_ADMIN, 'POST', '/users/', {
      email,
      username: `bulk_student_${n}_${course}`,
      password: DEMO_PASSWORD,
      first_name: 'Bulk',
      last_name: `Student ${n}`,
    }),
    201,
  );
  const enrolled = await call(email, 'POST', `/courses/${course}/enroll`, {});
  expectStatus(enrolled, 201);
  expect(enrolled.json()).toMatchObject({ payment_status: 'pending' });
  return (enrolled.json() as { id: number }).id;
}

const decide = (email: string, body: unknown) =>
  call(email, 'POST', '/enrollments/decisions', body);

beforeAll(async () => {
  t = await createTestApp();
  call = caller(t);
  python = await courseId(t, IQBAL, 'Python for Beginners');
  olevel = await courseId(t, IQBAL, 'O Level Computer Science (2210)');
  for (let n = 1; n <= 7; n += 1) pending.push(await newPending(n, python));
  otherCourse = await newPending(8, olevel);
  const quaid = await call(QUAID_STUDENT2, 'GET', '/courses/enrollments/my');
  quaidEnrollment = (quaid.json() as { items: { id: number }[] }).items[0]!.id;
});
afterAll(() => t.close());

describe('POST /enrollments/decisions', () => {
  it('approves several pending enrollments at once, audits and e-mails each', async () => {
    const ids = [pending[0]!, pending[1]!];
    const response = await decide(IQBAL_TEACHER, { ids, decision: 'approve' });
    expectStatus(response, 200);
    const body = response.json() as Results;
    expect(body.decided).toBe(2);
    expect(body.items.map((i) => [i.id, i.result])).toEqual(ids.map((id) => [id, 'decided']));
    expect(body.items[0]!.enrollment).toMatchObject({ payment_status: 'paid' });
    const rows = await t.query((tx) =>
      tx.select().from(enrollments).where(inArray(enrollments.id, ids)),
    );
    expect(
      rows.every((r) => r.payment_status === 'paid' && r.admin_approved && r.status === 'active'),
    ).toBe(true);
    const audits = await t.query((tx) =>
      tx
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.action, 'enrollment.approved'), inArray(auditLog.entity_id, ids))),
    );
    expect(audits).toHaveLength(2);
    expect(audits[0]!.changes).toMatchObject({
      payment_status: { from: 'pending', to: 'paid' },
      bulk: true,
    });
    await t.mailer.waitFor(`bulk.student1.${python}@iqbal.edu.pk`);
  });

  it('reports one already decided by someone else and leaves it as it is', async () => {
    // The admin rejects one first (another screen, a moment earlier).
    expectStatus(
      await call(IQBAL_ADMIN, 'PUT', `/courses/enrollments/${pending[2]}`, {
        payment_status: 'rejected',
        admin_notes: 'No receipt',
      }),
      200,
    );
    const response = await decide(IQBAL_TEACHER, {
      ids: [pending[2]!, pending[3]!],
      decision: 'approve',
    });
    expectStatus(response, 200);
    const body = response.json() as Results;
    expect(body.items.map((i) => i.result)).toEqual(['already_decided', 'decided']);
    expect(body.decided).toBe(1);
    const [kept] = await t.query((tx) =>
      tx.select().from(enrollments).where(eq(enrollments.id, pending[2]!)),
    );
    expect(kept).toMatchObject({ payment_status: 'rejected', admin_notes: 'No receipt' });
  });

  it('decides each enrollment once when two requests race', async () => {
    const ids = [pending[4]!, pending[5]!];
    const [a, b] = await Promise.all([
      decide(IQBAL_TEACHER, { ids, decision: 'approve' }),
      decide(IQBAL_ADMIN, { ids: [...ids].reverse(), decision: 'reject' }),
    ]);
    expectStatus(a!, 200);
    expectStatus(b!, 200);
    const decided = (a!.json() as Results).decided + (b!.json() as Results).decided;
    expect(decided).toBe(2);
    const audits = await t.query((tx) =>
      tx
        .select()
        .from(auditLog)
        .where(and(inArray(auditLog.entity_id, ids), eq(auditLog.entity_type, 'enrollment'))),
    );
    expect(audits.filter((r) => r.action !== 'enrollment.created')).toHaveLength(2);
  });

  it('rejects with a reason, and answers forbidden / not_found per item', async () => {
    const response = await decide(IQBAL_TEACHER, {
      ids: [pending[6]!, otherCourse, quaidEnrollment, 2147483647],
      decision: 'reject',
      admin_notes: '  Fee not received  ',
    });
    expectStatus(response, 200);
    expect((response.json() as Results).items.map((i) => i.result)).toEqual([
      'decided',
      'forbidden',
      'not_found',
      'not_found',
    ]);
    const [row] = await t.query((tx) =>
      tx.select().from(enrollments).where(eq(enrollments.id, pending[6]!)),
    );
    expect(row).toMatchObject({
      payment_status: 'rejected',
      status: 'dropped',
      admin_notes: 'Fee not received',
    });
    const [other] = await t.query((tx) =>
      tx.select().from(enrollments).where(eq(enrollments.id, otherCourse)),
    );
    expect(other!.payment_status).toBe('pending');
    // The admin may decide it.
    const admin = await decide(IQBAL_ADMIN, { ids: [otherCourse], decision: 'approve' });
    expect((admin.json() as Results).items[0]!.result).toBe('decided');
  });

  it('takes any text as the reason, also a name the mail formatter could mistake for a key', async () => {
    // The fuzzer found it: `valueOf` as the reason was looked up as an ICU select case
    // (intl-messageformat reads `options[value]`, and Object.prototype has `valueOf`) and the
    // rejection answered 500.
    const id = await newPending(20, python);
    const response = await decide(IQBAL_ADMIN, {
      ids: [id],
      decision: 'reject',
      admin_notes: 'valueOf',
    });
    expectStatus(response, 200);
    expect((response.json() as Results).items[0]!.result).toBe('decided');
    const mail = await t.mailer.waitFor(`bulk.student20.${python}@iqbal.edu.pk`);
    expect(mail.text).toContain('Reason: valueOf');
  });

  it('is refused with 403 when the setting is off, and to students and parents', async () => {
    const fresh = await newPending(9, python);
    await setSettings(t, IQBAL, { teachers_can_manage_enrollments: false });
    try {
      const off = await decide(IQBAL_TEACHER, { ids: [fresh], decision: 'approve' });
      expectStatus(off, 403);
      expect(off.json().detail).toBe(
        'Your organization does not allow teachers to manage enrollments. Contact your admin.',
      );
    } finally {
      await setSettings(t, IQBAL, { teachers_can_manage_enrollments: true });
    }
    expectStatus(await decide(IQBAL_STUDENT, { ids: [fresh], decision: 'approve' }), 403);
    expectStatus(await decide('parent@iqbal.edu.pk', { ids: [fresh], decision: 'approve' }), 403);
    // Another school's teacher cannot even see it.
    const quaid = await decide(QUAID_TEACHER, { ids: [fresh], decision: 'approve' });
    expectStatus(quaid, 200);
    expect((quaid.json() as Results).items[0]!.result).toBe('not_found');
    const [still] = await t.query((tx) =>
      tx.select().from(enrollments).where(eq(enrollments.id, fresh)),
    );
    expect(still!.payment_status).toBe('pending');
  });

  it('validates the body', async () => {
    expectStatus(await decide(IQBAL_TEACHER, { ids: [], decision: 'approve' }), 422);
    expectStatus(await decide(IQBAL_TEACHER, { ids: [1, 1], decision: 'approve' }), 422);
    expectStatus(await decide(IQBAL_TEACHER, { ids: [1], decision: 'maybe' }), 422);
    expectStatus(
      await decide(IQBAL_TEACHER, {
        ids: Array.from({ length: 101 }, (_, i) => i + 1),
        decision: 'approve',
      }),
      422,
    );
  });
});
