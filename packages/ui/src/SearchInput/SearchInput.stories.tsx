import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { SearchInput } from './SearchInput';

const meta = {
  title: 'UI/SearchInput',
  component: SearchInput,
  args: { label: 'Search users', placeholder: 'Search by name, username or email' },
  decorators: [(Story) => <div style={{ maxInlineSize: 420 }}>{Story()}</div>],
} satisfies Meta<typeof SearchInput>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, userEvent }) => {
    const input = canvas.getByRole('searchbox', { name: 'Search users' });
    await userEvent.type(input, 'ayesha');
    await userEvent.click(canvas.getByRole('button', { name: 'Clear search' }));
    await expect(input).toHaveValue('');
    await expect(input).toHaveFocus();
  },
};

export const WithValue: Story = { args: { defaultValue: 'beaconschool.pk' } };
export const VisibleLabel: Story = { args: { showLabel: true } };
