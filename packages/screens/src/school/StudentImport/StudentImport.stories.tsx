import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { StudentImportView } from './StudentImport';

const preview = {
  total_rows: 300,
  valid_rows: 299,
  invalid_rows: 1,
  existing_rows: 0,
  problems: [
    { row: 42, column: 'guardian_cnic', message: 'Enter the CNIC as 12345-1234567-1 (13 digits).' },
  ],
};

const meta = {
  title: 'Screens/School/StudentImport',
  component: StudentImportView,
  parameters: { layout: 'fullscreen' },
  args: { preview: null, result: null, onCheck: fn(), onImport: fn() },
} satisfies Meta<typeof StudentImportView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Start: Story = {};

export const Checking: Story = { args: { checking: true } };

export const Problems: Story = {
  args: { preview },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Import all' })).toBeDisabled();
    await expect(canvas.getByRole('cell', { name: 'guardian_cnic' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Import only the valid rows' }));
    await expect(args.onImport).toHaveBeenCalledWith('valid_only');
  },
};

export const AllValid: Story = {
  args: { preview: { ...preview, valid_rows: 300, invalid_rows: 0, problems: [] } },
};

export const Imported: Story = {
  args: {
    preview,
    result: {
      created: 299,
      existing_rows: 0,
      invalid_rows: 1,
      guardians_created: 280,
      problems: preview.problems,
      rejected_csv: 'row,admission_no\n42,IPS-0042\n',
    },
  },
};

export const Failed: Story = {
  name: 'Error',
  args: { error: 'The file could not be read as CSV or XLSX.' },
};
