import type { Meta, StoryObj } from '@storybook/react-vite';
import type { Organisation } from '@watni/api-client';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { OrganisationsView } from './Organisations';

const base = {
  tenant_type: 'school',
  subscription_plan: 'starter',
  subscription_status: 'trial',
  suspended_at: null,
  suspension_reason: null,
  is_platform: false,
} as const;

const organisations: Organisation[] = [
  {
    ...base,
    id: 1,
    name: 'Watni',
    slug: 'watni',
    tenant_type: 'training_center',
    subscription_plan: 'enterprise',
    subscription_status: 'active',
    status: 'active',
    users_count: 1,
    created_at: '2026-01-05T05:00:00Z',
    is_platform: true,
  },
  {
    ...base,
    id: 2,
    name: 'Iqbal Public School',
    slug: 'iqbal-public-school',
    status: 'active',
    users_count: 67,
    created_at: '2026-02-10T05:00:00Z',
  },
  {
    ...base,
    id: 3,
    name: 'Quaid Academy',
    slug: 'quaid-academy',
    tenant_type: 'academy',
    subscription_plan: 'professional',
    subscription_status: 'active',
    status: 'suspended',
    suspended_at: '2026-11-20T09:30:00Z',
    suspension_reason: 'Unpaid invoices since August.',
    users_count: 64,
    created_at: '2026-03-01T05:00:00Z',
  },
];

const meta = {
  title: 'Screens/Platform/Organisations',
  component: OrganisationsView,
  parameters: { layout: 'fullscreen' },
  args: {
    organisations,
    total: 3,
    search: '',
    onSearchChange: fn(),
    status: null,
    onStatusChange: fn(),
    page: 1,
    pageSize: 25,
    onPageChange: fn(),
    action: null,
    onOpenAction: fn(),
    onCloseAction: fn(),
    onConfirmAction: fn(),
    onRetry: fn(),
  },
} satisfies Meta<typeof OrganisationsView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('Search'), 'iq');
    await expect(args.onSearchChange).toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: 'Suspend Iqbal Public School' }));
    await expect(args.onOpenAction).toHaveBeenCalledWith({
      kind: 'suspend',
      organisation: organisations[1],
    });
    // The platform's own organisation has no suspend button.
    await expect(canvas.queryByRole('button', { name: 'Suspend Watni' })).toBeNull();
  },
};

export const Paged: Story = { args: { total: 120, page: 2 } };

export const SuspendDialog: Story = {
  args: { action: { kind: 'suspend', organisation: organisations[1]! } },
  play: async ({ args }) => {
    const dialog = within(document.body).getByRole('dialog');
    // The dialog fades in: wait until it is shown before reading what it says.
    await waitFor(() => expect(dialog).toBeVisible());
    await userEvent.click(within(dialog).getByRole('button', { name: 'Suspend organisation' }));
    await waitFor(() => expect(within(dialog).getByText('Please give a reason.')).toBeVisible());
    await userEvent.type(within(dialog).getByLabelText(/Reason/), 'Unpaid invoices');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Suspend organisation' }));
    await expect(args.onConfirmAction).toHaveBeenCalledWith(args.action, 'Unpaid invoices');
  },
};

export const ReactivateDialog: Story = {
  args: { action: { kind: 'reactivate', organisation: organisations[2]! } },
};

export const Empty: Story = { args: { organisations: [], total: 0, search: 'zz' } };

export const Loading: Story = { args: { loading: true } };

export const LoadError: Story = {
  name: 'Error',
  args: { error: 'The organisations could not be loaded.' },
};

/** The plans' names as the service sends them to an Urdu reader (GET /subscriptions/plans). */
const urduPlanNames = { starter: 'اسٹارٹر', professional: 'پروفیشنل', enterprise: 'انٹرپرائز' };

export const Urdu: Story = { globals: { locale: 'ur' }, args: { planNames: urduPlanNames } };

export const UrduSuspendDialog: Story = {
  globals: { locale: 'ur' },
  args: {
    planNames: urduPlanNames,
    action: { kind: 'suspend', organisation: organisations[1]! },
  },
};
