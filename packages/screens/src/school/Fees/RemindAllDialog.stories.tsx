import type { Meta, StoryObj } from '@storybook/react-vite';
import type { FeeReminderPreview } from '@watni/api-client';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { RemindAllDialog } from './RemindAllDialog';

const preview: FeeReminderPreview = {
  vouchers: 23,
  guardians: 21,
  messages: 25,
  audience: { by_whatsapp: 9, by_sms: 12, unreachable: 4 },
  cost: {
    sms_segments: 18,
    sms_rate_paisa: 45,
    whatsapp_messages: 9,
    whatsapp_rate_paisa: 300,
    total_pkr: 36,
  },
  samples: [
    {
      language: 'en',
      title: 'Fee overdue for Ali Raza',
      body: 'The fee of PKR 3,900 for Ali Raza was due on 17 November 2026 and is still unpaid.',
      sms: {
        text: 'Iqbal Public School: fee PKR 3,900 for Ali Raza is overdue since 17 November 2026.',
        encoding: 'gsm7',
        characters: 83,
        segments: 1,
      },
    },
    {
      language: 'ur',
      title: 'علی رضا کی فیس واجب الادا ہے',
      body: 'علی رضا کی 3,900 روپے فیس کی آخری تاریخ 17 November 2026 تھی اور ابھی ادا نہیں ہوئی۔',
      sms: {
        text: 'Iqbal Public School: علی رضا کی 3,900 روپے فیس 17 November 2026 سے واجب الادا ہے۔',
        encoding: 'ucs2',
        characters: 78,
        segments: 2,
      },
    },
  ],
};

const meta = {
  title: 'Screens/School/Fees/Remind every defaulter',
  component: RemindAllDialog,
  args: { onClose: fn(), onPreview: fn(), onSend: fn() },
} satisfies Meta<typeof RemindAllDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Start: Story = {
  play: async ({ args }) => {
    const dialog = within(document.body).getByRole('dialog');
    await userEvent.clear(within(dialog).getByLabelText('Overdue by at least (days)'));
    await userEvent.type(within(dialog).getByLabelText('Overdue by at least (days)'), '7');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Preview' }));
    await expect(args.onPreview).toHaveBeenCalledWith(7);
  },
};

export const PreviewLoading: Story = { args: { previewing: true } };

export const Previewed: Story = {
  args: { preview },
  play: async ({ args }) => {
    const dialog = within(document.body).getByRole('dialog');
    // The dialog fades in: wait for it rather than reading its first frame.
    await waitFor(() => expect(within(dialog).getByText('Estimated cost: PKR 36')).toBeVisible());
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send 23 reminders' }));
    await expect(args.onSend).toHaveBeenCalledWith(1);
  },
};

export const PriceNotSet: Story = {
  args: {
    preview: { ...preview, cost: { ...preview.cost, sms_rate_paisa: null, total_pkr: null } },
  },
};

export const Nobody: Story = {
  args: { preview: { ...preview, vouchers: 0, guardians: 0, messages: 0, samples: [] } },
};

export const PreviewError: Story = {
  args: { error: 'This class is not in your school.' },
};

export const Sending: Story = {
  args: {
    preview,
    run: {
      id: 4,
      class_id: null,
      min_days_overdue: 1,
      status: 'running',
      vouchers: 23,
      processed: 10,
      notified: 9,
      created_at: '2026-11-27T06:00:00.000Z',
      finished_at: null,
    },
  },
};

export const Done: Story = {
  args: {
    preview,
    run: {
      id: 4,
      class_id: null,
      min_days_overdue: 1,
      status: 'done',
      vouchers: 23,
      processed: 23,
      notified: 25,
      created_at: '2026-11-27T06:00:00.000Z',
      finished_at: '2026-11-27T06:00:09.000Z',
    },
  },
};
