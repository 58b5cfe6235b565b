import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import { auditLog, users } from '../../db/schema/identity.js';

interface AuditFilter {
  /** Only this tenant's entries (tenant admins); undefined: every entry (superusers). */
  tenantId?: number | undefined;
  action?: string | undefined;
}

/**
 * A page of entries, newest first, with the actor's email. The actor join is itself subject to
 * RLS: in a tenant scope an actor from outside the tenant (platform staff) shows a null email.
 */
export async function listEntries(tx: Tx, filter: AuditFilter, skip: number, limit: number) {
  const conditions: SQL[] = [];
  if (filter.tenantId !== undefined) conditions.push(eq(auditLog.tenant_id, filter.tenantId));
  if (filter.action) conditions.push(eq(auditLog.action, filter.action));
  const where = conditions.length ? and(...conditions) : undefined;
  const items = await tx
    .select({
      id: auditLog.id,
      tenant_id: auditLog.tenant_id,
      actor_id: auditLog.actor_id,
      actor_email: users.email,
      action: auditLog.action,
      entity_type: auditLog.entity_type,
      entity_id: auditLog.entity_id,
      changes: auditLog.changes,
      created_at: auditLog.created_at,
    })
    .from(auditLog)
    .leftJoin(users, eq(users.id, auditLog.actor_id))
    .where(where)
    .orderBy(desc(auditLog.created_at), desc(auditLog.id))
    .offset(skip)
    .limit(limit);
  const [total] = await tx.select({ value: count() }).from(auditLog).where(where);
  return { items, total: total?.value ?? 0 };
}
