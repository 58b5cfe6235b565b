import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { DAY, familyDay } from '../_diary/fixtures';
import { MyDiaryView } from './MyDiary';

const student = { ...familyDay, groups: familyDay.groups.slice(0, 1) };

const meta = {
  title: 'Screens/School/MyDiary',
  component: MyDiaryView,
  args: {
    parent: false,
    day: DAY,
    today: DAY,
    diary: student,
    onDayChange: () => {},
    onOpenAttachment: () => {},
  },
} satisfies Meta<typeof MyDiaryView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A student's own section, today. */
export const Student: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Diary' })).toBeVisible();
    await expect(canvas.getAllByTestId('diary-post')).toHaveLength(3);
    await expect(canvas.getByRole('button', { name: 'Open daffodils.pdf' })).toBeVisible();
  },
};

/** A parent's two children: one with three entries, one with none. */
export const ParentTwoChildren: Story = {
  args: { parent: true, diary: familyDay },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Zainab Raza' })).toBeVisible();
    await expect(canvas.getByText('Nothing was set for this day.')).toBeVisible();
  },
};

export const ParentUrdu: Story = {
  ...ParentTwoChildren,
  play: undefined,
  globals: { locale: 'ur' },
};

/** Another day than today: a way back to today. */
export const PreviousDay: Story = {
  args: {
    day: '2026-11-26',
    diary: { ...student, day: '2026-11-26', groups: [{ ...student.groups[0]!, posts: [] }] },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Back to today' })).toBeVisible();
  },
};

export const Empty: Story = { args: { diary: { ...familyDay, groups: [] } } };

export const Loading: Story = { args: { diary: null, loading: true } };

export const ErrorState: Story = {
  name: 'Error',
  args: { diary: null, error: 'The diary could not be loaded.', onRetry: () => {} },
};
