import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { withRouter } from '../../_storybook/decorators';
import { riders, route } from '../_transport/fixtures';
import { TransportRidersView } from './TransportRiders';

const meta = {
  title: 'Screens/School/TransportRiders',
  component: TransportRidersView,
  decorators: [withRouter],
  args: {
    route,
    riders,
    search: '',
    onSearch: fn(),
    students: [{ id: 7, name: 'Hamza Ali', admission_no: 'IPS-2025-101' }],
    onAssign: fn(async (): Promise<string | null> => null),
    onRemove: fn(),
  },
} satisfies Meta<typeof TransportRidersView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The route's riders by stop, with the guardian's mobile and the assign form. */
export const Filled: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Route 1 - Model Town: students' }),
    ).toBeVisible();
    await expect(
      canvas.getByRole('button', { name: 'Remove Ali Raza from this route' }),
    ).toBeVisible();
  },
};

export const Urdu: Story = { play: undefined, globals: { locale: 'ur' } };

export const Empty: Story = { args: { riders: [] } };

export const NoStops: Story = { args: { riders: [], route: { ...route, stops: [], riders: 0 } } };

export const Loading: Story = { args: { route: null, riders: [], loading: true } };

export const ErrorState: Story = {
  name: 'Error',
  args: { route: null, riders: [], error: 'Route not found.', onRetry: () => {} },
};
