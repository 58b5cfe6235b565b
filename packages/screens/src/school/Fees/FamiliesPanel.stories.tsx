import type { Meta, StoryObj } from '@storybook/react-vite';
import type { FamilyChallan } from '@watni/api-client';
import { expect, fn, userEvent, within } from 'storybook/test';
import { FamiliesPanel } from './FamiliesPanel';

const families = [
  {
    guardian_id: 7,
    guardian_name: 'Nadia Raza',
    mobile: '+923001234567',
    children: 2,
    open_balance: 6150,
    open_challan_id: 3,
    open_challan_no: '202611-000131',
  },
  {
    guardian_id: 9,
    guardian_name: 'Rubina Tariq',
    mobile: null,
    children: 3,
    open_balance: 0,
    open_challan_id: null,
    open_challan_no: null,
  },
];

const challan: FamilyChallan = {
  id: 3,
  challan_no: '202611-000131',
  guardian_id: 7,
  guardian_name: 'Nadia Raza',
  issue_date: '2026-11-27',
  due_date: '2026-11-17',
  status: 'unpaid',
  amount_within_due: 6150,
  amount_after_due: 6650,
  lines: [
    {
      voucher_id: 41,
      voucher_no: '202611-000061',
      student_id: 61,
      student_name: 'Ali Raza',
      class_name: 'Class 5',
      month: '2026-11',
      due_date: '2026-11-17',
      total: 3400,
      paid_amount: 0,
      balance: 3900,
      status: 'unpaid',
    },
    {
      voucher_id: 42,
      voucher_no: '202611-000062',
      student_id: 62,
      student_name: 'Zainab Raza',
      class_name: 'Class 2',
      month: '2026-11',
      due_date: '2026-12-07',
      total: 2750,
      paid_amount: 0,
      balance: 2750,
      status: 'unpaid',
    },
  ],
  consumer_numbers: [{ aggregator: 'kuickpay', number: '246800000131' }],
  payments: [],
};

const meta = {
  title: 'Screens/School/Fees/Family challans',
  component: FamiliesPanel,
  args: {
    families,
    onIssue: fn(),
    onShow: fn(),
    onCloseChallan: fn(),
    onDownloadChallan: fn(),
    onDownloadReceipt: fn(),
    onRecord: fn(),
  },
} satisfies Meta<typeof FamiliesPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Issue again for Nadia Raza' }));
    await expect(args.onIssue).toHaveBeenCalledWith(7);
  },
};

export const Loading: Story = { args: { families: [], loading: true } };

export const Empty: Story = { args: { families: [] } };

export const LoadError: Story = {
  args: { families: [], error: 'Fees could not be loaded.', onRetry: fn() },
};

export const ChallanOpen: Story = {
  args: { challan },
  play: async ({ args }) => {
    const dialog = within(document.body).getByRole('dialog');
    await expect(within(dialog).getByTestId('family-consumer-number')).toHaveTextContent(
      '246800000131',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Record payment' }));
    await expect(args.onRecord).toHaveBeenCalledWith(
      expect.objectContaining({ amount: 6150, method: 'cash' }),
    );
  },
};

export const ChallanPaid: Story = {
  args: {
    challan: {
      ...challan,
      status: 'paid',
      amount_within_due: 0,
      amount_after_due: 0,
      lines: challan.lines.map((l) => ({ ...l, status: 'paid' as const, balance: 0 })),
      payments: [
        {
          id: 5,
          family_challan_id: 3,
          receipt_no: 'R-000412',
          amount: 6650,
          method: 'kuickpay',
          reference: 'MEEZAN 909090',
          paid_on: '2026-11-27',
          parts: [
            {
              payment_id: 90,
              receipt_no: 'R-000412/1',
              voucher_no: '202611-000061',
              student_name: 'Ali Raza',
              amount: 3900,
            },
            {
              payment_id: 91,
              receipt_no: 'R-000412/2',
              voucher_no: '202611-000062',
              student_name: 'Zainab Raza',
              amount: 2750,
            },
          ],
        },
      ],
    },
  },
};

export const PaymentRefused: Story = {
  args: {
    challan,
    recordError: 'The amount is more than the PKR 6150 this family challan owes.',
  },
};
