import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { withRouter } from '../../_storybook/decorators';
import { sectionWeek } from '../_timetable/fixtures';
import { TimetableView } from './Timetable';

const CLASH = 'Bilal Hussain already teaches Class 6 B in period 3 on Wednesday.';

const meta = {
  title: 'Screens/School/Timetable',
  component: TimetableView,
  decorators: [withRouter],
  parameters: { layout: 'fullscreen' },
  args: {
    sections: [
      { id: 51, label: 'Class 5 A' },
      { id: 52, label: 'Class 5 B' },
    ],
    sectionId: 51,
    week: sectionWeek,
    canEdit: true,
    onSectionChange: fn(),
    onRetry: fn(),
    onPrint: fn(),
    onSave: fn(async (): Promise<string | null> => null),
    onClear: fn(async (): Promise<string | null> => null),
  },
} satisfies Meta<typeof TimetableView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const AdminWeek: Story = {};

/** The server refuses a clash: its sentence is shown in the dialog, which stays open. */
export const ClashRefused: Story = {
  args: { onSave: fn(async () => CLASH) },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: /^Edit Wednesday, period 7/ }));
    const dialog = within(await within(document.body).findByRole('dialog'));
    await userEvent.click(dialog.getByRole('combobox', { name: 'Subject' }));
    await userEvent.click(await within(document.body).findByRole('option', { name: 'English' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(args.onSave).toHaveBeenCalled());
    await expect(await dialog.findByText(CLASH)).toBeVisible();
  },
};

export const TeacherReadOnly: Story = {
  args: { canEdit: false, myId: 101, week: { ...sectionWeek, options: null } },
};

export const NoSectionChosen: Story = { args: { sectionId: null, week: null } };

export const NoPeriods: Story = {
  args: { week: { ...sectionWeek, days: sectionWeek.days.map((d) => ({ ...d, periods: [] })) } },
};

export const Loading: Story = { args: { week: null, loading: true } };

export const LoadError: Story = {
  name: 'Error',
  args: { week: null, error: 'The timetable could not be loaded.' },
};
