import * as ToggleGroup from '@radix-ui/react-toggle-group';
import type { ReactNode } from 'react';
import { cx } from '../_internal/cx';
import { useControllableState } from '../_internal/useControllableState';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden';
import * as styles from './FilterChips.css';

export interface FilterChip {
  value: string;
  label: ReactNode;
  count?: number;
  disabled?: boolean;
}

export interface FilterChipsProps {
  /** Names the group, e.g. 'Filter by category'. */
  label: string;
  items: readonly FilterChip[];
  value?: string;
  defaultValue?: string;
  onValueChange?: (value: string) => void;
  className?: string;
}

/** Single-select filter chips (Radix ToggleGroup): one always stays selected. */
export function FilterChips({
  label,
  items,
  value,
  defaultValue,
  onValueChange,
  className,
}: FilterChipsProps) {
  const [current, setCurrent] = useControllableState(
    value,
    defaultValue ?? items[0]?.value ?? '',
    onValueChange,
  );
  return (
    <ToggleGroup.Root
      type="single"
      aria-label={label}
      value={current}
      onValueChange={(next) => {
        if (next) setCurrent(next);
      }}
      className={cx(styles.root, className)}
      data-slot="filter-chips"
    >
      {items.map((item) => (
        <ToggleGroup.Item
          key={item.value}
          value={item.value}
          disabled={item.disabled}
          className={styles.chip}
          data-slot="filter-chip"
        >
          {item.label}
          {item.count !== undefined ? (
            <>
              <span className={styles.count} aria-hidden>
                {item.count}
              </span>
              <VisuallyHidden> ({item.count})</VisuallyHidden>
            </>
          ) : null}
        </ToggleGroup.Item>
      ))}
    </ToggleGroup.Root>
  );
}
