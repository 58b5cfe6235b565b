import type { Meta, StoryObj } from '@storybook/react-vite';
import { plans } from '../_internal/storyData';
import { Button } from '../Button/Button';
import { Grid } from '../Layout/Layout';
import { PriceCard } from './PriceCard';

const meta = {
  title: 'UI/PriceCard',
  component: PriceCard,
  args: {
    ...plans[0],
    period: '/month',
    cta: (
      <Button variant="outline" fullWidth asChild>
        <a href="#register">Start free trial</a>
      </Button>
    ),
  },
  decorators: [
    (Story) => <div style={{ maxInlineSize: 360, paddingBlockStart: 16 }}>{Story()}</div>,
  ],
} satisfies Meta<typeof PriceCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Featured: Story = {
  args: {
    ...plans[1],
    cta: (
      <Button fullWidth asChild>
        <a href="#register">Start free trial</a>
      </Button>
    ),
  },
};

export const Plans: Story = {
  decorators: [(Story) => <div style={{ paddingBlockStart: 16 }}>{Story()}</div>],
  render: () => (
    <Grid min="16rem" gap="6">
      {plans.map((plan) => (
        <PriceCard
          key={plan.name}
          {...plan}
          period={plan.price === 'Custom' ? undefined : '/month'}
          cta={
            <Button variant={'featured' in plan ? 'primary' : 'outline'} fullWidth asChild>
              <a href={plan.price === 'Custom' ? '#contact' : '#register'}>
                {plan.price === 'Custom' ? 'Contact Sales' : 'Start free trial'}
              </a>
            </Button>
          }
        />
      ))}
    </Grid>
  ),
};
