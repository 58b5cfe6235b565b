import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, waitFor } from 'storybook/test';
import { themeStorageKey } from '../theme/bootScript';
import { applyTheme, ThemeProvider } from '../theme/ThemeProvider';
import { ThemePicker } from './ThemePicker';

const meta = {
  title: 'UI/ThemePicker',
  component: ThemePicker,
  parameters: { layout: 'fullscreen' },
  args: { floating: true, corner: 'end' },
  beforeEach: () => {
    const html = document.documentElement;
    const before = html.className;
    window.localStorage.removeItem(themeStorageKey);
    return () => {
      window.localStorage.removeItem(themeStorageKey);
      html.className = before;
    };
  },
  decorators: [
    (Story) => (
      <ThemeProvider>
        <div style={{ minBlockSize: 420, padding: 24 }}>
          <p>The floating palette button sits in the bottom corner of every page.</p>
          {Story()}
        </div>
      </ThemeProvider>
    ),
  ],
} satisfies Meta<typeof ThemePicker>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Choose theme' }));
    const group = await screen.findByRole('radiogroup', { name: 'Theme' });
    await waitFor(() => expect(group).toBeVisible());
    await expect(screen.getByRole('radio', { name: 'Watni' })).toBeChecked();
    await userEvent.click(screen.getByRole('radio', { name: 'Purple' }));
    await waitFor(() => expect(document.documentElement).toHaveClass('theme-purple'));
    await expect(document.documentElement).not.toHaveClass('theme-watni');
    await expect(window.localStorage.getItem(themeStorageKey)).toBe('purple');
    await userEvent.click(screen.getByRole('radio', { name: 'Green' }));
    await waitFor(() => expect(document.documentElement).toHaveClass('theme-green'));
    await expect(window.localStorage.getItem(themeStorageKey)).toBe('green');
    applyTheme('watni');
  },
};

export const Open: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Choose theme' }));
    await screen.findByRole('radiogroup', { name: 'Theme' });
  },
};

export const Inline: Story = { args: { floating: false } };
