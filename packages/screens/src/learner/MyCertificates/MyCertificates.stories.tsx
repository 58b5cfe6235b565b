import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { withRouter } from '../../_storybook/decorators';
import { MyCertificatesView } from './MyCertificates';

const certificates = [
  {
    id: 1,
    number: 'WAT-2026-000041',
    code: 'K7Q2-M9XD',
    course_title: 'Python for Beginners',
    issued_at: '2026-11-20T09:30:00Z',
  },
  {
    id: 2,
    number: 'WAT-2026-000057',
    code: 'P3RT-8HZA',
    course_title: 'Urdu Grammar',
    issued_at: '2026-11-24T06:10:00Z',
  },
];

const meta = {
  title: 'Screens/Learner/MyCertificates',
  component: MyCertificatesView,
  decorators: [withRouter],
  args: { certificates, onDownload: fn() },
} satisfies Meta<typeof MyCertificatesView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Two certificates, each with its course as heading and its own downloads. */
export const Filled: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Python for Beginners' })).toBeVisible();
    await expect(canvas.getAllByTestId('certificate-card')).toHaveLength(2);
    await expect(canvas.getByText('20 Nov 2026')).toBeVisible();
  },
};

export const Urdu: Story = { globals: { locale: 'ur' } };

export const Empty: Story = { args: { certificates: [] } };

export const Loading: Story = { args: { certificates: [], loading: true } };

export const ErrorState: Story = {
  name: 'Error',
  args: { certificates: [], error: 'Your certificates could not be loaded.', onRetry: fn() },
};
