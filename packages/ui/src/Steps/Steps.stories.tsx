import type { Meta, StoryObj } from '@storybook/react-vite';
import { processSteps } from '../_internal/storyData';
import { Steps } from './Steps';

const meta = {
  title: 'UI/Steps',
  component: Steps,
  args: { items: processSteps },
} satisfies Meta<typeof Steps>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Narrow: Story = {
  decorators: [(Story) => <div style={{ maxInlineSize: 340 }}>{Story()}</div>],
};
