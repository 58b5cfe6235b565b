import { Button, Container, Icon } from '@watni/ui';
import { usePublicMessages } from '../../messages/MessagesProvider';
import * as styles from '../NotFound/NotFound.css';

/**
 * Shown when a route fails to render or its code fails to load (e.g. after a new release
 * replaced the chunk). Plain links, no router, so it works whatever broke.
 */
export function ErrorPage() {
  const t = usePublicMessages().error;
  return (
    <section className={styles.root} aria-labelledby="error-title" role="alert">
      <Container className={styles.inner}>
        <Icon name="alertTriangle" size={48} />
        <h1 id="error-title" className={styles.title}>
          {t.title}
        </h1>
        <p className={styles.text}>{t.text}</p>
        <div className={styles.links}>
          <Button onClick={() => window.location.reload()}>{t.reload}</Button>
          <Button asChild variant="outline">
            <a href="/">{t.goHome}</a>
          </Button>
        </div>
      </Container>
    </section>
  );
}
