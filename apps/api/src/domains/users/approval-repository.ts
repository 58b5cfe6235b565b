import { and, asc, count, eq, getTableColumns } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import { tenants, users } from '../../db/schema/identity.js';
import { registeredEmail } from './repository.js';

const waiting = (tenantId: number) =>
  and(eq(users.tenant_id, tenantId), eq(users.join_status, 'pending'));

/** The tenant's registrations waiting for approval, oldest first (users_awaiting_approval_idx). */
export async function listAwaiting(tx: Tx, tenantId: number, skip: number, limit: number) {
  const items = await tx
    .select({
      id: users.id,
      first_name: users.first_name,
      last_name: users.last_name,
      email: registeredEmail,
      username: users.username,
      phone: users.phone,
      created_at: users.created_at,
    })
    .from(users)
    .where(waiting(tenantId))
    .orderBy(asc(users.created_at), asc(users.id))
    .offset(skip)
    .limit(limit);
  const [total] = await tx.select({ value: count() }).from(users).where(waiting(tenantId));
  return { items, total: total?.value ?? 0 };
}

/** A user of the tenant (RLS: of the scope), locked for the decision, with the school's name. */
export async function lockApplicant(tx: Tx, tenantId: number, id: number) {
  const [row] = await tx
    .select({ ...getTableColumns(users), tenant_name: tenants.name })
    .from(users)
    .innerJoin(tenants, eq(tenants.id, users.tenant_id))
    .where(and(eq(users.id, id), eq(users.tenant_id, tenantId)))
    .for('update', { of: users });
  return row;
}

export async function decide(tx: Tx, id: number, approve: boolean): Promise<void> {
  await tx
    .update(users)
    .set(
      approve
        ? { is_active: true, join_status: null, updated_at: new Date() }
        : { is_active: false, join_status: 'declined', updated_at: new Date() },
    )
    .where(eq(users.id, id));
}
