import { isOfferedToTenant } from '@watni/policy';
import { eq } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import { tenants } from '../../db/schema/identity.js';
import { MODULE_CATEGORIES } from '../../db/schema/platform.js';
import { withScope } from '../../db/scope.js';
import type { AppDeps } from '../../deps.js';
import type { AuthContext } from '../../http/context.js';
import { conflict, notFound } from '../../http/errors.js';
import { moduleNameArg } from '../../http/i18n/catalogue.js';
import { defineMessages } from '../../http/i18n/messages.js';
import type { Query, Schemas } from '../../http/types.js';
import { ownTenantId, requireAdmin } from '../admin/access.js';
import { audit } from '../audit/service.js';
import * as repo from './repository.js';

const MESSAGES = defineMessages('modules', {
  notFound: { en: 'Module not found.', ur: 'ماڈیول نہیں ملا۔' },
  coreCannotBeDisabled: {
    en: 'Core modules are always on and cannot be disabled.',
    ur: 'بنیادی ماڈیولز ہمیشہ چالو رہتے ہیں، انہیں بند نہیں کیا جا سکتا۔',
  },
  adminsOnly: {
    en: 'Only administrators can enable or disable modules.',
    ur: 'ماڈیولز صرف ایڈمن چالو یا بند کر سکتے ہیں۔',
  },
  comingSoon: {
    en: 'The {module} module is coming soon and cannot be enabled yet.',
    ur: '{module} ماڈیول جلد آ رہا ہے، ابھی اسے فعال نہیں کیا جا سکتا۔',
  },
  notOffered: {
    en: 'The {module} module is made for another kind of organisation and is not offered to yours.',
    ur: '{module} ماڈیول کسی اور قسم کے ادارے کے لیے ہے، آپ کے ادارے کو پیش نہیں کیا جاتا۔',
  },
  includedInPlan: {
    en: 'The {module} module is included in your plan and is always on.',
    ur: '{module} ماڈیول آپ کے پلان میں شامل ہے اور ہمیشہ فعال رہتا ہے۔',
  },
});

export function toModule(row: repo.ModuleRecord): Schemas['Module'] {
  return { ...row, monthly_price: Number(row.monthly_price) };
}

async function loadModule(tx: Tx, id: number): Promise<repo.ModuleRecord> {
  const row = await repo.findModule(tx, id);
  if (!row) throw notFound(MESSAGES.notFound);
  return row;
}

/**
 * A tenant's access to one module:
 * - core modules: always enabled;
 * - "Coming soon" modules (no working screens, @watni/policy MODULES_WITH_SCREENS): never enabled,
 *   whatever the stored switch says;
 * - modules included in the tenant's plan: always enabled (is_included);
 * - others (add-ons billed on top of the plan): switched on and not expired.
 */
export function accessOf(
  module: repo.ModuleRecord,
  row: repo.AccessRecord | undefined,
  planModuleIds: ReadonlySet<number>,
  withScreens: ReadonlySet<string>,
  now = new Date(),
): Schemas['ModuleAccess'] {
  const comingSoon = !module.is_core && !withScreens.has(module.slug);
  const included = !module.is_core && planModuleIds.has(module.id);
  const live = !!row && row.is_enabled && (row.expires_at === null || row.expires_at > now);
  return {
    module_id: module.id,
    module_slug: module.slug,
    module_name: module.name,
    monthly_price: Number(module.monthly_price),
    is_enabled: module.is_core || (!comingSoon && (included || live)),
    is_core: module.is_core,
    is_addon: !module.is_core && !included,
    is_included: included,
    coming_soon: comingSoon,
    expires_at:
      module.is_core || included || !row?.expires_at ? null : row.expires_at.toISOString(),
  };
}

async function tenantPlan(tx: Tx, tenantId: number): Promise<string | null> {
  return (await tenantKindAndPlan(tx, tenantId)).plan;
}

async function tenantKindAndPlan(
  tx: Tx,
  tenantId: number,
): Promise<{ plan: string | null; type: string }> {
  const [row] = await tx
    .select({ plan: tenants.subscription_plan, type: tenants.tenant_type })
    .from(tenants)
    .where(eq(tenants.id, tenantId));
  return { plan: row?.plan ?? null, type: row?.type ?? 'school' };
}

