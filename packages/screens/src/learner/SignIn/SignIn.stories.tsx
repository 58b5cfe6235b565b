import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { withRouter } from '../../_storybook/decorators';
import { emptySignInValues, SignInView } from './SignIn';

const meta = {
  title: 'Screens/Learner/SignIn',
  component: SignInView,
  decorators: [withRouter],
  parameters: { layout: 'fullscreen', route: '/login' },
  args: {
    values: emptySignInValues,
    errors: {},
    submitting: false,
    serverError: null,
    onChange: fn(),
    onSubmit: fn(),
  },
} satisfies Meta<typeof SignInView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The empty form: typing and submitting call back. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText(/Email/), 'a');
    await expect(args.onChange).toHaveBeenCalledWith('email', 'a');
    await userEvent.click(canvas.getByRole('checkbox', { name: /Remember me/ }));
    await expect(args.onChange).toHaveBeenCalledWith('remember_me', true);
    await userEvent.click(canvas.getByRole('button', { name: 'Sign in' }));
    await expect(args.onSubmit).toHaveBeenCalled();
    await expect(canvas.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
  },
};

/** Both fields missing after a submit: the summary takes focus and links to each field. */
export const Empty: Story = {
  args: {
    errors: { email: 'Enter your email address.', password: 'Enter your password.' },
    failedAttempts: 1,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const summary = canvas.getByRole('alert');
    await expect(summary).toHaveFocus();
    await expect(summary).toHaveTextContent('Please fix the following:');
    await userEvent.click(within(summary).getByRole('link', { name: 'Enter your password.' }));
    await expect(canvas.getByLabelText(/^Password/)).toHaveFocus();
  },
};

/** Signing in: the button is busy; the fields stay enabled, so focus stays where it was. */
export const Loading: Story = {
  args: {
    values: { email: 'student@iqbal.edu.pk', password: 'secret', remember_me: true },
    submitting: true,
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByLabelText(/^Email/)).toBeEnabled();
    await expect(canvas.getByLabelText(/^Password/)).toBeEnabled();
    await userEvent.click(canvas.getByRole('button', { name: 'Signing in…' }));
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** The service refused: its detail above the form. */
export const ErrorState: Story = {
  name: 'Error',
  args: {
    values: { email: 'student@iqbal.edu.pk', password: 'wrong', remember_me: false },
    serverError: 'Incorrect email or password.',
    failedAttempts: 1,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByTestId('login-error')).toHaveFocus();
  },
};

/** No detail and no message: the spec's fallback. */
export const Fallback: Story = {
  args: {
    values: { email: 'student@iqbal.edu.pk', password: 'wrong', remember_me: false },
    serverError: 'Login failed',
  },
};
