import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { SchoolLogoView } from './SchoolLogo';

// A 32 × 32 teal square (PNG), as the service stores a logo.
const PNG_32 =
  'iVBORw0KGgoAAAANSUhEUgAAACAAAAAgCAYAAABzenr0AAAAR0lEQVR4AcXBMQEAIAzAsK4GcMqJfSajyZx3PyGJSUxiEpOYxCQmMYlJTGISk5jEJCYxiUlMYhKTmMQkJjGJSUxiEpOYxCS2bg4CMnRKnCYAAAAASUVORK5CYII=';

const meta = {
  title: 'Screens/School/SchoolLogo',
  component: SchoolLogoView,
  parameters: { layout: 'fullscreen' },
  args: {
    logo: {
      content_type: 'image/png',
      width: 32,
      height: 32,
      byte_size: 120,
      updated_at: '2026-11-27T05:00:00Z',
      data_base64: PNG_32,
    },
    onUpload: fn(),
    onRemove: fn(),
    onRetry: fn(),
  },
} satisfies Meta<typeof SchoolLogoView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('img', { name: 'The school’s logo' })).toBeVisible();
    await expect(canvas.getByText('32 × 32 pixels')).toBeVisible();
  },
};

export const Empty: Story = { args: { logo: null } };

export const Saved: Story = { args: { saved: true } };

export const Refused: Story = {
  args: { logo: null, saveError: 'The logo must be a PNG or JPEG image.' },
};

export const Loading: Story = { args: { logo: null, loading: true } };

export const LoadError: Story = {
  name: 'Error',
  args: { logo: null, error: 'The logo could not be loaded.' },
};
