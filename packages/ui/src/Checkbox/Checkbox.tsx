import * as CheckboxPrimitive from '@radix-ui/react-checkbox';
import { Root as LabelRoot } from '@radix-ui/react-label';
import { type ComponentPropsWithRef, type ReactNode, useId } from 'react';
import {
  choiceDescription,
  choiceLabel,
  choiceRow,
  choiceText,
  errorText,
  toggleBox,
} from '../_internal/control.css';
import { cx } from '../_internal/cx';
import { Icon } from '../Icon/Icon';
import * as styles from './Checkbox.css';

export interface CheckboxProps
  extends Omit<ComponentPropsWithRef<typeof CheckboxPrimitive.Root>, 'children'> {
  /** Visible label (clicking it toggles the box). */
  label: ReactNode;
  description?: ReactNode;
  error?: ReactNode;
}

/** Labelled checkbox (Radix): 'Remember me', 'I accept the terms', 'Active'. */
export function Checkbox({
  label,
  description,
  error,
  id,
  className,
  required,
  ...props
}: CheckboxProps) {
  const autoId = useId();
  const boxId = id ?? `checkbox${autoId.replace(/:/g, '')}`;
  const descId = description ? `${boxId}-description` : undefined;
  const errorId = error ? `${boxId}-error` : undefined;
  return (
    <div data-slot="checkbox-field" className={cx(styles.root, className)}>
      <div className={choiceRow}>
        <CheckboxPrimitive.Root
          id={boxId}
          data-slot="checkbox"
          className={cx(toggleBox, styles.box)}
          aria-describedby={[descId, errorId].filter(Boolean).join(' ') || undefined}
          aria-invalid={error ? true : undefined}
          aria-required={required || undefined}
          required={required}
          {...props}
        >
          <CheckboxPrimitive.Indicator>
            {props.checked === 'indeterminate' ? (
              <Icon name="x" size={14} strokeWidth={3} />
            ) : (
              <Icon name="check" size={14} strokeWidth={3} />
            )}
          </CheckboxPrimitive.Indicator>
        </CheckboxPrimitive.Root>
        <div className={choiceText}>
          <LabelRoot
            htmlFor={boxId}
            className={choiceLabel}
            data-disabled={props.disabled ? '' : undefined}
          >
            {label}
          </LabelRoot>
          {description ? (
            <span id={descId} className={choiceDescription}>
              {description}
            </span>
          ) : null}
        </div>
      </div>
      {error ? (
        <p id={errorId} className={errorText}>
          <Icon name="alertCircle" size={16} style={{ marginBlockStart: '0.125rem' }} />
          <span>{error}</span>
        </p>
      ) : null}
    </div>
  );
}
