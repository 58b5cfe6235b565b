import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Popover } from './Popover';

const meta = {
  title: 'UI/Popover',
  component: Popover.Root,
  parameters: { layout: 'centered' },
} satisfies Meta<typeof Popover.Root>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A panel anchored to its trigger; Escape closes it. */
export const Default: Story = {
  render: () => (
    <Popover.Root>
      <Popover.Trigger>Account</Popover.Trigger>
      <Popover.Content aria-label="Account">
        <span>Ayesha Siddiqui</span>
        <a href="#profile">Profile</a>
      </Popover.Content>
    </Popover.Root>
  ),
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Account' }));
    const body = within(canvasElement.ownerDocument.body);
    const link = await body.findByRole('link', { name: 'Profile' });
    // Radix places the panel once it has measured it (a frame or two later).
    await waitFor(() => expect(link).toBeVisible());
  },
};
