import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { withRouter } from '../../_storybook/decorators';
import { marksSheetFixture } from '../_exams/fixtures';
import { MarksEntryView } from './MarksEntry';

const meta = {
  title: 'Screens/School/MarksEntry',
  component: MarksEntryView,
  parameters: { layout: 'fullscreen' },
  decorators: [withRouter],
  args: { sheet: marksSheetFixture, onSave: fn(async () => {}), onRetry: fn(), delay: 0 },
} satisfies Meta<typeof MarksEntryView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Typing marks, Enter to the next student, A for absent: each saved as typed. */
export const Typing: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const fourth = canvas.getByRole('textbox', { name: 'Marks of Fatima Qureshi' });
    await userEvent.click(fourth);
    await userEvent.keyboard('{Backspace}67{Enter}');
    await expect(canvas.getByRole('textbox', { name: 'Marks of Bilal Sheikh' })).toHaveFocus();
    await userEvent.keyboard('a');
    await waitFor(() => expect(canvas.getByTestId('save-state')).toHaveTextContent('Saved'));
    await expect(args.onSave).toHaveBeenCalledWith([{ student_id: 103, marks: 67, absent: false }]);
    await expect(args.onSave).toHaveBeenLastCalledWith([
      { student_id: 104, marks: null, absent: true },
    ]);
  },
};

export const Refused: Story = {
  args: {
    initialState: { kind: 'refused', detail: 'Student 103: marks cannot be above 100.' },
  },
};

export const Saving: Story = { args: { initialState: { kind: 'saving' } } };

export const Locked: Story = {
  args: { sheet: { ...marksSheetFixture, editable: false, is_published: true } },
};

export const Loading: Story = { args: { sheet: null, loading: true } };

export const LoadError: Story = {
  name: 'Error',
  args: {
    sheet: null,
    error:
      'Only the teacher of this subject in this section or an administrator can enter its marks.',
  },
};
