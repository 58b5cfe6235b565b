import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { withRouter } from '../../_storybook/decorators';
import { awaitingState, myAttempts } from './fixtures';
import { QuizSummaryView } from './QuizSummary';

const meta = {
  title: 'Screens/Learner/QuizSummary',
  component: QuizSummaryView,
  decorators: [withRouter],
  parameters: { layout: 'fullscreen', route: '/assessments/5/take' },
  args: { mine: myAttempts, onRetake: fn() },
} satisfies Meta<typeof QuizSummaryView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Graded (the best attempt counts), one attempt left. */
export const Graded: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByTestId('attempt-item')).toHaveLength(2);
    await expect(canvas.getByTestId('quiz-state')).toHaveAttribute('data-status', 'graded');
  },
};

/** Submitted, awaiting grading, no attempt left. */
export const AwaitingGrading: Story = {
  args: {
    mine: {
      ...myAttempts,
      state: awaitingState,
      items: [
        { ...myAttempts.items[1]!, grading_pending: true, score: 2, passed: false, counts: false },
      ],
    },
    onRetake: undefined,
  },
};

export const Loading: Story = { args: { mine: undefined } };
export const Urdu: Story = { globals: { locale: 'ur' } };
