import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { withRouter } from '../../_storybook/decorators';
import { examFixture, sheetsFixture } from '../_exams/fixtures';
import { ExamDetailView } from './ExamDetail';

const meta = {
  title: 'Screens/School/ExamDetail',
  component: ExamDetailView,
  parameters: { layout: 'fullscreen' },
  decorators: [withRouter],
  args: {
    exam: examFixture,
    sheets: sheetsFixture,
    onRetry: fn(),
    onPublish: fn(),
    onSubmitForApproval: fn(),
    onReturn: fn(),
  },
} satisfies Meta<typeof ExamDetailView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const AsTeacher: Story = {};

export const AsAdmin: Story = { args: { canPublish: true } };

export const Published: Story = {
  args: {
    canPublish: true,
    exam: { ...examFixture, is_published: true, published_at: '2026-11-21T05:00:00.000Z' },
  },
};

export const ReportCardsRunning: Story = {
  args: {
    canPublish: true,
    onStartRun: fn(),
    run: {
      id: 4,
      exam_id: 1,
      class_id: 10,
      class_name: 'Class 5',
      language: 'ur',
      status: 'running',
      total: 13,
      done: 7,
      error: null,
      created_at: '2026-11-24T04:00:00.000Z',
      finished_at: null,
      files: [{ section_id: 5, section_name: 'A', students: 7 }],
    },
  },
};

export const ReportCardsReady: Story = {
  args: {
    canPublish: true,
    onStartRun: fn(),
    onDownloadRunFile: fn(),
    run: {
      id: 4,
      exam_id: 1,
      class_id: 10,
      class_name: 'Class 5',
      language: 'ur',
      status: 'done',
      total: 13,
      done: 13,
      error: null,
      created_at: '2026-11-24T04:00:00.000Z',
      finished_at: '2026-11-24T04:00:09.000Z',
      files: [
        { section_id: 5, section_name: 'A', students: 7 },
        { section_id: 6, section_name: 'B', students: 6 },
      ],
    },
  },
};

export const NoSheets: Story = { args: { sheets: { ...sheetsFixture, items: [] } } };

export const Loading: Story = { args: { exam: null, sheets: null, loading: true } };

export const LoadError: Story = {
  name: 'Error',
  args: { exam: null, sheets: null, error: 'Exam not found.' },
};

const incomplete = {
  exam_id: 1,
  complete: false,
  missing_total: 8,
  gaps: [
    {
      class_name: 'Class 5',
      section_id: 6,
      section_name: 'B',
      subject_id: 52,
      subject_name: 'Mathematics',
      missing: 6,
      students: [
        { student_id: 201, roll_no: 1, name: 'Zainab Akhtar' },
        { student_id: 202, roll_no: 2, name: 'Omar Farooq' },
        { student_id: 203, roll_no: 3, name: 'Maryam Iqbal' },
        { student_id: 204, roll_no: 4, name: 'Saad Hussain' },
        { student_id: 205, roll_no: 5, name: 'Noor Fatima' },
        { student_id: 206, roll_no: 6, name: 'Talha Anwar' },
      ],
    },
    {
      class_name: 'Class 5',
      section_id: 5,
      section_name: 'A',
      subject_id: 53,
      subject_name: 'English',
      missing: 2,
      students: [
        { student_id: 103, roll_no: 4, name: 'Fatima Qureshi' },
        { student_id: 106, roll_no: 7, name: 'Usman Siddiqui' },
      ],
    },
  ],
};

/** Marks missing: listed per subject and section; the head can mark the rest absent or exempt. */
export const Incomplete: Story = {
  args: { canPublish: true, canSubmit: true, completeness: incomplete, onFillGap: fn() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('8 marks are missing', { exact: false })).toBeVisible();
    await userEvent.click(
      canvas.getByRole('button', { name: 'Mark the rest exempt: English, Class 5 A' }),
    );
    await expect(args.onFillGap).toHaveBeenCalledWith(5, 53, 'exempt');
    // With gaps the submission goes straight to the server, which refuses and names them.
    await userEvent.click(canvas.getByRole('button', { name: 'Submit for approval' }));
    await expect(args.onSubmitForApproval).toHaveBeenCalled();
    await expect(canvas.queryByRole('button', { name: 'Approve and publish' })).toBeNull();
  },
};

/** The server refused to publish: its sentence names the gaps. */
export const PublishBlocked: Story = {
  args: {
    canPublish: true,
    completeness: incomplete,
    onFillGap: fn(),
    publishError:
      'Marks are missing, so the results cannot be published: Mathematics of Class 5 B (6 students); English of Class 5 A (2 students). Enter them, or mark each absent or exempt.',
  },
};

export const Complete: Story = {
  args: {
    canPublish: true,
    completeness: { exam_id: 1, complete: true, missing_total: 0, gaps: [] },
  },
};

const awaiting = {
  ...examFixture,
  approval: {
    state: 'submitted' as const,
    submitted_at: '2026-11-24T06:30:00.000Z',
    submitted_by_name: 'Sana Tariq',
    returned_at: null,
    returned_reason: null,
    can_approve: true,
  },
};

/** The head: approve (which publishes) or send back with a reason. */
export const AwaitingApproval: Story = {
  args: { canPublish: true, canSubmit: true, exam: awaiting },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/Awaiting the head’s approval: submitted by/)).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Submit for approval' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Send back' }));
    const reason = canvas.getByLabelText('Why are the results sent back?');
    await userEvent.type(reason, 'Recheck the maths of Class 5 B');
    await userEvent.click(canvas.getByRole('button', { name: 'Send back with this reason' }));
    await expect(args.onReturn).toHaveBeenCalledWith('Recheck the maths of Class 5 B');
  },
};

/** The head who submitted the results: someone else approves them. */
export const AwaitingOwnSubmission: Story = {
  args: {
    canPublish: true,
    canSubmit: true,
    exam: { ...awaiting, approval: { ...awaiting.approval, can_approve: false } },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('button', { name: 'Approve and publish' })).toBeNull();
    await expect(canvas.getByText(/another head approves them/)).toBeVisible();
  },
};

/** Sent back: the reason shows until the results are submitted again. */
export const SentBack: Story = {
  args: {
    canSubmit: true,
    exam: {
      ...examFixture,
      approval: {
        state: 'returned',
        submitted_at: null,
        submitted_by_name: null,
        returned_at: '2026-11-24T08:00:00.000Z',
        returned_reason: 'Recheck the maths of Class 5 B',
        can_approve: false,
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/Recheck the maths of Class 5 B/)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Submit for approval' })).toBeVisible();
  },
};
