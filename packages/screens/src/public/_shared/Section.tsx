import { Container } from '@watni/ui';
import { type ReactNode, useId } from 'react';
import { cx } from './cx';
import * as styles from './shared.css';

interface SectionProps {
  /** Anchor target (e.g. 'education' for /watni-nexus#education). */
  id?: string;
  eyebrow?: ReactNode;
  title?: ReactNode;
  intro?: ReactNode;
  tone?: 'plain' | 'alt';
  align?: 'start' | 'center';
  className?: string;
  children?: ReactNode;
}

/** A page section: optional eyebrow, h2 and intro over its content, named by its heading. */
export function Section({
  id,
  eyebrow,
  title,
  intro,
  tone = 'plain',
  align = 'start',
  className,
  children,
}: SectionProps) {
  const autoId = useId().replace(/:/g, '');
  const headingId = `${id ?? `section${autoId}`}-title`;
  return (
    <section
      id={id}
      aria-labelledby={title ? headingId : undefined}
      className={cx(styles.section, styles.sectionTone[tone], className)}
    >
      <Container>
        {title || eyebrow || intro ? (
          <header
            className={cx(styles.sectionHeader, align === 'center' && styles.sectionHeaderCentered)}
          >
            {eyebrow ? <p className={styles.eyebrow}>{eyebrow}</p> : null}
            {title ? (
              <h2 id={headingId} className={styles.sectionTitle}>
                {title}
              </h2>
            ) : null}
            {intro ? <p className={styles.sectionIntro}>{intro}</p> : null}
          </header>
        ) : null}
        {children}
      </Container>
    </section>
  );
}
