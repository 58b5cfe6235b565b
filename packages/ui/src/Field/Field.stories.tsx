import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Input } from '../TextField/TextField';
import { Field } from './Field';

const meta = {
  title: 'UI/Field',
  component: Field,
  args: { label: 'Password', hint: 'Min. 6 characters', required: true, children: null },
  render: (args) => (
    <Field {...args} style={{ maxInlineSize: 360 }}>
      <Input type="password" autoComplete="new-password" />
    </Field>
  ),
} satisfies Meta<typeof Field>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const input = canvas.getByLabelText('Password');
    await expect(input).toBeRequired();
    await expect(input).toHaveAccessibleDescription('Min. 6 characters');
  },
};

export const WithError: Story = {
  args: { error: 'Password must be at least 6 characters' },
  play: async ({ canvas }) => {
    const input = canvas.getByLabelText('Password');
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription(
      'Min. 6 characters Password must be at least 6 characters',
    );
  },
};

export const Optional: Story = {
  args: { label: 'Phone', required: false, optional: true, hint: undefined },
};
