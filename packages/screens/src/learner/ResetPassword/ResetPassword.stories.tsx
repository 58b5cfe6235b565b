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

/** A parent who signs in by mobile number: the code from the SMS, typed in Urdu digits. */
export const ByCode: Story = {
  parameters: { route: '/reset-password?mobile=0300-1234567' },
  args: {
    hasToken: false,
    byCodeTo: '0300-1234567',
    values: { password: '', confirm: '', code: '' },
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/sent by SMS to 0300-1234567/)).toBeVisible();
    await userEvent.type(canvas.getByLabelText(/Code from the SMS/), '۱۲۳');
    // Each keystroke reaches the handler as a Latin digit.
    await expect(args.onChange).toHaveBeenCalledWith('code', '1');
  },
};

export const ByCodeWrong: Story = {
  args: {
    hasToken: false,
    byCodeTo: '0300-1234567',
    values: { password: 'secret1', confirm: 'secret1', code: '12' },
    errors: { code: 'Enter the 6 digits of the code.' },
  },
};
