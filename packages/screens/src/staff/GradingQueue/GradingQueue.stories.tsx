import type { Meta, StoryObj } from '@storybook/react-vite';
import type { GradingQueueItem } from '@watni/api-client';
import { expect, within } from 'storybook/test';
import { withRouter } from '../../_storybook/decorators';
import { GradingQueueView } from './GradingQueue';

const items: GradingQueueItem[] = [
  {
    submission_id: 501,
    assessment_id: 33,
    assessment_title: 'Write a short essay',
    course_id: 12,
    course_title: 'Spoken English for Professionals',
    student: { id: 41, first_name: 'Ayesha', last_name: 'Khan' },
    submitted_at: '2026-11-20T20:30:00Z',
  },
  {
    submission_id: 502,
    assessment_id: 35,
    assessment_title: 'Explain a for loop',
    course_id: 11,
    course_title: 'Python for Beginners',
    student: { id: 42, first_name: 'Muhammad', last_name: 'Usman' },
    submitted_at: '2026-11-21T05:05:00Z',
  },
  {
    submission_id: 503,
    assessment_id: 35,
    assessment_title: 'Explain a for loop',
    course_id: 11,
    course_title: 'Python for Beginners',
    student: { id: 43, first_name: 'Fatima', last_name: 'Zahra' },
    submitted_at: '2026-11-22T09:45:00Z',
  },
];

const meta = {
  title: 'Screens/Staff/GradingQueue',
  component: GradingQueueView,
  decorators: [withRouter],
  parameters: { layout: 'fullscreen', route: '/dashboard/grading' },
  args: {
    items,
    total: 3,
    page: 1,
    pageSize: 25,
    onPageChange: () => {},
    loading: false,
    error: null,
    onRetry: () => {},
  },
} satisfies Meta<typeof GradingQueueView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Oldest first, in Pakistan time; each row opens the grading screen of that submission. */
export const Filled: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByTestId('queue-count')).toHaveTextContent('3 submissions to grade');
    // 20:30 UTC is 01:30 the next day in Karachi.
    await expect(canvas.getByText(/21 Nov 2026, 1:30\sam/i)).toBeVisible();
    await expect(
      canvas.getByRole('link', { name: 'Grade Ayesha Khan: Write a short essay' }),
    ).toHaveAttribute(
      'href',
      '/dashboard/courses/12/assessments/33/submissions?tab=pending&submission=501',
    );
  },
};

/** Many pages: the server pages, the view shows the pager. */
export const Paged: Story = { args: { total: 80, page: 2 } };

/** An admin's queue: the whole organisation. */
export const WholeTenant: Story = { args: { wholeTenant: true } };

export const Empty: Story = {
  args: { items: [], total: 0 },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByText('Nothing to grade. Every submission has been marked.'),
    ).toBeVisible();
  },
};

export const Loading: Story = { args: { items: [], total: 0, loading: true } };

export const ErrorState: Story = {
  name: 'Error',
  args: { items: [], total: 0, error: 'The submissions could not be loaded.' },
};

export const Urdu: Story = { globals: { locale: 'ur' } };
