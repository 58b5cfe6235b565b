import type { Meta, StoryObj } from '@storybook/react-vite';
import { studentToday, sundayToday, teacherToday } from '../_timetable/fixtures';
import { TimetableTodayCard } from './TimetableTodayCard';

const meta = {
  title: 'Screens/School/TimetableWidgets',
  component: TimetableTodayCard,
  args: { group: studentToday.groups[0]! },
} satisfies Meta<typeof TimetableTodayCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const StudentToday: Story = {};

export const ParentChild: Story = { args: { title: 'Ali Raza', headingLevel: 3 } };

export const TeacherToday: Story = { args: { group: teacherToday.groups[0]! } };

export const NoSchoolToday: Story = { args: { group: sundayToday.groups[0]! } };

export const TeacherFreeDay: Story = {
  args: { group: { ...teacherToday.groups[0]!, periods: [] } },
};

export const NotPlaced: Story = {
  args: { group: { ...studentToday.groups[0]!, section_id: null, periods: [] } },
};

export const Loading: Story = { args: { group: null, loading: true } };
