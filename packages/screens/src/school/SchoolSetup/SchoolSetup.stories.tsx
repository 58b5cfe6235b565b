import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { classes, years } from '../fixtures';
import { SchoolSetupView } from './SchoolSetup';

const meta = {
  title: 'Screens/School/SchoolSetup',
  component: SchoolSetupView,
  parameters: { layout: 'fullscreen' },
  args: {
    years,
    classes,
    onCreateYear: fn(),
    onMakeCurrent: fn(),
    onAddTerm: fn(),
    onSaveSubjectTeachers: fn(),
    teachers: [
      { id: 7, first_name: 'Imran', last_name: 'Qureshi' },
      { id: 8, first_name: 'Sadia', last_name: 'Malik' },
    ],
    onApplyDefaults: fn(),
    onAddClass: fn(),
    onAddSection: fn(),
    onRetry: fn(),
  },
} satisfies Meta<typeof SchoolSetupView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Make current: 2025-26' }));
    await expect(args.onMakeCurrent).toHaveBeenCalledWith(years[1]);
    await userEvent.type(canvas.getByRole('textbox', { name: 'New section of Class 2' }), 'C');
    await userEvent.click(canvas.getAllByRole('button', { name: 'Add section' }).at(-1)!);
    await expect(args.onAddSection).toHaveBeenCalledWith(classes[4], 'C');
  },
};

export const NewSchool: Story = {
  args: { years: [], classes: [] },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: /Add Playgroup to Class 10/ }));
    await expect(args.onApplyDefaults).toHaveBeenCalled();
  },
};

export const Loading: Story = { args: { loading: true } };

export const LoadError: Story = {
  name: 'Error',
  args: { error: 'The school records could not be loaded.' },
};

export const AddTerm: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const form = within(canvas.getByRole('form', { name: 'Add term' }));
    await userEvent.type(form.getByRole('textbox', { name: /Term name/ }), 'Third Term');
    await userEvent.type(form.getByLabelText(/Term starts on/), '2027-01-01');
    await userEvent.type(form.getByLabelText(/Term ends on/), '2027-03-31');
    await userEvent.click(form.getByRole('button', { name: 'Add term' }));
    await expect(args.onAddTerm).toHaveBeenCalledWith(years[0], {
      name: 'Third Term',
      starts_on: '2027-01-01',
      ends_on: '2027-03-31',
    });
  },
};

export const TermOutsideYear: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const form = within(canvas.getByRole('form', { name: 'Add term' }));
    await userEvent.type(form.getByRole('textbox', { name: /Term name/ }), 'Summer');
    await userEvent.type(form.getByLabelText(/Term starts on/), '2027-04-01');
    await userEvent.type(form.getByLabelText(/Term ends on/), '2027-05-31');
    await userEvent.click(form.getByRole('button', { name: 'Add term' }));
    await expect(
      form.getByText('A term of 2026-27 must fall between 2026-04-01 and 2027-03-31.'),
    ).toBeVisible();
    await expect(args.onAddTerm).not.toHaveBeenCalled();
  },
};

export const TermRefused: Story = {
  args: { termError: 'Terms of a year may not overlap: First Term already covers 2026-05-01.' },
  play: async ({ canvasElement }) => {
    const form = within(within(canvasElement).getByRole('form', { name: 'Add term' }));
    await expect(form.getByRole('alert')).toHaveTextContent(/may not overlap/);
  },
};

export const SubjectTeachers: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const form = within(canvas.getByRole('form', { name: 'Subject teachers' }));
    await userEvent.click(form.getByRole('combobox', { name: 'Subject' }));
    await userEvent.click(
      await within(document.body).findByRole('option', { name: 'Class 1: Mathematics' }),
    );
    await expect(form.getByRole('combobox', { name: 'Teacher of Class 1 A' })).toHaveTextContent(
      'Imran Qureshi',
    );
    await userEvent.click(form.getByRole('combobox', { name: 'Teacher of Class 1 B' }));
    await userEvent.click(
      await within(document.body).findByRole('option', { name: 'Sadia Malik' }),
    );
    await userEvent.click(form.getByRole('button', { name: 'Save teachers' }));
    const subject = classes[3]!.subjects[1]!;
    await expect(args.onSaveSubjectTeachers).toHaveBeenCalledWith(subject, [
      { section_id: classes[3]!.sections[1]!.id, teacher_id: 8 },
    ]);
  },
};

export const SubjectTeacherRefused: Story = {
  args: { subjectTeachersError: "The section does not belong to the subject's class." },
};

export const NoSubjects: Story = {
  args: { classes: classes.slice(0, 2) },
};
