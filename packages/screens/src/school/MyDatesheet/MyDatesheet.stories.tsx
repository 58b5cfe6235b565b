import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { withRouter } from '../../_storybook/decorators';
import { myDatesheetsFixture } from '../Datesheet/fixtures';
import { MyDatesheetView } from './MyDatesheet';

const meta = {
  title: 'Screens/School/MyDatesheet',
  component: MyDatesheetView,
  parameters: { layout: 'fullscreen' },
  decorators: [withRouter],
  args: { parent: true, items: myDatesheetsFixture, onPrint: fn(), onRetry: fn() },
} satisfies Meta<typeof MyDatesheetView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A parent's two children, each with their class's papers. */
export const AsParent: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Your children’s datesheets' }),
    ).toBeVisible();
    await expect(canvas.getByRole('table', { name: 'Papers of Class 5' })).toBeVisible();
    await expect(canvas.getAllByText('Hall A').length).toBe(2);
  },
};

export const AsParentUrdu: Story = { args: {}, globals: { locale: 'ur' } };

export const AsStudent: Story = { args: { parent: false, items: myDatesheetsFixture.slice(0, 1) } };

export const Empty: Story = { args: { items: [] } };

export const EmptyUrdu: Story = { args: { items: [] }, globals: { locale: 'ur' } };

export const Loading: Story = { args: { items: null, loading: true } };

export const LoadError: Story = {
  name: 'Error',
  args: { items: null, error: 'The datesheet could not be loaded.' },
};

export const LoadErrorUrdu: Story = {
  name: 'Error (Urdu)',
  args: { items: null, error: 'ڈیٹ شیٹ لوڈ نہیں ہو سکی۔' },
  globals: { locale: 'ur' },
};
