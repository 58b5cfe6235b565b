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
