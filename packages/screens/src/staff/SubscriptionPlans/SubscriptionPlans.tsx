import type { CurrentSubscription, Plan, PlanComparison } from '@watni/api-client';
import { isComingSoon, isOfferedToTenant } from '@watni/policy';
import {
  Badge,
  Button,
  EmptyState,
  Icon,
  PriceCard,
  Table,
  Tabs,
  useI18n,
  VisuallyHidden,
} from '@watni/ui';
import { usdWithPkr } from '../../format/money';
import { useStaffMessages } from '../../messages/areas';
import { type ModulesMessages, useModulesMessages } from '../../messages/ModulesMessages';
import { useFormatDate } from '../_shared/format';
import { StaffError, StaffLoading, StaffPage } from '../_shared/StaffPage';
import * as styles from './SubscriptionPlans.css';

export type SubscriptionTab = 'plans' | 'current';

/** Yearly saving (spec section 9): monthly_price * 12 - yearly_price. */
export function yearlySaving(plan: Pick<Plan, 'monthly_price' | 'yearly_price'>): number {
  return plan.monthly_price * 12 - plan.yearly_price;
}

/** Whether moving from `current` to `plan` costs more (a custom plan is above every listed price). */
function isDearer(
  plan: Pick<Plan, 'monthly_price' | 'is_custom'>,
  current: Pick<Plan, 'monthly_price' | 'is_custom'> | null | undefined,
): boolean {
  if (!current) return true;
  if (current.is_custom) return false;
  return plan.is_custom || plan.monthly_price > current.monthly_price;
}

/** Bytes for display: '820 KB', '3.4 MB', '1.25 GB' (decimal units, as storage is sold). */
function formatBytes(bytes: number): string {
  const units = ['bytes', 'KB', 'MB', 'GB'] as const;
  let value = bytes;
  let unit = 0;
  while (value >= 1000 && unit < units.length - 1) {
    value /= 1000;
    unit += 1;
  }
  const digits = unit === 0 || value >= 100 ? 0 : value >= 10 ? 1 : 2;
  return `${value.toLocaleString('en-US', { maximumFractionDigits: digits })} ${units[unit]}`;
}

/** The plan's limits, each stated once: students, teachers, storage. */
function planLimits(
  plan: Pick<Plan, 'max_students' | 'max_teachers' | 'max_storage_gb'>,
  mm: ModulesMessages['plans'],
  format: (message: string, values?: Record<string, string | number>) => string,
): string[] {
  return [
    plan.max_students === null
      ? mm.unlimitedStudents
      : format(mm.upToStudents, { count: plan.max_students }),
    plan.max_teachers === null
      ? mm.unlimitedTeachers
      : format(mm.upToTeachers, { count: plan.max_teachers }),
    plan.max_storage_gb === null
      ? mm.unlimitedStorage
      : format(mm.storageGb, { count: plan.max_storage_gb }),
  ];
}

export interface SubscriptionPlansViewProps {
  tab: SubscriptionTab;
  onTabChange: (tab: SubscriptionTab) => void;
  plans: readonly Plan[];
  comparison: readonly PlanComparison[];
  current: CurrentSubscription | null;
  loading?: boolean;
  error?: string | null;
  onUpgrade: (plan: Plan) => void;
  onRetry?: () => void;
}

export function SubscriptionPlansView({
  tab,
  onTabChange,
  plans,
  comparison,
  current,
  loading = false,
  error = null,
  onUpgrade,
  onRetry,
}: SubscriptionPlansViewProps) {
  const staffMessages = useStaffMessages();
  const m = staffMessages.subscriptions;
  return (
    <StaffPage title={m.title} description={m.description}>
      {loading ? (
        <StaffLoading />
      ) : error ? (
        <StaffError message={error} onRetry={onRetry} />
      ) : (
        <Tabs.Root value={tab} onValueChange={(v) => onTabChange(v as SubscriptionTab)}>
          <Tabs.List aria-label={m.tabsLabel}>
            <Tabs.Trigger value="plans">{m.allPlans}</Tabs.Trigger>
            <Tabs.Trigger value="current">{m.current}</Tabs.Trigger>
          </Tabs.List>
          <Tabs.Content value="plans" className={styles.panel}>
            {plans.length === 0 ? <EmptyState headingLevel={2} title={m.empty} /> : null}
            <div className={styles.cards}>
              {plans.map((plan) => (
                <PlanCard
                  key={plan.id}
                  plan={plan}
                  current={current?.subscription_plan ?? null}
                  onUpgrade={onUpgrade}
                />
              ))}
            </div>
            {comparison.length > 0 ? <ComparisonTable comparison={comparison} /> : null}
          </Tabs.Content>
          <Tabs.Content value="current" className={styles.panel}>
            {current ? <CurrentDetails current={current} /> : null}
          </Tabs.Content>
        </Tabs.Root>
      )}
    </StaffPage>
  );
}

