import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { withRouter } from '../../_storybook/decorators';
import { CourseLessonsView, type LessonItem } from './CourseLessons';

const lessons: LessonItem[] = [
  {
    id: 11,
    title: 'What is a robot?',
    description: 'Sensors, controllers and actuators.',
    duration_minutes: 15,
    content_type: 'video',
    is_mandatory: true,
  },
  {
    id: 12,
    title: 'Wiring the Arduino',
    description: null,
    duration_minutes: 40,
    content_type: 'text',
    is_mandatory: true,
  },
  {
    id: 13,
    title: 'Further reading',
    description: 'Optional datasheets.',
    duration_minutes: 0,
    content_type: 'document',
    is_mandatory: false,
  },
];

const meta = {
  title: 'Screens/Learner/CourseLessons',
  component: CourseLessonsView,
  decorators: [withRouter],
  parameters: { layout: 'fullscreen', route: '/courses/1/lessons' },
  args: {
    courseId: 1,
    courseTitle: 'Introduction to Robotics',
    lessons,
    error: null,
    access: 'open',
    completedIds: [11],
    percentage: 33.3,
    signInHref: '/login?next=%2Fcourses%2F1%2Flessons',
    quizzes: [{ id: 5, title: 'Robotics basics quiz', question_count: 4, time_limit_minutes: 15 }],
  },
} satisfies Meta<typeof CourseLessonsView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Enrolled: numbered lessons with links, ticks and the course progress. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByTestId('lesson-item')).toHaveLength(3);
    await expect(canvas.getByText('Self-paced')).toBeVisible();
    await expect(canvas.getAllByText('Required')).toHaveLength(2);
    await expect(canvas.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '33');
    await expect(canvas.getByRole('link', { name: /Wiring the Arduino/ })).toHaveAttribute(
      'href',
      '/courses/1/lessons/12',
    );
    await expect(
      canvas.getByRole('link', { name: 'Take quiz: Robotics basics quiz' }),
    ).toHaveAttribute('href', '/assessments/5/take');
  },
};

export const Loading: Story = { args: { lessons: undefined, access: 'loading' } };

export const ErrorState: Story = {
  name: 'Error',
  args: { lessons: undefined, error: 'Course not found.' },
};

export const Empty: Story = {
  args: { lessons: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No lessons available yet')).toBeVisible();
  },
};

/** Enrollment pending approval: the outline without links. */
export const Pending: Story = {
  args: { access: 'pending', completedIds: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByTestId('lessons-access')).toHaveTextContent(
      'Enrollment pending approval',
    );
    await expect(canvas.queryByRole('link', { name: /Wiring the Arduino/ })).toBeNull();
  },
};

/** Not enrolled. */
export const NotEnrolled: Story = { args: { access: 'missing', completedIds: [] } };

/** Signed out. */
export const SignedOut: Story = { args: { access: 'signedOut', completedIds: [] } };
