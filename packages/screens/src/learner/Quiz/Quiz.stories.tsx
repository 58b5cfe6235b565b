import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { withRouter } from '../../_storybook/decorators';
import { type QuizAssessment, QuizView } from './Quiz';

const assessment: QuizAssessment = {
  title: 'Robotics basics quiz',
  description: 'Check what you learned in the first module.',
  total_points: 10,
  passing_score: 60,
  time_limit_minutes: 15,
  question_count: 4,
  questions: [
    {
      id: 1,
      question_text: 'Which part drives the motors?',
      question_type: 'multiple_choice',
      options: { A: 'The ultrasonic sensor', B: 'The L298N motor driver', C: 'The battery' },
      points: 3,
      hints: ['It sits between the Arduino and the motors.'],
    },
    {
      id: 2,
      question_text: 'An Arduino Uno runs at 5 volts.',
      question_type: 'true_false',
      options: {},
      points: 2,
      hints: [],
    },
    {
      id: 3,
      question_text: 'Name the function that runs once at start-up.',
      question_type: 'short_answer',
      options: {},
      points: 2,
      hints: ['It is not loop().', 'Six letters.'],
    },
    {
      id: 4,
      question_text: 'Explain how a line-following robot decides to turn.',
      question_type: 'essay',
      options: {},
      points: 3,
      hints: [],
    },
  ],
};

const meta = {
  title: 'Screens/Learner/Quiz',
  component: QuizView,
  decorators: [withRouter],
  parameters: { layout: 'fullscreen', route: '/assessments/1/take' },
  args: {
    assessment,
    error: null,
    answers: {},
    secondsLeft: 14 * 60 + 5,
    submitting: false,
    restored: false,
    onAnswer: fn(),
    onSubmit: fn(),
    onCancel: fn(),
  },
} satisfies Meta<typeof QuizView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every question type, hints, the countdown, Cancel and Submit Quiz. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByTestId('quiz-question')).toHaveLength(4);
    await expect(canvas.getByRole('timer')).toHaveTextContent('14:05');
    await userEvent.click(canvas.getByRole('radio', { name: /The L298N motor driver/ }));
    await expect(args.onAnswer).toHaveBeenCalledWith(1, 'B');
    const hints = canvas.getByRole('button', { name: 'Show 2 hints' });
    await userEvent.click(hints);
    await expect(hints).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(canvas.getByRole('button', { name: 'Submit Quiz' }));
    await expect(args.onSubmit).toHaveBeenCalled();
  },
};

export const Loading: Story = { args: { assessment: undefined, secondsLeft: undefined } };

export const ErrorState: Story = {
  name: 'Error',
  args: { assessment: undefined, error: 'Failed to load quiz' },
};

/** A quiz without questions. */
export const Empty: Story = {
  args: { assessment: { ...assessment, questions: [], question_count: 0, total_points: 0 } },
};

/** No time limit: 'No limit' and no countdown. */
export const NoLimit: Story = {
  args: { assessment: { ...assessment, time_limit_minutes: null }, secondsLeft: null },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('No limit')).toBeVisible();
    await expect(canvas.queryByRole('timer')).toBeNull();
  },
};

/** Answers restored after a reload; under a minute left. */
export const Restored: Story = {
  args: {
    restored: true,
    secondsLeft: 42,
    answers: { '1': 'B', '2': 'true', '3': 'setup', '4': 'It compares the two sensors.' },
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByTestId('quiz-time-warning')).toHaveTextContent(
      '1 minute left',
    );
  },
};

/** The clock passes 5 minutes: the polite live region says so once (a screen reader speaks it). */
export const FiveMinutesLeft: Story = {
  args: { secondsLeft: 4 * 60 + 59 },
  play: async ({ canvasElement }) => {
    const warning = within(canvasElement).getByTestId('quiz-time-warning');
    await expect(warning).toHaveAttribute('role', 'status');
    await expect(warning).toHaveTextContent('5 minutes left');
  },
};

/** Submitting: 'Submitting...'. */
export const Submitting: Story = {
  args: { submitting: true, answers: { '1': 'B', '2': 'true' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Submitting...')).toBeVisible();
  },
};

/** The quiz in Urdu, right to left: questions, answers and the clock. */
export const Urdu: Story = {
  globals: { locale: 'ur' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'کوئز جمع کرائیں' })).toBeInTheDocument();
    await expect(canvas.getAllByText(/سوال 1 از/).length).toBeGreaterThan(0);
  },
};

/**
 * A shuffled attempt with questions drawn from the bank — the page
 * shows the attempt's own questions, in its order, options lettered as shown.
 */
export const ShuffledAttempt: Story = {
  args: {
    assessment: {
      ...assessment,
      question_count: 4,
      questions: [
        assessment.questions[3]!,
        {
          id: 901,
          question_text: 'Which sensor measures distance with sound?',
          question_type: 'multiple_choice',
          options: { A: 'The ultrasonic sensor', B: 'The IR sensor', C: 'The LDR' },
          points: 2,
          hints: [],
        },
        assessment.questions[1]!,
        {
          ...assessment.questions[0]!,
          options: { A: 'The battery', B: 'The ultrasonic sensor', C: 'The L298N motor driver' },
        },
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Which sensor measures distance with sound?')).toBeVisible();
  },
};
