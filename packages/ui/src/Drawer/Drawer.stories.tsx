import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Drawer } from './Drawer';

const meta = {
  title: 'UI/Drawer',
  component: Drawer.Root,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof Drawer.Root>;

export default meta;
type Story = StoryObj<typeof meta>;

function Example({ defaultOpen = false }: { defaultOpen?: boolean }) {
  return (
    <Drawer.Root defaultOpen={defaultOpen}>
      <Drawer.Trigger>Open menu</Drawer.Trigger>
      <Drawer.Content title="Menu" closeLabel="Close menu">
        <nav aria-label="Example">
          <ul>
            <li>
              <a href="#dashboard">Dashboard</a>
            </li>
            <li>
              <a href="#courses">Courses</a>
            </li>
          </ul>
        </nav>
      </Drawer.Content>
    </Drawer.Root>
  );
}

/** Closed: only the trigger. */
export const Closed: Story = { render: () => <Example /> };

/** Open: the sheet along the start edge, focus inside, Escape closes and focus returns. */
export const Open: Story = {
  render: () => <Example />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const trigger = canvas.getByRole('button', { name: 'Open menu' });
    await userEvent.click(trigger);
    const body = within(canvasElement.ownerDocument.body);
    await expect(await body.findByRole('dialog', { name: 'Menu' })).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await expect(body.queryByRole('dialog')).toBeNull();
    await expect(trigger).toHaveFocus();
  },
};