/** Every module with the tenant's access to it (also used by the current subscription). */
export async function tenantAccessList(
  tx: Tx,
  tenantId: number,
  withScreens: ReadonlySet<string>,
): Promise<Schemas['ModuleAccess'][]> {
  const [catalogue, rows, tenant] = await Promise.all([
    repo.listModules(tx),
    repo.tenantAccessRows(tx, tenantId),
    tenantKindAndPlan(tx, tenantId),
  ]);
  const included = await repo.planModuleIds(tx, tenant.plan);
  const now = new Date();
  // Another industry's suite is not sold to a school: it is left out of the tenant's list.
  return catalogue
    .filter((module) => isOfferedToTenant(module.slug, tenant.type))
    .map((module) => accessOf(module, rows.get(module.id), included, withScreens, now));
}

export async function listModules(
  deps: AppDeps,
  auth: AuthContext,
  query: Query<'listModules'>,
): Promise<Schemas['ModuleList']> {
  return withScope(deps.db, auth.scope, async (tx) => {
    const items = await repo.listModules(tx, { category: query.category, isAddon: query.is_addon });
    return { items: items.map(toModule), total: items.length };
  });
}

export async function listCategories(
  deps: AppDeps,
  auth: AuthContext,
): Promise<Schemas['ModuleCategoryList']> {
  const counts = await withScope(deps.db, auth.scope, (tx) => repo.countByCategory(tx));
  const items = MODULE_CATEGORIES.map((category) => ({
    category,
    count: counts.get(category) ?? 0,
  }));
  return { items, total: items.length };
}

export async function getModule(
  deps: AppDeps,
  auth: AuthContext,
  id: number,
): Promise<Schemas['Module']> {
  return withScope(deps.db, auth.scope, async (tx) => toModule(await loadModule(tx, id)));
}

export async function listTenantAccess(
  deps: AppDeps,
  auth: AuthContext,
): Promise<Schemas['ModuleAccessList']> {
  const items = await withScope(deps.db, auth.scope, (tx) =>
    tenantAccessList(tx, ownTenantId(auth), deps.modulesWithScreens),
  );
  return { items, total: items.length };
}

export async function checkTenantAccess(
  deps: AppDeps,
  auth: AuthContext,
  id: number,
): Promise<Schemas['ModuleAccessCheck']> {
  return withScope(deps.db, auth.scope, async (tx) => {
    const module = await loadModule(tx, id);
    const tenantId = ownTenantId(auth);
    const [rows, included] = await Promise.all([
      repo.tenantAccessRows(tx, tenantId),
      tenantPlan(tx, tenantId).then((plan) => repo.planModuleIds(tx, plan)),
    ]);
    const access = accessOf(module, rows.get(module.id), included, deps.modulesWithScreens);
    return { module_id: module.id, module_slug: module.slug, has_access: access.is_enabled };
  });
}

/** Enables or disables a module for the caller's own tenant (idempotent; audited on change). */
export async function toggleTenantModule(
  deps: AppDeps,
  auth: AuthContext,
  id: number,
  enable: boolean,
): Promise<Schemas['ModuleAccess']> {
  requireAdmin(auth, MESSAGES.adminsOnly);
  const withScreens = deps.modulesWithScreens;
  return withScope(deps.db, auth.scope, async (tx) => {
    const module = await loadModule(tx, id);
    if (module.is_core && !enable) throw conflict(MESSAGES.coreCannotBeDisabled);
    const tenantId = ownTenantId(auth);
    const tenant = await tenantKindAndPlan(tx, tenantId);
    if (enable && !isOfferedToTenant(module.slug, tenant.type)) {
      throw conflict(MESSAGES.notOffered({ module: moduleNameArg(module.name) }));
    }
    const included = await repo.planModuleIds(tx, tenant.plan);
    const before = await repo.lockAccessRow(tx, tenantId, module.id);
    const was = accessOf(module, before, included, withScreens);
    // Core modules are always on: enabling one is a successful no-op.
    if (module.is_core) return was;
    if (was.coming_soon) {
      // Nothing to switch: a "Coming soon" module is off, and cannot be switched on.
      if (enable) throw conflict(MESSAGES.comingSoon({ module: moduleNameArg(module.name) }));
      return was;
    }
    if (was.is_included) {
      if (!enable) throw conflict(MESSAGES.includedInPlan({ module: moduleNameArg(module.name) }));
      return was;
    }
    if (was.is_enabled === enable) return was;
    const after = await repo.setAccess(tx, tenantId, module.id, enable, auth.user.id);
    await audit(tx, {
      tenantId,
      actorId: auth.user.id,
      action: enable ? 'module.enabled' : 'module.disabled',
      entityType: 'module',
      entityId: module.id,
      changes: {
        module_slug: module.slug,
        is_enabled: { from: was.is_enabled, to: enable },
        addon_monthly_price: Number(module.monthly_price),
      },
    });
    return accessOf(module, after, included, withScreens);
  });
}
