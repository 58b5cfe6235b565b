import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, within } from 'storybook/test';
import { TextField } from '../TextField/TextField';
import { PasswordStrength } from './PasswordStrength';

const meta = {
  title: 'UI/PasswordStrength',
  component: PasswordStrength,
  args: { password: '' },
} satisfies Meta<typeof PasswordStrength>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing shows while the field is empty. */
export const Empty: Story = {
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-slot="password-strength"]')).toBeNull();
  },
};

export const Common: Story = {
  args: { password: 'password' },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText(/Too easy to guess\. .*most common passwords/),
    ).toBeVisible();
  },
};

export const OwnName: Story = {
  args: { password: 'zainabqureshi', userInputs: ['Zainab', 'Qureshi', 'zainab@example.pk'] },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText(/your name, username or email/),
    ).toBeVisible();
  },
};

export const Fair: Story = {
  args: { password: 'Secret#123' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Password strength: Fair.')).toBeVisible();
  },
};

export const Strong: Story = {
  args: { password: 'Kite#Lamp#River2026' },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('Password strength: Strong.'),
    ).toBeVisible();
  },
};

/** Under a password field, as the registration, reset and new-user forms use it. */
export const WithField: Story = {
  render: function Render() {
    const [password, setPassword] = useState('aaaaaa');
    return (
      <div style={{ maxInlineSize: '22rem' }}>
        <TextField
          label="Password"
          type="password"
          value={password}
          aria-describedby="strength"
          onChange={(event) => setPassword(event.currentTarget.value)}
        />
        <PasswordStrength id="strength" password={password} />
      </div>
    );
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(/Repeated characters/)).toBeVisible();
  },
};
