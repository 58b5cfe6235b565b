import type { Meta, StoryObj } from '@storybook/react-vite';
import type { Plan, PlanComparison } from '@watni/api-client';
import { expect, fn, userEvent, within } from 'storybook/test';
import { SubscriptionPlansView } from './SubscriptionPlans';

const plan = (id: number, patch: Partial<Plan>): Plan => ({
  id,
  slug: 'starter',
  name: 'Starter',
  description: 'For small schools getting started.',
  monthly_price: 10,
  yearly_price: 100,
  max_students: 100,
  max_teachers: 5,
  max_storage_gb: 5,
  trial_days: 14,
  is_featured: false,
  highlight_text: null,
  is_custom: false,
  features: ['Email support'],
  ...patch,
});

const plans: Plan[] = [
  plan(1, {}),
  plan(2, {
    slug: 'professional',
    name: 'Professional',
    description: 'For growing academies.',
    monthly_price: 25,
    yearly_price: 250,
    max_students: 500,
    max_teachers: 25,
    max_storage_gb: 50,
    is_featured: true,
    highlight_text: 'Most popular',
  }),
  plan(3, {
    slug: 'enterprise',
    name: 'Enterprise',
    description: 'Custom pricing for large organisations.',
    monthly_price: 0,
    yearly_price: 0,
    max_students: null,
    max_teachers: null,
    max_storage_gb: null,
    is_custom: true,
  }),
];

const core = [
  { slug: 'user-management', name: 'User Management', category: 'core' as const },
  { slug: 'course-management', name: 'Course Management', category: 'core' as const },
];
const comparison: PlanComparison[] = [
  { ...(plans[0] as Plan), modules: core },
  {
    ...(plans[1] as Plan),
    modules: [...core, { slug: 'assessments', name: 'Assessments', category: 'education' }],
  },
  {
    ...(plans[2] as Plan),
    modules: [
      ...core,
      { slug: 'assessments', name: 'Assessments', category: 'education' },
      { slug: 'fee-collection', name: 'Fee Collection', category: 'financial' },
    ],
  },
];

const meta = {
  title: 'Screens/Staff/SubscriptionPlans',
  component: SubscriptionPlansView,
  parameters: { layout: 'fullscreen' },
  args: {
    tab: 'plans',
    onTabChange: fn(),
    plans,
    comparison,
    current: {
      tenant: { id: 2, name: 'Iqbal Public School' },
      subscription_plan: plans[0] as Plan,
      subscription_status: 'trial',
      addon_modules_count: 1,
      current_period_end: null,
      trial_ends_at: '2026-12-06T00:00:00Z',
    },
    onUpgrade: fn(),
    onRetry: fn(),
  },
} satisfies Meta<typeof SubscriptionPlansView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Contact Sales')).toBeInTheDocument();
    await expect(canvas.getByText(/Save \$20 a year/)).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: /Upgrade Professional/ }));
    await expect(args.onUpgrade).toHaveBeenCalledWith(plans[1]);
  },
};

export const CurrentSubscription: Story = { args: { tab: 'current' } };

export const Loading: Story = { args: { plans: [], comparison: [], current: null, loading: true } };

export const LoadError: Story = {
  name: 'Error',
  args: { plans: [], comparison: [], current: null, error: 'Failed to load subscription plans' },
};

export const Empty: Story = { args: { plans: [], comparison: [] } };
