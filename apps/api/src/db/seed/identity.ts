import { eq, inArray, sql } from 'drizzle-orm';
import type { Config } from '../../config.js';
import { hashPassword } from '../../domains/auth/passwords.js';
import type { Tx } from '../client.js';
import { tenants, users } from '../schema/identity.js';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, DEMO_TENANTS, SEED_SUPERUSER } from './demo-accounts.js';

const DAY = 24 * 3600 * 1000;

/**
 * Identity seed: the platform tenant (id 1, created by migration 0001) with the superuser,
 * two demo schools with an admin, a teacher and three students each, and one pending
 * new-organisation request. Idempotent (conflicts are skipped). Runs in platform scope.
 */
export async function seedIdentity(
  tx: Tx,
  config: Pick<Config, 'seedAdminEmail' | 'seedAdminPassword'>,
) {
  // Hash each distinct password once (~20 ms each) and reuse the hash.
  const [adminHash, demoHash] = await Promise.all([
    hashPassword(config.seedAdminPassword),
    hashPassword(DEMO_PASSWORD),
  ]);
  const now = Date.now();

  await tx
    .update(tenants)
    .set({ name: 'Watni', tenant_type: 'training_center', subscription_status: 'active' })
    .where(eq(tenants.id, 1));

  await tx
    .insert(tenants)
    .values(
      DEMO_TENANTS.map((tenant) => ({
        ...tenant,
        trial_ends_at: tenant.subscription_status === 'trial' ? new Date(now + 14 * DAY) : null,
        current_period_end:
          tenant.subscription_status === 'active' ? new Date(now + 30 * DAY) : null,
      })),
    )
    .onConflictDoNothing();
  const tenantRows = await tx
    .select({ id: tenants.id, slug: tenants.slug })
    .from(tenants)
    .where(
      inArray(
        tenants.slug,
        DEMO_TENANTS.map((tenant) => tenant.slug),
      ),
    );
  const tenantId = new Map(tenantRows.map((row) => [row.slug, row.id]));

  await tx
    .insert(users)
    .values([
      {
        tenant_id: 1,
        email: config.seedAdminEmail,
        ...SEED_SUPERUSER,
        user_role: 'admin',
        is_superuser: true,
        password_hash: adminHash,
      },
      ...DEMO_ACCOUNTS.map((account) => ({
        tenant_id: account.tenant ? tenantId.get(account.tenant)! : null,
        email: account.email,
        username: account.username,
        first_name: account.first_name,
        last_name: account.last_name,
        phone: account.phone,
        user_role: account.user_role,
        is_tenant_admin: account.is_tenant_admin,
        organization_name: account.organization_name,
        password_hash: demoHash,
      })),
    ])
    .onConflictDoNothing();

  const [count] = await tx.select({ n: sql<number>`count(*)::int` }).from(users);
  return { users: count?.n ?? 0, tenants: tenantRows.length + 1 };
}
