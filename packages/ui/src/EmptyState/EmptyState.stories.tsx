import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from '../Button/Button';
import { Icon } from '../Icon/Icon';
import { EmptyState, emptyStateVariants } from './EmptyState';

const meta = {
  title: 'UI/EmptyState',
  component: EmptyState,
  args: {
    title: 'No courses available at the moment',
    description:
      'New courses are added every month. Check back soon or contact us for custom training.',
    variant: 'bordered',
  },
  argTypes: { variant: { control: 'inline-radio', options: emptyStateVariants } },
} satisfies Meta<typeof EmptyState>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const WithAction: Story = {
  args: {
    title: 'No lessons yet',
    description: 'No lessons yet. Create your first lesson!',
    icon: <Icon name="book" size={26} />,
    action: <Button startIcon={<Icon name="plus" size={18} />}>Add Lesson</Button>,
  },
};

export const Plain: Story = {
  args: {
    variant: 'plain',
    title: 'No users found matching your filters',
    description: undefined,
    icon: <Icon name="search" size={26} />,
  },
};
