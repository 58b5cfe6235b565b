import type { ComponentPropsWithRef, ReactNode } from 'react';
import { cx } from '../_internal/cx';
import * as styles from './PageHeader.css';

export interface PageHeaderProps extends Omit<ComponentPropsWithRef<'div'>, 'title'> {
  title: ReactNode;
  description?: ReactNode;
  /** Small line above the title (section name, breadcrumb). */
  eyebrow?: ReactNode;
  actions?: ReactNode;
  /** Bottom border separating the header from the content. */
  divider?: boolean;
}

/** Title block of an app screen: 'Manage Courses' + description + 'Create New Course'. */
export function PageHeader({
  title,
  description,
  eyebrow,
  actions,
  divider = false,
  className,
  ...props
}: PageHeaderProps) {
  return (
    <div
      data-slot="page-header"
      className={cx(styles.root, divider && styles.divider, className)}
      {...props}
    >
      <div className={styles.text}>
        {eyebrow ? <div className={styles.eyebrow}>{eyebrow}</div> : null}
        <h1 className={styles.title}>{title}</h1>
        {description ? <p className={styles.description}>{description}</p> : null}
      </div>
      {actions ? <div className={styles.actions}>{actions}</div> : null}
    </div>
  );
}
