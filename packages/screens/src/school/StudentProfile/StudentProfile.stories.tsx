import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { withRouter } from '../../_storybook/decorators';
import { profile } from '../fixtures';
import { StudentProfileView } from './StudentProfile';

const meta = {
  title: 'Screens/School/StudentProfile',
  component: StudentProfileView,
  decorators: [withRouter],
  parameters: { layout: 'fullscreen' },
  args: { student: profile, canInvite: true, onInvite: fn(), onRetry: fn() },
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
