import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { withRouter } from '../../_storybook/decorators';
import { children } from '../_transport/fixtures';
import { MyTransportView } from './MyTransport';

const meta = {
  title: 'Screens/School/MyTransport',
  component: MyTransportView,
  decorators: [withRouter],
  args: { parent: true, items: children },
} satisfies Meta<typeof MyTransportView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A parent's two children: one rides the van, one does not. */
export const ParentTwoChildren: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Your children’s transport' }),
    ).toBeVisible();
    await expect(canvas.getByText('Kalma Chowk (Stop 2)')).toBeVisible();
    await expect(canvas.getByTestId('pickup-time')).toHaveTextContent('07:20');
    await expect(canvas.getByRole('link', { name: /^Call Muhammad Aslam/ })).toHaveAttribute(
      'href',
      'tel:+923001234567',
    );
    await expect(canvas.getByText('Not on school transport.')).toBeVisible();
  },
};

export const ParentUrdu: Story = {
  ...ParentTwoChildren,
  play: undefined,
  globals: { locale: 'ur' },
};

export const Student: Story = { args: { parent: false, items: children.slice(0, 1) } };

export const Empty: Story = { args: { items: [] } };

export const Loading: Story = { args: { items: [], loading: true } };

export const ErrorState: Story = {
  name: 'Error',
  args: { items: [], error: 'Transport could not be loaded.', onRetry: () => {} },
};
