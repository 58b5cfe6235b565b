import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { withRouter } from '../../_storybook/decorators';
import { member } from '../_hr/fixtures';
import { HrStaffMemberView } from './HrStaffMember';

const saved = async () => null;

const meta = {
  title: 'Screens/School/HrStaffMember',
  component: HrStaffMemberView,
  decorators: [withRouter],
  args: {
    member,
    onSaveRecord: fn(saved),
    onSetLeaving: fn(saved),
    onAddComponent: fn(saved),
    onUpdateComponent: fn(saved),
    onRemoveComponent: fn(saved),
    onUpload: fn(saved),
    onDownload: fn(),
    onDeleteDocument: fn(saved),
  },
} satisfies Meta<typeof HrStaffMemberView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The record, a structure of one allowance and one deduction with its totals, leave, a document. */
export const Filled: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Imran Shah' })).toBeVisible();
    await expect(canvas.getByTestId('salary-gross')).toHaveTextContent('PKR 13,000');
    await expect(canvas.getByTestId('salary-net')).toHaveTextContent('PKR 12,500');
    await expect(canvas.getByRole('button', { name: 'Remove House rent' })).toBeVisible();
    await expect(canvas.getByText('Appointment letter')).toBeVisible();
  },
};

export const Urdu: Story = { globals: { locale: 'ur' } };

/** Before the record is saved: only the record's form. */
export const NoRecord: Story = {
  args: {
    member: {
      ...member,
      record: null,
      components: [],
      documents: [],
      totals: { basic: 0, allowances: 0, deductions: 0, gross: 0, net: 0 },
    },
  },
};

export const Left: Story = {
  args: {
    member: {
      ...member,
      record: { ...member.record!, status: 'left', leaving_date: '2026-06-30' },
    },
  },
};

export const Loading: Story = { args: { member: null, loading: true } };

export const ErrorState: Story = {
  name: 'Error',
  args: { member: null, error: 'Staff member not found.', onRetry: () => {} },
};
