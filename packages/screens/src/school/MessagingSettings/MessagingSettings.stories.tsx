import type { Meta, StoryObj } from '@storybook/react-vite';
import type { Schemas } from '@watni/api-client';
import { expect, fn, userEvent, within } from 'storybook/test';
import { withRouter } from '../../_storybook/decorators';
import { MessagingSettingsView } from './MessagingSettings';

const demo: Schemas['NotificationChannels'] = {
  channels: [
    {
      channel: 'email',
      enabled: true,
      provider: 'log',
      settings: {},
      has_secret: false,
      secret_last4: null,
      updated_at: null,
      available: true,
    },
    {
      channel: 'sms',
      enabled: true,
      provider: 'log',
      settings: {},
      has_secret: false,
      secret_last4: null,
      updated_at: null,
      available: true,
    },
    {
      channel: 'whatsapp',
      enabled: false,
      provider: 'log',
      settings: {},
      has_secret: false,
      secret_last4: null,
      updated_at: null,
      available: true,
    },
  ],
  quiet_hours: { start: '21:00', end: '07:00' },
};

const configured: Schemas['NotificationChannels'] = {
  channels: [
    {
      channel: 'email',
      enabled: true,
      provider: 'smtp',
      settings: {
        host: 'smtp.iqbal.edu.pk',
        port: '587',
        user: 'office@iqbal.edu.pk',
        from: 'Iqbal Public School <office@iqbal.edu.pk>',
      },
      has_secret: true,
      secret_last4: 'x9Qa',
      updated_at: '2026-03-01T04:00:00.000Z',
      available: true,
    },
    {
      channel: 'sms',
      enabled: true,
      provider: 'http',
      settings: { url: 'https://sms.example.pk/v1/messages', sender: 'IQBAL' },
      has_secret: true,
      secret_last4: '1234',
      updated_at: '2026-03-01T04:00:00.000Z',
      available: true,
    },
    {
      channel: 'whatsapp',
      enabled: true,
      provider: 'cloud_api',
      settings: { phone_number_id: '109876543210' },
      has_secret: true,
      secret_last4: 'ZDZD',
      updated_at: '2026-03-01T04:00:00.000Z',
      available: true,
    },
  ],
  quiet_hours: null,
};

const moduleOff: Schemas['NotificationChannels'] = {
  channels: demo.channels.map((c) =>
    c.channel === 'email' ? c : { ...c, enabled: false, available: false },
  ),
  quiet_hours: null,
};

const meta = {
  title: 'Screens/School/MessagingSettings',
  component: MessagingSettingsView,
  decorators: [withRouter],
  parameters: { layout: 'fullscreen' },
  args: {
    status: 'ready',
    channels: demo,
    onReload: fn(),
    saving: false,
    saveError: null,
    saved: false,
    onSave: fn(),
    testing: null,
    testResults: {},
    onTest: fn(),
  },
} satisfies Meta<typeof MessagingSettingsView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Demo: Story = {};

export const Configured: Story = {
  args: { channels: configured },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // The credential is never shown, only its last 4 characters.
    await expect(canvas.getByText(/ending in 1234/)).toBeVisible();
  },
};

/** Delivery reports set up: the signing secret and verify token are stored, never shown. */
const withReceipts: Schemas['NotificationChannels'] = {
  ...configured,
  channels: configured.channels.map((c) =>
    c.channel === 'sms'
      ? {
          ...c,
          has_callback_secret: true,
          receipts_url: 'https://iqbal.watni.pk/api/notifications/receipts/sms/7f3a9c',
        }
      : c.channel === 'whatsapp'
        ? {
            ...c,
            has_callback_secret: true,
            has_verify_token: true,
            receipts_url: 'https://iqbal.watni.pk/api/notifications/receipts/whatsapp/7f3a9c',
          }
        : { ...c, receipts_url: null },
  ),
};

/** Credentials configured: each channel shows its last 4, never the credential itself. */
export const CredentialsConfigured: Story = {
  args: { channels: configured },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/ending in x9Qa/)).toBeVisible();
    await expect(canvas.getByText(/ending in 1234/)).toBeVisible();
    await expect(canvas.getByText(/ending in ZDZD/)).toBeVisible();
    // Write-only: no input holds a stored secret.
    for (const input of canvasElement.querySelectorAll<HTMLInputElement>('input[type=password]')) {
      await expect(input.value).toBe('');
    }
  },
};

export const ReceiptsConfigured: Story = {
  args: { channels: withReceipts },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const sms = within(canvas.getByRole('region', { name: 'SMS' }));
    await expect(
      sms.getByLabelText('Delivery report secret (the key the gateway signs its reports with)'),
    ).toHaveValue('');
    await expect(sms.getByText(/receipts\/sms\/7f3a9c/)).toBeVisible();
    const whatsapp = within(canvas.getByRole('region', { name: 'WhatsApp' }));
    await expect(
      whatsapp.getByLabelText('App secret (Meta signs its status webhooks with it)'),
    ).toHaveValue('');
    await expect(whatsapp.getByLabelText('Webhook verify token')).toHaveValue('');
    // Both stored: "Stored. Leave empty to keep it." under the secret and the token.
    await expect(whatsapp.getAllByText('Stored. Leave empty to keep it.')).toHaveLength(2);
    await expect(whatsapp.getByText(/receipts\/whatsapp\/7f3a9c/)).toBeVisible();
  },
};

/** Receipts in Urdu: the address stays left to right inside the right-to-left sentence. */
export const ReceiptsConfiguredUrdu: Story = {
  args: { channels: withReceipts },
  globals: { locale: 'ur' },
};

export const SwitchToGateway: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('radio', { name: 'HTTP SMS gateway' }));
    await userEvent.type(canvas.getByLabelText('Gateway URL'), 'https://sms.example.pk/send');
    await userEvent.type(canvas.getByLabelText('Sender ID'), 'IQBAL');
    await userEvent.type(canvas.getByLabelText('API key'), 'secret-key-0001');
    await userEvent.click(canvas.getByRole('button', { name: 'Save settings' }));
    await expect(args.onSave).toHaveBeenCalledWith(
      expect.objectContaining({
        channels: expect.arrayContaining([
          {
            channel: 'sms',
            enabled: true,
            provider: 'http',
            settings: { url: 'https://sms.example.pk/send', sender: 'IQBAL' },
            secret: 'secret-key-0001',
          },
        ]),
        quiet_hours: { start: '21:00', end: '07:00' },
      }),
    );
  },
};

export const ModuleOff: Story = { args: { channels: moduleOff } };

export const TestSent: Story = {
  args: {
    channels: configured,
    testResults: { sms: { status: 'sent', provider: 'http', reason: null } },
  },
};

export const TestFailed: Story = {
  args: {
    channels: configured,
    testResults: {
      whatsapp: {
        status: 'failed',
        provider: 'cloud_api',
        reason: 'WhatsApp: Invalid OAuth access token. (code 190)',
      },
    },
  },
};

export const Testing: Story = { args: { channels: configured, testing: 'email' } };

export const Saved: Story = { args: { saved: true } };

export const SaveRefused: Story = {
  args: {
    saveError:
      'SMS and WhatsApp need the SMS & WhatsApp Notifications module; switch it on under Modules first.',
  },
};

export const Loading: Story = { args: { status: 'loading', channels: undefined } };

export const ErrorState: Story = { args: { status: 'error', channels: undefined } };
