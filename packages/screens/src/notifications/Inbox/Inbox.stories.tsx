import type { Meta, StoryObj } from '@storybook/react-vite';
import { MemoryRouter } from 'react-router-dom';
import { fn } from 'storybook/test';
import { type InboxItem, InboxView } from './Inbox';

const items: InboxItem[] = [
  {
    id: 3,
    event: 'announcement',
    title: 'کل اسکول بند رہے گا',
    body: 'شدید بارش کی وجہ سے کل اسکول بند رہے گا۔',
    link: '/inbox',
    language: 'ur',
    read_at: null,
    created_at: '2026-03-02T04:15:00.000Z',
  },
  {
    id: 2,
    event: 'absence',
    title: 'Ali Raza was absent today',
    body: 'Ali Raza was marked absent on 2 March 2026. If this is unexpected, please contact the school.',
    link: null,
    language: 'en',
    read_at: null,
    created_at: '2026-03-02T03:10:00.000Z',
  },
  {
    id: 1,
    event: 'quiz_graded',
    title: 'Quiz graded: Algebra basics',
    body: 'Your answers to Algebra basics have been graded: 8/10.',
    link: null,
    language: 'en',
    read_at: '2026-03-01T10:00:00.000Z',
    created_at: '2026-03-01T09:00:00.000Z',
  },
];

const meta = {
  title: 'Screens/Notifications/Inbox',
  component: InboxView,
  decorators: [
    (Story) => (
      <MemoryRouter>
        <Story />
      </MemoryRouter>
    ),
  ],
  args: {
    status: 'ready',
    items,
    total: items.length,
    unread: 2,
    page: 1,
    onPageChange: fn(),
    onMarkRead: fn(),
    onMarkAll: fn(),
    onRetry: fn(),
  },
} satisfies Meta<typeof InboxView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = {};
export const Loading: Story = { args: { status: 'loading', items: [], total: 0, unread: 0 } };
export const ErrorState: Story = { args: { status: 'error', items: [], total: 0, unread: 0 } };
export const Empty: Story = { args: { items: [], total: 0, unread: 0 } };
export const Paged: Story = { args: { total: 75 } };
