import { cva, type VariantProps } from 'class-variance-authority';
import type { ComponentPropsWithRef, ReactNode } from 'react';
import { cx } from '../_internal/cx';
import * as styles from './FeatureGrid.css';

export const featureGridColumns = ['2', '3', '4'] as const;

const grid = cva(styles.grid, {
  variants: { columns: styles.columns },
  defaultVariants: { columns: '3' },
});

export interface FeatureItem {
  /** Anchor target for in-page links (e.g. 'ai-robotics'). */
  id?: string;
  icon?: ReactNode;
  title: ReactNode;
  text: ReactNode;
  /** Link or button under the text ('Contact Sales'). */
  action?: ReactNode;
}

export interface FeatureGridProps extends ComponentPropsWithRef<'ul'>, VariantProps<typeof grid> {
  items: readonly FeatureItem[];
  headingLevel?: 2 | 3 | 4;
}

/** Icon + title + text cards in a responsive grid (services, products, benefits). */
export function FeatureGrid({
  items,
  columns,
  headingLevel = 3,
  className,
  ...props
}: FeatureGridProps) {
  const H = `h${headingLevel}` as const;
  return (
    <ul data-slot="feature-grid" className={cx(grid({ columns }), className)} {...props}>
      {items.map((item, i) => (
        <li key={item.id ?? i} id={item.id} className={styles.item}>
          {item.icon ? (
            <span className={styles.icon} aria-hidden>
              {item.icon}
            </span>
          ) : null}
          <H className={styles.title}>{item.title}</H>
          <p className={styles.text}>{item.text}</p>
          {item.action ? <div className={styles.footer}>{item.action}</div> : null}
        </li>
      ))}
    </ul>
  );
}
