import type { Meta, StoryObj } from '@storybook/react-vite';
import type { Applicant } from '@watni/api-client';
import { expect, fn, userEvent, within } from 'storybook/test';
import { withRouter } from '../../_storybook/decorators';
import { AwaitingApprovalView } from './AwaitingApproval';

const applicants: Applicant[] = [
  {
    id: 41,
    first_name: 'Hina',
    last_name: 'Butt',
    email: 'hina.butt@example.pk',
    username: 'hina.butt',
    phone: '+92 300 1234567',
    created_at: '2026-11-22T07:15:00Z',
  },
  {
    id: 42,
    first_name: 'Bilal',
    last_name: 'Ahmed',
    email: 'bilal.ahmed@example.pk',
    username: 'bilal_a',
    phone: null,
    created_at: '2026-11-23T11:40:00Z',
  },
];

const meta = {
  title: 'Screens/Platform/AwaitingApproval',
  component: AwaitingApprovalView,
  decorators: [withRouter],
  parameters: { layout: 'fullscreen' },
  args: {
    applicants,
    total: 2,
    approvalMode: true,
    page: 1,
    pageSize: 25,
    onPageChange: fn(),
    rejecting: null,
    onApprove: fn(),
    onOpenReject: fn(),
    onCloseReject: fn(),
    onReject: fn(),
    onRetry: fn(),
  },
} satisfies Meta<typeof AwaitingApprovalView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Approve Hina Butt' }));
    await expect(args.onApprove).toHaveBeenCalledWith(applicants[0]);
    await userEvent.click(canvas.getByRole('button', { name: 'Reject Bilal Ahmed' }));
    await expect(args.onOpenReject).toHaveBeenCalledWith(applicants[1]);
  },
};

export const Approving: Story = { args: { approvingId: 41 } };

export const RejectDialog: Story = {
  args: { rejecting: applicants[1]! },
  play: async ({ args }) => {
    const dialog = within(document.body).getByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reject registration' }));
    await expect(args.onReject).toHaveBeenCalledWith(applicants[1], null);
  },
};

export const NotInApprovalMode: Story = {
  args: { applicants: [], total: 0, approvalMode: false },
};

export const Empty: Story = { args: { applicants: [], total: 0 } };

export const Loading: Story = { args: { loading: true } };

export const LoadError: Story = {
  name: 'Error',
  args: { error: 'The registrations could not be loaded.' },
};

export const Urdu: Story = { globals: { locale: 'ur' } };

export const UrduRejectDialog: Story = {
  globals: { locale: 'ur' },
  args: { rejecting: applicants[0]! },
};
