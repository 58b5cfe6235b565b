import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { StudentFeesView } from './StudentFees';

const heads = [
  { id: 1, name: 'Tuition fee', kind: 'tuition', frequency: 'monthly', is_active: true },
  { id: 2, name: 'Transport', kind: 'transport', frequency: 'monthly', is_active: true },
] as const;

const meta = {
  title: 'Screens/School/StudentFees',
  component: StudentFeesView,
  args: {
    exportMenu: { onExport: fn() },
    heads: [...heads],
    concessions: [
      {
        id: 1,
        student_id: 11,
        fee_head_id: null,
        fee_head_name: null,
        kind: 'sibling',
        mode: 'percent',
        value: 10,
        reason: 'Second child in the school',
        created_at: '2026-08-01T05:00:00.000Z',
      },
    ],
    ledger: {
      student_id: 11,
      student_name: 'Ali Raza',
      charged: 8100,
      paid: 4550,
      balance: 3550,
      entries: [
        {
          date: '2027-02-01',
          kind: 'voucher',
          description: 'Voucher 2027-02',
          month: '2027-02',
          method: null,
          voucher_no: '202702-000101',
          receipt_no: null,
          debit: 3550,
          credit: 0,
          balance: 3550,
        },
        {
          date: '2027-02-05',
          kind: 'payment',
          description: 'Payment (cash)',
          month: null,
          method: 'cash',
          voucher_no: '202702-000101',
          receipt_no: 'R-000031',
          debit: 0,
          credit: 3550,
          balance: 0,
        },
        {
          date: '2027-03-01',
          kind: 'voucher',
          description: 'Voucher 2027-03',
          month: '2027-03',
          method: null,
          voucher_no: '202703-000101',
          receipt_no: null,
          debit: 4550,
          credit: 0,
          balance: 4550,
        },
        {
          date: '2027-03-04',
          kind: 'payment',
          description: 'Payment (bank deposit)',
          month: null,
          method: 'bank_deposit',
          voucher_no: '202703-000101',
          receipt_no: 'R-000042',
          debit: 0,
          credit: 1000,
          balance: 3550,
        },
      ],
    },
    onAdd: fn(),
    onRemove: fn(),
    onRetry: fn(),
  },
} satisfies Meta<typeof StudentFeesView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Add concession' }));
    await expect(canvas.getByText('Enter a value above zero.')).toBeVisible();
    await userEvent.type(canvas.getByLabelText('Value'), '25');
    await userEvent.type(canvas.getByLabelText('Reason'), 'Merit scholarship');
    await userEvent.click(canvas.getByRole('button', { name: 'Add concession' }));
    await expect(args.onAdd).toHaveBeenCalledWith(
      expect.objectContaining({ value: 25, mode: 'percent', fee_head_id: null }),
    );
  },
};

export const Empty: Story = {
  args: {
    concessions: [],
    ledger: {
      student_id: 11,
      student_name: 'Ali Raza',
      charged: 0,
      paid: 0,
      balance: 0,
      entries: [],
    },
  },
};
export const Loading: Story = { args: { loading: true } };
export const LoadError: Story = { name: 'Error', args: { error: 'Fees could not be loaded.' } };
