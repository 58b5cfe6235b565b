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

export const NoSheets: Story = { args: { sheets: { ...sheetsFixture, items: [] } } };

export const Loading: Story = { args: { exam: null, sheets: null, loading: true } };

export const LoadError: Story = {
  name: 'Error',
  args: { exam: null, sheets: null, error: 'Exam not found.' },
};
