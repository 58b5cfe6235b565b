// The inbox: everyone in a school reads their own notifications and marks them read.
import { tenantScope, withScope } from '../../db/scope.js';
import type { AppDeps } from '../../deps.js';
import type { AuthContext } from '../../http/context.js';
import { notFound } from '../../http/errors.js';
import type { Query, Schemas } from '../../http/types.js';
import { schoolTenantId } from '../school/policy.js';
import { NOTIFICATION_MESSAGES as M } from './messages.js';
import * as repo from './repository.js';

export function inboxScope(auth: AuthContext) {
  return tenantScope(schoolTenantId(auth), auth.user.id);
}

function toNotification(row: repo.InboxRow): Schemas['Notification'] {
  return {
    id: row.id,
    event: row.event as Schemas['NotificationEvent'],
    title: row.title,
    body: row.body,
    link: row.link,
    language: row.language,
    read_at: row.read_at?.toISOString() ?? null,
    created_at: row.created_at.toISOString(),
  };
}

export async function listNotifications(
  deps: AppDeps,
  auth: AuthContext,
  query: Query<'listNotifications'>,
): Promise<Schemas['NotificationList']> {
  return withScope(deps.db, inboxScope(auth), async (tx) => {
    const tenantId = schoolTenantId(auth);
    const page = await repo.inboxPage(tx, tenantId, auth.user.id, {
      unreadOnly: query.unread_only ?? false,
      skip: query.skip ?? 0,
      limit: query.limit ?? 20,
    });
    const unread = await repo.unreadCount(tx, tenantId, auth.user.id);
    return { items: page.items.map(toNotification), total: page.total, unread };
  });
}

export async function countUnread(deps: AppDeps, auth: AuthContext) {
  return withScope(deps.db, inboxScope(auth), async (tx) => ({
    unread: await repo.unreadCount(tx, schoolTenantId(auth), auth.user.id),
  }));
}

export async function markRead(deps: AppDeps, auth: AuthContext, id: number) {
  return withScope(deps.db, inboxScope(auth), async (tx) => {
    const row = await repo.markRead(tx, schoolTenantId(auth), auth.user.id, id);
    if (!row) throw notFound(M.notFound);
    return toNotification(row);
  });
}

export async function markAllRead(deps: AppDeps, auth: AuthContext) {
  return withScope(deps.db, inboxScope(auth), async (tx) => {
    await repo.markAllRead(tx, schoolTenantId(auth), auth.user.id);
    return { unread: 0 };
  });
}
