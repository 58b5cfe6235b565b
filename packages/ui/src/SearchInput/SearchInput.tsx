import { type ComponentPropsWithRef, useRef } from 'react';
import { cx } from '../_internal/cx';
import { useControllableState } from '../_internal/useControllableState';
import { Field } from '../Field/Field';
import { Icon } from '../Icon/Icon';
import { useUiLabels } from '../i18n/labels';
import { Input } from '../TextField/TextField';
import * as styles from './SearchInput.css';

export interface SearchInputProps
  extends Omit<ComponentPropsWithRef<'input'>, 'type' | 'value' | 'defaultValue' | 'onChange'> {
  /** Accessible label; visually hidden unless `showLabel`. */
  label: string;
  showLabel?: boolean;
  value?: string;
  defaultValue?: string;
  onValueChange?: (value: string) => void;
  clearLabel?: string;
}

/** type=search with a leading icon and a clear button. */
export function SearchInput({
  label,
  showLabel = false,
  value,
  defaultValue = '',
  onValueChange,
  clearLabel: clearLabelProp,
  className,
  id,
  placeholder: placeholderProp,
  ...props
}: SearchInputProps) {
  const labels = useUiLabels();
  const clearLabel = clearLabelProp ?? labels.clearSearch;
  const placeholder = placeholderProp ?? labels.search;
  const [current, setCurrent] = useControllableState(value, defaultValue, onValueChange);
  const inputRef = useRef<HTMLInputElement>(null);
  return (
    <Field label={label} hideLabel={!showLabel} id={id} className={className}>
      <div className={styles.wrap} data-slot="search-input">
        <Icon name="search" size={18} className={styles.searchIcon} />
        <Input
          ref={inputRef}
          type="search"
          value={current}
          placeholder={placeholder}
          onChange={(e) => setCurrent(e.currentTarget.value)}
          onKeyDown={(e) => {
            if (e.key === 'Escape' && current) {
              e.preventDefault();
              setCurrent('');
            }
          }}
          className={cx(styles.input)}
          {...props}
        />
        {current ? (
          <button
            type="button"
            className={styles.clear}
            aria-label={clearLabel}
            onClick={() => {
              setCurrent('');
              inputRef.current?.focus();
            }}
          >
            <Icon name="x" size={16} />
          </button>
        ) : null}
      </div>
    </Field>
  );
}
