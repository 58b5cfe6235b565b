import { useCurrentSubscription, usePlanComparison, usePlans } from '@watni/api-client';
import { useToast } from '@watni/ui';
import { useState } from 'react';
import { useStaffMessages } from '../../messages/areas';
import { SubscriptionPlansView, type SubscriptionTab } from './SubscriptionPlans';

/** /admin/subscriptions: plans, comparison and the tenant's current subscription. */
export function SubscriptionPlansContainer() {
  const staffMessages = useStaffMessages();
  const m = staffMessages.subscriptions;
  const [tab, setTab] = useState<SubscriptionTab>('plans');
  const plans = usePlans();
  const comparison = usePlanComparison();
  const current = useCurrentSubscription();
  const toast = useToast();
  return (
    <SubscriptionPlansView
      tab={tab}
      onTabChange={setTab}
      plans={plans.data?.items ?? []}
      comparison={comparison.data?.items ?? []}
      current={current.data ?? null}
      loading={plans.isPending || current.isPending}
      error={plans.isError || current.isError ? m.loadFailed : null}
      onRetry={() => {
        void plans.refetch();
        void current.refetch();
        void comparison.refetch();
      }}
      onUpgrade={() => toast.info(m.upgradeSoon)}
    />
  );
}
