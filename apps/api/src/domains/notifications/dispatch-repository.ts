// The delivery dispatcher's statements: each works on a SET of deliveries (one statement for a
// batch of claims, one for the marks before a group of provider calls, one for a group of
// outcomes), in the platform scope because one batch holds several schools' deliveries. Every
// statement names each row's tenant_id with its id.
import { inArray } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import { tenants } from '../../db/schema/identity.js';
import { notificationChannels } from '../../db/schema/notifications.js';
import { prepared } from '../../db/scope.js';

export interface ClaimCandidate {
  tenant_id: number;
  id: number;
  channel: 'email' | 'sms' | 'whatsapp';
  address: string;
  status: 'queued' | 'sending';
  sending_at: Date | null;
  attempts: number;
  title: string;
  body: string;
  language: 'en' | 'ur';
  data: unknown;
  event: string;
  /** The job the claim is made under (the fetched job; on a take-over the dead claim's job). */
  job: string;
  held_from: string | null;
}

const CANDIDATE_COLUMNS = `d.tenant_id, d.id, d.channel, d.address, d.status, d.sending_at,
  d.attempts, n.title, n.body, n.language, n.data, n.event`;

function candidates(rows: Record<string, unknown>[]): ClaimCandidate[] {
  return rows.map((row) => ({
    ...(row as unknown as ClaimCandidate),
    tenant_id: Number(row.tenant_id),
    id: Number(row.id),
    attempts: Number(row.attempts),
    sending_at: row.sending_at ? new Date(row.sending_at as string) : null,
  }));
}

/**
 * The deliveries of fetched jobs that may be claimed, locked: `queued`, or a `sending` claim of
 * the job itself (or, for a held WhatsApp delivery's follow-up, of the job it was held from)
 * whose worker is gone. A row another live worker is sending, or already sent/failed, is not.
 */
export async function lockForJobs(
  tx: Tx,
  jobs: { tenantId: number; deliveryId: number; job: string; heldFrom: string | null }[],
  staleSeconds: number,
): Promise<ClaimCandidate[]> {
  if (!jobs.length) return [];
  const rows = await prepared<Record<string, unknown>>(
    tx,
    'dispatch_lock_for_jobs',
    `SELECT ${CANDIDATE_COLUMNS}, j.job::text AS job, j.held_from::text AS held_from
       FROM unnest($1::int[], $2::bigint[], $3::uuid[], $4::uuid[]) AS j(tenant_id, id, job, held_from)
       JOIN notification_deliveries d ON d.tenant_id = j.tenant_id AND d.id = j.id
       JOIN notifications n ON n.tenant_id = d.tenant_id AND n.id = d.notification_id
      WHERE d.status = 'queued'
         OR (d.status = 'sending' AND d.claimed_by = coalesce(j.held_from, j.job)
             AND (d.worker IS NULL OR NOT EXISTS (
               SELECT 1 FROM delivery_workers w
                WHERE w.id = d.worker AND w.seen_at > now() - make_interval(secs => $5))))
      ORDER BY d.tenant_id, d.id
      FOR UPDATE OF d`,
    [
      jobs.map((j) => j.tenantId),
      jobs.map((j) => j.deliveryId),
      jobs.map((j) => j.job),
      jobs.map((j) => j.heldFrom),
      staleSeconds,
    ],
  );
  return candidates(rows);
}

/** `sending` claims of workers whose heartbeat stopped (a killed process), locked. */
export async function lockOrphans(
  tx: Tx,
  deadWorkers: string[],
  limit: number,
): Promise<ClaimCandidate[]> {
  const rows = await prepared<Record<string, unknown>>(
    tx,
    'dispatch_lock_orphans',
    `SELECT ${CANDIDATE_COLUMNS}, d.claimed_by::text AS job, NULL::text AS held_from
       FROM notification_deliveries d
       JOIN notifications n ON n.tenant_id = d.tenant_id AND n.id = d.notification_id
      WHERE d.status = 'sending' AND d.worker = ANY($1::uuid[]) AND d.claimed_by IS NOT NULL
      ORDER BY d.tenant_id, d.id
      LIMIT $2
      FOR UPDATE OF d`,
    [deadWorkers, limit],
  );
  return candidates(rows);
}

/**
 * Claims locked rows for this worker: `sending`, attempts + 1. `keepMark`: a recovered claim
 * whose message may be at the provider keeps its `sending_at` (a second crash still knows).
 */
