import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { NumberField } from './NumberField';

const meta = {
  title: 'UI/NumberField',
  component: NumberField,
  args: {
    label: 'Price',
    min: 0,
    step: 0.01,
    defaultValue: 0,
    required: true,
    onValueChange: fn(),
  },
} satisfies Meta<typeof NumberField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const input = canvas.getByRole('spinbutton', { name: 'Price' });
    await userEvent.clear(input);
    await userEvent.type(input, '2800.5');
    await expect(args.onValueChange).toHaveBeenLastCalledWith(2800.5);
  },
};

export const CourseLimit: Story = {
  args: {
    label: 'Teacher course limit',
    min: 0,
    step: 1,
    defaultValue: 10,
    hint: '0 means unlimited',
    required: false,
  },
};

export const WithError: Story = {
  args: {
    label: 'Duration (hours)',
    min: 1,
    step: 1,
    defaultValue: 0,
    error: 'Duration must be at least 1',
    required: false,
  },
};
