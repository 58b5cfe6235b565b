import type { Meta, StoryObj } from '@storybook/react-vite';
import type { BankQuestion } from '@watni/api-client';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { withRouter } from '../../_storybook/decorators';
import { quizBuilderMessages } from '../../messages/staff-quiz-builder';
import { type BankDraft, bankDraftFrom, emptyBankDraft, validateBankDraft } from './bankForm';
import { QuestionBankView, type QuestionBankViewProps } from './QuestionBank';

const question = (patch: Partial<BankQuestion>): BankQuestion => ({
  id: 1,
  course_id: 3,
  question_text: 'Which crop is sown in Punjab in November?',
  question_type: 'multiple_choice',
  options: { A: 'Rice', B: 'Wheat', C: 'Cotton' },
  correct_answer: 'B',
  accepted_answers: [],
  points: 2,
  hints: [],
  tags: ['crops', 'chapter 1'],
  created_at: '2026-11-01T08:00:00Z',
  updated_at: '2026-11-01T08:00:00Z',
  ...patch,
});

const items: BankQuestion[] = [
  question({ id: 1 }),
  question({
    id: 2,
    question_text: 'Wheat needs more water than rice.',
    question_type: 'true_false',
    options: {},
    correct_answer: 'false',
    points: 1,
    tags: ['crops'],
  }),
  question({
    id: 3,
    question_text: 'Name the river that waters most of Punjab’s wheat.',
    question_type: 'short_answer',
    options: {},
    correct_answer: null,
    accepted_answers: ['Indus', 'Sindh'],
    tags: ['geography', 'chapter 1'],
  }),
  question({
    id: 4,
    question_text: 'Explain why crop rotation keeps soil healthy.',
    question_type: 'essay',
    options: {},
    correct_answer: null,
    points: 5,
    tags: [],
  }),
];

const tags = [
  { tag: 'chapter 1', count: 14 },
  { tag: 'crops', count: 22 },
  { tag: 'geography', count: 9 },
];

/** Holds the filter, page and draft like the container. */
function Stateful(props: QuestionBankViewProps) {
  const [tag, setTag] = useState(props.tag);
  const [search, setSearch] = useState(props.search);
  const [page, setPage] = useState(props.page);
  const [draft, setDraft] = useState<BankDraft | null>(props.draft);
  const [errors, setErrors] = useState(props.errors ?? {});
  return (
    <QuestionBankView
      {...props}
      tag={tag}
      onTagChange={(next) => {
        setTag(next);
        props.onTagChange(next);
      }}
      search={search}
      onSearchChange={setSearch}
      page={page}
      onPageChange={setPage}
      draft={draft}
      errors={errors}
      onAdd={() => {
        setDraft(emptyBankDraft(tag));
        props.onAdd();
      }}
      onEdit={(q) => setDraft(bankDraftFrom(q))}
      onDraftChange={setDraft}
      onCancel={() => setDraft(null)}
      onSave={() => {
        if (draft) setErrors(validateBankDraft(draft, quizBuilderMessages.errors, 'Tags'));
        props.onSave();
      }}
    />
  );
}

const meta = {
  title: 'Screens/Staff/QuestionBank',
  component: Stateful,
  decorators: [withRouter],
  parameters: { layout: 'fullscreen', route: '/dashboard/courses/3/question-bank' },
  args: {
    courseTitle: 'Introduction to Agronomy',
    backHref: '/dashboard/courses/3/assessments',
    items,
    total: 45,
    tags,
    tag: null,
    search: '',
    page: 1,
    pageSize: 20,
    draft: null,
    onTagChange: fn(),
    onSearchChange: fn(),
    onPageChange: fn(),
    onAdd: fn(),
    onEdit: fn(),
    onDelete: fn(),
    onDraftChange: fn(),
    onSave: fn(),
    onCancel: fn(),
    onRetry: fn(),
    onImport: fn(),
    onExport: fn(),
  },
} satisfies Meta<typeof Stateful>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A filled bank: questions of every type with their tags, the tag filter, three pages. */
export const Filled: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByTestId('bank-question')).toHaveLength(4);
    await expect(canvas.getByText('Showing 1–20 of 45')).toBeVisible();
    await expect(canvas.getByRole('navigation', { name: /pag/i })).toBeVisible();
  },
};

/** An empty bank: what it is for and how to start. */
export const Empty: Story = {
  args: { items: [], total: 0, tags: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('The bank has no questions yet')).toBeVisible();
  },
};

/** A tag chosen that matches nothing else typed. */
export const FilteredEmpty: Story = {
  args: { items: [], total: 0, tag: 'geography', search: 'monsoon' },
};

/** Adding a question: the builder's question form with tags; Save checks it first. */
export const Adding: Story = {
  args: { draft: emptyBankDraft('crops') },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: /New question/ })).toHaveFocus();
    await userEvent.click(canvas.getByRole('button', { name: 'Save question' }));
    await expect(args.onSave).toHaveBeenCalled();
    await expect(await canvas.findAllByText('Question text is required')).not.toHaveLength(0);
  },
};

/** Editing a short-answer question of the bank. */
export const Editing: Story = {
  args: { draft: bankDraftFrom(items[2]!) },
};

export const SaveRefused: Story = {
  args: {
    draft: bankDraftFrom(items[0]!),
    saveError: 'The question could not be saved: A tag must be at most 40 characters long.',
  },
};

export const Loading: Story = { args: { loading: true } };
export const ErrorState: Story = {
  name: 'Error',
  args: { error: 'Course not found.', items: [] },
};
export const Urdu: Story = { globals: { locale: 'ur' } };
export const UrduAdding: Story = {
  args: { draft: emptyBankDraft('crops') },
  globals: { locale: 'ur' },
};

/** The Export menu: GIFT, Aiken (multiple choice only) and QTI 2.1. */
export const ExportMenuOpen: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Export the question bank' }));
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(await body.findByRole('button', { name: 'GIFT (Moodle), every type' }));
    await expect(args.onExport).toHaveBeenCalledWith('gift');
  },
};
