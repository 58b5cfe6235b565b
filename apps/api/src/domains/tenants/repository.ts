import { asc, eq } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import { tenants } from '../../db/schema/identity.js';

export async function listActiveTenants(tx: Tx) {
  return tx
    .select({ id: tenants.id, name: tenants.name })
    .from(tenants)
    .where(eq(tenants.is_active, true))
    .orderBy(asc(tenants.name), asc(tenants.id));
}
