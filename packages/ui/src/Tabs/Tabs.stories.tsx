import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Text } from '../Typography/Typography';
import { Tabs, tabsVariants } from './Tabs';

const meta = {
  title: 'UI/Tabs',
  component: Tabs.Root,
  args: { variant: 'line', defaultValue: 'pending' },
  argTypes: { variant: { control: 'inline-radio', options: tabsVariants } },
  render: (args) => (
    <Tabs.Root {...args}>
      <Tabs.List aria-label="Enrollments by status">
        <Tabs.Trigger value="all" count={12}>
          All
        </Tabs.Trigger>
        <Tabs.Trigger value="pending" count={3}>
          Pending
        </Tabs.Trigger>
        <Tabs.Trigger value="paid" count={8}>
          Paid
        </Tabs.Trigger>
        <Tabs.Trigger value="rejected" count={1}>
          Rejected
        </Tabs.Trigger>
      </Tabs.List>
      <Tabs.Content value="all">
        <Text>All twelve enrollments.</Text>
      </Tabs.Content>
      <Tabs.Content value="pending">
        <Text>Three enrollments wait for approval.</Text>
      </Tabs.Content>
      <Tabs.Content value="paid">
        <Text>Eight paid enrollments.</Text>
      </Tabs.Content>
      <Tabs.Content value="rejected">
        <Text>One rejected enrollment.</Text>
      </Tabs.Content>
    </Tabs.Root>
  ),
} satisfies Meta<typeof Tabs.Root>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, userEvent }) => {
    const pending = canvas.getByRole('tab', { name: 'Pending (3)' });
    await expect(pending).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('Three enrollments');
    await userEvent.click(canvas.getByRole('tab', { name: 'Paid (8)' }));
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('Eight paid');
    // Arrow keys move between tabs.
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: 'Rejected (1)' })).toHaveFocus();
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('One rejected');
  },
};

export const Pills: Story = {
  args: { variant: 'pills', defaultValue: 'all' },
  render: (args) => (
    <Tabs.Root {...args}>
      <Tabs.List aria-label="Subscription">
        <Tabs.Trigger value="all">All Plans</Tabs.Trigger>
        <Tabs.Trigger value="current">Current Subscription</Tabs.Trigger>
      </Tabs.List>
      <Tabs.Content value="all">
        <Text>Plan cards and the comparison table.</Text>
      </Tabs.Content>
      <Tabs.Content value="current">
        <Text>Professional plan, renews 1 July.</Text>
      </Tabs.Content>
    </Tabs.Root>
  ),
};
