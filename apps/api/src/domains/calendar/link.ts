// The caller's private feed address: see whether one exists, make or reset it (the token is shown
// once; only its SHA-256 hash is stored), turn it off. Audited.
import { createHash, randomBytes } from 'node:crypto';
import { withScope } from '../../db/scope.js';
import type { AppDeps } from '../../deps.js';
import type { AuthContext } from '../../http/context.js';
import { forbidden } from '../../http/errors.js';
import { defineMessages } from '../../http/i18n/messages.js';
import type { Schemas } from '../../http/types.js';
import { audit } from '../audit/service.js';
import * as repo from './repository.js';

const LINK_MESSAGES = defineMessages('calendar.link', {
  schoolOnly: {
    en: "Only a school's users have a calendar feed.",
    ur: 'کیلنڈر فیڈ صرف اسکول کے صارفین کے لیے ہے۔',
  },
});

export function hashToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

function feedUrl(deps: AppDeps, token: string): string {
  return `${deps.config.publicUrl}/api/calendar/feeds/${token}.ics`;
}

function ownTenant(auth: AuthContext): number {
  const tenantId = auth.user.tenant_id;
  if (tenantId === null || tenantId === undefined) throw forbidden(LINK_MESSAGES.schoolOnly);
  return tenantId;
}

export async function getCalendarFeed(
  deps: AppDeps,
  auth: AuthContext,
): Promise<Schemas['CalendarFeedState']> {
  const tenantId = ownTenant(auth);
  const feed = await withScope(deps.db, { kind: 'tenant', tenantId, userId: auth.user.id }, (tx) =>
    repo.feedOf(tx, tenantId, auth.user.id),
  );
  return { exists: Boolean(feed), created_at: feed ? feed.created_at.toISOString() : null };
}

export async function resetCalendarFeed(
  deps: AppDeps,
  auth: AuthContext,
): Promise<Schemas['CalendarFeedLink']> {
  const tenantId = ownTenant(auth);
  const token = randomBytes(32).toString('base64url');
  const createdAt = await withScope(
    deps.db,
    { kind: 'tenant', tenantId, userId: auth.user.id },
    async (tx) => {
      const before = await repo.feedOf(tx, tenantId, auth.user.id);
      const created = await repo.saveFeed(tx, tenantId, auth.user.id, hashToken(token));
      await audit(tx, {
        tenantId,
        actorId: auth.user.id,
        action: before ? 'calendar.feed_reset' : 'calendar.feed_created',
        entityType: 'user',
        entityId: auth.user.id,
        changes: {},
      });
      return created;
    },
  );
  return { url: feedUrl(deps, token), created_at: createdAt.toISOString() };
}

export async function revokeCalendarFeed(deps: AppDeps, auth: AuthContext): Promise<void> {
  const tenantId = ownTenant(auth);
  await withScope(deps.db, { kind: 'tenant', tenantId, userId: auth.user.id }, async (tx) => {
    if (!(await repo.deleteFeed(tx, tenantId, auth.user.id))) return;
    await audit(tx, {
      tenantId,
      actorId: auth.user.id,
      action: 'calendar.feed_revoked',
      entityType: 'user',
      entityId: auth.user.id,
      changes: {},
    });
  });
}
