import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { withRouter } from '../../_storybook/decorators';
import { alerts, closedToday, studentMonth, today } from '../_attendance/fixtures';
import { AbsenceAlerts } from './AbsenceAlerts';
import { AdminAttendanceCard } from './AdminAttendanceCard';
import { StudentAttendanceCard } from './StudentAttendanceCard';

const meta = {
  title: 'Screens/School/AttendanceWidgets',
  component: StudentAttendanceCard,
  decorators: [withRouter],
  args: { month: '2026-11', data: studentMonth, onMonthChange: fn() },
} satisfies Meta<typeof StudentAttendanceCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const StudentMonth: Story = {};

export const StudentMonthEmpty: Story = {
  args: {
    data: {
      ...studentMonth,
      days: studentMonth.days.map((d) => ({ ...d, status: null, note: null })),
      totals: { present: 0, absent: 0, late: 0, leave: 0, days: 0, percentage: null },
    },
  },
};

export const StudentMonthLoading: Story = { args: { data: null, loading: true } };

export const StudentMonthError: Story = {
  args: { data: null, error: 'Attendance could not be loaded.' },
};

export const ParentAlerts: Story = {
  render: () => <AbsenceAlerts items={alerts} today="2026-11-24" />,
};

export const ParentNoAlerts: Story = {
  render: () => <AbsenceAlerts items={[]} today="2026-11-24" />,
};

export const AdminToday: Story = { render: () => <AdminAttendanceCard data={today} /> };

export const AdminTodayClosed: Story = {
  render: () => <AdminAttendanceCard data={closedToday} />,
};
