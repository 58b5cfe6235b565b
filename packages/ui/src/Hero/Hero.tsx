import { cva, type VariantProps } from 'class-variance-authority';
import type { ComponentPropsWithRef, ReactNode } from 'react';
import { cx } from '../_internal/cx';
import { Container } from '../Layout/Layout';
import * as styles from './Hero.css';

export const heroTones = ['brand', 'subtle', 'plain'] as const;

const hero = cva(styles.root, {
  variants: { tone: styles.tone },
  defaultVariants: { tone: 'brand' },
});

export interface HeroHighlight {
  value: ReactNode;
  label: ReactNode;
}

export interface HeroProps
  extends Omit<ComponentPropsWithRef<'section'>, 'title'>,
    VariantProps<typeof hero> {
  eyebrow?: ReactNode;
  title: ReactNode;
  subtitle?: ReactNode;
  /** Buttons (use `Button asChild` around links). */
  actions?: ReactNode;
  /** Illustration or screenshot beside the text on wide screens. */
  media?: ReactNode;
  /** Key figures under the actions: '500+ students trained'. */
  highlights?: readonly HeroHighlight[];
  align?: 'start' | 'center';
}

/** Marketing page opener: eyebrow, h1, subtitle, calls to action, optional media and figures. */
export function Hero({
  eyebrow,
  title,
  subtitle,
  actions,
  media,
  highlights,
  tone,
  align = 'start',
  className,
  ...props
}: HeroProps) {
  const t = tone ?? 'brand';
  return (
    <section data-slot="hero" className={cx(hero({ tone }), className)} {...props}>
      <Container className={cx(styles.inner, media ? styles.withMedia : undefined)}>
        <div className={cx(styles.text, align === 'center' && !media && styles.centered)}>
          {eyebrow ? (
            <span className={cx(styles.eyebrow, styles.eyebrowTone[t])}>{eyebrow}</span>
          ) : null}
          <h1 className={styles.title}>{title}</h1>
          {subtitle ? (
            <p className={cx(styles.subtitle, styles.subtitleTone[t])}>{subtitle}</p>
          ) : null}
          {actions ? <div className={styles.actions}>{actions}</div> : null}
          {highlights && highlights.length > 0 ? (
            <dl className={styles.highlights}>
              {highlights.map((h, i) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: static marketing figures
                <div key={i} className={styles.highlight}>
                  <dt className={styles.highlightLabel}>{h.label}</dt>
                  <dd className={styles.highlightValue} style={{ order: -1, margin: 0 }}>
                    {h.value}
                  </dd>
                </div>
              ))}
            </dl>
          ) : null}
        </div>
        {media ? <div className={styles.media}>{media}</div> : null}
      </Container>
    </section>
  );
}
