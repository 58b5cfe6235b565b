import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { withRouter } from '../../_storybook/decorators';
import { attemptResult } from '../QuizStatus/fixtures';
import { AttemptResultView } from './AttemptResult';

const meta = {
  title: 'Screens/Learner/AttemptResult',
  component: AttemptResultView,
  decorators: [withRouter],
  parameters: { layout: 'fullscreen', route: '/assessments/5/attempts/41' },
  args: { result: attemptResult, error: null },
} satisfies Meta<typeof AttemptResultView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Graded, review allowed: every question with the answer, points, correct answer, feedback. */
export const Graded: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByTestId('result-question')).toHaveLength(3);
    await expect(canvas.getByTestId('overall-feedback')).toHaveTextContent('careful answer');
    await expect(canvas.getByText('Clear and complete.')).toBeVisible();
  },
};

/** Review not allowed: no correctness, no correct answers, a note why. */
export const ReviewHidden: Story = {
  args: {
    result: {
      ...attemptResult,
      review_allowed: false,
      questions: attemptResult.questions.map((q) => ({
        ...q,
        is_correct: null,
        correct_answer: null,
      })),
    },
  },
};

/** Submitted, the essay awaiting the teacher. */
export const AwaitingGrading: Story = {
  args: {
    result: {
      ...attemptResult,
      attempt: { ...attemptResult.attempt, grading_pending: true, counts: false },
      feedback: null,
      graded_at: null,
      questions: attemptResult.questions.map((q) =>
        q.question_type === 'essay'
          ? { ...q, points_awarded: 0, is_correct: null, feedback: null, needs_review: true }
          : q,
      ),
    },
  },
};

export const Loading: Story = { args: { result: undefined } };
export const ErrorState: Story = {
  name: 'Error',
  args: { result: undefined, error: 'Attempt not found.' },
};
export const Urdu: Story = { globals: { locale: 'ur' } };

/**
 * An attempt of a quiz that draws from the question bank and shuffles
 * its options: the result shows the attempt's own questions in the order and lettering it had.
 */
export const DrawnQuestions: Story = {
  args: {
    result: {
      ...attemptResult,
      questions: [
        ...attemptResult.questions,
        {
          question_id: 901,
          question_text: 'Which fertiliser adds nitrogen to the soil? (from the bank)',
          question_type: 'multiple_choice',
          options: { A: 'Urea', B: 'Gypsum', C: 'Lime' },
          answer: 'A',
          points_awarded: 2,
          max_points: 2,
          is_correct: true,
          correct_answer: 'A',
          feedback: null,
          needs_review: false,
        },
        {
          question_id: 902,
          question_text: 'Name one rabi crop. (from the bank)',
          question_type: 'short_answer',
          options: {},
          answer: 'Gram',
          points_awarded: 2,
          max_points: 2,
          is_correct: true,
          correct_answer: 'Wheat',
          feedback: null,
          needs_review: false,
        },
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByTestId('result-question')).toHaveLength(5);
    await expect(canvas.getByText(/Which fertiliser adds nitrogen/)).toBeVisible();
    await expect(canvas.getAllByText(/Urea/).length).toBeGreaterThan(0);
  },
};
export const DrawnQuestionsUrdu: Story = {
  ...DrawnQuestions,
  play: undefined,
  globals: { locale: 'ur' },
};
