import { Icon } from '@watni/ui';
import type { ReactNode } from 'react';
import { cx } from './cx';
import * as styles from './shared.css';

/** A list with a tick before each item (features, deliverables). */
export function CheckList({
  items,
  className,
}: {
  items: readonly ReactNode[];
  className?: string;
}) {
  return (
    <ul className={cx(styles.checkList, className)}>
      {items.map((item, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: static copy, never reordered
        <li key={i} className={styles.checkItem}>
          <Icon name="checkCircle" size={18} className={styles.checkIcon} />
          <span>{item}</span>
        </li>
      ))}
    </ul>
  );
}
