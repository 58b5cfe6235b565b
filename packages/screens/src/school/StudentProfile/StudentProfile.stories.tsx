import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { withRouter } from '../../_storybook/decorators';
import { profile } from '../fixtures';
import { StudentProfileView } from './StudentProfile';

const meta = {
  title: 'Screens/School/StudentProfile',
  component: StudentProfileView,
  decorators: [withRouter],
  parameters: { layout: 'fullscreen' },
  args: {
    student: profile,
    canInvite: true,
    onInvite: fn(),
    onRetry: fn(),
    onEditOpenChange: fn(),
    onSave: fn(),
    onGuardianFormChange: fn(),
    onSaveGuardian: fn(),
  },
} satisfies Meta<typeof StudentProfileView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Admin: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Print a sign-in code' }));
    await expect(args.onInvite).toHaveBeenCalledWith(4, 'code');
  },
};

export const CodeIssued: Story = {
  args: {
    notice: 'One-time code: K7Q2M-9XPMH. The parent enters it at /parent-invite within 14 days.',
  },
};

export const Teacher: Story = { args: { canInvite: false } };

export const Loading: Story = { args: { student: null, loading: true } };

export const NotFound: Story = { args: { student: null, error: 'This student was not found.' } };

export const EditDetails: Story = {
  args: { editOpen: true },
  play: async ({ args }) => {
    const body = within(document.body);
    const first = body.getByRole('textbox', { name: 'First name' });
    await userEvent.clear(first);
    await userEvent.click(body.getByRole('button', { name: 'Save' }));
    // The error shows once the form has validated (after a render under load).
    await waitFor(() => expect(body.getByText('Enter the first name.')).toBeVisible());
    await userEvent.type(first, 'Alia');
    await userEvent.click(body.getByRole('button', { name: 'Save' }));
    await expect(args.onSave).toHaveBeenCalledWith(expect.objectContaining({ first_name: 'Alia' }));
  },
};

export const EditRefused: Story = {
  args: { editOpen: true, saveError: 'The admission number IPS-2021-0102 is already in use.' },
};

export const AddGuardian: Story = {
  args: { guardianForm: 'new' },
  play: async ({ args }) => {
    const body = within(document.body);
    await userEvent.type(body.getByRole('textbox', { name: 'Name' }), 'Sadia Rafiq');
    await userEvent.type(body.getByRole('textbox', { name: 'Mobile' }), '0321 5550000');
    await userEvent.click(body.getByRole('button', { name: 'Save' }));
    await expect(args.onSaveGuardian).toHaveBeenCalledWith(
      null,
      expect.objectContaining({ name: 'Sadia Rafiq', mobile: '0321 5550000' }),
    );
  },
};

export const EditGuardian: Story = {
  args: { guardianForm: profile.guardians[0]?.guardian.id ?? null },
};
