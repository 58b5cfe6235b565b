import type { ComponentPropsWithRef, ReactNode } from 'react';
import { cx } from '../_internal/cx';
import { Icon } from '../Icon/Icon';
import * as styles from './Table.css';

export const sortDirections = ['ascending', 'descending', 'none'] as const;
export type SortDirection = (typeof sortDirections)[number];

export interface TableRootProps extends ComponentPropsWithRef<'table'> {
  /** Visible caption naming the table. */
  caption?: ReactNode;
  /** On narrow screens (< 640px) rows become stacked cards labelled by each cell's `label`. Default true. */
  stackOnMobile?: boolean;
  wrapperClassName?: string;
}

function Root({
  caption,
  stackOnMobile = true,
  wrapperClassName,
  className,
  children,
  ...props
}: TableRootProps) {
  return (
    <div data-slot="table-container" className={cx(styles.outer, wrapperClassName)}>
      <div
        data-slot="table-wrapper"
        className={cx(styles.wrapper, stackOnMobile && styles.stacked)}
      >
        <table data-slot="table" className={cx(styles.table, className)} {...props}>
          {caption ? <caption className={styles.caption}>{caption}</caption> : null}
          {children}
        </table>
      </div>
    </div>
  );
}

function Head(props: ComponentPropsWithRef<'thead'>) {
  return <thead data-slot="table-head" {...props} />;
}

function Body(props: ComponentPropsWithRef<'tbody'>) {
  return <tbody data-slot="table-body" {...props} />;
}

function Row({ className, ...props }: ComponentPropsWithRef<'tr'>) {
  return <tr data-slot="table-row" className={cx(styles.row, className)} {...props} />;
}

export interface ColumnHeaderProps extends Omit<ComponentPropsWithRef<'th'>, 'align'> {
  /** Makes the header a sort button; pass the current direction of this column. */
  onSort?: () => void;
  sortDirection?: SortDirection;
  align?: 'start' | 'end';
}

function ColumnHeader({
  onSort,
  sortDirection = 'none',
  align = 'start',
  className,
  children,
  ...props
}: ColumnHeaderProps) {
  const sortable = Boolean(onSort);
  return (
    <th
      data-slot="table-column-header"
      scope="col"
      aria-sort={sortable ? sortDirection : undefined}
      className={cx(styles.th, align === 'end' && styles.alignEnd, className)}
      {...props}
    >
      {sortable ? (
        <button type="button" className={styles.sortButton} onClick={onSort}>
          {children}
          <Icon
            name={
              sortDirection === 'ascending'
                ? 'arrowUp'
                : sortDirection === 'descending'
                  ? 'arrowDown'
                  : 'arrowUpDown'
            }
            size={14}
            className={styles.sortIcon}
            data-active={sortDirection !== 'none' ? '' : undefined}
          />
        </button>
      ) : (
        children
      )}
    </th>
  );
}

export interface CellProps extends Omit<ComponentPropsWithRef<'td'>, 'align'> {
  /** Column name shown before the value when rows stack on narrow screens. */
  label?: string;
  align?: 'start' | 'end';
}

function Cell({ label, align = 'start', className, ...props }: CellProps) {
  return (
    <td
      data-slot="table-cell"
      data-label={label}
      className={cx(styles.td, align === 'end' && styles.alignEnd, className)}
      {...props}
    />
  );
}

/**
 * Semantic data table. `Table.Root caption` > `Table.Head` > `Table.Row` > `Table.ColumnHeader onSort sortDirection`,
 * `Table.Body` > `Table.Row` > `Table.Cell label="Email"`.
 */
export const Table = { Root, Head, Body, Row, ColumnHeader, Cell };
