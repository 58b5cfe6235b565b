import type { Meta, StoryObj } from '@storybook/react-vite';
import type { OnlinePayment } from '@watni/api-client';
import { fn } from 'storybook/test';
import { withRouter } from '../../_storybook/decorators';
import { PaymentReturnView } from './PaymentReturn';

const confirmed: OnlinePayment = {
  id: 7,
  txn_ref: 'WMFX3K2A19C4E7B21',
  provider: 'sandbox',
  amount: 2150,
  status: 'confirmed',
  voucher_id: 41,
  enrollment_id: null,
  bill_reference: '202603-000041',
  refund_due: false,
  payment_id: 93,
  created_at: '2026-03-12T06:40:00Z',
  confirmed_at: '2026-03-12T06:41:10Z',
};

const meta = {
  title: 'Screens/School/PaymentReturn',
  component: PaymentReturnView,
  decorators: [withRouter],
  parameters: { layout: 'fullscreen' },
  args: { payment: confirmed, onReceipt: fn() },
} satisfies Meta<typeof PaymentReturnView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Received: Story = {};
export const Pending: Story = {
  args: { payment: { ...confirmed, provider: 'jazzcash', status: 'pending', payment_id: null } },
};
export const Failed: Story = {
  args: { payment: { ...confirmed, provider: 'easypaisa', status: 'cancelled', payment_id: null } },
};
export const RefundDue: Story = {
  args: { payment: { ...confirmed, refund_due: true, payment_id: null } },
};
export const CoursePaid: Story = {
  args: { payment: { ...confirmed, voucher_id: null, enrollment_id: 12, payment_id: null } },
};
export const Loading: Story = { args: { payment: null, loading: true } };
export const NotFound: Story = { args: { payment: null, notFound: true } };
/** Easypaisa over the counter: the token and its expiry from Easypaisa's inquiry. */
export const OtcToken: Story = {
  args: {
    payment: {
      ...confirmed,
      provider: 'easypaisa',
      status: 'pending',
      payment_id: null,
      payment_token: '40005012',
      payment_token_expiry: '20260320 235959',
    },
  },
};
/** A documented JazzCash code with its meaning. */
export const CancelledWithCode: Story = {
  args: {
    payment: {
      ...confirmed,
      provider: 'jazzcash',
      status: 'cancelled',
      payment_id: null,
      status_detail: '112: The transaction was cancelled: not paid.',
    },
  },
};
