import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { FilterChips } from './FilterChips';

const meta = {
  title: 'UI/FilterChips',
  component: FilterChips,
  args: {
    label: 'Filter modules by category',
    defaultValue: 'all',
    items: [
      { value: 'all', label: 'All', count: 18 },
      { value: 'core', label: 'Core', count: 4 },
      { value: 'education', label: 'Education', count: 6 },
      { value: 'financial', label: 'Financial', count: 3 },
      { value: 'management', label: 'Management', count: 2 },
      { value: 'analytics', label: 'Analytics', count: 2 },
      { value: 'communication', label: 'Communication', count: 1 },
    ],
  },
} satisfies Meta<typeof FilterChips>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, userEvent }) => {
    const education = canvas.getByRole('radio', { name: 'Education (6)' });
    await userEvent.click(education);
    await expect(education).toHaveAttribute('aria-checked', 'true');
    // Clicking the selected chip keeps it selected (single select, never empty).
    await userEvent.click(education);
    await expect(education).toHaveAttribute('aria-checked', 'true');
  },
};

export const WithoutCounts: Story = {
  args: {
    label: 'Status',
    items: [
      { value: 'all', label: 'All' },
      { value: 'active', label: 'Active' },
      { value: 'inactive', label: 'Inactive' },
    ],
  },
};
