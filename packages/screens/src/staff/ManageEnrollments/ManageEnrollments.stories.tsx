import type { Meta, StoryObj } from '@storybook/react-vite';
import type { Enrollment } from '@watni/api-client';
import { type ComponentProps, useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { ManageEnrollmentsView } from './ManageEnrollments';

const enrollment = (id: number, payment_status: Enrollment['payment_status']): Enrollment => ({
  id,
  user_id: 10 + id,
  course_id: 1,
  course: { id: 1, title: 'Introduction to Agronomy', price: 4999, currency: 'PKR' },
  user: {
    id: 10 + id,
    first_name: ['Ayesha', 'Bilal', 'Hina'][id % 3] ?? 'Ayesha',
    last_name: 'Khan',
    email: `student${id}@iqbal.edu.pk`,
  },
  created_at: '2026-11-20T09:30:00Z',
  payment_status,
  admin_approved: payment_status === 'paid',
  admin_notes: payment_status === 'rejected' ? 'Payment receipt missing' : null,
  status: payment_status === 'rejected' ? 'dropped' : 'active',
});

const enrollments = [enrollment(1, 'pending'), enrollment(2, 'paid'), enrollment(3, 'rejected')];

const meta = {
  title: 'Screens/Staff/ManageEnrollments',
  component: ManageEnrollmentsView,
  parameters: { layout: 'fullscreen' },
  args: {
    tab: 'all',
    onTabChange: fn(),
    counts: { all: 3, pending: 1, paid: 1, rejected: 1 },
    enrollments,
    onApprove: fn(),
    onReject: fn(),
    onRetry: fn(),
  },
} satisfies Meta<typeof ManageEnrollmentsView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    // Only the pending item has actions.
    await expect(canvas.getAllByRole('button', { name: /^Approve/ })).toHaveLength(1);
    await userEvent.click(canvas.getByRole('button', { name: /^Approve/ }));
    await expect(args.onApprove).toHaveBeenCalledWith(enrollments[0]);
    await userEvent.click(canvas.getByRole('tab', { name: /Pending/ }));
    await expect(args.onTabChange).toHaveBeenCalledWith('pending');
  },
};

export const Pending: Story = {
  args: { tab: 'pending', enrollments: [enrollment(1, 'pending'), enrollment(4, 'pending')] },
};

export const Busy: Story = { args: { busyId: 1 } };

export const Paged: Story = { args: { page: 2, pageCount: 5, onPageChange: fn() } };

export const Loading: Story = { args: { counts: null, enrollments: [], loading: true } };

export const LoadError: Story = {
  name: 'Error',
  args: { enrollments: [], error: 'Failed to load enrollments' },
};

export const Empty: Story = {
  args: { counts: { all: 0, pending: 0, paid: 0, rejected: 0 }, enrollments: [] },
};

/** An approved enrolment leaves the Pending tab: focus moves to the next row's Approve. */
function ApprovingDemo(props: ComponentProps<typeof ManageEnrollmentsView>) {
  const [list, setList] = useState(props.enrollments);
  return (
    <ManageEnrollmentsView
      {...props}
      enrollments={list}
      onApprove={(target) => setList((all) => all.filter((e) => e.id !== target.id))}
    />
  );
}

export const ApproveKeepsFocus: Story = {
  args: {
    tab: 'pending',
    enrollments: [enrollment(1, 'pending'), enrollment(5, 'pending'), enrollment(6, 'pending')],
  },
  render: (args) => <ApprovingDemo {...args} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Approve enrollment of Bilal Khan' }));
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: 'Approve enrollment of Hina Khan' })).toHaveFocus(),
    );
  },
};

// Selecting several pending enrollments and deciding them at once
function BulkDemo(props: ComponentProps<typeof ManageEnrollmentsView>) {
  const [selected, setSelected] = useState<ReadonlySet<number>>(props.bulk?.selected ?? new Set());
  const change = (ids: readonly number[], on: boolean) =>
    setSelected((current) => {
      const next = new Set(current);
      for (const id of ids) {
        if (on) next.add(id);
        else next.delete(id);
      }
      return next;
    });
  return (
    <ManageEnrollmentsView
      {...props}
      bulk={{
        onApprove: fn(),
        onReject: fn(),
        ...props.bulk,
        selected,
        onToggle: (id, on) => change([id], on),
        onToggleAll: change,
        onClear: () => setSelected(new Set()),
      }}
    />
  );
}

const pendingPage = [
  enrollment(1, 'pending'),
  enrollment(4, 'pending'),
  enrollment(5, 'pending'),
  enrollment(2, 'paid'),
];

/** Checkboxes on pending rows; picking two shows the bar with Approve selected / Reject selected. */
export const BulkSelect: Story = {
  args: {
    enrollments: pendingPage,
    bulk: {
      selected: new Set<number>(),
      onToggle: fn(),
      onToggleAll: fn(),
      onApprove: fn(),
      onReject: fn(),
      onClear: fn(),
    },
  },
  render: (args) => <BulkDemo {...args} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getAllByRole('checkbox', { name: /^Select the enrollment of/ }),
    ).toHaveLength(3);
    await userEvent.click(
      canvas.getAllByRole('checkbox', { name: /^Select the enrollment of/ })[0]!,
    );
    await userEvent.click(
      canvas.getAllByRole('checkbox', { name: /^Select the enrollment of/ })[1]!,
    );
    await expect(canvas.getByRole('status')).toHaveTextContent('2 selected');
    await expect(canvas.getByRole('button', { name: 'Approve selected' })).toBeEnabled();
    await userEvent.click(canvas.getByRole('checkbox', { name: /Select every pending/ }));
    await expect(canvas.getByRole('status')).toHaveTextContent('3 selected');
  },
};

/** Two selected, while they are being decided. */
export const BulkBusy: Story = {
  args: {
    enrollments: pendingPage,
    bulk: {
      selected: new Set([1, 4]),
      busy: true,
      onToggle: fn(),
      onToggleAll: fn(),
      onApprove: fn(),
      onReject: fn(),
      onClear: fn(),
    },
  },
  render: (args) => <BulkDemo {...args} />,
};

/** The selection bar in Urdu, right to left. */
export const BulkSelectUrdu: Story = {
  ...BulkBusy,
  args: { ...BulkBusy.args, bulk: { ...BulkBusy.args!.bulk!, busy: false } },
  globals: { locale: 'ur' },
};
