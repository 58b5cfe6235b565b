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
    onUpdateRoute: fn(async (): Promise<string | null> => null),
    onUpdateStop: fn(async (): Promise<string | null> => null),
    onDeleteStop: fn(async (): Promise<string | null> => null),
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

/** Editing a route: the form is filled with the route as it is; saving sends the changes. */
export const EditRoute: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Edit route: Route 1 - Model Town' }));
    const form = within(canvas.getByRole('region', { name: 'Edit Route 1 - Model Town' }));
    await expect(form.getByLabelText('Driver’s mobile')).toHaveValue('0300 1234567');
    await userEvent.clear(form.getByLabelText('Seats'));
    await userEvent.type(form.getByLabelText('Seats'), '20');
    await userEvent.click(form.getByRole('button', { name: 'Save changes' }));
    await expect(args.onUpdateRoute).toHaveBeenCalledWith(
      1,
      expect.objectContaining({ capacity: 20, vehicle_no: 'LES-4521' }),
    );
  },
};

/** Editing a stop's pickup time and order. */
export const EditStop: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Edit stop: Kalma Chowk' }));
    const form = within(canvas.getByRole('form', { name: 'Edit stop: Kalma Chowk' }));
    await expect(form.getByLabelText('Monthly fee')).toHaveValue('3000');
    await userEvent.type(form.getByLabelText('Pickup time'), '07:20');
    await userEvent.click(form.getByRole('button', { name: 'Save changes' }));
    await expect(args.onUpdateStop).toHaveBeenCalledWith(
      12,
      expect.objectContaining({ name: 'Kalma Chowk', stop_order: 2, pickup_time: '07:20' }),
    );
  },
};

/** Deleting a stop students ride from: the service's refusal is shown on the route. */
export const DeleteStopRefused: Story = {
  args: {
    onDeleteStop: fn(
      async (): Promise<string | null> =>
        '1 students ride from Kalma Chowk; move them to another stop first.',
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Delete stop: Kalma Chowk' }));
    const dialog = within(await within(document.body).findByRole('alertdialog'));
    await userEvent.click(dialog.getByRole('button', { name: 'Delete' }));
    await expect(
      await canvas.findByText('1 students ride from Kalma Chowk; move them to another stop first.'),
    ).toBeVisible();
  },
};
