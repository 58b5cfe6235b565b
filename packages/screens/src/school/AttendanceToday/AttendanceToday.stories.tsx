import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { withRouter } from '../../_storybook/decorators';
import { closedToday, teacherToday, today } from '../_attendance/fixtures';
import { AttendanceTodayView } from './AttendanceToday';

const meta = {
  title: 'Screens/School/AttendanceToday',
  component: AttendanceTodayView,
  decorators: [withRouter],
  parameters: { layout: 'fullscreen' },
  args: { data: teacherToday, isAdmin: false, onRetry: fn() },
} satisfies Meta<typeof AttendanceTodayView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Teacher: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Mark Class 5 A' })).toBeVisible();
  },
};

export const Admin: Story = { args: { data: today, isAdmin: true } };

export const Closed: Story = { args: { data: closedToday, isAdmin: true } };

export const NoSections: Story = {
  args: {
    data: { ...teacherToday, sections: [], summary: { ...teacherToday.summary, sections: 0 } },
  },
};

export const Loading: Story = { args: { data: null, loading: true } };

export const LoadError: Story = {
  name: 'Error',
  args: { data: null, error: 'Attendance could not be loaded.' },
};
