import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { withRouter } from '../../_storybook/decorators';
import { ParentInviteView } from './ParentInvite';
import { emptyParentInviteValues } from './validation';

const filled = {
  code: 'K7Q2M-9XPMH',
  email: 'nadia.rafiq@example.pk',
  password: 'secret12',
  confirm: 'secret12',
};

const meta = {
  title: 'Screens/School/ParentInvite',
  component: ParentInviteView,
  decorators: [withRouter],
  parameters: { layout: 'fullscreen', route: '/parent-invite' },
  args: {
    values: emptyParentInviteValues(),
    errors: {},
    submitting: false,
    serverError: null,
    onChange: fn(),
    onSubmit: fn(),
  },
} satisfies Meta<typeof ParentInviteView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The empty form, as opened from the printed code's instructions. */
export const Empty: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText(/Invitation code/), 'k');
    await expect(args.onChange).toHaveBeenCalledWith('code', 'k');
  },
};

/** Opened from the e-mailed link: the code is already there. */
export const FromEmailLink: Story = {
  args: { values: emptyParentInviteValues('K7Q2M-9XPMH') },
};

export const Filled: Story = {
  args: { values: filled },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Create my account' }));
    await expect(args.onSubmit).toHaveBeenCalled();
  },
};

export const Submitting: Story = { args: { values: filled, submitting: true } };

export const Invalid: Story = {
  args: {
    values: { ...filled, code: '', password: '123', confirm: '1234' },
    errors: {
      code: 'Enter the invitation code.',
      password: 'The password must have at least 6 characters.',
      confirm: 'The two passwords differ.',
    },
  },
};

/** The server refused: a used, expired or unknown code. */
export const CodeRefused: Story = {
  args: {
    values: filled,
    serverError: 'This invitation code is unknown, used or expired.',
  },
};
