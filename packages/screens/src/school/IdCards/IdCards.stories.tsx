import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { PrintIdCardsView, StudentPhotoView } from './IdCards';

// A 2 × 2 grey PNG.
const PIXELS =
  'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAYAAABytg0kAAAAEklEQVR4nGNobm7+D8IMMAYAcL8KYeBHgHYAAAAASUVORK5CYII=';

const photo = {
  content_type: 'image/png',
  width: 2,
  height: 2,
  byte_size: 75,
  updated_at: '2026-11-27T05:00:00.000Z',
  data_base64: PIXELS,
} as const;

const meta = {
  title: 'Screens/School/IdCards/StudentPhoto',
  component: StudentPhotoView,
  args: {
    studentName: 'Ali Raza',
    photo,
    canUpload: true,
    onUpload: fn(),
    onRetry: fn(),
  },
} satisfies Meta<typeof StudentPhotoView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('img', { name: 'Photo of Ali Raza' })).toBeVisible();
    await expect(canvas.getByLabelText('Replace photo')).toBeInTheDocument();
  },
};
/** "Remove photo" asks first; confirming calls onRemove. */
export const RemovePhoto: Story = {
  args: { onRemove: fn() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Remove photo' }));
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('alertdialog', {
      name: 'Remove this photo?',
    });
    await expect(dialog).toHaveTextContent(/The profile and the ID card of Ali Raza/);
    await expect(args.onRemove).not.toHaveBeenCalled();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove photo' }));
    await expect(args.onRemove).toHaveBeenCalledTimes(1);
  },
};
export const Removed: Story = { args: { photo: null, removed: true, onRemove: fn() } };
export const RemoveRefused: Story = {
  args: { onRemove: fn(), removeError: 'The photo could not be removed.' },
};
export const RemovePhotoUrdu: Story = { args: { onRemove: fn() }, globals: { locale: 'ur' } };
export const Empty: Story = { args: { photo: null } };
export const ReadOnly: Story = { args: { canUpload: false } };
export const Loading: Story = { args: { loading: true, photo: null } };
export const LoadError: Story = {
  name: 'Error',
  args: { error: 'The photo could not be loaded.', photo: null },
};
export const Saved: Story = { args: { saved: true } };
export const Refused: Story = { args: { saveError: 'The photo must be a PNG or JPEG image.' } };
export const Urdu: Story = { globals: { locale: 'ur' } };
export const UrduEmpty: Story = { args: { photo: null }, globals: { locale: 'ur' } };

const sections = [
  { id: 11, name: 'Class 5 A' },
  { id: 12, name: 'Class 5 B' },
];

export const PrintCards: StoryObj<typeof PrintIdCardsView> = {
  render: (args) => <PrintIdCardsView {...args} />,
  args: { sections, onPrint: fn(), onRetry: fn() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Print (English)' })).toBeDisabled();
    await userEvent.click(canvas.getByRole('combobox', { name: 'Section' }));
    await userEvent.click(
      within(canvasElement.ownerDocument.body).getByRole('option', { name: 'Class 5 B' }),
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Print (Urdu)' }));
    await expect(args.onPrint).toHaveBeenCalledWith(12, 'ur');
  },
};
export const PrintCardsEmpty: StoryObj<typeof PrintIdCardsView> = {
  render: (args) => <PrintIdCardsView {...args} />,
  args: { sections: [], onPrint: fn() },
};
export const PrintCardsLoading: StoryObj<typeof PrintIdCardsView> = {
  render: (args) => <PrintIdCardsView {...args} />,
  args: { sections: [], loading: true, onPrint: fn() },
};
export const PrintCardsError: StoryObj<typeof PrintIdCardsView> = {
  render: (args) => <PrintIdCardsView {...args} />,
  args: { sections: [], error: 'The sections could not be loaded.', onPrint: fn(), onRetry: fn() },
};
export const PrintCardsRefused: StoryObj<typeof PrintIdCardsView> = {
  render: (args) => <PrintIdCardsView {...args} />,
  args: {
    sections,
    printError: 'This section has no active students in the current year.',
    onPrint: fn(),
  },
};
export const PrintCardsUrdu: StoryObj<typeof PrintIdCardsView> = {
  render: (args) => <PrintIdCardsView {...args} />,
  args: { sections, onPrint: fn() },
  globals: { locale: 'ur' },
};
