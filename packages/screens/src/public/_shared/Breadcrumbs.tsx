import { Icon } from '@watni/ui';
import { Link } from 'react-router-dom';
import * as styles from './shared.css';

interface Crumb {
  label: string;
  /** Omit for the current page (the last crumb). */
  to?: string;
}

/** Breadcrumb trail; the last item is the current page. */
export function Breadcrumbs({ items, label }: { items: readonly Crumb[]; label: string }) {
  return (
    <nav aria-label={label}>
      <ol className={styles.breadcrumbs}>
        {items.map((item, i) => (
          <li key={item.label} className={styles.breadcrumbItem}>
            {i > 0 ? (
              <Icon name="chevronRight" size={14} className={styles.breadcrumbSeparator} />
            ) : null}
            {item.to ? (
              <Link to={item.to}>{item.label}</Link>
            ) : (
              <span aria-current="page">{item.label}</span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
