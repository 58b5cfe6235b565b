import { withScope } from '../../db/scope.js';
import type { AppDeps } from '../../deps.js';
import type { AuthContext } from '../../http/context.js';
import { notFound } from '../../http/errors.js';
import { defineMessages } from '../../http/i18n/messages.js';
import type { Schemas } from '../../http/types.js';
import { requirePermission } from '../_shared/policy.js';
import { ACCESS_MESSAGES, ownTenantId } from '../admin/access.js';
import { tenantAccessList, toModule } from '../modules/service.js';
import * as repo from './repository.js';

const MESSAGES = defineMessages('subscriptions.service', {
  notFound: { en: 'Subscription plan not found.', ur: 'سبسکرپشن پلان نہیں ملا۔' },
  tenantNotFound: { en: 'Organization not found.', ur: 'ادارہ نہیں ملا۔' },
});

function toPlan(row: repo.PlanRecord): Schemas['Plan'] {
  return {
    ...row,
    monthly_price: Number(row.monthly_price),
    yearly_price: Number(row.yearly_price),
    features: [...row.features],
  };
}

export async function listPlans(deps: AppDeps, auth: AuthContext): Promise<Schemas['PlanList']> {
  const rows = await withScope(deps.db, auth.scope, (tx) => repo.listPlans(tx));
  return { items: rows.map(toPlan), total: rows.length };
}

export async function getPlan(
  deps: AppDeps,
  auth: AuthContext,
  id: number,
): Promise<Schemas['Plan']> {
  const row = await withScope(deps.db, auth.scope, (tx) => repo.findPlan(tx, id));
  if (!row) throw notFound(MESSAGES.notFound);
  return toPlan(row);
}

export async function listPlanModules(
  deps: AppDeps,
  auth: AuthContext,
  id: number,
): Promise<Schemas['ModuleList']> {
  return withScope(deps.db, auth.scope, async (tx) => {
    const plan = await repo.findPlan(tx, id);
    if (!plan) throw notFound(MESSAGES.notFound);
    const items = (await repo.modulesOfPlans(tx, [plan.id])).get(plan.id) ?? [];
    return { items: items.map(toModule), total: items.length };
  });
}

export async function comparePlans(
  deps: AppDeps,
  auth: AuthContext,
): Promise<Schemas['PlanComparisonList']> {
  return withScope(deps.db, auth.scope, async (tx) => {
    const plans = await repo.listPlans(tx);
    const byPlan = await repo.modulesOfPlans(
      tx,
      plans.map((plan) => plan.id),
    );
    const items = plans.map((plan) => ({
      ...toPlan(plan),
      modules: (byPlan.get(plan.id) ?? []).map(({ slug, name, category }) => ({
        slug,
        name,
        category,
      })),
    }));
    return { items, total: items.length };
  });
}

/**
 * The caller's tenant's subscription. A trial whose end has passed is reported as `none`
 * (expired); a tenant without a plan is `none` with a null plan. addon_modules_count counts the
 * enabled modules billed on top of the plan (neither core nor included in it).
 */
export async function currentSubscription(
  deps: AppDeps,
  auth: AuthContext,
): Promise<Schemas['CurrentSubscription']> {
  requirePermission(auth, 'subscription.manage', ACCESS_MESSAGES.adminsOnly);
  return withScope(deps.db, auth.scope, async (tx) => {
    const tenantId = ownTenantId(auth);
    const tenant = await repo.findTenant(tx, tenantId);
    if (!tenant) throw notFound(MESSAGES.tenantNotFound);
    const plan = tenant.subscription_plan
      ? await repo.findPlanBySlug(tx, tenant.subscription_plan)
      : undefined;
    let status: Schemas['CurrentSubscription']['subscription_status'] = plan
      ? tenant.subscription_status
      : 'none';
    if (status === 'trial' && tenant.trial_ends_at && tenant.trial_ends_at <= new Date())
      status = 'none';
    const [access, usage] = await Promise.all([
      tenantAccessList(tx, tenantId, deps.modulesWithScreens),
      repo.usageOf(tx, tenantId),
    ]);
    const billed = access.filter((item) => item.is_enabled && item.is_addon);
    const addons = billed.map((item) => ({
      module_id: item.module_id,
      slug: item.module_slug,
      name: item.module_name,
      monthly_price: item.monthly_price,
    }));
    return {
      tenant: { id: tenant.id, name: tenant.name },
      subscription_plan: plan ? toPlan(plan) : null,
      subscription_status: status,
      addon_modules_count: billed.length,
      current_period_end: tenant.current_period_end?.toISOString() ?? null,
      trial_ends_at: tenant.trial_ends_at?.toISOString() ?? null,
      usage,
      addons,
      monthly_total: monthlyTotal(plan ? toPlan(plan) : null, addons),
    };
  });
}

/**
 * USD per month: the plan's price plus the add-ons' (cents kept exact). Null when the plan is
 * priced by the sales team (custom) or there is no plan.
 */
function monthlyTotal(
  plan: Pick<Schemas['Plan'], 'monthly_price' | 'is_custom'> | null,
  addons: readonly { monthly_price: number }[],
): number | null {
  if (!plan || plan.is_custom) return null;
  const cents = addons.reduce(
    (sum, addon) => sum + Math.round(addon.monthly_price * 100),
    Math.round(plan.monthly_price * 100),
  );
  return cents / 100;
}
