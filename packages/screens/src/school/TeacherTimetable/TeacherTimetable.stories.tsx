import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { teacherWeek } from '../_timetable/fixtures';
import { TeacherTimetableView } from './TeacherTimetable';

const meta = {
  title: 'Screens/School/TeacherTimetable',
  component: TeacherTimetableView,
  parameters: { layout: 'fullscreen' },
  args: { week: teacherWeek, onPrint: fn(), onRetry: fn() },
} satisfies Meta<typeof TeacherTimetableView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Week: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Print' }));
    await expect(args.onPrint).toHaveBeenCalled();
  },
};

export const MyWeek: Story = { args: { own: true } };

export const NoLessons: Story = { args: { week: { ...teacherWeek, entries: [] } } };

export const Loading: Story = { args: { week: null, loading: true } };

export const LoadError: Story = {
  name: 'Error',
  args: { week: null, error: 'Teachers can see only their own timetable.' },
};
