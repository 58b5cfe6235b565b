import { and, asc, eq, ne, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import { tenants } from '../../db/schema/identity.js';
import { tenantSettings } from '../../db/schema/platform.js';
import { PLATFORM_TENANT_ID } from '../../db/seed/platform-constants.js';

/**
 * The organisations a visitor may register into: active (not suspended), never the platform's
 * own; each with how it admits people (join-code schools are listed: the code is asked after
 * choosing them).
 */
export async function listActiveTenants(tx: Tx) {
  return tx
    .select({
      id: tenants.id,
      name: tenants.name,
      registration_mode: sql<
        'open' | 'approval' | 'join_code'
      >`coalesce(${tenantSettings.registration_mode}, 'open')`,
    })
    .from(tenants)
    .leftJoin(tenantSettings, eq(tenantSettings.tenant_id, tenants.id))
    .where(and(eq(tenants.is_active, true), ne(tenants.id, PLATFORM_TENANT_ID)))
    .orderBy(asc(tenants.name), asc(tenants.id));
}
