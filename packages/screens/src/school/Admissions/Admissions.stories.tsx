import type { Meta, StoryObj } from '@storybook/react-vite';
import type { Admission } from '@watni/api-client';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { withRouter } from '../../_storybook/decorators';
import { admissions, classes } from '../fixtures';
import { AdmissionsView } from './Admissions';

const pending = admissions[0] as Admission;

const meta = {
  title: 'Screens/School/Admissions',
  component: AdmissionsView,
  decorators: [withRouter],
  parameters: { layout: 'fullscreen', route: '/school/admissions' },
  args: {
    items: admissions,
    total: admissions.length,
    classes,
    status: null,
    onStatusChange: fn(),
    page: 1,
    pageSize: 20,
    onPageChange: fn(),
    dialog: null,
    onDialogChange: fn(),
    onCreate: fn(),
    onAdmit: fn(),
    onDecline: fn(),
  },
} satisfies Meta<typeof AdmissionsView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every status: pending with its actions, admitted with a link to the student, declined with the reason. */
export const Filled: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(
      canvas.getByRole('button', { name: `Admit ${pending.first_name} ${pending.last_name}` }),
    );
    await expect(args.onDialogChange).toHaveBeenCalledWith({ kind: 'admit', admission: pending });
  },
};

export const Pending: Story = {
  args: { items: admissions.filter((a) => a.status === 'pending'), status: 'pending' },
};
export const Empty: Story = { args: { items: [], total: 0, status: 'pending' } };
export const Loading: Story = { args: { items: [], total: 0, loading: true } };
export const LoadError: Story = {
  name: 'Error',
  args: { items: [], total: 0, error: 'The school records could not be loaded.' },
};
export const Paged: Story = { args: { total: 57, page: 2 } };

export const Admitted: Story = {
  args: {
    notice: { tone: 'success', text: 'Zainab Rafiq is admitted.', studentId: 101 },
  },
};

export const NewApplication: Story = {
  args: { dialog: { kind: 'new' } },
  play: async ({ args }) => {
    const body = within(document.body);
    await waitFor(() => expect(body.getByRole('dialog')).toBeVisible()); // after its fade-in
    await userEvent.click(body.getByRole('button', { name: 'Record the application' }));
    await waitFor(() => expect(body.getByText('Enter the first name.')).toBeVisible());
    await expect(args.onCreate).not.toHaveBeenCalled();
  },
};

export const AdmitIntoSection: Story = {
  args: { dialog: { kind: 'admit', admission: pending } },
};

export const AdmitFailed: Story = {
  args: {
    dialog: { kind: 'admit', admission: pending },
    notice: { tone: 'error', text: 'The admission number 2026-0412 is already in use.' },
  },
};

export const Decline: Story = {
  args: { dialog: { kind: 'decline', admission: pending } },
  play: async ({ args }) => {
    const body = within(document.body);
    await userEvent.type(body.getByLabelText(/Reason/), 'Class 1 is full this year.');
    await userEvent.click(body.getByRole('button', { name: 'Decline' }));
    await expect(args.onDecline).toHaveBeenCalledWith(pending, 'Class 1 is full this year.');
  },
};
