import { and, count, desc, eq, ilike, inArray, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import { refreshTokens, tenants, users } from '../../db/schema/identity.js';

interface OrganisationFilter {
  search?: string | undefined;
  status?: 'active' | 'suspended' | undefined;
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);

function filterWhere(filter: OrganisationFilter): SQL | undefined {
  const conditions: SQL[] = [];
  const search = filter.search?.trim();
  if (search) {
    const pattern = `%${escapeLike(search)}%`;
    conditions.push(or(ilike(tenants.name, pattern), ilike(tenants.slug, pattern))!);
  }
  if (filter.status === 'active') conditions.push(eq(tenants.is_active, true));
  if (filter.status === 'suspended') conditions.push(eq(tenants.is_active, false));
  return conditions.length ? and(...conditions) : undefined;
}

const organisationColumns = {
  id: tenants.id,
  name: tenants.name,
  slug: tenants.slug,
  tenant_type: tenants.tenant_type,
  subscription_plan: tenants.subscription_plan,
  subscription_status: tenants.subscription_status,
  is_active: tenants.is_active,
  created_at: tenants.created_at,
  suspended_at: tenants.suspended_at,
  suspension_reason: tenants.suspension_reason,
};

/**
 * A page of organisations, newest first, each with its number of users: the count is one
 * grouped index scan over the page's ids (users_tenant_id_idx), not a count per row.
 */
export async function listOrganisations(
  tx: Tx,
  filter: OrganisationFilter,
  skip: number,
  limit: number,
) {
  const where = filterWhere(filter);
  const rows = await tx
    .select(organisationColumns)
    .from(tenants)
    .where(where)
    .orderBy(desc(tenants.created_at), desc(tenants.id))
    .offset(skip)
    .limit(limit);
  const [total] = await tx.select({ value: count() }).from(tenants).where(where);
  const counts = await usersPerTenant(
    tx,
    rows.map((row) => row.id),
  );
  return {
    items: rows.map((row) => ({ ...row, users_count: counts.get(row.id) ?? 0 })),
    total: total?.value ?? 0,
  };
}

async function usersPerTenant(tx: Tx, ids: number[]): Promise<Map<number, number>> {
  if (ids.length === 0) return new Map();
  const rows = await tx
    .select({ tenant_id: users.tenant_id, n: count() })
    .from(users)
    .where(inArray(users.tenant_id, ids))
    .groupBy(users.tenant_id);
  return new Map(rows.map((row) => [row.tenant_id!, row.n]));
}

/** One organisation with its user count (for the answer to suspend and reactivate). */
export async function findOrganisation(tx: Tx, id: number) {
  const [row] = await tx.select(organisationColumns).from(tenants).where(eq(tenants.id, id));
  if (!row) return undefined;
  const counts = await usersPerTenant(tx, [id]);
  return { ...row, users_count: counts.get(id) ?? 0 };
}

/** The organisation, locked until the transaction ends (two superusers act in turn). */
export async function lockOrganisation(tx: Tx, id: number) {
  const [row] = await tx
    .select({ id: tenants.id, name: tenants.name, is_active: tenants.is_active })
    .from(tenants)
    .where(eq(tenants.id, id))
    .for('update');
  return row;
}

export async function setSuspension(
  tx: Tx,
  id: number,
  suspension: { reason: string; by: number } | null,
): Promise<void> {
  await tx
    .update(tenants)
    .set(
      suspension
        ? {
            is_active: false,
            suspended_at: new Date(),
            suspension_reason: suspension.reason,
            suspended_by: suspension.by,
            updated_at: new Date(),
          }
        : {
            is_active: true,
            suspended_at: null,
            suspension_reason: null,
            suspended_by: null,
            updated_at: new Date(),
          },
    )
    .where(eq(tenants.id, id));
}

/** Ends every live session of the tenant's users (one statement); returns how many. */
export async function revokeTenantSessions(tx: Tx, tenantId: number): Promise<number> {
  const rows = await tx
    .update(refreshTokens)
    .set({ revoked_at: new Date() })
    .where(
      and(
        isNull(refreshTokens.revoked_at),
        inArray(
          refreshTokens.user_id,
          tx.select({ id: users.id }).from(users).where(eq(users.tenant_id, tenantId)),
        ),
      ),
    )
    .returning({ id: refreshTokens.id });
  return rows.length;
}

/** A new-organisation request still waiting for a superuser, locked for the decision. */
export async function lockPendingRequest(tx: Tx, id: number) {
  const [row] = await tx
    .select({
      id: users.id,
      email: users.email,
      first_name: users.first_name,
      last_name: users.last_name,
      organization_name: users.organization_name,
      preferred_language: users.preferred_language,
      pending: sql<boolean>`(${users.tenant_id} is null and ${users.organization_name} is not null
        and not ${users.is_superuser} and ${users.is_active} and ${users.join_status} is null)`,
    })
    .from(users)
    .where(eq(users.id, id))
    .for('update');
  return row;
}

export async function markDeclined(tx: Tx, id: number): Promise<void> {
  await tx
    .update(users)
    .set({ is_active: false, join_status: 'declined', updated_at: new Date() })
    .where(eq(users.id, id));
}
