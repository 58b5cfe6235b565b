import { Drawer, Icon, Logo } from '@watni/ui';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { useConsoleMessages } from '../../messages/areas';
import type { Crumb, NavGroup } from '../navigation';
import { OfflineBanner } from '../OfflineBanner/OfflineBanner';
import * as styles from './ConsoleLayout.css';
import { useFocusHeadingAfterSignIn } from './useFocusHeadingAfterSignIn';

export interface ConsoleLayoutProps {
  /** The menu (`buildNavigation`): the user's entries in their groups, the current one marked. */
  navigation: readonly NavGroup[];
  breadcrumbs: readonly Crumb[];
  /** The user menu (UserMenu), top right. */
  userMenu: ReactNode;
  /** The inbox bell, before the user menu. */
  bell?: ReactNode;
  /** Phone drawer state, for stories and tests; uncontrolled by default. */
  defaultDrawerOpen?: boolean;
  children: ReactNode;
}

function NavLinks({ navigation, idPrefix }: { navigation: readonly NavGroup[]; idPrefix: string }) {
  return (
    <div className={styles.nav}>
      {navigation.map((group) => (
        <section key={group.id} aria-labelledby={`${idPrefix}-${group.id}`}>
          <h2 id={`${idPrefix}-${group.id}`} className={styles.groupLabel}>
            {group.label}
          </h2>
          <ul className={styles.navList}>
            {group.items.map((item) => (
              <li key={item.id}>
                <Link
                  to={item.route}
                  className={styles.navLink}
                  aria-current={item.current ? 'page' : undefined}
                  data-nav={item.id}
                >
                  <Icon name={item.icon} size={18} />
                  {item.label}
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}

function Breadcrumbs({ crumbs }: { crumbs: readonly Crumb[] }) {
  const consoleMessages = useConsoleMessages();
  const m = consoleMessages;
  return (
    <nav aria-label={m.breadcrumbLabel} className={styles.crumbs}>
      <ol className={styles.crumbList}>
        {crumbs.map((crumb, index) => {
          const last = index === crumbs.length - 1;
          return (
            <li
              key={`${crumb.href ?? 'here'}:${crumb.label}`}
              className={last ? styles.crumb : `${styles.crumb} ${styles.crumbHiddenOnPhone}`}
            >
              {index > 0 ? <Icon name="chevronRight" size={14} /> : null}
              {crumb.href && !last ? (
                <Link to={crumb.href} className={styles.crumbLink}>
                  {crumb.label}
                </Link>
              ) : (
                <span className={styles.crumbCurrent} aria-current="page">
                  {crumb.label}
                </span>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}

/**
 * The console: the layout of every signed-in page. A sidebar on wide screens; on phones a menu
 * button opens the same entries in a drawer (focus moves in and returns; it closes on every
 * navigation). Breadcrumbs and the user menu in the top bar; the page in `<main id="main">`.
 */
export function ConsoleLayout({
  navigation,
  breadcrumbs,
  userMenu,
  bell,
  defaultDrawerOpen = false,
  children,
}: ConsoleLayoutProps) {
  const consoleMessages = useConsoleMessages();
  const m = consoleMessages;
  const { key } = useLocation();
  const [drawerOpen, setDrawerOpen] = useState(defaultDrawerOpen);
  useFocusHeadingAfterSignIn();
  const lastKey = useRef(key);
  useEffect(() => {
    if (lastKey.current === key) return;
    lastKey.current = key;
    setDrawerOpen(false);
  }, [key]);

  return (
    <div className={styles.root} data-layout="console">
      <a href="#main" className={styles.skipLink}>
        {m.skipLink}
      </a>
      <aside className={styles.sidebar}>
        <Link to="/dashboard" className={styles.brandLink} aria-label={m.brandLabel}>
          <Logo />
        </Link>
        <nav aria-label={m.sidebarLabel}>
          <NavLinks navigation={navigation} idPrefix="sidebar" />
        </nav>
      </aside>
      <div className={styles.column}>
        <header className={styles.topbar}>
          <Drawer.Root open={drawerOpen} onOpenChange={setDrawerOpen}>
            <Drawer.Trigger className={styles.menuButton} aria-label={m.openMenu}>
              <Icon name="menu" size={22} />
            </Drawer.Trigger>
            <Drawer.Content title={m.drawerTitle} closeLabel={m.closeMenu}>
              <nav aria-label={m.sidebarLabel}>
                <NavLinks navigation={navigation} idPrefix="drawer" />
              </nav>
            </Drawer.Content>
          </Drawer.Root>
          <Breadcrumbs crumbs={breadcrumbs} />
          {bell}
          {userMenu}
        </header>
        <OfflineBanner />
        <main id="main" tabIndex={-1} className={styles.main}>
          {children}
        </main>
      </div>
    </div>
  );
}
