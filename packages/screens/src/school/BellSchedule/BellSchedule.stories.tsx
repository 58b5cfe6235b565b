import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { bellDays } from '../_timetable/fixtures';
import { BellScheduleView } from './BellSchedule';

const meta = {
  title: 'Screens/School/BellSchedule',
  component: BellScheduleView,
  parameters: { layout: 'fullscreen' },
  args: { days: bellDays, onSave: fn(async (): Promise<string | null> => null), onRetry: fn() },
} satisfies Meta<typeof BellScheduleView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Monday: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Remove period 8' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Save Monday' }));
    await waitFor(() => expect(args.onSave).toHaveBeenCalled());
    const [weekday, body] = (args.onSave as ReturnType<typeof fn>).mock.calls[0]!;
    await expect(weekday).toBe(1);
    await expect(body.periods).toHaveLength(7);
    await expect(body.periods[4]).toMatchObject({ is_break: true, label: 'Break' });
    await expect(await canvas.findByText('Monday saved.')).toBeVisible();
  },
};

export const ShorterFriday: Story = { args: { initialWeekday: 5 } };

export const SundayOff: Story = { args: { initialWeekday: 0 } };

export const Refused: Story = {
  args: {
    onSave: fn(async () => 'Period 8 on Monday holds 3 lessons; move or clear them first.'),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Remove period 8' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Save Monday' }));
    await expect(
      await canvas.findByText('Period 8 on Monday holds 3 lessons; move or clear them first.'),
    ).toBeVisible();
  },
};

export const Loading: Story = { args: { days: null, loading: true } };

export const LoadError: Story = {
  name: 'Error',
  args: { days: null, error: 'The timetable could not be loaded.' },
};
