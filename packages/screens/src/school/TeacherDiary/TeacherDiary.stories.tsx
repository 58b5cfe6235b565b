import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { DAY, dayReads, englishPost, mathsPost, teacherOptions } from '../_diary/fixtures';
import { TeacherDiaryView } from './TeacherDiary';

const filled = {
  day: DAY,
  section_id: 15,
  class_name: 'Class 5',
  section_name: 'A',
  posts: [englishPost, mathsPost],
};

const meta = {
  title: 'Screens/School/TeacherDiary',
  component: TeacherDiaryView,
  args: {
    options: teacherOptions,
    sectionId: 15,
    onSectionChange: () => {},
    day: DAY,
    today: DAY,
    onDayChange: () => {},
    diary: filled,
    onCreate: () => {},
    onUpdate: () => {},
    onDelete: () => {},
    onOpenAttachment: () => {},
  },
} satisfies Meta<typeof TeacherDiaryView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The day's entries of Class 5 A: the teacher's own (editable) and a colleague's. */
export const Filled: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByTestId('diary-post')).toHaveLength(2);
    // Only the own entry has Edit and Delete.
    await expect(canvas.getAllByRole('button', { name: 'Edit' })).toHaveLength(1);
    await expect(canvas.getByRole('form', { name: 'New entry' })).toBeVisible();
  },
};

export const FilledUrdu: Story = { globals: { locale: 'ur' } };

/** Who has read each entry: "Read by 2 of 32 families", opening to the readers in Pakistan time. */
export const ReadReceipts: Story = {
  args: { reads: dayReads },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByTestId('diary-reads')).toHaveLength(2);
    await userEvent.click(canvas.getByText('Read by 2 of 32 families'));
    // 11:42 UTC is 4:42 pm in Pakistan.
    await expect(canvas.getByText('Ali Raza (student), 27 Nov 2026, 4:42 pm')).toBeVisible();
    await expect(
      canvas.getByText('Kamran Raza, guardian of Ali Raza, 27 Nov 2026, 7:05 pm'),
    ).toBeVisible();
    await userEvent.click(canvas.getByText('Read by 0 of 32 families'));
    await expect(canvas.getByText('No student or parent has opened it yet.')).toBeVisible();
  },
};

export const ReadReceiptsUrdu: Story = {
  args: { reads: dayReads },
  globals: { locale: 'ur' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByText('32 میں سے 2 خاندانوں نے پڑھ لیا'));
    await expect(canvas.getAllByRole('listitem').length).toBeGreaterThan(2);
  },
};

export const ReadReceiptsFailed: Story = { args: { readsFailed: true } };

/** Posting without a subject or a text says what is missing, before any request. */
export const MissingText: Story = {
  args: { diary: { ...filled, posts: [] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Post' }));
    await expect(canvas.getByText('Choose a subject.')).toBeVisible();
  },
};

export const Editing: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Edit' }));
    await expect(canvas.getByRole('form', { name: 'Edit entry' })).toBeVisible();
  },
};

export const Refused: Story = {
  args: {
    diary: { ...filled, posts: [] },
    saveError: 'The attachment is too large: at most 2 MiB.',
  },
};

export const Posted: Story = { args: { notice: 'posted' } };

export const NoSectionChosen: Story = { args: { sectionId: null, diary: null } };

export const NoSections: Story = { args: { options: { today: DAY, sections: [] } } };

export const EmptyDay: Story = { args: { diary: { ...filled, posts: [] } } };

export const Loading: Story = { args: { options: null, loading: true } };

export const ErrorState: Story = {
  name: 'Error',
  args: { options: null, error: 'The diary could not be loaded.', onRetry: () => {} },
};

const queued = [
  {
    kind: 'create' as const,
    op_id: '8f0c1a52-3f2e-4b7a-9d4e-1c2b3a4d5e6f',
    sectionId: 15,
    day: DAY,
    subjectId: englishPost.subject_id,
    subjectName: englishPost.subject_name,
    body: 'Write five sentences about your school.',
    due_date: null,
    queuedAt: 1,
  },
  {
    kind: 'edit' as const,
    op_id: '1b2c3d4e-5f60-4718-8a9b-0c1d2e3f4a5b',
    postId: mathsPost.id,
    sectionId: 15,
    day: DAY,
    subjectId: mathsPost.subject_id,
    subjectName: mathsPost.subject_name,
    body: 'Exercise 4.2, questions 1 to 5.',
    due_date: null,
    queuedAt: 2,
    refused: 'Only the author may edit this diary entry.',
  },
];

/** No connection (the console's banner says so): a new entry waiting to send, an edit refused. */
export const Offline: Story = {
  args: { notice: 'queued', queued, onRemoveQueued: () => {} },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/^Kept on this device/)).toBeVisible();
    await expect(canvas.getAllByTestId('diary-queued')).toHaveLength(2);
    await expect(canvas.getAllByText('Waiting to send').length).toBeGreaterThan(1);
    await expect(canvas.getByText(/Not sent: Only the author/)).toBeVisible();
  },
};

export const OfflineUrdu: Story = {
  args: { notice: 'queued', queued, onRemoveQueued: () => {} },
  globals: { locale: 'ur' },
};

/** Back online: the queue being sent. */
export const SendingQueued: Story = { args: { queued: queued.slice(0, 1), sendingQueued: true } };
