import type { Meta, StoryObj } from '@storybook/react-vite';
import type { Schemas } from '@watni/api-client';
import { expect, fn, userEvent, within } from 'storybook/test';
import { withRouter } from '../../_storybook/decorators';
import { DeliveryStatusView } from './DeliveryStatus';

const delivery = (
  id: number,
  overrides: Partial<Schemas['Delivery']> = {},
): Schemas['Delivery'] => ({
  id,
  channel: 'sms',
  address: `+9230012345${String(id).padStart(2, '0')}`,
  status: 'sent',
  reason: null,
  attempts: 1,
  provider: 'http',
  event: 'announcement',
  title: 'کل اسکول بند رہے گا',
  recipient_name: 'Nadia Raza',
  updated_at: '2026-03-02T04:00:05.000Z',
  ...overrides,
});

const deliveries: Schemas['Delivery'][] = [
  // Reported delivered by the SMS gateway (its DLR): the time shown is when it arrived.
  delivery(13, {
    status: 'delivered',
    recipient_name: 'Farah Naz',
    delivered_at: '2026-03-02T04:00:09.000Z',
  }),
  delivery(12, { channel: 'whatsapp', address: '+923001234512', recipient_name: 'Tariq Mehmood' }),
  delivery(11, {
    status: 'failed',
    channel: 'whatsapp',
    reason: 'WhatsApp: (#131026) Message undeliverable (code 131026)',
    attempts: 1,
    recipient_name: 'Saima Bibi',
  }),
  delivery(10, { status: 'queued', attempts: 0, recipient_name: 'Imran Khan' }),
  delivery(9, {
    channel: 'email',
    address: 'parent@iqbal.edu.pk',
    title: 'Sports day',
    recipient_name: 'Nadia Raza',
  }),
];

const deadLetters: Schemas['DeadLetter'][] = [
  {
    id: '3f2c0b9e-8d1a-5c47-9e21-0a4b5c6d7e8f',
    kind: 'delivery',
    reason: 'SMS gateway error: gateway unavailable',
    failed_at: '2026-03-02T05:10:00.000Z',
    delivery: delivery(7, { status: 'sending', attempts: 6, recipient_name: 'Asma Rauf' }),
    announcement_id: 2,
    announcement_title: 'کل اسکول بند رہے گا',
  },
  {
    id: '7a1b2c3d-4e5f-5a6b-8c7d-9e0f1a2b3c4d',
    kind: 'announcement',
    reason: 'job failed by timeout in active state',
    failed_at: '2026-03-01T03:00:00.000Z',
    delivery: null,
    announcement_id: 1,
    announcement_title: 'Sports day',
  },
];

const ready = <T,>(items: T[], total = items.length) => ({
  status: 'ready' as const,
  items,
  total,
  page: 1,
});

const meta = {
  title: 'Screens/School/DeliveryStatus',
  component: DeliveryStatusView,
  decorators: [withRouter],
  parameters: { layout: 'fullscreen' },
  args: {
    tab: 'deliveries',
    onTabChange: fn(),
    statusFilter: null,
    channelFilter: null,
    announcementId: null,
    onStatusFilterChange: fn(),
    onChannelFilterChange: fn(),
    onClearAnnouncement: fn(),
    deliveries: ready(deliveries, 58),
    onDeliveriesPage: fn(),
    deadLetters: ready(deadLetters),
    onDeadLettersPage: fn(),
    onReload: fn(),
    retrying: [],
    onRetryDelivery: fn(),
    onRetryDeadLetter: fn(),
    notice: null,
  },
} satisfies Meta<typeof DeliveryStatusView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const List: Story = {};

/** A provider's report: "Delivered" with the time it arrived (not the time it was sent). */
export const Delivered: Story = {
  args: {
    statusFilter: 'delivered',
    deliveries: ready(deliveries.filter((d) => d.status === 'delivered')),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const row = canvas.getByText('Farah Naz').closest('tr') as HTMLElement;
    await expect(within(row).getByText('Delivered')).toBeInTheDocument();
    await expect(row.querySelector('time')?.getAttribute('datetime')).toBe(
      '2026-03-02T04:00:09.000Z',
    );
  },
};

export const Failed: Story = {
  args: {
    statusFilter: 'failed',
    deliveries: ready(deliveries.filter((d) => d.status === 'failed')),
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: /Retry: Saima Bibi/ }));
    await expect(args.onRetryDelivery).toHaveBeenCalledWith(11);
  },
};

/** A failed row shows the provider's own reason next to its badge, and can be retried. */
export const FailedWithReason: Story = {
  args: {
    statusFilter: 'failed',
    deliveries: ready(deliveries.filter((d) => d.status === 'failed')),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const row = canvas.getByText('Saima Bibi').closest('tr') as HTMLElement;
    await expect(within(row).getByText('Failed')).toBeInTheDocument();
    await expect(
      within(row).getByText('WhatsApp: (#131026) Message undeliverable (code 131026)'),
    ).toBeVisible();
    await expect(within(row).getByRole('button', { name: /Retry: Saima Bibi/ })).toBeEnabled();
  },
};

/** Delivered and failed side by side: the delivered time, the failure's reason (Urdu). */
export const DeliveredAndFailedUrdu: Story = {
  args: {
    deliveries: ready(deliveries.filter((d) => d.status === 'delivered' || d.status === 'failed')),
  },
  globals: { locale: 'ur' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const delivered = canvas.getByText('Farah Naz').closest('tr') as HTMLElement;
    await expect(delivered.querySelector('time')?.getAttribute('datetime')).toBe(
      '2026-03-02T04:00:09.000Z',
    );
    const failed = canvas.getByText('Saima Bibi').closest('tr') as HTMLElement;
    await expect(
      within(failed).getByText('WhatsApp: (#131026) Message undeliverable (code 131026)'),
    ).toBeVisible();
  },
};

export const Retrying: Story = {
  args: {
    retrying: [11],
    notice: null,
  },
};

export const Retried: Story = {
  args: { notice: { tone: 'success', text: 'Queued again.' } },
};

export const ForOneAnnouncement: Story = { args: { announcementId: 2 } };

export const Empty: Story = { args: { deliveries: ready([]), deadLetters: ready([]) } };

export const EmptyFiltered: Story = {
  args: { statusFilter: 'failed', deliveries: ready([]) },
};

export const Loading: Story = {
  args: { deliveries: { status: 'loading', items: [], total: 0, page: 1 } },
};

export const ErrorState: Story = {
  args: { deliveries: { status: 'error', items: [], total: 0, page: 1 } },
};

export const DeadLetters: Story = { args: { tab: 'dead-letters' } };

export const DeadLettersEmpty: Story = {
  args: { tab: 'dead-letters', deadLetters: ready([]) },
};

export const DeadLetterRetrying: Story = {
  args: { tab: 'dead-letters', retrying: ['3f2c0b9e-8d1a-5c47-9e21-0a4b5c6d7e8f'] },
};
