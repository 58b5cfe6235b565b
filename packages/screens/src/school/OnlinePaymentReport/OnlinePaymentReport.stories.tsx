import type { Meta, StoryObj } from '@storybook/react-vite';
import type { OnlinePayment } from '@watni/api-client';
import { expect, fn } from 'storybook/test';
import { OnlinePaymentReportView } from './OnlinePaymentReport';

const payment: OnlinePayment = {
  id: 1,
  txn_ref: 'WMFX3K2A19C4E7B21',
  provider: 'jazzcash',
  amount: 2150,
  status: 'confirmed',
  voucher_id: 41,
  enrollment_id: null,
  bill_reference: '202603-000041',
  refund_due: false,
  payment_id: 93,
  created_at: '2026-03-12T06:40:00Z',
  confirmed_at: '2026-03-12T06:41:10Z',
  status_detail: '000: The transaction is completed: paid.',
};

const meta = {
  title: 'Screens/School/OnlinePaymentReport',
  component: OnlinePaymentReportView,
  parameters: { layout: 'padded' },
  args: {
    provider: 'jazzcash',
    date: '2026-03-12',
    report: {
      provider: 'jazzcash',
      date: '2026-03-12',
      confirmed: { count: 2, amount: 4300 },
      failed: { count: 0, amount: 0 },
      cancelled: { count: 1, amount: 1200 },
      pending: { count: 1, amount: 1500 },
      refund_due: 0,
      unmatched_callbacks: 3,
      items: [
        payment,
        { ...payment, id: 2, txn_ref: 'WMFX3K2A19C4E7B22' },
        {
          ...payment,
          id: 3,
          txn_ref: 'WMFX3K2A19C4E7B23',
          amount: 1200,
          status: 'cancelled',
          status_detail: '112: The transaction was cancelled: not paid.',
        },
        {
          ...payment,
          id: 4,
          txn_ref: 'WMFX3K2A19C4E7B24',
          amount: 1500,
          status: 'pending',
          status_detail: '124: Awaiting payment (a voucher to be paid at a JazzCash agent).',
        },
      ],
    },
    onChange: fn(),
  },
} satisfies Meta<typeof OnlinePaymentReportView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/Refused notifications .*: 3/)).toBeVisible();
    await expect(canvas.getAllByRole('row')).toHaveLength(5);
  },
};
export const EmptyDay: Story = {
  args: {
    report: {
      provider: 'easypaisa',
      date: '2026-03-13',
      confirmed: { count: 0, amount: 0 },
      failed: { count: 0, amount: 0 },
      cancelled: { count: 0, amount: 0 },
      pending: { count: 0, amount: 0 },
      refund_due: 0,
      unmatched_callbacks: 0,
      items: [],
    },
  },
};
export const Loading: Story = { args: { report: null, loading: true } };
export const LoadError: Story = {
  name: 'Error',
  args: { report: null, error: 'The reconciliation report could not be loaded.' },
};
