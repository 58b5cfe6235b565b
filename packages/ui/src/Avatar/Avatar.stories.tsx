import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Inline } from '../Layout/Layout';
import { Avatar, avatarSizes } from './Avatar';

const meta = {
  title: 'UI/Avatar',
  component: Avatar,
  args: { name: 'Ayesha Khan', size: 'md' },
  argTypes: { size: { control: 'inline-radio', options: avatarSizes } },
} satisfies Meta<typeof Avatar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: 'Ayesha Khan' })).toHaveTextContent('AK');
  },
};

export const Sizes: Story = {
  render: (args) => (
    <Inline>
      {avatarSizes.map((size) => (
        <Avatar key={size} {...args} size={size} />
      ))}
      <Avatar name="Bilal" />
    </Inline>
  ),
};

export const BrokenImage: Story = {
  args: { src: 'data:image/png;base64,invalid', name: 'Usman Tariq' },
};
