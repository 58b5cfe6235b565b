import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { Collapsible } from './Collapsible';

const meta = {
  title: 'UI/Collapsible',
  component: Collapsible.Root,
  render: (args) => (
    <Collapsible.Root {...args} style={{ maxInlineSize: 480 }}>
      <Collapsible.Trigger icon="lightbulb" openLabel="Hide hint">
        Show hint
      </Collapsible.Trigger>
      <Collapsible.Content tone="hint">
        Think about which gas plants absorb during photosynthesis.
      </Collapsible.Content>
    </Collapsible.Root>
  ),
} satisfies Meta<typeof Collapsible.Root>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, userEvent }) => {
    const trigger = canvas.getByRole('button', { name: 'Show hint' });
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.queryByText(/photosynthesis/)).not.toBeInTheDocument();
    await userEvent.click(trigger);
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await expect(trigger).toHaveAccessibleName('Hide hint');
    const hint = await canvas.findByText(/photosynthesis/);
    await waitFor(() => expect(hint).toBeVisible());
    await userEvent.click(trigger);
    await waitFor(() => expect(canvas.queryByText(/photosynthesis/)).not.toBeInTheDocument());
  },
};

export const Open: Story = { args: { defaultOpen: true } };
