import type { Meta, StoryObj } from '@storybook/react-vite';
import type { AcademicYear } from '@watni/api-client';
import { expect, fn, userEvent, within } from 'storybook/test';
import { classes, students, years } from '../fixtures';
import { PromotionView } from './Promotion';

const nextYear = {
  ...years[0],
  id: 3,
  name: '2027-28',
  starts_on: '2027-04-01',
  ends_on: '2028-03-31',
  is_current: false,
  terms: [],
} as AcademicYear;

const meta = {
  title: 'Screens/School/Promotion',
  component: PromotionView,
  parameters: { layout: 'fullscreen' },
  args: {
    years: [...years, nextYear],
    classes,
    students,
    fromSectionId: 7,
    onFromSectionChange: fn(),
    toYearId: 3,
    onToYearChange: fn(),
    toSectionId: 9,
    onToSectionChange: fn(),
    choices: {},
    onChoiceChange: fn(),
    onConfirm: fn(),
  },
} satisfies Meta<typeof PromotionView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Class 1 A into Class 2 A next year; everyone promoted by default. */
export const Filled: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Promote the section' }));
    await expect(args.onConfirm).toHaveBeenCalled();
  },
};

/** One repeats, one has left. */
export const WithExceptions: Story = {
  args: { choices: { [students[1]?.id ?? 0]: 'repeat', [students[3]?.id ?? 0]: 'left' } },
};

export const NothingChosen: Story = {
  args: { fromSectionId: null, toSectionId: null, students: [] },
};
export const EmptySection: Story = { args: { students: [] } };
export const NoNextYear: Story = { args: { years, toYearId: null } };
export const LastClass: Story = { args: { fromSectionId: 9, toSectionId: null } };
export const Loading: Story = { args: { loading: true } };
export const LoadError: Story = {
  name: 'Error',
  args: { error: 'The school records could not be loaded.' },
};
export const Submitting: Story = { args: { submitting: true } };
export const Done: Story = {
  args: { result: { tone: 'success', text: 'Done: 4 promoted, 1 repeating, 0 marked as left.' } },
};
export const Refused: Story = {
  args: {
    result: {
      tone: 'error',
      text: 'Ali Raza is already placed in 2027-28; nothing was moved.',
    },
  },
};
