// Publishing an announcement is a job of the queue: sent now (publish_at ≤ now) or at its time.
// The job resolves the audience when it runs (the school as it is then), records one
// notification per recipient through notify() — inbox entries, and deliveries on the channels
// the school has on — and marks the announcement sent, all in one transaction.
import type { Db, Tx } from '../../db/client.js';
import { tenantScope, withScope } from '../../db/scope.js';
import type { JobKind } from '../../queue/queue.js';
import { notify } from '../notifications/notify.js';
import * as repo from './repository.js';

export const ANNOUNCEMENT_JOB = 'announcement.publish';

/** The users and guardians an announcement reaches (the current year's enrolments). */
export async function audienceOf(
  tx: Tx,
  row: repo.AudienceScope & Pick<repo.AnnouncementRow, 'to_students' | 'to_parents' | 'to_staff'>,
): Promise<{ userIds: number[]; guardianIds: number[] }> {
  const userIds = new Set<number>();
  const guardianIds = new Set<number>();
  if (row.to_students) for (const id of await repo.audienceStudentUsers(tx, row)) userIds.add(id);
  if (row.to_parents) for (const id of await repo.audienceGuardians(tx, row)) guardianIds.add(id);
  if (row.to_staff) for (const id of await repo.audienceStaff(tx, row)) userIds.add(id);
  return { userIds: [...userIds], guardianIds: [...guardianIds] };
}

/** Publishes one announcement if it is due and not published yet; returns its recipients. */
export async function publishAnnouncement(
  tx: Tx,
  tenantId: number,
  id: number,
): Promise<number | null> {
  const row = await repo.findDueForUpdate(tx, tenantId, id, new Date());
  if (!row) return null; // cancelled, already sent, or moved later (its own job comes then)
  const audience = await audienceOf(tx, row);
  const result = await notify(tx, {
    event: 'announcement',
    recipients: audience,
    data: { title: row.title, body: row.body },
    idempotencyKey: `announcement:${row.id}`,
    announcementId: row.id,
    link: '/inbox',
  });
  await repo.markSent(tx, tenantId, id, result.notified);
  return result.notified;
}

export function announcementJob(db: Db): JobKind<{ tenantId: number; announcementId: number }> {
  return {
    name: ANNOUNCEMENT_JOB,
    retryLimit: 5,
    retryDelay: 10,
    expireInSeconds: 600,
    async handler({ tenantId, announcementId }) {
      await withScope(db, tenantScope(tenantId), (tx) =>
        publishAnnouncement(tx, tenantId, announcementId),
      );
    },
  };
}
