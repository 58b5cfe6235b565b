import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { withRouter } from '../../_storybook/decorators';
import { EnrollView } from './Enroll';

const course = {
  id: 1,
  title: 'Introduction to Robotics',
  description: 'Build and program a line-following robot with Arduino, sensors and motors.',
  level: 'beginner' as const,
  duration_hours: 24,
  currency: 'PKR' as const,
  price: 15000,
};

const meta = {
  title: 'Screens/Learner/Enroll',
  component: EnrollView,
  decorators: [withRouter],
  parameters: { layout: 'fullscreen', route: '/courses/1/enroll' },
  args: {
    course,
    error: null,
    session: 'signedIn',
    enrollment: null,
    enrolling: false,
    enrollError: null,
    onEnroll: fn(),
    signInHref: '/login?next=%2Fcourses%2F1%2Fenroll',
  },
} satisfies Meta<typeof EnrollView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Signed in, not enrolled: the price and Enroll Now. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByTestId('course-price')).toHaveTextContent('PKR 15,000');
    await userEvent.click(canvas.getByRole('button', { name: 'Enroll Now' }));
    await expect(args.onEnroll).toHaveBeenCalled();
  },
};

export const Loading: Story = { args: { course: undefined } };

export const ErrorState: Story = {
  name: 'Error',
  args: { course: undefined, error: 'Course not found.' },
};

/** Signed out: sent to sign in and back. */
export const SignedOut: Story = {
  args: { session: 'signedOut' },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('link', { name: 'Sign in to enroll' }),
    ).toHaveAttribute('href', '/login?next=%2Fcourses%2F1%2Fenroll');
  },
};

/** Enrolling. */
export const Enrolling: Story = { args: { enrolling: true } };

/** Enrolling failed. */
export const EnrollFailed: Story = {
  args: { enrollError: 'You are already enrolled in this course.' },
};

/** A paid course waiting for approval: its status instead of a second button. */
export const Pending: Story = {
  args: {
    enrollment: { payment_status: 'pending', status: 'active', admin_notes: null },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByTestId('enrollment-status')).toHaveTextContent('Pending approval');
    await expect(canvas.queryByRole('button', { name: 'Enroll Now' })).toBeNull();
  },
};

/** Approved (or free): on to the lessons. */
export const Active: Story = {
  args: {
    course: { ...course, price: 0 },
    enrollment: { payment_status: 'paid', status: 'active', admin_notes: null },
  },
};

/** Rejected, with the administrator's note. */
export const Rejected: Story = {
  args: {
    enrollment: {
      payment_status: 'rejected',
      status: 'dropped',
      admin_notes: 'Payment receipt not received.',
    },
  },
};

// How to pay for a paid course
const bankDetails = {
  bank_name: 'Meezan Bank',
  account_title: 'Iqbal Public School',
  account_number: '0109-0102345678',
  iban: 'PK60MEZN0001090102345678',
  instructions:
    'Pay at any Meezan Bank branch or by online transfer. Write the student’s name and the course in the remarks.',
};

/** A paid course, not enrolled yet: the school's bank account and what happens after paying. */
export const PaidWithBankDetails: Story = {
  args: { payment: { status: 'ready', details: bankDetails } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'How to pay' })).toBeVisible();
    await expect(canvas.getByText('PK60 MEZN 0001 0901 0234 5678')).toBeInTheDocument();
    await expect(
      canvas.getByText(/approves your enrollment once the payment is received/),
    ).toBeVisible();
  },
};

/** Requested and waiting: the bank details stay on the page. */
export const PendingWithBankDetails: Story = {
  args: {
    enrollment: { payment_status: 'pending', status: 'active', admin_notes: null },
    payment: { status: 'ready', details: bankDetails },
  },
};

/** The school has not entered its bank details. */
export const PaidNoDetails: Story = {
  args: {
    payment: {
      status: 'ready',
      details: {
        bank_name: null,
        account_title: null,
        account_number: null,
        iban: null,
        instructions: null,
      },
    },
  },
};

export const PaymentLoading: Story = { args: { payment: { status: 'loading' } } };

export const PaymentError: Story = { args: { payment: { status: 'error' } } };

/** The bank details in Urdu, right to left (the account numbers stay left to right). */
export const PaidWithBankDetailsUrdu: Story = {
  args: { payment: { status: 'ready', details: bankDetails } },
  globals: { locale: 'ur' },
};