export async function claim(
  tx: Tx,
  worker: string,
  rows: { tenantId: number; id: number; job: string; keepMark: boolean }[],
): Promise<void> {
  if (!rows.length) return;
  await prepared(
    tx,
    'dispatch_claim',
    `UPDATE notification_deliveries d
        SET status = 'sending', claimed_by = v.job, worker = $5::uuid, attempts = d.attempts + 1,
            sending_at = CASE WHEN v.keep THEN d.sending_at ELSE NULL END, updated_at = now()
       FROM unnest($1::int[], $2::bigint[], $3::uuid[], $4::bool[]) AS v(tenant_id, id, job, keep)
      WHERE d.tenant_id = v.tenant_id AND d.id = v.id`,
    [
      rows.map((r) => r.tenantId),
      rows.map((r) => r.id),
      rows.map((r) => r.job),
      rows.map((r) => r.keepMark),
      worker,
    ],
  );
}

/**
 * The durable mark before the provider calls: `sending_at` for the rows this worker still holds.
 * Answers the ones marked ("tenant:id"); a row not answered was settled or taken meanwhile and is
 * not sent.
 */
export async function markSending(
  tx: Tx,
  worker: string,
  rows: { tenantId: number; id: number; job: string }[],
): Promise<Set<string>> {
  const marked = await prepared<{ tenant_id: number; id: number }>(
    tx,
    'dispatch_mark_sending',
    `UPDATE notification_deliveries d SET sending_at = now()
       FROM unnest($1::int[], $2::bigint[], $3::uuid[]) AS v(tenant_id, id, job)
      WHERE d.tenant_id = v.tenant_id AND d.id = v.id AND d.claimed_by = v.job
        AND d.status = 'sending' AND d.worker = $4::uuid
      RETURNING d.tenant_id, d.id`,
    [rows.map((r) => r.tenantId), rows.map((r) => r.id), rows.map((r) => r.job), worker],
  );
  return new Set(marked.map((r) => `${r.tenant_id}:${r.id}`));
}

/**
 * `sent` with the provider's id, for the rows still under the job's claim — unless the
 * provider's report came first (sent, delivered or failed already): then the status stays as
 * reported and only who sent it is filled in.
 */
export async function recordSent(
  tx: Tx,
  rows: {
    tenantId: number;
    id: number;
    job: string;
    provider: string;
    providerMessageId: string | null;
  }[],
): Promise<void> {
  if (!rows.length) return;
  await prepared(
    tx,
    'dispatch_record_sent',
    `WITH v AS (
       SELECT * FROM unnest($1::int[], $2::bigint[], $3::uuid[], $4::text[], $5::text[])
                AS v(tenant_id, id, job, provider, message_id)
     ),
     -- Locked in (tenant, id) order first, as the delivery reports' group commit locks them
     -- (repository.applyReceipts): the two write the same rows at once and must not deadlock.
     locked AS (
       SELECT d.tenant_id, d.id FROM notification_deliveries d
         JOIN v ON d.tenant_id = v.tenant_id AND d.id = v.id
        ORDER BY d.tenant_id, d.id
        FOR UPDATE OF d
     )
     UPDATE notification_deliveries d
        SET status = CASE WHEN d.status = 'sending' THEN 'sent' ELSE d.status END,
            reason = CASE WHEN d.status = 'sending' THEN NULL ELSE d.reason END,
            provider = v.provider,
            provider_message_id = coalesce(d.provider_message_id, v.message_id),
            updated_at = now()
       FROM v JOIN locked l ON l.tenant_id = v.tenant_id AND l.id = v.id
      WHERE d.tenant_id = v.tenant_id AND d.id = v.id AND d.claimed_by = v.job
        AND d.status IN ('sending', 'sent', 'delivered', 'failed')`,
    [
      rows.map((r) => r.tenantId),
      rows.map((r) => r.id),
      rows.map((r) => r.job),
      rows.map((r) => r.provider),
      rows.map((r) => r.providerMessageId),
    ],
  );
}

