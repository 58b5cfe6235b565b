import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { withRouter } from '../../_storybook/decorators';
import { ContactView } from './Contact';
import { emptyContactValues } from './validation';

const filled = {
  name: 'Ayesha Khan',
  email: 'ayesha@beaconschool.pk',
  phone: '+92 300 1234567',
  organization: 'Beacon Grammar School, Lahore',
  subject: 'Watni Nexus demo for our school',
  message:
    'We run two campuses with about 900 students and would like to see the Education module, especially fee vouchers and attendance.',
};

const meta = {
  title: 'Screens/Public/Contact',
  component: ContactView,
  decorators: [withRouter],
  parameters: { layout: 'fullscreen', route: '/contact' },
  args: {
    values: emptyContactValues,
    errors: {},
    status: 'idle',
    serverError: null,
    confirmation: null,
    onChange: fn(),
    onSubmit: fn(),
    onReset: fn(),
  },
} satisfies Meta<typeof ContactView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The empty form beside the contact details. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText(/Full name/), 'A');
    await expect(args.onChange).toHaveBeenCalledWith('name', 'A');
    await userEvent.click(canvas.getByRole('button', { name: /Send message/ }));
    await expect(args.onSubmit).toHaveBeenCalled();
  },
};

/** Client validation failed: errors beside the fields and in the summary. */
export const ValidationErrors: Story = {
  args: {
    values: { ...emptyContactValues, email: 'ayesha' },
    errors: {
      name: 'Enter your name.',
      email: 'Enter a valid email address, like name@example.com.',
      subject: 'Enter a subject.',
      message: 'Enter your message.',
    },
  },
};

/** Sending: the button is busy and the fields are disabled. */
export const Submitting: Story = {
  args: { values: filled, status: 'submitting' },
};

/** The service accepted the enquiry. */
export const Success: Story = {
  args: {
    values: filled,
    status: 'success',
    confirmation: 'Thank you. Your message has been received.',
    submittedEmail: filled.email,
  },
};

/** The service refused: its detail on top, its field errors beside the fields. */
export const ServerError: Story = {
  name: 'Error',
  args: {
    values: { ...filled, email: 'ayesha@beaconschool' },
    status: 'error',
    serverError: 'email must be a valid email address.',
    errors: { email: 'email must be a valid email address.' },
  },
};
