import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { withRouter } from '../../_storybook/decorators';
import { ResetPasswordView } from './ResetPassword';

const meta = {
  title: 'Screens/Learner/ResetPassword',
  component: ResetPasswordView,
  decorators: [withRouter],
  parameters: { layout: 'fullscreen', route: '/reset-password?token=abc' },
  args: {
    hasToken: true,
    values: { password: '', confirm: '' },
    errors: {},
    submitting: false,
    serverError: null,
    onChange: fn(),
    onSubmit: fn(),
  },
} satisfies Meta<typeof ResetPasswordView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Min. 6 characters')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Set new password' }));
    await expect(args.onSubmit).toHaveBeenCalled();
  },
};

export const Empty: Story = {
  args: { errors: { password: 'Enter a password.' } },
};

export const Mismatch: Story = {
  args: {
    values: { password: 'secret1', confirm: 'secret2' },
    errors: { confirm: 'The passwords do not match.' },
  },
};

export const Loading: Story = {
  args: { values: { password: 'secret1', confirm: 'secret1' }, submitting: true },
};

export const ErrorState: Story = {
  name: 'Error',
  args: {
    values: { password: 'secret1', confirm: 'secret1' },
    serverError: 'This reset link has expired or was already used.',
  },
};

/** The link carries no token. */
export const MissingToken: Story = { args: { hasToken: false } };
