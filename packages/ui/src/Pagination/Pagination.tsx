import type { ComponentPropsWithRef } from 'react';
import { cx } from '../_internal/cx';
import { Icon } from '../Icon/Icon';
import { useI18n } from '../i18n/I18nProvider';
import { useUiLabels } from '../i18n/labels';
import * as styles from './Pagination.css';

/** Page numbers to show: first, last, current ±1, with 'ellipsis' gaps. */
export function getPageItems(page: number, pageCount: number): Array<number | 'ellipsis'> {
  if (pageCount <= 7) return Array.from({ length: pageCount }, (_, i) => i + 1);
  const pages = new Set([1, pageCount, page - 1, page, page + 1]);
  if (page <= 3) for (const p of [2, 3, 4]) pages.add(p);
  if (page >= pageCount - 2)
    for (const p of [pageCount - 3, pageCount - 2, pageCount - 1]) pages.add(p);
  const sorted = [...pages].filter((p) => p >= 1 && p <= pageCount).sort((a, b) => a - b);
  const out: Array<number | 'ellipsis'> = [];
  let prev = 0;
  for (const p of sorted) {
    if (p - prev > 1) out.push('ellipsis');
    out.push(p);
    prev = p;
  }
  return out;
}

export interface PaginationProps extends Omit<ComponentPropsWithRef<'nav'>, 'onChange'> {
  /** 1-based current page. */
  page: number;
  pageCount: number;
  onPageChange: (page: number) => void;
  label?: string;
  previousLabel?: string;
  nextLabel?: string;
}

/** Previous / numbered pages / Next. The current page carries aria-current="page". */
export function Pagination({
  page,
  pageCount,
  onPageChange,
  label: labelProp,
  previousLabel: previousLabelProp,
  nextLabel: nextLabelProp,
  className,
  ...props
}: PaginationProps) {
  const labels = useUiLabels();
  const { format } = useI18n();
  const label = labelProp ?? labels.pagination;
  const previousLabel = previousLabelProp ?? labels.previous;
  const nextLabel = nextLabelProp ?? labels.next;
  if (pageCount <= 1) return null;
  return (
    <nav aria-label={label} data-slot="pagination" className={className} {...props}>
      <ul className={styles.list}>
        <li>
          <button
            type="button"
            className={styles.item}
            disabled={page <= 1}
            onClick={() => onPageChange(page - 1)}
            aria-label={previousLabel}
          >
            <Icon name="chevronLeft" size={16} />
            <span className={styles.edgeLabel}>{previousLabel}</span>
          </button>
        </li>
        {getPageItems(page, pageCount).map((item, i) =>
          item === 'ellipsis' ? (
            // biome-ignore lint/suspicious/noArrayIndexKey: ellipsis positions are stable for a page
            <li key={`e${i}`} className={cx(styles.ellipsis, styles.pageNumber)} aria-hidden>
              …
            </li>
          ) : (
            <li
              key={item}
              className={styles.pageNumber}
              data-current={item === page ? '' : undefined}
            >
              <button
                type="button"
                className={styles.item}
                aria-current={item === page ? 'page' : undefined}
                aria-label={format(labels.page, { page: item })}
                onClick={() => item !== page && onPageChange(item)}
              >
                {item}
              </button>
            </li>
          ),
        )}
        <li>
          <button
            type="button"
            className={styles.item}
            disabled={page >= pageCount}
            onClick={() => onPageChange(page + 1)}
            aria-label={nextLabel}
          >
            <span className={styles.edgeLabel}>{nextLabel}</span>
            <Icon name="chevronRight" size={16} />
          </button>
        </li>
      </ul>
    </nav>
  );
}
