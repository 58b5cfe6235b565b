import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { Inline, Stack } from '../Layout/Layout';
import { Text } from '../Typography/Typography';
import { ConfirmDialog, confirmTones, PromptDialog } from './ConfirmDialog';
import { useConfirm, usePrompt } from './DialogProvider';

const meta = {
  title: 'UI/ConfirmDialog',
  component: ConfirmDialog,
  args: {
    open: true,
    title: 'Delete lesson',
    message: 'Are you sure you want to delete this lesson?',
    confirmLabel: 'Delete',
    cancelLabel: 'Cancel',
    tone: 'danger',
    onConfirm: fn(),
    onCancel: fn(),
  },
  argTypes: { tone: { control: 'inline-radio', options: confirmTones } },
} satisfies Meta<typeof ConfirmDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, userEvent }) => {
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete lesson' });
    await expect(dialog).toHaveAccessibleDescription(
      'Are you sure you want to delete this lesson?',
    );
    // Focus starts on Cancel: the safe choice.
    await waitFor(() => expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus());
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    await expect(args.onConfirm).toHaveBeenCalledOnce();
    await expect(args.onCancel).not.toHaveBeenCalled();
  },
};

export const Neutral: Story = {
  args: {
    tone: 'default',
    title: 'Submit quiz',
    message: 'Are you sure you want to submit your answers?',
    confirmLabel: 'Submit Quiz',
  },
};

export const Loading: Story = { args: { loading: true, loadingLabel: 'Deleting...' } };

export const Prompt: Story = {
  render: (args) => (
    <PromptDialog
      open
      title="Reject enrollment"
      message="The student will see this reason."
      inputLabel="Enter rejection reason (optional):"
      confirmLabel="Reject"
      tone="danger"
      multiline
      onConfirm={args.onConfirm}
      onCancel={args.onCancel}
    />
  ),
  play: async ({ args, userEvent }) => {
    const input = await screen.findByRole('textbox', {
      name: 'Enter rejection reason (optional):',
    });
    await waitFor(() => expect(input).toHaveFocus());
    await userEvent.type(input, 'Payment not received');
    await userEvent.click(screen.getByRole('button', { name: 'Reject' }));
    await expect(args.onConfirm).toHaveBeenCalledWith('Payment not received');
  },
};

function UseConfirmDemo() {
  const confirm = useConfirm();
  const prompt = usePrompt();
  const [result, setResult] = useState('Nothing yet');
  return (
    <Stack gap="4" align="start">
      <Inline>
        <Button
          variant="danger"
          onClick={async () => {
            const ok = await confirm({
              title: 'Deactivate user',
              message: 'Are you sure you want to deactivate this user?',
              confirmLabel: 'Deactivate',
              tone: 'danger',
            });
            setResult(ok ? 'Confirmed' : 'Cancelled');
          }}
        >
          Deactivate
        </Button>
        <Button
          variant="outline"
          onClick={async () => {
            const reason = await prompt({
              message: 'Enter rejection reason (optional):',
              confirmLabel: 'Reject',
            });
            setResult(reason === null ? 'Prompt cancelled' : `Reason: ${reason || '(none)'}`);
          }}
        >
          Reject
        </Button>
      </Inline>
      <Text role="status">{result}</Text>
    </Stack>
  );
}

export const WithUseConfirm: Story = {
  render: () => <UseConfirmDemo />,
  play: async ({ canvas, userEvent }) => {
    // After every way of closing, focus is back on the button that asked.
    const deactivate = canvas.getByRole('button', { name: 'Deactivate' });
    await userEvent.click(deactivate);
    await screen.findByRole('alertdialog', { name: 'Deactivate user' });
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await expect(await canvas.findByText('Cancelled')).toBeVisible();
    await waitFor(() => expect(deactivate).toHaveFocus());

    await userEvent.keyboard('{Enter}');
    await screen.findByRole('alertdialog', { name: 'Deactivate user' });
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    await waitFor(() => expect(deactivate).toHaveFocus());

    await userEvent.click(deactivate);
    const dialog = await screen.findByRole('alertdialog', { name: 'Deactivate user' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Deactivate' }));
    await expect(await canvas.findByText('Confirmed')).toBeVisible();
    await waitFor(() => expect(deactivate).toHaveFocus());

    const reject = canvas.getByRole('button', { name: 'Reject' });
    await userEvent.click(reject);
    const input = await screen.findByRole('textbox', {
      name: 'Enter rejection reason (optional):',
    });
    await userEvent.type(input, 'Incomplete documents{Enter}');
    await expect(await canvas.findByText('Reason: Incomplete documents')).toBeVisible();
    await waitFor(() => expect(reject).toHaveFocus());

    await userEvent.click(reject);
    await screen.findByRole('textbox', { name: 'Enter rejection reason (optional):' });
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await expect(await canvas.findByText('Prompt cancelled')).toBeVisible();
    await waitFor(() => expect(reject).toHaveFocus());
  },
};
