import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { OnlinePaymentSettingsView } from './OnlinePaymentSettings';

const meta = {
  title: 'Screens/School/OnlinePaymentSettings',
  component: OnlinePaymentSettingsView,
  parameters: { layout: 'fullscreen' },
  args: {
    providers: [
      {
        provider: 'sandbox',
        enabled: true,
        configured: true,
        merchant_hint: null,
        base_url: 'http://localhost:3000',
      },
      {
        provider: 'jazzcash',
        enabled: true,
        configured: true,
        merchant_hint: '2345',
        base_url: 'https://sandbox.jazzcash.com.pk',
      },
      {
        provider: 'easypaisa',
        enabled: false,
        configured: false,
        merchant_hint: null,
        base_url: 'https://easypaystg.easypaisa.com.pk',
      },
    ],
    onSave: fn(),
    onRetry: fn(),
  },
} satisfies Meta<typeof OnlinePaymentSettingsView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, userEvent, args }) => {
    // Saved credentials are never shown: the fields start empty.
    const jazz = within(canvas.getByRole('form', { name: 'JazzCash' }));
    const salt = jazz.getByLabelText(/Integrity salt/);
    await expect(salt).toHaveValue('');
    await userEvent.type(salt, 'new-salt');
    await userEvent.click(jazz.getByRole('button', { name: 'Save' }));
    await expect(args.onSave).toHaveBeenCalledWith('jazzcash', {
      enabled: true,
      secret: 'new-salt',
    });
  },
};
export const Saved: Story = { args: { result: { provider: 'jazzcash', error: null } } };
export const SaveError: Story = {
  args: {
    result: {
      provider: 'easypaisa',
      error: 'The Easypaisa hash key must be 16 characters long.',
    },
  },
};
export const Loading: Story = { args: { providers: [], loading: true } };
export const LoadError: Story = {
  name: 'Error',
  args: { providers: [], error: 'The online payment settings could not be loaded.' },
};
