import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from '../Button/Button';
import { Icon } from '../Icon/Icon';
import { PageHeader } from './PageHeader';

const meta = {
  title: 'UI/PageHeader',
  component: PageHeader,
  args: {
    eyebrow: 'Administration',
    title: 'Manage Courses',
    description: 'Create courses, add lessons and quizzes, and publish them when ready.',
    actions: <Button startIcon={<Icon name="plus" size={18} />}>Create New Course</Button>,
    divider: true,
  },
} satisfies Meta<typeof PageHeader>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const TitleOnly: Story = {
  args: {
    eyebrow: undefined,
    description: undefined,
    actions: undefined,
    title: 'Tenant Settings',
  },
};
