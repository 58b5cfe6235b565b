import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { Inline } from '../Layout/Layout';
import { ToastProvider, useToast } from './Toast';

function Demo() {
  const toast = useToast();
  return (
    <Inline>
      <Button onClick={() => toast.success('Settings saved successfully!')}>Save settings</Button>
      <Button variant="danger" onClick={() => toast.error('Failed to save lesson')}>
        Fail
      </Button>
      <Button variant="outline" onClick={() => toast.info('Subscription upgrade coming soon!')}>
        Upgrade
      </Button>
      <Button
        variant="ghost"
        onClick={() => toast.warning('Your trial ends in 3 days.', { title: 'Trial ending' })}
      >
        Warn
      </Button>
    </Inline>
  );
}

const meta = {
  title: 'UI/Toast',
  component: ToastProvider,
  args: { children: null },
  render: () => <Demo />,
} satisfies Meta<typeof ToastProvider>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Save settings' }));
    const region = await screen.findByRole('region', { name: /Notifications/ });
    const saved = await within(region).findByText('Settings saved successfully!');
    await waitFor(() => expect(saved).toBeVisible());
    await userEvent.click(canvas.getByRole('button', { name: 'Fail' }));
    const failed = await within(region).findByText('Failed to save lesson');
    await waitFor(() => expect(failed).toBeVisible());
    const dismiss = within(region).getAllByRole('button', { name: 'Dismiss notification' });
    await userEvent.click(dismiss[0] as HTMLElement);
    await waitFor(() =>
      expect(within(region).queryByText('Settings saved successfully!')).not.toBeInTheDocument(),
    );
  },
};

export const AllTones: Story = {
  play: async ({ canvas, userEvent }) => {
    for (const name of ['Save settings', 'Fail', 'Upgrade', 'Warn']) {
      await userEvent.click(canvas.getByRole('button', { name }));
    }
    const title = await screen.findByText('Trial ending');
    await waitFor(() => expect(title).toBeVisible());
  },
};
