import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { StudentCertificatesView } from './StudentCertificates';

const leaving = {
  id: 1,
  student_id: 11,
  kind: 'leaving',
  number: 'SLC-2026-0001',
  code: 'K7QD-9M2X-4RTA-8HNV',
  student_name: 'Ali Raza',
  admission_no: 'IPS-0042',
  school_name: 'Iqbal Public School',
  issued_on: '2026-11-24',
  leaving_date: '2026-11-20',
  reason: 'Family moved to Karachi',
  remarks: null,
  status: 'valid',
  revoked_at: null,
  revoke_reason: null,
  created_at: '2026-11-24T05:00:00.000Z',
} as const;

const character = {
  ...leaving,
  id: 2,
  kind: 'character',
  number: 'CC-2026-0003',
  code: 'QC8N-5VYM-3SXE-7JPA',
  leaving_date: null,
  reason: null,
  remarks: 'Well behaved and diligent.',
  status: 'revoked',
  revoked_at: '2026-11-25T05:00:00.000Z',
  revoke_reason: 'Issued by mistake',
} as const;

const meta = {
  title: 'Screens/School/StudentCertificates',
  component: StudentCertificatesView,
  args: {
    studentName: 'Ali Raza',
    certificates: [leaving, character],
    today: '2026-11-27',
    onIssueOpenChange: fn(),
    onIssue: fn(),
    onRevokeChange: fn(),
    onRevoke: fn(),
    onDownload: fn(),
    onRetry: fn(),
  },
} satisfies Meta<typeof StudentCertificatesView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByTestId('school-certificate')).toHaveLength(2);
    await userEvent.click(canvas.getAllByRole('button', { name: 'Download (Urdu)' })[0]!);
    await expect(args.onDownload).toHaveBeenCalledWith(leaving, 'ur');
    // Only the valid certificate can be revoked.
    await expect(canvas.getAllByRole('button', { name: 'Revoke' })).toHaveLength(1);
  },
};
export const Empty: Story = { args: { certificates: [] } };
export const Loading: Story = { args: { loading: true, certificates: [] } };
export const LoadError: Story = {
  name: 'Error',
  args: { error: 'The certificates could not be loaded.', certificates: [] },
};
export const Notice: Story = { args: { notice: 'Certificate SLC-2026-0001 issued.' } };
export const IssueDialog: Story = {
  args: { issueOpen: true, certificates: [] },
  play: async ({ canvasElement, args }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(body.getByRole('button', { name: 'Issue' }));
    await expect(body.getByText('Enter the reason for leaving.')).toBeVisible();
    await userEvent.type(body.getByLabelText(/Reason for leaving/), 'Family moved to Karachi');
    await userEvent.click(body.getByRole('button', { name: 'Issue' }));
    await expect(args.onIssue).toHaveBeenCalledWith(
      expect.objectContaining({
        kind: 'leaving',
        leaving_date: '2026-11-27',
        reason: 'Family moved to Karachi',
      }),
    );
  },
};
export const IssueDialogError: Story = {
  args: {
    issueOpen: true,
    saveError:
      'This student already has a valid school leaving certificate. Revoke it before issuing another.',
  },
};
export const RevokeDialog: Story = { args: { revoking: leaving } };
export const Urdu: Story = { globals: { locale: 'ur' } };
export const UrduEmpty: Story = { args: { certificates: [] }, globals: { locale: 'ur' } };
export const UrduIssueDialog: Story = {
  args: { issueOpen: true, certificates: [] },
  globals: { locale: 'ur' },
};
