import type { Meta, StoryObj } from '@storybook/react-vite';
import { useRef, useState } from 'react';
import { expect, screen, waitFor, within } from 'storybook/test';
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

/** Opened from a plain button and unmounted on close, as the staff form dialogs are. */
function ControlledDemo() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Edit course</Button>
      {open ? (
        <Dialog.Root open onOpenChange={setOpen}>
          <Dialog.Content aria-describedby={undefined}>
            <Dialog.Header>
              <Dialog.Title>Edit course</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <TextField label="Title" />
            </Dialog.Body>
            <Dialog.Footer>
              <Dialog.Close asChild>
                <Button variant="outline">Cancel</Button>
              </Dialog.Close>
              <Button onClick={() => setOpen(false)}>Save</Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Root>
      ) : null}
    </>
  );
}

export const FocusReturnsWithoutTrigger: Story = {
  render: () => <ControlledDemo />,
  play: async ({ canvas, userEvent }) => {
    const opener = canvas.getByRole('button', { name: 'Edit course' });
    for (const close of ['{Escape}', 'Cancel', 'Save']) {
      await userEvent.click(opener);
      await screen.findByRole('dialog', { name: 'Edit course' });
      if (close.startsWith('{')) await userEvent.keyboard(close);
      else await userEvent.click(screen.getByRole('button', { name: close }));
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      await waitFor(() => expect(opener).toHaveFocus());
    }
  },
};

/** The dialog removes the row that opened it: focus goes to the `returnFocus` fallback. */
function RemovedOpenerDemo() {
  const [rows, setRows] = useState(['Algebra', 'Geometry']);
  const [editing, setEditing] = useState<string | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  return (
    <div>
      <h2 ref={heading} tabIndex={-1}>
        Courses
      </h2>
      <ul>
        {rows.map((row) => (
          <li key={row}>
            <Button variant="danger" onClick={() => setEditing(row)}>
              Delete {row}
            </Button>
          </li>
        ))}
      </ul>
      {editing ? (
        <Dialog.Root open onOpenChange={(open) => (open ? undefined : setEditing(null))}>
          <Dialog.Content aria-describedby={undefined} returnFocus={() => heading.current}>
            <Dialog.Header>
              <Dialog.Title>Delete {editing}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Footer>
              <Button
                variant="danger"
                onClick={() => {
                  setRows((r) => r.filter((x) => x !== editing));
                  setEditing(null);
                }}
              >
                Delete
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Root>
      ) : null}
    </div>
  );
}

export const FocusFallbackWhenOpenerRemoved: Story = {
  render: () => <RemovedOpenerDemo />,
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Delete Algebra' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete Algebra' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(canvas.getByRole('heading', { name: 'Courses' })).toHaveFocus());
  },
};
