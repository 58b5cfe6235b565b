import { Button, Container, Icon } from '@watni/ui';
import { Link } from 'react-router-dom';
import { usePublicMessages } from '../../messages/MessagesProvider';
import { RouteStatus } from '../RouteStatus';
import * as styles from './NotFound.css';

/** Any unknown path: 'Page not found' with a Go Home link; declares HTTP status 404. */
export function NotFound() {
  const m = usePublicMessages();
  const t = m.notFound;
  const nav = m.shell.nav;
  const popular = [
    { href: '/watni-nexus', label: nav.nexus },
    { href: '/certifications', label: nav.certifications },
    { href: '/services', label: nav.services },
    { href: '/products', label: nav.products },
    { href: '/pricing', label: nav.pricing },
  ];
  return (
    <section className={styles.root} aria-labelledby="not-found-title">
      <RouteStatus code={404} />
      <Container className={styles.inner}>
        <p className={styles.code} aria-hidden="true">
          {t.code}
        </p>
        <h1 id="not-found-title" className={styles.title}>
          {t.title}
        </h1>
        <p className={styles.text}>{t.text}</p>
        <Button asChild size="lg" startIcon={<Icon name="home" size={18} />}>
          <Link to="/">{t.goHome}</Link>
        </Button>
        <nav className={styles.helpful} aria-labelledby="not-found-popular">
          <h2 id="not-found-popular" className={styles.helpfulTitle}>
            {t.helpful}
          </h2>
          <ul className={styles.links}>
            {popular.map((link) => (
              <li key={link.href}>
                <Button asChild variant="ghost" size="sm">
                  <Link to={link.href}>{link.label}</Link>
                </Button>
              </li>
            ))}
            <li>
              <Button asChild variant="ghost" size="sm">
                <Link to="/contact">{t.contact}</Link>
              </Button>
            </li>
          </ul>
        </nav>
      </Container>
    </section>
  );
}
