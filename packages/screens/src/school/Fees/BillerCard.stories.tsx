import type { Meta, StoryObj } from '@storybook/react-vite';
import type { BillerSettings } from '@watni/api-client';
import { expect, fn, userEvent, within } from 'storybook/test';
import { BillerCard } from './BillerCard';

const blank = (aggregator: '1bill' | 'kuickpay', name: string): BillerSettings => ({
  aggregator,
  name,
  enabled: false,
  prefix: null,
  digits: null,
  username: null,
  password_configured: false,
  example: null,
  inquiry_url: `https://iqbal.watni.pk/api/biller/${aggregator}/BillInquiry`,
  payment_url: `https://iqbal.watni.pk/api/biller/${aggregator}/BillPayment`,
});

const meta = {
  title: 'Screens/School/Fees/Consumer numbers',
  component: BillerCard,
  args: { items: [blank('1bill', '1Bill'), blank('kuickpay', 'Kuickpay')], onSave: fn() },
} satisfies Meta<typeof BillerCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const NotConfigured: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('Kuickpay prefix'), '12345');
    await userEvent.click(canvas.getByRole('button', { name: 'Save Kuickpay' }));
    await expect(args.onSave).toHaveBeenCalledWith('kuickpay', {
      enabled: false,
      digits: 7,
      prefix: '12345',
    });
  },
};

export const KuickpayOn: Story = {
  args: {
    items: [
      blank('1bill', '1Bill'),
      {
        ...blank('kuickpay', 'Kuickpay'),
        enabled: true,
        prefix: '12345',
        digits: 7,
        username: 'kp-iqbal',
        password_configured: true,
        example: '123450000001',
      },
    ],
    notice: 'Saved.',
  },
};

export const Refused: Story = {
  args: { error: 'Another school already uses a prefix that overlaps this one.' },
};
