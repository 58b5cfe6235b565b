import type { Meta, StoryObj } from '@storybook/react-vite';
import type { AssessmentSummary } from '@watni/api-client';
import { useConfirm, useToast } from '@watni/ui';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { withRouter } from '../../_storybook/decorators';
import { staffAssessmentMessages } from '../../messages/staff-assessments';
import { ManageAssessmentsView, type ManageAssessmentsViewProps } from './ManageAssessments';

const m = staffAssessmentMessages.list;

const assessment = (id: number, patch: Partial<AssessmentSummary> = {}): AssessmentSummary => ({
  id,
  course_id: 3,
  title: 'Photosynthesis check',
  description: 'Ten minutes on light and dark reactions.',
  assessment_type: 'quiz',
  total_points: 10,
  passing_score: 60,
  time_limit_minutes: 15,
  is_published: true,
  question_count: 4,
  created_at: '2026-11-01T08:00:00Z',
  ...patch,
});

const assessments = [
  assessment(1),
  assessment(2, {
    title: 'Mid-term exam',
    description: null,
    assessment_type: 'exam',
    total_points: 50,
    passing_score: 50,
    time_limit_minutes: null,
    is_published: false,
    question_count: 12,
  }),
  assessment(3, {
    title: 'Soil report',
    description: 'Write one page about the soil of your village.',
    assessment_type: 'assignment',
    total_points: 1,
    question_count: 1,
    time_limit_minutes: null,
  }),
];

const meta = {
  title: 'Screens/Staff/ManageAssessments',
  component: ManageAssessmentsView,
  decorators: [withRouter],
  parameters: { layout: 'fullscreen' },
  args: {
    courseTitle: 'Introduction to Agronomy',
    coursesHref: '/dashboard/courses',
    assessments,
    createHref: '/dashboard/courses/3/assessments/create',
    editHref: (a: AssessmentSummary) => `/dashboard/courses/3/assessments/${a.id}/edit`,
    submissionsHref: (a: AssessmentSummary) =>
      `/dashboard/courses/3/assessments/${a.id}/submissions`,
    onTogglePublish: fn(),
    onDelete: fn(),
    onRetry: fn(),
  },
} satisfies Meta<typeof ManageAssessmentsView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const List: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: m.title })).toBeVisible();
    await expect(canvas.getByText(m.description('Introduction to Agronomy'))).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Back to courses' })).toHaveAttribute(
      'href',
      '/dashboard/courses',
    );
    await expect(canvas.getByRole('link', { name: 'Create Assessment' })).toHaveAttribute(
      'href',
      '/dashboard/courses/3/assessments/create',
    );
    await expect(canvas.getByRole('link', { name: 'Edit Mid-term exam' })).toHaveAttribute(
      'href',
      '/dashboard/courses/3/assessments/2/edit',
    );
    await expect(
      canvas.getByRole('link', { name: 'Submissions of Photosynthesis check' }),
    ).toHaveAttribute('href', '/dashboard/courses/3/assessments/1/submissions');
    await expect(canvas.getByText('12 questions, 50 points')).toBeVisible();
    await expect(canvas.getByText('1 question, 1 point')).toBeVisible();
    const toggle = canvas.getByRole('switch', { name: 'Published: Mid-term exam' });
    await expect(toggle).not.toBeChecked();
    // Keyboard: Space toggles the focused switch.
    toggle.focus();
    await userEvent.keyboard(' ');
    await expect(args.onTogglePublish).toHaveBeenCalledWith(assessments[1]);
    await userEvent.click(canvas.getByRole('button', { name: 'Delete Soil report' }));
    await expect(args.onDelete).toHaveBeenCalledWith(assessments[2]);
  },
};

export const Publishing: Story = {
  args: { publishingId: 1 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('switch', { name: 'Published: Photosynthesis check' }),
    ).toBeDisabled();
  },
};

export const Deleting: Story = { args: { deletingId: 3 } };

/** The container's confirm: the design system's ConfirmDialog with the spec's question. */
function WithConfirm(props: ManageAssessmentsViewProps) {
  const confirm = useConfirm();
  const toast = useToast();
  return (
    <ManageAssessmentsView
      {...props}
      onDelete={async (a) => {
        const ok = await confirm({
          title: m.deleteTitle,
          message: m.deleteConfirm,
          confirmLabel: m.delete,
          tone: 'danger',
        });
        if (ok) {
          props.onDelete(a);
          // What the service answers for a quiz that has submissions (409).
          toast.error(
            'This assessment already has submissions, so it cannot be deleted: learners keep their results. Unpublish it instead.',
            { title: m.deleteFailed },
          );
        }
      }}
    />
  );
}

export const DeleteConfirm: Story = {
  render: (args) => <WithConfirm {...args} />,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(canvas.getByRole('button', { name: 'Delete Photosynthesis check' }));
    const dialog = within(await body.findByRole('alertdialog'));
    await waitFor(() => expect(dialog.getByText('Delete this assessment?')).toBeVisible());
    await userEvent.click(dialog.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(body.queryByRole('alertdialog')).toBeNull());
    await expect(args.onDelete).not.toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: 'Delete Photosynthesis check' }));
    const again = within(await body.findByRole('alertdialog'));
    await userEvent.click(again.getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(args.onDelete).toHaveBeenCalledWith(assessments[0]));
    await waitFor(() => expect(body.getAllByText('Failed to delete')[0]).toBeVisible());
  },
};

export const Loading: Story = { args: { assessments: [], loading: true } };

export const LoadError: Story = {
  name: 'Error',
  args: { assessments: [], error: 'Course not found.' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Failed to load assessments')).toBeVisible();
    await expect(canvas.getByText('Course not found.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

export const Empty: Story = {
  args: { assessments: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('No assessments yet. Create your first quiz!')).toBeVisible();
  },
};

export const CourseNotLoaded: Story = { args: { courseTitle: null } };
