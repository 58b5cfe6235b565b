import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { withRouter } from '../../_storybook/decorators';
import { emptyRoute, route } from '../_transport/fixtures';
import { TransportRoutesView } from './TransportRoutes';

const meta = {
  title: 'Screens/School/TransportRoutes',
  component: TransportRoutesView,
  decorators: [withRouter],
  args: {
    routes: [route, emptyRoute],
    onCreateRoute: fn(async (): Promise<string | null> => null),
    onCreateStop: fn(async (): Promise<string | null> => null),
    onPrintList: fn(),
  },
} satisfies Meta<typeof TransportRoutesView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Two routes: one with stops and riders, one just added. */
export const Filled: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Transport' })).toBeVisible();
    await expect(canvas.getByText('PKR 3,000')).toBeVisible();
    await expect(canvas.getAllByText('2 of 14 seats taken', { exact: false })[0]).toBeVisible();
    await expect(canvas.getByText('06:50')).toBeVisible();
  },
};

/** The route card's print buttons ask for the route's list in English and in Urdu. */
export const PrintList: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(
      canvas.getByRole('button', { name: 'Print route list: Route 1 - Model Town' }),
    );
    await expect(args.onPrintList).toHaveBeenCalledWith(expect.objectContaining({ id: 1 }), 'en');
    await userEvent.click(
      canvas.getByRole('button', { name: 'Print route list (Urdu): Route 1 - Model Town' }),
    );
    await expect(args.onPrintList).toHaveBeenCalledWith(expect.objectContaining({ id: 1 }), 'ur');
  },
};

export const Urdu: Story = { play: undefined, globals: { locale: 'ur' } };

export const Empty: Story = { args: { routes: [] } };

/** The service's refusal is shown beside the form. */
export const RouteRefused: Story = {
  args: {
    routes: [],
    onCreateRoute: fn(
      async (): Promise<string | null> => 'The school already has a route with this name.',
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Add route' }));
    await expect(
      await canvas.findByText('The school already has a route with this name.'),
    ).toBeVisible();
  },
};

export const Loading: Story = { args: { routes: [], loading: true } };

export const ErrorState: Story = {
  name: 'Error',
  args: { routes: [], error: 'Transport could not be loaded.', onRetry: () => {} },
};
