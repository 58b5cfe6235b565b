import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { withRouter } from '../../_storybook/decorators';
import { leaveTypes } from '../_hr/fixtures';
import { HrLeaveTypesView } from './HrLeaveTypes';

const meta = {
  title: 'Screens/School/HrLeaveTypes',
  component: HrLeaveTypesView,
  decorators: [withRouter],
  args: {
    items: leaveTypes,
    onCreate: fn(async () => null),
    onUpdate: fn(async () => null),
    onRemove: fn(async () => 'archived' as const),
  },
} satisfies Meta<typeof HrLeaveTypesView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Leave types' })).toBeVisible();
    await expect(canvas.getByText('Archived')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Offer again: Study' })).toBeVisible();
  },
};

export const Urdu: Story = { globals: { locale: 'ur' } };

export const Empty: Story = { args: { items: [] } };

export const Loading: Story = { args: { items: [], loading: true } };

export const ErrorState: Story = {
  name: 'Error',
  args: { items: [], error: 'HR records could not be loaded.', onRetry: () => {} },
};
