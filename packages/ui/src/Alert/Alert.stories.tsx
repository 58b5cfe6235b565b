import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { Button } from '../Button/Button';
import { Stack } from '../Layout/Layout';
import { Alert, alertTones } from './Alert';

const meta = {
  title: 'UI/Alert',
  component: Alert,
  args: {
    tone: 'info',
    children: 'Settings apply only to teachers. Admins always have full permissions.',
  },
  argTypes: { tone: { control: 'inline-radio', options: alertTones } },
} satisfies Meta<typeof Alert>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Tones: Story = {
  render: () => (
    <Stack gap="3">
      <Alert tone="info" title="Free trial">
        All plans include a 14-day free trial. No credit card required.
      </Alert>
      <Alert tone="success">Settings saved successfully!</Alert>
      <Alert tone="warning" title="Course limit reached">
        Contact your admin to increase your limit.
      </Alert>
      <Alert tone="error" title="Error loading courses">
        Network request failed.
      </Alert>
    </Stack>
  ),
};

export const WithError: Story = {
  args: {
    tone: 'error',
    title: 'Session expired',
    children: 'Session expired. Please login again.',
  },
};

export const WithAction: Story = {
  args: {
    tone: 'error',
    children: 'Failed to load modules',
    action: (
      <Button size="sm" variant="outline">
        Retry
      </Button>
    ),
  },
};

export const Dismissible: Story = {
  args: { tone: 'success', children: 'Enrollment approved successfully!', onDismiss: fn() },
};
