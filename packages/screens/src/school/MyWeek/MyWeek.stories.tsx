import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { sectionWeek } from '../_timetable/fixtures';
import { MyWeekView } from './MyWeek';

const meta = {
  title: 'Screens/School/MyWeek',
  component: MyWeekView,
  args: {
    parent: false,
    weeks: [{ name: 'Ali Raza', studentId: 1, week: sectionWeek }],
  },
} satisfies Meta<typeof MyWeekView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A student's own section week. */
export const Student: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'My week' })).toBeVisible();
    await expect(canvas.getByRole('table')).toBeVisible();
  },
};

/** A parent's two children: one placed, one not placed this year. */
export const ParentTwoChildren: Story = {
  args: {
    parent: true,
    weeks: [
      { name: 'Ali Raza', studentId: 1, week: sectionWeek },
      { name: 'Sara Raza', studentId: 2, week: null, notPlaced: true },
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Ali Raza: the week' })).toBeVisible();
    await expect(canvas.getByText('Not placed in a section this year.')).toBeVisible();
  },
};

export const ParentUrdu: Story = {
  ...ParentTwoChildren,
  play: undefined,
  globals: { locale: 'ur' },
};

export const Empty: Story = { args: { parent: true, weeks: [] } };

export const Loading: Story = { args: { weeks: [], loading: true } };

export const ErrorState: Story = {
  name: 'Error',
  args: { weeks: [], error: 'The timetable could not be loaded.', onRetry: () => {} },
};
