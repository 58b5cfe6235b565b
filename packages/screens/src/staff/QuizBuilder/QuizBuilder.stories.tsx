import type { Meta, StoryObj } from '@storybook/react-vite';
import type { AssessmentAdmin, QuestionAdmin } from '@watni/api-client';
import { useConfirm } from '@watni/ui';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { withRouter } from '../../_storybook/decorators';
import { quizBuilderMessages } from '../../messages/staff-quiz-builder';
import { QuizBuilderView, type QuizBuilderViewProps } from './QuizBuilder';
import { emptyQuiz, type QuizDraft, quizFromAdmin, validateQuiz } from './quizForm';

const question = (patch: Partial<QuestionAdmin>): QuestionAdmin => ({
  id: 1,
  assessment_id: 9,
  question_text: 'Which crop is sown in Punjab in November?',
  question_type: 'multiple_choice',
  options: { A: 'Rice', B: 'Wheat', C: 'Cotton' },
  points: 2,
  hints: ['It is the rabi season.'],
  order_index: 0,
  correct_answer: 'B',
  accepted_answers: [],
  ...patch,
});

const assessment: AssessmentAdmin = {
  id: 9,
  course_id: 3,
  title: 'Week 1: Soils and seasons',
  description: 'Ten minutes on the first week of lessons.',
  assessment_type: 'quiz',
  total_points: 8,
  passing_score: 60,
  time_limit_minutes: 10,
  is_published: true,
  question_count: 4,
  created_at: '2026-11-01T08:00:00Z',
  questions: [
    question({ id: 1, order_index: 0 }),
    question({
      id: 2,
      order_index: 1,
      question_text: 'Wheat needs more water than rice.',
      question_type: 'true_false',
      options: {},
      correct_answer: 'false',
      points: 1,
      hints: [],
    }),
    question({
      id: 3,
      order_index: 2,
      question_text: 'Name the capital of Punjab.',
      question_type: 'short_answer',
      options: {},
      correct_answer: null,
      accepted_answers: ['Lahore', 'Lahore city'],
      points: 2,
      hints: [],
    }),
    question({
      id: 4,
      order_index: 3,
      question_text: 'Explain why crop rotation keeps soil healthy.',
      question_type: 'essay',
      options: {},
      correct_answer: null,
      points: 3,
      hints: ['Think about nitrogen.'],
    }),
  ],
};

const filled = quizFromAdmin(assessment);

/** Holds the draft like the container does, with the design system's ConfirmDialog for removal. */
type StatefulProps = QuizBuilderViewProps & {
  /** Validate like the container when Save is pressed. */
  validateOnSave?: boolean;
};

function Stateful(props: StatefulProps) {
  const { validateOnSave, ...rest } = props;
  const [draft, setDraft] = useState<QuizDraft>(props.draft);
  const [errors, setErrors] = useState(props.errors ?? {});
  const [focus, setFocus] = useState(0);
  const confirm = useConfirm();
  const t = quizBuilderMessages.question;
  return (
    <QuizBuilderView
      {...rest}
      draft={draft}
      errors={errors}
      summaryFocus={focus}
      onChange={(next) => {
        setDraft(next);
        rest.onChange(next);
      }}
      onRemoveQuestion={async (q, n) => {
        rest.onRemoveQuestion(q, n);
        const ok = await confirm({
          title: t.removeTitle,
          message: t.removeConfirm(n),
          confirmLabel: t.remove,
          tone: 'danger',
        });
        if (ok) setDraft((d) => ({ ...d, questions: d.questions.filter((x) => x.key !== q.key) }));
      }}
      onSave={() => {
        if (validateOnSave) {
          setErrors(validateQuiz(draft));
          setFocus((n) => n + 1);
        }
        rest.onSave();
      }}
    />
  );
}

const meta = {
  title: 'Screens/Staff/QuizBuilder',
  component: Stateful,
  decorators: [withRouter],
  parameters: { layout: 'fullscreen' },
  args: {
    mode: 'edit',
    courseTitle: 'Introduction to Agronomy',
    backHref: '/dashboard/courses/3/assessments',
    draft: filled,
    onChange: fn(),
    onRemoveQuestion: fn(),
    onSave: fn(),
    onRetry: fn(),
  },
} satisfies Meta<typeof Stateful>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Edit mode with one question of each type. */
export const Edit: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Edit Quiz' })).toBeVisible();
    await expect(canvas.getByTestId('quiz-total-points')).toHaveTextContent('Total points: 8');
    await expect(canvas.getByRole('link', { name: 'Back to Manage Assessments' })).toHaveAttribute(
      'href',
      '/dashboard/courses/3/assessments',
    );
    // The total follows the points as they are typed.
    const points = canvas.getAllByLabelText(/^Points/)[0] as HTMLInputElement;
    await userEvent.clear(points);
    await userEvent.type(points, '5');
    await expect(canvas.getByTestId('quiz-total-points')).toHaveTextContent('Total points: 11');
    await userEvent.click(canvas.getByRole('button', { name: 'Save Quiz' }));
    await expect(args.onSave).toHaveBeenCalled();
  },
};

/** Create mode: an empty quiz. */
export const CreateEmpty: Story = {
  args: { mode: 'create', draft: emptyQuiz() },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Create Quiz' })).toBeVisible();
    await expect(
      canvas.getByText('No questions yet. Add your first question below.'),
    ).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Add multiple choice question' }));
    // Focus moves into the new question's text.
    await waitFor(() => expect(canvas.getByLabelText(/^Question text/)).toHaveFocus());
    await userEvent.keyboard('Which is a rabi crop?');
    await userEvent.type(canvas.getByLabelText(/^Option A/), 'Wheat');
    await userEvent.type(canvas.getByLabelText(/^Option B/), 'Rice');
    await userEvent.click(canvas.getByRole('button', { name: 'Add option' }));
    await waitFor(() => expect(canvas.getByLabelText(/^Option C/)).toHaveFocus());
    await userEvent.click(canvas.getByRole('radio', { name: 'A. Wheat' }));
    await expect(canvas.getByRole('radio', { name: 'A. Wheat' })).toBeChecked();
    await expect(canvas.getByTestId('quiz-total-points')).toHaveTextContent('Total points: 1');
  },
};

