import type { Meta, StoryObj } from '@storybook/react-vite';
import { Inline } from '../Layout/Layout';
import { Logo, logoSizes } from './Logo';

const meta = {
  title: 'UI/Logo',
  component: Logo,
  args: { size: 'md' },
  argTypes: { size: { control: 'inline-radio', options: logoSizes } },
} satisfies Meta<typeof Logo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Sizes: Story = {
  render: () => (
    <Inline gap="6">
      {logoSizes.map((size) => (
        <Logo key={size} size={size} />
      ))}
      <Logo markOnly size="lg" role="img" aria-label="Watni" />
    </Inline>
  ),
};
