import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { withRouter } from '../../_storybook/decorators';
import { RegisterView } from './Register';
import { emptyRegisterValues, NEW_ORGANISATION } from './validation';

const tenants = [
  { id: 2, name: 'Iqbal Public School' },
  { id: 3, name: 'Quaid Academy' },
];

const filled = {
  ...emptyRegisterValues,
  first_name: 'Ayesha',
  last_name: 'Khan',
  username: 'ayesha.khan',
  email: 'ayesha@iqbal.edu.pk',
  password: 'secret1',
  organisation: '2',
  accept_terms: true,
};

const meta = {
  title: 'Screens/Learner/Register',
  component: RegisterView,
  decorators: [withRouter],
  parameters: { layout: 'fullscreen', route: '/register' },
  args: {
    values: emptyRegisterValues,
    errors: {},
    tenants,
    submitting: false,
    serverError: null,
    onChange: fn(),
    onTermsChange: fn(),
    onSubmit: fn(),
  },
} satisfies Meta<typeof RegisterView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The empty form with the organisation list loaded. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText(/First name/), 'A');
    await expect(args.onChange).toHaveBeenCalledWith('first_name', 'A');
    await expect(canvas.getByText('Min. 6 characters')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Terms of Service' })).toHaveAttribute(
      'href',
      '/terms',
    );
    await expect(canvas.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute(
      'href',
      '/privacy',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Create account' }));
    await expect(args.onSubmit).toHaveBeenCalled();
  },
};

/** The organisation list is still loading. */
export const Loading: Story = { args: { tenants: undefined } };

/** No organisation exists yet: only 'create a new one' is offered. */
export const Empty: Story = { args: { tenants: [] } };

/** Everything missing: errors beside the fields and in the summary. */
export const ValidationErrors: Story = {
  args: {
    errors: {
      first_name: 'Enter your first name.',
      last_name: 'Enter your last name.',
      username: 'Enter a username.',
      email: 'Enter your email address.',
      password: 'Enter a password.',
      organisation: 'Choose your organisation, or create a new one.',
      accept_terms: 'You must accept the terms and the privacy policy.',
    },
  },
};

/** Requesting a new organisation: its name is asked for. */
export const NewOrganisation: Story = {
  args: {
    values: { ...filled, organisation: NEW_ORGANISATION, organization_name: 'Lahore Hub' },
  },
};

/** Creating the account. */
export const Submitting: Story = { args: { values: filled, submitting: true } };

/** The service refused: its detail on top, field errors beside the fields. */
export const ErrorState: Story = {
  name: 'Error',
  args: {
    values: filled,
    serverError: 'An account with this email already exists.',
    errors: { email: 'An account with this email already exists.' },
  },
};

/** The organisation list could not be loaded. */
export const TenantsError: Story = { args: { tenants: [], tenantsError: true } };

// Who may join: the chosen school asks for its code, or approves each one.
const byMode = [
  { id: 2, name: 'Iqbal Public School', registration_mode: 'join_code' as const },
  { id: 3, name: 'Quaid Academy', registration_mode: 'approval' as const },
];

export const JoinCodeSchool: Story = {
  args: { tenants: byMode, values: { ...filled, organisation: '2' } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText(/School join code/), 'k');
    await expect(args.onChange).toHaveBeenCalledWith('join_code', 'k');
  },
};

export const WrongJoinCode: Story = {
  args: {
    tenants: byMode,
    values: { ...filled, organisation: '2', join_code: 'WRONG234' },
    errors: { join_code: 'This join code is not correct. Ask the school for its current code.' },
    serverError: 'This join code is not correct. Ask the school for its current code.',
  },
};

export const ApprovalSchool: Story = {
  args: { tenants: byMode, values: { ...filled, organisation: '3' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/This school approves each registration/)).toBeVisible();
  },
};

export const JoinCodeSchoolUrdu: Story = {
  globals: { locale: 'ur' },
  args: { tenants: byMode, values: { ...filled, organisation: '2' } },
};
