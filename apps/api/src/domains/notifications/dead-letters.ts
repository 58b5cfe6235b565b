// Jobs that failed for good (dead letters), listed for administrators and sent again on request.
import { withScope } from '../../db/scope.js';
import type { AppDeps } from '../../deps.js';
import type { AuthContext } from '../../http/context.js';
import { conflict, notFound } from '../../http/errors.js';
import type { Query, Schemas } from '../../http/types.js';
import { queueOf } from '../../queue/registry.js';
import { ANNOUNCEMENT_JOB } from '../announcements/publish.js';
import { audit } from '../audit/service.js';
import { schoolTenantId } from '../school/policy.js';
import { requireManager, toDelivery } from './deliveries.js';
import { inboxScope } from './inbox.js';
import { NOTIFICATION_MESSAGES as M } from './messages.js';
import { DELIVERY_JOB } from './notify.js';
import * as repo from './repository.js';

function toDeadLetter(row: repo.DeadLetterRow, delivery: repo.DeliveryRow | undefined) {
  return {
    id: row.id,
    kind: row.kind,
    reason: row.reason,
    failed_at: row.failed_at.toISOString(),
    delivery: delivery ? toDelivery(delivery) : null,
    announcement_id: row.announcement_id,
    announcement_title: row.announcement_title,
  } satisfies Schemas['DeadLetter'];
}

export async function listDeadLetters(
  deps: AppDeps,
  auth: AuthContext,
  query: Query<'listDeadLetters'>,
): Promise<Schemas['DeadLetterList']> {
  requireManager(auth);
  const tenantId = schoolTenantId(auth);
  return withScope(deps.db, inboxScope(auth), async (tx) => {
    const page = await repo.deadLetterPage(tx, tenantId, {
      skip: query.skip ?? 0,
      limit: query.limit ?? 20,
    });
    const items = [];
    for (const row of page.items) {
      const delivery = row.delivery_id
        ? await repo.findDelivery(tx, tenantId, row.delivery_id)
        : undefined;
      items.push(toDeadLetter(row, delivery));
    }
    return { items, total: page.total };
  });
}

export async function retryDeadLetter(
  deps: AppDeps,
  auth: AuthContext,
  jobId: string,
): Promise<Schemas['DeadLetterRetried']> {
  requireManager(auth);
  const tenantId = schoolTenantId(auth);
  return withScope(deps.db, inboxScope(auth), async (tx) => {
    const dead = await repo.takeDeadLetter(tx, tenantId, jobId);
    if (!dead) throw notFound(M.deadLetterNotFound);
    const queue = queueOf(deps.database);
    if (dead.kind === 'delivery') {
      const before = dead.delivery_id
        ? await repo.findDelivery(tx, tenantId, dead.delivery_id)
        : undefined;
      if (!before) throw notFound(M.deliveryNotFound);
      const requeued = await repo.requeueUnsent(tx, tenantId, before.id);
      if (!requeued) throw conflict(M.alreadySent);
      await queue.send(
        tx,
        DELIVERY_JOB,
        { tenantId, deliveryId: before.id },
        { key: `${tenantId}:${before.id}:dead:${jobId}` },
      );
      await audit(tx, {
        tenantId,
        actorId: auth.user.id,
        action: 'notification.dead_letter.retry',
        entityType: 'notification_delivery',
        entityId: before.id,
        changes: { status: { from: before.status, to: 'queued' }, job: jobId },
      });
      const after = await repo.findDelivery(tx, tenantId, before.id);
      return { kind: 'delivery', delivery: toDelivery(after!), announcement_id: null };
    }
    const id = dead.announcement_id;
    const scheduled = id ? await repo.scheduledAnnouncement(tx, tenantId, id) : undefined;
    if (!id || !scheduled) throw conflict(M.alreadySent);
    await queue.send(
      tx,
      ANNOUNCEMENT_JOB,
      { tenantId, announcementId: id },
      { key: `${tenantId}:${id}:dead:${jobId}` },
    );
    await audit(tx, {
      tenantId,
      actorId: auth.user.id,
      action: 'notification.dead_letter.retry',
      entityType: 'announcement',
      entityId: id,
      changes: { job: jobId },
    });
    return { kind: 'announcement', delivery: null, announcement_id: id };
  });
}
