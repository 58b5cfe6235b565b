import type { Meta, StoryObj } from '@storybook/react-vite';
import { Inline, Stack } from '../Layout/Layout';
import { Badge, badgeSizes, badgeTones, badgeVariants } from './Badge';

const meta = {
  title: 'UI/Badge',
  component: Badge,
  args: { children: 'Teacher', tone: 'primary', variant: 'soft', size: 'sm' },
  argTypes: {
    tone: { control: 'select', options: badgeTones },
    variant: { control: 'inline-radio', options: badgeVariants },
    size: { control: 'inline-radio', options: badgeSizes },
  },
} satisfies Meta<typeof Badge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Tones: Story = {
  render: (args) => (
    <Stack gap="3">
      {badgeVariants.map((variant) => (
        <Inline key={variant} gap="2">
          {badgeTones.map((tone) => (
            <Badge key={tone} {...args} tone={tone} variant={variant}>
              {tone}
            </Badge>
          ))}
        </Inline>
      ))}
    </Stack>
  ),
};

export const Roles: Story = {
  render: () => (
    <Inline gap="2">
      <Badge tone="danger" variant="solid">
        Superuser
      </Badge>
      <Badge tone="primary">Teacher</Badge>
      <Badge tone="accent">Admin</Badge>
      <Badge tone="neutral">Student</Badge>
    </Inline>
  ),
};

export const Statuses: Story = {
  render: () => (
    <Inline gap="2">
      <Badge tone="warning">Required</Badge>
      <Badge tone="neutral">Draft</Badge>
      <Badge tone="success">Published</Badge>
      <Badge tone="warning" dot>
        Pending
      </Badge>
      <Badge tone="success" dot>
        Paid
      </Badge>
      <Badge tone="danger" dot>
        Rejected
      </Badge>
    </Inline>
  ),
};
