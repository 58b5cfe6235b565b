import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Inline } from '../Layout/Layout';
import { FullPageLoader, Spinner, spinnerSizes, spinnerTones } from './Spinner';

const meta = {
  title: 'UI/Spinner',
  component: Spinner,
  args: { size: 'md', tone: 'primary', label: 'Loading courses' },
  argTypes: {
    size: { control: 'inline-radio', options: spinnerSizes },
    tone: { control: 'inline-radio', options: spinnerTones },
  },
} satisfies Meta<typeof Spinner>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading courses');
  },
};

export const Sizes: Story = {
  render: (args) => (
    <Inline gap="6">
      {spinnerSizes.map((size) => (
        <Spinner key={size} {...args} size={size} />
      ))}
    </Inline>
  ),
};

export const FullPage: Story = {
  parameters: { layout: 'fullscreen' },
  render: () => <FullPageLoader label="Checking your session…" />,
};
