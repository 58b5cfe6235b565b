import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect } from 'storybook/test';
import { TextField } from './TextField';

const meta = {
  title: 'UI/TextField',
  component: TextField,
  args: {
    label: 'Email',
    type: 'email',
    required: true,
    placeholder: 'you@school.edu.pk',
    autoComplete: 'email',
  },
  decorators: [(Story) => <div style={{ maxInlineSize: 380 }}>{Story()}</div>],
} satisfies Meta<typeof TextField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const WithHint: Story = {
  args: {
    label: 'Password',
    type: 'password',
    hint: 'Min. 6 characters',
    placeholder: undefined,
    autoComplete: 'new-password',
  },
};
export const WithError: Story = {
  args: { defaultValue: 'ayesha@', error: 'Enter a valid email address' },
};
export const Disabled: Story = { args: { disabled: true, defaultValue: 'admin@watni.pk' } };
export const HiddenLabel: Story = {
  args: {
    hideLabel: true,
    label: 'Organization name',
    placeholder: 'Organization name',
    type: 'text',
  },
};

function AmountField() {
  const [value, setValue] = useState('');
  return (
    <TextField
      label="Amount (PKR)"
      inputMode="numeric"
      value={value}
      onChange={(event) => setValue(event.target.value)}
    />
  );
}

/** A numeric field typed on an Urdu keyboard holds Latin digits: "۱۰۰۰" is 1000, not dropped. */
export const UrduDigits: Story = {
  render: () => <AmountField />,
  play: async ({ canvas, userEvent }) => {
    const input = canvas.getByLabelText(/Amount/);
    await userEvent.type(input, '۱۰۰۰');
    await expect(input).toHaveValue('1000');
    await userEvent.clear(input);
    await userEvent.type(input, '٤٥');
    await expect(input).toHaveValue('45');
  },
};
