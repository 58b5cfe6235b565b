import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { withRouter } from '../../_storybook/decorators';
import { classesFixture, examsFixture } from '../_exams/fixtures';
import { ExamsView } from './Exams';

const meta = {
  title: 'Screens/School/Exams',
  component: ExamsView,
  parameters: { layout: 'fullscreen' },
  decorators: [withRouter],
  args: { exams: examsFixture, onRetry: fn(), onCreate: fn() },
} satisfies Meta<typeof ExamsView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const AsTeacher: Story = {};

export const AsAdmin: Story = {
  args: {
    canCreate: true,
    terms: [
      { id: 1, label: 'First Term, 2026-27' },
      { id: 2, label: 'Second Term, 2026-27' },
    ],
    classes: classesFixture,
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText(/^Name/), 'Mid-Term');
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Class 5' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Create exam' }));
    await expect(args.onCreate).toHaveBeenCalledWith({
      term_id: 1,
      name: 'Mid-Term',
      classes: [
        {
          class_id: 10,
          papers: [
            { subject_id: 51, exam_date: null, max_marks: 100, passing_marks: 33 },
            { subject_id: 52, exam_date: null, max_marks: 100, passing_marks: 33 },
          ],
        },
      ],
    });
  },
};

export const Refused: Story = {
  args: { ...AsAdmin.args, createError: 'Mathematics is not a subject of Class 5.' },
};

export const Empty: Story = { args: { exams: [] } };

export const Loading: Story = { args: { exams: null, loading: true } };

export const LoadError: Story = {
  name: 'Error',
  args: { exams: null, error: 'The exams could not be loaded.' },
};