/** Reordering with the keyboard: focus stays on the moved question's button. */
export const Reorder: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const up = canvas.getByRole('button', { name: 'Move question 2 up' });
    up.focus();
    await userEvent.keyboard('{Enter}');
    const headings = canvas.getAllByRole('heading', { level: 3 });
    await expect(headings[0]).toHaveTextContent(/^Question 1 of 4\s*True\/False/);
    // At the top, "up" is disabled, so focus moved to its partner.
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: 'Move question 1 down' })).toHaveFocus(),
    );
    await expect(canvas.getByText('Question 2 moved to position 1.')).toBeInTheDocument();
  },
};

/** Removing asks first in the design system's ConfirmDialog. */
export const RemoveConfirm: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Remove question 4' }));
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('alertdialog', { name: 'Remove question' });
    await expect(dialog).toHaveTextContent('Remove question 4?');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(canvas.getAllByTestId('builder-question')).toHaveLength(3));
    await expect(canvas.getByTestId('quiz-total-points')).toHaveTextContent('Total points: 5');
  },
};

/** Saving with missing answers: messages beside the fields and a summary that takes focus. */
export const ValidationErrors: Story = {
  args: {
    mode: 'create',
    validateOnSave: true,
    draft: {
      ...emptyQuiz(),
      passing_score: '120',
      questions: [
        {
          ...(filled.questions[0] as QuizDraft['questions'][number]),
          correct_option: null,
          id: null,
        },
        {
          ...(filled.questions[2] as QuizDraft['questions'][number]),
          accepted_answers: [],
          id: null,
        },
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Save Quiz' }));
    const summary = await waitFor(() => {
      const found = canvasElement.querySelector<HTMLElement>('[data-slot="form-error-summary"]');
      if (!found) throw new Error('no summary yet');
      return found;
    });
    await waitFor(() => expect(summary).toHaveFocus());
    await expect(summary).toHaveTextContent('Title is required');
    await expect(summary).toHaveTextContent('Question 1: Mark the correct option');
    await expect(summary).toHaveTextContent('Question 2: Add at least one accepted answer');
    await expect(canvas.getByLabelText(/^Title/)).toHaveAttribute('aria-invalid', 'true');
  },
};

export const Saving: Story = { args: { saving: true } };

export const SaveFailed: Story = {
  args: { saveError: 'Failed to save quiz: You can only manage assessments of your own courses.' },
};

/** Some questions were not saved: each is named, at the top and on its card. */
export const PartlySaved: Story = {
  args: {
    questionFailures: {
      [filled.questions[2]?.key ?? '']: 'accepted_answers must have at most 50 items.',
    },
    otherFailures: ['A removed question could not be deleted: Question not found.'],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByText('Question 3 was not saved: accepted_answers must have at most 50 items.'),
    ).toBeVisible();
    await expect(
      canvas.getByText('This question was not saved: accepted_answers must have at most 50 items.'),
    ).toBeVisible();
  },
};

export const Loading: Story = { args: { loading: true, draft: emptyQuiz() } };

export const LoadError: Story = {
  name: 'Error',
  args: { error: 'Error: Assessment not found.', draft: emptyQuiz() },
};

export const SessionExpired: Story = {
  args: { error: 'Session expired. Please login again.', draft: emptyQuiz() },
};

// Random questions from the course's bank, and shuffles.
const bankTags = [
  { tag: 'crops', count: 22 },
  { tag: 'soils', count: 3 },
];

/** Two "Random from bank" blocks, with questions and options shuffled per attempt. */
export const RandomFromBank: Story = {
  args: {
    bankTags,
    bankHref: '/dashboard/courses/3/question-bank',
    draft: {
      ...filled,
      shuffle_questions: true,
      shuffle_options: true,
      random_draws: [
        { key: 'd1', tag: 'crops', count: '5' },
        { key: 'd2', tag: 'soils', count: '2' },
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByTestId('random-draw')).toHaveLength(2);
    await expect(canvas.getByTestId('drawn-total')).toHaveTextContent(
      'Plus 7 questions drawn from the bank',
    );
    await expect(canvas.getByText('22 questions have this tag')).toBeVisible();
    await expect(canvas.getByRole('switch', { name: /Shuffle questions/ })).toBeChecked();
  },
};

/** A block asking for more questions than the tag has, refused before sending. */
export const RandomTooFew: Story = {
  args: {
    bankTags,
    bankHref: '/dashboard/courses/3/question-bank',
    draft: { ...filled, random_draws: [{ key: 'd3', tag: 'soils', count: '5' }] },
    errors: validateQuiz(
      { ...filled, random_draws: [{ key: 'd3', tag: 'soils', count: '5' }] },
      undefined,
      undefined,
      new Map(bankTags.map((item) => [item.tag, item.count])),
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      (await canvas.findAllByText('The bank has only 3 questions with this tag')).length,
    ).toBeGreaterThan(0);
  },
};

/** The course's bank is empty: the block says where to add questions. */
export const RandomBankEmpty: Story = {
  args: { bankTags: [], bankHref: '/dashboard/courses/3/question-bank', draft: filled },
};

export const RandomFromBankUrdu: Story = {
  ...RandomFromBank,
  play: undefined,
  globals: { locale: 'ur' },
};
