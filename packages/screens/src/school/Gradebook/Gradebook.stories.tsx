import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { withRouter } from '../../_storybook/decorators';
import { gradebookFixture } from '../_exams/fixtures';
import { GradebookView } from './Gradebook';

const meta = {
  title: 'Screens/School/Gradebook',
  component: GradebookView,
  parameters: { layout: 'fullscreen' },
  decorators: [withRouter],
  args: {
    sections: [
      { id: 5, label: 'Class 5 A' },
      { id: 6, label: 'Class 5 B' },
    ],
    sectionId: 5,
    book: gradebookFixture,
    onSection: fn(),
    onExport: fn(),
    onRetry: fn(),
  },
} satisfies Meta<typeof GradebookView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = {};

export const NoCourses: Story = {
  args: {
    book: {
      ...gradebookFixture,
      courses: [],
      rows: gradebookFixture.rows.map((r) => ({ ...r, quiz_averages: [] })),
    },
  },
};

export const NoSection: Story = { args: { sectionId: null, book: null } };

export const Loading: Story = { args: { book: null, loading: true } };

export const LoadError: Story = {
  name: 'Error',
  args: {
    book: null,
    error: "Only this section's teachers or an administrator can see its results.",
  },
};
