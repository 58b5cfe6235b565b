import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { OfflineNotice } from './OfflineBanner';

const meta = {
  title: 'Screens/Console/OfflineBanner',
  component: OfflineNotice,
  parameters: { layout: 'fullscreen' },
  // 05:42 UTC is 10:42 in Pakistan.
  args: { state: { online: false, savedAt: '2026-11-27T05:42:00.000Z' } },
} satisfies Meta<typeof OfflineNotice>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Offline, showing reads saved at 10:42 (Pakistan time, whatever the device's zone). */
export const SavedCopy: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByText('You are offline — showing what was saved at 10:42 am.'),
    ).toBeVisible();
    await expect(canvas.queryByRole('status')).toBeNull();
  },
};

/** Offline before any saved read was shown. */
export const NoCopy: Story = {
  args: { state: { online: false, savedAt: null } },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByText('You are offline — pages you opened before still work.'),
    ).toBeVisible();
  },
};

/** Online: the empty status region only. */
export const Online: Story = {
  args: { state: { online: true, savedAt: null } },
  play: async ({ canvasElement }) => {
    const region = canvasElement.querySelector('[data-offline-region]');
    await expect(region).toBeEmptyDOMElement();
  },
};

export const SavedCopyUrdu: Story = { globals: { locale: 'ur' } };

export const NoCopyUrdu: Story = {
  args: { state: { online: false, savedAt: null } },
  globals: { locale: 'ur' },
};
