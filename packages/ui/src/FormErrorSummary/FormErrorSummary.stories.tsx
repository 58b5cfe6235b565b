import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Stack } from '../Layout/Layout';
import { TextField } from '../TextField/TextField';
import { FormErrorSummary } from './FormErrorSummary';

const meta = {
  title: 'UI/FormErrorSummary',
  component: FormErrorSummary,
  args: {
    autoFocus: false,
    errors: [
      { fieldId: 'reg-email', message: 'Email is required' },
      { fieldId: 'reg-password', message: 'Password must be at least 6 characters' },
      { message: 'Registration failed' },
    ],
  },
  render: (args) => (
    <Stack gap="5" style={{ maxInlineSize: 420 }}>
      <FormErrorSummary {...args} />
      <TextField id="reg-email" label="Email" type="email" required error="Email is required" />
      <TextField
        id="reg-password"
        label="Password"
        type="password"
        required
        hint="Min. 6 characters"
        error="Password must be at least 6 characters"
      />
    </Stack>
  ),
} satisfies Meta<typeof FormErrorSummary>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByRole('alert')).toBeInTheDocument();
    await userEvent.click(
      canvas.getByRole('link', { name: 'Password must be at least 6 characters' }),
    );
    await expect(canvas.getByLabelText('Password')).toHaveFocus();
  },
};

export const Empty: Story = { args: { errors: [] } };
