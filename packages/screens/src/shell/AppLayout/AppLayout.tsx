import {
  Button,
  Footer,
  type FooterColumn,
  type FooterContactItem,
  Icon,
  LanguageSwitcher,
  type Locale,
  Logo,
  Navbar,
  type NavLinkItem,
  StaticThemePicker,
  useI18n,
} from '@watni/ui';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { usePublicMessages } from '../../messages/MessagesProvider';
import { DeferredThemePicker } from '../DeferredThemePicker';
import { LightTemplate, useLightPage } from '../LightPage/LightPage';
import { stripLocale } from '../localePaths';
import { isCurrentPath, routerRenderLink } from '../routerLink';
import * as styles from './AppLayout.css';

/** What the navigation bar shows: 'signedIn' (Dashboard, Logout) or 'signedOut' (Login, Get Started). */
export type ShellSession = 'signedIn' | 'signedOut';

export interface AppLayoutProps {
  session: ShellSession;
  /** Logout was pressed (the container signs out and goes home). */
  onLogout?: () => void;
  /** While the logout call runs. */
  loggingOut?: boolean;
  /** Year in the copyright line (fixed at build time so prerendered HTML and the client agree). */
  copyrightYear: number;
  /**
   * The address of this page in another language (a public page's `/ur/...` twin), so the
   * language switcher is a real link; without it the switcher changes the language in place.
   */
  languageHref?: ((locale: Locale) => string) | undefined;
  /** Mobile menu state, for stories and tests; uncontrolled by default. */
  defaultMenuOpen?: boolean;
  children: ReactNode;
}

/**
 * The site shell: skip link, navigation bar (with the mobile menu, which closes on every
 * navigation), the page in `<main id="main">`, the footer and the floating theme picker.
 */
export function AppLayout({
  session,
  onLogout,
  loggingOut = false,
  copyrightYear,
  languageHref,
  defaultMenuOpen = false,
  children,
}: AppLayoutProps) {
  const m = usePublicMessages();
  const { format } = useI18n();
  const { pathname, key } = useLocation();
  const [menuOpen, setMenuOpen] = useState(defaultMenuOpen);
  const light = useLightPage();

  // Any navigation (a link, the back button, a redirect) closes the mobile menu.
  const lastKey = useRef(key);
  useEffect(() => {
    if (lastKey.current === key) return;
    lastKey.current = key;
    setMenuOpen(false);
  }, [key]);

  const nav = m.shell.nav;
  const links: NavLinkItem[] = [
    { href: '/', label: nav.home },
    { href: '/watni-nexus', label: nav.nexus },
    { href: '/services', label: nav.services },
    { href: '/products', label: nav.products },
    { href: '/certifications', label: nav.certifications },
    { href: '/courses', label: nav.courses },
    { href: '/pricing', label: nav.pricing },
    { href: '/about', label: nav.about },
    { href: '/contact', label: nav.contact },
    // '/ur/pricing' is the pricing page too.
  ].map((link) => ({ ...link, current: isCurrentPath(stripLocale(pathname), link.href) }));

  const switcher = <LanguageSwitcher hrefFor={languageHref} />;
  const signedInActions = (busy: boolean) => (
    <>
      {switcher}
      <Button asChild variant="ghost">
        <Link to="/dashboard">{m.shell.dashboard}</Link>
      </Button>
      <Button
        variant="outline"
        onClick={onLogout}
        loading={busy}
        loadingLabel={m.shell.loggingOut}
        data-action="logout"
      >
        {m.shell.logout}
      </Button>
    </>
  );
  const actions =
    session === 'signedIn' ? (
      signedInActions(loggingOut)
    ) : (
      <>
        {switcher}
        <Button asChild variant="ghost">
          <Link to="/login">{m.shell.login}</Link>
        </Button>
        <Button asChild>
          <Link to="/register">{m.shell.getStarted}</Link>
        </Button>
      </>
    );

  const f = m.shell.footer;
  const columns: FooterColumn[] = [
    {
      title: f.quickLinks,
      links: [
        { href: '/', label: nav.home },
        { href: '/about', label: nav.about },
        { href: '/courses', label: nav.courses },
        { href: '/pricing', label: nav.pricing },
        { href: '/contact', label: nav.contact },
      ],
    },
    {
      title: f.offerings,
      links: [
        { href: '/certifications', label: f.offeringLinks.certifications },
        { href: '/watni-nexus', label: f.offeringLinks.nexus },
        { href: '/services', label: f.offeringLinks.services },
        { href: '/products', label: f.offeringLinks.products },
        { href: '/products/dehydrator', label: f.offeringLinks.dehydrator },
      ],
    },
  ];
  const c = m.company;
  const contact: FooterContactItem[] = [
    { icon: 'mail', label: f.email, value: c.email, href: `mailto:${c.email}` },
    { icon: 'phone', label: f.phone, value: c.phone, href: c.phoneHref },
    { icon: 'phone', label: f.mobile, value: c.mobile, href: c.mobileHref },
    {
      icon: 'mapPin',
      label: f.address,
      value: c.addressLines.map((line, i) => (
        <span key={line}>
          {i > 0 ? <br /> : null}
          {line}
        </span>
      )),
    },
    { icon: 'clock', label: f.hours, value: c.hours },
  ];

  return (
    <div className={styles.root}>
      <a href="#main" className={styles.skipLink}>
        {m.shell.skipLink}
      </a>
      <Navbar
        className={styles.navbar}
        brand={
          <Link to="/" className={styles.brandLink} aria-label={m.shell.brandLabel}>
            <Logo />
          </Link>
        }
        links={links}
        actions={actions}
        renderLink={routerRenderLink}
        open={menuOpen}
        onOpenChange={setMenuOpen}
        label={m.shell.navLabel}
        menuLabel={m.shell.menuLabel}
      />
      <main id="main" tabIndex={-1} className={styles.main}>
        {children}
      </main>
      <Footer
        brand={<Logo />}
        description={f.description}
        columns={columns}
        contactTitle={f.contactTitle}
        contact={contact}
        renderLink={routerRenderLink}
        bottom={
          <div className={styles.footerBottom}>
            <span>
              {format(f.copyright, { year: String(copyrightYear) })} {f.madeIn}
            </span>
            <ul className={styles.legalLinks}>
              <li>
                <Link to="/terms" className={styles.legalLink}>
                  {f.terms}
                </Link>
              </li>
              <li>
                <Link to="/privacy" className={styles.legalLink}>
                  {f.privacy}
                </Link>
              </li>
            </ul>
          </div>
        }
      />
      {light ? (
        <>
          <StaticThemePicker label={m.shell.themePicker} heading={m.shell.themeHeading} />
          {/* What the page's script shows for a stored session, while signing out, and as the
              Menu button's icon when open or closed. */}
          <LightTemplate name="signed-in">{signedInActions(false)}</LightTemplate>
          <LightTemplate name="logging-out">{signedInActions(true)}</LightTemplate>
          <LightTemplate name="icon-menu">
            <Icon name="menu" size={22} />
          </LightTemplate>
          <LightTemplate name="icon-x">
            <Icon name="x" size={22} />
          </LightTemplate>
        </>
      ) : (
        <DeferredThemePicker label={m.shell.themePicker} heading={m.shell.themeHeading} />
      )}
    </div>
  );
}
