import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { navLinks } from '../_internal/storyData';
import { Button } from '../Button/Button';
import { Logo } from '../Logo/Logo';
import { Navbar, navbarBreakpoints } from './Navbar';

const meta = {
  title: 'UI/Navbar',
  component: Navbar,
  parameters: { layout: 'fullscreen' },
  args: {
    brand: (
      <a href="#home" aria-label="Watni home">
        <Logo />
      </a>
    ),
    links: navLinks,
    collapseBelow: 'lg',
    onNavigate: fn(),
    actions: (
      <>
        <Button variant="ghost" asChild>
          <a href="#login">Login</a>
        </Button>
        <Button asChild>
          <a href="#register">Get Started</a>
        </Button>
      </>
    ),
  },
  argTypes: { collapseBelow: { control: 'inline-radio', options: navbarBreakpoints } },
  decorators: [(Story) => <div style={{ minBlockSize: 480 }}>{Story()}</div>],
} satisfies Meta<typeof Navbar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = { args: { collapseBelow: 'md' } };

export const LoggedIn: Story = {
  args: {
    collapseBelow: 'md',
    links: navLinks.slice(0, 4).map((l) => ({ ...l, current: false })),
    actions: (
      <>
        <Button variant="ghost" asChild>
          <a href="#dashboard">Dashboard</a>
        </Button>
        <Button variant="outline">Logout</Button>
      </>
    ),
  },
};

/**
 * Rendered in a 375px-wide frame: the links collapse behind the menu button. Links go through
 * `renderLink`, as a router's Link would (here: no real navigation).
 */
export const MobileMenu: Story = {
  args: {
    renderLink: ({ href, onClick, ...props }) => (
      <a
        href={href}
        {...props}
        onClick={(event) => {
          event.preventDefault();
          onClick();
        }}
      />
    ),
  },
  decorators: [
    (Story) => (
      <div style={{ inlineSize: 375, minBlockSize: 560, border: '1px dashed #999' }}>{Story()}</div>
    ),
  ],
  play: async ({ canvas, userEvent, args }) => {
    const toggle = canvas.getByRole('button', { name: 'Menu' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    const menu = document.getElementById(toggle.getAttribute('aria-controls') ?? '');
    await expect(menu).not.toBeNull();
    await expect(menu).not.toBeVisible();

    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(menu).toBeVisible();
    // The panel follows its button in the page order: Tab goes into the menu, not under it.
    await userEvent.tab();
    await expect(menu?.contains(document.activeElement)).toBe(true);

    // Following a link closes the menu and reports the navigation.
    await userEvent.click(canvas.getByRole('link', { name: 'Pricing' }));
    await expect(args.onNavigate).toHaveBeenCalledWith('#pricing');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(menu).not.toBeVisible();

    // The toggle closes it too, and Escape.
    await userEvent.click(toggle);
    await expect(menu).toBeVisible();
    await userEvent.click(toggle);
    await expect(menu).not.toBeVisible();
    await userEvent.click(toggle);
    await userEvent.keyboard('{Escape}');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(toggle).toHaveFocus();
  },
};
