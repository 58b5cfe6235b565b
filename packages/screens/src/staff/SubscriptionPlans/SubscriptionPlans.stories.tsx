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
  max_students: 45,
  max_teachers: 5,
  max_storage_gb: 5,
  trial_days: 14,
  is_featured: false,
  highlight_text: null,
  is_custom: false,
  features: ['1 industry module', 'Email support', 'Basic reports'],
  ...patch,
});

const plans: Plan[] = [
  plan(1, {}),
  plan(2, {
    slug: 'professional',
    name: 'Professional',
    description: 'For growing academies.',
    monthly_price: 30,
    yearly_price: 300,
    max_students: 180,
    max_teachers: 20,
    max_storage_gb: 50,
    is_featured: true,
    highlight_text: 'Most Popular',
    features: ['Up to 3 industry modules', 'Priority support', 'API access'],
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
    features: ['All modules', '24/7 support', 'SLA'],
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
    modules: [
      ...core,
      { slug: 'education-suite', name: 'Education Suite', category: 'education' },
      { slug: 'learning-analytics', name: 'Learning Analytics', category: 'analytics' },
    ],
  },
  {
    ...(plans[2] as Plan),
    modules: [
      ...core,
      { slug: 'education-suite', name: 'Education Suite', category: 'education' },
      { slug: 'learning-analytics', name: 'Learning Analytics', category: 'analytics' },
      { slug: 'fee-management', name: 'Fee Management', category: 'financial' },
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
      usage: { students: 38, teachers: 4, storage_bytes: 3_400_000 },
      addons: [{ module_id: 9, slug: 'library', name: 'Library', monthly_price: 2 }],
      monthly_total: 12,
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
    await expect(canvas.getByRole('button', { name: /Contact Sales Enterprise/ })).toBeVisible();
    await expect(canvas.getByText(/Save \$60 a year/)).toBeInTheDocument();
    // Each limit once, USD with PKR beside it; no "Unlimited GB".
    await expect(canvas.getAllByText('Up to 45 students')).toHaveLength(1);
    await expect(canvas.getByText('about PKR 2,800')).toBeInTheDocument();
    await expect(canvas.getByText('Unlimited storage')).toBeInTheDocument();
    await expect(canvas.queryByText(/Unlimited GB/)).toBeNull();
    // Coming soon in the comparison.
    await expect(canvas.getAllByText('Coming soon').length).toBeGreaterThan(0);
    await userEvent.click(canvas.getByRole('button', { name: /Upgrade Professional/ }));
    await expect(args.onUpgrade).toHaveBeenCalledWith(plans[1]);
  },
};

/** On Professional: Starter is cheaper, so it offers "Change plan", not "Upgrade". */
export const OnProfessional: Story = {
  args: {
    current: {
      tenant: { id: 2, name: 'Iqbal Public School' },
      subscription_plan: plans[1] as Plan,
      subscription_status: 'active',
      addon_modules_count: 0,
      current_period_end: '2026-12-31T00:00:00Z',
      trial_ends_at: null,
      usage: { students: 120, teachers: 9, storage_bytes: 1_250_000_000 },
      addons: [],
      monthly_total: 30,
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: /Change plan Starter/ })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: /Upgrade Starter/ })).toBeNull();
  },
};

export const CurrentSubscription: Story = {
  args: { tab: 'current' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('38 of 45')).toBeInTheDocument();
    await expect(canvas.getByText('3.4 MB of 5 GB')).toBeInTheDocument();
    await expect(canvas.getByText('$12 (PKR 3,360)')).toBeInTheDocument();
  },
};

export const CurrentOverLimit: Story = {
  args: {
    tab: 'current',
    current: {
      tenant: { id: 3, name: 'Quaid Academy' },
      subscription_plan: plans[0] as Plan,
      subscription_status: 'active',
      addon_modules_count: 0,
      current_period_end: '2026-12-31T00:00:00Z',
      trial_ends_at: null,
      usage: { students: 52, teachers: 5, storage_bytes: 820_000 },
      addons: [],
      monthly_total: 10,
    },
  },
};

export const CurrentEnterprise: Story = {
  args: {
    tab: 'current',
    current: {
      tenant: { id: 1, name: 'Watni' },
      subscription_plan: plans[2] as Plan,
      subscription_status: 'active',
      addon_modules_count: 0,
      current_period_end: null,
      trial_ends_at: null,
      usage: { students: 0, teachers: 0, storage_bytes: 0 },
      addons: [],
      monthly_total: null,
    },
  },
};

export const CurrentSubscriptionUrdu: Story = {
  args: { tab: 'current' },
  globals: { locale: 'ur' },
};

export const FilledUrdu: Story = { globals: { locale: 'ur' } };

export const Loading: Story = { args: { plans: [], comparison: [], current: null, loading: true } };

export const LoadError: Story = {
  name: 'Error',
  args: { plans: [], comparison: [], current: null, error: 'Failed to load subscription plans' },
};

export const Empty: Story = { args: { plans: [], comparison: [] } };
