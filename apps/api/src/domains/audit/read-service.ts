import { withScope } from '../../db/scope.js';
import type { AppDeps } from '../../deps.js';
import type { AuthContext } from '../../http/context.js';
import { defineMessages } from '../../http/i18n/messages.js';
import type { Query, Schemas } from '../../http/types.js';
import { can } from '../_shared/policy.js';
import { ownTenantId, requireAdmin } from '../admin/access.js';
import * as repo from './repository.js';

const MESSAGES = defineMessages('audit.read-service', {
  adminsOnly: {
    en: 'Only administrators can read the audit log.',
    ur: 'آڈٹ لاگ صرف ایڈمن پڑھ سکتے ہیں۔',
  },
});

/** Tenant admins read their tenant's entries (RLS and the filter); superusers read all. */
export async function listAuditLog(
  deps: AppDeps,
  auth: AuthContext,
  query: Query<'listAuditLog'>,
): Promise<Schemas['AuditEntryList']> {
  requireAdmin(auth, MESSAGES.adminsOnly);
  return withScope(deps.db, auth.scope, async (tx) => {
    const { items, total } = await repo.listEntries(
      tx,
      {
        tenantId: can(auth.user, 'platform.administer') ? undefined : ownTenantId(auth),
        action: query.action?.trim() || undefined,
      },
      query.skip ?? 0,
      query.limit ?? 100,
    );
    return {
      items: items.map((row) => ({ ...row, created_at: row.created_at.toISOString() })),
      total,
    };
  });
}
