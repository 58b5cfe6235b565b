// SQL of online payments: the providers' settings and the payments. Every query runs in a scoped
// transaction; the public notifications find their payment by our reference in the platform scope
// (they carry no token), then do their work in the payment's tenant scope.
import { and, count, desc, eq, ne, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import { pakistanDaySql } from '../../db/pakistan-day.js';
import { courses, enrollments } from '../../db/schema/learning.js';
import {
  type OnlinePayment,
  onlinePaymentRefusals,
  onlinePayments,
  paymentProviderSettings,
} from '../../db/schema/online-payments.js';
import type { ProviderId } from './providers/index.js';

export type ProviderSettingsRow = typeof paymentProviderSettings.$inferSelect;

export async function listSettings(tx: Tx, tenantId: number): Promise<ProviderSettingsRow[]> {
  return tx
    .select()
    .from(paymentProviderSettings)
    .where(eq(paymentProviderSettings.tenant_id, tenantId));
}

export async function findSettings(
  tx: Tx,
  tenantId: number,
  provider: ProviderId,
): Promise<ProviderSettingsRow | undefined> {
  const [row] = await tx
    .select()
    .from(paymentProviderSettings)
    .where(
      and(
        eq(paymentProviderSettings.tenant_id, tenantId),
        eq(paymentProviderSettings.provider, provider),
      ),
    );
  return row;
}

/** Locks the provider's row (creating it) so two saves of one provider never interleave. */
export async function lockSettings(
  tx: Tx,
  tenantId: number,
  provider: ProviderId,
): Promise<ProviderSettingsRow> {
  await tx
    .insert(paymentProviderSettings)
    .values({ tenant_id: tenantId, provider })
    .onConflictDoNothing();
  const [row] = await tx
    .select()
    .from(paymentProviderSettings)
    .where(
      and(
        eq(paymentProviderSettings.tenant_id, tenantId),
        eq(paymentProviderSettings.provider, provider),
      ),
    )
    .for('update');
  return row!;
}

export async function saveSettings(
  tx: Tx,
  tenantId: number,
  provider: ProviderId,
  values: Partial<ProviderSettingsRow>,
): Promise<ProviderSettingsRow> {
  const [row] = await tx
    .update(paymentProviderSettings)
    .set({ ...values, updated_at: new Date() })
    .where(
      and(
        eq(paymentProviderSettings.tenant_id, tenantId),
        eq(paymentProviderSettings.provider, provider),
      ),
    )
    .returning();
  return row!;
}

export async function insertPayment(
  tx: Tx,
  values: typeof onlinePayments.$inferInsert,
): Promise<OnlinePayment> {
  const [row] = await tx.insert(onlinePayments).values(values).returning();
  return row!;
}

export async function findByRef(tx: Tx, txnRef: string): Promise<OnlinePayment | undefined> {
  const [row] = await tx.select().from(onlinePayments).where(eq(onlinePayments.txn_ref, txnRef));
  return row;
}

/** Confirms a payment unless it already is: the row when THIS call confirmed it, else undefined. */
export async function confirm(
  tx: Tx,
  payment: Pick<OnlinePayment, 'tenant_id' | 'id'>,
  providerRef: string | null,
  raw: Record<string, string>,
): Promise<OnlinePayment | undefined> {
  const [row] = await tx
    .update(onlinePayments)
    .set({
      status: 'confirmed',
      provider_ref: providerRef,
      raw_callback: raw,
      callbacks: sql`${onlinePayments.callbacks} + 1`,
      confirmed_at: new Date(),
      updated_at: new Date(),
    })
    .where(
      and(
        eq(onlinePayments.tenant_id, payment.tenant_id),
        eq(onlinePayments.id, payment.id),
        ne(onlinePayments.status, 'confirmed'),
      ),
    )
    .returning();
  return row;
}

/** Ends a still-pending payment as failed or cancelled (a confirmed one stays confirmed). */
export async function endPending(
  tx: Tx,
  payment: Pick<OnlinePayment, 'tenant_id' | 'id'>,
  status: 'failed' | 'cancelled',
  raw: Record<string, string>,
): Promise<OnlinePayment | undefined> {
  const [row] = await tx
    .update(onlinePayments)
    .set({
      status,
      raw_callback: raw,
      callbacks: sql`${onlinePayments.callbacks} + 1`,
      updated_at: new Date(),
    })
    .where(
      and(
        eq(onlinePayments.tenant_id, payment.tenant_id),
        eq(onlinePayments.id, payment.id),
        eq(onlinePayments.status, 'pending'),
      ),
    )
    .returning();
  return row;
}

/** What the provider last said about a payment (its code and meaning, an OTC token). */
export async function noteProviderWord(
  tx: Tx,
  payment: Pick<OnlinePayment, 'tenant_id' | 'id'>,
  values: Partial<
    Pick<
      OnlinePayment,
      'status_detail' | 'payment_token' | 'payment_token_expiry' | 'payment_method'
    >
  >,
) {
  await tx
    .update(onlinePayments)
    .set(values)
    .where(and(eq(onlinePayments.tenant_id, payment.tenant_id), eq(onlinePayments.id, payment.id)));
}

/** A pending payment asked about once more: the count, the next time, the provider's last word. */
export async function noteCheck(
  tx: Tx,
  payment: Pick<OnlinePayment, 'tenant_id' | 'id'>,
  next: Date,
  note: string | null,
): Promise<OnlinePayment> {
  const [row] = await tx
    .update(onlinePayments)
    .set({
      checks: sql`${onlinePayments.checks} + 1`,
      next_check_at: next,
      ...(note ? { status_detail: note.slice(0, 300) } : {}),
    })
    .where(and(eq(onlinePayments.tenant_id, payment.tenant_id), eq(onlinePayments.id, payment.id)))
    .returning();
  return row!;
}

/** Ends a payment that never got a final answer (still pending only). */
export async function expirePending(
  tx: Tx,
  payment: Pick<OnlinePayment, 'tenant_id' | 'id'>,
  detail: string,
) {
  await tx
    .update(onlinePayments)
    .set({
      status: 'cancelled',
      status_detail: detail,
      next_check_at: null,
      updated_at: new Date(),
    })
    .where(
      and(
        eq(onlinePayments.tenant_id, payment.tenant_id),
        eq(onlinePayments.id, payment.id),
        eq(onlinePayments.status, 'pending'),
      ),
    );
}

/** A notification that changes nothing (repeated, or "still pending"): counted for the record. */
export async function countCallback(tx: Tx, payment: Pick<OnlinePayment, 'tenant_id' | 'id'>) {
  await tx
    .update(onlinePayments)
    .set({ callbacks: sql`${onlinePayments.callbacks} + 1`, updated_at: new Date() })
    .where(and(eq(onlinePayments.tenant_id, payment.tenant_id), eq(onlinePayments.id, payment.id)));
}

export async function setOutcome(
  tx: Tx,
  payment: Pick<OnlinePayment, 'tenant_id' | 'id'>,
  values: { payment_id?: number | null; refund_due?: boolean },
) {
  await tx
    .update(onlinePayments)
    .set(values)
    .where(and(eq(onlinePayments.tenant_id, payment.tenant_id), eq(onlinePayments.id, payment.id)));
}

export async function listPayments(
  tx: Tx,
  tenantId: number,
  filter: { status?: OnlinePayment['status']; skip: number; limit: number },
) {
  const where = and(
    eq(onlinePayments.tenant_id, tenantId),
    filter.status ? eq(onlinePayments.status, filter.status) : undefined,
  );
  const [items, [total]] = await Promise.all([
    tx
      .select()
      .from(onlinePayments)
      .where(where)
      .orderBy(desc(onlinePayments.created_at), desc(onlinePayments.id))
      .offset(filter.skip)
      .limit(filter.limit),
    tx.select({ n: count() }).from(onlinePayments).where(where),
  ]);
  return { items, total: total?.n ?? 0 };
}

/** The caller's own enrolment with its course (for paying a paid course). */
export async function findOwnEnrollment(tx: Tx, tenantId: number, userId: number, id: number) {
  const [row] = await tx
    .select({
      id: enrollments.id,
      payment_status: enrollments.payment_status,
      course_id: courses.id,
      title: courses.title,
      price: courses.price,
      currency: courses.currency,
    })
    .from(enrollments)
    .innerJoin(
      courses,
      and(eq(courses.tenant_id, enrollments.tenant_id), eq(courses.id, enrollments.course_id)),
    )
    .where(
      and(
        eq(enrollments.tenant_id, tenantId),
        eq(enrollments.id, id),
        eq(enrollments.user_id, userId),
      ),
    );
  return row;
}

export async function confirmedFor(
  tx: Tx,
  tenantId: number,
  target: { voucher_id?: number; enrollment_id?: number },
): Promise<OnlinePayment | undefined> {
  const [row] = await tx
    .select()
    .from(onlinePayments)
    .where(
      and(
        eq(onlinePayments.tenant_id, tenantId),
        target.voucher_id !== undefined
          ? eq(onlinePayments.voucher_id, target.voucher_id)
          : eq(onlinePayments.enrollment_id, target.enrollment_id ?? 0),
        eq(onlinePayments.status, 'confirmed'),
      ),
    )
    .limit(1);
  return row;
}

/** Counts a refused notification of a payment (one row per payment, reason and day). */
export async function countRefusal(
  tx: Tx,
  payment: Pick<OnlinePayment, 'tenant_id' | 'provider' | 'txn_ref'>,
  reason: string,
  day: string,
) {
  await tx
    .insert(onlinePaymentRefusals)
    .values({
      tenant_id: payment.tenant_id,
      provider: payment.provider,
      txn_ref: payment.txn_ref,
      reason: reason.slice(0, 20),
      day,
    })
    .onConflictDoUpdate({
      target: [
        onlinePaymentRefusals.tenant_id,
        onlinePaymentRefusals.provider,
        onlinePaymentRefusals.day,
        onlinePaymentRefusals.txn_ref,
        onlinePaymentRefusals.reason,
      ],
      set: { count: sql`${onlinePaymentRefusals.count} + 1`, last_at: new Date() },
    });
}

/** The Pakistan day a payment was started on (its row's created_at in Pakistan time). */
const karachiDay = pakistanDaySql(onlinePayments.created_at);

/** A provider's payments started on one Pakistan day (the report's rows, oldest first). */
export async function paymentsOfDay(
  tx: Tx,
  tenantId: number,
  provider: ProviderId,
  day: string,
  limit: number,
) {
  return tx
    .select()
    .from(onlinePayments)
    .where(
      and(
        eq(onlinePayments.tenant_id, tenantId),
        eq(onlinePayments.provider, provider),
        sql`${karachiDay} = ${day}::date`,
      ),
    )
    .orderBy(onlinePayments.created_at, onlinePayments.id)
    .limit(limit);
}

/** Count and amount per status of a provider's payments started on one Pakistan day. */
export async function totalsOfDay(tx: Tx, tenantId: number, provider: ProviderId, day: string) {
  return tx
    .select({
      status: onlinePayments.status,
      count: sql<number>`count(*)::int`,
      amount: sql<number>`coalesce(sum(${onlinePayments.amount}), 0)::int`,
    })
    .from(onlinePayments)
    .where(
      and(
        eq(onlinePayments.tenant_id, tenantId),
        eq(onlinePayments.provider, provider),
        sql`${karachiDay} = ${day}::date`,
      ),
    )
    .groupBy(onlinePayments.status);
}

/** Refused notifications of a provider counted on one Pakistan day. */
export async function refusalsOfDay(tx: Tx, tenantId: number, provider: ProviderId, day: string) {
  const [row] = await tx
    .select({ total: sql<number>`coalesce(sum(${onlinePaymentRefusals.count}), 0)::int` })
    .from(onlinePaymentRefusals)
    .where(
      and(
        eq(onlinePaymentRefusals.tenant_id, tenantId),
        eq(onlinePaymentRefusals.provider, provider),
        eq(onlinePaymentRefusals.day, day),
      ),
    );
  return row?.total ?? 0;
}
