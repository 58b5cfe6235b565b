import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Stack } from '../Layout/Layout';
import { Checkbox } from './Checkbox';

const meta = {
  title: 'UI/Checkbox',
  component: Checkbox,
  args: { label: 'Remember me' },
} satisfies Meta<typeof Checkbox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, userEvent }) => {
    const box = canvas.getByRole('checkbox', { name: 'Remember me' });
    await userEvent.click(canvas.getByText('Remember me'));
    await expect(box).toBeChecked();
  },
};

export const States: Story = {
  render: () => (
    <Stack gap="4">
      <Checkbox label="Active" defaultChecked />
      <Checkbox
        label="Tenant Admin"
        description="Can manage users, modules and settings of this school."
      />
      <Checkbox label="Published" disabled />
      <Checkbox label="Required lesson" checked="indeterminate" />
    </Stack>
  ),
};

export const WithError: Story = {
  args: {
    label: 'I accept the terms and privacy policy',
    required: true,
    error: 'You must accept the terms',
  },
};