function PlanCard({
  plan,
  current,
  onUpgrade,
}: {
  plan: Plan;
  current: Plan | null;
  onUpgrade: (plan: Plan) => void;
}) {
  const staffMessages = useStaffMessages();
  const m = staffMessages.subscriptions;
  const mm = useModulesMessages().plans;
  const { format } = useI18n();
  const custom = plan.is_custom;
  const saving = yearlySaving(plan);
  const price = usdWithPkr(plan.monthly_price);
  const isCurrent = current?.id === plan.id;
  const action = custom ? m.contactSales : isDearer(plan, current) ? mm.upgrade : mm.changePlan;
  return (
    <PriceCard
      headingLevel={2}
      name={plan.name}
      price={custom ? mm.customPrice : price.usd}
      period={custom ? undefined : m.perMonth}
      note={
        custom ? undefined : (
          <>
            <span className={styles.noteLine}>{format(mm.pkrBeside, { pkr: price.pkr })}</span>
            <span className={styles.noteLine}>
              {m.yearly(plan.yearly_price)}
              {saving > 0 ? ` · ${m.saving(saving)}` : ''}
            </span>
          </>
        )
      }
      description={plan.description}
      featured={plan.is_featured ? (plan.highlight_text ?? undefined) : undefined}
      features={[
        ...planLimits(plan, mm, format),
        ...(plan.trial_days > 0 ? [m.trial(plan.trial_days)] : []),
        ...plan.features,
      ]}
      cta={
        isCurrent ? (
          <Badge tone="success">{m.currentPlanBadge}</Badge>
        ) : (
          <Button
            variant={plan.is_featured ? 'primary' : 'outline'}
            onClick={() => onUpgrade(plan)}
          >
            {action}
            <VisuallyHidden> {plan.name}</VisuallyHidden>
          </Button>
        )
      }
    />
  );
}

