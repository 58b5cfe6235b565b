import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { withRouter } from '../../_storybook/decorators';
import { month } from '../_attendance/fixtures';
import { AttendanceMonthView } from './AttendanceMonth';

const meta = {
  title: 'Screens/School/AttendanceMonth',
  component: AttendanceMonthView,
  decorators: [withRouter],
  parameters: { layout: 'fullscreen' },
  args: {
    month: '2026-11',
    data: month,
    onRetry: fn(),
    onMonthChange: fn(),
    exportMenu: { onExport: fn() },
    onPrint: fn(),
  },
} satisfies Meta<typeof AttendanceMonthView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: /^Export/ }));
    await userEvent.click(await within(document.body).findByRole('button', { name: /CSV/ }));
    await expect(args.exportMenu.onExport).toHaveBeenCalledWith('csv');
    await userEvent.click(canvas.getByRole('button', { name: 'Previous month' }));
    await expect(args.onMonthChange).toHaveBeenCalledWith('2026-10');
  },
};

export const Empty: Story = { args: { data: { ...month, rows: [] } } };

export const Loading: Story = { args: { data: null, loading: true } };

export const LoadError: Story = {
  name: 'Error',
  args: { data: null, error: 'Section not found.' },
};
