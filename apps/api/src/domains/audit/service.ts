import type { Tx } from '../../db/client.js';
import { auditLog } from '../../db/schema/identity.js';

/**
 * Entries about attempts rather than changes: a refused action, a failed sign-in, a refused
 * user creation. They are written even though (because) nothing else changed.
 */
export const SECURITY_EVENTS = ['access.refused', 'auth.login_failed', 'user.create_conflict'];

interface AuditEntry {
  /** The tenant the entity belongs to (null for platform-level entities such as pending users). */
  tenantId: number | null;
  actorId: number | null;
  /** What happened, `<entity>.<verb>`: user.created, user.updated, user.deactivated, … */
  action: string;
  entityType: string;
  entityId: number | null;
  changes?: Record<string, unknown>;
}

/** Records an audit entry inside the caller's transaction (so it exists iff the change does). */
export async function audit(tx: Tx, entry: AuditEntry): Promise<void> {
  await tx.insert(auditLog).values({
    tenant_id: entry.tenantId,
    actor_id: entry.actorId,
    action: entry.action,
    entity_type: entry.entityType,
    entity_id: entry.entityId,
    changes: entry.changes ?? {},
  });
}

/** The fields that differ between before and after, as {field: {from, to}} (secrets left out). */
export function diff<T extends Record<string, unknown>>(
  before: T,
  after: Partial<T>,
  hidden: readonly string[] = ['password_hash'],
): Record<string, { from: unknown; to: unknown }> {
  const changes: Record<string, { from: unknown; to: unknown }> = {};
  for (const [key, value] of Object.entries(after)) {
    if (value === undefined || hidden.includes(key)) continue;
    if (!same(before[key], value)) changes[key] = { from: before[key], to: value };
  }
  return changes;
}

/** Equal as stored: objects and arrays (options, hints) by their JSON, numbers across types. */
function same(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (a === null || b === null || a === undefined || b === undefined) return false;
  if (typeof a === 'object' || typeof b === 'object')
    return JSON.stringify(a) === JSON.stringify(b);
  return String(a) === String(b);
}
