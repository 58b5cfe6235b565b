import type { Meta, StoryObj } from '@storybook/react-vite';
import type { AssessmentAdmin, QuestionAdmin, Submission } from '@watni/api-client';
import { expect, fn, userEvent, within } from 'storybook/test';
import { withRouter } from '../../_storybook/decorators';
import { QuizSubmissionsView } from './QuizSubmissions';

const question = (
  id: number,
  patch: Partial<QuestionAdmin> & Pick<QuestionAdmin, 'question_type' | 'question_text'>,
): QuestionAdmin => ({
  id,
  assessment_id: 9,
  options: {},
  points: 2,
  hints: [],
  order_index: id,
  correct_answer: null,
  accepted_answers: [],
  ...patch,
});

const assessment: AssessmentAdmin = {
  id: 9,
  course_id: 3,
  title: 'Photosynthesis check',
  description: null,
  assessment_type: 'quiz',
  total_points: 16,
  passing_score: 60,
  time_limit_minutes: null,
  is_published: true,
  question_count: 4,
  created_at: '2026-11-01T08:00:00Z',
  questions: [
    question(1, {
      question_type: 'multiple_choice',
      question_text: 'Where in the cell does photosynthesis happen?',
      options: { A: 'Mitochondria', B: 'Chloroplast', C: 'Nucleus' },
      correct_answer: 'B',
    }),
    question(2, {
      question_type: 'true_false',
      question_text: 'Plants release oxygen during photosynthesis.',
      correct_answer: 'true',
    }),
    question(3, {
      question_type: 'short_answer',
      question_text: 'Name the green pigment of leaves.',
      correct_answer: 'chlorophyll',
      accepted_answers: ['chlorophyl'],
    }),
    question(4, {
      question_type: 'essay',
      question_text: 'Explain why crops grow slower in winter.',
      points: 10,
    }),
  ],
};

const pendingSubmission: Submission = {
  id: 41,
  assessment_id: 9,
  attempt_id: 70,
  user_id: 12,
  user: { id: 12, first_name: 'Ayesha', last_name: 'Khan', email: 'student@iqbal.edu.pk' },
  answers: { '1': 'B', '2': 'true', '3': 'leaf green', '4': 'Less sunlight and cold slow it.' },
  score: 4,
  max_score: 16,
  percentage: 25,
  passed: false,
  grading_pending: true,
  feedback: null,
  results: [
    { question_id: 1, points_awarded: 2, max_points: 2, is_correct: true, feedback: null },
    { question_id: 2, points_awarded: 2, max_points: 2, is_correct: true, feedback: null },
    { question_id: 3, points_awarded: 0, max_points: 2, is_correct: null, feedback: null },
    { question_id: 4, points_awarded: 0, max_points: 10, is_correct: null, feedback: null },
  ],
  submitted_at: '2026-11-20T09:15:00Z',
  graded_at: null,
  time_taken_minutes: 12,
};

const gradedSubmission: Submission = {
  ...pendingSubmission,
  id: 42,
  user_id: 13,
  user: { id: 13, first_name: 'Bilal', last_name: 'Ahmed', email: 'student2@iqbal.edu.pk' },
  answers: { '1': 'A', '2': 'false', '3': 'Chlorophyll', '4': 'Shorter days.' },
  score: 8,
  max_score: 16,
  percentage: 50,
  passed: false,
  grading_pending: false,
  feedback: 'Revise chapter 3.',
  results: [
    { question_id: 1, points_awarded: 0, max_points: 2, is_correct: false, feedback: null },
    { question_id: 2, points_awarded: 0, max_points: 2, is_correct: false, feedback: null },
    { question_id: 3, points_awarded: 2, max_points: 2, is_correct: true, feedback: null },
    {
      question_id: 4,
      points_awarded: 6,
      max_points: 10,
      is_correct: false,
      feedback: 'Mention temperature.',
    },
  ],
  submitted_at: '2026-11-19T16:40:00Z',
  graded_at: '2026-11-20T10:00:00Z',
};

const autoSubmission: Submission = {
  ...pendingSubmission,
  id: 43,
  user_id: 14,
  user: { id: 14, first_name: 'Sana', last_name: 'Malik', email: 'student3@iqbal.edu.pk' },
  answers: { '1': 'B', '2': 'true', '3': 'chlorophyll', '4': '' },
  score: 6,
  max_score: 16,
  percentage: 37.5,
  grading_pending: false,
  results: [
    { question_id: 1, points_awarded: 2, max_points: 2, is_correct: true, feedback: null },
    { question_id: 2, points_awarded: 2, max_points: 2, is_correct: true, feedback: null },
    { question_id: 3, points_awarded: 2, max_points: 2, is_correct: true, feedback: null },
    { question_id: 4, points_awarded: 0, max_points: 10, is_correct: false, feedback: null },
  ],
  submitted_at: '2026-11-18T08:05:00Z',
};

