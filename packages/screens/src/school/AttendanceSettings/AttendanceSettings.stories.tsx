import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { AttendanceSettingsView } from './AttendanceSettings';

const meta = {
  title: 'Screens/School/AttendanceSettings',
  component: AttendanceSettingsView,
  parameters: { layout: 'fullscreen' },
  args: {
    settings: {
      weekly_off_days: [0],
      holidays: [
        { day: '2026-11-09', name: 'Iqbal Day' },
        { day: '2026-12-25', name: 'Quaid-e-Azam Day' },
      ],
    },
    onSave: fn(),
    onRetry: fn(),
  },
} satisfies Meta<typeof AttendanceSettingsView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Friday' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(args.onSave).toHaveBeenCalledWith({
      weekly_off_days: [0, 5],
      holidays: args.settings!.holidays,
    });
  },
};

export const Empty: Story = { args: { settings: { weekly_off_days: [0], holidays: [] } } };

export const Saved: Story = { args: { saved: true } };

export const Refused: Story = { args: { saveError: 'At least one weekday must be a school day.' } };

export const Loading: Story = { args: { settings: null, loading: true } };

export const LoadError: Story = {
  name: 'Error',
  args: { settings: null, error: 'Attendance could not be loaded.' },
};
