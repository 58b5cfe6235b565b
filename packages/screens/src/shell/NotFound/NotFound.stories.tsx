import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { withRouter } from '../../_storybook/decorators';
import { NotFound } from './NotFound';

const meta = {
  title: 'Screens/Shell/NotFound',
  component: NotFound,
  decorators: [withRouter],
  parameters: { layout: 'fullscreen', route: '/no-such-page' },
} satisfies Meta<typeof NotFound>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Any unknown path: 'Page not found' with Go Home. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Page not found');
    await expect(canvas.getByRole('link', { name: 'Go Home' })).toHaveAttribute('href', '/');
  },
};

/** The same page in Urdu, right to left (the language toolbar's other choice). */
export const Urdu: Story = { globals: { locale: 'ur' } };
