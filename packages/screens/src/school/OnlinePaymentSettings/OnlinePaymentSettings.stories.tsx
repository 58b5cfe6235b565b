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
        ipn_url: null,
        inquiry_configured: true,
        available: true,
      },
      {
        provider: 'jazzcash',
        enabled: true,
        configured: true,
        merchant_hint: '2345',
        base_url: 'https://sandbox.jazzcash.com.pk',
        ipn_url: 'https://iqbal.watni.pk/api/payments/online/callback/jazzcash',
        inquiry_configured: true,
        available: true,
      },
      {
        provider: 'easypaisa',
        enabled: false,
        configured: false,
        merchant_hint: null,
        base_url: 'https://easypaystg.easypaisa.com.pk',
        ipn_url: 'https://iqbal.watni.pk/api/payments/online/callback/easypaisa',
        inquiry_configured: false,
        available: true,
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
/** The IPN address each school registers in JazzCash's and Easypaisa's merchant portals. */
export const IpnAddress: Story = {
  play: async ({ canvas }) => {
    await expect(
      canvas.getByLabelText(/Notification address to register with JazzCash/),
    ).toHaveValue('https://iqbal.watni.pk/api/payments/online/callback/jazzcash');
  },
};
/** Production mode without PAYMENTS_SANDBOX=on: the sandbox cannot be switched on. */
export const SandboxUnavailable: Story = {
  args: {
    providers: [
      {
        provider: 'sandbox',
        enabled: false,
        configured: true,
        merchant_hint: null,
        base_url: 'https://iqbal.watni.pk',
        ipn_url: null,
        inquiry_configured: true,
        available: false,
      },
    ],
  },
};
export const Saved: Story = { args: { result: { provider: 'jazzcash', error: null } } };
export const SaveError: Story = {
  args: {
    result: {
      provider: 'easypaisa',
      error: 'The Easypaisa hash key must be 16, 24 or 32 characters long.',
    },
  },
};
export const Loading: Story = { args: { providers: [], loading: true } };
export const LoadError: Story = {
  name: 'Error',
  args: { providers: [], error: 'The online payment settings could not be loaded.' },
};