const submissions = [pendingSubmission, gradedSubmission, autoSubmission];

const meta = {
  title: 'Screens/Staff/QuizSubmissions',
  component: QuizSubmissionsView,
  decorators: [withRouter],
  parameters: { layout: 'fullscreen' },
  args: {
    assessment,
    backHref: '/dashboard/courses/3/assessments',
    tab: 'all',
    onTabChange: fn(),
    submissions,
    selectedId: null,
    onOpen: fn(),
    onCloseDetail: fn(),
    onGrade: fn(),
    onRetry: fn(),
  },
} satisfies Meta<typeof QuizSubmissionsView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const List: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Submissions' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Back to assessments' })).toHaveAttribute(
      'href',
      '/dashboard/courses/3/assessments',
    );
    await expect(canvas.getByRole('tab', { name: 'Needs grading (1)' })).toBeVisible();
    await expect(canvas.getByText('4 / 16 (25%)')).toBeVisible();
    await userEvent.click(
      canvas.getByRole('button', { name: 'Grade the submission of Ayesha Khan' }),
    );
    await expect(args.onOpen).toHaveBeenCalledWith(pendingSubmission);
    await userEvent.click(canvas.getByRole('tab', { name: 'Needs grading (1)' }));
    await expect(args.onTabChange).toHaveBeenCalledWith('pending');
  },
};

export const NeedsGradingTab: Story = {
  args: { tab: 'pending' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('button', { name: 'Grade the submission of Ayesha Khan' }),
    ).toBeVisible();
    await expect(canvas.queryByText('Bilal Ahmed')).toBeNull();
  },
};

export const NothingToGrade: Story = {
  args: { tab: 'pending', submissions: [gradedSubmission, autoSubmission] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No submissions need grading.')).toBeVisible();
  },
};

export const Empty: Story = {
  args: { submissions: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No submissions yet.')).toBeVisible();
  },
};

export const Loading: Story = { args: { submissions: [], assessment: null, loading: true } };

export const LoadError: Story = {
  name: 'Error',
  args: {
    submissions: [],
    assessment: null,
    error: 'Only the course teacher or an administrator can see every submission.',
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Failed to load submissions')).toBeVisible();
  },
};

export const GradeSubmission: Story = {
  args: { selectedId: 41 },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { level: 2, name: 'Submission of Ayesha Khan' }),
    ).toHaveFocus();
    await expect(canvas.getAllByText('B. Chloroplast')).toHaveLength(2);
    await expect(canvas.getByText('chlorophyll · chlorophyl')).toBeVisible();
    // Only the essay and the short answer are graded by hand.
    await expect(canvas.queryByLabelText(/Points for question 1/)).toBeNull();
    const essay = canvas.getByLabelText(/Points for question 4 \(0 to 10\)/);
    await userEvent.clear(essay);
    await userEvent.type(essay, '11');
    await userEvent.click(canvas.getByRole('button', { name: 'Save grades' }));
    await expect(canvas.getByText('Enter a whole number from 0 to 10.')).toBeVisible();
    await expect(essay).toHaveFocus();
    await expect(args.onGrade).not.toHaveBeenCalled();
    await userEvent.clear(essay);
    await userEvent.type(essay, '8');
    await userEvent.type(canvas.getByLabelText(/Feedback on question 4/), 'Good reasoning.');
    const short = canvas.getByLabelText(/Points for question 3/);
    await userEvent.clear(short);
    await userEvent.type(short, '1');
    await userEvent.type(canvas.getByLabelText(/Overall feedback/), 'Well done.');
    await userEvent.click(canvas.getByRole('button', { name: 'Save grades' }));
    await expect(args.onGrade).toHaveBeenCalledWith(pendingSubmission, {
      questions: {
        3: { points: '1', feedback: '' },
        4: { points: '8', feedback: 'Good reasoning.' },
      },
      feedback: 'Well done.',
    });
  },
};

export const Grading: Story = { args: { selectedId: 41, grading: true } };

export const GradeFailed: Story = {
  args: { selectedId: 41, gradeError: 'points for question 4 must be between 0 and 10.' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Failed to save grades')).toBeVisible();
    await expect(canvas.getByText('points for question 4 must be between 0 and 10.')).toBeVisible();
  },
};

export const GradedSubmission: Story = {
  args: { selectedId: 42 },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByDisplayValue('Mention temperature.')).toBeVisible();
    await expect(canvas.getByDisplayValue('Revise chapter 3.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Back to submissions' }));
    await expect(args.onCloseDetail).toHaveBeenCalled();
  },
};

export const SubmissionNotFound: Story = { args: { selectedId: 999 } };
