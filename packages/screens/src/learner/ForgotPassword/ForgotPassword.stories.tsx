import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { withRouter } from '../../_storybook/decorators';
import { ForgotPasswordView } from './ForgotPassword';

const meta = {
  title: 'Screens/Learner/ForgotPassword',
  component: ForgotPasswordView,
  decorators: [withRouter],
  parameters: { layout: 'fullscreen', route: '/forgot-password' },
  args: {
    email: '',
    emailError: null,
    status: 'idle',
    serverError: null,
    onEmailChange: fn(),
    onSubmit: fn(),
    onReset: fn(),
  },
} satisfies Meta<typeof ForgotPasswordView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText(/Email/), 'a');
    await expect(args.onEmailChange).toHaveBeenCalledWith('a');
    await userEvent.click(canvas.getByRole('button', { name: 'Send reset link' }));
    await expect(args.onSubmit).toHaveBeenCalled();
  },
};

export const Empty: Story = { args: { emailError: 'Enter your email address.' } };

export const Loading: Story = { args: { email: 'student@iqbal.edu.pk', status: 'submitting' } };

export const ErrorState: Story = {
  name: 'Error',
  args: { email: 'student@iqbal.edu.pk', status: 'error', serverError: 'Too many requests.' },
};

/** The same confirmation whether or not the account exists. */
export const Sent: Story = {
  args: { email: 'student@iqbal.edu.pk', status: 'sent' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByTestId('forgot-sent')).toHaveTextContent(
      'If an account exists for student@iqbal.edu.pk',
    );
  },
};
