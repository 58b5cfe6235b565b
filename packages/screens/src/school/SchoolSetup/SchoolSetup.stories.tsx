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
