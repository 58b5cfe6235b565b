import type { Meta, StoryObj } from '@storybook/react-vite';
import { ErrorPage } from './ErrorPage';

const meta = {
  title: 'Screens/Shell/ErrorPage',
  component: ErrorPage,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof ErrorPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A route failed to render or its code failed to load. */
export const Default: Story = {};

/** The same page in Urdu, right to left (the language toolbar's other choice). */
export const Urdu: Story = { globals: { locale: 'ur' } };
