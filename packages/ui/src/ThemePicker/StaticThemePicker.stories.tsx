import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { StaticThemePicker } from './StaticThemePicker';

// The markup only: on the site, apps/site/src/light/themePicker.ts drives it (the e2e journey
// tests/e2e/public/theme.spec.ts chooses a theme with it).
const meta = {
  title: 'UI/StaticThemePicker',
  component: StaticThemePicker,
  parameters: { layout: 'fullscreen' },
  decorators: [
    (Story) => (
      <div style={{ minBlockSize: 420, padding: 24 }}>
        <p>The prerendered public pages carry this markup; their script opens it.</p>
        {Story()}
      </div>
    ),
  ],
} satisfies Meta<typeof StaticThemePicker>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Closed, as prerendered: the trigger names its panel, which is hidden. */
export const Closed: Story = {
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('button', { name: 'Choose theme' });
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await expect(document.getElementById('theme-picker-panel')).not.toBeVisible();
  },
};

/** In Urdu: the labels in Urdu, the theme names marked as English. */
export const Urdu: Story = {
  globals: { locale: 'ur' },
  args: { label: 'تھیم منتخب کریں', heading: 'تھیم' },
};
