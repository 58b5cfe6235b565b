import { Button, Container } from '@watni/ui';
import { useId } from 'react';
import { Link } from 'react-router-dom';
import * as styles from './shared.css';

interface CtaLink {
  label: string;
  to: string;
}

interface CtaBandProps {
  title: string;
  text: string;
  primary: CtaLink;
  secondary?: CtaLink;
}

/** Closing call to action on the brand gradient: a title, a sentence and one or two links. */
export function CtaBand({ title, text, primary, secondary }: CtaBandProps) {
  const headingId = `cta${useId().replace(/:/g, '')}`;
  return (
    <section aria-labelledby={headingId} className={styles.ctaWrap}>
      <Container>
        <div className={styles.cta}>
          <div>
            <h2 id={headingId} className={styles.ctaTitle}>
              {title}
            </h2>
            <p className={styles.ctaText}>{text}</p>
          </div>
          <div className={styles.actions}>
            <Button asChild variant="accent" size="lg">
              <Link to={primary.to}>{primary.label}</Link>
            </Button>
            {secondary ? (
              <Button asChild variant="outline" size="lg">
                <Link to={secondary.to}>{secondary.label}</Link>
              </Button>
            ) : null}
          </div>
        </div>
      </Container>
    </section>
  );
}
