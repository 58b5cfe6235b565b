import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { LtiSettingsView } from './LtiSettings';

const BASE = 'https://iqbal.watni.pk/api/lti/q8Zr2VnW0cX1aB7dE3fG';
const PLATFORMS = [
  {
    id: 1,
    name: 'Iqbal Moodle',
    issuer: 'https://moodle.iqbal.edu.pk',
    client_id: 'Xy12ab34Cd56',
    deployment_ids: ['1'],
    auth_login_url: 'https://moodle.iqbal.edu.pk/mod/lti/auth.php',
    token_url: 'https://moodle.iqbal.edu.pk/mod/lti/token.php',
    jwks_url: 'https://moodle.iqbal.edu.pk/mod/lti/certs.php',
    created_at: '2026-11-20T05:00:00Z',
    tool: {
      login_url: `${BASE}/login`,
      launch_url: `${BASE}/launch`,
      deep_linking_url: `${BASE}/launch`,
      jwks_url: `${BASE}/jwks`,
    },
  },
];

const meta = {
  title: 'Screens/School/LtiSettings',
  component: LtiSettingsView,
  parameters: { layout: 'fullscreen' },
  args: {
    platforms: PLATFORMS,
    onRegister: fn(),
    onRemove: fn(),
    onRetry: fn(),
  },
} satisfies Meta<typeof LtiSettingsView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const List: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Iqbal Moodle')).toBeVisible();
    await expect(canvas.getByLabelText('Login initiation URL')).toHaveValue(`${BASE}/login`);
    await userEvent.click(canvas.getByRole('button', { name: 'Remove: Iqbal Moodle' }));
    const dialog = within(canvasElement.ownerDocument.body);
    await userEvent.click(await dialog.findByRole('button', { name: 'Remove' }));
    await expect(args.onRemove).toHaveBeenCalledWith(1);
  },
};

export const Empty: Story = { args: { platforms: [] } };

export const Loading: Story = { args: { platforms: [], loading: true } };

export const LoadError: Story = {
  args: { platforms: [], error: 'The LMS platforms could not be loaded.' },
};

export const Register: Story = {
  args: { platforms: [] },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Register' }));
    await expect(canvas.getByText('Fill in every field.')).toBeVisible();
    await userEvent.type(canvas.getByLabelText('Name'), 'Canvas');
    await userEvent.type(canvas.getByLabelText('Issuer'), 'https://canvas.instructure.com');
    await userEvent.type(canvas.getByLabelText('Client ID'), '10000000000001');
    await userEvent.type(canvas.getByLabelText(/^Deployment IDs/), 'd1, d2');
    await userEvent.type(
      canvas.getByLabelText('Authentication request URL'),
      'https://c.example/auth',
    );
    await userEvent.type(canvas.getByLabelText('Access token URL'), 'https://c.example/token');
    await userEvent.type(
      canvas.getByLabelText('Platform key set (JWKS) URL'),
      'https://c.example/jwks',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Register' }));
    await expect(args.onRegister).toHaveBeenCalledWith(
      expect.objectContaining({ name: 'Canvas', deployment_ids: ['d1', 'd2'] }),
    );
  },
};

export const RegisterRefused: Story = {
  args: {
    platforms: PLATFORMS,
    registerError: 'jwks_url must be an https address the service may contact.',
  },
};
