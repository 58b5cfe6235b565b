import { cva, type VariantProps } from 'class-variance-authority';
import type { ComponentPropsWithRef, ReactNode } from 'react';
import { cx } from '../_internal/cx';
import { Icon } from '../Icon/Icon';
import * as styles from './EmptyState.css';

export const emptyStateVariants = ['plain', 'bordered'] as const;

const empty = cva(styles.root, {
  variants: { variant: styles.variant },
  defaultVariants: { variant: 'bordered' },
});

export interface EmptyStateProps
  extends Omit<ComponentPropsWithRef<'div'>, 'title'>,
    VariantProps<typeof empty> {
  title: ReactNode;
  description?: ReactNode;
  /** Icon slot; defaults to an inbox icon. Pass `null` for none. */
  icon?: ReactNode;
  action?: ReactNode;
  headingLevel?: 2 | 3 | 4;
}

/** 'No courses available at the moment' with an optional next step. */
export function EmptyState({
  title,
  description,
  icon,
  action,
  headingLevel = 3,
  variant,
  className,
  ...props
}: EmptyStateProps) {
  const H = `h${headingLevel}` as const;
  const iconNode = icon === undefined ? <Icon name="inbox" size={26} /> : icon;
  return (
    <div data-slot="empty-state" className={cx(empty({ variant }), className)} {...props}>
      {iconNode ? (
        <span className={styles.icon} aria-hidden>
          {iconNode}
        </span>
      ) : null}
      <H className={styles.title}>{title}</H>
      {description ? <p className={styles.description}>{description}</p> : null}
      {action ? <div className={styles.action}>{action}</div> : null}
    </div>
  );
}
