import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { withRouter } from '../../_storybook/decorators';
import { advances, detail, runs, slabs, staff } from './fixtures';
import { PayrollView } from './Payroll';

const meta = {
  title: 'Screens/School/Payroll',
  component: PayrollView,
  decorators: [withRouter],
  args: {
    runs,
    defaultMonth: '2026-11',
    onRun: async () => null,
    selected: detail,
    onSelect: () => {},
    onApprove: async () => null,
    onPayslipPdf: () => {},
    onPrint: () => {},
    printJob: null,
    onDownloadPrint: () => {},
    bankSheet: { onExport: () => {} },
    staff,
    advances,
    onGiveAdvance: async () => null,
    slabs,
    slabsAreDefault: true,
    taxYearOfDefault: '2025-26',
  },
} satisfies Meta<typeof PayrollView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A draft month under review, with totals, approval, printing and the bank sheet. */
export const DraftUnderReview: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Payroll' })).toBeVisible();
    await expect(canvas.getByTestId('payroll-total-net')).toHaveTextContent('PKR 185,355');
    await expect(canvas.getByRole('button', { name: 'Approve month' })).toBeVisible();
  },
};

export const Urdu: Story = { ...DraftUnderReview, play: undefined, globals: { locale: 'ur' } };

export const Printing: Story = {
  args: {
    printJob: {
      id: 9,
      kind: 'payslips',
      scope: 'school',
      exam_id: null,
      month: '2026-11',
      class_id: null,
      section_id: null,
      language: 'ur',
      status: 'running',
      total: 2,
      done: 1,
      error: null,
      file_type: null,
      file_name: null,
      created_at: '2026-11-27T08:00:00Z',
      finished_at: null,
      expires_at: null,
    },
  },
};

export const Empty: Story = {
  args: { runs: [], selected: null, advances: [], staff: [] },
};

export const Loading: Story = { args: { runs: [], selected: null, loading: true } };

export const ErrorState: Story = {
  name: 'Error',
  args: { runs: [], selected: null, error: 'Payroll could not be loaded.', onRetry: () => {} },
};
