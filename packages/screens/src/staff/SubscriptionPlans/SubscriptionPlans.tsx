import type { CurrentSubscription, Plan, PlanComparison } from '@watni/api-client';
import { Badge, Button, EmptyState, Icon, PriceCard, Table, Tabs, VisuallyHidden } from '@watni/ui';
import { staffMessages } from '../../messages/staff';
import { formatDate } from '../_shared/format';
import { StaffError, StaffLoading, StaffPage } from '../_shared/StaffPage';
import * as styles from './SubscriptionPlans.css';

const m = staffMessages.subscriptions;

export type SubscriptionTab = 'plans' | 'current';

/** Yearly saving (spec section 9): monthly_price * 12 - yearly_price. */
export function yearlySaving(plan: Pick<Plan, 'monthly_price' | 'yearly_price'>): number {
  return plan.monthly_price * 12 - plan.yearly_price;
}

const limit = (n: number | null) => (n === null ? m.unlimited : n.toLocaleString('en-US'));

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
                  isCurrent={current?.subscription_plan?.id === plan.id}
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
  isCurrent,
  onUpgrade,
}: {
  plan: Plan;
  isCurrent: boolean;
  onUpgrade: (plan: Plan) => void;
}) {
  const custom = plan.monthly_price === 0;
  const saving = yearlySaving(plan);
  return (
    <PriceCard
      headingLevel={2}
      name={plan.name}
      price={custom ? m.contactSales : `$${plan.monthly_price}`}
      period={custom ? undefined : m.perMonth}
      note={
        custom
          ? undefined
          : `${m.yearly(plan.yearly_price)}${saving > 0 ? ` · ${m.saving(saving)}` : ''}`
      }
      description={plan.description}
      featured={plan.is_featured ? (plan.highlight_text ?? undefined) : undefined}
      features={[
        m.students(limit(plan.max_students)),
        m.teachers(limit(plan.max_teachers)),
        m.storage(limit(plan.max_storage_gb)),
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
            {m.upgrade}
            <VisuallyHidden> {plan.name}</VisuallyHidden>
          </Button>
        )
      }
    />
  );
}

function ComparisonTable({ comparison }: { comparison: readonly PlanComparison[] }) {
  const modules = new Map<string, string>();
  for (const plan of comparison) for (const x of plan.modules) modules.set(x.slug, x.name);
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
              <Table.Cell label={m.moduleColumn}>{name}</Table.Cell>
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
  const items: [string, string][] = [
    [m.organisation, current.tenant.name],
    [m.plan, current.subscription_plan?.name ?? m.noPlan],
    [m.status, m.statuses[current.subscription_status]],
    [m.addons, String(current.addon_modules_count)],
    [m.periodEnd, current.current_period_end ? formatDate(current.current_period_end) : m.notSet],
  ];
  if (current.trial_ends_at) items.push([m.trialEnds, formatDate(current.trial_ends_at)]);
  return (
    <dl className={styles.details}>
      {items.map(([term, value]) => (
        <div key={term}>
          <dt className={styles.term}>{term}</dt>
          <dd className={styles.value}>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
