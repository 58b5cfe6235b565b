import { Icon } from '@watni/ui';
import * as styles from './shared.css';

interface FaqItem {
  q: string;
  a: string;
}

/**
 * Questions and answers as native <details>: keyboard and screen-reader friendly without
 * JavaScript, and the answers are in the prerendered HTML for search engines.
 */
export function Faq({ items }: { items: readonly FaqItem[] }) {
  return (
    <div className={styles.faqList}>
      {items.map((item) => (
        <details key={item.q} className={styles.faqItem}>
          <summary className={styles.faqQuestion}>
            <span>{item.q}</span>
            <Icon name="chevronDown" size={20} className={styles.faqChevron} />
          </summary>
          <p className={styles.faqAnswer}>{item.a}</p>
        </details>
      ))}
    </div>
  );
}
