import type { Meta, StoryObj } from '@storybook/react-vite';
import { children } from '../fixtures';
import { ParentHomeView } from './ParentHome';

const meta = {
  title: 'Screens/School/ParentHome',
  component: ParentHomeView,
  parameters: { layout: 'fullscreen' },
  args: { items: children },
} satisfies Meta<typeof ParentHomeView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = {};
export const Empty: Story = { args: { items: [] } };
export const Loading: Story = { args: { items: [], loading: true } };
export const LoadError: Story = {
  name: 'Error',
  args: { items: [], error: 'Your children could not be loaded.' },
};
