import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { BillerReportView } from './BillerReport';

const meta = {
  title: 'Screens/School/Fees/Bank-app reconciliation',
  component: BillerReportView,
  args: { aggregator: '1bill', date: '2026-11-27', report: null, onChange: fn() },
} satisfies Meta<typeof BillerReportView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = {
  args: {
    report: {
      aggregator: '1bill',
      date: '2026-11-27',
      paid: { count: 2, amount: 12150 },
      items: [
        {
          consumer_number: '864200000131',
          tran_auth_id: '515151',
          tran_date: '2026-11-27',
          tran_time: '101530',
          bank_mnemonic: 'HBL',
          amount: 9650,
          receipt_no: 'R-000412',
          bill_no: '202611-000131',
          family: true,
        },
        {
          consumer_number: '864200000061',
          tran_auth_id: '909090',
          tran_date: '2026-11-27',
          tran_time: '113005',
          bank_mnemonic: 'MEEZAN',
          amount: 2500,
          receipt_no: 'R-000409',
          bill_no: '202611-000061',
          family: false,
        },
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('2 payments: PKR 12,150')).toBeVisible();
    await expect(canvas.getByText('Family challan')).toBeVisible();
  },
};

export const Empty: Story = {
  args: {
    report: {
      aggregator: 'kuickpay',
      date: '2026-11-27',
      paid: { count: 0, amount: 0 },
      items: [],
    },
  },
};

export const Loading: Story = { args: { loading: true } };

export const LoadError: Story = { args: { error: 'Fees could not be loaded.' } };
