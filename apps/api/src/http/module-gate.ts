import { isCoreModule, MODULES_WITH_SCREENS, moduleDisabledDetail } from '@watni/policy';
import type { Tx } from '../db/client.js';
import { prepared } from '../db/scope.js';
import type { AuthContext } from './context.js';
import { forbidden } from './errors.js';

/**
 * Honest modules: an operation marked `x-module: <slug>` in openapi.yaml (or whose tag
 * is) answers 403 "The <Module name> module is not enabled for your organisation." when that
 * module is off for the caller's tenant. Its data stays; switching the module back on restores it.
 *
 * Cost: core modules are always on, so their operations are never checked (no statement). For an
 * add-on, ONE prepared statement inside the request's own transaction, after the bearer check. A
 * read (GET) sends its own statements right behind it, so the gate adds no round trip there.
 * Superusers act in the platform scope (the Watni tenant, on Enterprise): never gated.
 */

/** Which modules have working screens (a "Coming soon" module is off whatever its switch says). */
export type ModulesWithScreens = ReadonlySet<string>;
export const DEFAULT_MODULES_WITH_SCREENS: ModulesWithScreens = new Set(MODULES_WITH_SCREENS);

/**
 * The module's name and whether the tenant has it on: switched on and not expired, or included in
 * the tenant's plan. Every table read is limited by row-level security to the caller's tenant.
 */
const MODULE_STATE_SQL = `select m.name, (
  exists (select 1 from tenant_modules tm
          where tm.tenant_id = $2 and tm.module_id = m.id and tm.is_enabled
            and (tm.expires_at is null or tm.expires_at > now()))
  or exists (select 1 from tenants t
             join subscription_plans p on p.slug = t.subscription_plan and p.is_active
             join plan_modules pm on pm.plan_id = p.id and pm.module_id = m.id
             where t.id = $2)
) as enabled
from modules m where m.slug = $1 and m.is_active`;

/** Throws the 403 when the caller's tenant does not have the module on. */
export async function requireModule(
  tx: Tx,
  auth: AuthContext,
  slug: string,
  withScreens: ModulesWithScreens = DEFAULT_MODULES_WITH_SCREENS,
): Promise<void> {
  if (isCoreModule(slug) || auth.scope.kind === 'platform') return;
  const [row] = await prepared<{ name: string; enabled: boolean }>(
    tx,
    'module_gate_state',
    MODULE_STATE_SQL,
    [slug, auth.scope.tenantId],
  );
  if (!row) throw new Error(`x-module names an unknown module: ${slug}`);
  if (!row.enabled || !withScreens.has(slug)) throw forbidden(moduleDisabledDetail(row.name));
}

/**
 * Whether a tenant has a module on, for work outside a request (the queue's jobs, notify()).
 * SMS and WhatsApp deliveries need `sms-whatsapp`.
 */
export async function tenantHasModule(
  tx: Tx,
  tenantId: number,
  slug: string,
  withScreens: ModulesWithScreens = DEFAULT_MODULES_WITH_SCREENS,
): Promise<boolean> {
  if (isCoreModule(slug)) return true;
  const [row] = await prepared<{ name: string; enabled: boolean }>(
    tx,
    'module_gate_state',
    MODULE_STATE_SQL,
    [slug, tenantId],
  );
  return !!row?.enabled && withScreens.has(slug);
}
