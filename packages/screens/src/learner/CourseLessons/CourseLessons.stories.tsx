import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { withRouter } from '../../_storybook/decorators';
import { awaitingState, gradedState, inProgressState } from '../QuizStatus/fixtures';
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

// ---------- quiz states, certificate
const stateQuizzes = [
  {
    id: 5,
    title: 'Robotics basics quiz',
    question_count: 4,
    time_limit_minutes: 15,
    my_state: gradedState,
  },
  {
    id: 6,
    title: 'Sensors quiz',
    question_count: 3,
    time_limit_minutes: null,
    my_state: awaitingState,
  },
  {
    id: 7,
    title: 'Motors quiz',
    question_count: 5,
    time_limit_minutes: 10,
    my_state: inProgressState,
  },
];

/** Each quiz with the learner's state: graded (score, passed), awaiting grading, in progress. */
export const QuizStates: Story = {
  args: {
    lessons: [
      ...lessons,
      {
        id: 14,
        title: 'Checkpoint',
        description: null,
        duration_minutes: 15,
        content_type: 'quiz',
        is_mandatory: true,
        assessment_id: 5,
      },
    ],
    completedIds: [11, 14],
    quizzes: stateQuizzes,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const states = canvas.getAllByTestId('quiz-state').map((el) => el.getAttribute('data-status'));
    await expect(states).toContain('awaiting_grading');
    await expect(states).toContain('graded');
  },
};

/** The course completed: the certificate with its downloads and public page. */
export const WithCertificate: Story = {
  args: {
    completedIds: [11, 12, 13],
    percentage: 100,
    quizzes: stateQuizzes.slice(0, 1),
    certificate: {
      id: 1,
      number: 'CERT-2026-2-000042',
      code: 'K7QD-9M2X-4RTA-8HNV',
      course_title: 'Introduction to Robotics',
      issued_at: '2026-11-24T10:00:00Z',
    },
    certificateDownload: { downloading: null, error: null, onDownload: () => {} },
  },
};

export const QuizStatesUrdu: Story = { ...QuizStates, play: undefined, globals: { locale: 'ur' } };
