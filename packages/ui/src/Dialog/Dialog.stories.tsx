import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, waitFor } from 'storybook/test';
import { Button } from '../Button/Button';
import { Select } from '../Select/Select';
import { TextArea } from '../TextArea/TextArea';
import { TextField } from '../TextField/TextField';
import { Dialog, dialogSizes } from './Dialog';

const meta = {
  title: 'UI/Dialog',
  component: Dialog.Content,
  args: { size: 'md' },
  argTypes: { size: { control: 'inline-radio', options: dialogSizes } },
  render: (args) => (
    <Dialog.Root>
      <Dialog.Trigger asChild>
        <Button>Create New Course</Button>
      </Dialog.Trigger>
      <Dialog.Content {...args}>
        <Dialog.Header>
          <Dialog.Title>Create New Course</Dialog.Title>
          <Dialog.Description>
            Courses start as drafts until an admin publishes them.
          </Dialog.Description>
        </Dialog.Header>
        <Dialog.Body>
          <TextField label="Title" required />
          <TextArea label="Description" required rows={3} />
          <Select
            label="Level"
            defaultValue="beginner"
            options={[
              { value: 'beginner', label: 'Beginner' },
              { value: 'intermediate', label: 'Intermediate' },
              { value: 'advanced', label: 'Advanced' },
            ]}
          />
        </Dialog.Body>
        <Dialog.Footer>
          <Dialog.Close asChild>
            <Button variant="outline">Cancel</Button>
          </Dialog.Close>
          <Button>Create Course</Button>
        </Dialog.Footer>
      </Dialog.Content>
    </Dialog.Root>
  ),
} satisfies Meta<typeof Dialog.Content>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, userEvent }) => {
    const trigger = canvas.getByRole('button', { name: 'Create New Course' });
    await userEvent.click(trigger);
    const dialog = await screen.findByRole('dialog', { name: 'Create New Course' });
    await waitFor(() => expect(dialog).toBeVisible());
    // Focus moves into the dialog (first field).
    await waitFor(() => expect(screen.getByLabelText(/^Title/)).toHaveFocus());
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(trigger).toHaveFocus();
  },
};

export const EscapeCloses: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Create New Course' }));
    await screen.findByRole('dialog');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  },
};

export const Open: Story = {
  render: (args) => (
    <Dialog.Root defaultOpen>
      <Dialog.Content {...args}>
        <Dialog.Header>
          <Dialog.Title>Create Tenant</Dialog.Title>
          <Dialog.Description>
            Creates an organisation and makes Ayesha Khan its admin.
          </Dialog.Description>
        </Dialog.Header>
        <Dialog.Body>
          <TextField label="Organization name" required defaultValue="Beaconhouse Lahore" />
        </Dialog.Body>
        <Dialog.Footer>
          <Dialog.Close asChild>
            <Button variant="outline">Cancel</Button>
          </Dialog.Close>
          <Button>Create Tenant</Button>
        </Dialog.Footer>
      </Dialog.Content>
    </Dialog.Root>
  ),
};
