// Shared bits of the platform tests.
import { and, asc, eq, notInArray } from 'drizzle-orm';
import { auditLog, tenants, users } from '../../src/db/schema/identity.js';
import { modules, tenantModules, tenantSettings } from '../../src/db/schema/platform.js';
import { SECURITY_EVENTS } from '../../src/domains/audit/service.js';
import type { TestApp } from '../helpers/app.js';

export const PLATFORM_TENANT = 1;
export const IQBAL = 2;
export const QUAID = 3;

export const IQBAL_ADMIN = 'admin@iqbal.edu.pk';
export const IQBAL_TEACHER = 'teacher@iqbal.edu.pk';
export const IQBAL_STUDENT = 'student@iqbal.edu.pk';
export const QUAID_ADMIN = 'admin@quaid.edu.pk';
export const QUAID_TEACHER = 'teacher@quaid.edu.pk';
export const QUAID_STUDENT = 'student@quaid.edu.pk';

export async function userId(t: TestApp, email: string): Promise<number> {
  const [row] = await t.query((tx) =>
    tx.select({ id: users.id }).from(users).where(eq(users.email, email)),
  );
  if (!row) throw new Error(`No user ${email}`);
  return row.id;
}

export async function moduleId(t: TestApp, slug: string): Promise<number> {
  const [row] = await t.query((tx) =>
    tx.select({ id: modules.id }).from(modules).where(eq(modules.slug, slug)),
  );
  if (!row) throw new Error(`No module ${slug}`);
  return row.id;
}

/** Everything a tenant owns in the platform tables, to show another tenant's call changed nothing. */
export async function tenantSnapshot(t: TestApp, tenantId: number) {
  return t.query(async (tx) => ({
    tenant: await tx.select().from(tenants).where(eq(tenants.id, tenantId)),
    // Sign-ins (last_login_at) are not changes of the tenant's data.
    users: (
      await tx.select().from(users).where(eq(users.tenant_id, tenantId)).orderBy(asc(users.id))
    ).map(({ last_login_at: _signIn, ...user }) => user),
    modules: await tx
      .select()
      .from(tenantModules)
      .where(eq(tenantModules.tenant_id, tenantId))
      .orderBy(asc(tenantModules.module_id)),
    settings: await tx.select().from(tenantSettings).where(eq(tenantSettings.tenant_id, tenantId)),
    // Refusals are audited (security events) without being changes of the tenant's data.
    audit: await tx
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.tenant_id, tenantId), notInArray(auditLog.action, SECURITY_EVENTS)))
      .orderBy(asc(auditLog.id)),
  }));
}

export async function auditEntries(t: TestApp, tenantId: number, action: string) {
  return t.query((tx) =>
    tx
      .select()
      .from(auditLog)
      .where(eq(auditLog.tenant_id, tenantId))
      .orderBy(asc(auditLog.id))
      .then((rows) => rows.filter((row) => row.action === action)),
  );
}
