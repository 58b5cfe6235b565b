import type { Meta, StoryObj } from '@storybook/react-vite';
import type { CourseRoster } from '@watni/api-client';
import { expect, fn, userEvent, within } from 'storybook/test';
import { withRouter } from '../../_storybook/decorators';
import { CourseRosterView } from './CourseRoster';

const quizzes = [
  { id: 31, title: 'Python Basics Checkpoint', total_points: 10 },
  { id: 32, title: 'Loops and Conditions Quiz', total_points: 8 },
];

const roster: CourseRoster = {
  course: { id: 7, title: 'Python for Beginners' },
  lessons_total: 6,
  quizzes,
  total: 3,
  items: [
    {
      enrollment_id: 101,
      user: { id: 11, first_name: 'Ali', last_name: 'Raza', email: 'student@iqbal.edu.pk' },
      enrolled_at: '2026-09-01T05:00:00Z',
      lessons_completed: 6,
      last_activity_at: '2026-11-22T09:30:00Z',
      quiz_scores: [
        {
          assessment_id: 31,
          attempts: 2,
          best_percentage: 90,
          last_percentage: 80,
          pending: false,
        },
        {
          assessment_id: 32,
          attempts: 1,
          best_percentage: null,
          last_percentage: null,
          pending: true,
        },
      ],
    },
    {
      enrollment_id: 102,
      user: { id: 12, first_name: 'زینب', last_name: 'رضا', email: 'student2@iqbal.edu.pk' },
      enrolled_at: '2026-09-03T05:00:00Z',
      lessons_completed: 2,
      last_activity_at: '2026-11-01T14:05:00Z',
      quiz_scores: [
        {
          assessment_id: 31,
          attempts: 1,
          best_percentage: 70,
          last_percentage: 70,
          pending: false,
        },
        {
          assessment_id: 32,
          attempts: 0,
          best_percentage: null,
          last_percentage: null,
          pending: false,
        },
      ],
    },
    {
      enrollment_id: 103,
      user: { id: 13, first_name: 'Usman', last_name: 'Tariq', email: 'student3@iqbal.edu.pk' },
      enrolled_at: '2026-10-10T05:00:00Z',
      lessons_completed: 0,
      last_activity_at: null,
      quiz_scores: [
        {
          assessment_id: 31,
          attempts: 0,
          best_percentage: null,
          last_percentage: null,
          pending: false,
        },
        {
          assessment_id: 32,
          attempts: 0,
          best_percentage: null,
          last_percentage: null,
          pending: false,
        },
      ],
    },
  ],
};

const meta = {
  title: 'Screens/Staff/CourseRoster',
  component: CourseRosterView,
  decorators: [withRouter],
  parameters: { layout: 'fullscreen', route: '/dashboard/courses/7/roster' },
  args: {
    roster,
    sort: 'name',
    order: 'asc',
    search: '',
    onSortChange: fn(),
    onOrderChange: fn(),
    onSearchChange: fn(),
    page: 1,
    pageCount: 1,
    onPageChange: fn(),
    onExport: fn(),
    onRetry: fn(),
    backHref: '/dashboard/courses',
  },
} satisfies Meta<typeof CourseRosterView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Three students: progress, last activity in Pakistan time, best/last scores, a pending one. */
export const Filled: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { name: 'Roster: Python for Beginners' }),
    ).toBeVisible();
    // 09:30 UTC is 2:30 pm in Karachi.
    await expect(canvas.getByText(/22 Nov 2026, 2:30/)).toBeInTheDocument();
    await expect(canvas.getByText('Awaiting grading')).toBeInTheDocument();
    await expect(canvas.getByText('Best 90%')).toBeInTheDocument();
    await expect(canvas.getByText('No activity yet')).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Download CSV' }));
    await expect(args.onExport).toHaveBeenCalled();
  },
};

/** Many students: the pager. */
export const Paged: Story = {
  args: { roster: { ...roster, total: 5000 }, page: 3, pageCount: 100 },
};

/** Downloading the CSV. */
export const Exporting: Story = { args: { exporting: true } };

export const Loading: Story = { args: { roster: undefined } };

export const LoadError: Story = {
  name: 'Error',
  args: { roster: undefined, error: 'Failed to load the roster' },
};

/** No approved enrollment yet. */
export const Empty: Story = { args: { roster: { ...roster, items: [], total: 0 } } };

/** A search that matches nobody. */
export const NoMatch: Story = {
  args: { roster: { ...roster, items: [], total: 0 }, search: 'xyz' },
};

/** In Urdu, right to left. */
export const Urdu: Story = { globals: { locale: 'ur' } };

/** Empty, in Urdu. */
export const EmptyUrdu: Story = {
  args: { roster: { ...roster, items: [], total: 0 } },
  globals: { locale: 'ur' },
};
