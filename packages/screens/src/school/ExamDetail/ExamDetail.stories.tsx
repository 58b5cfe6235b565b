import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { withRouter } from '../../_storybook/decorators';
import { examFixture, sheetsFixture } from '../_exams/fixtures';
import { ExamDetailView } from './ExamDetail';

const meta = {
  title: 'Screens/School/ExamDetail',
  component: ExamDetailView,
  parameters: { layout: 'fullscreen' },
  decorators: [withRouter],
  args: { exam: examFixture, sheets: sheetsFixture, onRetry: fn(), onPublish: fn() },
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