function ComparisonTable({ comparison }: { comparison: readonly PlanComparison[] }) {
  const staffMessages = useStaffMessages();
  const m = staffMessages.subscriptions;
  const mm = useModulesMessages().management;
  const modules = new Map<string, string>();
  for (const plan of comparison) {
    // The plans include every industry's suite; a school is shown the modules it can use.
    for (const x of plan.modules) if (isOfferedToTenant(x.slug)) modules.set(x.slug, x.name);
  }
  return (
    <section className={styles.section} aria-labelledby="plan-comparison">
      <h2 id="plan-comparison" className={styles.sectionTitle}>
        {m.comparisonTitle}
      </h2>
      <Table.Root caption={m.comparisonCaption}>
        <Table.Head>
          <Table.Row>
            <Table.ColumnHeader>{m.moduleColumn}</Table.ColumnHeader>
            {comparison.map((p) => (
              <Table.ColumnHeader key={p.id}>{p.name}</Table.ColumnHeader>
            ))}
          </Table.Row>
        </Table.Head>
        <Table.Body>
          {[...modules].map(([slug, name]) => (
            <Table.Row key={slug}>
              <Table.Cell label={m.moduleColumn}>
                {name}
                {isComingSoon(slug) ? (
                  <>
                    {' '}
                    <Badge tone="neutral">{mm.comingSoon}</Badge>
                  </>
                ) : null}
              </Table.Cell>
              {comparison.map((p) => {
                const has = p.modules.some((x) => x.slug === slug);
                return (
                  <Table.Cell key={p.id} label={p.name}>
                    {has ? <Icon name="check" aria-hidden /> : <span aria-hidden>–</span>}
                    <VisuallyHidden>{has ? m.included : m.notIncluded}</VisuallyHidden>
                  </Table.Cell>
                );
              })}
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </section>
  );
}

function CurrentDetails({ current }: { current: CurrentSubscription }) {
  const formatDate = useFormatDate();
  const staffMessages = useStaffMessages();
  const m = staffMessages.subscriptions;
  const mm = useModulesMessages().plans;
  const { format } = useI18n();
  const plan = current.subscription_plan;
  const items: [string, string][] = [
    [m.organisation, current.tenant.name],
    [m.plan, plan?.name ?? m.noPlan],
    [m.status, m.statuses[current.subscription_status]],
    [m.addons, String(current.addon_modules_count)],
    [m.periodEnd, current.current_period_end ? formatDate(current.current_period_end) : m.notSet],
  ];
  if (current.trial_ends_at) items.push([m.trialEnds, formatDate(current.trial_ends_at)]);
  const count = (n: number) => n.toLocaleString('en-US');
  const usage = (used: number, limit: number | null | undefined) =>
    limit === null || limit === undefined
      ? format(mm.usageUnlimited, { used: count(used) })
      : format(mm.usageOf, { used: count(used), limit: count(limit) });
  const storageLimit = plan?.max_storage_gb ?? null;
  const usageRows: { label: string; value: string; over: boolean; hint?: string }[] = [
    {
      label: mm.students,
      value: usage(current.usage.students, plan?.max_students),
      over: plan?.max_students != null && current.usage.students > plan.max_students,
      hint: mm.studentsHint,
    },
    {
      label: mm.teachers,
      value: usage(current.usage.teachers, plan?.max_teachers),
      over: plan?.max_teachers != null && current.usage.teachers > plan.max_teachers,
    },
    {
      label: mm.storage,
      value:
        storageLimit === null
          ? format(mm.usageUnlimited, { used: formatBytes(current.usage.storage_bytes) })
          : format(mm.usageOf, {
              used: formatBytes(current.usage.storage_bytes),
              limit: `${storageLimit} GB`,
            }),
      over: storageLimit !== null && current.usage.storage_bytes > storageLimit * 1e9,
    },
  ];
  const money = (usd: number) => {
    const price = usdWithPkr(usd);
    return `${price.usd} (${price.pkr})`;
  };
  return (
    <>
      <dl className={styles.details}>
        {items.map(([term, value]) => (
          <div key={term}>
            <dt className={styles.term}>{term}</dt>
            <dd className={styles.value}>{value}</dd>
          </div>
        ))}
      </dl>
      <section className={styles.section} aria-labelledby="subscription-usage">
        <h2 id="subscription-usage" className={styles.sectionTitle}>
          {mm.usageTitle}
        </h2>
        <dl className={styles.details}>
          {usageRows.map((row) => (
            <div key={row.label}>
              <dt className={styles.term}>{row.label}</dt>
              <dd className={styles.value}>
                {row.value}
                {row.over ? (
                  <>
                    {' '}
                    <Badge tone="danger">{mm.overLimit}</Badge>
                  </>
                ) : null}
              </dd>
              {row.hint ? <dd className={styles.hint}>{row.hint}</dd> : null}
            </div>
          ))}
        </dl>
      </section>
      {plan ? (
        <section className={styles.section} aria-labelledby="subscription-cost">
          <h2 id="subscription-cost" className={styles.sectionTitle}>
            {mm.monthlyCost}
          </h2>
          <dl className={styles.bill}>
            <div className={styles.billRow}>
              <dt>{format(mm.planLine, { plan: plan.name })}</dt>
              <dd className={styles.billAmount}>
                {plan.is_custom ? mm.customPrice : money(plan.monthly_price)}
              </dd>
            </div>
            {current.addons.map((addon) => (
              <div key={addon.slug} className={styles.billRow}>
                <dt>{format(mm.addonLine, { module: addon.name })}</dt>
                <dd className={styles.billAmount}>{money(addon.monthly_price)}</dd>
              </div>
            ))}
            <div className={styles.billTotal}>
              <dt>{mm.total}</dt>
              <dd className={styles.billAmount}>
                {current.monthly_total === null ? mm.customPrice : money(current.monthly_total)}
              </dd>
            </div>
          </dl>
          {current.monthly_total === null ? <p className={styles.hint}>{mm.totalCustom}</p> : null}
        </section>
      ) : null}
    </>
  );
}
