import type { Meta, StoryObj } from '@storybook/react-vite';
import type { PendingUser } from '@watni/api-client';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { PendingUsersView } from './PendingUsers';

const sara: PendingUser = {
  id: 40,
  first_name: 'Sara',
  last_name: 'Ahmed',
  email: 'sara@lahorehub.pk',
  phone: '+92 300 1234567',
  is_tenant_admin: false,
  organization_name: 'Lahore Learning Hub',
  created_at: '2026-11-18T10:00:00Z',
  has_tenant: false,
};
const done: PendingUser = {
  ...sara,
  id: 41,
  first_name: 'Omar',
  email: 'omar@karachi.pk',
  organization_name: 'Karachi Coders',
  has_tenant: true,
  is_tenant_admin: true,
};

const plans = [
  { slug: 'starter' as const, name: 'Starter' },
  { slug: 'professional' as const, name: 'Professional' },
  { slug: 'enterprise' as const, name: 'Enterprise' },
];

const meta = {
  title: 'Screens/Staff/PendingUsers',
  component: PendingUsersView,
  parameters: { layout: 'fullscreen' },
  args: {
    users: [sara, done],
    plans,
    creatingFor: null,
    onOpenCreate: fn(),
    onCloseCreate: fn(),
    onCreate: fn(),
    onRetry: fn(),
    decliningFor: null,
    onOpenDecline: fn(),
    onCloseDecline: fn(),
    onDecline: fn(),
  },
} satisfies Meta<typeof PendingUsersView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Already Has Tenant' })).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: /Create Tenant for Sara/ }));
    await expect(args.onOpenCreate).toHaveBeenCalledWith(sara);
  },
};

export const CreateDialog: Story = {
  args: { creatingFor: sara },
  play: async ({ canvasElement, args }) => {
    const body = within(canvasElement.ownerDocument.body);
    const dialog = within(await body.findByRole('dialog', { name: 'Create Tenant' }));
    const name = dialog.getByLabelText(/Organization name/);
    await userEvent.clear(name);
    await userEvent.type(name, '   ');
    await userEvent.click(dialog.getByRole('button', { name: 'Create Tenant' }));
    await expect(dialog.getByText('Please enter an organization name')).toBeInTheDocument();
    await expect(args.onCreate).not.toHaveBeenCalled();
    await userEvent.type(name, ' Lahore Hub ');
    await userEvent.click(dialog.getByRole('button', { name: 'Create Tenant' }));
    await expect(args.onCreate).toHaveBeenCalledWith(sara, {
      organization_name: 'Lahore Hub',
      tenant_type: 'school',
      subscription_plan: 'starter',
    });
  },
};

export const Loading: Story = { args: { users: [], loading: true } };

export const LoadError: Story = {
  name: 'Error',
  args: { users: [], error: 'Failed to load pending users' },
};

export const Empty: Story = { args: { users: [] } };

// Declining a request with a reason
export const DeclineDialog: Story = {
  args: { decliningFor: sara },
  play: async ({ args }) => {
    const dialog = within(document.body).getByRole('dialog');
    // The dialog fades in: wait until it is shown before reading what it says.
    await waitFor(() => expect(dialog).toBeVisible());
    await userEvent.click(within(dialog).getByRole('button', { name: 'Decline request' }));
    await waitFor(() => expect(within(dialog).getByText('Please give a reason.')).toBeVisible());
    await userEvent.type(within(dialog).getByLabelText(/Reason/), 'Could not verify the school');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Decline request' }));
    await expect(args.onDecline).toHaveBeenCalledWith(sara, 'Could not verify the school');
  },
};

export const DeclineDialogUrdu: Story = {
  globals: { locale: 'ur' },
  args: { decliningFor: sara },
};
