import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
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
    onSaveSlabs: async (): Promise<string | null> => null,
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

/** The school's own slabs saved: the table shows them without the default note. */
export const OwnSlabs: Story = {
  args: { slabsAreDefault: false, selected: null },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('The school’s own slabs.')).toBeVisible();
    await expect(canvas.queryByText(/until the school saves its own/)).toBeNull();
  },
};

/**
 * The office opens the slab editor, types an amount in Urdu digits (held as Latin ones), is
 * stopped by the same checks as the server, then saves.
 */
export const SlabsEditorOpen: Story = {
  args: { selected: null, onSaveSlabs: fn(async () => null) },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Edit slabs' }));
    const editor = within(canvas.getByTestId('slabs-editor'));
    await expect(editor.getAllByTestId('slab-row')).toHaveLength(6);
    const lastFixed = editor.getAllByLabelText(/Fixed tax/)[5]!;
    await userEvent.clear(lastFixed);
    await userEvent.type(lastFixed, '۶۱۶۰۰۰');
    await expect(lastFixed).toHaveValue('616000');
    const secondFrom = editor.getAllByLabelText(/From \(PKR a year\)/)[1]!;
    await userEvent.clear(secondFrom);
    await userEvent.type(secondFrom, '500000');
    await userEvent.click(editor.getByRole('button', { name: 'Save slabs' }));
    await expect(
      editor.getAllByText('Each slab must start where the one before it ends.').length,
    ).toBeGreaterThan(0);
    await expect(args.onSaveSlabs).not.toHaveBeenCalled();
    await userEvent.clear(secondFrom);
    await userEvent.type(secondFrom, '600000');
    await userEvent.click(editor.getByRole('button', { name: 'Add a slab' }));
    await expect(editor.getAllByTestId('slab-row')).toHaveLength(7);
    await userEvent.click(editor.getByRole('button', { name: 'Remove slab 7' }));
    await userEvent.click(editor.getByRole('button', { name: 'Save slabs' }));
    await expect(args.onSaveSlabs).toHaveBeenCalledTimes(1);
    await expect(canvas.queryByTestId('slabs-editor')).toBeNull();
  },
};

/** The server refuses the slabs: its sentence under the rows, the editor stays open. */
export const SlabsRefused: Story = {
  args: {
    selected: null,
    slabsEditing: true,
    onSaveSlabs: async () => 'Each slab must start where the one before it ends.',
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Save slabs' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Each slab must start where the one before it ends.',
    );
    await expect(canvas.getByTestId('slabs-editor')).toBeVisible();
  },
};

export const SlabsEditorUrdu: Story = {
  args: {
    selected: null,
    slabsEditing: true,
    slabsProblem: 'ہر سلیب وہیں سے شروع ہو جہاں پچھلا ختم ہوتا ہے۔',
  },
  globals: { locale: 'ur' },
};
