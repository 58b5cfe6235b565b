import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { withRouter } from '../../_storybook/decorators';
import { DatesheetEditor } from './DatesheetEditor';
import {
  datesheetClassOptions,
  datesheetFixture,
  emptyDatesheetFixture,
  publishedDatesheetFixture,
} from './fixtures';

const meta = {
  title: 'Screens/School/DatesheetEditor',
  component: DatesheetEditor,
  decorators: [withRouter],
  args: {
    sheet: datesheetFixture,
    classes: datesheetClassOptions,
    canEdit: true,
    onSave: fn(),
    onRemove: fn(),
    onPublish: fn(),
    onPrint: fn(),
    onRetry: fn(),
  },
} satisfies Meta<typeof DatesheetEditor>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The office's draft: papers by class, each with edit and remove, the add form and publish. */
export const Draft: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2, name: 'Datesheet' })).toBeVisible();
    await expect(canvas.getByRole('table', { name: 'Papers of Class 5' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Remove Mathematics' })).toBeVisible();
    canvas.getByRole('button', { name: 'Publish the datesheet' }).click();
    await expect(args.onPublish).toHaveBeenCalled();
    canvas.getByRole('button', { name: 'Print Class 5 (Urdu)' }).click();
    await expect(args.onPrint).toHaveBeenCalledWith(10, 'Class 5', 'ur');
  },
};

export const DraftUrdu: Story = { ...Draft, play: undefined, globals: { locale: 'ur' } };

/** A clash refused by the server: the sentence names the class, both subjects and the time. */
export const Clash: Story = {
  args: {
    saveError:
      'Class 5 already sits Mathematics on 15-12-2026 from 09:00 to 12:00, so English cannot be at that time.',
  },
};

export const ClashUrdu: Story = {
  args: {
    saveError:
      'Class 5 کا 15-12-2026 کو 09:00 سے 12:00 تک Mathematics کا پرچہ ہے، اس لیے English اس وقت نہیں ہو سکتا۔',
  },
  globals: { locale: 'ur' },
};

export const Published: Story = { args: { sheet: publishedDatesheetFixture } };

export const PublishedUrdu: Story = {
  args: { sheet: publishedDatesheetFixture },
  globals: { locale: 'ur' },
};

/** A teacher reads the datesheet and prints it; no editing. */
export const ReadOnly: Story = { args: { canEdit: false, sheet: publishedDatesheetFixture } };

export const Empty: Story = { args: { sheet: emptyDatesheetFixture } };

export const EmptyUrdu: Story = {
  args: { sheet: emptyDatesheetFixture },
  globals: { locale: 'ur' },
};

export const Loading: Story = { args: { sheet: null, loading: true } };

export const LoadError: Story = {
  name: 'Error',
  args: { sheet: null, error: 'The datesheet could not be loaded.' },
};

export const LoadErrorUrdu: Story = {
  name: 'Error (Urdu)',
  args: { sheet: null, error: 'ڈیٹ شیٹ لوڈ نہیں ہو سکی۔' },
  globals: { locale: 'ur' },
};
