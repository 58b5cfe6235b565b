import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { myVouchers } from './fixtures';
import { MyFeesView } from './MyFees';

const meta = {
  title: 'Screens/School/MyFees',
  component: MyFeesView,
  parameters: { layout: 'fullscreen' },
  args: { vouchers: myVouchers, onDownload: fn(), onReceipt: fn(), onRetry: fn() },
} satisfies Meta<typeof MyFeesView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = {};
export const Empty: Story = { args: { vouchers: [] } };
export const Loading: Story = { args: { vouchers: [], loading: true } };
export const LoadError: Story = {
  name: 'Error',
  args: { vouchers: [], error: 'Fees could not be loaded.' },
};
