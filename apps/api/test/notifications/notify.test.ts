import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tenants, users } from '../../src/db/schema/identity.js';
import { notificationDeliveries, notifications } from '../../src/db/schema/notifications.js';
import { guardians } from '../../src/db/schema/school.js';
import { tenantScope } from '../../src/db/scope.js';
import { notify } from '../../src/domains/notifications/notify.js';
import { createTestApp, type TestApp } from '../helpers/app.js';

let t: TestApp;
let tenantId: number;
let parentUserId: number;
let teacherId: number;
let urduGuardian: { id: number; email: string };

beforeAll(async () => {
  t = await createTestApp({}, { queue: { pollingIntervalSeconds: 0.5, retryDelay: 1 } });
  await t.query(async (tx) => {
    const [tenant] = await tx.select().from(tenants).where(eq(tenants.slug, 'iqbal-public-school'));
    tenantId = tenant!.id;
    const [parent] = await tx.select().from(users).where(eq(users.email, 'parent@iqbal.edu.pk'));
    parentUserId = parent!.id;
    const [teacher] = await tx.select().from(users).where(eq(users.email, 'teacher@iqbal.edu.pk'));
    teacherId = teacher!.id;
    const [guardian] = await tx
      .select()
      .from(guardians)
      .where(and(eq(guardians.tenant_id, tenantId), sql`${guardians.user_id} is null`))
      .limit(1);
    await tx
      .update(guardians)
      .set({ preferred_language: 'ur', email: 'urdu.guardian@example.pk' })
      .where(and(eq(guardians.tenant_id, tenantId), eq(guardians.id, guardian!.id)));
    urduGuardian = { id: guardian!.id, email: 'urdu.guardian@example.pk' };
  });
});
afterAll(() => t.close());

describe('notify(tx, …)', () => {
  it('records inbox entries in each language and delivers e-mail through the queue', async () => {
    const result = await t.query(
      (tx) =>
        notify(tx, {
          event: 'absence',
          recipients: { userIds: [parentUserId, teacherId], guardianIds: [urduGuardian.id] },
          data: { student_name: 'Ali Raza', date: '2026-03-02' },
          idempotencyKey: 'absence:test:2026-03-02',
          link: '/parent',
        }),
      tenantScope(tenantId),
    );
    expect(result.notified).toBe(3);
    const rows = await t.query(
      (tx) =>
        tx
          .select()
          .from(notifications)
          .where(and(eq(notifications.tenant_id, tenantId), eq(notifications.event, 'absence'))),
      tenantScope(tenantId),
    );
    const forGuardian = rows.find(
      (row) => row.guardian_id === urduGuardian.id && row.user_id === null,
    );
    expect(forGuardian?.language).toBe('ur');
    expect(forGuardian?.in_app).toBe(false);
    expect(forGuardian?.title).toContain('غیر حاضر');
    const forParent = rows.find((row) => row.user_id === parentUserId);
    expect(forParent?.in_app).toBe(true);
    expect(forParent?.guardian_id).not.toBeNull();
    expect(forParent?.title).toBe('Ali Raza was absent today');

    const mail = await t.mailer.waitFor(urduGuardian.email, 0, 15_000);
    expect(mail.subject).toContain('غیر حاضر');
    await t.mailer.waitFor('parent@iqbal.edu.pk', 0, 15_000);
    // The delivery rows say sent once the workers have recorded it.
    for (let i = 0; i < 50; i++) {
      const statuses = await t.query(
        (tx) =>
          tx
            .select({ status: notificationDeliveries.status })
            .from(notificationDeliveries)
            .innerJoin(
              notifications,
              and(
                eq(notifications.tenant_id, notificationDeliveries.tenant_id),
                eq(notifications.id, notificationDeliveries.notification_id),
              ),
            )
            // Its own deliveries (the demo seed has an announcement's too).
            .where(
              and(
                eq(notificationDeliveries.tenant_id, tenantId),
                eq(notifications.idempotency_key, 'absence:test:2026-03-02'),
              ),
            ),
        tenantScope(tenantId),
      );
      if (statuses.length === 3 && statuses.every((s) => s.status === 'sent')) return;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    throw new Error('deliveries not sent');
  });

  it('records an event once per recipient under one idempotency key', async () => {
    const again = await t.query(
      (tx) =>
        notify(tx, {
          event: 'absence',
          recipients: { userIds: [parentUserId, teacherId], guardianIds: [urduGuardian.id] },
          data: { student_name: 'Ali Raza', date: '2026-03-02' },
          idempotencyKey: 'absence:test:2026-03-02',
        }),
      tenantScope(tenantId),
    );
    expect(again).toEqual({ notified: 0, deliveries: 0 });
  });

  it('writes nothing when the caller rolls back', async () => {
    const before = t.mailer.messages.length;
    await expect(
      t.query(async (tx) => {
        await notify(tx, {
          event: 'quiz_graded',
          recipients: { userIds: [teacherId] },
          data: { quiz_title: 'Algebra', score: '8/10' },
          idempotencyKey: 'quiz:rollback',
        });
        throw new Error('caller failed');
      }, tenantScope(tenantId)),
    ).rejects.toThrow('caller failed');
    const rows = await t.query(
      (tx) =>
        tx.select().from(notifications).where(eq(notifications.idempotency_key, 'quiz:rollback')),
      tenantScope(tenantId),
    );
    expect(rows).toHaveLength(0);
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(t.mailer.messages.length).toBe(before);
  });
});
