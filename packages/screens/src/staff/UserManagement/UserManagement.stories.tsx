import type { Meta, StoryObj } from '@storybook/react-vite';
import type { User } from '@watni/api-client';
import { type ComponentProps, useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { UserManagementView } from './UserManagement';

const user = (id: number, patch: Partial<User> = {}): User => ({
  id,
  email: `user${id}@iqbal.edu.pk`,
  username: `user${id}`,
  first_name: ['Ayesha', 'Bilal', 'Hina', 'Usman'][id % 4] ?? 'Ayesha',
  last_name: 'Khan',
  phone: null,
  is_active: true,
  is_tenant_admin: false,
  is_superuser: false,
  user_role: 'student',
  tenant_id: 2,
  tenant_name: 'Iqbal Public School',
  organization_name: null,
  created_at: '2026-11-01T08:00:00Z',
  ...patch,
});

const users = [
  user(1, { user_role: 'admin', is_tenant_admin: true }),
  user(2, { user_role: 'teacher' }),
  user(3),
  user(4, { is_active: false }),
];

const meta = {
  title: 'Screens/Staff/UserManagement',
  component: UserManagementView,
  parameters: { layout: 'fullscreen' },
  args: {
    stats: { total_users: 4, active_users: 3, inactive_users: 1, admin_users: 1 },
    users,
    total: 4,
    search: '',
    onSearchChange: fn(),
    status: 'all',
    onStatusChange: fn(),
    role: 'all',
    onRoleChange: fn(),
    page: 1,
    pageSize: 25,
    onPageChange: fn(),
    dialog: { mode: 'closed' },
    onOpenCreate: fn(),
    onOpenEdit: fn(),
    onCloseDialog: fn(),
    onCreate: fn(),
    onUpdate: fn(),
    onDeactivate: fn(),
    onRetry: fn(),
  },
} satisfies Meta<typeof UserManagementView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    // Deactivate only on active users.
    await expect(canvas.getAllByRole('button', { name: /^Deactivate/ })).toHaveLength(3);
    await userEvent.click(canvas.getByRole('button', { name: /^Deactivate Usman/ }));
    await expect(args.onDeactivate).toHaveBeenCalledWith(users[2]);
  },
};

export const AsSignedInAdmin: Story = {
  args: { currentUserId: 1 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // Your own row can be edited but not deactivated; the other active users still can be.
    await expect(canvas.getByRole('button', { name: /^Edit Ayesha/ })).toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: /^Deactivate Ayesha/ })).toBeNull();
    await expect(canvas.getAllByRole('button', { name: /^Deactivate/ })).toHaveLength(2);
  },
};

export const Paged: Story = { args: { total: 2400, page: 3 } };

export const Loading: Story = { args: { stats: null, users: [], total: 0, loading: true } };

export const LoadError: Story = {
  name: 'Error',
  args: { users: [], total: 0, error: 'Failed to load users' },
};

export const Empty: Story = { args: { users: [], total: 0, search: 'nobody' } };

export const CreateDialog: Story = {
  args: { dialog: { mode: 'create' } },
  play: async ({ canvasElement, args }) => {
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('dialog', { name: 'Create User' });
    const form = within(dialog);
    await userEvent.click(form.getByRole('button', { name: 'Create User' }));
    await expect(args.onCreate).not.toHaveBeenCalled();
    await userEvent.type(form.getByLabelText(/First name/), 'Sana');
    await userEvent.type(form.getByLabelText(/Last name/), 'Malik');
    await userEvent.type(form.getByLabelText(/Username/), 'sana');
    await userEvent.type(form.getByLabelText(/Email/), 'sana@iqbal.edu.pk');
    await userEvent.type(form.getByLabelText(/^Password/), 'secret1');
    await userEvent.click(form.getByRole('button', { name: 'Create User' }));
    await expect(args.onCreate).toHaveBeenCalledWith(
      expect.objectContaining({
        email: 'sana@iqbal.edu.pk',
        user_role: 'student',
        is_active: true,
      }),
    );
  },
};

export const CreateDialogAsSuperuser: Story = {
  args: {
    dialog: { mode: 'create' },
    tenants: [
      { id: 1, name: 'Watni' },
      { id: 2, name: 'Iqbal Public School' },
    ],
  },
};

export const EditDialog: Story = {
  args: { dialog: { mode: 'edit', user: users[1] as User } },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('dialog', { name: 'Edit User' });
    await expect(within(dialog).queryByLabelText(/^Password/)).toBeNull();
    await expect(
      within(dialog).getByRole('checkbox', { name: 'Tenant Admin' }),
    ).toBeInTheDocument();
  },
};

export const EditSuperuser: Story = {
  args: {
    dialog: { mode: 'edit', user: user(9, { is_superuser: true, user_role: 'admin' }) },
  },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('dialog', { name: 'Edit User' });
    await expect(within(dialog).queryByRole('checkbox', { name: 'Tenant Admin' })).toBeNull();
  },
};

/** Deactivating removes the row's Deactivate button: focus moves to the row's Edit, not <body>. */
function DeactivatingDemo(props: ComponentProps<typeof UserManagementView>) {
  const [list, setList] = useState(props.users);
  return (
    <UserManagementView
      {...props}
      users={list}
      onDeactivate={(target) =>
        setList((all) => all.map((u) => (u.id === target.id ? { ...u, is_active: false } : u)))
      }
    />
  );
}

export const DeactivateKeepsFocus: Story = {
  render: (args) => <DeactivatingDemo {...args} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Deactivate Hina Khan' }));
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: 'Edit Hina Khan' })).toHaveFocus(),
    );
  },
};

/** The users table in Urdu, right to left. */
export const Urdu: Story = {
  globals: { locale: 'ur' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('صارفین کا انتظام');
  },
};
