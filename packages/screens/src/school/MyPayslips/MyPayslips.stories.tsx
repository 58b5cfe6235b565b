import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { withRouter } from '../../_storybook/decorators';
import { payslips } from '../Payroll/fixtures';
import { MyPayslipsView } from './MyPayslips';

const mine = [{ ...payslips[0]!, status: 'approved' as const, month: '2026-10' }];

const meta = {
  title: 'Screens/School/MyPayslips',
  component: MyPayslipsView,
  decorators: [withRouter],
  args: { items: mine, onDownload: () => {} },
} satisfies Meta<typeof MyPayslipsView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const OneMonth: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'My payslips' })).toBeVisible();
    await expect(canvas.getByText('PKR 68,274')).toBeVisible();
  },
};

export const Urdu: Story = { ...OneMonth, play: undefined, globals: { locale: 'ur' } };

export const Empty: Story = { args: { items: [] } };

export const Loading: Story = { args: { items: [], loading: true } };

export const ErrorState: Story = {
  name: 'Error',
  args: { items: [], error: 'Payroll could not be loaded.', onRetry: () => {} },
};
