import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ImportPreview } from '@watni/api-client';
import { expect, fn, userEvent, within } from 'storybook/test';
import { StudentImportView } from './StudentImport';

// A school's own sheet: its headers, each mapped (or not) to a field.
const columns: ImportPreview['columns'] = [
  { header: 'Sr. No', field: null, source: 'none', sample: '1' },
  { header: 'Adm No', field: 'admission_no', source: 'suggested', sample: 'IPS-0001' },
  { header: 'Student Name', field: 'student_name', source: 'suggested', sample: 'Ahmed Raza' },
  { header: 'Father Name', field: 'father_name', source: 'remembered', sample: 'Muhammad Raza' },
  { header: 'Gender', field: 'gender', source: 'suggested', sample: 'Male' },
  { header: 'Father CNIC', field: 'guardian_cnic', source: 'suggested', sample: '35202-1234567-1' },
  { header: 'Remarks', field: null, source: 'none', sample: null },
];

const preview: ImportPreview = {
  total_rows: 300,
  valid_rows: 299,
  invalid_rows: 1,
  existing_rows: 0,
  columns,
  missing_fields: [],
  problems: [
    {
      row: 42,
      column: 'guardian_cnic',
      header: 'Father CNIC',
      message: 'Enter the CNIC as 12345-1234567-1 (13 digits).',
    },
  ],
};

const meta = {
  title: 'Screens/School/StudentImport',
  component: StudentImportView,
  parameters: { layout: 'fullscreen' },
  args: { preview: null, result: null, onCheck: fn(), onImport: fn(), onMap: fn() },
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
    // Named by the row and the sheet's own header.
    await expect(canvas.getByText('Row 42, column “Father CNIC”')).toBeVisible();
    await expect(canvas.getByRole('combobox', { name: /Adm No/ })).toHaveTextContent(
      'Admission number',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Import only the valid rows' }));
    await expect(args.onImport).toHaveBeenCalledWith('valid_only');
  },
};

export const MissingColumns: Story = {
  args: {
    preview: {
      ...preview,
      valid_rows: 0,
      invalid_rows: 0,
      problems: [],
      columns: columns.map((c) => (c.field === 'father_name' ? { ...c, field: null } : c)),
      missing_fields: ['father_name'],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      /Father’s, mother’s or guardian’s name/,
    );
    await expect(canvas.getByRole('button', { name: 'Import all' })).toBeDisabled();
  },
};

export const Rechecking: Story = { args: { preview, rechecking: true } };

export const AllValid: Story = {
  args: { preview: { ...preview, valid_rows: 300, invalid_rows: 0, problems: [] } },
};

/** Sent to the job queue; another import of the school is still running. */
export const Queued: Story = {
  args: {
    preview: { ...preview, valid_rows: 300, invalid_rows: 0, problems: [] },
    importing: true,
    queued: true,
  },
};

export const Importing: Story = {
  args: {
    preview: { ...preview, valid_rows: 300, invalid_rows: 0, problems: [] },
    importing: true,
  },
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
      rejected_csv: 'row,Adm No,problems\n42,IPS-0042,Father CNIC: Enter the CNIC\n',
    },
  },
};

export const Failed: Story = {
  name: 'Error',
  args: { error: 'The file could not be read as CSV or XLSX.' },
};
