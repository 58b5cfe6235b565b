import { and, asc, eq, isNotNull, isNull, like, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import { tenants, users } from '../../db/schema/identity.js';
import { registeredEmail } from '../users/repository.js';

/**
 * New-organisation requests still pending, oldest first: the user has no tenant yet, is active
 * and was not declined (a decided request, approved or declined, never shows here).
 */
export async function listPendingUsers(tx: Tx) {
  return tx
    .select({
      id: users.id,
      first_name: users.first_name,
      last_name: users.last_name,
      email: registeredEmail,
      phone: users.phone,
      is_tenant_admin: users.is_tenant_admin,
      organization_name: users.organization_name,
      created_at: users.created_at,
      tenant_id: users.tenant_id,
    })
    .from(users)
    .where(
      and(
        isNull(users.tenant_id),
        isNotNull(users.organization_name),
        eq(users.is_superuser, false),
        eq(users.is_active, true),
        // Only requests still waiting: a declined one is decided.
        isNull(users.join_status),
      ),
    )
    .orderBy(asc(users.created_at), asc(users.id));
}

/** The user, locked until the transaction ends (two approvals of one request run in turn). */
export async function lockUser(tx: Tx, id: number) {
  const [row] = await tx
    .select({
      id: users.id,
      tenant_id: users.tenant_id,
      email: users.email,
      first_name: users.first_name,
      last_name: users.last_name,
      user_role: users.user_role,
      is_active: users.is_active,
      is_tenant_admin: users.is_tenant_admin,
      is_superuser: users.is_superuser,
      organization_name: users.organization_name,
      preferred_language: users.preferred_language,
    })
    .from(users)
    .where(eq(users.id, id))
    .for('update');
  return row;
}

export async function findTenant(tx: Tx, id: number) {
  const [row] = await tx
    .select({ id: tenants.id, name: tenants.name, is_active: tenants.is_active })
    .from(tenants)
    .where(eq(tenants.id, id));
  return row;
}

export async function tenantNameTaken(tx: Tx, name: string): Promise<boolean> {
  const [row] = await tx
    .select({ id: tenants.id })
    .from(tenants)
    .where(eq(sql`lower(${tenants.name})`, name.toLowerCase()))
    .limit(1);
  return !!row;
}

/** The slugs in use that start with base (to pick base, base-2, base-3, …). */
export async function slugsLike(tx: Tx, base: string): Promise<Set<string>> {
  const rows = await tx
    .select({ slug: tenants.slug })
    .from(tenants)
    .where(like(tenants.slug, `${base.replace(/[\\%_]/g, (char) => `\\${char}`)}%`));
  return new Set(rows.map((row) => row.slug));
}

export async function insertTenant(tx: Tx, values: typeof tenants.$inferInsert): Promise<number> {
  const [row] = await tx.insert(tenants).values(values).returning({ id: tenants.id });
  return row!.id;
}
