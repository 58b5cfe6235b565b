import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import { rowsOf } from '../../db/rows.js';
import { tenants } from '../../db/schema/identity.js';
import { modules, planModules, subscriptionPlans } from '../../db/schema/platform.js';

const planColumns = {
  id: subscriptionPlans.id,
  slug: subscriptionPlans.slug,
  name: subscriptionPlans.name,
  description: subscriptionPlans.description,
  monthly_price: subscriptionPlans.monthly_price,
  yearly_price: subscriptionPlans.yearly_price,
  max_students: subscriptionPlans.max_students,
  max_teachers: subscriptionPlans.max_teachers,
  max_storage_gb: subscriptionPlans.max_storage_gb,
  trial_days: subscriptionPlans.trial_days,
  is_featured: subscriptionPlans.is_featured,
  highlight_text: subscriptionPlans.highlight_text,
  is_custom: subscriptionPlans.is_custom,
  features: subscriptionPlans.features,
};
export type PlanRecord = Awaited<ReturnType<typeof listPlans>>[number];

/** Active plans by monthly price, custom plans last. */
export async function listPlans(tx: Tx) {
  return tx
    .select(planColumns)
    .from(subscriptionPlans)
    .where(eq(subscriptionPlans.is_active, true))
    .orderBy(
      asc(subscriptionPlans.is_custom),
      asc(subscriptionPlans.monthly_price),
      asc(subscriptionPlans.sort_order),
    );
}

export async function findPlan(tx: Tx, id: number): Promise<PlanRecord | undefined> {
  const [row] = await tx
    .select(planColumns)
    .from(subscriptionPlans)
    .where(and(eq(subscriptionPlans.id, id), eq(subscriptionPlans.is_active, true)));
  return row;
}

export async function findPlanBySlug(tx: Tx, slug: string): Promise<PlanRecord | undefined> {
  const [row] = await tx
    .select(planColumns)
    .from(subscriptionPlans)
    .where(and(eq(sql`${subscriptionPlans.slug}`, slug), eq(subscriptionPlans.is_active, true)));
  return row;
}

/** The modules of the given plans, in catalogue order, keyed by plan id. */
export async function modulesOfPlans(tx: Tx, planIds: number[]) {
  const byPlan = new Map<number, (typeof modules.$inferSelect)[]>();
  if (planIds.length === 0) return byPlan;
  const rows = await tx
    .select({ plan_id: planModules.plan_id, module: modules })
    .from(planModules)
    .innerJoin(modules, eq(modules.id, planModules.module_id))
    .where(and(inArray(planModules.plan_id, planIds), eq(modules.is_active, true)))
    .orderBy(
      sql`array_position(array['core','education','financial','management','analytics','communication']::varchar[], ${modules.category})`,
      asc(modules.sort_order),
      asc(modules.name),
    );
  for (const row of rows) {
    const list = byPlan.get(row.plan_id) ?? [];
    list.push(row.module);
    byPlan.set(row.plan_id, list);
  }
  return byPlan;
}

export async function findTenant(tx: Tx, id: number) {
  const [row] = await tx
    .select({
      id: tenants.id,
      name: tenants.name,
      subscription_plan: tenants.subscription_plan,
      subscription_status: tenants.subscription_status,
      trial_ends_at: tenants.trial_ends_at,
      current_period_end: tenants.current_period_end,
    })
    .from(tenants)
    .where(eq(tenants.id, id));
  return row;
}

/**
 * The tenant's usage against its plan's limits, in one statement. Students: active student
 * records plus active student accounts that no record links (a child with both counts once).
 * Storage: the bytes of what the organisation stores (lesson content, questions, answers).
 */
export async function usageOf(tx: Tx, tenantId: number) {
  const result = await tx.execute(sql`
    select
      (select count(*) from students s where s.tenant_id = ${tenantId} and s.status = 'active')
      + (select count(*) from users u
         where u.tenant_id = ${tenantId} and u.user_role = 'student' and u.is_active
           and not exists (select 1 from students s
                           where s.tenant_id = ${tenantId} and s.user_id = u.id))
        as students,
      (select count(*) from users u
        where u.tenant_id = ${tenantId} and u.user_role = 'teacher' and u.is_active) as teachers,
      coalesce((select sum(octet_length(coalesce(l.content_body, '')) + octet_length(l.title))
                from lessons l where l.tenant_id = ${tenantId}), 0)
      + coalesce((select sum(octet_length(q.question_text) + octet_length(q.options::text))
                  from questions q where q.tenant_id = ${tenantId}), 0)
      + coalesce((select sum(octet_length(sb.answers::text))
                  from submissions sb where sb.tenant_id = ${tenantId}), 0)
        as storage_bytes`);
  const row = rowsOf<Record<string, string | number>>(result)[0]!;
  return {
    students: Number(row.students),
    teachers: Number(row.teachers),
    storage_bytes: Number(row.storage_bytes),
  };
}