/** The failure of one claimed row; answers whether it was still this job's `sending` claim. */
export async function recordFailure(
  tx: Tx,
  row: { tenantId: number; id: number; job: string },
  status: 'queued' | 'failed',
  reason: string,
  /** The provider may have it (no answer came): the mark stays, so the retry checks first. */
  maybeSent = false,
): Promise<boolean> {
  const moved = await prepared(
    tx,
    'dispatch_record_failure',
    `UPDATE notification_deliveries
        SET status = $4, reason = $5, updated_at = now(),
            sending_at = CASE WHEN $6::bool THEN sending_at ELSE NULL END
      WHERE tenant_id = $1 AND id = $2 AND claimed_by = $3::uuid AND status = 'sending'
      RETURNING id`,
    [row.tenantId, row.id, row.job, status, reason, maybeSent],
  );
  return moved.length > 0;
}

export async function channelsOf(tx: Tx, tenantIds: number[]) {
  if (!tenantIds.length) return [];
  return tx
    .select()
    .from(notificationChannels)
    .where(inArray(notificationChannels.tenant_id, tenantIds));
}

export async function slugsOf(tx: Tx, tenantIds: number[]) {
  if (!tenantIds.length) return [];
  return tx
    .select({ id: tenants.id, slug: tenants.slug })
    .from(tenants)
    .where(inArray(tenants.id, tenantIds));
}

/** The numbers (per school) that wrote within 24 hours: free-form text may go to them. */
export async function openWindows(
  tx: Tx,
  numbers: { tenantId: number; waId: string }[],
): Promise<Set<string>> {
  if (!numbers.length) return new Set();
  const rows = await prepared<{ tenant_id: number; wa_id: string }>(
    tx,
    'dispatch_open_windows',
    `SELECT w.tenant_id, w.wa_id FROM whatsapp_windows w
       JOIN unnest($1::int[], $2::text[]) AS v(tenant_id, wa_id)
         ON w.tenant_id = v.tenant_id AND w.wa_id = v.wa_id
      WHERE w.last_inbound_at > now() - interval '24 hours'`,
    [numbers.map((n) => n.tenantId), numbers.map((n) => n.waId)],
  );
  return new Set(rows.map((r) => `${r.tenant_id}:${r.wa_id}`));
}

export async function heartbeat(tx: Tx, worker: string): Promise<void> {
  await prepared(
    tx,
    'dispatch_heartbeat',
    `INSERT INTO delivery_workers (id) VALUES ($1::uuid)
     ON CONFLICT (id) DO UPDATE SET seen_at = now()`,
    [worker],
  );
}

/** Workers whose heartbeat is older than staleSeconds (dead); those without claims are removed. */
export async function deadWorkers(tx: Tx, staleSeconds: number): Promise<string[]> {
  await prepared(
    tx,
    'dispatch_forget_dead_workers',
    `DELETE FROM delivery_workers w
      WHERE w.seen_at < now() - make_interval(secs => $1)
        AND NOT EXISTS (SELECT 1 FROM notification_deliveries d
                         WHERE d.status = 'sending' AND d.worker = w.id)`,
    [staleSeconds],
  );
  const rows = await prepared<{ id: string }>(
    tx,
    'dispatch_dead_workers',
    `SELECT id::text AS id FROM delivery_workers WHERE seen_at < now() - make_interval(secs => $1)`,
    [staleSeconds],
  );
  return rows.map((r) => r.id);
}

/**
 * A worker that stops: its heartbeat is set in the past, so anything it still holds (a record
 * that failed with the database) is taken over by the next sweep, which then forgets it.
 */
export async function leave(tx: Tx, worker: string): Promise<void> {
  await prepared(
    tx,
    'dispatch_leave',
    `UPDATE delivery_workers SET seen_at = 'epoch' WHERE id = $1::uuid`,
    [worker],
  );
}

/**
 * Lets go of claims without settling them: a held WhatsApp delivery waits, unowned, for its
 * status webhook or its follow-up job (which claims it by the job it was held from).
 */
export async function letGo(tx: Tx, rows: { tenantId: number; id: number }[]): Promise<void> {
  if (!rows.length) return;
  await prepared(
    tx,
    'dispatch_let_go',
    `UPDATE notification_deliveries d SET worker = NULL, updated_at = now()
       FROM unnest($1::int[], $2::bigint[]) AS v(tenant_id, id)
      WHERE d.tenant_id = v.tenant_id AND d.id = v.id AND d.status = 'sending'`,
    [rows.map((r) => r.tenantId), rows.map((r) => r.id)],
  );
}
