import { type ReactNode, useEffect, useId, useRef } from 'react';
import { cx } from '../_internal/cx';
import { useControllableState } from '../_internal/useControllableState';
import { Icon } from '../Icon/Icon';
import { useUiLabels } from '../i18n/labels';
import { Container } from '../Layout/Layout';
import * as styles from './Navbar.css';

export const navbarBreakpoints = ['md', 'lg'] as const;

export interface NavLinkItem {
  href: string;
  label: ReactNode;
  /** Marks the link for the current page (aria-current="page"). */
  current?: boolean;
}

/** Props handed to `renderLink`: spread them on your router's Link (`to={href}`). */
export interface RenderLinkProps {
  href: string;
  className: string;
  children: ReactNode;
  onClick: () => void;
  'aria-current'?: 'page';
}

export type RenderLink = (props: RenderLinkProps, link: NavLinkItem) => ReactNode;

export const defaultRenderLink: RenderLink = ({ href, ...props }) => <a href={href} {...props} />;

export interface NavbarProps {
  /** Logo / home link. */
  brand: ReactNode;
  links?: readonly NavLinkItem[];
  /** Buttons at the end: 'Login' / 'Get Started', or 'Dashboard' / 'Logout'. */
  actions?: ReactNode;
  /** Render links with the app's router; ui itself knows no router. */
  renderLink?: RenderLink;
  /** Called after any link in the menu is activated (the mobile menu also closes). */
  onNavigate?: (href: string) => void;
  /** Width below which links collapse into the menu: md = 768px, lg = 1024px. */
  collapseBelow?: (typeof navbarBreakpoints)[number];
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  label?: string;
  menuLabel?: string;
  sticky?: boolean;
  className?: string;
}

/** Top bar: brand, primary links, actions; below the breakpoint a toggled menu (aria-expanded/aria-controls). */
export function Navbar({
  brand,
  links = [],
  actions,
  renderLink = defaultRenderLink,
  onNavigate,
  collapseBelow = 'lg',
  open: openProp,
  defaultOpen = false,
  onOpenChange,
  label: labelProp,
  menuLabel: menuLabelProp,
  sticky = true,
  className,
}: NavbarProps) {
  const labels = useUiLabels();
  const label = labelProp ?? labels.mainNavigation;
  const menuLabel = menuLabelProp ?? labels.menu;
  const [open, setOpen] = useControllableState(openProp, defaultOpen, onOpenChange);
  const panelId = `navbar-menu${useId().replace(/:/g, '')}`;
  const toggleRef = useRef<HTMLButtonElement>(null);

  // The boot script (navbarBootScript) may have opened the panel before hydration: take over.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, on hydration
  useEffect(() => {
    toggleRef.current?.setAttribute('data-ready', '');
    if (document.getElementById(panelId)?.hasAttribute('data-open')) setOpen(true);
  }, []);

  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setOpen(false);
        toggleRef.current?.focus();
      }
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open, setOpen]);

  const navigate = (href: string) => {
    if (open) setOpen(false);
    onNavigate?.(href);
  };

  return (
    <header
      data-slot="navbar"
      data-sticky={sticky ? '' : undefined}
      className={cx(styles.root, sticky && styles.sticky, className)}
    >
      <Container className={styles.bar}>
        <div className={styles.brand}>{brand}</div>
        {/* The button comes before the panel it opens, so Tab from it goes into the menu. */}
        <button
          ref={toggleRef}
          type="button"
          className={cx(styles.toggle, styles.toggleAt[collapseBelow])}
          aria-expanded={open}
          aria-controls={panelId}
          aria-label={menuLabel}
          onClick={() => setOpen(!open)}
          data-slot="navbar-toggle"
        >
          <Icon name={open ? 'x' : 'menu'} size={22} />
        </button>
        <div
          id={panelId}
          data-open={open ? '' : undefined}
          className={cx(styles.panel, styles.panelAt[collapseBelow])}
          data-slot="navbar-menu"
        >
          {links.length > 0 ? (
            <nav aria-label={label}>
              <ul className={cx(styles.links, styles.linksAt[collapseBelow])}>
                {links.map((link) => (
                  <li key={link.href}>
                    {renderLink(
                      {
                        href: link.href,
                        className: styles.link,
                        children: link.label,
                        onClick: () => navigate(link.href),
                        ...(link.current ? { 'aria-current': 'page' as const } : {}),
                      },
                      link,
                    )}
                  </li>
                ))}
              </ul>
            </nav>
          ) : null}
          {actions ? (
            // Clicking an action (a link or button) inside the open menu closes it too.
            // biome-ignore lint/a11y/noStaticElementInteractions: delegation only; the children are the controls
            // biome-ignore lint/a11y/useKeyWithClickEvents: keyboard activation of the children fires click
            <div
              className={cx(styles.actions, styles.actionsAt[collapseBelow])}
              onClick={(event) => {
                const target = (event.target as HTMLElement).closest('a,button');
                if (target && open) setOpen(false);
              }}
            >
              {actions}
            </div>
          ) : null}
        </div>
      </Container>
    </header>
  );
}
