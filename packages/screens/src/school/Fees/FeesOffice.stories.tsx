import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { FeesOfficeView } from './FeesOffice';
import { feeVoucherDetail, feeVouchers } from './fixtures';
import { CollectionPanel, DefaultersPanel, RunsPanel } from './OfficePanels';
import { VouchersPanel } from './VouchersPanel';

const classes = [
  { id: 1, name: 'Class 3' },
  { id: 2, name: 'Class 4' },
  { id: 3, name: 'Class 5' },
];

const vouchersArgs = {
  filters: { month: '2027-03', classId: null, status: null, q: '', page: 1 },
  onFiltersChange: fn(),
  classes,
  items: feeVouchers,
  total: feeVouchers.length,
  onDownload: fn(),
  onReceipt: fn(),
  open: null,
  onOpenChange: fn(),
  detail: null,
  onRecord: fn(),
  onCancelVoucher: fn(),
  onRefund: fn(),
};

const meta = {
  title: 'Screens/School/Fees',
  component: FeesOfficeView,
  parameters: { layout: 'fullscreen' },
  args: { tab: 'vouchers', onTabChange: fn(), children: null },
} satisfies Meta<typeof FeesOfficeView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Vouchers: Story = {
  args: { children: <VouchersPanel {...vouchersArgs} /> },
};

export const VouchersEmpty: Story = {
  args: { children: <VouchersPanel {...vouchersArgs} items={[]} total={0} /> },
};

export const VouchersLoading: Story = {
  args: { children: <VouchersPanel {...vouchersArgs} items={[]} total={0} loading /> },
};

export const VouchersError: Story = {
  args: {
    children: (
      <VouchersPanel {...vouchersArgs} items={[]} total={0} error="Fees could not be loaded." />
    ),
  },
};

const onRecord = fn();
export const RecordPayment: Story = {
  args: {
    children: <VouchersPanel {...vouchersArgs} open={{ id: 1, mode: 'pay' }} onRecord={onRecord} />,
  },
  play: async () => {
    const dialog = within(document.body).getByRole('dialog');
    const amount = within(dialog).getByLabelText(/Amount/);
    await userEvent.clear(amount);
    await userEvent.type(amount, '5000');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Record payment' }));
    await expect(
      within(dialog).getByText('The amount is more than the balance (PKR 3,550).'),
    ).toBeVisible();
    await userEvent.clear(amount);
    await userEvent.type(amount, '1500');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Record payment' }));
    await expect(onRecord).toHaveBeenCalledWith(
      1,
      expect.objectContaining({ amount: 1500, method: 'cash' }),
    );
  },
};

export const VoucherDetails: Story = {
  args: {
    children: (
      <VouchersPanel
        {...vouchersArgs}
        open={{ id: 1, mode: 'details' }}
        detail={feeVoucherDetail}
      />
    ),
  },
};

export const Runs: Story = {
  args: {
    tab: 'runs',
    children: (
      <RunsPanel
        classes={classes}
        defaultMonth="2027-03"
        onStart={fn()}
        runs={[
          {
            id: 2,
            month: '2027-03',
            class_ids: null,
            issue_date: '2027-03-01',
            due_date: '2027-03-10',
            status: 'running',
            students_total: 5000,
            students_done: 1750,
            vouchers_created: 0,
            vouchers_skipped: 0,
            error: null,
            created_at: '2027-03-01T04:00:00.000Z',
            finished_at: null,
          },
          {
            id: 1,
            month: '2027-02',
            class_ids: [1, 2],
            issue_date: '2027-02-01',
            due_date: '2027-02-10',
            status: 'done',
            students_total: 120,
            students_done: 120,
            vouchers_created: 118,
            vouchers_skipped: 2,
            error: null,
            created_at: '2027-02-01T04:00:00.000Z',
            finished_at: '2027-02-01T04:00:09.000Z',
          },
        ]}
      />
    ),
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByText('1750 of 5000 students')[0]).toBeVisible();
  },
};

export const Defaulters: Story = {
  args: {
    tab: 'defaulters',
    children: (
      <DefaultersPanel
        classes={classes}
        classId={null}
        onClassChange={fn()}
        items={[
          {
            voucher_id: 2,
            voucher_no: '202703-000102',
            student_id: 12,
            student_name: 'Zainab Raza',
            admission_no: 'IPS-2025-0002',
            class_name: 'Class 3',
            section_name: 'B',
            month: '2027-03',
            due_date: '2027-03-10',
            days_overdue: 14,
            balance: 7370,
            guardians: [{ name: 'Nadia Raza', relation: 'mother', mobile: '+923001234567' }],
          },
        ]}
        total={1}
        totalOverdue={7370}
        page={1}
        pageSize={20}
        onPageChange={fn()}
        onRemind={fn()}
        onDownload={fn()}
        exportMenu={{ onExport: fn() }}
      />
    ),
  },
};

/** The collection with its Export menu (every payment of the range as CSV or Excel). */
export const Collection: Story = {
  args: {
    tab: 'collection',
    children: (
      <CollectionPanel
        from="2027-01"
        to="2027-03"
        onRangeChange={fn()}
        report={{
          from: '2027-01',
          to: '2027-03',
          total: 1_250_000,
          by_month: [
            { month: '2027-01', amount: 400_000, payments: 80 },
            { month: '2027-02', amount: 850_000, payments: 160 },
          ],
          by_class: [{ class_id: 3, class_name: 'Class 3', amount: 1_250_000, payments: 240 }],
          by_method: [
            { method: 'cash', amount: 1_000_000, payments: 200 },
            { method: 'bank_deposit', amount: 250_000, payments: 40 },
          ],
        }}
        exportMenu={{ onExport: fn() }}
      />
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Export (Collection)' })).toBeVisible();
  },
};

export const NoDefaulters: Story = {
  args: {
    tab: 'defaulters',
    children: (
      <DefaultersPanel
        classes={classes}
        classId={null}
        onClassChange={fn()}
        items={[]}
        total={0}
        totalOverdue={0}
        page={1}
        pageSize={20}
        onPageChange={fn()}
        onRemind={fn()}
        onDownload={fn()}
      />
    ),
  },
};
