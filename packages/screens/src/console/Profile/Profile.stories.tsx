import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { withRouter } from '../../_storybook/decorators';
import { ProfileView } from './Profile';

const user = {
  first_name: 'Ali',
  last_name: 'Raza',
  phone: null,
  email: 'student@iqbal.edu.pk',
  username: 'ali.raza',
  tenant_name: 'Iqbal Public School',
  preferred_language: 'en' as const,
};

const meta = {
  title: 'Screens/Console/Profile',
  component: ProfileView,
  decorators: [withRouter],
  parameters: { layout: 'fullscreen', route: '/profile' },
  args: { user, roleLabel: 'Student', onSave: () => {} },
} satisfies Meta<typeof ProfileView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Own details with names and phone editable. */
export const Default: Story = {};

/** Loading the user. */
export const Loading: Story = { args: { user: undefined } };

/** The user could not be loaded. */
export const ErrorState: Story = {
  name: 'Error',
  args: { user: undefined, loadError: 'Your profile could not be loaded.' },
};

/** Names are required. */
export const Invalid: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.clear(canvas.getByLabelText(/First name/));
    await userEvent.click(canvas.getByRole('button', { name: 'Save changes' }));
    await expect(await canvas.findByText('First name is required.')).toBeVisible();
  },
};

/** Saving, and the service's refusal. */
export const SaveFailed: Story = {
  args: { saving: false, saveError: 'Your profile could not be saved.' },
};

/** Language for e-mails and messages: chosen here, saved with the other details. */
export const MessageLanguage: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(
      canvas.getByRole('combobox', { name: /Language for e-mails and messages/ }),
    );
    await userEvent.click(await body.findByRole('option', { name: 'Urdu' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Save changes' }));
    await expect(args.onSave).toHaveBeenCalledWith({ preferred_language: 'ur' });
  },
  args: { onSave: fn() },
};

/** In Urdu, right to left, with the language setting in Urdu. */
export const Urdu: Story = {
  globals: { locale: 'ur' },
  args: { user: { ...user, preferred_language: 'ur' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('combobox', { name: /ای میل اور پیغامات کی زبان/ }),
    ).toHaveTextContent('اردو');
  },
};
