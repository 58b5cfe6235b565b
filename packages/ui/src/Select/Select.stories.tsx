import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen } from 'storybook/test';
import { Select } from './Select';

const meta = {
  title: 'UI/Select',
  component: Select,
  args: {
    label: 'Currency',
    defaultValue: 'PKR',
    onValueChange: fn(),
    options: [
      { value: 'PKR', label: 'PKR — Pakistani rupee' },
      { value: 'USD', label: 'USD — US dollar' },
    ],
  },
  decorators: [(Story) => <div style={{ maxInlineSize: 360, minBlockSize: 220 }}>{Story()}</div>],
} satisfies Meta<typeof Select>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const trigger = canvas.getByRole('combobox', { name: 'Currency' });
    await userEvent.click(trigger);
    await userEvent.click(await screen.findByRole('option', { name: 'USD — US dollar' }));
    await expect(args.onValueChange).toHaveBeenCalledWith('USD');
    await expect(trigger).toHaveTextContent('USD');
  },
};

export const Placeholder: Story = {
  args: {
    label: 'Organization',
    defaultValue: undefined,
    placeholder: 'Select your organization',
    required: true,
    hint: 'Or choose “New organization” to register one.',
    options: [
      { value: '1', label: 'Beaconhouse Lahore' },
      { value: '2', label: 'City School Karachi' },
      { value: 'new', label: 'New organization' },
    ],
  },
};

export const WithError: Story = {
  args: {
    defaultValue: undefined,
    placeholder: 'Select a role',
    label: 'Role',
    error: 'Role is required',
    options: [
      { value: 'student', label: 'Student' },
      { value: 'teacher', label: 'Teacher' },
      { value: 'admin', label: 'Admin' },
    ],
  },
};

export const Disabled: Story = { args: { disabled: true } };

const sections = [
  'Playgroup',
  'Nursery',
  'Prep',
  ...Array.from({ length: 10 }, (_, i) => `Class ${i + 1}`),
]
  .flatMap((name) => [`${name} A`, `${name} B`])
  .map((label) => ({ value: label, label }));

/** A school's 26 sections: the list is taller than its box, so it scrolls to the last one. */
export const LongList: Story = {
  args: {
    label: 'Section',
    defaultValue: undefined,
    placeholder: 'Choose a section',
    options: sections,
  },
  play: async ({ canvas, userEvent, args }) => {
    const trigger = canvas.getByRole('combobox', { name: 'Section' });
    await userEvent.click(trigger);
    const last = await screen.findByRole('option', { name: 'Class 10 B' });
    const list = last.closest<HTMLElement>('[data-radix-select-viewport]') as HTMLElement;
    await expect(list.scrollHeight).toBeGreaterThan(list.clientHeight);
    last.scrollIntoView({ block: 'nearest' });
    const box = last.getBoundingClientRect();
    const frame = list.getBoundingClientRect();
    await expect(box.bottom).toBeLessThanOrEqual(frame.bottom + 1);
    await userEvent.click(last);
    await expect(args.onValueChange).toHaveBeenCalledWith('Class 10 B');
  },
};
