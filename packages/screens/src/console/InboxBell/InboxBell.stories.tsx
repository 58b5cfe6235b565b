import type { Meta, StoryObj } from '@storybook/react-vite';
import { MemoryRouter } from 'react-router-dom';
import { InboxBellView } from './InboxBell';

const meta = {
  title: 'Screens/Console/InboxBell',
  component: InboxBellView,
  decorators: [
    (Story) => (
      <MemoryRouter>
        <div style={{ display: 'flex', padding: 16 }}>
          <Story />
        </div>
      </MemoryRouter>
    ),
  ],
  args: { unread: 3 },
} satisfies Meta<typeof InboxBellView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Unread: Story = {};
export const NoneUnread: Story = { args: { unread: 0 } };
export const Loading: Story = { args: { unread: undefined } };
export const Many: Story = { args: { unread: 240 } };
