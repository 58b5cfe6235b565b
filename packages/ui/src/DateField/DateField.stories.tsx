import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { DateField, MonthField } from './DateField';

const phone = { viewport: { value: 'mobile2', isRotated: false } };

const meta = {
  title: 'UI/DateField',
  component: DateField,
  args: { label: 'Date of birth', onValueChange: fn() },
} satisfies Meta<typeof DateField>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing chosen yet: the device's box alone. */
export const Empty: Story = {
  globals: phone,
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('Date of birth')).toHaveValue('');
    await expect(canvas.queryByText(/2026/)).toBeNull();
  },
};

/** A chosen day, written under the box in the school's format and part of its description. */
export const Chosen: Story = {
  args: { defaultValue: '2026-11-06' },
  globals: phone,
  play: async ({ canvas, userEvent, args }) => {
    const input = canvas.getByLabelText('Date of birth');
    await expect(input).toHaveAccessibleDescription('Friday, 6 Nov 2026');
    await userEvent.clear(input);
    await userEvent.type(input, '2026-12-03');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('2026-12-03');
    await expect(canvas.getByText('Thursday, 3 Dec 2026')).toBeVisible();
  },
};

export const WithHintAndError: Story = {
  args: {
    label: 'Term ends',
    value: '2026-03-31',
    hint: 'The last school day of the term.',
    error: 'The term must end after it starts.',
    required: true,
  },
  globals: phone,
  play: async ({ canvas }) => {
    const input = canvas.getByLabelText('Term ends');
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription(
      'The last school day of the term. The term must end after it starts. Tuesday, 31 Mar 2026',
    );
  },
};

export const Disabled: Story = {
  args: { label: 'Day', value: '2026-11-28', disabled: true },
  globals: phone,
};

/** Urdu: the label and the written day right to left, digits Latin. */
export const Urdu: Story = {
  args: { label: 'تاریخ پیدائش', defaultValue: '2026-11-06', optional: true },
  globals: { ...phone, locale: 'ur' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/نومبر/)).toHaveTextContent('6');
  },
};

export const UrduError: Story = {
  args: {
    label: 'تاریخ',
    value: '2026-11-28',
    error: 'یہ تاریخ مدت سے باہر ہے۔',
    required: true,
  },
  globals: { ...phone, locale: 'ur' },
};

/** A month (fees, payroll): the device's month box, the month written under it. */
export const Month: Story = {
  args: { label: 'Fee month', defaultValue: '2026-11' },
  globals: phone,
  render: (args) => <MonthField {...args} />,
  play: async ({ canvas }) => {
    const input = canvas.getByLabelText('Fee month');
    await expect(input).toHaveAttribute('type', 'month');
    await expect(input).toHaveAccessibleDescription('November 2026');
  },
};

/** The month in Urdu words under the box, right to left. */
export const MonthUrdu: Story = {
  args: { label: 'فیس کا مہینہ', defaultValue: '2026-11' },
  globals: { ...phone, locale: 'ur' },
  render: (args) => <MonthField {...args} />,
  play: async ({ canvas }) => {
    await expect(canvas.getByText('نومبر 2026')).toBeVisible();
  },
};
