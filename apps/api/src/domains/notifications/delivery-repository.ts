// SQL of the delivery job (delivery.ts): the claim of a delivery before the provider call and
// the outcome after it, both conditional on the claim being this job's.
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import { notificationDeliveries } from '../../db/schema/notifications.js';

/** Claims a delivery for this job: marked sending (the mark before the provider call). */
export async function markClaimedSending(
  tx: Tx,
  tenantId: number,
  deliveryId: number,
  jobId: string,
): Promise<void> {
  await tx
    .update(notificationDeliveries)
    .set({
      status: 'sending',
      claimed_by: jobId,
      attempts: sql`${notificationDeliveries.attempts} + 1`,
      // One delivery per job: the claim is also the mark before the provider call.
      sending_at: new Date(),
      worker: null,
      updated_at: new Date(),
    })
    .where(
      and(
        eq(notificationDeliveries.tenant_id, tenantId),
        eq(notificationDeliveries.id, deliveryId),
      ),
    );
}

function ownClaim(tenantId: number, deliveryId: number, jobId: string) {
  return and(
    eq(notificationDeliveries.tenant_id, tenantId),
    eq(notificationDeliveries.id, deliveryId),
    eq(notificationDeliveries.claimed_by, jobId),
  );
}

/** Queued again or failed, if it is still this job's and still sending; true when it moved. */
export async function recordUnsent(
  tx: Tx,
  tenantId: number,
  deliveryId: number,
  jobId: string,
  outcome: { status: 'queued' | 'failed'; reason: string },
): Promise<boolean> {
  const moved = await tx
    .update(notificationDeliveries)
    .set({ status: outcome.status, reason: outcome.reason, updated_at: new Date() })
    .where(and(ownClaim(tenantId, deliveryId, jobId), eq(notificationDeliveries.status, 'sending')))
    .returning({ id: notificationDeliveries.id });
  return moved.length > 0;
}

/**
 * `sent` — unless the provider's report came first (sent, delivered or failed already): then the
 * status stays as reported and only who sent it is filled in.
 */
export async function recordSentUnlessReported(
  tx: Tx,
  tenantId: number,
  deliveryId: number,
  jobId: string,
  outcome: { provider: string; providerMessageId: string | null },
): Promise<void> {
  await tx
    .update(notificationDeliveries)
    .set({
      status: sql`CASE WHEN ${notificationDeliveries.status} = 'sending' THEN 'sent' ELSE ${notificationDeliveries.status} END`,
      reason: sql`CASE WHEN ${notificationDeliveries.status} = 'sending' THEN NULL ELSE ${notificationDeliveries.reason} END`,
      provider: outcome.provider,
      provider_message_id: sql`coalesce(${notificationDeliveries.provider_message_id}, ${outcome.providerMessageId})`,
      updated_at: new Date(),
    })
    .where(
      and(
        ownClaim(tenantId, deliveryId, jobId),
        inArray(notificationDeliveries.status, ['sending', 'sent', 'delivered', 'failed']),
      ),
    );
}
