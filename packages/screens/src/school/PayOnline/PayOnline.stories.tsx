import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { PayOnlineView } from './PayOnline';

const meta = {
  title: 'Screens/School/PayOnline',
  component: PayOnlineView,
  args: { amount: 2150, providers: ['sandbox', 'jazzcash', 'easypaisa'], onPay: fn() },
} satisfies Meta<typeof PayOnlineView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: /JazzCash/ }));
    await expect(args.onPay).toHaveBeenCalledWith('jazzcash');
  },
};
export const SandboxOnly: Story = { args: { providers: ['sandbox'] } };
export const Starting: Story = { args: { busy: 'easypaisa' } };
export const StartError: Story = {
  name: 'Error',
  args: { error: 'Your school does not offer this payment method.' },
};
export const NoneOffered: Story = { args: { providers: [] } };
