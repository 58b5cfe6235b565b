import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { withRouter } from '../../_storybook/decorators';
import { staffList } from '../_hr/fixtures';
import { HrStaffView } from './HrStaff';

const meta = {
  title: 'Screens/School/HrStaff',
  component: HrStaffView,
  decorators: [withRouter],
  args: { items: staffList },
} satisfies Meta<typeof HrStaffView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Three staff: one active, one left, one without a record yet. */
export const Filled: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'HR' })).toBeVisible();
    await expect(canvas.getByText('Gross PKR 150,000 · Net PKR 145,000')).toBeVisible();
    await expect(canvas.getByText('No HR record yet')).toBeVisible();
    await expect(
      canvas.getByRole('link', { name: 'Open the HR page of Imran Shah' }),
    ).toHaveAttribute('href', '/school/hr/staff/4');
  },
};

export const Urdu: Story = { globals: { locale: 'ur' } };

export const Empty: Story = { args: { items: [] } };

export const Loading: Story = { args: { items: [], loading: true } };

export const ErrorState: Story = {
  name: 'Error',
  args: { items: [], error: 'HR records could not be loaded.', onRetry: () => {} },
};
