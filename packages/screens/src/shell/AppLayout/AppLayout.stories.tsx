import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { withRouter, withThemeContext } from '../../_storybook/decorators';
import { AppLayout } from './AppLayout';

const meta = {
  title: 'Screens/Shell/AppLayout',
  component: AppLayout,
  decorators: [withRouter, withThemeContext],
  parameters: { layout: 'fullscreen', route: '/pricing' },
  args: {
    session: 'signedOut',
    copyrightYear: 2026,
    onLogout: fn(),
    children: (
      <div style={{ padding: '4rem 2rem' }}>
        <h1>Page content</h1>
        <p>The routed page renders here, inside main#main.</p>
      </div>
    ),
  },
} satisfies Meta<typeof AppLayout>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A visitor: Login and Get Started. */
export const SignedOut: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Get Started' })).toHaveAttribute(
      'href',
      '/register',
    );
    const nav = within(canvas.getByRole('navigation', { name: 'Main' }));
    await expect(nav.getByRole('link', { name: 'Pricing' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  },
};

/** A signed-in user: Dashboard and Logout. */
export const SignedIn: Story = {
  args: { session: 'signedIn' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Logout' }));
    await expect(args.onLogout).toHaveBeenCalled();
  },
};

/** While the logout call runs. */
export const LoggingOut: Story = {
  args: { session: 'signedIn', loggingOut: true },
};

/** The mobile menu on a phone, open. */
export const MobileMenuOpen: Story = {
  args: {
    defaultMenuOpen: true,
    // Tall enough that the open menu panel does not cover the footer.
    children: <div style={{ minBlockSize: 900, padding: '2rem 1rem' }}>Page content</div>,
  },
  globals: { viewport: { value: 'mobile2', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const toggle = canvas.getByRole('button', { name: 'Menu' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const nav = within(canvas.getByRole('navigation', { name: 'Main' }));
    await expect(nav.getByRole('link', { name: 'Watni Nexus' })).toBeVisible();
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  },
};

/** In Urdu, right to left: the bar mirrors and the switcher offers English, linking to the twin. */
export const Urdu: Story = {
  globals: { locale: 'ur' },
  args: { languageHref: (locale) => (locale === 'ur' ? '/ur/pricing' : '/pricing') },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    await expect(document.documentElement).toHaveAttribute('lang', 'ur');
    await expect(canvas.getByRole('link', { name: 'شروع کریں' })).toHaveAttribute(
      'href',
      '/register',
    );
    const english = canvas.getByRole('link', { name: /English/ });
    await expect(english).toHaveAttribute('href', '/pricing');
    await expect(english).toHaveAttribute('hreflang', 'en');
  },
};

/** An English page offers Urdu by its own name; choosing it switches the shell to Urdu. */
export const SwitchToUrdu: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: /اردو/ }));
    await expect(await canvas.findByRole('link', { name: 'شروع کریں' })).toBeVisible();
    await expect(document.documentElement).toHaveAttribute('dir', 'rtl');
  },
};
