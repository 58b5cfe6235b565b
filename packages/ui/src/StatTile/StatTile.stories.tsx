import type { Meta, StoryObj } from '@storybook/react-vite';
import { Icon } from '../Icon/Icon';
import { Grid } from '../Layout/Layout';
import { StatTile, statTileTones } from './StatTile';

const meta = {
  title: 'UI/StatTile',
  component: StatTile,
  args: {
    label: 'Total users',
    value: '128',
    tone: 'primary',
    icon: <Icon name="users" size={22} />,
  },
  argTypes: { tone: { control: 'select', options: statTileTones } },
  decorators: [(Story) => <div style={{ maxInlineSize: 320 }}>{Story()}</div>],
} satisfies Meta<typeof StatTile>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const WithTrend: Story = { args: { trend: { direction: 'up', label: '+12% this month' } } };

export const Dashboard: Story = {
  decorators: [(Story) => <div style={{ maxInlineSize: 'none' }}>{Story()}</div>],
  render: () => (
    <Grid min="13rem" gap="4">
      <StatTile label="Total users" value="128" icon={<Icon name="users" size={22} />} />
      <StatTile
        label="Active"
        value="117"
        tone="success"
        icon={<Icon name="checkCircle" size={22} />}
        trend={{ direction: 'up', label: '+5 this week' }}
      />
      <StatTile
        label="Inactive"
        value="11"
        tone="warning"
        icon={<Icon name="clock" size={22} />}
        trend={{ direction: 'down', label: '−2 this week' }}
      />
      <StatTile
        label="Admins"
        value="4"
        tone="accent"
        icon={<Icon name="shield" size={22} />}
        hint="Tenant admins and superusers"
      />
    </Grid>
  ),
};
