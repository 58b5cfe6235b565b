import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { withRouter } from '../../_storybook/decorators';
import { resultsFixture } from '../_exams/fixtures';
import { SectionResultsView } from './SectionResults';

const meta = {
  title: 'Screens/School/SectionResults',
  component: SectionResultsView,
  parameters: { layout: 'fullscreen' },
  decorators: [withRouter],
  args: {
    results: resultsFixture,
    termName: 'Second Term, 2026-27',
    onRetry: fn(),
    onPublish: fn(),
    onDownload: fn(),
    exportMenu: { onExport: fn() },
    onSaveRemarks: fn(async () => {}),
  },
} satisfies Meta<typeof SectionResultsView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const AsAdmin: Story = { args: { canPublish: true, canRemark: true } };

export const AsSubjectTeacher: Story = { args: { canRemark: false } };

export const Published: Story = {
  args: {
    canPublish: true,
    results: { ...resultsFixture, is_published: true, published_at: '2026-11-21T05:00:00.000Z' },
  },
};

export const Empty: Story = {
  args: {
    results: {
      ...resultsFixture,
      rows: [],
      summary: { students: 0, passed: 0, failed: 0, incomplete: 0, average_percentage: null },
    },
  },
};

export const Loading: Story = { args: { results: null, loading: true } };

export const LoadError: Story = {
  name: 'Error',
  args: {
    results: null,
    error: "Only this section's teachers or an administrator can see its results.",
  },
};
