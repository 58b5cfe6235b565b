import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { withRouter } from '../../_storybook/decorators';
import { VerifyCertificateView } from './VerifyCertificate';

const meta = {
  title: 'Screens/Learner/VerifyCertificate',
  component: VerifyCertificateView,
  decorators: [withRouter],
  parameters: { layout: 'fullscreen', route: '/verify/K7QD-9M2X-4RTA-8HNV' },
  args: {
    code: 'K7QD-9M2X-4RTA-8HNV',
    certificate: {
      kind: 'course',
      status: 'valid',
      number: 'CERT-2026-2-000042',
      recipient_name: 'Ayesha Khan',
      course_title: 'Python for Beginners',
      school_name: 'Iqbal Academy',
      issued_at: '2026-11-24T10:00:00Z',
    },
    problem: null,
  },
} satisfies Meta<typeof VerifyCertificateView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Valid: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByTestId('verify-result')).toHaveAttribute('data-valid', 'true');
    await expect(canvas.getByText('Ayesha Khan')).toBeVisible();
  },
};
export const Unknown: Story = { args: { certificate: undefined, problem: 'unknown' } };
export const Loading: Story = { args: { certificate: undefined } };
export const Failed: Story = { args: { certificate: undefined, problem: 'failed' } };
export const Urdu: Story = { globals: { locale: 'ur' } };
const leaving = {
  kind: 'leaving',
  status: 'valid',
  number: 'SLC-2026-0001',
  recipient_name: 'Ali Raza',
  school_name: 'Iqbal Public School',
  issued_at: '2026-11-24T07:00:00Z',
} as const;
export const LeavingCertificate: Story = {
  args: { certificate: leaving },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByTestId('verify-result')).toHaveAttribute('data-kind', 'leaving');
    await expect(canvas.getByText('School leaving certificate')).toBeVisible();
  },
};
export const Revoked: Story = {
  args: { certificate: { ...leaving, status: 'revoked' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByTestId('verify-result')).toHaveAttribute('data-valid', 'false');
    await expect(canvas.getByText('This certificate was revoked')).toBeVisible();
  },
};
export const RevokedUrdu: Story = {
  args: { certificate: { ...leaving, status: 'revoked' } },
  globals: { locale: 'ur' },
};
// A student's ID card: active while the student is at the school, else left.
const idCard = {
  kind: 'student_id_card',
  status: 'active',
  number: 'K7QD-9M2X-4RTA-8HNV',
  recipient_name: 'Ali Raza',
  class_name: 'Class 5 A',
  school_name: 'Iqbal Public School',
  issued_at: '2026-11-24T07:00:00Z',
} as const;
export const StudentIdCard: Story = {
  args: { certificate: idCard },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByTestId('verify-result')).toHaveAttribute('data-valid', 'true');
    await expect(canvas.getByText('This ID card is genuine')).toBeVisible();
    await expect(canvas.getByText('Class 5 A')).toBeVisible();
  },
};
export const StudentIdCardLeft: Story = {
  args: { certificate: { ...idCard, status: 'left' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByTestId('verify-result')).toHaveAttribute('data-valid', 'false');
    await expect(canvas.getByText('This student has left the school')).toBeVisible();
  },
};
export const StudentIdCardUrdu: Story = {
  args: { certificate: idCard },
  globals: { locale: 'ur' },
};
