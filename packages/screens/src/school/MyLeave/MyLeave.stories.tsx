import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { withRouter } from '../../_storybook/decorators';
import { leave } from '../_hr/fixtures';
import { MyLeaveView } from './MyLeave';

const meta = {
  title: 'Screens/School/MyLeave',
  component: MyLeaveView,
  decorators: [withRouter],
  args: { leave },
} satisfies Meta<typeof MyLeaveView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'My leave' })).toBeVisible();
    await expect(
      within(canvas.getByTestId('leave-Casual')).getByTestId('leave-remaining'),
    ).toHaveTextContent('7');
  },
};

export const Urdu: Story = { globals: { locale: 'ur' } };

export const Empty: Story = { args: { leave: { year: 2026, items: [] } } };

export const Loading: Story = { args: { leave: null, loading: true } };

export const ErrorState: Story = {
  name: 'Error',
  args: { leave: null, error: 'HR records could not be loaded.', onRetry: () => {} },
};
