// The delivery status of each message (administrators), and a failed delivery sent again.
import { withScope } from '../../db/scope.js';
import type { AppDeps } from '../../deps.js';
import type { AuthContext } from '../../http/context.js';
import { conflict, forbidden, notFound } from '../../http/errors.js';
import type { Query, Schemas } from '../../http/types.js';
import { queueOf } from '../../queue/registry.js';
import { can } from '../_shared/policy.js';
import { audit } from '../audit/service.js';
import { schoolTenantId } from '../school/policy.js';
import { inboxScope } from './inbox.js';
import { NOTIFICATION_MESSAGES as M } from './messages.js';
import { DELIVERY_JOB } from './notify.js';
import * as repo from './repository.js';

export function requireManager(auth: AuthContext): void {
  if (!can(auth.user, 'notifications.manage')) throw forbidden(M.adminsOnly);
}

export function toDelivery(row: repo.DeliveryRow): Schemas['Delivery'] {
  return {
    id: row.id,
    channel: row.channel,
    address: row.address,
    status: row.status,
    reason: row.reason,
    attempts: row.attempts,
    provider: row.provider,
    event: row.event as Schemas['NotificationEvent'],
    title: row.title,
    recipient_name: row.recipient_name ?? '',
    updated_at: row.updated_at.toISOString(),
    delivered_at: row.delivered_at?.toISOString() ?? null,
  };
}

export async function listDeliveries(
  deps: AppDeps,
  auth: AuthContext,
  query: Query<'listDeliveries'>,
): Promise<Schemas['DeliveryList']> {
  requireManager(auth);
  return withScope(deps.db, inboxScope(auth), async (tx) => {
    const page = await repo.deliveryPage(tx, schoolTenantId(auth), {
      ...(query.status ? { status: query.status } : {}),
      ...(query.channel ? { channel: query.channel } : {}),
      ...(query.announcement_id ? { announcementId: query.announcement_id } : {}),
      ...(query.notification_id ? { notificationId: query.notification_id } : {}),
      skip: query.skip ?? 0,
      limit: query.limit ?? 20,
    });
    return { items: page.items.map(toDelivery), total: page.total };
  });
}

export async function retryDelivery(deps: AppDeps, auth: AuthContext, id: number) {
  requireManager(auth);
  const tenantId = schoolTenantId(auth);
  return withScope(deps.db, inboxScope(auth), async (tx) => {
    const before = await repo.findDelivery(tx, tenantId, id);
    if (!before) throw notFound(M.deliveryNotFound);
    if (before.status !== 'failed') throw conflict(M.notFailed);
    const requeued = await repo.requeueDelivery(tx, tenantId, id);
    if (!requeued) throw conflict(M.notFailed);
    // A new job key per retry: the old job is finished (dead-lettered), this is a new attempt.
    await queueOf(deps.database).send(
      tx,
      DELIVERY_JOB,
      { tenantId, deliveryId: id },
      { key: `${tenantId}:${id}:retry:${requeued.attempts}` },
    );
    await audit(tx, {
      tenantId,
      actorId: auth.user.id,
      action: 'notification.delivery.retry',
      entityType: 'notification_delivery',
      entityId: id,
      changes: { status: { from: 'failed', to: 'queued' } },
    });
    const after = await repo.findDelivery(tx, tenantId, id);
    return toDelivery(after!);
  });
}
