import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { withRouter } from '../../_storybook/decorators';
import { TenantSettingsView } from './TenantSettings';

const settings = {
  teachers_can_create_courses: true,
  teachers_can_delete_courses: false,
  teachers_can_manage_enrollments: true,
  teacher_course_limit: 10,
  registration_mode: 'open' as const,
  join_code: null,
};

const meta = {
  title: 'Screens/Staff/TenantSettings',
  component: TenantSettingsView,
  decorators: [withRouter],
  parameters: { layout: 'fullscreen' },
  args: { settings, onSave: fn(), onRetry: fn() },
} satisfies Meta<typeof TenantSettingsView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const limit = canvas.getByLabelText(/Course limit per teacher/);
    await userEvent.clear(limit);
    await userEvent.type(limit, '3');
    await userEvent.click(canvas.getByRole('switch', { name: /Teachers can delete courses/ }));
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(args.onSave).toHaveBeenCalledWith({
      ...settings,
      teachers_can_delete_courses: true,
      teacher_course_limit: 3,
    });
  },
};

export const Loading: Story = { args: { settings: null, loading: true } };

export const LoadError: Story = {
  name: 'Error',
  args: { settings: null, loadError: 'Failed to load settings' },
};

export const Saving: Story = { args: { saving: true } };

// Who may join
export const JoinCode: Story = {
  args: {
    settings: { ...settings, registration_mode: 'join_code', join_code: 'K7QM4TZP' },
    onRegenerateCode: fn(),
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('K7QM4TZP')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'New code' }));
    await expect(args.onRegenerateCode).toHaveBeenCalled();
  },
};

export const ApprovalMode: Story = {
  args: { settings: { ...settings, registration_mode: 'approval' } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('radio', { name: /Only with the school’s join code/ }));
    await expect(canvas.getByText('Save to get a join code.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(args.onSave).toHaveBeenCalledWith(
      expect.objectContaining({ registration_mode: 'join_code' }),
    );
  },
};

export const JoinCodeUrdu: Story = {
  globals: { locale: 'ur' },
  args: { settings: { ...settings, registration_mode: 'join_code', join_code: 'K7QM4TZP' } },
};

// The school's payment details for paid courses
const paymentDetails = {
  bank_name: 'Meezan Bank',
  account_title: 'Iqbal Public School',
  account_number: '0109-0102345678',
  iban: 'PK60MEZN0001090102345678',
  instructions: 'Write the student’s name and the course in the transfer remarks.',
};

/** The payment details section below the teacher settings. */
export const WithPaymentDetails: Story = {
  args: { payment: { details: paymentDetails, onSave: fn() } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const iban = canvas.getByLabelText(/^IBAN/);
    await userEvent.clear(iban);
    await userEvent.type(iban, 'PK37 SCBL 0000 0011 2345 6702');
    await userEvent.click(canvas.getByRole('button', { name: 'Save payment details' }));
    await expect(canvas.getByText(/Enter a valid IBAN/)).toBeVisible();
    await expect(args.payment?.onSave).not.toHaveBeenCalled();
    await userEvent.clear(iban);
    await userEvent.type(iban, 'pk36 scbl 0000 0011 2345 6702');
    await userEvent.click(canvas.getByRole('button', { name: 'Save payment details' }));
    await expect(args.payment?.onSave).toHaveBeenCalledWith(
      expect.objectContaining({ iban: 'PK36SCBL0000001123456702', bank_name: 'Meezan Bank' }),
    );
  },
};

/** Nothing entered yet. */
export const PaymentDetailsEmpty: Story = {
  args: {
    payment: {
      details: {
        bank_name: null,
        account_title: null,
        account_number: null,
        iban: null,
        instructions: null,
      },
      onSave: fn(),
    },
  },
};

export const PaymentDetailsSaving: Story = {
  args: { payment: { details: paymentDetails, saving: true, onSave: fn() } },
};

export const PaymentDetailsLoading: Story = {
  args: { payment: { details: null, loading: true, onSave: fn() } },
};

export const PaymentDetailsError: Story = {
  args: {
    payment: {
      details: null,
      loadError: 'Failed to load payment details',
      onSave: fn(),
      onRetry: fn(),
    },
  },
};

/** In Urdu, right to left (account numbers stay left to right). */
export const WithPaymentDetailsUrdu: Story = {
  args: { payment: { details: paymentDetails, onSave: fn() } },
  globals: { locale: 'ur' },
};
