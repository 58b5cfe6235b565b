import type { ComponentPropsWithRef, ReactNode } from 'react';
import { cx } from '../_internal/cx';
import { Icon } from '../Icon/Icon';
import * as styles from './PriceCard.css';

export interface PriceCardProps extends Omit<ComponentPropsWithRef<'article'>, 'title'> {
  name: ReactNode;
  /** Display string, e.g. '$10' or 'Custom'. */
  price: ReactNode;
  /** e.g. '/month'. */
  period?: ReactNode;
  /** Secondary price line, e.g. 'about PKR 2,800'. */
  note?: ReactNode;
  description?: ReactNode;
  features?: readonly ReactNode[];
  /** Ribbon text for the highlighted plan, e.g. 'Most popular'. */
  featured?: ReactNode;
  /** Call to action (Button asChild around a link). */
  cta?: ReactNode;
  headingLevel?: 2 | 3 | 4;
}

/** One plan: name, price and period, features with ticks, CTA; optional featured ribbon. */
export function PriceCard({
  name,
  price,
  period,
  note,
  description,
  features = [],
  featured,
  cta,
  headingLevel = 3,
  className,
  ...props
}: PriceCardProps) {
  const H = `h${headingLevel}` as const;
  return (
    <article
      data-slot="price-card"
      data-featured={featured ? '' : undefined}
      className={cx(styles.root, featured ? styles.featured : undefined, className)}
      {...props}
    >
      {featured ? <span className={styles.ribbon}>{featured}</span> : null}
      <div className={styles.header}>
        <H className={styles.name}>{name}</H>
        {description ? <p className={styles.description}>{description}</p> : null}
      </div>
      <div>
        <div className={styles.priceRow}>
          <span className={styles.price}>{price}</span>
          {period ? <span className={styles.period}>{period}</span> : null}
        </div>
        {note ? <p className={styles.note}>{note}</p> : null}
      </div>
      {features.length > 0 ? (
        <ul className={styles.features}>
          {features.map((feature, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: static feature list
            <li key={i} className={styles.feature}>
              <Icon name="check" size={18} strokeWidth={2.5} className={styles.check} />
              <span>{feature}</span>
            </li>
          ))}
        </ul>
      ) : null}
      {cta ? <div className={styles.cta}>{cta}</div> : null}
    </article>
  );
}
