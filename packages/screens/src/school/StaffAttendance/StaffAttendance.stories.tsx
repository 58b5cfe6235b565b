import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { staff } from '../_attendance/fixtures';
import { StaffAttendanceView } from './StaffAttendance';

const meta = {
  title: 'Screens/School/StaffAttendance',
  component: StaffAttendanceView,
  parameters: { layout: 'fullscreen' },
  args: {
    day: '2026-11-24',
    today: '2026-11-24',
    register: staff,
    marks: {},
    onMark: fn(),
    onSave: fn(),
    onDayChange: fn(),
    onRetry: fn(),
  },
} satisfies Meta<typeof StaffAttendanceView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const rabia = canvas.getByRole('group', { name: 'Attendance of Rabia Anwar' });
    await userEvent.click(within(rabia).getByRole('radio', { name: 'Absent' }));
    await expect(args.onMark).toHaveBeenCalledWith(5, {
      status: 'absent',
      note: '',
      leaveTypeId: null,
    });
    // A leave day names its type (the HR module's leave types).
    await expect(
      canvas.getByRole('combobox', { name: 'Leave type of Imran Shah' }),
    ).toHaveTextContent('Casual');
  },
};

export const FilledUrdu: Story = { globals: { locale: 'ur' } };

/** Without the HR module the register offers no leave types. */
export const WithoutLeaveTypes: Story = { args: { register: { ...staff, leave_types: [] } } };

export const Saved: Story = { args: { saved: true } };

export const Empty: Story = { args: { register: { ...staff, entries: [] } } };

export const Loading: Story = { args: { register: null, loading: true } };

export const LoadError: Story = {
  name: 'Error',
  args: { register: null, error: 'Attendance could not be loaded.' },
};
