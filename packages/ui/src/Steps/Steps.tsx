import type { ComponentPropsWithRef, ReactNode } from 'react';
import { cx } from '../_internal/cx';
import * as styles from './Steps.css';

export interface StepItem {
  title: ReactNode;
  description?: ReactNode;
}

export interface StepsProps extends ComponentPropsWithRef<'ol'> {
  items: readonly StepItem[];
  headingLevel?: 3 | 4;
}

/** Numbered process: consultation -> proposal -> implementation -> support. */
export function Steps({ items, headingLevel = 3, className, ...props }: StepsProps) {
  const H = `h${headingLevel}` as const;
  return (
    <ol data-slot="steps" className={cx(styles.list, className)} {...props}>
      {items.map((item, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: order is the identity of a step
        <li key={i} className={styles.step}>
          <span className={styles.number} aria-hidden>
            {i + 1}
          </span>
          <H className={styles.title}>{item.title}</H>
          {item.description ? <p className={styles.text}>{item.description}</p> : null}
        </li>
      ))}
    </ol>
  );
}
